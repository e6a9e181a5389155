/**
 * The global actors started after the first paint (issue 10 §2): xstate, the machines, the HTTP
 * client (ky) and the sign-in code are no part of the start page's first screen. The composition root
 * (./system.ts) is loaded and `createSystem` called the first time one of these happens:
 * - the first page needs them to paint (the check step, the order flows, the dashboard, a customer's
 *   cart) — then at once, while the router loads the page;
 * - the first page is not the start page, a sign-in is to be restored (the rfLoggedIn cookie), the
 *   start page is the provider's answer to a logout (?state=), or the live view of the flows is on
 *   (?flows=live: it shows the actors, so it must not wait for a click) — then after the first page has
 *   rendered and painted (the pages' frame tells `rendered`, src/app/routes.tsx): its content comes first;
 * - the visitor interacts with the page (pointer, touch, key, focus) or the app navigates;
 * - a view or the HTTP client needs the actors (a page's `useSystem`, a header button, a call that
 *   needs the signed-in customer's token).
 * Until then the header shows what it knows without them (src/state/login.ts, src/state/cart.ts).
 */
import type { DataRouter } from 'react-router-dom';
import { hasSignInCookie } from '../lib/cookies';
import { importInSlices } from '../lib/import-in-slices';
import { nextTask } from '../lib/next-task';
import { configureHttp, httpConfiguration } from '../lib/http-config';
import type { Site } from '../lib/site-context';
import type { AppSystem, SystemHandle } from '../state/system-context';
import type { createSystemInSlices } from './system';

const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** Pages that read the actors for their first paint (the check step, the order flows, the dashboard). */
const NEEDS_ACTORS = /^\/(check|order|guest-order|customer-dashboard|auth)(\/|$)/;
/** The cart page needs them at once for a customer's server cart; a guest's paints from storage (src/features/cart/CartPage.tsx). */
const CART_PAGE = /^\/warenkorb(\/|$)/;

export interface LazySystemOptions {
  site: Site;
  router: DataRouter;
  /** Default: the composition root, loaded when first needed (loadSystemInSlices). */
  load?: () => Promise<{ createSystemInSlices: typeof createSystemInSlices }>;
}

export interface LazySystem extends SystemHandle {
  /**
   * Resolves once the actors the first page needs for its first paint are started (at once on any
   * other page; a failed start resolves too: the page says so). src/main.tsx waits for it before it
   * replaces a pre-rendered page (src/app/pre-rendered.ts).
   */
  readyForFirstPage(): Promise<void>;
  /** Stops watching for the first interaction, and the actors if they have started (tests, hot reload). */
  stop(): void;
}

/**
 * After the first page's paint (its content first, issue 10 §2): the frame it shows in, then the
 * first idle moment — the page's largest content may still be on its way to the screen in that frame.
 */
function afterPaintWhenIdle(callback: () => void): void {
  requestAnimationFrame(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 1000 });
    else setTimeout(callback, 0);
  });
}

/**
 * The composition root, its machines first, each evaluated in a task of its own (src/lib/import-in-slices.ts):
 * with xstate they were one task of about 130 ms in the phone emulation (issue 28 §4). The largest last.
 */
const loadSystemInSlices = () =>
  importInSlices(
    [
      () => import('xstate'),
      () => import('../../machines/packageCredits.machine'),
      () => import('../../machines/login.machine'),
      () => import('../../machines/cart.machine'),
    ],
    () => import('./system'),
  );

export function createLazySystem({ site, router, load = loadSystemInSlices }: LazySystemOptions): LazySystem {
  let system: AppSystem | null = null;
  let starting: Promise<AppSystem> | null = null;
  const listeners = new Set<() => void>();

  const start = () =>
    (starting ??= load().then(
      async ({ createSystemInSlices }) => {
        // The module's evaluation, the actors' start and the views' update in tasks of their own (issue 10 §2).
        await nextTask();
        stopWatching();
        if (system) return system;
        const started = (system = await createSystemInSlices({ site, router }));
        // The views that read the actors re-render in a task of their own, not in the actors' start.
        await nextTask();
        for (const listener of listeners) listener();
        return started;
      },
      (error: unknown) => {
        // A failed chunk load (offline, new deployment) may be retried by the next click.
        starting = null;
        throw error;
      },
    ));

  const startOnInteraction = () => void start().catch(() => undefined);
  const firstLocation = router.state.location;
  const unsubscribeRouter = router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location !== firstLocation) startOnInteraction();
  });
  for (const type of INTERACTIONS) window.addEventListener(type, startOnInteraction, { capture: true, passive: true });
  function stopWatching() {
    unsubscribeRouter();
    for (const type of INTERACTIONS) window.removeEventListener(type, startOnInteraction, { capture: true });
  }

  // Until the actors are there, a call that needs the customer's token (or a renewal, or the login)
  // starts them and asks the handlers createSystem has put in place. A guest's calls need none.
  configureHttp({
    getAccessToken: async () => {
      if (!hasSignInCookie()) return null;
      await start();
      return httpConfiguration().getAccessToken();
    },
    refreshAccessToken: async () => {
      await start();
      return httpConfiguration().refreshAccessToken();
    },
    login: () => void start().then(() => httpConfiguration().login()),
  });

  const { pathname, search } = router.state.location;
  // The provider's answer to a logout comes back to the start page with ?state=: the login actor
  // reads it at start-up and goes on to the main domain.
  const signedIn = hasSignInCookie();
  // The live view (?flows=live) watches the actors, so they must not wait for a click either: any
  // ?flows= switch starts them after the first paint. Only the address is read here, in one pattern
  // with ?state=: the live view's session switch (live-view-wanted.ts) stays out of the start page's
  // first script, whose size is budgeted.
  const startAtOnce = pathname !== '/' || signedIn || /[?&](state|flows)=/.test(search);
  // A page that needs them loads them beside its own chunk, before it renders.
  const neededAtOnce = NEEDS_ACTORS.test(pathname) || (signedIn && CART_PAGE.test(pathname));
  if (neededAtOnce) startOnInteraction();

  return {
    current: () => system,
    start,
    readyForFirstPage: () => (neededAtOnce ? start().then(() => undefined, () => undefined) : Promise.resolve()),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    rendered() {
      if (startAtOnce) afterPaintWhenIdle(startOnInteraction);
    },
    stop() {
      stopWatching();
      system?.stop();
    },
  };
}
