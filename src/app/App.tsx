/**
 * The app: its texts, site data and the started global actors (src/app/system.ts createSystem) around the
 * data router.
 */
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { SiteProvider, type Site } from '../lib/site-context';
import { TextsProvider, type Texts } from '../lib/texts';
import { SystemProvider, type AppSystem, type SystemHandle } from '../state/system-context';
import { catchUpOnSubscribe } from './catch-up-router';
import { buildRoutes, discoverMoreRoutes } from './routes';

export type AppRouter = DataRouter;

/**
 * A document opened afresh (address typed, link from elsewhere) has no history state, and the router
 * would name its entry 'default' — the name every such document in this tab shares, so its scroll
 * restoration found the position saved on another page and opened hundreds of pixels down. A fresh
 * entry gets a key of its own, so it starts at the top; reload and back/forward keep the state the
 * browser stored with the entry, and with it the saved position (spec §2 Scrolling).
 */
export function keyFreshHistoryEntry(history: History = window.history): void {
  const state = history.state as { key?: unknown } | null;
  if (state && typeof state.key === 'string') return;
  history.replaceState({ usr: null, idx: 0, ...state, key: Math.random().toString(36).slice(2, 10) }, '');
}

export function createAppRouter(site: Site): AppRouter {
  keyFreshHistoryEntry();
  const { maintenance } = site.configuration;
  return createBrowserRouter(buildRoutes({ maintenance }), maintenance ? {} : { patchRoutesOnNavigation: discoverMoreRoutes() });
}

export interface AppProps {
  site: Site;
  /** boot's texts, or a test's i18next instance (src/lib/texts.ts). */
  i18n: Texts;
  router: AppRouter;
  /** createSystem({ site, router }), or createLazySystem's handle to it: created once, outside React. */
  system: AppSystem | SystemHandle;
}

export function App({ site, i18n, router, system }: AppProps) {
  const providedRouter = useMemo(() => catchUpOnSubscribe(router), [router]);
  return (
    <TextsProvider i18n={i18n}>
      <SiteProvider site={site}>
        <SystemProvider system={system}>
          <RouterProvider router={providedRouter} />
        </SystemProvider>
      </SiteProvider>
    </TextsProvider>
  );
}
