/**
 * The service worker script, as text. serviceWorkerPlugin() fills in the cache version and the list of
 * built files and emits it as sw.js. Plain ES2020 for every browser that has service workers.
 *
 * - install: precache the app shell (index.html and the built assets) under 'kursmarkt-shell-<version>'.
 * - activate: delete older shell caches, take control of open pages.
 * - fetch: /api and /oidc (and other listed prefixes) are never answered by the worker (network only);
 *   navigations go to the network and fall back to the cached index.html when offline; precached
 *   assets are answered from the cache; everything else is left to the browser.
 */
export interface WorkerSettings {
  /** Cache version: a content hash of the build. */
  version: string;
  /** Absolute URL paths to precache, including the shell document. */
  precache: readonly string[];
  /** The shell document navigations fall back to, e.g. '/index.html'. */
  shell: string;
  /** Path prefixes that always go to the network, e.g. ['/api', '/oidc']. */
  networkOnly: readonly string[];
}

export const CACHE_PREFIX = 'kursmarkt-shell-';

export function renderServiceWorker(settings: WorkerSettings): string {
  const json = (value: unknown) => JSON.stringify(value);
  return `/* Kursmarkt service worker, generated at build time by src/sw/plugin.ts */
'use strict';
const CACHE_PREFIX = ${json(CACHE_PREFIX)};
const CACHE = CACHE_PREFIX + ${json(settings.version)};
const PRECACHE = ${json(settings.precache)};
const SHELL = ${json(settings.shell)};
const NETWORK_ONLY = ${json(settings.networkOnly)};
const precached = new Set(PRECACHE);

function isNetworkOnly(pathname) {
  return NETWORK_ONLY.some((prefix) => pathname === prefix || pathname.startsWith(prefix + '/'));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((path) => new Request(path, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(
        keys.filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE).map((key) => caches.delete(key)),
      ))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Network only: the worker does not answer, so the browser fetches as if there were no worker.
  if (isNetworkOnly(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() =>
        caches.open(CACHE)
          .then((cache) => cache.match(SHELL))
          .then((response) => response || Response.error()),
      ),
    );
    return;
  }
  if (precached.has(url.pathname)) {
    event.respondWith(
      caches.open(CACHE)
        .then((cache) => cache.match(url.pathname))
        .then((response) => response || fetch(request)),
    );
  }
});
`;
}
