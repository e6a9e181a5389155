/** The app: i18n and site data around the data router. */
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { SiteProvider, type Site } from '../lib/site-context';
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
  return (
    <I18nextProvider i18n={i18n}>
      <SiteProvider site={site}>
        <RouterProvider router={router} />
      </SiteProvider>
    </I18nextProvider>
  );
}
