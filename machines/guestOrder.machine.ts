/**
 * The guest order flow (spec §2 Order flows, §6 guest tokens, §7 guest order flow; issue 11), the steps
 * in the URL (/guest-order/<step>) so a reload and the back button work:
 *
 *   guest (buyer data + the local cart → PUT /api/guest-order/guest, which issues the order token)
 *   → participants (course dates only: who takes each seat, PUT /api/guest-order/participants; optional)
 *   → guest-summary (GET /api/guest-order/guest-summary; consents, "zahlungspflichtig bestellen")
 *   → order (PUT /api/guest-order/order places it, idempotent)
 *   → file-upload (when a position needs a proof) → payment-selection (when something is to pay;
 *     PUT /api/guest-order/payment) → payment (card: the payment page; on return PUT
 *     /api/guest-order/validate-payment) → guest-order-complete.
 *
 * The order is placed before its method is chosen (src/shared/order.ts): the order's `next` says which
 * step follows placing, uploading and paying.
 *
 * Start and reload (`resuming`): with a stored order token the checkout is read back (GET
 * /api/guest-order/guest and, once placed, GET /api/guest-order/{id}) and the flow resumes at the
 * order's next step, or at the step in the URL before placing. Without one, the buyer form starts.
 *
 * What goes wrong is a state, never an endless spinner: an e-mail of an account (`accountExists`: sign
 * in, or go on as a guest), an expired order token (404 ORDER_TOKEN_UNKNOWN → `expired`, start again),
 * a date sold out meanwhile (409 FULLY_BOOKED → `fullyBooked`, the waiting list), a price changed
 * meanwhile (409 PRICE_CHANGED, or VOUCHER_USED_UP → `priceChanged`, confirm the new sum), a payment declined or cancelled
 * (back to the payment selection with a message), and every other failure (402/406/412 arrive at once,
 * the HTTP client retries the others) with a retry.
 *
 * Back navigation (`route.changed` with the URL's step): before placing, between the buyer form, the
 * participants and the summary; after placing, between the proof upload and the payment selection.
 * Any other step in the URL is put back to the flow's step (`restoreStep`).
 *
 * Effects are named placeholders, provided by src/actors/guestOrder.ts: the calls, the order token and
 * Idempotency-Key in sessionStorage, the router, the payment page, the login and the global cart.
 */
import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Cart } from '../src/shared/cart';
import type {
  BuyerData, FullyBookedPosition, GuestCheckout, GuestCheckoutStarted, NextStep, Order, OrderErrorCode, OrderSummary, PaymentChoice,
  PaymentMethodOffer, PaymentReturn,
} from '../src/shared/order';
import { GUEST_ORDER_STEPS, type GuestOrderStep } from '../src/shared/order-steps';
import type { CheckoutParticipants, ParticipantsRequest, ParticipantsStepData } from '../src/shared/participants';

export { GUEST_ORDER_STEPS, type GuestOrderStep };

export const isGuestOrderStep = (value: unknown): value is GuestOrderStep => GUEST_ORDER_STEPS.includes(value as GuestOrderStep);

/**
 * A failed call as the actors hand it to the machine: the HTTP status (0 without an answer) and the
 * API error body's code, message and field; a 409 PRICE_CHANGED brings the new summary, a 409
 * FULLY_BOOKED the positions that are sold out.
 */
export interface OrderFailure {
  status: number;
  code: OrderErrorCode | string | null;
  message: string | null;
  field?: string | null;
  summary?: OrderSummary | null;
  /** FULLY_BOOKED: the sold-out positions. */
  positions?: FullyBookedPosition[] | null;
  /** 409 PARTICIPANT_TWICE: the e-mail already booked on the date. */
  email?: string | null;
}

const failureOf = (error: unknown): OrderFailure | null =>
  typeof error === 'object' && error !== null && 'status' in error ? (error as OrderFailure) : null;
const codeOf = (error: unknown) => failureOf(error)?.code ?? null;

/** What `resumeCheckout` found: the stored checkout (null: no order token) and, once placed, the order. */
export interface ResumedCheckout {
  checkout: GuestCheckout | null;
  order: Order | null;
  /** The URL asked for the summary (or a later step) of a stored checkout not placed yet: resume there. */
  atSummary: boolean;
  /** The URL asked for the participants: there again when the checkout has seats to name (else the summary). */
  atParticipants: boolean;
}

export interface GuestOrderInput {
  /** The step in the URL the flow was opened (or reloaded) on. */
  step: GuestOrderStep;
}

/** The consents of the summary: terms and privacy are required by the form; the early start when asked. */
export interface PlaceOrderChoice {
  earlyStartRequested: boolean;
}

