/**
 * A page the server pre-rendered (src/server/plugins/spa-document.ts) shows its first screen from the
 * HTML. The app's first render replaces it; were that render the router's loading indicator (the
 * page's lazy module still on its way) or the page waiting for the global actors, the content would
 * give way to a spinner and come back: on the guest checkout for 0.8 s in Lighthouse's phone
 * emulation (issue 28 §4). So src/main.tsx holds the first render of such a page until it has both.
 */
import type { DataRouter } from 'react-router-dom';

/** Whether the server's shell in `container` has content in its <main> (the start page's welcome, a pre-rendered page). */
export function hasPreRenderedContent(container: HTMLElement): boolean {
  return container.querySelector('main')?.firstElementChild != null;
}

/** Resolves once the router has loaded the first page's route (or its error), as it renders it. */
export function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
