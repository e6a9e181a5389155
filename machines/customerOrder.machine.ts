/**
 * The customer order flow (spec §2 order flows, §7 customer order calls; issue 11): a signed-in
 * customer from the buyer data to the placed and paid order. The step is in the URL
 * (ORDER_STEP_PATHS): the machine starts with the URL's step (`input.step`), loads the checkout state
 * (`loadCheckout`: buyer data, the cart's verification/payment steps, the chosen method, the uploaded
 * proofs, the order this tab placed) and resumes there when the step is allowed — a reload on any step,
 * back navigation (`url.stepChanged`) — else at the first step still missing (resumeTarget below).
 *
 *   customer → participants (course dates: who takes each seat) → fileUpload (verification step)
 *   → paymentSelection (payment step) → summary → placing
 *   → payment (redirect methods leave for the provider; the return validates) → orderComplete
 *   → evaluation
 *
 * Placing is PUT /api/order with an Idempotency-Key that src/actors keeps per confirmation (a double
 * click, a retry or a reload make one order). Its refusals are states: a price changed meanwhile
 * (409 PRICE_CHANGED / VOUCHER_USED_UP: the new summary, confirm again), a date sold out (409
 * FULLY_BOOKED: which, the waiting list, back to the cart), an empty cart (→ the cart), a missing
 * proof, method or buyer data (412: that step). A declined or cancelled card payment returns to the
 * payment selection, which then pays the placed order again (`repay`, PUT /api/order/{paymentId}).
 * An expired session (401 the HTTP client could not renew) is `sessionExpired`: the login returns to
 * the same step. Every other failure is an error state with a retry.
 *
 * The participants step (issue 25 §1) comes only when the cart books course dates; naming is optional
 * there (the seats can be named later, in "Meine Kurse"), so it is never the step "still missing":
 * the shopper saves the names (PUT /api/order/participants) or skips them. Placing refuses (409
 * PARTICIPANTS_EXCEED_SEATS) names for more seats than a position books: back to that step.
 *
 * After placing, `orderPlaced` lets the global cart reload (the server emptied it).
 */
import { assign, fromPromise, setup } from 'xstate';
import type {
  BuyerData, ChosenPayment, CustomerOrderData, Order, OrderEvaluation, OrderSummary, PaymentChoice, PaymentMethodOffer,
  PaymentReturn, PlaceOrderRequest, UploadedFile,
} from '../src/shared/order';
import type { CheckoutParticipants, ParticipantsRequest, ParticipantsStepData } from '../src/shared/participants';
import { ORDER_STEP_PATHS, type OrderStep } from '../src/shared/order-steps';

export { ORDER_STEP_PATHS, type OrderStep };

export function orderStepOf(pathname: string): OrderStep | null {
  const entry = Object.entries(ORDER_STEP_PATHS).find(([, path]) => path === pathname.replace(/\/+$/, ''));
  return entry ? (entry[0] as OrderStep) : null;
}

/** What the checkout stands at (loadCheckout). */
export interface CheckoutState {
  customer: CustomerOrderData;
  /** The customer's server cart: empty, and which steps it needs (participants: it books course dates). */
  cart: { empty: boolean; participantsStep: boolean; verificationStep: boolean; paymentStep: boolean };
  payment: ChosenPayment;
  /** Proofs uploaded for this checkout. */
  uploads: UploadedFile[];
  /** The order this tab placed (its id is kept for the session), as it stands now. */
  order: Order | null;
}

/** A position a 409 FULLY_BOOKED names. */
export interface SoldOutPosition {
  positionId: number;
  courseId: number;
  scheduleId: number;
  name: string;
}

/** Why a call failed, as src/actors reads the HTTP error (`{ statusCode, code, message, field? }`). */
export interface OrderFailure {
  /** null: no answer (network). */
  status: number | null;
  code: string | null;
  message: string;
  field?: string | null;
  /** 409 PRICE_CHANGED / VOUCHER_USED_UP: the new summary. */
  summary?: OrderSummary;
  /** 409 FULLY_BOOKED: the dates sold out. */
  positions?: SoldOutPosition[];
  /** 409 PARTICIPANT_TWICE: the e-mail already booked on the date. */
  email?: string;
}

export interface CustomerOrderInput {
  /** The step of the URL the flow was opened on. */
  step: OrderStep | null;
  /** Back from the payment page: the attempt to validate. */
  paymentReturn: PaymentReturn | null;
}

export type ResumeTarget = OrderStep | 'cartEmpty' | 'validatePayment';

const PRE_ORDER_STEPS: readonly OrderStep[] = ['customer', 'participants', 'fileUpload', 'paymentSelection', 'summary'];

/** The first step of the checkout that is still missing (naming participants is optional: never missing). */
export function firstMissingStep(state: CheckoutState): OrderStep {
  if (!state.customer.complete) return 'customer';
  if (state.cart.verificationStep && state.uploads.length === 0) return 'fileUpload';
  if (state.cart.paymentStep && !state.payment.paymentMethod) return 'paymentSelection';
  return 'summary';
}

