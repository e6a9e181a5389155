// @vitest-environment node
// The client runs against a real local HTTP server (Node's fetch, no mocks): what the server
// receives and what the caller sees is what a browser would get.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HTTPError, type KyInstance } from 'ky';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  configureHttp,
  createHttp,
  handlingNotFound,
  http as defaultHttp,
  readApiError,
  resetHttpConfiguration,
  withIdempotencyKey,
  withoutAuth,
} from '../../src/lib/http.ts';

interface Seen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}
/** `destroy` drops the connection without an answer: a network failure for the client. */
type Reply = { status: number; body?: unknown; destroy?: boolean };
type Route = (request: Seen, hit: number) => Reply | Promise<Reply>;

let server: Server;
let baseUrl: string;
let routes: Map<string, Route>;
let seen: Seen[];
let client: KyInstance;

const hits = (path: string) => seen.filter((request) => request.path === path).length;
const requestsTo = (path: string) => seen.filter((request) => request.path === path);
const route = (path: string, reply: Route) => routes.set(path, reply);
/** Answers the statuses in turn, then the last one again. */
const statuses =
  (...list: number[]): Route =>
  (_request, hit) => ({ status: list[Math.min(hit, list.length) - 1] ?? 500, body: { ok: hit } });

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      const request: Seen = {
        method: req.method ?? '',
        path,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      seen.push(request);
      const answer: Route = routes.get(path) ?? (() => ({ status: 200, body: {} }));
      void Promise.resolve(answer(request, hits(path))).then((reply) => {
        if (reply.destroy) {
          req.socket.destroy();
          return;
        }
        const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {});
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(text);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  routes = new Map();
  seen = [];
  resetHttpConfiguration();
  // Tiny, fixed retry delay: the retry tests take milliseconds.
  client = createHttp({ prefixUrl: `${baseUrl}/api`, retryDelay: () => 1 });
  // 'access denied' is logged on purpose; keep the output clean and let tests assert it.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The error a call fails with (the test fails if it succeeds). */
async function failure(call: Promise<unknown>): Promise<HTTPError> {
  const error = await call.then(
    () => expect.fail('the call should have failed'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HTTPError);
  return error as HTTPError;
}

describe('prefix and headers', () => {
  it('sends paths under the /api prefix', async () => {
    expect(await client.get('courses/overview/2025').json()).toEqual({});
    expect(seen.map((request) => request.path)).toEqual(['/api/courses/overview/2025']);
  });

  it('the browser instance uses the /api prefix of the page', () => {
    // Node has no page to resolve '/api' against: the relative URL is what is built.
    expect(() => defaultHttp.get('/course/1')).toThrow('must not begin with a slash');
  });

  it('GET and HEAD carry no-cache headers, POST does not', async () => {
    await client.get('faq');
    await client.head('cart');
    await client.post('cart', { json: { positions: [] } });
    const [get, head, post] = seen;
    for (const request of [get, head]) {
      expect(request?.headers['cache-control']).toBe('no-cache');
      expect(request?.headers.pragma).toBe('no-cache');
    }
    expect(post?.headers.pragma).toBeUndefined();
    expect(post?.headers['cache-control']).toBeUndefined();
  });

  it('sends the bearer token when one is available', async () => {
    configureHttp({ getAccessToken: () => 'token-1' });
    await client.get('customers/7');
    expect(seen[0]?.headers.authorization).toBe('Bearer token-1');
  });

  it('reads an async token source (oidc-client-ts is async)', async () => {
    configureHttp({ getAccessToken: () => Promise.resolve('token-2') });
    await client.get('customers/7');
    expect(seen[0]?.headers.authorization).toBe('Bearer token-2');
  });

  it('sends no bearer header without a token', async () => {
    await client.get('faq');
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('an excluded call has no bearer header and no opt-out marker on the wire', async () => {
    configureHttp({ getAccessToken: () => 'token-1' });
    await client.get('configuration', withoutAuth({ searchParams: { aid: 'x' } }));
    const headers = seen[0]?.headers ?? {};
    expect(headers.authorization).toBeUndefined();
    expect(Object.keys(headers).filter((name) => /skip|auth/i.test(name))).toEqual([]);
    expect(Object.values(headers).join(' ')).not.toMatch(/skip/i);
  });

  it("sends X-Auth on a guest's cart calls and X-Order on every call when guest tokens are set", async () => {
    configureHttp({ getGuestToken: () => 'guest-1', getGuestOrderToken: () => 'order-1' });
    await client.post('cart', { json: { positions: [], voucherCodes: [] } });
    await client.head('cart');
    await client.get('cart/payment-methods');
    for (const request of seen)
      expect([request.path, request.headers['x-auth'], request.headers['x-order']]).toEqual([
        request.path,
        'guest-1',
        'order-1',
      ]);
  });

  it("sends the guest token on no other call: only the cart calls are the guest cart's", async () => {
    const getGuestToken = vi.fn(() => 'guest-1');
    configureHttp({ getGuestToken, getGuestOrderToken: () => 'order-1' });
    await client.get('guest-order/guest');
    await client.get('course/7');
    await client.get('cartoons');
    expect(seen.map((request) => request.headers['x-auth'])).toEqual([undefined, undefined, undefined]);
    expect(seen[0]?.headers['x-order']).toBe('order-1');
    // Not even asked for: a guest who never touches a cart gets no token.
    expect(getGuestToken).not.toHaveBeenCalled();
  });

  it("sends no guest token with a bearer token: a signed-in customer's cart is meant", async () => {
    const getGuestToken = vi.fn(() => 'guest-1');
    configureHttp({ getAccessToken: () => 'token-1', getGuestToken });
    await client.get('cart');
    expect(seen[0]?.headers.authorization).toBe('Bearer token-1');
    expect(seen[0]?.headers['x-auth']).toBeUndefined();
    expect(getGuestToken).not.toHaveBeenCalled();
  });

  it('sends no guest headers when no guest tokens are set', async () => {
    await client.get('cart');
    expect(seen[0]?.headers['x-auth']).toBeUndefined();
    expect(seen[0]?.headers['x-order']).toBeUndefined();
  });
});

describe('retries', () => {
  it('a 503 twice then 200 succeeds after 2 retries', async () => {
    route('/api/search', statuses(503, 503, 200));
    expect(await client.get('search').json()).toEqual({ ok: 3 });
    expect(hits('/api/search')).toBe(3);
  });

  it('three 503s fail after 3 hits', async () => {
    route('/api/search', statuses(503));
    const error = await failure(client.get('search'));
    expect(error.response.status).toBe(503);
    expect(hits('/api/search')).toBe(3);
  });

  it('other 4xx failures are retried as well (spec §8: "other failures")', async () => {
    route('/api/search', statuses(400, 200));
    await client.get('search');
    expect(hits('/api/search')).toBe(2);
  });

  it('a network failure is retried', async () => {
    route('/api/search', (_request, hit) => (hit === 1 ? { status: 0, destroy: true } : { status: 200 }));
    await client.get('search');
    expect(hits('/api/search')).toBe(2);
  });

  it.each([402, 406, 412])('%i fails at once', async (status) => {
    route('/api/order/summary', statuses(status));
    const error = await failure(client.get('order/summary'));
    expect(error.response.status).toBe(status);
    expect(hits('/api/order/summary')).toBe(1);
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)('%s is not retried by default', async (method) => {
    route('/api/order', statuses(503, 200));
    await failure(client(`order`, { method }));
    expect(hits('/api/order')).toBe(1);
  });

  it('a POST with an Idempotency-Key is retried with the same key and body', async () => {
    route('/api/order/manuel', statuses(503, 200));
    const call = client.post('order/manuel', withIdempotencyKey('key-1', { json: { title: 'Kurs' } }));
    expect(await call.json()).toEqual({ ok: 2 });
    const attempts = requestsTo('/api/order/manuel');
    expect(attempts).toHaveLength(2);
    for (const attempt of attempts) {
      expect(attempt.headers['idempotency-key']).toBe('key-1');
      expect(attempt.body).toBe('{"title":"Kurs"}');
    }
  });

  it("withIdempotencyKey keeps the caller's headers and retry limit", async () => {
    route('/api/order', statuses(503));
    const options = withIdempotencyKey('key-2', { headers: { 'X-Trace': 't' }, retry: 1 });
    await failure(client.put('order', options));
    expect(hits('/api/order')).toBe(2);
    expect(seen[0]?.headers['x-trace']).toBe('t');
  });
});

describe('401: single-flight refresh, then once more, else login', () => {
  /** Answers 200 only to the renewed token. */
  const needsFreshToken: Route = (request) =>
    request.headers.authorization === 'Bearer fresh' ? { status: 200, body: { ok: true } } : { status: 401 };

  it('logs access denied, refreshes once and repeats the request with the new token', async () => {
    let token = 'stale';
    const refreshAccessToken = vi.fn(async () => (token = 'fresh'));
    const login = vi.fn();
    configureHttp({ getAccessToken: () => token, refreshAccessToken, login });
    route('/api/customers/7', needsFreshToken);

    expect(await client.get('customers/7').json()).toEqual({ ok: true });

    expect(console.warn).toHaveBeenCalledWith('access denied', 'GET', `${baseUrl}/api/customers/7`);
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(requestsTo('/api/customers/7').map((request) => request.headers.authorization)).toEqual([
      'Bearer stale',
      'Bearer fresh',
    ]);
    expect(login).not.toHaveBeenCalled();
  });

  it('repeats a POST with its body', async () => {
    configureHttp({ getAccessToken: () => 'stale', refreshAccessToken: async () => 'fresh' });
    route('/api/order/status', needsFreshToken);
    await client.post('order/status', { json: { id: 1, status: 'PAID' } });
    expect(requestsTo('/api/order/status').map((request) => request.body)).toEqual([
      '{"id":1,"status":"PAID"}',
      '{"id":1,"status":"PAID"}',
    ]);
  });

  it('two concurrent 401s share ONE refresh', async () => {
    let token = 'stale';
    const refreshAccessToken = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return (token = 'fresh');
    });
    configureHttp({ getAccessToken: () => token, refreshAccessToken });
    // Hold the first 401 until the second request arrives, so both answers land together.
    let releaseFirst: () => void = () => undefined;
    const bothArrived = new Promise<void>((resolve) => (releaseFirst = resolve));
    route('/api/favorites', async (request, hit) => {
      if (request.headers.authorization === 'Bearer fresh') return { status: 200 };
      if (hit === 1) await bothArrived;
      else releaseFirst();
      return { status: 401 };
    });

    const answers = await Promise.all([client.get('favorites'), client.get('favorites')]);

    expect(answers.map((response) => response.status)).toEqual([200, 200]);
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(hits('/api/favorites')).toBe(4);
  });

  it('a 401 after another call already refreshed repeats with the current token, no refresh', async () => {
    // The request went out with the old token; by the time its 401 arrives the token is new.
    let token = 'stale';
    const refreshAccessToken = vi.fn(async () => 'other');
    configureHttp({ getAccessToken: () => token, refreshAccessToken });
    route('/api/bookmarks', (request) => {
      if (request.headers.authorization === 'Bearer fresh') return { status: 200 };
      token = 'fresh';
      return { status: 401 };
    });
    await client.get('bookmarks');
    expect(refreshAccessToken).not.toHaveBeenCalled();
    expect(hits('/api/bookmarks')).toBe(2);
  });

  it('a failed refresh calls login, and the caller sees the 401', async () => {
    const login = vi.fn();
    configureHttp({ getAccessToken: () => 'stale', refreshAccessToken: async () => null, login });
    route('/api/customers/7', statuses(401));
    const error = await failure(client.get('customers/7'));
    expect(error.response.status).toBe(401);
    expect(login).toHaveBeenCalledTimes(1);
    expect(hits('/api/customers/7')).toBe(1);
  });

  it('a rejected refresh calls login', async () => {
    const login = vi.fn();
    configureHttp({ refreshAccessToken: () => Promise.reject(new Error('invalid_grant')), login });
    route('/api/customers/7', statuses(401));
    await failure(client.get('customers/7'));
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('the default configuration (no refresh) ends in login', async () => {
    const login = vi.fn();
    configureHttp({ login });
    route('/api/customers/7', statuses(401));
    await failure(client.get('customers/7'));
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('a 401 again after the refresh calls login, without a second refresh', async () => {
    const refreshAccessToken = vi.fn(async () => 'fresh');
    const login = vi.fn();
    configureHttp({ getAccessToken: () => 'stale', refreshAccessToken, login });
    route('/api/customers/7', statuses(401));
    const error = await failure(client.get('customers/7'));
    expect(error.response.status).toBe(401);
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(login).toHaveBeenCalledTimes(1);
    expect(hits('/api/customers/7')).toBe(2);
  });

  it('an excluded call gets its 401 without refresh or login', async () => {
    const refreshAccessToken = vi.fn(async () => 'fresh');
    const login = vi.fn();
    configureHttp({ getAccessToken: () => 'stale', refreshAccessToken, login });
    route('/api/messages', statuses(401));
    await failure(client.get('messages', withoutAuth()));
    expect(refreshAccessToken).not.toHaveBeenCalled();
    expect(login).not.toHaveBeenCalled();
    expect(hits('/api/messages')).toBe(1);
  });

  it('a throwing login handler does not replace the 401 the caller sees', async () => {
    configureHttp({
      login: () => {
        throw new Error('router not ready');
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    route('/api/customers/7', statuses(401));
    const error = await failure(client.get('customers/7'));
    expect(error.response.status).toBe(401);
  });
});

describe('404', () => {
  it('calls onNotFound once and still throws to the caller; a 404 is not retried', async () => {
    const onNotFound = vi.fn();
    configureHttp({ onNotFound });
    route('/api/course/99', statuses(404));
    const error = await failure(client.get('course/99'));
    expect(error.response.status).toBe(404);
    expect(onNotFound).toHaveBeenCalledTimes(1);
    expect(onNotFound).toHaveBeenCalledWith(`${baseUrl}/api/course/99`);
    expect(hits('/api/course/99')).toBe(1);
  });

  it('does not call onNotFound for a blog request', async () => {
    const onNotFound = vi.fn();
    configureHttp({ onNotFound });
    route('/api/blog/posts/1', statuses(404));
    await failure(client.get('blog/posts/1'));
    expect(onNotFound).not.toHaveBeenCalled();
  });

  it('does not call onNotFound for a call that handles its own 404', async () => {
    const onNotFound = vi.fn();
    configureHttp({ onNotFound });
    route('/api/newsletter/confirmation', statuses(404));
    const error = await failure(client.post('newsletter/confirmation', handlingNotFound({ json: { token: 'x' } })));
    expect(error.response.status).toBe(404);
    expect(onNotFound).not.toHaveBeenCalled();
  });

  it('without a window the default handler does nothing (the error still arrives)', async () => {
    route('/api/course/99', statuses(404));
    const error = await failure(client.get('course/99'));
    expect(error.response.status).toBe(404);
  });
});

describe('readApiError', () => {
  it('reads the API error shape and leaves the body readable', async () => {
    const body = { statusCode: 422, code: 'INVALID_EMAIL', message: 'E-Mail ungültig', field: 'email' };
    route('/api/newsletter', () => ({ status: 422, body }));
    const error = await failure(client.put('newsletter', { json: { email: 'x' } }));
    expect(await readApiError(error)).toEqual(body);
    expect(await error.response.json()).toEqual(body);
  });

  it('gives null for a body of another shape, a non-JSON body and a non-HTTP error', async () => {
    route('/api/a', () => ({ status: 409, body: { error: 'nope' } }));
    route('/api/b', () => ({ status: 409, body: 'not json' }));
    expect(await readApiError(await failure(client.get('a', { retry: 0 })))).toBeNull();
    expect(await readApiError(await failure(client.get('b', { retry: 0 })))).toBeNull();
    expect(await readApiError(new Error('offline'))).toBeNull();
  });
});

describe('configuration', () => {
  it('configureHttp keeps handlers that are not given; reset forgets them', async () => {
    configureHttp({ getAccessToken: () => 'token-1' });
    configureHttp({ getGuestOrderToken: () => 'order-1' });
    await client.get('cart');
    expect(seen[0]?.headers.authorization).toBe('Bearer token-1');
    expect(seen[0]?.headers['x-order']).toBe('order-1');

    resetHttpConfiguration();
    configureHttp({ getGuestToken: () => 'guest-1' });
    await client.get('cart');
    expect(seen[1]?.headers['x-auth']).toBe('guest-1');
    resetHttpConfiguration();
    await client.get('cart');
    expect(seen[2]?.headers.authorization).toBeUndefined();
    expect(seen[2]?.headers['x-auth']).toBeUndefined();
    expect(seen[2]?.headers['x-order']).toBeUndefined();
  });
});
