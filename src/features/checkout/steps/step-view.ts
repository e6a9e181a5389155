/**
 * What an order step shows, as both order flows' view-models (../view-model) describe it: plain data,
 * no React. The step components beside this file (BuyerStep, UploadStep, PaymentChoiceStep,
 * SummaryStep, PaymentStep, CompleteStep) render it the same way for the customer and the guest.
 * Texts are keys of the checkout namespace; the component translates them.
 */
import type { BuyerFormInitial } from '../../../components/forms/BuyerForm';
import type {
  BuyerData,
  ChosenPayment,
  Order,
  OrderSummary,
  PaymentMethodOffer,
  UploadedFile,
} from '../../../shared/order';
import type { ParticipantsStepData } from '../../../shared/participants';
import type { UploadProblem } from './FileUploadStep';

/** A text: a key with its values (`cents` are formatted as money), or a message the server wrote. */
export type StepText =
  { key: string; values?: Record<string, string>; cents?: Record<string, number> } | { literal: string };

/** A control of a notice: an event (without payload) for the flow, or a link to another address. */
export type StepAction<E extends string> =
  { send: E; label: string; emphasis: 'primary' | 'secondary' } | { to: string; label: string; emphasis?: 'secondary' };

/** A message box (role alert for errors, status for information) with its ways on. */
export interface StepNotice<E extends string = string> {
  tone: 'error' | 'info';
  text: StepText;
  actions: readonly StepAction<E>[];
}

/** The progress list: the steps this order has, and the one shown. */
export interface StepProgressView {
  steps: readonly ProgressId[];
  current: ProgressId;
}
export type ProgressId = 'buyer' | 'participants' | 'upload' | 'payment' | 'summary' | 'complete';

/** Something is on its way: a spinner, with a text (null: the spoken default). */
export interface WaitingView {
  kind: 'waiting';
  text: string | null;
}

export interface NoticeView<E extends string> {
  kind: 'notice';
  notice: StepNotice<E>;
}

export interface BuyerStepView<E extends string> {
  kind: 'buyer';
  initial: BuyerFormInitial;
  taxNumberRequired: boolean;
  emailReadOnly: boolean;
  submitLabel: string;
  busy: boolean;
  /** The server's refusal at its field. */
  fieldErrors: Partial<Record<keyof BuyerData, string>> | undefined;
  /** Any other refusal: above the form, or inside it above the submit. */
  notice: StepNotice<E> | null;
  noticeInForm: boolean;
}

export interface ParticipantsStepView<E extends string> {
  kind: 'participants';
  data: ParticipantsStepData;
  /** The text above the dates (a key): what each participant gets, and where places left empty are named later. */
  intro: string;
  /** "Ich nehme selbst teil" is offered (the buyer is a person who can take a seat). */
  allowSelf: boolean;
  busy: boolean;
  /** The server's refusal of one entry, at its field of the form (`positions.N.seats.M.email`) with the API's code. */
  fieldError: { field: string; code: string } | null;
  /** Any other refusal or failure, above the buttons. */
  notice: StepNotice<E> | null;
  /** The way back to the buyer data (a link); null: the page shows its own "Zurück" (the guest flow's user.back). */
  backTo: string | null;
}

export interface UploadStepView<E extends string> {
  kind: 'upload';
  uploads: readonly UploadedFile[];
  uploading: { fileName: string; sizeBytes: number } | null;
  problem: UploadProblem | null;
  notice: StepNotice<E> | null;
  /** The way back to the buyer data (a link), when the flow offers one. */
  backTo: string | null;
}

export interface PaymentChoiceStepView<E extends string> {
  kind: 'paymentChoice';
  offers: readonly PaymentMethodOffer[];
  chosen: ChosenPayment | null;
  busy: boolean;
  submitLabel: string;
  ibanError: StepText | null;
  /** Above the form, and inside it above the submit. */
  notices: readonly StepNotice<E>[];
  innerNotices: readonly StepNotice<E>[];
  backTo: string | null;
}

export interface SummaryStepView<E extends string> {
  kind: 'summary';
  summary: OrderSummary;
  busy: boolean;
  /** Above the summary, and inside it above the button. */
  notice: StepNotice<E> | null;
  innerNotice: StepNotice<E> | null;
  editBuyerTo?: string;
  editPaymentTo?: string;
}

export interface PaymentStepView {
  kind: 'payment';
  mode: 'leaving' | 'validating';
  redirectUrl?: string | null;
}

export interface CompleteStepView {
  kind: 'complete';
  order: Order;
  /** Customers download the invoice and go on to the evaluation or the dashboard. */
  invoiceDownload: boolean;
  /** "Vertrag widerrufen" for this order: a customer opens the signed link at once, a guest asks for one by mail. */
  withdrawal: 'customer' | 'guest';
  links: readonly { to: string; label: string; emphasis?: 'secondary' }[];
}

/** An error notice with these actions. */
export const errorNotice = <E extends string>(
  key: string,
  actions: readonly StepAction<E>[] = [],
  values?: Record<string, string>,
): StepNotice<E> => ({
  tone: 'error',
  text: values ? { key, values } : { key },
  actions,
});

/**
 * Why an upload failed, as the upload step names it. Here, not in a flow's view-model: the guest
 * checkout would otherwise load the customer order machine only for this (issue 28 §4).
 */
export function uploadProblemOf(code: string | null | undefined): UploadProblem {
  if (code === 'UPLOAD_TYPE_REFUSED') return 'type';
  if (code === 'UPLOAD_TOO_LARGE') return 'size';
  return 'failed';
}
