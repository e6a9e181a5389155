/**
 * The guest order flow's view-model: one pure function from the machine's snapshot (its tags and
 * context — the failure's code among them) to what the page shows: the progress, the step's heading,
 * its content (see ../steps/step-view.ts) and whether the back button shows. Which state means what is
 * read from the machine's tags (machines/guestOrder.machine.ts).
 */
import {
  GUEST_ORDER_STEPS,
  type GuestOrderContext,
  type GuestOrderStep,
  type GuestOrderTag,
} from '../../../../machines/guestOrder.machine';
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
import { guestOrderPath } from '../../../actors/guestOrder';
import { participantsRefusal } from './participants-refusal';

/** What the view-model reads of a snapshot (the machine's own, or the provided one's). */
export interface GuestOrderSnapshot {
  context: GuestOrderContext;
  hasTag(tag: GuestOrderTag): boolean;
}

/** The events a notice's buttons send. */
export type GuestOrderAction = 'user.retry';

export type GuestStepContent =
  | { kind: 'none' }
  | WaitingView
  | NoticeView<GuestOrderAction>
  /** The checkout is unknown (expired): start again. */
  | { kind: 'expired' }
  /** The e-mail belongs to an account: sign in, or go on as a guest. */
  | { kind: 'accountExists'; email: string; busy: boolean; signInFailed: boolean }
  /** A date sold out meanwhile. */
  | { kind: 'soldOut' }
  /** The provider has not confirmed the payment yet: check, pay again, or choose another method. */
  | { kind: 'unfinished' }
  | (BuyerStepView<GuestOrderAction> & { intro: true })
  | ParticipantsStepView<GuestOrderAction>
  | UploadStepView<GuestOrderAction>
  | PaymentChoiceStepView<GuestOrderAction>
  | (SummaryStepView<GuestOrderAction> & { confirm: 'user.placeOrder' | 'user.confirmPrice' })
  | PaymentStepView
  | CompleteStepView;

export interface GuestOrderView {
  /** The step shown (its URL), or null before the checkout is read, after it failed or expired. */
  step: GuestOrderStep | null;
  progress: StepProgressView | null;
  /** The step's heading (a key). */
  heading: string | null;
  /** The guest's cart and the intro show beside the buyer data. */
  intro: boolean;
  content: GuestStepContent;
  /** "Zurück" (user.back) below the content. */
  back: boolean;
}

/** The step a snapshot shows (its `step.*` tag), or null. */
export function guestOrderStep(snapshot: Pick<GuestOrderSnapshot, 'hasTag'>): GuestOrderStep | null {
  return GUEST_ORDER_STEPS.find((step) => snapshot.hasTag(`step.${step}`)) ?? null;
}

const HEADING_OF_STEP: Record<GuestOrderStep, string | null> = {
  guest: 'guestOrder.title.guest',
  participants: 'guestOrder.title.participants',
  'guest-summary': 'guestOrder.title.summary',
  order: 'guestOrder.title.order',
  'file-upload': 'guestOrder.title.fileUpload',
  'payment-selection': 'guestOrder.title.paymentSelection',
  payment: 'guestOrder.title.payment',
  // The buyer is thanked as a customer is (issue 24 §6).
  'guest-order-complete': 'guestOrder.title.orderComplete',
};

const NONE = { kind: 'none' } as const;

export function guestOrderView(snapshot: GuestOrderSnapshot): GuestOrderView {
  const step = guestOrderStep(snapshot);
  // The stored checkout read back at the first step's address: what the server drew there stays
  // (PRE_RENDERED_FIRST_STEP), the spinner below it.
  if (!step && guestOrderResuming(snapshot) && snapshot.context.step === 'guest') {
    return { step, ...PRE_RENDERED_FIRST_STEP, intro: true, content: LOADING, back: false };
  }
  if (!step)
    return { step, progress: null, heading: null, intro: false, content: startingContent(snapshot), back: false };
  const content = STEP_CONTENT[step](snapshot);
  // A step without what it needs (no order yet) shows nothing at all.
  if (content.kind === 'none' && (step === 'file-upload' || step === 'guest-order-complete')) {
    return { step, progress: null, heading: null, intro: false, content, back: false };
  }
  return {
    step,
    progress: progressOf(snapshot.context),
    heading: HEADING_OF_STEP[step],
    intro: step === 'guest',
    content,
    back: backShown(snapshot, step),
  };
}

