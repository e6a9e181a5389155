/**
 * Scrolling on navigation (spec §2 "Scrolling and titles", §9): react-router's ScrollRestoration keeps
 * the position of every history entry, restores it on back navigation, scrolls to a #hash target and
 * starts a new page at the top. On back navigation the kept position is applied once more after
 * SCROLL_RESTORE_DELAY_MS (spec §9: "scroll restore delay 50 ms on back"): parts below the fold render
 * in a transition (ADR 008), so when the router restores the page may still be too short to reach the
 * position, and the browser stops at its end.
 */
import { useContext, useEffect } from 'react';
import { ScrollRestoration, UNSAFE_DataRouterStateContext, useLocation } from 'react-router-dom';
import { SCROLL_RESTORE_DELAY_MS } from '../../shared/constants';

function useDelayedRestore() {
  // The position the router restores now (a number only on back or forward navigation).
  const restoreTo = useContext(UNSAFE_DataRouterStateContext)?.restoreScrollPosition;
  const { key } = useLocation();
  useEffect(() => {
    if (typeof restoreTo !== 'number') return;
    const timer = window.setTimeout(() => {
      if (window.scrollY !== restoreTo) window.scrollTo(0, restoreTo);
    }, SCROLL_RESTORE_DELAY_MS);
    // A new navigation within the delay has its own position.
    return () => window.clearTimeout(timer);
  }, [key, restoreTo]);
}

export function ScrollRestore() {
  useDelayedRestore();
  return <ScrollRestoration />;
}
