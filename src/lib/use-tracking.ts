/**
 * The views' side of src/lib/tracking.ts: `track` bound to the site's configuration, and an event
 * pushed once per key (a course, a step, an order) — not again when React runs the effect twice
 * (StrictMode) or the view re-renders.
 */
import { useEffect, useRef } from 'react';
import { useSite } from './site-context';
import { track, type DataLayerEntry } from './tracking';

export type Track = (event: string, data: DataLayerEntry) => void;

export function useTrack(): Track {
  const { configuration } = useSite();
  return (event, data) => track(configuration, event, data);
}

/** Calls `push` with the bound track when `key` is new (null: not yet). */
export function useTrackOnce(key: string | number | null, push: (track: Track) => void): void {
  const trackEvent = useTrack();
  const tracked = useRef<string | number | null>(null);
  useEffect(() => {
    if (key === null || tracked.current === key) return;
    tracked.current = key;
    push(trackEvent);
    // Only a new key is news: the callback and track change with every render.
  }, [key]);
}