/** Whether the cart has this step at all (participants, the proof and the payment selection are optional steps). */
function stepApplies(step: OrderStep, state: CheckoutState): boolean {
  if (step === 'participants') return state.cart.participantsStep;
  if (step === 'fileUpload') return state.cart.verificationStep;
  if (step === 'paymentSelection') return state.cart.paymentStep;
  return true;
}

/** An order placed but not bound yet: its payment is under way or failed. */
export const awaitsPayment = (order: Order | null): boolean =>
  order !== null && (order.status === 'PLACED' || order.status === 'PAYMENT_PENDING');

/**
 * Where the flow resumes: the requested step when it is allowed, else the first one missing.
 * An order of this tab decides first (paying, complete, evaluation); then the cart.
 */
export function resumeTarget(requested: OrderStep | null, state: CheckoutState, returning: boolean): ResumeTarget {
  const { order } = state;
  if (returning && order) return 'validatePayment';
  // Placed, not paid (declined, cancelled, or the shopper came back without paying): choose again.
  if (order && awaitsPayment(order)) return 'paymentSelection';
  if (order?.status === 'CONFIRMED') {
    if (requested === 'orderComplete' || requested === 'evaluation') return requested;
    if (requested === 'payment' || state.cart.empty) return 'orderComplete';
  }
  if (state.cart.empty) return 'cartEmpty';
  const missing = firstMissingStep(state);
  if (requested && PRE_ORDER_STEPS.includes(requested) && stepApplies(requested, state)) {
    return PRE_ORDER_STEPS.indexOf(requested) <= PRE_ORDER_STEPS.indexOf(missing) ? requested : missing;
  }
  return missing;
}

/** The step after the buyer data, the participants or the proof: the next one the cart has, in order. */
export function stepAfter(step: 'customer' | 'participants' | 'fileUpload', state: CheckoutState): OrderStep {
  if (step === 'customer' && state.cart.participantsStep) return 'participants';
  if (step !== 'fileUpload' && state.cart.verificationStep) return 'fileUpload';
  if (state.cart.paymentStep) return 'paymentSelection';
  return 'summary';
}

/** The consents of the summary's confirmation. */
export interface OrderConfirmation {
  earlyStartRequested?: boolean;
}

export interface CustomerOrderContext {
  requestedStep: OrderStep | null;
  paymentReturn: PaymentReturn | null;
  checkout: CheckoutState | null;
  /** The participants step's seats and the firm members it offers. */
  participants: ParticipantsStepData | null;
  offers: PaymentMethodOffer[];
  summary: OrderSummary | null;
  confirmation: OrderConfirmation | null;
  order: Order | null;
  /** The proof being sent. */
  uploading: { fileName: string; sizeBytes: number } | null;
  /** The last failure shown. */
  failure: OrderFailure | null;
  evaluation: OrderEvaluation | null;
}

/** A chosen file: the File to send, its name and size to show. */
export interface ChosenFile {
  fileName: string;
  sizeBytes: number;
  file: Blob;
}

export type CustomerOrderEvent =
  | { type: 'user.buyerSubmitted'; buyer: BuyerData }
  | { type: 'user.participantsSaved'; request: ParticipantsRequest }
  /** "Später benennen": on without naming (the seats can be named in "Meine Kurse" until shortly before the start). */
  | { type: 'user.participantsSkipped' }
  | { type: 'user.fileChosen'; file: ChosenFile }
  | { type: 'user.continue' }
  | { type: 'user.paymentChosen'; choice: PaymentChoice }
  | { type: 'user.confirmed'; confirmation: OrderConfirmation }
  | { type: 'user.retry' }
  | { type: 'user.login' }
  /** The browser's URL moved to another step (back, forward, a link): resume there if allowed. */
  | { type: 'url.stepChanged'; step: OrderStep };

type Failed = { error: unknown };
const failureOf = (error: unknown): OrderFailure =>
  typeof error === 'object' && error !== null && 'status' in error && 'code' in error
    ? (error as OrderFailure)
    : { status: null, code: null, message: error instanceof Error ? error.message : String(error) };
const failed = ({ event }: { event: Failed }) => ({ failure: failureOf(event.error) });
const rememberFailure = { type: 'rememberFailure', params: failed } as const;

/** The checkout state after a step changed part of it. */
const withCheckout = (context: CustomerOrderContext, change: Partial<CheckoutState>): CheckoutState | null =>
  context.checkout ? { ...context.checkout, ...change } : null;

const show = (step: OrderStep, replace = false) => ({ type: 'showStep', params: { step, replace } }) as const;

/** On from the participants step: to the step the checkout needs next (the summary when it has neither proof nor payment step). */
const continueAfterParticipants = [
  ...(['fileUpload', 'paymentSelection'] as const).map((step) => ({
    guard: { type: 'participantsContinueTo' as const, params: { step } },
    target: `#customerOrder.${step}` as const,
    actions: ['forgetFailure' as const, show(step)],
  })),
  { target: '#customerOrder.summary' as const, actions: ['forgetFailure' as const, show('summary')] },
];

