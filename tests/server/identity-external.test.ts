/**
 * An external OpenID provider instead of the embedded one (Keycloak: issuer …/realms/<realm>): the
 * embedded provider is off, /api/configuration names the external issuer and client, and the API
 * verifies tokens against the keys its discovery document points to. A stand-in issuer on 127.0.0.1
 * serves discovery and JWKS the way Keycloak does.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, importJWK, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { identitySettings } from '../../src/server/identity/settings.ts';
import { createTokenVerifier } from '../../src/server/identity/verifier.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const PUBLIC_URL = 'http://shop.test';
const AUDIENCE = `${PUBLIC_URL}/api`;
let keycloak: Server;
let issuer: string;
let server: TestServer;
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const signingKey: JWK = { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: 'realm-key-1', alg: 'RS256', use: 'sig' };
const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicKey } = signingKey;
let discoveryRequests = 0;

beforeAll(async () => {
  keycloak = createServer((request, response) => {
    const base = '/realms/kursmarkt';
    if (request.url === `${base}/.well-known/openid-configuration`) {
      discoveryRequests += 1;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/protocol/openid-connect/certs` }));
    } else if (request.url === `${base}/protocol/openid-connect/certs`) {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ keys: [publicKey] }));
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => keycloak.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(keycloak.address() as AddressInfo).port}/realms/kursmarkt`;
  const settings = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL,
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: 'kursmarkt-shop',
    OIDC_ROLES_CLAIM: 'realm_access.roles',
  });
  server = await startTestServer({ courses: 5, settings });
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => keycloak?.close(resolve));
});

async function keycloakToken(claims: Record<string, unknown>, options: { iss?: string; aud?: string; exp?: string } = {}) {
  return new SignJWT({ typ: 'Bearer', azp: 'kursmarkt-shop', realm_access: { roles: ['customer', 'offline_access'] }, ...claims })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: signingKey.kid })
    .setIssuer(options.iss ?? issuer)
    .setAudience(options.aud ?? AUDIENCE)
    .setSubject('5b3c1e9a-2f4d-4c8e-9a71-3d2f6b8e0c14')
    .setIssuedAt()
    .setExpirationTime(options.exp ?? '5m')
    .sign(await importJWK(signingKey, 'RS256'));
}

const profile = (token: string, id = 42) =>
  server.app.inject({ url: `/api/customers/${id}`, headers: { authorization: `Bearer ${token}` } });

describe('external issuer (Keycloak)', () => {
  it('switches the embedded provider off', async () => {
    expect((await server.app.inject({ url: '/oidc/.well-known/openid-configuration' })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/oidc/auth' })).statusCode).toBe(404);
  });

  it('GET /api/configuration names the external issuer, client id and realm', async () => {
    const configuration = (await server.app.inject({ url: '/api/configuration' })).json<Record<string, unknown>>();
    expect(configuration.identity).toEqual({ issuer, clientId: 'kursmarkt-shop' });
    expect(configuration.client).toBe('kursmarkt-shop');
    expect(configuration.realm).toBe('kursmarkt');
  });

  it('accepts its tokens: customer id from the customer_id claim, roles from realm_access.roles', async () => {
    // Account 42 does not exist in this database: verification passed, and the profile is 404.
    const response = await profile(await keycloakToken({ customer_id: 42 }));
    expect(response.statusCode).toBe(404);
    expect(discoveryRequests).toBe(1);
  });

  it('refuses its tokens for another audience, from another issuer, or expired', async () => {
    for (const token of [
      await keycloakToken({ customer_id: 42 }, { aud: 'account' }),
      await keycloakToken({ customer_id: 42 }, { iss: `${PUBLIC_URL}/oidc` }),
      await keycloakToken({ customer_id: 42 }, { exp: '-1m' }),
    ]) {
      const response = await profile(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('maps claims to the identity (without customer_id a non-numeric subject is customer 0)', async () => {
    const verifier = server.app.signIn.verifier;
    expect(await verifier.identify(await keycloakToken({ customer_id: 42 }))).toEqual({
      customerId: 42,
      roles: ['customer', 'offline_access'],
      subject: '5b3c1e9a-2f4d-4c8e-9a71-3d2f6b8e0c14',
    });
    expect((await verifier.identify(await keycloakToken({}))).customerId).toBe(0);
  });

  it('answers 503 when the issuer cannot be reached', async () => {
    const settings = loadConfig({ NODE_ENV: 'test', PUBLIC_URL, OIDC_ISSUER: 'http://127.0.0.1:9/realms/nirgends' });
    const verifier = createTokenVerifier(identitySettings(settings));
    await expect(verifier.identify(await keycloakToken({}))).rejects.toMatchObject({ statusCode: 503, code: 'IDENTITY_UNAVAILABLE' });
  });
});
