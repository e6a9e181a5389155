/**
 * The global cart actor for views (machines/cart.machine.ts, created in src/app/system.ts). Views
 * read with the hooks below and send `user.*` events; the session, the check step and navigation
 * reach the cart in the composition root, never through React.
 */
import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { cartItemCount } from '../../machines/cart-count';
import type { cartMachine } from '../../machines/cart.machine';
import { readLocalCart } from '../lib/cart-storage';
import type { Cart, LocalCartPosition } from '../shared/cart';
import { statusBeforeStart } from './login';
import { useActorSelector, useStartedSystem, useSystem, type CartActor } from './system-context';

export type CartSnapshot = SnapshotFrom<typeof cartMachine>;

export function useCartActorRef(): CartActor {
  return useSystem().cart;
}

export function useCartSelector<T>(selector: (snapshot: CartSnapshot) => T): T {
  return useActorSelector(useSystem().cart, selector);
}

/** The priced cart shown (the machine keeps the server's Cart as it came), or null before the first answer. */
export function useCart(): Cart | null {
  return useCartSelector((snapshot) => snapshot.context.cart as Cart | null);
}

/**
 * A value of the cart actor's snapshot without waiting for it: `before` until the actor has started.
 * The cart page paints a guest's cart from storage before the actors are there (issue 10 §2).
 */
export function useCartView<T>(selector: (snapshot: CartSnapshot) => T, before: T): T {
  return useActorSelector(useStartedSystem()?.cart ?? null, selector, before);
}

/**
 * A guest's positions as the cart page may show them until the server has priced them: the local
 * cart's, when every position carries its preview (src/shared/cart.ts CartPositionPreview) — an empty
 * cart needs no answer at all. Null for a customer's server cart and for a local cart stored without
 * previews (the page then says it is loading).
 */
export function useCartPreview(): readonly LocalCartPosition[] | null {
  // A signed-in visitor's cart machine starts as a guest's until the sign-in is read: not a guest.
  const [guest] = useState(() => statusBeforeStart() === 'loggedOut');
  const [stored] = useState(() => (guest ? previewable(readLocalCart().positions) : null));
  const shown = useCartView(
    (snapshot) => (snapshot.matches('guest') ? previewable(snapshot.context.localCart.positions) : null),
    stored,
  );
  return guest ? shown : null;
}

const previewable = (positions: readonly LocalCartPosition[]) => (positions.every((position) => position.preview) ? positions : null);

/**
 * The header count: the local cart's positions when logged out, the server cart's when logged in.
 * Never waits for the cart actor: until it has started, a guest's count is the stored local cart's,
 * and a returning customer's server cart is not known yet (0, as while the actor loads it).
 */
export function useCartCount(): number {
  const [beforeStart] = useState(() => (statusBeforeStart() === 'loggedOut' ? readLocalCart().positions.length : 0));
  return useActorSelector(
    useStartedSystem()?.cart ?? null,
    (snapshot) => cartItemCount(snapshot.context, snapshot.hasTag('loggedIn')),
    beforeStart,
  );
}
