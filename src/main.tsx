/**
 * Entry: registers the service worker (production), boots (configuration, messages, language,
 * i18n, aid and pc cookies) and renders the data router — or the boot error screen.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter, type AppRouter } from './app/App';
import { boot } from './app/boot';
import { BootError } from './app/BootError';
import { routeNotFoundTo } from './app/not-found';
import { registerServiceWorker } from './sw/register';
import './styles/index.css';

registerServiceWorker();

let router: AppRouter | null = null;
routeNotFoundTo(() => router);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

boot().then(
  ({ site, i18n }) => {
    router = createAppRouter(site);
    root.render(
      <StrictMode>
        <App site={site} i18n={i18n} router={router} />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error('Start-up failed', error);
    root.render(<BootError />);
  },
);
