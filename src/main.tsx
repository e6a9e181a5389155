/**
 * Entry: registers the service worker (production), boots (configuration, messages, language,
 * i18n, aid and pc cookies), hands the global actors (src/app/system.ts, started after the first page
 * by src/app/lazy-system.ts) to the app and renders the data router — or the boot error screen
 * (src/boot-error.ts).
 * A production page runs it after its first paint (src/paint-first.ts).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from './lib/react-dom-client';
import { App, createAppRouter, type AppRouter } from './app/App';
import { boot } from './app/boot';
import { routeNotFoundTo } from './app/not-found';
import { createLazySystem } from './app/lazy-system';
import { hasPreRenderedContent, routerReady } from './app/pre-rendered';
import { showBootError } from './boot-error';
import { nextTask } from './lib/next-task';
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
  async ({ site, i18n }) => {
    // Each step of the start-up in a task of its own: none grows into a long task (issue 10 §2).
    await nextTask();
    const appRouter = (router = createAppRouter(site));
    // The global actors, created and wired once (not in React: StrictMode would start them twice),
    // after the first page or when first needed (src/app/lazy-system.ts).
    const system = createLazySystem({ site, router: appRouter });
    // A pre-rendered page stays as the server drew it until the app can draw the page in its place,
    // not a spinner in between (src/app/pre-rendered.ts).
    if (hasPreRenderedContent(container)) await Promise.all([routerReady(appRouter), system.readyForFirstPage()]);
    // The router's creation (its routes ranked, the first page's chunk asked for) and the first render
    // in tasks of their own.
    await nextTask();
    // A transition: React renders the first page in slices, and the main thread stays free between
    // them (issue 10 §2). RouterProvider gets a router that catches up on what it missed meanwhile
    // (src/app/catch-up-router.ts).
    startTransition(() =>
      root.render(
        <StrictMode>
          <App site={site} i18n={i18n} router={appRouter} system={system} />
        </StrictMode>,
      ),
    );
  },
  (error: unknown) => {
    console.error('Start-up failed', error);
    showBootError(container);
  },
);
