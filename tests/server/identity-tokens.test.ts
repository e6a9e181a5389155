/**
 * Bearer tokens at the API (plugins/auth.ts): request.identity from a valid access token, the guest
 * without one, 401 for expired, foreign-issuer, foreign-audience, tampered, unsigned and id tokens;
 * requireRole; and the login rate limit.
 */
import { generateKeyPairSync } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT, importJWK, type JWK as JoseJwk } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../../src/server/errors.ts';
import identity from '../../src/server/identity/plugin.ts';
import auth, { requireLogin, requireRole } from '../../src/server/plugins/auth.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import {
  AUDIENCE, Browser, DEMO_CUSTOMER, DEMO_STAFF, ISSUER, claimsOf, formAction, location, signIn, startAuthorization, type Tokens,
} from '../support/identity.ts';

let server: TestServer;
/** A second app on the same database — like another instance behind the load balancer — with probe routes. */
let probe: FastifyInstance;
let customer: Tokens;
let staff: Tokens;
let signingKey: JoseJwk;

beforeAll(async () => {
  server = await startTestServer({ courses: 5 });
  probe = Fastify({ logger: false });
  probe.decorate('db', server.database.db);
  probe.decorate('settings', server.app.settings);
  probe.setErrorHandler(errorHandler);
  await probe.register(identity);
  await probe.register(async (api) => {
    await api.register(auth);
    api.get('/whoami', async (request) => request.identity);
    api.get('/signed-in', { preHandler: requireLogin }, async () => ({ ok: true }));
    api.get('/staff-only', { preHandler: requireRole('organizer_staff') }, async () => ({ ok: true }));
  }, { prefix: '/api' });
  await probe.ready();

  customer = await signIn(new Browser(server.app), DEMO_CUSTOMER);
  staff = await signIn(new Browser(server.app), DEMO_STAFF);
  const [row] = await server.database.db.query<{ value: JoseJwk[] | string }>(
    "select value from identity_secret where name = 'signing-keys'",
  );
  signingKey = (typeof row!.value === 'string' ? JSON.parse(row!.value) : row!.value)[0];
});
afterAll(async () => {
  await probe?.close();
  await server?.close();
});

const whoami = (authorization?: string) =>
  probe.inject({ url: '/api/whoami', headers: authorization ? { authorization } : {} });

/** An access token as our provider would sign it, with claims to taste. */
async function forge(claims: Record<string, unknown>, options: { key?: JoseJwk; typ?: string; exp?: number } = {}) {
  const key = options.key ?? signingKey;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ customer_id: 7, roles: ['customer'], client_id: 'kursmarkt-spa', ...claims })
    .setProtectedHeader({ alg: 'RS256', typ: options.typ ?? 'at+jwt', kid: key.kid })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject('7')
    .setIssuedAt(now - 60)
    .setExpirationTime(options.exp ?? now + 240)
    .sign(await importJWK(key, 'RS256'));
}

function expectUnauthorized(response: Awaited<ReturnType<typeof whoami>>) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED', message: expect.any(String) });
  expect(response.headers['www-authenticate']).toContain('Bearer');
}

