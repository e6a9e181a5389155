/** The app: i18n, site data and the global cart and login actors around the data router. */
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { createCartLogic } from '../actors/cart';
import { SiteProvider, type Site } from '../lib/site-context';
import { CartProvider } from './cart-context';
import { CartSessionGlue } from './CartSessionGlue';
import { LoginProvider } from './login-context';
import { buildRoutes } from './routes';

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
  return createBrowserRouter(buildRoutes({ maintenance: site.configuration.maintenance }));
}

export interface AppProps {
  site: Site;
  i18n: I18n;
  router: AppRouter;
}

export function App({ site, i18n, router }: AppProps) {
  // The cart is global (outside the login provider, so the login glue can tell it about the session).
  const [cartLogic] = useState(() => createCartLogic({ navigate: (to) => router.navigate(to) }));
  return (
    <I18nextProvider i18n={i18n}>
      <SiteProvider site={site}>
        <CartProvider logic={cartLogic}>
          <LoginProvider site={site} router={router}>
            <CartSessionGlue router={router}>
              <RouterProvider router={router} />
            </CartSessionGlue>
          </LoginProvider>
        </CartProvider>
      </SiteProvider>
    </I18nextProvider>
  );
}
