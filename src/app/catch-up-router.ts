/**
 * RouterProvider reads `router.state` when it renders and subscribes to the router in a layout effect.
 * An update between the two is lost, and the app's first render makes that gap real:
 * - it is a transition (src/main.tsx), rendered in slices, so the router may finish loading the first
 *   page's route module and data before the render commits — the page then stayed on its loading
 *   indicator;
 * - ScrollRestoration, a child, reports the position to restore after a reload from its own layout
 *   effect, which runs before RouterProvider's — the reload then opened at the top.
 * react-router replays such an update only when nobody was subscribed (the app's lazy system is,
 * src/app/lazy-system.ts). The router RouterProvider gets hands every new subscriber the current state
 * at once. When nothing was missed that is the state already rendered, and React drops the update.
 */
import type { DataRouter } from 'react-router-dom';

export function catchUpOnSubscribe(router: DataRouter): DataRouter {
  // Everything else (state, navigate, window …) is read through the prototype from the router itself.
  const view = Object.create(router) as DataRouter;
  view.subscribe = (subscriber) => {
    const unsubscribe = router.subscribe(subscriber);
    subscriber(router.state, { deletedFetchers: [], newErrors: null, viewTransitionOpts: undefined, flushSync: false });
    return unsubscribe;
  };
  return view;
}
