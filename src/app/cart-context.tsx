/**
 * The global cart actor (machines/cart.machine.ts with src/actors/cart.ts), for every page:
 *
 *   <CartProvider logic={createCartLogic({ navigate: (to) => router.navigate(to) })}>…</CartProvider>
 *
 * Views read with the hooks below and send `user.*` events; the app glue sends `session.loggedIn`,
 * `session.loggedOut`, `cart.replaced` and `route.changed` with `useCartActorRef().send(…)`.
 */
import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { cartItemCount } from '../../machines/cart.machine';
import { cartInput, createCartLogic, type CartLogic } from '../actors/cart';
import type { Cart, LocalCartPosition } from '../shared/cart';

export type { CartGlueEvent, CartReplaced, CartRouteChanged, CartSessionLoggedIn, CartSessionLoggedOut } from '../../machines/cart.machine';

/** The default logic navigates by a full page load; the app provides the router's navigate. */
export const CartContext = createActorContext(
  createCartLogic({ navigate: (to) => (typeof window === 'undefined' ? undefined : window.location.assign(to)) }),
);

export interface CartProviderProps {
  logic: CartLogic;
  children: ReactNode;
  /** Default: localStorage. */
  storage?: Storage;
}

/** Starts the cart with the stored local cart (a reload keeps the guest cart). */
export function CartProvider({ logic, children, storage }: CartProviderProps) {
  return (
    <CartContext.Provider logic={logic} options={{ input: cartInput(storage) }}>
      {children}
    </CartContext.Provider>
  );
}

export const useCartActorRef = CartContext.useActorRef;
export const useCartSelector = CartContext.useSelector;

/** The priced cart shown (the machine keeps the server's Cart as it came), or null before the first answer. */
export function useCart(): Cart | null {
  return useCartSelector((snapshot) => snapshot.context.cart as Cart | null);
}

/** The header count: the local cart's positions when logged out, the server cart's when logged in. */
export function useCartCount(): number {
  return useCartSelector((snapshot) => cartItemCount(snapshot.context, snapshot.hasTag('loggedIn')));
}

/** Dates an add failed for (spec §8). */
export function useNonBookable(): readonly number[] {
  return useCartSelector((snapshot) => snapshot.context.nonBookable);
}

/** Adds a course date at a price level, or a package, and opens the cart page. */
export function useAddToCart(): (position: LocalCartPosition) => void {
  const actor = useCartActorRef();
  return (position) => actor.send({ type: 'user.add', position });
}
