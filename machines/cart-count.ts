/**
 * The header's cart count, in a file of its own: the start page's first screen imports it, and a module
 * the first screen shares with a lazy chunk (the cart machine's ./cart-rules.ts) would bring all its
 * rules into the entry (issue 10 §2). ./cart-rules.ts re-exports it for the machine.
 */
import type { Cart, LocalCart } from '../src/shared/cart';

/**
 * The items the header's cart link counts: the server cart's positions when logged in, the local
 * cart's when not. Here, not in the machine, so the header can count the stored local cart before the
 * cart actor (and xstate) has loaded.
 */
export function cartItemCount(context: { cart: Cart | null; localCart: LocalCart }, loggedIn: boolean): number {
  return loggedIn ? (context.cart?.positions.length ?? 0) : context.localCart.positions.length;
}
