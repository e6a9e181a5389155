/**
 * The nav bar hides when the page scrolls down by more than NAV_HIDE_THRESHOLD_PX and shows again on
 * any scroll up or near the top (spec §2, §9). Scroll events are throttled to NAV_SCROLL_THROTTLE_MS.
 */
import { useEffect, useState } from 'react';
import { NAV_HIDE_THRESHOLD_PX, NAV_SCROLL_THROTTLE_MS } from '../../shared/constants';

export interface ScrollState {
  /** Where the current downward movement started (or the last position seen going up). */
  anchorY: number;
  hidden: boolean;
}

export function nextScrollState(state: ScrollState, y: number, threshold = NAV_HIDE_THRESHOLD_PX): ScrollState {
  if (y <= threshold) return { anchorY: y, hidden: false };
  if (y < state.anchorY) return { anchorY: y, hidden: false };
  if (y - state.anchorY > threshold) return { anchorY: y, hidden: true };
  return state;
}

export function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let state: ScrollState = { anchorY: window.scrollY, hidden: false };
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastRun = 0;
    const update = () => {
      timer = undefined;
      lastRun = Date.now();
      state = nextScrollState(state, window.scrollY);
      setHidden(state.hidden);
    };
    const onScroll = () => {
      if (timer !== undefined) return;
      const wait = Math.max(0, NAV_SCROLL_THROTTLE_MS - (Date.now() - lastRun));
      timer = setTimeout(update, wait);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return hidden;
}
