/**
 * Whether the screen is a phone's (under 600 px): there the explorer lists the steps instead of
 * drawing the chart, which no phone shows legibly. Follows a rotated phone or a resized window.
 */
import { useSyncExternalStore } from 'react';

export const NARROW_QUERY = '(max-width: 37.49rem)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : null);

function subscribe(changed: () => void): () => void {
  const list = query();
  list?.addEventListener('change', changed);
  return () => list?.removeEventListener('change', changed);
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