export interface GuestOrderContext {
  /** The step the flow shows (and the URL should say). */
  step: GuestOrderStep;
  buyer: BuyerData | null;
  /** The priced cart as the checkout stored it. */
  cart: Cart | null;
  /** The e-mail belongs to an account (told once, after the buyer form). */
  accountExists: boolean;
  /** The participants step's seats (a guest is offered no firm members). */
  participants: ParticipantsStepData | null;
  summary: OrderSummary | null;
  placeChoice: PlaceOrderChoice | null;
  order: Order | null;
  offers: PaymentMethodOffer[];
  paymentChoice: PaymentChoice | null;
  /** The last failure the page explains (with its code, field and message). */
  failure: OrderFailure | null;
  /** Why the flow is back at the payment selection after the payment page. */
  paymentOutcome: 'DECLINED' | 'CANCELLED' | null;
  /** The proof being sent. */
  uploading: { fileName: string; sizeBytes: number } | null;
}

export type GuestOrderEvent =
  | { type: 'user.submit'; buyer: BuyerData }
  | { type: 'user.participantsSaved'; request: ParticipantsRequest }
  /** "Später benennen": on to the summary without naming. */
  | { type: 'user.participantsSkipped' }
  | { type: 'user.signIn' }
  | { type: 'user.continueAsGuest' }
  | { type: 'user.back' }
  | { type: 'user.placeOrder'; choice: PlaceOrderChoice }
  | { type: 'user.confirmPrice' }
  | { type: 'user.backToCart' }
  | { type: 'user.upload'; file: File }
  | { type: 'user.continue' }
  | { type: 'user.choosePayment'; choice: PaymentChoice }
  | { type: 'user.payAgain' }
  | { type: 'user.choosePaymentAgain' }
  | { type: 'user.retry' }
  | { type: 'user.restart' }
  /** The router's URL now says `step` (back or forward button, a typed address). */
  | { type: 'route.changed'; step: GuestOrderStep };

/** PUT /api/guest-order/order input. */
export interface PlaceOrderInput extends PlaceOrderChoice {
  confirmedGrossValue: number;
}

/** Whether a cart books course dates (only they have seats to name). */
const seatsToName = (cart: Cart | null) => cart?.positions.some((position) => position.kind === 'COURSE') ?? false;

/** Why the last payment did not go through (the payment page said no), or null. */
const refusal = (order: Order | null) => {
  const status = order?.payment?.status;
  return status === 'DECLINED' || status === 'CANCELLED' ? status : null;
};

const nextIs = (order: Order | null | undefined, next: NextStep) => order?.next === next;
const outputOrder = ({ event }: { event: { output: Order } }) => ({ order: event.output });

/** `orderNext` of the order an actor answered, or of the resumed checkout. */
const outputNext = (next: NextStep) => ({ type: 'orderNext' as const, params: ({ event }: { event: { output: Order } }) => ({ order: event.output, next }) });
const resumedNext = (next: NextStep) => ({
  type: 'orderNext' as const,
  params: ({ event }: { event: { output: ResumedCheckout } }) => ({ order: event.output.order, next }),
});
const setOutputOrder = { type: 'setOrder', params: outputOrder } as const;
const setResumed = { type: 'setResumed', params: ({ event }: { event: { output: ResumedCheckout } }) => ({ resumed: event.output }) } as const;

const failed = { type: 'setFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;
const report = { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;
const onCode = (code: OrderErrorCode) => ({ type: 'failedWith', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, code }) }) as const;
const expiredOnError = { guard: onCode('ORDER_TOKEN_UNKNOWN'), target: '#guestOrder.expired', actions: [report] } as const;
/** "Weiter" after the proofs (not while one is being sent): complete when nothing is to pay, else the payment. */
const continueAfterProofs = [
  { guard: and(['proofUploaded', 'nothingToPay']), target: '#guestOrder.complete' },
  { guard: 'proofUploaded', target: '#guestOrder.paymentSelection' },
] as const;
const enter = (step: GuestOrderStep) => [{ type: 'setStep', params: { step } }, 'showStep'] as const;
/** On from the buyer data: to the participants when the cart books course dates, else to the summary. */
const afterBuyer = [{ guard: 'hasSeatsToName', target: '#guestOrder.participants' }, { target: '#guestOrder.summary' }] as const;

/**
 * What the views ask a state (ARCHITECTURE.md "Machines"): `step.<step>` the step it shows (and puts
 * into the URL); `busy`, and `sending` when a submission is under way (the step stays, busy);
 * `leaving` on the way to the payment page; `accountExists` while the e-mail's account is offered;
 * `error`, with its kind: `failed.load` (what the step needs could not be loaded or checked: a
 * retry), `failed.input` (the step's submission was refused or not sent: the form stays with the
 * reason), `failed.place`, `failed.signIn`, `failed.soldOut`, `failed.unfinished` (the provider has no
 * answer yet), `failed.expired`; and `priceChanged` (the new sum to confirm).
 */
