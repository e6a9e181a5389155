/**
 * The withdrawal function (§ 356a BGB, from Directive (EU) 2023/2673; issue 24 §1): the contract between
 * the SPA's `withdrawal` machine (machines/withdrawal.machine.ts) and the API (routes/withdrawal/).
 *
 * Who may withdraw is decided by a signed link, never by what the browser claims: the confirmation
 * e-mail carries one, the customer area asks for one for the customer's own order, and a typed order
 * number + e-mail is answered by mailing one to that address (the same answer whether or not they
 * match, so nobody learns or withdraws a stranger's order). Every amount is the server's.
 *
 * Routes (all JSON; errors are the API's usual ApiError { statusCode, code, message, field? }, the code
 * one of WithdrawalError, or INVALID_EMAIL (422) for a malformed address):
 * - POST /api/withdrawals/link-requests          WithdrawalLinkRequest  → 202 WithdrawalLinkRequested
 * - POST /api/customer/orders/:orderNumber/withdrawal-link (signed in)  → 200 WithdrawalLink
 * - GET  /api/withdrawals/:token                                       → 200 WithdrawableOrder
 * - POST /api/withdrawals/:token/preview         WithdrawalSelection   → 200 WithdrawalPreview
 * - POST /api/withdrawals/:token (Idempotency-Key) WithdrawalDeclaration → 201 WithdrawalReceipt
 * - GET  /api/withdrawals/:token/credit-note                          → the credit note PDF (404 when none)
 * - GET  /api/customer-credit-note/:id (signed in, or X-Order)        → a credit note PDF listed in the
 *   customer area (CustomerOrder.creditNotes, src/shared/customer-area.ts)
 */

/** Why an order, or one of its positions, cannot be withdrawn (answered as 409 with this code). */
export const WITHDRAWAL_REFUSALS = [
  /** The buyer ordered as a business: no statutory right of withdrawal; the AGB's cancellation terms apply. */
  'BUSINESS_ORDER',
  /** The 14 days from the contract (the order) have run out; the cancellation terms apply. */
  'PERIOD_OVER',
  /** § 356 Abs. 4 BGB: the course was fully performed after the consumer asked for an early start. */
  'FULLY_PERFORMED',
  /** This position was withdrawn before. */
  'ALREADY_WITHDRAWN',
  /** The order was cancelled. */
  'ORDER_CANCELLED',
] as const;
export type WithdrawalRefusal = (typeof WITHDRAWAL_REFUSALS)[number];

/** Error codes of the withdrawal routes besides the refusals (4xx). */
export const WITHDRAWAL_ERRORS = [
  /** The link's token is malformed, forged, or for another purpose (403). */
  'WITHDRAWAL_TOKEN_INVALID',
  /** The link's token has expired: ask for a new link (410). */
  'WITHDRAWAL_TOKEN_EXPIRED',
  /** A selected position id is not a position of this order (422). */
  'WITHDRAWAL_POSITION_UNKNOWN',
  /** The selection is empty (422). */
  'WITHDRAWAL_NOTHING_SELECTED',
] as const;
export type WithdrawalError = (typeof WITHDRAWAL_ERRORS)[number] | WithdrawalRefusal;

/** A signed withdrawal link stays valid this long (the period plus time for the mail to arrive). */
export const WITHDRAWAL_LINK_DAYS = 30;
/** The statutory withdrawal period for services, counted from the day the contract was made (§ 355 Abs. 2, § 356 Abs. 2 Nr. 2 BGB). */
export const WITHDRAWAL_PERIOD_DAYS = 14;

export interface WithdrawalLinkRequest {
  orderNumber: string;
  email: string;
  language: 'de' | 'en';
}

/** Always the same answer: whether a link went out is told only to the address's owner, by mail. */
export interface WithdrawalLinkRequested {
  sent: true;
}

export interface WithdrawalLink {
  /** The signed token for /vertrag-widerrufen#token=… */
  token: string;
}

export interface WithdrawablePosition {
  positionId: number;
  name: string;
  organizer: string;
  /** ISO dates of the booked date (null for a package). */
  scheduleStart: string | null;
  scheduleEnd: string | null;
  scheduleCity: string | null;
  grossCents: number;
  /** null when it can be withdrawn; otherwise why not. */
  refusal: WithdrawalRefusal | null;
}

export interface WithdrawableOrder {
  orderNumber: string;
  placedAt: string;
  buyerType: 'BUSINESS' | 'CONSUMER';
  /** Name and e-mail of the buyer as ordered (the form's defaults). */
  buyerName: string;
  email: string;
  /** ISO timestamp: the end of the withdrawal period (Europe/Berlin, end of the 14th day). */
  periodEndsAt: string;
  /** null when at least one position can be withdrawn; otherwise why the order cannot be. */
  refusal: WithdrawalRefusal | null;
  earlyStartRequested: boolean;
  positions: WithdrawablePosition[];
}

export interface WithdrawalSelection {
  positionIds: number[];
}

export interface WithdrawalPreviewLine {
  positionId: number;
  name: string;
  grossCents: number;
  /** § 357a Abs. 2 BGB: the share for what was performed before the withdrawal (early start only). */
  proRataCents: number;
  refundCents: number;
}

export interface WithdrawalPreview {
  lines: WithdrawalPreviewLine[];
  proRataCents: number;
  refundCents: number;
  /** How the money goes back: to the card/PayPal/account it came from, or nothing was paid yet. */
  refundMethod: 'CREDIT_CARD' | 'PAYPAL' | 'SEPA_DIRECT_DEBIT' | 'BANK_TRANSFER' | 'NONE';
}

export interface WithdrawalDeclaration extends WithdrawalSelection {
  /** Who declares (the buyer or someone for them) and where the confirmation goes. */
  name: string;
  email: string;
  language: 'de' | 'en';
}

export interface WithdrawalReceipt extends WithdrawalPreview {
  orderNumber: string;
  /** ISO timestamp of receipt (the confirmation e-mail states it in Europe/Berlin time). */
  receivedAt: string;
  /** The credit note ("Rechnungskorrektur") when the order had an invoice; null otherwise. */
  creditNoteNumber: string | null;
  /** The invoice the credit note corrects. */
  invoiceNumber: string | null;
}
