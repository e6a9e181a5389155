/**
 * The service worker script, as text. serviceWorkerPlugin() fills in the cache version and the lists of
 * built files and emits it as sw.js. Plain ES2020 for every browser that has service workers.
 *
 * - install: cache what the start of the app needs (index.html and the assets it names: the start
 *   script, the entry and its imports, the styles) under 'kursmarkt-shell-<version>'.
 * - activate: delete older shell caches, take control of open pages.
 * - fetch: /api and /oidc (and other listed prefixes) are never answered by the worker (network only);
 *   navigations go to the network and fall back to the cached index.html when offline; built assets
 *   are answered from the cache, and one not cached yet is fetched and kept on the way;
 *   everything else is left to the browser.
 * - message FILL_MESSAGE (src/sw/register.ts sends it once the page has long loaded): caches the built
 *   assets not cached yet, a few at a time, so every page opens offline.
 *
 * Why not every asset at install, as before: the first visit's worker then fetched all ~165 assets
 * while the page itself was starting, and on a phone's two cores that slowed the page's own start-up
 * (issue 28 §4: the guest checkout's Total Blocking Time in Lighthouse, 160–740 ms with that
 * download, 12–260 ms without it).
 */
export interface WorkerSettings {
  /** Cache version: a content hash of the build. */
  version: string;
  /** Absolute URL paths cached at install: the shell document and what it loads at start. */
  install: readonly string[];
  /** Absolute URL paths of every built asset the worker answers from its cache (install's included). */
  precache: readonly string[];
  /** The shell document navigations fall back to, e.g. '/index.html'. */
  shell: string;
  /** Path prefixes that always go to the network, e.g. ['/api', '/oidc']. */
  networkOnly: readonly string[];
}

export const CACHE_PREFIX = 'kursmarkt-shell-';
/** The page's message that asks the worker to cache the rest of the built assets. */
export const FILL_MESSAGE = 'kursmarkt:fill-cache';
/** How many assets the fill fetches at once: the page's own requests keep their place. */
const FILL_CONCURRENCY = 4;

export function renderServiceWorker(settings: WorkerSettings): string {
  const json = (value: unknown) => JSON.stringify(value);
  return `/* Kursmarkt service worker, generated at build time by src/sw/plugin.ts */
'use strict';
const CACHE_PREFIX = ${json(CACHE_PREFIX)};
const CACHE = CACHE_PREFIX + ${json(settings.version)};
const INSTALL = ${json(settings.install)};
const PRECACHE = ${json(settings.precache)};
const FILL_MESSAGE = ${json(FILL_MESSAGE)};
const FILL_CONCURRENCY = ${json(FILL_CONCURRENCY)};
const SHELL = ${json(settings.shell)};
const NETWORK_ONLY = ${json(settings.networkOnly)};
const precached = new Set(PRECACHE);

// The shell document afresh; a built asset's name carries its content's hash, so the browser's HTTP
// cache (where the page's own load just put it) is as good as the network, and nothing is fetched twice.
function freshRequest(path) {
  return new Request(path, { cache: path === SHELL ? 'reload' : 'default' });
}

function isNetworkOnly(pathname) {
  return NETWORK_ONLY.some((prefix) => pathname === prefix || pathname.startsWith(prefix + '/'));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(INSTALL.map(freshRequest)))
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
      caches.open(CACHE).then((cache) =>
        cache.match(url.pathname).then((cached) => cached || fetch(request).then((response) => {
          if (response.ok) cache.put(url.pathname, response.clone()).catch(() => undefined);
          return response;
        })),
      ),
    );
  }
});

// The rest of the built assets, a few at a time; one that fails is fetched on its first use instead.
function fill() {
  return caches.open(CACHE).then((cache) =>
    Promise.all(PRECACHE.map((path) => cache.match(path).then((cached) => (cached ? null : path)))).then((missing) => {
      const queue = missing.filter(Boolean);
      const next = () => {
        const path = queue.shift();
        if (!path) return Promise.resolve();
        return cache.add(freshRequest(path)).catch(() => undefined).then(next);
      };
      return Promise.all(Array.from({ length: FILL_CONCURRENCY }, next));
    }),
  );
}

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === FILL_MESSAGE) event.waitUntil(fill());
});
`;
}
