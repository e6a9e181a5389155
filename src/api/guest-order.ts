/**
 * Guest order calls (spec §7 guest order flow) through the one ky instance. The HTTP client adds the
 * order token (X-Order) from src/lib/guest-order-storage.ts; placing and paying carry an
 * Idempotency-Key. A 404 here is an answer (ORDER_TOKEN_UNKNOWN: the checkout expired), not a
 * missing page: the flow shows it, the app does not go to /404.
 */
import { handlingNotFound, http, withIdempotencyKey, withoutAuth } from '../lib/http';
import type { Language } from '../shared/constants';
import type { ContinuedOrder } from '../shared/continue-order';
import type {
  GuestCheckout, GuestCheckoutRequest, GuestCheckoutStarted, Order, OrderSummary, PaymentChoice, PaymentReturn, PlaceOrderRequest,
  UploadedFile,
} from '../shared/order';
import type { CheckoutParticipants, ParticipantsRequest } from '../shared/participants';

/** GET /api/guest-order/guest: the checkout of the order token. */
export function getGuestCheckout(signal?: AbortSignal): Promise<GuestCheckout> {
  return http.get('guest-order/guest', handlingNotFound({ signal })).json<GuestCheckout>();
}

/** PUT /api/guest-order/guest?language=…: buyer and local cart; without an order token it issues one. */
export function saveGuestCheckout(request: GuestCheckoutRequest, language: Language, signal?: AbortSignal): Promise<GuestCheckoutStarted> {
  return http.put('guest-order/guest', handlingNotFound({ json: request, signal, searchParams: { language } })).json<GuestCheckoutStarted>();
}

/** GET /api/guest-order/participants: the seats of the checkout's course dates and who is named. */
export function getGuestParticipants(signal?: AbortSignal): Promise<CheckoutParticipants> {
  return http.get('guest-order/participants', handlingNotFound({ signal })).json<CheckoutParticipants>();
}

/** PUT /api/guest-order/participants: names the seats (an entry null: not named yet). */
export function putGuestParticipants(request: ParticipantsRequest, signal?: AbortSignal): Promise<CheckoutParticipants> {
  return http.put('guest-order/participants', handlingNotFound({ json: request, signal })).json<CheckoutParticipants>();
}

/** GET /api/guest-order/guest-summary. */
export function getGuestSummary(signal?: AbortSignal): Promise<OrderSummary> {
  return http.get('guest-order/guest-summary', handlingNotFound({ signal })).json<OrderSummary>();
}

/**
 * PUT /api/guest-order/order?language=…: places the order; the same key answers the same order. The
 * order keeps the shopper's language for its e-mails and the test payment page.
 */
export function placeGuestOrder(request: PlaceOrderRequest, key: string, language: Language, signal?: AbortSignal): Promise<Order> {
  return http
    .put('guest-order/order', handlingNotFound(withIdempotencyKey(key, { json: request, signal, searchParams: { language } })))
    .json<Order>();
}

/** GET /api/guest-order/{id}: the order of this order token only. */
export function getGuestOrder(id: number, signal?: AbortSignal): Promise<Order> {
  return http.get(`guest-order/${id}`, handlingNotFound({ signal })).json<Order>();
}

/** POST /api/guest-order/file-upload (multipart `file`). */
export function uploadGuestProof(file: File, signal?: AbortSignal): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  // An upload is not repeated blindly (ky does not retry POST).
  return http.post('guest-order/file-upload', handlingNotFound({ body, signal })).json<UploadedFile>();
}

/** PUT /api/guest-order/payment: the method for the placed order. */
export function chooseGuestPayment(choice: PaymentChoice, key: string, signal?: AbortSignal): Promise<Order> {
  return http.put('guest-order/payment', handlingNotFound(withIdempotencyKey(key, { json: choice, signal }))).json<Order>();
}

/** PUT /api/guest-order/validate-payment: back from the payment page. */
export function validateGuestPayment(request: PaymentReturn, signal?: AbortSignal): Promise<Order> {
  return http.put('guest-order/validate-payment', handlingNotFound({ json: request, signal })).json<Order>();
}

/** POST /api/guest-order/continue: the e-mail's continue link traded (once) for the order's token. */
export function continueGuestOrder(token: string, signal?: AbortSignal): Promise<ContinuedOrder> {
  return http.post('guest-order/continue', handlingNotFound(withoutAuth({ json: { token }, signal }))).json<ContinuedOrder>();
}

/**
 * GET /api/customer-invoice/{id} with the completed guest order's token (X-Order) and no bearer token
 * (the server would read a signed-in account's invoices instead).
 */
export function getGuestInvoice(invoiceId: number, orderToken: string, signal?: AbortSignal): Promise<Blob> {
  return http.get(`customer-invoice/${invoiceId}`, handlingNotFound(withoutAuth({ signal, headers: { 'X-Order': orderToken } }))).blob();
}


