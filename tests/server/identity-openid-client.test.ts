/**
 * A relying party nobody on this project wrote — openid-client — against the embedded provider:
 * discovery, authorization code + PKCE S256 through our German login page, userinfo with the code
 * flow's access token, and a refresh that rotates the refresh token. Its HTTP requests are answered by
 * app.inject (openid-client's customFetch); the login page is driven by the cookie-keeping Browser.
 *
 * A client that names no resource gets an OpenID access token (for userinfo); the SPA names the API as
 * its resource (RFC 8707) and gets the API's JWT — both are checked here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oidc from 'openid-client';
import { loadConfig } from '../../src/server/config.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import {
  AUDIENCE,
  Browser,
  CLIENT_ID,
  DEMO_CUSTOMER,
  ISSUER,
  PUBLIC_URL,
  REDIRECT_URI,
  claimsOf,
  followToCallback,
  formAction,
  location,
} from '../support/identity.ts';

let server: TestServer;
beforeAll(async () => {
  const defaults = loadConfig({ NODE_ENV: 'test', PUBLIC_URL });
  server = await startTestServer({
    courses: 5,
    settings: { identity: { ...defaults.identity, loginRateLimit: { max: 1000, timeWindow: '1 minute' } } },
  });
});
afterAll(async () => {
  await server?.close();
});

/** openid-client's HTTP, answered by the app in process (host shop.test, like the Browser). */
const injectedFetch: oidc.CustomFetch = async (url, options) => {
  const target = new URL(url);
  const body = options.body;
  const response = await server.app.inject({
    method: options.method as 'GET' | 'POST',
    url: `${target.pathname}${target.search}`,
    headers: { ...options.headers, host: target.host },
    ...(body === undefined || body === null ? {} : { payload: typeof body === 'string' ? body : String(body) }),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    for (const item of ([] as unknown[]).concat(value ?? [])) headers.append(name, String(item));
  }
  return new Response(response.statusCode === 204 ? null : response.payload, {
    status: response.statusCode,
    headers,
  });
};

async function discover() {
  return oidc.discovery(new URL(ISSUER), CLIENT_ID, undefined, oidc.None(), {
    // The test issuer is http://shop.test; a deployment's is https.
    execute: [oidc.allowInsecureRequests],
    [oidc.customFetch]: injectedFetch,
  });
}

/** The user signs in on our login page; answers the callback address with the code. */
async function signInAt(authorizationUrl: URL): Promise<URL> {
  const browser = new Browser(server.app);
  const start = await browser.get(authorizationUrl.href);
  const page = await browser.get(location(start));
  const submitted = await browser.postForm(formAction(page.body), DEMO_CUSTOMER);
  expect(submitted.statusCode).toBe(303);
  return followToCallback(browser, submitted);
}

async function codeFlow(config: oidc.Configuration, extra: Record<string, string> = {}) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const authorizationUrl = oidc.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile email',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...extra,
  });
  const callback = await signInAt(authorizationUrl);
  return oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state });
}

describe('openid-client against the embedded provider', () => {
  it('discovers the issuer and its userinfo endpoint', async () => {
    const config = await discover();
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(ISSUER);
    expect(metadata.userinfo_endpoint).toBe(`${ISSUER}/me`);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('completes code + PKCE S256, reads userinfo with the access token, and refreshes with rotation', async () => {
    const config = await discover();
    const tokens = await codeFlow(config);
    const claims = tokens.claims()!;
    expect(claims.sub).toMatch(/^\d+$/);

    const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(userinfo).toMatchObject({ sub: claims.sub, email: DEMO_CUSTOMER.email, name: expect.any(String) });

    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).toBeDefined();
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect((await oidc.fetchUserInfo(config, refreshed.access_token, claims.sub)).sub).toBe(claims.sub);
    // Rotated: the first refresh token is spent.
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('gives a client that names the API as its resource (the SPA) the API JWT, also after a refresh', async () => {
    const config = await discover();
    const tokens = await codeFlow(config, { resource: AUDIENCE });
    expect(claimsOf(tokens.access_token)).toMatchObject({
      aud: AUDIENCE,
      iss: ISSUER,
      customer_id: expect.any(Number),
    });
    // An API token is for the API only (RFC 8707): the userinfo endpoint refuses it.
    await expect(oidc.fetchUserInfo(config, tokens.access_token, tokens.claims()!.sub)).rejects.toThrow();

    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(claimsOf(refreshed.access_token)).toMatchObject({ aud: AUDIENCE });
  });
});
