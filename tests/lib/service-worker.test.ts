import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceWorkerPlugin } from '../../src/sw/plugin';
import { registerServiceWorker, SERVICE_WORKER_UNSUPPORTED } from '../../src/sw/register';
import { renderServiceWorker } from '../../src/sw/worker-source';

const ORIGIN = 'https://kursmarkt.example';
type Listener = (event: Record<string, unknown>) => void;

/** Runs the generated worker script against a fake worker global and Cache Storage. */
function startWorker(networkUp = true) {
  const listeners: Record<string, Listener> = {};
  const stored = new Map<string, Map<string, string>>();
  const cacheFor = (name: string) => {
    if (!stored.has(name)) stored.set(name, new Map());
    const entries = stored.get(name)!;
    return {
      addAll: async (requests: Request[]) => requests.forEach((request) => entries.set(new URL(request.url, ORIGIN).pathname, `cached ${request.url}`)),
      match: async (key: string | Request) => {
        const path = typeof key === 'string' ? key : new URL(key.url).pathname;
        return entries.has(path) ? new Response(entries.get(path)) : undefined;
      },
    };
  };
  const fakeCaches = {
    open: async (name: string) => cacheFor(name),
    keys: async () => [...stored.keys()],
    delete: async (name: string) => stored.delete(name),
  };
  const network = vi.fn(async (request: { url: string }) => {
    if (!networkUp) throw new TypeError('offline');
    return new Response(`network ${request.url}`);
  });
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
    skipWaiting: vi.fn(async () => undefined),
    clients: { claim: vi.fn(async () => undefined) },
  };
  const source = renderServiceWorker({
    version: 'abc123',
    precache: ['/index.html', '/assets/index-1a2b.js', '/assets/index-3c4d.css'],
    shell: '/index.html',
    networkOnly: ['/api', '/oidc'],
  });
  class WorkerRequest {
    url: string;
    constructor(url: string) {
      this.url = new URL(url, ORIGIN).href;
    }
  }
  new Function('self', 'caches', 'fetch', 'Request', source)(self, fakeCaches, network, WorkerRequest);

  async function lifecycle(type: 'install' | 'activate') {
    let done: Promise<unknown> = Promise.resolve();
    listeners[type]!({ waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  }
  async function fetchEvent(path: string, init: { method?: string; mode?: string } = {}) {
    let response: Promise<Response> | undefined;
    listeners.fetch!({
      request: { url: `${ORIGIN}${path}`, method: init.method ?? 'GET', mode: init.mode ?? 'cors' },
      respondWith: (answer: Promise<Response>) => (response = answer),
    });
    return response ? (await response).text() : undefined;
  }
  return { lifecycle, fetchEvent, stored, network, self };
}

describe('service worker script', () => {
  it('precaches the app shell under a versioned cache and drops older shell caches', async () => {
    const worker = startWorker();
    worker.stored.set('kursmarkt-shell-old', new Map());
    await worker.lifecycle('install');
    expect([...worker.stored.get('kursmarkt-shell-abc123')!.keys()]).toEqual([
      '/index.html', '/assets/index-1a2b.js', '/assets/index-3c4d.css',
    ]);
    await worker.lifecycle('activate');
    expect(worker.stored.has('kursmarkt-shell-old')).toBe(false);
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });

  it('never answers /api and /oidc requests (network only)', async () => {
    const worker = startWorker(false);
    await worker.lifecycle('install');
    expect(await worker.fetchEvent('/api/configuration')).toBeUndefined();
    expect(await worker.fetchEvent('/oidc/auth', { mode: 'navigate' })).toBeUndefined();
    expect(await worker.fetchEvent('/api/newsletter', { method: 'PUT' })).toBeUndefined();
  });

  it('answers built assets from the cache', async () => {
    const worker = startWorker(false);
    await worker.lifecycle('install');
    expect(await worker.fetchEvent('/assets/index-1a2b.js')).toBe(`cached ${ORIGIN}/assets/index-1a2b.js`);
  });

  it('loads navigations from the network, falling back to the cached index.html offline', async () => {
    const online = startWorker(true);
    await online.lifecycle('install');
    expect(await online.fetchEvent('/faq', { mode: 'navigate' })).toBe(`network ${ORIGIN}/faq`);

    const offline = startWorker(false);
    await offline.lifecycle('install');
    expect(await offline.fetchEvent('/faq', { mode: 'navigate' })).toBe(`cached ${ORIGIN}/index.html`);
  });
});

describe('serviceWorkerPlugin', () => {
  function build(files: Record<string, string>) {
    const plugin = serviceWorkerPlugin();
    const emitted: { fileName: string; source: string }[] = [];
    (plugin.configResolved as (config: { base: string }) => void)({ base: '/' });
    const bundle = Object.fromEntries(
      Object.entries(files).map(([fileName, content]) => [
        fileName,
        fileName.endsWith('.js') ? { type: 'chunk', fileName, code: content } : { type: 'asset', fileName, source: content },
      ]),
    );
    const hook = plugin.generateBundle as { handler: (this: unknown, options: unknown, bundle: unknown) => void };
    hook.handler.call({ emitFile: (file: { fileName: string; source: string }) => emitted.push(file) }, {}, bundle);
    return emitted;
  }

  it('emits sw.js with the built files (no source maps) and a content hash as cache version', () => {
    const [worker] = build({
      'index.html': '<html></html>',
      'assets/index-1a2b.js': 'console.log(1)',
      'assets/index-1a2b.js.map': '{}',
      'assets/logo-9f9f.svg': '<svg/>',
    });
    expect(worker!.fileName).toBe('sw.js');
    expect(worker!.source).toContain('"/index.html"');
    expect(worker!.source).toContain('"/assets/index-1a2b.js"');
    expect(worker!.source).toContain('"/assets/logo-9f9f.svg"');
    expect(worker!.source).not.toContain('.map"');
    expect(worker!.source).toContain('["/api","/oidc","/dev"]');
  });

  it('changes the cache version when the content changes', () => {
    const version = (code: string) =>
      /const CACHE = CACHE_PREFIX \+ "([0-9a-f]+)"/.exec(build({ 'index.html': 'x', 'assets/a.js': code })[0]!.source)![1];
    expect(version('one')).not.toBe(version('two'));
    expect(version('one')).toBe(version('one'));
  });
});

describe('service worker registration', () => {
  const original = Object.getOwnPropertyDescriptor(window.navigator, 'serviceWorker');
  afterEach(() => {
    if (original) Object.defineProperty(window.navigator, 'serviceWorker', original);
    else delete (window.navigator as { serviceWorker?: unknown }).serviceWorker;
    vi.restoreAllMocks();
  });

  it('does nothing outside production builds', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    registerServiceWorker(false);
    expect(log).not.toHaveBeenCalled();
  });

  it('logs the spec message when service workers are missing', () => {
    Object.defineProperty(window.navigator, 'serviceWorker', { value: undefined, configurable: true });
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    registerServiceWorker(true);
    expect(log).toHaveBeenCalledWith('Service workers are disabled or not supported by this browser');
    expect(SERVICE_WORKER_UNSUPPORTED).toBe('Service workers are disabled or not supported by this browser');
  });

  it('registers /sw.js at once when supported', () => {
    const register = vi.fn(async () => ({}));
    Object.defineProperty(window.navigator, 'serviceWorker', { value: { register }, configurable: true });
    registerServiceWorker(true);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });
});
