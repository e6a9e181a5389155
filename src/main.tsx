/**
 * Entry: registers the service worker (production), boots (configuration, messages, language,
 * i18n, aid and pc cookies), hands the global actors (src/app/system.ts, started after the first paint
 * by src/app/lazy-system.ts) to the app and renders the data router — or the boot error screen.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter, type AppRouter } from './app/App';
import { boot } from './app/boot';
import { BootError } from './app/BootError';
import { routeNotFoundTo } from './app/not-found';
import { createLazySystem } from './app/lazy-system';
import { registerServiceWorker } from './sw/register';
import './styles/index.css';

registerServiceWorker();

// Start-up: a 404 before the router exists is left to boot (its error screen, no /404 reload loop).
// createSystem points the HTTP client at the router afterwards.
let router: AppRouter | null = null;
routeNotFoundTo(() => router);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

boot().then(
  ({ site, i18n }) => {
    router = createAppRouter(site);
    // The global actors, created and wired once (not in React: StrictMode would start them twice),
    // after the first paint or when first needed (src/app/lazy-system.ts).
    const system = createLazySystem({ site, router });
    root.render(
      <StrictMode>
        <App site={site} i18n={i18n} router={router} system={system} />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error('Start-up failed', error);
    root.render(<BootError />);
  },
);
