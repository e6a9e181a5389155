/**
 * Who the client is (issue 9, item 1.1): X-Forwarded-* headers count only from configured proxies
 * (TRUST_PROXY), so a client cannot pick its own rate-limit bucket; the provider never takes its
 * endpoints from a client's Host or X-Forwarded-Host; a stranger cannot flood an inbox through the shop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../../src/server/config.ts';
import { REQUESTED_MAILS_PER_DAY } from '../../src/server/services/mail.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { Browser, ISSUER, formAction, location, startAuthorization } from '../support/identity.ts';

const GUEST_TOKEN = 'g'.repeat(40);

let server: TestServer;
let behindProxy: TestServer;
beforeAll(async () => {
  server = await startTestServer({ courses: 5 });
  // A shop behind one proxy on the loopback address (TRUST_PROXY=127.0.0.1): app.inject's peer.
  behindProxy = await startTestServer({ courses: 5, settings: { trustProxy: parseTrustProxy('127.0.0.1') } });
});
afterAll(async () => {
  await server?.close();
  await behindProxy?.close();
});

/** Every request claims another client address. */
const forwardedFor = (index: number) => ({ 'x-forwarded-for': `203.0.113.${index}` });

async function wrongLogins(target: TestServer, count: number): Promise<number[]> {
  const browser = new Browser(target.app);
  const { start } = await startAuthorization(browser);
  const action = formAction((await browser.get(location(start))).body);
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await browser.request({
      method: 'POST',
      url: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...forwardedFor(index) },
      payload: new URLSearchParams({ email: `guess-${index}@nowhere.example`, password: 'wrong password' }).toString(),
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('without TRUST_PROXY, X-Forwarded-For does not choose the rate-limit bucket', () => {
  const defaults = loadConfig({ NODE_ENV: 'test' });

  it('trusts no proxy by default', () => {
    expect(defaults.trustProxy).toBe(false);
  });

  it('limits wrong logins although each claims another address', async () => {
    const statuses = await wrongLogins(server, defaults.identity.loginRateLimit.max + 2);
    expect(statuses.slice(0, defaults.identity.loginRateLimit.max).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });

  it('limits voucher checks although each claims another address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= defaults.voucherRateLimit.max; index += 1) {
      const response = await server.app.inject({
        url: `/api/cart/voucher/GUESS${index}`,
        headers: { 'x-auth': GUEST_TOKEN, ...forwardedFor(index) },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits newsletter sign-ups although each claims another address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= defaults.formRateLimit.max; index += 1) {
      const response = await server.app.inject({
        method: 'PUT',
        url: '/api/newsletter',
        headers: forwardedFor(index),
        payload: { email: `reader-${index}@example.org` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  it('counts each forwarded client on its own', async () => {
    const statuses = await wrongLogins(behindProxy, loadConfig({ NODE_ENV: 'test' }).identity.loginRateLimit.max + 2);
    expect(statuses.every((status) => status === 401)).toBe(true);
  });

  it('reads TRUST_PROXY as off, a hop count or an address list, and refuses "true"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
  });
});

describe('the OpenID discovery document', () => {
  it('keeps PUBLIC_URL in every endpoint whatever Host and X-Forwarded-* say', async () => {
    for (const target of [server, behindProxy]) {
      const response = await target.app.inject({
        url: '/oidc/.well-known/openid-configuration',
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      });
      expect(response.statusCode).toBe(200);
      const metadata = response.json<Record<string, unknown>>();
      expect(metadata.issuer).toBe(ISSUER);
      for (const name of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'end_session_endpoint', 'userinfo_endpoint']) {
        expect(String(metadata[name]), name).toMatch(new RegExp(`^${ISSUER}/`));
      }
    }
  });
});

describe('mails a stranger can ask for', () => {
  it(`sends one address at most ${REQUESTED_MAILS_PER_DAY} newsletter confirmations a day, answering alike`, async () => {
    const victim = 'victim@example.org';
    for (let index = 0; index < REQUESTED_MAILS_PER_DAY + 3; index += 1) {
      const response = await behindProxy.app.inject({
        method: 'PUT',
        url: '/api/newsletter',
        headers: forwardedFor(100 + index),
        payload: { email: index % 2 ? victim.toUpperCase() : victim },
      });
      expect(response.statusCode).toBe(204);
    }
    const mails = (await behindProxy.app.inject({ url: '/api/dev/mails' })).json<{ recipient: string }[]>();
    expect(mails.filter((mail) => mail.recipient.toLowerCase() === victim)).toHaveLength(REQUESTED_MAILS_PER_DAY);
  });
});
