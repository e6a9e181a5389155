/**
 * The withdrawal function's calls (issue 24 §1; contract in src/shared/withdrawal.ts) through the one
 * ky instance. Who may withdraw is decided by the signed link's token alone, so the token calls carry
 * no bearer token (withoutAuth) and a 404 is the flow's answer, not a missing page (handlingNotFound).
 * The declaration carries an Idempotency-Key: a retry with the same key is answered with the first
 * receipt, so a declaration is never made twice.
 */
import { handlingNotFound, http, withIdempotencyKey, withoutAuth } from '../lib/http';
import type {
  WithdrawableOrder, WithdrawalDeclaration, WithdrawalLink, WithdrawalLinkRequest, WithdrawalLinkRequested, WithdrawalPreview,
  WithdrawalReceipt, WithdrawalSelection,
} from '../shared/withdrawal';

const token = (value: string) => encodeURIComponent(value);

/** POST /api/withdrawals/link-requests: the same answer whether or not order number and e-mail match. */
export function requestWithdrawalLink(request: WithdrawalLinkRequest, signal?: AbortSignal): Promise<WithdrawalLinkRequested> {
  return http.post('withdrawals/link-requests', withoutAuth(handlingNotFound({ json: request, signal }))).json<WithdrawalLinkRequested>();
}

/** POST /api/customer/orders/:orderNumber/withdrawal-link (signed in): the token for the customer's own order. */
export function customerWithdrawalLink(orderNumber: string, signal?: AbortSignal): Promise<WithdrawalLink> {
  return http.post(`customer/orders/${encodeURIComponent(orderNumber)}/withdrawal-link`, handlingNotFound({ signal })).json<WithdrawalLink>();
}

/** GET /api/withdrawals/:token: the order of the link, with what can be withdrawn. */
export function getWithdrawableOrder(value: string, signal?: AbortSignal): Promise<WithdrawableOrder> {
  return http.get(`withdrawals/${token(value)}`, withoutAuth(handlingNotFound({ signal }))).json<WithdrawableOrder>();
}

/** POST /api/withdrawals/:token/preview: refund and pro-rata amount of a selection, computed by the server. */
export function previewWithdrawal(value: string, selection: WithdrawalSelection, signal?: AbortSignal): Promise<WithdrawalPreview> {
  return http.post(`withdrawals/${token(value)}/preview`, withoutAuth(handlingNotFound({ json: selection, signal }))).json<WithdrawalPreview>();
}

/** POST /api/withdrawals/:token with the Idempotency-Key of this declaration. */
export function declareWithdrawal(value: string, declaration: WithdrawalDeclaration, key: string, signal?: AbortSignal): Promise<WithdrawalReceipt> {
  return http
    .post(`withdrawals/${token(value)}`, withoutAuth(handlingNotFound(withIdempotencyKey(key, { json: declaration, signal }))))
    .json<WithdrawalReceipt>();
}

/** Where the credit note PDF of a withdrawal is (GET /api/withdrawals/:token/credit-note; a plain link, no bearer needed). */
export function creditNoteUrl(value: string): string {
  return `/api/withdrawals/${token(value)}/credit-note`;
}