describe('request.identity', () => {
  it('is the guest (customer id 0, no roles) without a token', async () => {
    const response = await whoami();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ customerId: 0, roles: [] });
  });

  it('carries customer id and roles of a valid access token, on any instance', async () => {
    const claims = claimsOf(customer.access_token);
    const response = await whoami(`Bearer ${customer.access_token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ customerId: claims.customer_id, roles: ['customer'], subject: claims.sub });
  });

  it('carries the organizer of an organizer-staff account', async () => {
    const response = await whoami(`Bearer ${staff.access_token}`);
    expect(response.json()).toMatchObject({ roles: ['organizer_staff'], organizerId: 1 });
  });

  it('accepts a token forged with the right key, issuer and audience (the test itself is sound)', async () => {
    expect((await whoami(`Bearer ${await forge({})}`)).json()).toMatchObject({ customerId: 7, roles: ['customer'] });
  });
});

describe('401 for tokens that prove nothing', () => {
  it('an expired token', async () => {
    const expired = await forge({}, { exp: Math.floor(Date.now() / 1000) - 30 });
    const response = await whoami(`Bearer ${expired}`);
    expectUnauthorized(response);
    expect(response.json().message).toMatch(/expired/);
  });

  it('a token of another issuer', async () => {
    const token = await new SignJWT({ customer_id: 7, roles: ['customer'] })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: signingKey.kid })
      .setIssuer('https://other-issuer.example/oidc').setAudience(AUDIENCE).setSubject('7').setIssuedAt().setExpirationTime('4m')
      .sign(await importJWK(signingKey, 'RS256'));
    expectUnauthorized(await whoami(`Bearer ${token}`));
  });

  it('a token for another audience', async () => {
    const token = await new SignJWT({ customer_id: 7 })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: signingKey.kid })
      .setIssuer(ISSUER).setAudience('https://other-api.example').setSubject('7').setIssuedAt().setExpirationTime('4m')
      .sign(await importJWK(signingKey, 'RS256'));
    expectUnauthorized(await whoami(`Bearer ${token}`));
  });

  it('a tampered token (claims changed after signing)', async () => {
    const [header, payload, signature] = customer.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const changed = Buffer.from(JSON.stringify({ ...claims, customer_id: 1, roles: ['organizer_staff'] })).toString('base64url');
    expectUnauthorized(await whoami(`Bearer ${header}.${changed}.${signature}`));
  });

  it('a token signed by another key under our key id', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const foreign = { ...(privateKey.export({ format: 'jwk' }) as JoseJwk), kid: signingKey.kid };
    expectUnauthorized(await whoami(`Bearer ${await forge({}, { key: foreign })}`));
  });

  it('an unsigned token (alg none)', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${encode({ alg: 'none', typ: 'at+jwt' })}.${encode({ iss: ISSUER, aud: AUDIENCE, sub: '7', exp: now + 60 })}.`;
    expectUnauthorized(await whoami(`Bearer ${unsigned}`));
  });

  it('an id token used as access token', async () => {
    expectUnauthorized(await whoami(`Bearer ${customer.id_token}`));
  });

  it('a refresh token or garbage, and an Authorization header that is not Bearer', async () => {
    expectUnauthorized(await whoami(`Bearer ${customer.refresh_token}`));
    expectUnauthorized(await whoami('Bearer kein.gueltiges.token'));
    expectUnauthorized(await whoami('Basic a3VuZGU6cGFzc3dvcnQ='));
  });

  it('answers 401 on the real API too (GET /api/customers/{id})', async () => {
    const expired = await forge({}, { exp: Math.floor(Date.now() / 1000) - 30 });
    const response = await server.app.inject({ url: '/api/customers/7', headers: { authorization: `Bearer ${expired}` } });
    expectUnauthorized(response);
  });
});

describe('requireLogin and requireRole', () => {
  it('401 for the guest', async () => {
    expectUnauthorized(await probe.inject({ url: '/api/signed-in' }));
    expectUnauthorized(await probe.inject({ url: '/api/staff-only' }));
    expectUnauthorized(await server.app.inject({ url: '/api/customers/1' }));
  });

  it('403 for an account without the role, 200 with it', async () => {
    const asCustomer = { authorization: `Bearer ${customer.access_token}` };
    expect((await probe.inject({ url: '/api/signed-in', headers: asCustomer })).statusCode).toBe(200);
    const forbidden = await probe.inject({ url: '/api/staff-only', headers: asCustomer });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    const allowed = await probe.inject({ url: '/api/staff-only', headers: { authorization: `Bearer ${staff.access_token}` } });
    expect(allowed.statusCode).toBe(200);
  });

  it('another customer\'s profile answers 404', async () => {
    const own = claimsOf(customer.access_token).customer_id as number;
    const other = claimsOf(staff.access_token).customer_id as number;
    const headers = { authorization: `Bearer ${customer.access_token}` };
    expect((await server.app.inject({ url: `/api/customers/${own}`, headers })).statusCode).toBe(200);
    const response = await server.app.inject({ url: `/api/customers/${other}`, headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('login rate limit', () => {
  // Runs last in this file: it uses up this client's attempts (LOGIN_RATE_LIMIT, default 10 a minute).
  it('refuses further attempts with 429 and a German page', async () => {
    const b = new Browser(server.app);
    const { start } = await startAuthorization(b);
    const page = await b.get(location(start));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      // Another address each time: the per-account back-off (security-login.test.ts) is not what this tests.
      const response = await b.postForm(formAction(page.body), { email: `niemand-${attempt}@kursmarkt.example`, password: `falsch-${attempt}` });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.body).toContain('Zu viele Versuche');
        break;
      }
    }
    expect(statuses).toContain(401);
    expect(statuses.at(-1)).toBe(429);
  });
});