const retry = { send: 'user.retry', label: 'checkout.retry', emphasis: 'primary' } as const;
const retryNotice = (key: string, values?: Record<string, string>): StepNotice<GuestOrderAction> =>
  errorNotice(key, [retry], values);
const fetching = (snapshot: GuestOrderSnapshot) => snapshot.hasTag('busy') && !snapshot.hasTag('sending');
/** What a step shows while what it needs is on its way. */
export const LOADING: WaitingView = { kind: 'waiting', text: 'checkout.loading' };

function startingContent(snapshot: GuestOrderSnapshot): GuestStepContent {
  if (snapshot.hasTag('failed.expired')) return { kind: 'expired' };
  if (snapshot.hasTag('failed.load')) return { kind: 'notice', notice: retryNotice('guestOrder.errors.resume') };
  return LOADING;
}

/** Back to the buyer data, the participants or the summary: from the participants, the summary, a changed price and a failed placing. */
function backShown(snapshot: GuestOrderSnapshot, step: GuestOrderStep): boolean {
  if (step === 'guest-summary' || step === 'participants') return true;
  return step === 'order' && (snapshot.hasTag('priceChanged') || snapshot.hasTag('failed.place'));
}

const STEP_CONTENT: Record<GuestOrderStep, (snapshot: GuestOrderSnapshot) => GuestStepContent> = {
  guest: buyerContent,
  participants: participantsContent,
  'guest-summary': summaryContent,
  order: orderingContent,
  'file-upload': uploadContent,
  'payment-selection': paymentChoiceContent,
  payment: paymentContent,
  'guest-order-complete': completeContent,
};

function participantsContent(snapshot: GuestOrderSnapshot): GuestStepContent {
  if (fetching(snapshot)) return LOADING;
  if (snapshot.hasTag('failed.load')) return { kind: 'notice', notice: retryNotice('customerOrder.errors.participants') };
  const { participants, failure } = snapshot.context;
  if (!participants) return LOADING;
  return {
    kind: 'participants',
    data: participants,
    intro: 'checkout.participants.introGuest',
    allowSelf: true,
    busy: snapshot.hasTag('sending'),
    ...participantsRefusal(failure, snapshot.hasTag('failed.input')),
    backTo: null,
  };
}

function buyerContent(snapshot: GuestOrderSnapshot): GuestStepContent {
  const { context } = snapshot;
  if (snapshot.hasTag('accountExists')) {
    return {
      kind: 'accountExists',
      email: context.buyer?.email ?? '',
      busy: snapshot.hasTag('busy'),
      signInFailed: snapshot.hasTag('failed.signIn'),
    };
  }
  const { failure } = context;
  const fieldErrors = failure?.field && failure.message ? { [failure.field]: failure.message } : undefined;
  return {
    kind: 'buyer',
    intro: true,
    initial: context.buyer ?? {},
    taxNumberRequired: false,
    emailReadOnly: false,
    submitLabel: 'guestOrder.toSummary',
    busy: snapshot.hasTag('sending'),
    fieldErrors,
    notice: snapshot.hasTag('failed.input') && !fieldErrors ? retryNotice('customerOrder.errors.save') : null,
    noticeInForm: true,
  };
}

function summaryContent(snapshot: GuestOrderSnapshot): GuestStepContent {
  if (fetching(snapshot)) return LOADING;
  if (snapshot.hasTag('failed.load')) return { kind: 'notice', notice: retryNotice('customerOrder.errors.summary') };
  const { summary } = snapshot.context;
  if (!summary) return NONE;
  return {
    kind: 'summary',
    summary,
    busy: false,
    notice: null,
    innerNotice: null,
    editBuyerTo: guestOrderPath('guest'),
    confirm: 'user.placeOrder',
  };
}

function orderingContent(snapshot: GuestOrderSnapshot): GuestStepContent {
  const { summary, failure } = snapshot.context;
  if (snapshot.hasTag('sending')) return { kind: 'waiting', text: 'guestOrder.placing' };
  if (snapshot.hasTag('failed.soldOut')) return { kind: 'soldOut' };
  if (snapshot.hasTag('failed.place')) {
    // 412: the server says what is missing.
    const notice =
      failure?.status === 412 && failure.message
        ? retryNotice('guestOrder.errors.precondition', { message: failure.message })
        : retryNotice('customerOrder.errors.place');
    return { kind: 'notice', notice };
  }
  if (!summary) return NONE;
  // 409 PRICE_CHANGED: the new sum to confirm.
  const priceNotice: StepNotice<GuestOrderAction> = {
    tone: 'info',
    text: { key: 'guestOrder.priceChanged', cents: { total: summary.totals.grossValue } },
    actions: [],
  };
  return {
    kind: 'summary',
    summary,
    busy: false,
    notice: null,
    innerNotice: priceNotice,
    confirm: 'user.confirmPrice',
  };
}

