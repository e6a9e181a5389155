/**
 * Smaller repairs of issue 9 (items 1.6, 2.1): one host name for the shop (PUBLIC_URL), personal
 * answers never cached, and voucher guesses counted per code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../src/shared/cart.ts';
import { loadConfig } from '../../src/server/config.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { Browser, DEMO_CUSTOMER, signIn } from '../support/identity.ts';

const GUEST_TOKEN = 'h'.repeat(40);

let server: TestServer;
let token: string;
beforeAll(async () => {
  // The host check as in production (NODE_ENV=test turns it off for app.inject's 'localhost').
  server = await startTestServer({ courses: 20, settings: { publicHostOnly: true } });
  token = (await signIn(new Browser(server.app), DEMO_CUSTOMER)).access_token;
});
afterAll(async () => {
  await server?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers: { host: 'shop.test', ...headers } });

describe('one host name: PUBLIC_URL', () => {
  it('is on by default, off only under NODE_ENV=test', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).publicHostOnly).toBe(true);
    expect(loadConfig({}).publicHostOnly).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).publicHostOnly).toBe(false);
  });

  it('redirects a page asked on another host name to the same page at PUBLIC_URL', async () => {
    const response = await get('/search?query=Arbeitsrecht', { host: '127.0.0.1:8080' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('http://shop.test/search?query=Arbeitsrecht');
    expect((await get('/dev/mailbox', { host: 'localhost' })).headers.location).toBe('http://shop.test/dev/mailbox');
  });

  it('refuses the API and the provider on another host name (421), whatever X-Forwarded-Host says', async () => {
    for (const url of ['/api/configuration', '/oidc/.well-known/openid-configuration', '/oidc/jwks']) {
      const response = await get(url, { host: 'evil.example' });
      expect(response.statusCode, url).toBe(421);
      expect(response.json()).toMatchObject({ code: 'MISDIRECTED_REQUEST' });
    }
    const posted = await server.app.inject({ method: 'PUT', url: '/api/newsletter', headers: { host: '127.0.0.1' }, payload: { email: 'a@example.org' } });
    expect(posted.statusCode).toBe(421);
    // X-Forwarded-Host from an untrusted sender changes nothing, either way.
    expect((await get('/api/configuration', { 'x-forwarded-host': 'evil.example' })).statusCode).toBe(200);
    expect((await get('/api/configuration', { host: 'evil.example', 'x-forwarded-host': 'shop.test' })).statusCode).toBe(421);
  });

  it('answers PUBLIC_URL\'s host in any letter case and with its default port', async () => {
    expect((await get('/api/configuration', { host: 'SHOP.test' })).statusCode).toBe(200);
    expect((await get('/api/configuration', { host: 'shop.test:80' })).statusCode).toBe(200);
    expect((await get('/oidc/.well-known/openid-configuration')).statusCode).toBe(200);
  });
});

describe('personal answers are not stored by caches', () => {
  it('sends no-store with a bearer token, a guest token, and on customer, cart and bookmark calls', async () => {
    const bearer = { authorization: `Bearer ${token}` };
    const asked = [
      await get('/api/bookmarks', bearer),
      await get('/api/cart', bearer),
      await get('/api/cart', { 'x-auth': GUEST_TOKEN }),
      await get('/api/configuration', bearer),
      await server.app.inject({ method: 'HEAD', url: '/api/cart', headers: { host: 'shop.test', 'x-auth': GUEST_TOKEN } }),
      await get('/api/customers/1'),
    ];
    for (const response of asked) expect(response.headers['cache-control'], response.body).toBe('no-store');
  });

  it('leaves public answers cacheable as before', async () => {
    expect((await get('/api/configuration')).headers['cache-control']).not.toBe('no-store');
  });
});

describe('voucher codes on POST /api/cart', () => {
  const price = (voucherCodes: string[], headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url: '/api/cart', headers: { host: 'shop.test', ...headers }, payload: { positions: [], voucherCodes } });

  it('count per code, not per call, toward VOUCHER_RATE_LIMIT; the same codes again cost nothing', async () => {
    const max = loadConfig({}).voucherRateLimit.max;
    const codes = (from: number, count: number) => Array.from({ length: count }, (_, index) => `GUESS${from + index}`);
    const statuses: number[] = [];
    for (let call = 0; call < max / 10; call += 1) statuses.push((await price(codes(call * 10, 10))).statusCode);
    statuses.push((await price(codes(0, 10))).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const over = await price(codes(max, 1));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'TOO_MANY_VOUCHER_CODES' });
    expect(over.headers['retry-after']).toBe('60');
    // The same budget holds for GET /api/cart/voucher/{code}.
    expect((await get('/api/cart/voucher/ANOTHER', { 'x-auth': GUEST_TOKEN })).statusCode).toBe(429);
  });

  it('tell a guest only NOT_REDEEMABLE, a signed-in customer the reason', async () => {
    // Another server: the budget of the test above is used up for this client.
    const fresh = await startTestServer({ courses: 5 });
    try {
      const post = (headers: Record<string, string>) =>
        fresh.app.inject({ method: 'POST', url: '/api/cart', headers, payload: { positions: [], voucherCodes: ['ABGELAUFEN', 'GIBTESNICHT'] } });
      expect((await post({})).json<Cart>().rejectedVoucher).toEqual([
        { code: 'ABGELAUFEN', reason: 'NOT_REDEEMABLE' },
        { code: 'GIBTESNICHT', reason: 'NOT_REDEEMABLE' },
      ]);
      const customer = (await signIn(new Browser(fresh.app), DEMO_CUSTOMER)).access_token;
      expect((await post({ authorization: `Bearer ${customer}` })).json<Cart>().rejectedVoucher).toEqual([
        { code: 'ABGELAUFEN', reason: 'EXPIRED' },
        { code: 'GIBTESNICHT', reason: 'UNKNOWN' },
      ]);
    } finally {
      await fresh.close();
    }
  });
});
