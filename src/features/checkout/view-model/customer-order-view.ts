/**
 * The customer order flow's view-model: one pure function from the machine's snapshot (its tags and
 * context — the failure's code among them) to what the page shows: the step, its title, the progress
 * and the step's content (see ../steps/step-view.ts). The page and the step components only render
 * it; which state means what is read from the machine's tags (machines/customerOrder.machine.ts).
 */
import {
  ORDER_STEP_PATHS,
  type CustomerOrderContext,
  type CustomerOrderTag,
  type OrderStep,
} from '../../../../machines/customerOrder.machine';
import {
  errorNotice,
  uploadProblemOf,
  type BuyerStepView,
  type CompleteStepView,
  type NoticeView,
  type ParticipantsStepView,
  type PaymentChoiceStepView,
  type PaymentStepView,
  type ProgressId,
  type StepNotice,
  type StepProgressView,
  type SummaryStepView,
  type UploadStepView,
  type WaitingView,
} from '../steps/step-view';
import { participantsRefusal } from './participants-refusal';
import type { OrderEvaluation } from '../../../shared/order';

/** What the view-model reads of a snapshot (the machine's own, or the provided one's). */
export interface CustomerOrderSnapshot {
  context: CustomerOrderContext;
  status: string;
  hasTag(tag: CustomerOrderTag): boolean;
}

/** The events a notice's buttons send. */
export type CustomerOrderAction = 'user.retry' | 'user.login';

export type CustomerStepContent =
  /** Before a step shows: the checkout loads, or the flow is on its way to the empty cart. */
  | { kind: 'starting'; text: string }
  | WaitingView
  | NoticeView<CustomerOrderAction>
  /** A date sold out meanwhile (the failure names which). */
  | { kind: 'soldOut' }
  | BuyerStepView<CustomerOrderAction>
  | ParticipantsStepView<CustomerOrderAction>
  | UploadStepView<CustomerOrderAction>
  | PaymentChoiceStepView<CustomerOrderAction>
  | SummaryStepView<CustomerOrderAction>
  | PaymentStepView
  | CompleteStepView
  | { kind: 'evaluation'; evaluation: OrderEvaluation };

export interface CustomerOrderView {
  /** The step shown (and in the URL), or null while the flow loads or has a problem. */
  step: OrderStep | null;
  /** The page title and the step's heading (a key). */
  title: string;
  /** The page is busy (aria-busy). */
  busy: boolean;
  progress: StepProgressView | null;
  content: CustomerStepContent;
}

const STEPS: readonly OrderStep[] = [
  'customer',
  'participants',
  'fileUpload',
  'paymentSelection',
  'summary',
  'payment',
  'orderComplete',
  'evaluation',
];

/** The step a snapshot shows (its `step.*` tag), or null. */
export function customerOrderStep(snapshot: Pick<CustomerOrderSnapshot, 'hasTag'>): OrderStep | null {
  return STEPS.find((step) => snapshot.hasTag(`step.${step}`)) ?? null;
}

export function customerOrderView(snapshot: CustomerOrderSnapshot): CustomerOrderView {
  const step = customerOrderStep(snapshot);
  return {
    step,
    title: `customerOrder.title.${step ?? 'problem'}`,
    busy: snapshot.hasTag('loading'),
    progress: step ? progressOf(snapshot.context, step) : null,
    content: step ? STEP_CONTENT[step](snapshot) : startingContent(snapshot),
  };
}

const WAITING: WaitingView = { kind: 'waiting', text: null };
const retry = { send: 'user.retry', label: 'checkout.retry', emphasis: 'secondary' } as const;
const retryNotice = (key: string): NoticeView<CustomerOrderAction> => ({
  kind: 'notice',
  notice: errorNotice(key, [retry]),
});
/** Loading (not sending): the step's data is on its way. */
const fetching = (snapshot: CustomerOrderSnapshot) => snapshot.hasTag('loading') && !snapshot.hasTag('sending');

function startingContent(snapshot: CustomerOrderSnapshot): CustomerStepContent {
  if (snapshot.hasTag('failed.session')) {
    return {
      kind: 'notice',
      notice: errorNotice('customerOrder.sessionExpired.text', [
        { send: 'user.login', label: 'customerOrder.sessionExpired.login', emphasis: 'primary' },
      ]),
    };
  }
  if (snapshot.hasTag('failed.load')) return retryNotice('customerOrder.errors.load');
  // The empty cart is the flow's end (a final state): on the way to the cart page.
  return { kind: 'starting', text: snapshot.status === 'done' ? 'customerOrder.cartEmpty' : 'checkout.loading' };
}

const STEP_CONTENT: Record<OrderStep, (snapshot: CustomerOrderSnapshot) => CustomerStepContent> = {
  customer: buyerContent,
  participants: participantsContent,
  fileUpload: uploadContent,
  paymentSelection: paymentChoiceContent,
  summary: summaryContent,
  payment: paymentContent,
  orderComplete: completeContent,
  evaluation: evaluationContent,
};