function uploadContent(snapshot: GuestOrderSnapshot): GuestStepContent {
  const { order, failure, uploading } = snapshot.context;
  if (!order) return NONE;
  return {
    kind: 'upload',
    uploads: order.proofs,
    uploading: snapshot.hasTag('sending') ? uploading : null,
    problem: snapshot.hasTag('failed.input') ? uploadProblemOf(failure?.code) : null,
    notice: null,
    backTo: null,
  };
}

function paymentChoiceContent(snapshot: GuestOrderSnapshot): GuestStepContent {
  if (fetching(snapshot)) return LOADING;
  if (snapshot.hasTag('failed.load')) return { kind: 'notice', notice: retryNotice('customerOrder.errors.offers') };
  const { offers, failure, paymentOutcome } = snapshot.context;
  const innerNotices: StepNotice<GuestOrderAction>[] = [];
  // Back from the payment page: the provider said no.
  if (paymentOutcome)
    innerNotices.push(
      errorNotice(paymentOutcome === 'CANCELLED' ? 'customerOrder.paymentCancelled' : 'customerOrder.paymentDeclined'),
    );
  if (snapshot.hasTag('failed.input')) innerNotices.push(retryNotice('guestOrder.errors.pay'));
  const ibanRefused = failure?.field === 'sepa.iban' && failure.message;
  return {
    kind: 'paymentChoice',
    offers,
    chosen: null,
    busy: snapshot.hasTag('sending'),
    submitLabel: 'guestOrder.choosePayment',
    ibanError: ibanRefused ? { literal: ibanRefused } : null,
    notices: [],
    innerNotices,
    backTo: null,
  };
}

function paymentContent(snapshot: GuestOrderSnapshot): GuestStepContent {
  if (snapshot.hasTag('leaving'))
    return { kind: 'payment', mode: 'leaving', redirectUrl: snapshot.context.order?.payment?.redirectUrl };
  if (snapshot.hasTag('busy')) return { kind: 'payment', mode: 'validating' };
  if (snapshot.hasTag('failed.unfinished')) return { kind: 'unfinished' };
  return { kind: 'notice', notice: retryNotice('customerOrder.errors.validatePayment') };
}

function completeContent(snapshot: GuestOrderSnapshot): GuestStepContent {
  const { order } = snapshot.context;
  // The invoice as the customer's complete page offers it (with the order's token: src/actors/guestOrder.ts).
  return order ? { kind: 'complete', order, invoiceDownload: true, withdrawal: 'guest', links: [] } : NONE;
}

const PROGRESS_OF_STEP: Record<GuestOrderStep, ProgressId> = {
  guest: 'buyer',
  participants: 'participants',
  'guest-summary': 'summary',
  order: 'summary',
  'file-upload': 'upload',
  'payment-selection': 'payment',
  payment: 'payment',
  'guest-order-complete': 'complete',
};

/**
 * The first step as the server pre-renders it (src/prerender/pages.tsx), before the browser has read
 * the cart from its storage: the progress of the usual cart (a course's seats, no proof), the heading
 * and the intro. The app draws the step from the real cart when it takes over.
 */
export const PRE_RENDERED_FIRST_STEP = {
  progress: { steps: ['buyer', 'participants', 'summary', 'payment', 'complete'], current: PROGRESS_OF_STEP.guest },
  heading: HEADING_OF_STEP.guest!,
} as const satisfies { progress: StepProgressView; heading: string };

/** The progress list: the proof step only when the order (or cart) needs one. */
function progressOf(context: GuestOrderContext): StepProgressView {
  const proof = context.order?.proofRequired ?? context.cart?.verificationStep ?? false;
  const seats = (context.order?.lines ?? context.cart?.positions ?? []).some((line) => line.kind === 'COURSE');
  return {
    steps: ['buyer', ...(seats ? ['participants' as const] : []), 'summary', ...(proof ? ['upload' as const] : []), 'payment', 'complete'],
    current: PROGRESS_OF_STEP[context.step],
  };
}

/** The stored checkout is being read back (start or reload): the URL waits for the flow's step. */
export const guestOrderResuming = (snapshot: Pick<GuestOrderSnapshot, 'hasTag'>): boolean =>
  guestOrderStep(snapshot) === null && snapshot.hasTag('busy');
