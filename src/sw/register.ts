/**
 * Registers the service worker emitted by serviceWorkerPlugin() (src/sw/plugin.ts). Production builds
 * only, and immediately (spec §9); development uses Vite's module server without one.
 *
 * The worker caches at install only what the app's start needs; the page asks it to cache the rest
 * (FILL_MESSAGE) once it has loaded and FILL_DELAY_MS have passed: the first seconds of a visit belong
 * to the page's own scripts (src/sw/worker-source.ts says why).
 */
import { FILL_MESSAGE } from './worker-source';

export const SERVICE_WORKER_UNSUPPORTED = 'Service workers are disabled or not supported by this browser';
export const FILL_DELAY_MS = 10_000;

/** Once the page has loaded and FILL_DELAY_MS have passed, asks the active worker to cache the rest. */
function askForTheRest(container: ServiceWorkerContainer): void {
  const ask = () =>
    setTimeout(() => {
      void container.ready.then((registration) => registration.active?.postMessage({ type: FILL_MESSAGE }));
    }, FILL_DELAY_MS);
  if (document.readyState === 'complete') ask();
  else window.addEventListener('load', ask, { once: true });
}

export function registerServiceWorker(
  enabled: boolean = import.meta.env.PROD,
  scriptUrl: string = `${import.meta.env.BASE_URL}sw.js`,
): void {
  if (!enabled) return;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !navigator.serviceWorker) {
    console.log(SERVICE_WORKER_UNSUPPORTED);
    return;
  }
  const container = navigator.serviceWorker;
  container.register(scriptUrl, { scope: import.meta.env.BASE_URL }).then(
    () => askForTheRest(container),
    (error: unknown) => {
      console.error('Service worker registration failed', error);
    },
  );
}
