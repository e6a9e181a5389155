/**
 * The global package-credits actor for views (machines/packageCredits.machine.ts, created in
 * src/app/system.ts). Views read with the hooks below and send `user.*` events; the priced cart
 * reaches the credits, and what they allow reaches the cart, in the composition root.
 */
import type { SnapshotFrom } from 'xstate';
import type { packageCreditsMachine } from '../../machines/packageCredits.machine';
import { useActorSelector, useSystem, type CreditsActor } from './system-context';

export type CreditsSnapshot = SnapshotFrom<typeof packageCreditsMachine>;

export function useCreditsActorRef(): CreditsActor {
  return useSystem().credits;
}

export function useCreditsSelector<T>(selector: (snapshot: CreditsSnapshot) => T): T {
  return useActorSelector(useSystem().credits, selector);
}
