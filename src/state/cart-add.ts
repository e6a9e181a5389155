/**
 * What a course or package page asks of the cart actor (src/state/cart.ts) without waiting for it:
 * the page paints before the global actors have started (src/app/lazy-system.ts, issue 10 §2). In a
 * file of its own so the start page's entry does not carry it.
 */
import type { LocalCartPosition } from '../shared/cart';
import { useActorSelector, useStartedSystem, useSystemHandle, type AppSystem } from './system-context';

const NONE: readonly number[] = [];

/**
 * Dates an add failed for (spec §8). Never waits for the cart actor (a course page paints without
 * it, issue 10 §2): before it has started nothing has been added, so none.
 */
export function useNonBookable(): readonly number[] {
  return useActorSelector(useStartedSystem()?.cart ?? null, (snapshot) => snapshot.context.nonBookable, NONE);
}

/**
 * Adds a course date at a price level, or a package, and opens the cart page. Does not wait for the
 * cart actor to render: a click before it has started starts it and adds then.
 */
export function useAddToCart(): (position: LocalCartPosition) => void {
  const handle = useSystemHandle();
  return (position) => {
    const add = (system: AppSystem) => system.cart.send({ type: 'user.add', position });
    const started = handle.current();
    if (started) add(started);
    else handle.start().then(add, (error: unknown) => console.error('the cart could not be started', error));
  };
}
