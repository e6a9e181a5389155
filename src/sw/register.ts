/**
 * Registers the service worker emitted by serviceWorkerPlugin() (src/sw/plugin.ts). Production builds
 * only, and immediately (spec §9); development uses Vite's module server without one.
 */
export const SERVICE_WORKER_UNSUPPORTED = 'Service workers are disabled or not supported by this browser';

export function registerServiceWorker(
  enabled: boolean = import.meta.env.PROD,
  scriptUrl: string = `${import.meta.env.BASE_URL}sw.js`,
): void {
  if (!enabled) return;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !navigator.serviceWorker) {
    console.log(SERVICE_WORKER_UNSUPPORTED);
    return;
  }
  navigator.serviceWorker.register(scriptUrl, { scope: import.meta.env.BASE_URL }).catch((error: unknown) => {
    console.error('Service worker registration failed', error);
  });
}
