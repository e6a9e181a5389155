/**
 * The global cart actor for views (machines/cart.machine.ts, created in src/app/system.ts). Views
 * read with the hooks below and send `user.*` events; the session, the check step and navigation
 * reach the cart in the composition root, never through React.
 */
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { cartItemCount, type cartMachine } from '../../machines/cart.machine';
import type { Cart, LocalCartPosition } from '../shared/cart';
import { useSystem, type CartActor } from './system-context';

export type CartSnapshot = SnapshotFrom<typeof cartMachine>;

export function useCartActorRef(): CartActor {
  return useSystem().cart;
}

export function useCartSelector<T>(selector: (snapshot: CartSnapshot) => T): T {
  return useSelector(useSystem().cart, selector);
}

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