/** "Weiter" after the proofs (not while one is being sent): on to the step the checkout needs next. */
const continueAfterProofs = [
  { guard: { type: 'continuesTo', params: { step: 'paymentSelection' } }, target: '#customerOrder.paymentSelection', actions: show('paymentSelection') },
  { guard: { type: 'continuesTo', params: { step: 'summary' } }, target: '#customerOrder.summary', actions: show('summary') },
] as const;

/**
 * What the views ask a state (ARCHITECTURE.md "Machines"): `step.<step>` the step it shows (and puts
 * into the URL); `loading` busy, and `sending` when a submission is under way (the step stays, busy);
 * `leaving` on the way to the provider's page; `error`, with its kind: `failed.load` (what the step
 * needs could not be loaded or checked: a retry), `failed.input` (the step's submission was refused or
 * not sent: the form stays with the reason), `failed.place`, `failed.session`, `failed.soldOut`; and
 * `priceChanged` (the new summary to confirm).
 */
export type CustomerOrderTag =
  | `step.${OrderStep}`
  | 'loading'
  | 'sending'
  | 'leaving'
  | 'error'
  | 'failed.load'
  | 'failed.input'
  | 'failed.place'
  | 'failed.session'
  | 'failed.soldOut'
  | 'priceChanged';

export const customerOrderMachine = setup({
  types: {
    context: {} as CustomerOrderContext,
    events: {} as CustomerOrderEvent,
    input: {} as CustomerOrderInput,
    tags: {} as CustomerOrderTag,
  },
  actors: {
    loadCheckout: fromPromise<CheckoutState, { orderId: number | null }>(async () => {
      throw new Error('loadCheckout is provided by src/actors/customerOrder.ts');
    }),
    saveCustomer: fromPromise<CustomerOrderData, BuyerData>(async () => {
      throw new Error('saveCustomer is provided by src/actors/customerOrder.ts');
    }),
    loadParticipants: fromPromise<ParticipantsStepData, void>(async () => {
      throw new Error('loadParticipants is provided by src/actors/customerOrder.ts');
    }),
    saveParticipants: fromPromise<CheckoutParticipants, ParticipantsRequest>(async () => {
      throw new Error('saveParticipants is provided by src/actors/customerOrder.ts');
    }),
    uploadProof: fromPromise<UploadedFile, ChosenFile>(async () => {
      throw new Error('uploadProof is provided by src/actors/customerOrder.ts');
    }),
    loadPaymentMethods: fromPromise<PaymentMethodOffer[], void>(async () => {
      throw new Error('loadPaymentMethods is provided by src/actors/customerOrder.ts');
    }),
    savePayment: fromPromise<ChosenPayment, PaymentChoice>(async () => {
      throw new Error('savePayment is provided by src/actors/customerOrder.ts');
    }),
    repay: fromPromise<Order, { paymentId: string; choice: PaymentChoice }>(async () => {
      throw new Error('repay is provided by src/actors/customerOrder.ts');
    }),
    loadSummary: fromPromise<OrderSummary, void>(async () => {
      throw new Error('loadSummary is provided by src/actors/customerOrder.ts');
    }),
    placeOrder: fromPromise<Order, PlaceOrderRequest>(async () => {
      throw new Error('placeOrder is provided by src/actors/customerOrder.ts');
    }),
    validatePayment: fromPromise<Order, PaymentReturn>(async () => {
      throw new Error('validatePayment is provided by src/actors/customerOrder.ts');
    }),
    loadEvaluation: fromPromise<OrderEvaluation, number>(async () => {
      throw new Error('loadEvaluation is provided by src/actors/customerOrder.ts');
    }),
  },
  guards: {
    resumesAt: ({ context }, params: { state: CheckoutState; target: ResumeTarget }) =>
      resumeTarget(context.requestedStep, params.state, context.paymentReturn !== null) === params.target,
    /** The HTTP client could not renew the session (401 after its refresh). */
    sessionExpired: (_, params: Failed) => failureOf(params.error).status === 401,
    failedWith: (_, params: Failed & { codes: readonly string[] }) => params.codes.includes(failureOf(params.error).code ?? ''),
    /** 409 PRICE_CHANGED / VOUCHER_USED_UP with the new summary. */
    priceChanged: (_, params: Failed) => {
      const failure = failureOf(params.error);
      return (failure.code === 'PRICE_CHANGED' || failure.code === 'VOUCHER_USED_UP') && failure.summary !== undefined;
    },
    nextIs: ({ context }, params: { step: OrderStep; change: Partial<CheckoutState> }) => {
      const state = withCheckout(context, params.change);
      return state !== null && stepAfter('customer', state) === params.step;
    },
    /** `step` comes after the participants. */
    participantsContinueTo: ({ context }, params: { step: OrderStep }) =>
      context.checkout !== null && stepAfter('participants', context.checkout) === params.step,
    /** A proof is there and `step` comes next. */
    continuesTo: ({ context }, params: { step: OrderStep }) =>
      context.checkout !== null && context.checkout.uploads.length > 0 && stepAfter('fileUpload', context.checkout) === params.step,
    /** The order is placed and waits for its payment: the selection pays it again. */
    repaying: ({ context }) => awaitsPayment(context.order) && context.order?.payment != null,
    /** The order's payment goes through the provider's page. */
    redirects: (_, params: { order: Order }) => params.order.payment?.status === 'PENDING' && params.order.payment.redirectUrl !== null,
    isPaid: (_, params: { order: Order }) => params.order.status === 'CONFIRMED',
    paymentEnded: (_, params: { order: Order }) => params.order.payment?.status === 'DECLINED' || params.order.payment?.status === 'CANCELLED',
  },
  actions: {
    setCheckout: assign({ checkout: (_, params: { state: CheckoutState }) => params.state, order: (_, params: { state: CheckoutState }) => params.state.order }),
    changeCheckout: assign({ checkout: ({ context }, params: { change: Partial<CheckoutState> }) => withCheckout(context, params.change) }),
    /** The shopper moved elsewhere: a payment return is no longer what they came for. */
    requestStep: assign({ requestedStep: (_, params: { step: OrderStep }) => params.step, paymentReturn: null, failure: null }),
    rememberFailure: assign({ failure: (_, params: { failure: OrderFailure }) => params.failure }),
    forgetFailure: assign({ failure: null }),
    setParticipants: assign({ participants: (_, params: { data: ParticipantsStepData }) => params.data }),
    setSavedParticipants: assign({
      participants: ({ context }, params: { participants: CheckoutParticipants }) => ({ members: [], chambers: [], ...context.participants, participants: params.participants }),
    }),
    setOffers: assign({ offers: (_, params: { offers: PaymentMethodOffer[] }) => params.offers }),
    setSummary: assign({ summary: (_, params: { summary: OrderSummary }) => params.summary }),
    setConfirmation: assign({ confirmation: (_, params: { confirmation: OrderConfirmation }) => params.confirmation }),
    setOrder: assign({ order: (_, params: { order: Order }) => params.order }),
    setUploading: assign({ uploading: (_, params: { file: ChosenFile }) => ({ fileName: params.file.fileName, sizeBytes: params.file.sizeBytes }) }),
    addUpload: assign({
      uploading: null,
      checkout: ({ context }, params: { upload: UploadedFile }) => withCheckout(context, { uploads: [...(context.checkout?.uploads ?? []), params.upload] }),
    }),
    uploadEnded: assign({ uploading: null }),
    paymentValidated: assign({ paymentReturn: null }),
    setEvaluation: assign({ evaluation: (_, params: { evaluation: OrderEvaluation }) => params.evaluation }),
    /** Puts the step into the URL (push; replace when resuming). Provided by src/actors/customerOrder.ts. */
    showStep: (_, _params: { step: OrderStep; replace: boolean }) => {},
    /** The order is placed: keep its id for the session, let the global cart reload. Provided by src/actors. */
    orderPlaced: (_, _params: { order: Order }) => {},
    /** Leaves for the provider's payment page. Provided by src/actors/customerOrder.ts. */
    leaveForPayment: (_, _params: { order: Order }) => {},
    /** The empty cart: to the cart page. Provided by src/actors/customerOrder.ts. */
    navigateToCart: () => {},
    /** Sign in again, returning to this step. Provided by src/actors/customerOrder.ts. */
    startLogin: () => {},
    reportError: (_, _params: { failure: OrderFailure }) => {},
  },
}).createMachine({
  id: 'customerOrder',
  context: ({ input }) => ({
    requestedStep: input.step,
    paymentReturn: input.paymentReturn,
    checkout: null,
    participants: null,
    offers: [],
    summary: null,
    confirmation: null,
    order: null,
    uploading: null,
    failure: null,
    evaluation: null,
  }),
  initial: 'loading',
  on: {
    'url.stepChanged': { target: '.loading', actions: { type: 'requestStep', params: ({ event }) => ({ step: event.step }) } },
  },
  states: {
    loading: {
      description: 'Loads the checkout state (buyer, cart steps, chosen method, proofs, the placed order) and resumes at the allowed step.',
      tags: ['loading'],
      invoke: {
        id: 'loadCheckout',
        src: 'loadCheckout',
        input: ({ context }) => ({ orderId: context.paymentReturn?.orderId ?? null }),
        onDone: [
          ...(
            [
              ['validatePayment', 'payment.validating', 'payment'],
              ['paymentSelection', 'paymentSelection', 'paymentSelection'],
              ['orderComplete', 'orderComplete', 'orderComplete'],
              ['evaluation', 'evaluation', 'evaluation'],
              ['customer', 'customer', 'customer'],
              ['participants', 'participants', 'participants'],
              ['fileUpload', 'fileUpload', 'fileUpload'],
              ['summary', 'summary', 'summary'],
            ] as const
          ).map(([target, state, step]) => ({
            guard: { type: 'resumesAt' as const, params: ({ event }: { event: { output: CheckoutState } }) => ({ state: event.output, target }) },
            target: state,
            actions: [{ type: 'setCheckout' as const, params: ({ event }: { event: { output: CheckoutState } }) => ({ state: event.output }) }, show(step, true)],
          })),
          {
            target: 'cartEmpty',
            actions: { type: 'setCheckout', params: ({ event }) => ({ state: event.output }) },
          },
        ],
        onError: [
          { guard: { type: 'sessionExpired', params: ({ event }) => ({ error: event.error }) }, target: 'sessionExpired', actions: rememberFailure },
          { target: 'loadFailed', actions: rememberFailure },
        ],
      },
    },
    loadFailed: {
      description: 'The checkout could not be loaded: an error with a retry.',
      tags: ['error', 'failed.load'],
      on: { 'user.retry': 'loading' },
    },
    sessionExpired: {
      description: 'The session ended and could not be renewed: sign in again, returning to this step.',
      tags: ['error', 'failed.session'],
      on: { 'user.login': { actions: 'startLogin' } },
    },
    cartEmpty: {
      description: 'Nothing to order: on the way to the cart page.',
      tags: ['loading'],
      entry: 'navigateToCart',
      type: 'final',
    },
    customer: {
      description: '/order/customer: the buyer data (PUT /api/order/customer).',
      tags: ['step.customer'],
      initial: 'editing',
      states: {
        editing: {
          description: 'The buyer form, filled with the saved customer data; submitting saves it.',
          on: { 'user.buyerSubmitted': 'saving' },
        },
        saving: {
          description: 'PUT /api/order/customer: the buyer data is being saved; the next step follows from the answer.',
          tags: ['loading', 'sending'],
          invoke: {
            id: 'saveCustomer',
            src: 'saveCustomer',
            input: ({ event }) => (event.type === 'user.buyerSubmitted' ? event.buyer : ({} as BuyerData)),
            onDone: [
              ...(['participants', 'fileUpload', 'paymentSelection'] as const).map((step) => ({
                guard: {
                  type: 'nextIs' as const,
                  params: ({ event }: { event: { output: CustomerOrderData } }) => ({ step, change: { customer: event.output } }),
                },
                target: `#customerOrder.${step}`,
                actions: [
                  { type: 'changeCheckout' as const, params: ({ event }: { event: { output: CustomerOrderData } }) => ({ change: { customer: event.output } }) },
                  'forgetFailure' as const,
                  show(step),
                ],
              })),
              {
                target: '#customerOrder.summary',
                actions: [{ type: 'changeCheckout', params: ({ event }) => ({ change: { customer: event.output } }) }, 'forgetFailure', show('summary')],
              },
            ],
            onError: [
              { guard: { type: 'sessionExpired', params: ({ event }) => ({ error: event.error }) }, target: '#customerOrder.sessionExpired', actions: rememberFailure },
              { target: 'failed', actions: rememberFailure },
            ],
          },
        },
        failed: {
          description: 'Not saved: the form shows the server\u2019s message (at its field when it names one); submitting again saves.',
          tags: ['error', 'failed.input'],
          on: { 'user.buyerSubmitted': 'saving' },
        },
      },
    },
    participants: {
      description: '/order/participants: who takes each seat of the course dates (GET/PUT /api/order/participants); optional, named now or later.',
      tags: ['step.participants'],
      initial: 'loading',
      states: {
        loading: {
          description: 'GET /api/order/participants (and, for a firm\u2019s office manager, GET /api/firm/members): the seats and who is named.',
          tags: ['loading'],
          invoke: {
            id: 'loadParticipants',
            src: 'loadParticipants',
            onDone: { target: 'editing', actions: { type: 'setParticipants', params: ({ event }) => ({ data: event.output }) } },
            onError: [
              { guard: { type: 'sessionExpired', params: ({ event }) => ({ error: event.error }) }, target: '#customerOrder.sessionExpired', actions: rememberFailure },
              { target: 'loadFailed', actions: rememberFailure },
            ],
          },
        },
        loadFailed: {
          description: 'The seats could not be loaded: an error with a retry.',
          tags: ['error', 'failed.load'],
          on: { 'user.retry': 'loading' },
        },
        editing: {
          description: 'A row per seat ("Ich nehme selbst teil", a firm member, or name and e-mail); saving names them, "später benennen" goes on without.',
          on: { 'user.participantsSaved': 'saving', 'user.participantsSkipped': continueAfterParticipants },
        },
        saving: {
          description: 'PUT /api/order/participants: the names are being saved; the next step follows.',
          tags: ['loading', 'sending'],
          invoke: {
            id: 'saveParticipants',
            src: 'saveParticipants',
            input: ({ event }) => (event.type === 'user.participantsSaved' ? event.request : { positions: [] }),
            onDone: continueAfterParticipants.map((transition) => ({
              ...transition,
              actions: [{ type: 'setSavedParticipants' as const, params: ({ event }: { event: { output: CheckoutParticipants } }) => ({ participants: event.output }) }, ...transition.actions],
            })),
            onError: [
              { guard: { type: 'sessionExpired', params: ({ event }) => ({ error: event.error }) }, target: '#customerOrder.sessionExpired', actions: rememberFailure },
              { target: 'failed', actions: rememberFailure },
            ],
          },
        },
        failed: {
          description: 'Not saved (an e-mail refused, one person twice): the reason shows at its seat; saving again or skipping goes on.',
          tags: ['error', 'failed.input'],
          on: { 'user.participantsSaved': 'saving', 'user.participantsSkipped': continueAfterParticipants },
        },
      },
    },
    fileUpload: {
      description: '/order/file-upload: proofs for the verification step (POST /api/order/file-upload), at least one to go on.',
      tags: ['step.fileUpload'],
      initial: 'idle',
      states: {
        idle: {
          description: 'The proofs uploaded so far; a file can be chosen, or the shopper goes on once one is there.',
          on: {
            'user.fileChosen': { target: 'uploading', actions: { type: 'setUploading', params: ({ event }) => ({ file: event.file }) } },
            'user.continue': continueAfterProofs,
          },
        },
        uploading: {
          description: 'POST /api/order/file-upload: the chosen file is being sent and checked.',
          tags: ['loading', 'sending'],
          invoke: {
            id: 'uploadProof',
            src: 'uploadProof',
            input: ({ event }) => (event.type === 'user.fileChosen' ? event.file : ({} as ChosenFile)),
            onDone: { target: 'idle', actions: [{ type: 'addUpload', params: ({ event }) => ({ upload: event.output }) }, 'forgetFailure'] },
            onError: [
              { guard: { type: 'sessionExpired', params: ({ event }) => ({ error: event.error }) }, target: '#customerOrder.sessionExpired', actions: rememberFailure },
              { target: 'failed', actions: ['uploadEnded', rememberFailure] },
            ],
          },
        },
        failed: {
          description: 'The file was refused (type, size) or not sent: the reason shows; another file can be chosen.',
          tags: ['error', 'failed.input'],
          // A refused file leaves the proofs before it: with one there, the shopper may go on.
          on: {
            'user.fileChosen': { target: 'uploading', actions: { type: 'setUploading', params: ({ event }) => ({ file: event.file }) } },
            'user.continue': continueAfterProofs,
          },
        },
      },
    },
    paymentSelection: {
      description: '/order/payment-selection: the offered methods (GET /api/cart/payment-methods); chosen before placing (PUT /api/order/payment) or, after a declined or cancelled payment, paying the placed order again.',
      tags: ['step.paymentSelection'],
      initial: 'loadingOffers',
      states: {
        loadingOffers: {
          description: 'GET /api/cart/payment-methods: the methods this order may be paid with are loading.',
          tags: ['loading'],
          invoke: {
            id: 'loadPaymentMethods',
            src: 'loadPaymentMethods',
            onDone: { target: 'choosing', actions: { type: 'setOffers', params: ({ event }) => ({ offers: event.output }) } },
            onError: [
              { guard: { type: 'sessionExpired', params: ({ event }) => ({ error: event.error }) }, target: '#customerOrder.sessionExpired', actions: rememberFailure },
              { target: 'offersFailed', actions: rememberFailure },
            ],
          },
        },
        offersFailed: {
          description: 'The methods could not be loaded: an error with a retry.',
          tags: ['error', 'failed.load'],
          on: { 'user.retry': 'loadingOffers' },
        },
        choosing: {
          description: 'The offered methods (with the SEPA form); the shopper chooses one.',
          on: {
            'user.paymentChosen': [{ guard: 'repaying', target: 'repaying' }, { target: 'saving' }],
          },
        },
        saving: {
          description: 'PUT /api/order/payment: the chosen method is being saved for the order to place.',
          tags: ['loading', 'sending'],
          invoke: {
            id: 'savePayment',
            src: 'savePayment',
            input: ({ event }) => (event.type === 'user.paymentChosen' ? event.choice : ({} as PaymentChoice)),
            onDone: {
              target: '#customerOrder.summary',
              actions: [{ type: 'changeCheckout', params: ({ event }) => ({ change: { payment: event.output } }) }, 'forgetFailure', show('summary')],
            },
            onError: [
              { guard: { type: 'sessionExpired', params: ({ event }) => ({ error: event.error }) }, target: '#customerOrder.sessionExpired', actions: rememberFailure },
              { target: 'failed', actions: rememberFailure },
            ],
          },
        },
        repaying: {
          description: 'PUT /api/order/{paymentId}: the placed order is paid with the new choice.',
          tags: ['loading', 'sending'],
          invoke: {
            id: 'repay',
            src: 'repay',
            input: ({ context, event }) => ({
              paymentId: context.order?.payment?.paymentId ?? '',
              choice: event.type === 'user.paymentChosen' ? event.choice : ({} as PaymentChoice),
            }),
            onDone: [
              {
                guard: { type: 'redirects', params: ({ event }) => ({ order: event.output }) },
                target: '#customerOrder.payment.leaving',
                actions: [{ type: 'setOrder', params: ({ event }) => ({ order: event.output }) }, 'forgetFailure', show('payment')],
              },
              {
                target: '#customerOrder.orderComplete',
                actions: [{ type: 'setOrder', params: ({ event }) => ({ order: event.output }) }, 'forgetFailure', show('orderComplete')],
              },
            ],
            onError: [
              { guard: { type: 'sessionExpired', params: ({ event }) => ({ error: event.error }) }, target: '#customerOrder.sessionExpired', actions: rememberFailure },
              { target: 'failed', actions: rememberFailure },
            ],
          },
        },
        failed: {
          description: 'Not saved (e.g. the IBAN refused): the message shows with the form; choosing again retries.',
          tags: ['error', 'failed.input'],
          on: {
            'user.paymentChosen': [{ guard: 'repaying', target: 'repaying' }, { target: 'saving' }],
          },
        },
      },
    },
    summary: {
      description: '/order/summary: every position, totals and VAT, consents, "zahlungspflichtig bestellen".',
      tags: ['step.summary'],
      initial: 'loading',
      states: {
        loading: {
          description: 'GET /api/order/summary: the server prices every position anew.',
          tags: ['loading'],
          invoke: {
            id: 'loadSummary',
            src: 'loadSummary',
            onDone: { target: 'showing', actions: { type: 'setSummary', params: ({ event }) => ({ summary: event.output }) } },
            onError: [
              { guard: { type: 'sessionExpired', params: ({ event }) => ({ error: event.error }) }, target: '#customerOrder.sessionExpired', actions: rememberFailure },
              { target: 'failed', actions: rememberFailure },
            ],
          },
        },
        failed: {
          description: 'The summary could not be loaded: an error with a retry.',
          tags: ['error', 'failed.load'],
          on: { 'user.retry': 'loading' },
        },
        showing: {
          description: 'Positions, totals and VAT, the consents; "zahlungspflichtig bestellen" places the order.',
          on: {
            'user.confirmed': {
              target: '#customerOrder.placing',
              actions: { type: 'setConfirmation', params: ({ event }) => ({ confirmation: event.confirmation }) },
            },
          },
        },
        priceChanged: {
          description: 'The price changed meanwhile: the new summary shows with a notice; confirming again places the order.',
          tags: ['priceChanged'],
          on: {
            'user.confirmed': {
              target: '#customerOrder.placing',
              actions: [{ type: 'setConfirmation', params: ({ event }) => ({ confirmation: event.confirmation }) }, 'forgetFailure'],
            },
          },
        },
      },
    },
    placing: {
      description: 'PUT /api/order with the Idempotency-Key of this confirmation; the server prices and books.',
      tags: ['step.summary', 'loading', 'sending'],
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({
          acceptTerms: true as const,
          acceptPrivacy: true as const,
          ...(context.confirmation?.earlyStartRequested !== undefined ? { earlyStartRequested: context.confirmation.earlyStartRequested } : {}),
          confirmedGrossValue: context.summary?.totals.grossValue ?? 0,
        }),
        onDone: [
          {
            guard: { type: 'redirects', params: ({ event }) => ({ order: event.output }) },
            target: 'payment.leaving',
            actions: [
              { type: 'setOrder', params: ({ event }) => ({ order: event.output }) },
              { type: 'orderPlaced', params: ({ event }) => ({ order: event.output }) },
              show('payment'),
            ],
          },
          {
            target: 'orderComplete',
            actions: [
              { type: 'setOrder', params: ({ event }) => ({ order: event.output }) },
              { type: 'orderPlaced', params: ({ event }) => ({ order: event.output }) },
              show('orderComplete'),
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'priceChanged', params: ({ event }) => ({ error: event.error }) },
            target: 'summary.priceChanged',
            actions: [rememberFailure, { type: 'setSummary', params: ({ event }) => ({ summary: failureOf(event.error).summary! }) }],
          },
          { guard: { type: 'failedWith', params: ({ event }) => ({ error: event.error, codes: ['FULLY_BOOKED'] }) }, target: 'fullyBooked', actions: rememberFailure },
          { guard: { type: 'failedWith', params: ({ event }) => ({ error: event.error, codes: ['CART_EMPTY'] }) }, target: 'cartEmpty', actions: rememberFailure },
          { guard: { type: 'sessionExpired', params: ({ event }) => ({ error: event.error }) }, target: 'sessionExpired', actions: rememberFailure },
          {
            guard: { type: 'failedWith', params: ({ event }) => ({ error: event.error, codes: ['CUSTOMER_INCOMPLETE'] }) },
            target: 'customer.failed',
            actions: [rememberFailure, show('customer')],
          },
          {
            guard: { type: 'failedWith', params: ({ event }) => ({ error: event.error, codes: ['PARTICIPANTS_EXCEED_SEATS'] }) },
            target: 'participants',
            actions: [rememberFailure, show('participants')],
          },
          {
            guard: { type: 'failedWith', params: ({ event }) => ({ error: event.error, codes: ['PROOF_MISSING'] }) },
            target: 'fileUpload.failed',
            actions: [rememberFailure, show('fileUpload')],
          },
          {
            guard: { type: 'failedWith', params: ({ event }) => ({ error: event.error, codes: ['PAYMENT_METHOD_MISSING', 'PAYMENT_METHOD_NOT_OFFERED'] }) },
            target: 'paymentSelection',
            actions: [rememberFailure, show('paymentSelection')],
          },
          { target: 'placeFailed', actions: [rememberFailure, { type: 'reportError', params: ({ event }) => ({ failure: failureOf(event.error) }) }] },
        ],
      },
    },
    placeFailed: {
      description: 'Not placed (server error, no answer): retrying sends the same Idempotency-Key, so it makes at most one order.',
      tags: ['step.summary', 'error', 'failed.place'],
      on: {
        'user.retry': 'placing',
        // The summary with its order button stays on the page: pressing it again is a retry too.
        'user.confirmed': {
          target: 'placing',
          actions: { type: 'setConfirmation', params: ({ event }) => ({ confirmation: event.confirmation }) },
        },
      },
    },
    fullyBooked: {
      description: 'A date sold out meanwhile: which, the course page (waiting list), back to the cart.',
      tags: ['step.summary', 'error', 'failed.soldOut'],
    },
    payment: {
      description: '/order/payment: to the provider\u2019s page and back.',
      tags: ['step.payment'],
      initial: 'leaving',
      states: {
        leaving: {
          description: 'On the way to the provider\u2019s page (a link shows should the browser stay).',
          tags: ['loading', 'leaving'],
          entry: { type: 'leaveForPayment', params: ({ context }) => ({ order: context.order! }) },
        },
        validating: {
          description: 'Back from the provider: PUT /api/order/validate-payment.',
          tags: ['loading'],
          invoke: {
            id: 'validatePayment',
            src: 'validatePayment',
            input: ({ context }) => context.paymentReturn ?? { orderId: context.order?.id ?? 0, paymentId: context.order?.payment?.paymentId ?? '' },
            onDone: [
              {
                guard: { type: 'isPaid', params: ({ event }) => ({ order: event.output }) },
                target: '#customerOrder.orderComplete',
                actions: [{ type: 'setOrder', params: ({ event }) => ({ order: event.output }) }, 'paymentValidated', show('orderComplete', true)],
              },
              {
                guard: { type: 'paymentEnded', params: ({ event }) => ({ order: event.output }) },
                target: '#customerOrder.paymentSelection',
                actions: [{ type: 'setOrder', params: ({ event }) => ({ order: event.output }) }, 'paymentValidated', show('paymentSelection', true)],
              },
              {
                target: 'failed',
                actions: [
                  { type: 'setOrder', params: ({ event }) => ({ order: event.output }) },
                  { type: 'rememberFailure', params: { failure: { status: 409, code: 'PAYMENT_NOT_FINISHED', message: 'The provider has no answer yet' } } },
                ],
              },
            ],
            onError: [
              { guard: { type: 'sessionExpired', params: ({ event }) => ({ error: event.error }) }, target: '#customerOrder.sessionExpired', actions: rememberFailure },
              { target: 'failed', actions: rememberFailure },
            ],
          },
        },
        failed: {
          description: 'The payment could not be checked (or the provider has no answer yet): an error with a retry.',
          tags: ['error', 'failed.load'],
          on: { 'user.retry': 'validating' },
        },
      },
    },
    orderComplete: {
      description: '/order/order-complete: order number, next steps, the invoice.',
      tags: ['step.orderComplete'],
    },
    evaluation: {
      description: '/order/evaluation: GET /api/order/evaluation/{id}.',
      tags: ['step.evaluation'],
      initial: 'loading',
      states: {
        loading: {
          description: 'GET /api/order/evaluation/{id}: which courses of the order can be evaluated when.',
          tags: ['loading'],
          invoke: {
            id: 'loadEvaluation',
            src: 'loadEvaluation',
            input: ({ context }) => context.order?.id ?? 0,
            onDone: { target: 'showing', actions: { type: 'setEvaluation', params: ({ event }) => ({ evaluation: event.output }) } },
            onError: [
              { guard: { type: 'sessionExpired', params: ({ event }) => ({ error: event.error }) }, target: '#customerOrder.sessionExpired', actions: rememberFailure },
              { target: 'failed', actions: rememberFailure },
            ],
          },
        },
        failed: {
          description: 'The evaluation list could not be loaded: an error with a retry.',
          tags: ['error', 'failed.load'],
          on: { 'user.retry': 'loading' },
        },
        showing: {
          description: 'The ordered courses with when each can be evaluated, linked to the evaluation form.',
        },
      },
    },
  },
});
