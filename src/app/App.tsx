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

export function createAppRouter(site: Site): AppRouter {
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
