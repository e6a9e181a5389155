/**
 * Customer order calls (spec §7 "Customer order flow"; contract src/shared/order.ts) through the one
 * HTTP client. Placing and paying carry an Idempotency-Key (withIdempotencyKey), which also lets the
 * client retry them safely. Guest-order calls are the guest flow's (src/api/guest-order.ts).
 */
import { handlingNotFound, http, withIdempotencyKey } from '../lib/http';
import type { Language } from '../shared/constants';
import type {
  BuyerData, ChosenPayment, CustomerOrderData, Order, OrderEvaluation, OrderSummary, PaymentChoice, PaymentReturn, PlaceOrderRequest,
  UploadedFile,
} from '../shared/order';
import type { CheckoutParticipants, ParticipantsRequest } from '../shared/participants';

/** GET /api/order/customer: the signed-in customer's buyer data (null where not given yet). */
export function getOrderCustomer(signal?: AbortSignal): Promise<CustomerOrderData> {
  return http.get('order/customer', { signal }).json<CustomerOrderData>();
}

/** GET /api/order/participants: the seats of the cart's course dates and who is named for them. */
export function getOrderParticipants(signal?: AbortSignal): Promise<CheckoutParticipants> {
  return http.get('order/participants', { signal }).json<CheckoutParticipants>();
}

/** PUT /api/order/participants: names the seats (an entry null: not named yet). */
export function putOrderParticipants(request: ParticipantsRequest, signal?: AbortSignal): Promise<CheckoutParticipants> {
  return http.put('order/participants', { json: request, signal }).json<CheckoutParticipants>();
}

/** PUT /api/order/customer: stores the buyer data, so check rule 3 passes from now on. */
export function putOrderCustomer(buyer: BuyerData, signal?: AbortSignal): Promise<CustomerOrderData> {
  return http.put('order/customer', { json: buyer, signal }).json<CustomerOrderData>();
}

/** GET /api/order/payment: the method chosen for the coming order. */
export function getChosenPayment(signal?: AbortSignal): Promise<ChosenPayment> {
  return http.get('order/payment', { signal }).json<ChosenPayment>();
}

/** PUT /api/order/payment: chooses the method before placing. */
export function putChosenPayment(choice: PaymentChoice, signal?: AbortSignal): Promise<ChosenPayment> {
  return http.put('order/payment', { json: choice, signal }).json<ChosenPayment>();
}

/** POST /api/order/file-upload: one proof (multipart, field `file`). */
export function uploadOrderFile(file: Blob, fileName: string, signal?: AbortSignal): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, fileName);
  // No retry: a resent upload would store the file twice.
  return http.post('order/file-upload', { body, signal, retry: 0 }).json<UploadedFile>();
}

/** GET /api/order/summary: the order as it would be placed now. */
export function getOrderSummary(signal?: AbortSignal): Promise<OrderSummary> {
  return http.get('order/summary', { signal }).json<OrderSummary>();
}

/**
 * PUT /api/order?language=…: places the order; the same key answers the same order. The language is
 * the shopper's: the order keeps it for its e-mails and the test payment page.
 */
export function placeOrder(request: PlaceOrderRequest, idempotencyKey: string, language: Language, signal?: AbortSignal): Promise<Order> {
  return http.put('order', withIdempotencyKey(idempotencyKey, { json: request, signal, searchParams: { language } })).json<Order>();
}

/** PUT /api/order/{paymentId}: pays a placed order with a new choice (after a declined or cancelled payment). */
export function repayOrder(paymentId: string, choice: PaymentChoice, idempotencyKey: string, signal?: AbortSignal): Promise<Order> {
  return http.put(`order/${encodeURIComponent(paymentId)}`, withIdempotencyKey(idempotencyKey, { json: choice, signal })).json<Order>();
}

/** GET /api/order/{id}: an order of the signed-in customer (404 when it is not theirs or gone: the caller decides). */
export function getOrder(id: number, signal?: AbortSignal): Promise<Order> {
  return http.get(`order/${id}`, handlingNotFound({ signal })).json<Order>();
}

/** PUT /api/order/validate-payment: the return from the payment page. */
export function validatePayment(payment: PaymentReturn, signal?: AbortSignal): Promise<Order> {
  return http.put('order/validate-payment', { json: payment, signal }).json<Order>();
}

/** GET /api/order/evaluation/{id}. */
export function getOrderEvaluation(orderId: number, signal?: AbortSignal): Promise<OrderEvaluation> {
  return http.get(`order/evaluation/${orderId}`, { signal }).json<OrderEvaluation>();
}

/** GET /api/customer-invoice/{id}: the invoice PDF. */
export function getCustomerInvoice(invoiceId: number, signal?: AbortSignal): Promise<Blob> {
  return http.get(`customer-invoice/${invoiceId}`, { signal }).blob();
}
