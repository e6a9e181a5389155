/**
 * The guest's continue link (issue 24 §3): the e-mail sent when an order is placed carries
 * `/bestellung-fortsetzen#token=…`, a signed single-use link. The page trades the token for an order
 * token (POST /api/guest-order/continue) — the same X-Order access the guest order pages use — and
 * opens the guest order flow, which resumes at what the order still needs (choose the payment, upload
 * the proof) or at the complete page with the invoice. The token is in the fragment, so it is never
 * sent in a request line, a log or a Referer; a mail scanner opening the link uses nothing up.
 */
import type { NextStep } from './order';

export const CONTINUE_ORDER_PATH = '/bestellung-fortsetzen';
/** How long a continue link works. */
export const CONTINUE_LINK_DAYS = 30;

export interface ContinueOrderRequest {
  token: string;
}

/** POST /api/guest-order/continue answer: the new order token (sent as X-Order from now on). */
export interface ContinuedOrder {
  orderToken: string;
  orderId: number;
  next: NextStep;
}

/** Why a continue link did not work (403 INVALID: malformed, forged; 410 EXPIRED, USED). */
export type ContinueLinkError = 'CONTINUE_LINK_INVALID' | 'CONTINUE_LINK_EXPIRED' | 'CONTINUE_LINK_USED';
