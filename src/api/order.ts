/** Customer order calls (spec §7). This issue: the check step's PUT /api/order/validate-cart. */
import { http } from '../lib/http';
import type { CartPricingRequest, CartValidation } from '../shared/cart';

/** Merges the local cart into the customer's server cart and says what the order still needs (bearer). */
export function validateCart(localCart: CartPricingRequest, signal?: AbortSignal): Promise<CartValidation> {
  return http.put('order/validate-cart', { json: localCart, signal }).json<CartValidation>();
}