export type GuestOrderTag =
  | `step.${GuestOrderStep}`
  | 'busy'
  | 'sending'
  | 'leaving'
  | 'accountExists'
  | 'error'
  | 'failed.load'
  | 'failed.input'
  | 'failed.place'
  | 'failed.signIn'
  | 'failed.soldOut'
  | 'failed.unfinished'
  | 'failed.expired'
  | 'priceChanged';

export const guestOrderMachine = setup({
  types: {
    context: {} as GuestOrderContext,
    events: {} as GuestOrderEvent,
    input: {} as GuestOrderInput,
    tags: {} as GuestOrderTag,
  },
  actors: {
    resumeCheckout: fromPromise<ResumedCheckout, { step: GuestOrderStep }>(async () => {
      throw new Error('resumeCheckout is provided by src/actors/guestOrder.ts');
    }),
    saveGuest: fromPromise<GuestCheckoutStarted, BuyerData>(async () => {
      throw new Error('saveGuest is provided by src/actors/guestOrder.ts');
    }),
    loadParticipants: fromPromise<ParticipantsStepData>(async () => {
      throw new Error('loadParticipants is provided by src/actors/guestOrder.ts');
    }),
    saveParticipants: fromPromise<CheckoutParticipants, ParticipantsRequest>(async () => {
      throw new Error('saveParticipants is provided by src/actors/guestOrder.ts');
    }),
    startLogin: fromPromise<void>(async () => {
      throw new Error('startLogin is provided by src/actors/guestOrder.ts');
    }),
    loadSummary: fromPromise<OrderSummary>(async () => {
      throw new Error('loadSummary is provided by src/actors/guestOrder.ts');
    }),
    placeOrder: fromPromise<Order, PlaceOrderInput>(async () => {
      throw new Error('placeOrder is provided by src/actors/guestOrder.ts');
    }),
    uploadProof: fromPromise<Order, { orderId: number; file: File }>(async () => {
      throw new Error('uploadProof is provided by src/actors/guestOrder.ts');
    }),
    loadPaymentMethods: fromPromise<PaymentMethodOffer[]>(async () => {
      throw new Error('loadPaymentMethods is provided by src/actors/guestOrder.ts');
    }),
    choosePayment: fromPromise<Order, PaymentChoice>(async () => {
      throw new Error('choosePayment is provided by src/actors/guestOrder.ts');
    }),
    validatePayment: fromPromise<Order, PaymentReturn>(async () => {
      throw new Error('validatePayment is provided by src/actors/guestOrder.ts');
    }),
  },
  guards: {
    failedWith: (_, params: { error: unknown; code: OrderErrorCode }) => codeOf(params.error) === params.code,
    /** 409 PRICE_CHANGED or VOUCHER_USED_UP: the sum changed; the answer brings the new summary to confirm. */
    newSummary: (_, params: { error: unknown }) =>
      ['PRICE_CHANGED', 'VOUCHER_USED_UP'].includes(codeOf(params.error) ?? '') && !!failureOf(params.error)?.summary,
    /** 422 with a field: the form shows it there. */
    fieldRefused: (_, params: { error: unknown }) => failureOf(params.error)?.status === 422 && !!failureOf(params.error)?.field,
    orderNext: (_, params: { order: Order | null; next: NextStep }) => nextIs(params.order, params.next),
    /** Reloaded on the summary before placing: the summary again. */
    resumesAtSummary: (_, params: { resumed: ResumedCheckout }) =>
      params.resumed.checkout !== null && params.resumed.order === null && params.resumed.atSummary,
    hasOrder: (_, params: { resumed: ResumedCheckout }) => params.resumed.order !== null,
    /** Reloaded on the participants before placing, and the cart has seats to name: the participants again. */
    resumesAtParticipants: (_, params: { resumed: ResumedCheckout }) =>
      params.resumed.atParticipants && params.resumed.order === null && seatsToName(params.resumed.checkout?.cart ?? null),
    /** The cart books course dates: their seats can be named. */
    hasSeatsToName: ({ context }) => seatsToName(context.cart),
    /** Back or forward to the participants: the checkout is stored and has seats to name. */
    canShowParticipants: ({ context }, params: { step: GuestOrderStep }) => params.step === 'participants' && seatsToName(context.cart),
    /** The checkout just stored books course dates. */
    startedWithSeats: (_, params: { started: GuestCheckoutStarted }) => seatsToName(params.started.cart),
    accountExists: (_, params: { started: GuestCheckoutStarted }) => params.started.accountExists,
    /** Forward to the summary: the checkout is stored. */
    canShowSummary: ({ context }, params: { step: GuestOrderStep }) => params.step === 'guest-summary' && context.cart !== null,
    /** Back from the payment selection to the proofs the order needs. */
    canShowProofs: ({ context }, params: { step: GuestOrderStep }) => params.step === 'file-upload' && context.order?.proofRequired === true,
    proofUploaded: ({ context }) => (context.order?.proofs.length ?? 0) > 0,
    stepIs: (_, params: { step: GuestOrderStep; wanted: GuestOrderStep }) => params.step === params.wanted,
    /** The payment page said no: declined or cancelled. */
    paymentRefused: (_, params: { order: Order }) => params.order.payment?.status === 'DECLINED' || params.order.payment?.status === 'CANCELLED',
    /** Nothing left to pay after the proof (the order completes without a payment step). */
    nothingToPay: ({ context }) => context.order?.next === 'COMPLETE',
  },
  actions: {
    setStep: assign({ step: (_, params: { step: GuestOrderStep }) => params.step }),
    setResumed: assign({
      buyer: (_, params: { resumed: ResumedCheckout }) => params.resumed.checkout?.buyer ?? null,
      cart: (_, params: { resumed: ResumedCheckout }) => params.resumed.checkout?.cart ?? null,
      order: (_, params: { resumed: ResumedCheckout }) => params.resumed.order,
      // Back from the payment page after the provider already said no: the reason shows at the selection.
      paymentOutcome: (_, params: { resumed: ResumedCheckout }) => refusal(params.resumed.order),
    }),
    setBuyer: assign({ buyer: (_, params: { buyer: BuyerData }) => params.buyer }),
    setStarted: assign({
      cart: (_, params: { started: GuestCheckoutStarted }) => params.started.cart,
      accountExists: (_, params: { started: GuestCheckoutStarted }) => params.started.accountExists,
    }),
    setParticipants: assign({ participants: (_, params: { data: ParticipantsStepData }) => params.data }),
    setSavedParticipants: assign({
      participants: ({ context }, params: { participants: CheckoutParticipants }) => ({ members: [], chambers: [], ...context.participants, participants: params.participants }),
    }),
    setSummary: assign({ summary: (_, params: { summary: OrderSummary }) => params.summary }),
    /** 409 PRICE_CHANGED: the answer's summary is the new one. */
    setChangedSummary: assign({
      summary: ({ context }, params: { error: unknown }) => failureOf(params.error)?.summary ?? context.summary,
    }),
    setPlaceChoice: assign({ placeChoice: (_, params: { choice: PlaceOrderChoice }) => params.choice }),
    setOrder: assign({ order: (_, params: { order: Order }) => params.order, uploading: null }),
    setOffers: assign({ offers: (_, params: { offers: PaymentMethodOffer[] }) => params.offers }),
    setPaymentChoice: assign({ paymentChoice: (_, params: { choice: PaymentChoice }) => params.choice }),
    setPaymentOutcome: assign({ paymentOutcome: (_, params: { order: Order }) => refusal(params.order) }),
    setUploading: assign({ uploading: (_, params: { file: File }) => ({ fileName: params.file.name, sizeBytes: params.file.size }) }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => failureOf(params.error) ?? { status: 0, code: null, message: null } }),
    clearFailure: assign({ failure: null }),
    clearPaymentOutcome: assign({ paymentOutcome: null }),
    /** A new start: nothing of the old checkout stays. */
    reset: assign({
      step: 'guest' as const, buyer: null, cart: null, accountExists: false, participants: null, summary: null, placeChoice: null, order: null,
      paymentChoice: null, failure: null, paymentOutcome: null, uploading: null,
    }),
    /** Puts `context.step` into the URL (a new history entry when it differs). Provided by src/actors/guestOrder.ts. */
    showStep: () => {},
    /** The URL moved to a step the flow cannot go to: back to `context.step` (replacing the entry). Provided by src/actors/guestOrder.ts. */
    restoreStep: () => {},
    /** Leaves for the payment page (the order's payment.redirectUrl). Provided by src/actors/guestOrder.ts. */
    leaveForPayment: (_, _params: { url: string }) => {},
    /** The order holds the positions now: the global cart empties the local cart. Provided by src/actors/guestOrder.ts. */
    announcePlaced: () => {},
    /** Done (or expired): the order token and Idempotency-Key are removed; a completed order is kept for a reload of its page. Provided by src/actors/guestOrder.ts. */
    forgetCheckout: (_, _params: { completed: Order | null }) => {},
    /** Opens the cart page. Provided by src/actors/guestOrder.ts. */
    navigateToCart: () => {},
    /** Logged. Provided by src/actors/guestOrder.ts. */
    reportError: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'guestOrder',
  context: ({ input }) => ({
    step: input.step,
    buyer: null,
    cart: null,
    accountExists: false,
    participants: null,
    summary: null,
    placeChoice: null,
    order: null,
    offers: [],
    paymentChoice: null,
    failure: null,
    paymentOutcome: null,
    uploading: null,
  }),
  initial: 'resuming',
  on: {
    // A step the flow cannot go to from here: the URL is put back.
    'route.changed': { actions: 'restoreStep' },
  },
  states: {
    resuming: {
      description: 'Start or reload: the stored checkout (GET /api/guest-order/guest) and, once placed, its order (GET /api/guest-order/{id}).',
      tags: ['busy'],
      invoke: {
        id: 'resumeCheckout',
        src: 'resumeCheckout',
        input: ({ context }) => ({ step: context.step }),
        onDone: [
          { guard: resumedNext('COMPLETE'), target: 'complete', actions: setResumed },
          { guard: resumedNext('FILE_UPLOAD'), target: 'fileUpload', actions: setResumed },
          // Back from the payment page (or reloaded while a card payment runs): check it.
          { guard: resumedNext('PAYMENT'), target: 'payment.validating', actions: setResumed },
          {
            guard: { type: 'hasOrder', params: ({ event }) => ({ resumed: event.output }) },
            target: 'paymentSelection',
            actions: setResumed,
          },
          {
            guard: { type: 'resumesAtParticipants', params: ({ event }) => ({ resumed: event.output }) },
            target: 'participants',
            actions: setResumed,
          },
          {
            guard: { type: 'resumesAtSummary', params: ({ event }) => ({ resumed: event.output }) },
            target: 'summary',
            actions: setResumed,
          },
          { target: 'guest', actions: setResumed },
        ],
        onError: [expiredOnError, { target: 'resumeFailed', actions: [failed, report] }],
      },
    },
    resumeFailed: {
      description: 'The checkout could not be read: an error with a retry.',
      tags: ['error', 'failed.load'],
      on: { 'user.retry': { target: 'resuming', actions: 'clearFailure' } },
    },
    guest: {
      description: 'Step "guest": the buyer data with the e-mail, the local cart beside it.',
      tags: ['step.guest'],
      entry: enter('guest'),
      initial: 'editing',
      on: {
        // Forward again to the participants or the summary the guest came back from.
        'route.changed': [
          { guard: { type: 'canShowParticipants', params: ({ event }) => ({ step: event.step }) }, target: 'participants' },
          { guard: { type: 'canShowSummary', params: ({ event }) => ({ step: event.step }) }, target: 'summary' },
        ],
      },
      states: {
        editing: {
          description: 'The buyer form.',
          on: {
            'user.submit': {
              target: 'saving',
              actions: { type: 'setBuyer', params: ({ event }) => ({ buyer: event.buyer }) },
            },
          },
        },
        saving: {
          description: 'PUT /api/guest-order/guest with the buyer and the local cart (issues the order token the first time).',
          tags: ['busy', 'sending'],
          entry: 'clearFailure',
          invoke: {
            id: 'saveGuest',
            src: 'saveGuest',
            input: ({ context }) => context.buyer!,
            onDone: [
              {
                guard: { type: 'accountExists', params: ({ event }) => ({ started: event.output }) },
                target: 'accountExists',
                actions: { type: 'setStarted', params: ({ event }) => ({ started: event.output }) },
              },
              {
                guard: { type: 'startedWithSeats', params: ({ event }) => ({ started: event.output }) },
                target: '#guestOrder.participants',
                actions: { type: 'setStarted', params: ({ event }) => ({ started: event.output }) },
              },
              { target: '#guestOrder.summary', actions: { type: 'setStarted', params: ({ event }) => ({ started: event.output }) } },
            ],
            onError: [expiredOnError, { target: 'saveFailed', actions: [failed, report] }],
          },
        },
        saveFailed: {
          description: 'Not saved: a field the server refused shows at the field, anything else with a retry.',
          tags: ['error', 'failed.input'],
          on: {
            'user.submit': { target: 'saving', actions: { type: 'setBuyer', params: ({ event }) => ({ buyer: event.buyer }) } },
            'user.retry': 'saving',
          },
        },
        accountExists: {
          description: 'The e-mail belongs to a customer account: sign in (returning to /check), or go on as a guest.',
          tags: ['accountExists'],
          on: {
            'user.signIn': 'signingIn',
            'user.continueAsGuest': afterBuyer,
          },
        },
        signingIn: {
          description: 'Off to the sign-in, returning to /check; settles only when it could not start.',
          tags: ['accountExists', 'busy', 'sending'],
          invoke: {
            id: 'startLogin',
            src: 'startLogin',
            onError: { target: 'signInFailed', actions: [failed, report] },
          },
        },
        signInFailed: {
          description: 'The sign-in could not start: retry, or go on as a guest.',
          tags: ['accountExists', 'error', 'failed.signIn'],
          on: {
            'user.retry': 'signingIn',
            'user.continueAsGuest': afterBuyer,
          },
        },
      },
    },
    participants: {
      description: 'Step "participants": who takes each seat of the course dates (GET/PUT /api/guest-order/participants); optional, "später benennen" goes on.',
      tags: ['step.participants'],
      entry: enter('participants'),
      initial: 'loading',
      on: {
        'user.back': 'guest',
        'route.changed': [
          { guard: { type: 'stepIs', params: ({ event }) => ({ step: event.step, wanted: 'guest' as const }) }, target: 'guest' },
          { guard: { type: 'stepIs', params: ({ event }) => ({ step: event.step, wanted: 'guest-summary' as const }) }, target: 'summary' },
        ],
      },
      states: {
        loading: {
          description: 'GET /api/guest-order/participants: the seats and who is named.',
          tags: ['busy'],
          invoke: {
            id: 'loadParticipants',
            src: 'loadParticipants',
            onDone: { target: 'editing', actions: { type: 'setParticipants', params: ({ event }) => ({ data: event.output }) } },
            onError: [expiredOnError, { target: 'loadFailed', actions: [failed, report] }],
          },
        },
        loadFailed: {
          description: 'The seats could not be loaded: an error with a retry.',
          tags: ['error', 'failed.load'],
          on: { 'user.retry': { target: 'loading', actions: 'clearFailure' } },
        },
        editing: {
          description: 'A row per seat ("Ich nehme selbst teil", or name and e-mail); saving names them, "später benennen" goes on without.',
          on: { 'user.participantsSaved': 'saving', 'user.participantsSkipped': { target: '#guestOrder.summary', actions: 'clearFailure' } },
        },
        saving: {
          description: 'PUT /api/guest-order/participants: the names are being saved; then the summary.',
          tags: ['busy', 'sending'],
          invoke: {
            id: 'saveParticipants',
            src: 'saveParticipants',
            input: ({ event }) => (event.type === 'user.participantsSaved' ? event.request : { positions: [] }),
            onDone: {
              target: '#guestOrder.summary',
              actions: [{ type: 'setSavedParticipants', params: ({ event }) => ({ participants: event.output }) }, 'clearFailure'],
            },
            onError: [expiredOnError, { target: 'failed', actions: [failed, report] }],
          },
        },
        failed: {
          description: 'Not saved (an e-mail refused, one person twice): the reason shows at its seat; saving again or skipping goes on.',
          tags: ['error', 'failed.input'],
          on: { 'user.participantsSaved': 'saving', 'user.participantsSkipped': { target: '#guestOrder.summary', actions: 'clearFailure' } },
        },
      },
    },
    summary: {
      description: 'Step "guest-summary": positions, totals, buyer, consents and "zahlungspflichtig bestellen".',
      tags: ['step.guest-summary'],
      entry: enter('guest-summary'),
      initial: 'loading',
      on: {
        'user.back': [{ guard: 'hasSeatsToName', target: 'participants' }, { target: 'guest' }],
        'route.changed': [
          { guard: { type: 'stepIs', params: ({ event }) => ({ step: event.step, wanted: 'guest' as const }) }, target: 'guest' },
          { guard: { type: 'canShowParticipants', params: ({ event }) => ({ step: event.step }) }, target: 'participants' },
        ],
      },
      states: {
        loading: {
          description: 'GET /api/guest-order/guest-summary.',
          tags: ['busy'],
          invoke: {
            id: 'loadSummary',
            src: 'loadSummary',
            onDone: { target: 'ready', actions: { type: 'setSummary', params: ({ event }) => ({ summary: event.output }) } },
            onError: [expiredOnError, { target: 'loadFailed', actions: [failed, report] }],
          },
        },
        loadFailed: {
          description: 'The summary could not be loaded: an error with a retry.',
          tags: ['error', 'failed.load'],
          on: { 'user.retry': { target: 'loading', actions: 'clearFailure' } },
        },
        ready: {
          description: 'The summary with the consents.',
          on: {
            'user.placeOrder': {
              target: '#guestOrder.ordering',
              actions: { type: 'setPlaceChoice', params: ({ event }) => ({ choice: event.choice }) },
            },
          },
        },
      },
    },
    ordering: {
      description: 'Step "order": the order is placed; a sold-out date, a changed price or a failure are explained here.',
      tags: ['step.order'],
      entry: enter('order'),
      initial: 'placing',
      states: {
        placing: {
          description: 'PUT /api/guest-order/order with the consents, the sum shown and the Idempotency-Key (a retry or a double click places one order).',
          tags: ['busy', 'sending'],
          entry: 'clearFailure',
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context }) => ({
              earlyStartRequested: context.placeChoice?.earlyStartRequested ?? false,
              confirmedGrossValue: context.summary?.totals.grossValue ?? 0,
            }),
            onDone: [
              { guard: outputNext('COMPLETE'), target: '#guestOrder.complete', actions: [setOutputOrder, 'announcePlaced'] },
              { guard: outputNext('FILE_UPLOAD'), target: '#guestOrder.fileUpload', actions: [setOutputOrder, 'announcePlaced'] },
              { target: '#guestOrder.paymentSelection', actions: [setOutputOrder, 'announcePlaced'] },
            ],
            onError: [
              expiredOnError,
              {
                guard: { type: 'newSummary', params: ({ event }) => ({ error: event.error }) },
                target: 'priceChanged',
                actions: [failed, { type: 'setChangedSummary', params: ({ event }) => ({ error: event.error }) }],
              },
              { guard: onCode('FULLY_BOOKED'), target: 'fullyBooked', actions: [failed, report] },
              // Names for more seats than a date books (the cart changed since): back to name them again.
              { guard: onCode('PARTICIPANTS_EXCEED_SEATS'), target: '#guestOrder.participants', actions: [failed] },
              { target: 'failed', actions: [failed, report] },
            ],
          },
        },
        priceChanged: {
          description: '409 PRICE_CHANGED (or VOUCHER_USED_UP): the new sum shows; the guest confirms it (or goes back to the summary).',
          tags: ['error', 'priceChanged'],
          on: { 'user.confirmPrice': 'placing', 'user.back': '#guestOrder.summary' },
        },
        fullyBooked: {
          description: '409 FULLY_BOOKED: a date sold out meanwhile; the waiting list is offered, the cart can be changed.',
          tags: ['error', 'failed.soldOut'],
          on: { 'user.backToCart': { actions: 'navigateToCart' } },
        },
        failed: {
          description: 'Not placed (a server error; 402/406/412 at once): a retry with the same Idempotency-Key.',
          tags: ['error', 'failed.place'],
          on: { 'user.retry': 'placing', 'user.back': '#guestOrder.summary' },
        },
      },
    },
    fileUpload: {
      description: 'Step "file-upload": the proof (PDF, JPEG, PNG, at most 10 MB) a position needs.',
      tags: ['step.file-upload'],
      entry: enter('file-upload'),
      initial: 'idle',
      states: {
        idle: {
          description: 'The uploaded proofs; "Weiter" once there is one.',
          on: {
            'user.upload': { target: 'uploading', actions: { type: 'setUploading', params: ({ event }) => ({ file: event.file }) } },
            'user.continue': continueAfterProofs,
          },
        },
        uploading: {
          description: 'POST /api/guest-order/file-upload, then the order again (GET /api/guest-order/{id}).',
          tags: ['busy', 'sending'],
          entry: 'clearFailure',
          invoke: {
            id: 'uploadProof',
            src: 'uploadProof',
            input: ({ context, event }) => {
              assertEvent(event, 'user.upload');
              return { orderId: context.order!.id, file: event.file };
            },
            onDone: { target: 'idle', actions: setOutputOrder },
            onError: [expiredOnError, { target: 'failed', actions: [failed, report, assign({ uploading: null })] }],
          },
        },
        failed: {
          description: 'The file was refused (type, size) or not sent: the reason shows; another file can be chosen.',
          tags: ['error', 'failed.input'],
          // A refused file leaves the proofs before it: with one there, the guest may go on.
          on: {
            'user.upload': { target: 'uploading', actions: { type: 'setUploading', params: ({ event }) => ({ file: event.file }) } },
            'user.continue': continueAfterProofs,
          },
        },
      },
    },
    paymentSelection: {
      description: 'Step "payment-selection": the methods the configuration enables; a declined or cancelled card payment is explained.',
      tags: ['step.payment-selection'],
      entry: enter('payment-selection'),
      initial: 'loading',
      on: {
        // Back to the proofs (another file can be added).
        'route.changed': { guard: { type: 'canShowProofs', params: ({ event }) => ({ step: event.step }) }, target: 'fileUpload' },
      },
      states: {
        loading: {
          description: 'GET /api/cart/payment-methods.',
          tags: ['busy'],
          invoke: {
            id: 'loadPaymentMethods',
            src: 'loadPaymentMethods',
            onDone: { target: 'ready', actions: { type: 'setOffers', params: ({ event }) => ({ offers: event.output }) } },
            onError: { target: 'loadFailed', actions: [failed, report] },
          },
        },
        loadFailed: {
          description: 'The methods could not be loaded: an error with a retry.',
          tags: ['error', 'failed.load'],
          on: { 'user.retry': { target: 'loading', actions: 'clearFailure' } },
        },
        ready: {
          description: 'The methods; SEPA asks for holder, IBAN and the mandate.',
          on: {
            'user.choosePayment': {
              target: 'paying',
              actions: { type: 'setPaymentChoice', params: ({ event }) => ({ choice: event.choice }) },
            },
          },
        },
        paying: {
          description: 'PUT /api/guest-order/payment with the method (SEPA: holder and IBAN).',
          tags: ['busy', 'sending'],
          entry: ['clearFailure', 'clearPaymentOutcome'],
          invoke: {
            id: 'choosePayment',
            src: 'choosePayment',
            input: ({ context }) => context.paymentChoice!,
            onDone: [
              { guard: outputNext('PAYMENT'), target: '#guestOrder.payment.leaving', actions: setOutputOrder },
              { target: '#guestOrder.complete', actions: setOutputOrder },
            ],
            onError: [
              expiredOnError,
              { guard: { type: 'fieldRefused', params: ({ event }) => ({ error: event.error }) }, target: 'ready', actions: [failed] },
              { target: 'failed', actions: [failed, report] },
            ],
          },
        },
        failed: {
          description: 'The method could not be set: retry, or choose again.',
          tags: ['error', 'failed.input'],
          on: {
            'user.retry': 'paying',
            'user.choosePayment': { target: 'paying', actions: { type: 'setPaymentChoice', params: ({ event }) => ({ choice: event.choice }) } },
          },
        },
      },
    },
    payment: {
      description: 'Step "payment": the card payment page and the return from it.',
      tags: ['step.payment'],
      entry: enter('payment'),
      initial: 'validating',
      states: {
        leaving: {
          description: 'Leaving for the payment page (a link shows should the browser not leave).',
          tags: ['busy', 'leaving'],
          entry: { type: 'leaveForPayment', params: ({ context }) => ({ url: context.order?.payment?.redirectUrl ?? '' }) },
        },
        validating: {
          description: 'Back from the payment page: PUT /api/guest-order/validate-payment.',
          tags: ['busy'],
          entry: 'clearFailure',
          invoke: {
            id: 'validatePayment',
            src: 'validatePayment',
            input: ({ context }) => ({ orderId: context.order?.id ?? 0, paymentId: context.order?.payment?.paymentId ?? '' }),
            onDone: [
              {
                guard: { type: 'paymentRefused', params: ({ event }) => ({ order: event.output }) },
                target: '#guestOrder.paymentSelection',
                actions: [setOutputOrder, { type: 'setPaymentOutcome', params: outputOrder }],
              },
              { target: '#guestOrder.complete', actions: setOutputOrder },
            ],
            onError: [
              expiredOnError,
              { guard: onCode('PAYMENT_NOT_FINISHED'), target: 'unfinished', actions: [failed] },
              { target: 'failed', actions: [failed, report] },
            ],
          },
        },
        unfinished: {
          description: '409 PAYMENT_NOT_FINISHED: the provider has no answer yet; check again, pay on the payment page, or choose another method.',
          tags: ['error', 'failed.unfinished'],
          on: {
            'user.retry': 'validating',
            'user.payAgain': 'leaving',
            'user.choosePaymentAgain': '#guestOrder.paymentSelection',
          },
        },
        failed: {
          description: 'The payment could not be checked: a retry.',
          tags: ['error', 'failed.load'],
          on: { 'user.retry': 'validating' },
        },
      },
    },
    complete: {
      description: 'Step "guest-order-complete": the order number and what happens next; the order token is forgotten.',
      tags: ['step.guest-order-complete'],
      entry: [...enter('guest-order-complete'), { type: 'forgetCheckout', params: ({ context }) => ({ completed: context.order }) }],
      type: 'final',
    },
    expired: {
      description: 'The order token is unknown (expired or never issued): start again.',
      tags: ['error', 'failed.expired'],
      entry: { type: 'forgetCheckout', params: () => ({ completed: null }) },
      on: { 'user.restart': { target: 'guest', actions: 'reset' } },
    },
  },
});