function buyerContent(snapshot: CustomerOrderSnapshot): CustomerStepContent {
  const { context } = snapshot;
  const { checkout, failure } = context;
  if (!checkout) return WAITING;
  const refused = snapshot.hasTag('failed.input');
  const fieldErrors = refused && failure?.field ? { [failure.field]: failure.message } : undefined;
  return {
    kind: 'buyer',
    initial: checkout.customer,
    taxNumberRequired: checkout.customer.taxNumberRequired,
    emailReadOnly: Boolean(checkout.customer.email),
    submitLabel: 'customerOrder.saveCustomer',
    busy: snapshot.hasTag('sending'),
    fieldErrors,
    // Placing was refused for missing buyer data (412): say so, not "not saved".
    notice:
      refused && !fieldErrors
        ? errorNotice(
            failure?.code === 'CUSTOMER_INCOMPLETE' ? 'customerOrder.errors.incomplete' : 'customerOrder.errors.save',
          )
        : null,
    noticeInForm: false,
  };
}

function participantsContent(snapshot: CustomerOrderSnapshot): CustomerStepContent {
  if (fetching(snapshot)) return WAITING;
  if (snapshot.hasTag('failed.load')) return retryNotice('customerOrder.errors.participants');
  const { participants, checkout, failure } = snapshot.context;
  if (!participants || !checkout) return WAITING;
  return {
    kind: 'participants',
    data: participants,
    intro: 'checkout.participants.introCustomer',
    allowSelf: true,
    busy: snapshot.hasTag('sending'),
    ...participantsRefusal(failure, snapshot.hasTag('failed.input')),
    backTo: ORDER_STEP_PATHS.customer,
  };
}

function uploadContent(snapshot: CustomerOrderSnapshot): CustomerStepContent {
  const { context } = snapshot;
  const { checkout, failure } = context;
  if (!checkout) return WAITING;
  const refused = snapshot.hasTag('failed.input');
  // Placing was refused for a missing proof (412): the shopper is sent back here and told why.
  const proofMissing = refused && failure?.code === 'PROOF_MISSING';
  return {
    kind: 'upload',
    uploads: checkout.uploads,
    uploading: context.uploading,
    problem: refused && failure?.code !== 'PROOF_MISSING' ? uploadProblemOf(failure?.code) : null,
    notice: proofMissing ? errorNotice('checkout.upload.missing') : null,
    backTo: ORDER_STEP_PATHS[checkout.cart.participantsStep ? 'participants' : 'customer'],
  };
}

const METHOD_REFUSALS = ['PAYMENT_METHOD_MISSING', 'PAYMENT_METHOD_NOT_OFFERED'];

/** The messages above the payment form: the provider's no, a refused method, a choice not saved. */
function paymentNotices(snapshot: CustomerOrderSnapshot, ibanRefused: boolean): StepNotice<CustomerOrderAction>[] {
  const { context } = snapshot;
  const code = context.failure?.code ?? null;
  const status = context.order?.payment?.status;
  const notOffered = code === 'PAYMENT_METHOD_NOT_OFFERED';
  const notices: StepNotice<CustomerOrderAction>[] = [];
  if (status === 'DECLINED') notices.push(errorNotice('customerOrder.paymentDeclined'));
  else if (status === 'CANCELLED') notices.push(errorNotice('customerOrder.paymentCancelled'));
  const saveFailed = snapshot.hasTag('failed.input');
  // Placing was refused for the method (412 missing / 422 not offered): sent back here and told why.
  if (!saveFailed && METHOD_REFUSALS.includes(code ?? '')) {
    notices.push(errorNotice(notOffered ? 'customerOrder.errors.notOffered' : 'checkout.payment.errors.method'));
  }
  if (saveFailed && !ibanRefused)
    notices.push(errorNotice(notOffered ? 'customerOrder.errors.notOffered' : 'customerOrder.errors.save'));
  return notices;
}

function paymentChoiceContent(snapshot: CustomerOrderSnapshot): CustomerStepContent {
  if (fetching(snapshot)) return WAITING;
  if (snapshot.hasTag('failed.load')) return retryNotice('customerOrder.errors.offers');
  const { checkout, order, failure, offers } = snapshot.context;
  const ibanRefused = snapshot.hasTag('failed.input') && failure?.code === 'IBAN_INVALID';
  // A placed order not paid yet: the choice pays it again (no way back, nothing preselected).
  const repaying = order !== null && order.status !== 'CONFIRMED';
  return {
    kind: 'paymentChoice',
    offers,
    chosen: repaying ? null : (checkout?.payment ?? null),
    busy: snapshot.hasTag('sending'),
    submitLabel: repaying ? 'customerOrder.repay' : 'customerOrder.savePayment',
    ibanError: ibanRefused ? { key: 'checkout.payment.errors.ibanChecksum' } : null,
    notices: paymentNotices(snapshot, ibanRefused),
    innerNotices: [],
    backTo: repaying ? null : ORDER_STEP_PATHS[stepBeforePayment(checkout)],
  };
}

