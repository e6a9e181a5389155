import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { serviceWorkerPlugin } from '../../src/sw/plugin';
import { FILL_DELAY_MS, registerServiceWorker, SERVICE_WORKER_UNSUPPORTED } from '../../src/sw/register';
import { FILL_MESSAGE, renderServiceWorker } from '../../src/sw/worker-source';

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
      add: async (request: Request) => {
        if (!worker.online) throw new TypeError('offline');
        entries.set(new URL(request.url, ORIGIN).pathname, `cached ${request.url}`);
      },
      put: async (path: string, response: Response) => void entries.set(path, `kept ${await response.text()}`),
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
    if (!worker.online) throw new TypeError('offline');
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
    install: ['/index.html', '/assets/index-1a2b.js', '/assets/index-3c4d.css'],
    precache: ['/index.html', '/assets/index-1a2b.js', '/assets/index-3c4d.css', '/assets/FaqPage-5e6f.js', '/assets/CartPage-7a8b.js'],
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
  async function message(data: unknown) {
    let done: Promise<unknown> = Promise.resolve();
    listeners.message!({ data, waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  }
  const cached = () => [...(stored.get('kursmarkt-shell-abc123')?.keys() ?? [])].sort();
  const worker = { online: networkUp, lifecycle, fetchEvent, message, cached, stored, network, self };
  return worker;
}

describe('service worker script', () => {
  it('caches the shell and its start assets at install, under a versioned cache, and drops older shell caches', async () => {
    const worker = startWorker();
    worker.stored.set('kursmarkt-shell-old', new Map());
    await worker.lifecycle('install');
    expect(worker.cached()).toEqual(['/assets/index-1a2b.js', '/assets/index-3c4d.css', '/index.html']);
    await worker.lifecycle('activate');
    expect(worker.stored.has('kursmarkt-shell-old')).toBe(false);
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });

  it('keeps a built asset fetched for the first time, and answers it from the cache offline', async () => {
    const worker = startWorker();
    await worker.lifecycle('install');
    expect(await worker.fetchEvent('/assets/FaqPage-5e6f.js')).toBe(`network ${ORIGIN}/assets/FaqPage-5e6f.js`);
    await vi.waitFor(() => expect(worker.cached()).toContain('/assets/FaqPage-5e6f.js'));
    worker.online = false;
    expect(await worker.fetchEvent('/assets/FaqPage-5e6f.js')).toBe(`kept network ${ORIGIN}/assets/FaqPage-5e6f.js`);
  });

  it('caches the rest of the built assets when the page asks, and nothing on other messages', async () => {
    const worker = startWorker();
    await worker.lifecycle('install');
    await worker.message({ type: 'something else' });
    expect(worker.cached()).not.toContain('/assets/CartPage-7a8b.js');
    await worker.message({ type: FILL_MESSAGE });
    expect(worker.cached()).toEqual([
      '/assets/CartPage-7a8b.js', '/assets/FaqPage-5e6f.js', '/assets/index-1a2b.js', '/assets/index-3c4d.css', '/index.html',
    ]);
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

  it('emits sw.js with the built files (no source maps), those index.html names for the install, and a content hash as cache version', () => {
    const [worker] = build({
      'index.html': '<html><script type="module" src="/assets/paint-first-0a0a.js"></script><link rel="modulepreload" href="/assets/index-1a2b.js"></html>',
      'assets/paint-first-0a0a.js': 'import("./index-1a2b.js")',
      'assets/index-1a2b.js': 'console.log(1)',
      'assets/index-1a2b.js.map': '{}',
      'assets/FaqPage-3c3c.js': 'console.log(2)',
      'assets/logo-9f9f.svg': '<svg/>',
    });
    expect(worker!.fileName).toBe('sw.js');
    expect(worker!.source).toContain('const INSTALL = ["/index.html","/assets/index-1a2b.js","/assets/paint-first-0a0a.js"]');
    expect(worker!.source).toContain(
      'const PRECACHE = ["/assets/FaqPage-3c3c.js","/assets/index-1a2b.js","/assets/logo-9f9f.svg","/assets/paint-first-0a0a.js","/index.html"]',
    );
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

  it('registers /sw.js at once when supported, and asks the worker for the rest once the page has loaded and a while has passed', async () => {
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    const postMessage = vi.fn();
    const register = vi.fn(async () => ({}));
    const ready = Promise.resolve({ active: { postMessage } });
    Object.defineProperty(window.navigator, 'serviceWorker', { value: { register, ready }, configurable: true });
    registerServiceWorker(true);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    await vi.advanceTimersByTimeAsync(FILL_DELAY_MS - 1);
    expect(postMessage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ type: FILL_MESSAGE });
  });
});
