/**
 * Cart calls (spec §7): guest pricing, the server cart of a signed-in customer, vouchers, package use
 * and the validation of the local cart. Every call that changes the cart answers the priced cart.
 * The browser sends what it wants, never a price (src/shared/cart.ts).
 */
import { http } from '../lib/http';
import type { Cart, CartPositionInput, CartPricingRequest, CartValidation, LocalCart, LocalCartPosition } from '../shared/cart';
import type { PaymentMethodOffer } from '../shared/order';

/** The wanted position without the local course facts and preview (PUT /api/cart refuses unknown properties). */
export function positionInput(position: CartPositionInput & { course?: unknown; preview?: unknown }): CartPositionInput {
  const { course: _course, preview: _preview, ...wanted } = position;
  return wanted;
}

/** The local cart as the server takes it: the preview is the browser's own (the server reads the catalogue). */
function pricingRequest({ positions, voucherCodes }: CartPricingRequest | LocalCart): CartPricingRequest {
  return { positions: positions.map(({ preview: _preview, ...position }: LocalCartPosition) => position), voucherCodes };
}

/** POST /api/cart: prices a guest's local cart (stateless). */
export function priceCart(request: CartPricingRequest | LocalCart, signal?: AbortSignal): Promise<Cart> {
  return http.post('cart', { json: pricingRequest(request), signal }).json<Cart>();
}

/** GET /api/cart: the current cart (the signed-in customer's). */
export function getCart(signal?: AbortSignal): Promise<Cart> {
  return http.get('cart', { signal }).json<Cart>();
}

/** PUT /api/cart: adds a position (the same course date or package is updated, never duplicated). */
export function addCartPosition(position: CartPositionInput, signal?: AbortSignal): Promise<Cart> {
  return http.put('cart', { json: positionInput(position), signal }).json<Cart>();
}

/** DELETE /api/cart/{id}. */
export function removeCartPosition(id: number, signal?: AbortSignal): Promise<Cart> {
  return http.delete(`cart/${id}`, { signal }).json<Cart>();
}

/** GET /api/cart/voucher/{code}: adds a voucher code (a rejected one is listed, not stored). */
export function addVoucher(code: string, signal?: AbortSignal): Promise<Cart> {
  return http.get(`cart/voucher/${encodeURIComponent(code)}`, { signal }).json<Cart>();
}

/** DELETE /api/cart/voucher/{code}. */
export function removeVoucher(code: string, signal?: AbortSignal): Promise<Cart> {
  return http.delete(`cart/voucher/${encodeURIComponent(code)}`, { signal }).json<Cart>();
}

/** DELETE /api/cart/{id}/package: the course is paid normally again. */
export function releasePackage(id: number, signal?: AbortSignal): Promise<Cart> {
  return http.delete(`cart/${id}/package`, { signal }).json<Cart>();
}

/** PUT /api/cart/{id}/seats: the places a course date books (409 NOT_ENOUGH_PLACES with freePlaces beyond what is left). */
export function setPositionSeats(id: number, seats: number, signal?: AbortSignal): Promise<Cart> {
  return http.put(`cart/${id}/seats`, { json: { seats }, signal }).json<Cart>();
}

/** PUT /api/order/validate-cart: merges the local cart into the customer's cart and validates it. */
export function validateCart(request: CartPricingRequest | LocalCart, signal?: AbortSignal): Promise<CartValidation> {
  return http.put('order/validate-cart', { json: pricingRequest(request), signal }).json<CartValidation>();
}

/** GET /api/cart/payment-methods: the methods the configuration enables (both order flows). */
export function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethodOffer[]> {
  return http.get('cart/payment-methods', { signal }).json<PaymentMethodOffer[]>();
}