/** The step "Zurück" leads to from the payment selection. */
function stepBeforePayment(checkout: CustomerOrderContext['checkout']): OrderStep {
  if (checkout?.cart.verificationStep) return 'fileUpload';
  return checkout?.cart.participantsStep ? 'participants' : 'customer';
}

function summaryContent(snapshot: CustomerOrderSnapshot): CustomerStepContent {
  if (snapshot.hasTag('failed.soldOut')) return { kind: 'soldOut' };
  if (snapshot.hasTag('failed.load')) return retryNotice('customerOrder.errors.summary');
  const { summary } = snapshot.context;
  if (fetching(snapshot) || !summary) return WAITING;
  return {
    kind: 'summary',
    summary,
    busy: snapshot.hasTag('sending'),
    notice: snapshot.hasTag('priceChanged')
      ? { tone: 'info', text: { key: 'customerOrder.priceChanged' }, actions: [] }
      : null,
    innerNotice: snapshot.hasTag('failed.place') ? errorNotice('customerOrder.errors.place', [retry]) : null,
    editBuyerTo: ORDER_STEP_PATHS.customer,
    editPaymentTo: summary.paymentStep ? ORDER_STEP_PATHS.paymentSelection : undefined,
  };
}

function paymentContent(snapshot: CustomerOrderSnapshot): CustomerStepContent {
  const { context } = snapshot;
  if (snapshot.hasTag('failed.load')) {
    return {
      kind: 'notice',
      notice: errorNotice('customerOrder.errors.validatePayment', [
        retry,
        { to: ORDER_STEP_PATHS.paymentSelection, label: 'checkout.payment.legend' },
      ]),
    };
  }
  return {
    kind: 'payment',
    mode: snapshot.hasTag('leaving') ? 'leaving' : 'validating',
    redirectUrl: context.order?.payment?.redirectUrl,
  };
}

function completeContent(snapshot: CustomerOrderSnapshot): CustomerStepContent {
  const { context } = snapshot;
  if (!context.order) return WAITING;
  return {
    kind: 'complete',
    order: context.order,
    invoiceDownload: true,
    withdrawal: 'customer',
    links: [
      { to: ORDER_STEP_PATHS.evaluation, label: 'customerOrder.toEvaluation', emphasis: 'secondary' },
      { to: '/customer-dashboard', label: 'customerOrder.toDashboard' },
    ],
  };
}

function evaluationContent(snapshot: CustomerOrderSnapshot): CustomerStepContent {
  const { context } = snapshot;
  if (snapshot.hasTag('failed.load')) return retryNotice('customerOrder.errors.evaluation');
  return context.evaluation ? { kind: 'evaluation', evaluation: context.evaluation } : WAITING;
}

const PROGRESS_OF_STEP: Record<OrderStep, ProgressId> = {
  customer: 'buyer',
  participants: 'participants',
  fileUpload: 'upload',
  paymentSelection: 'payment',
  summary: 'summary',
  payment: 'payment',
  orderComplete: 'complete',
  evaluation: 'complete',
};

/** The progress steps of this checkout (the upload and payment steps only when the cart has them). */
function progressOf(context: CustomerOrderContext, step: OrderStep): StepProgressView | null {
  if (!context.checkout) return null;
  const { cart } = context.checkout;
  // Once placed, the cart is empty: the order says which steps it had.
  const verification = cart.verificationStep || (context.order?.proofRequired ?? false);
  const payment = cart.paymentStep || context.order?.payment != null;
  const participants = cart.participantsStep || (context.order?.lines.some((line) => line.kind === 'COURSE') ?? false);
  const steps: ProgressId[] = [
    'buyer',
    ...(participants ? ['participants' as const] : []),
    ...(verification ? ['upload' as const] : []),
    ...(payment ? ['payment' as const] : []),
    'summary',
    'complete',
  ];
  return { steps, current: PROGRESS_OF_STEP[step] };
}

/**
 * Whether the URL's step (back, forward, a link) is news for the flow: not the step it shows, not the
 * one it is loading, and the flow not over (the empty cart leaves for the cart page).
 */
export function urlStepIsNews(snapshot: CustomerOrderSnapshot, urlStep: OrderStep | null): boolean {
  const shown = customerOrderStep(snapshot);
  if (!urlStep || urlStep === shown || snapshot.status === 'done') return false;
  const loading = shown === null && snapshot.hasTag('loading');
  return !(loading && snapshot.context.requestedStep === urlStep);
}
