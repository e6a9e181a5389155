/**
 * The embedded OpenID provider driven over HTTP as a browser and the SPA would: discovery, the
 * authorization code flow with PKCE S256 through our German login page, tokens, refresh rotation,
 * silent login, logout, registration, cancel — on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeProtectedHeader } from 'jose';
import { loadConfig } from '../../src/server/config.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import {
  AUDIENCE, Browser, CLIENT_ID, DEMO_CUSTOMER, ISSUER, PUBLIC_URL, REDIRECT_URI, authorizeUrl, claimsOf, exchangeCode,
  followToCallback, formAction, location, pkcePair, refresh, signIn, startAuthorization, type Tokens,
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

const browser = () => new Browser(server.app);

describe('discovery', () => {
  it('publishes the issuer under /oidc with code flow, PKCE S256 only, end_session and a JWKS', async () => {
    const response = await browser().get('/oidc/.well-known/openid-configuration');
    expect(response.statusCode).toBe(200);
    const metadata = response.json<Record<string, unknown>>();
    expect(metadata.issuer).toBe(ISSUER);
    expect(metadata.authorization_endpoint).toBe(`${ISSUER}/auth`);
    expect(metadata.token_endpoint).toBe(`${ISSUER}/token`);
    expect(metadata.end_session_endpoint).toBe(`${ISSUER}/session/end`);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.response_types_supported).toEqual(['code']);
    const jwks = (await browser().get('/oidc/jwks')).json<{ keys: Record<string, unknown>[] }>();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('GET /api/configuration names the same issuer and client id, and the API as the resource to ask tokens for', async () => {
    const configuration = (await server.app.inject({ url: '/api/configuration' })).json<{ identity: unknown; client: string }>();
    expect(configuration.identity).toEqual({ issuer: ISSUER, clientId: CLIENT_ID, resource: AUDIENCE });
    expect(configuration.client).toBe(CLIENT_ID);
  });
});

describe('authorization code flow with PKCE', () => {
  let tokens: Tokens;
  let user: Browser;
  beforeAll(async () => {
    user = browser();
    tokens = await signIn(user, DEMO_CUSTOMER);
  });

  it('shows our German login page, without inline script, under the shop CSP', async () => {
    const visitor = browser();
    const { start } = await startAuthorization(visitor);
    expect(start.statusCode).toBe(303);
    expect(location(start)).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    const page = await visitor.get(location(start));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('<label for="field-email">E-Mail-Adresse</label>');
    expect(page.body).toContain('<label for="field-password">Passwort</label>');
    expect(page.body).toContain('Jetzt registrieren');
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(page.body).not.toMatch(/\sstyle=/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(page.headers['content-security-policy'])).not.toContain('unsafe-inline');
    const css = await visitor.get('/oidc/static/identity.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
  });

  it('answers in English when the SPA asks with ui_locales=en', async () => {
    const b = browser();
    const { start } = await startAuthorization(b, { extra: { ui_locales: 'en' } });
    const page = await b.get(location(start));
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('E-mail address');
  });

  it('issues a short-lived JWT access token for the API with the customer id and roles', async () => {
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBeLessThanOrEqual(300);
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ typ: 'at+jwt', alg: 'RS256' });
    const claims = claimsOf(tokens.access_token);
    expect(claims.iss).toBe(ISSUER);
    expect(claims.aud).toBe(AUDIENCE);
    expect(claims.client_id).toBe(CLIENT_ID);
    expect(claims.customer_id).toEqual(expect.any(Number));
    expect(claims.sub).toBe(String(claims.customer_id));
    expect(claims.roles).toEqual(['customer']);
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(300);
  });

  it('issues an id token with name and e-mail claims, and a refresh token', async () => {
    const id = claimsOf(tokens.id_token!);
    expect(id.iss).toBe(ISSUER);
    expect(id.aud).toBe(CLIENT_ID);
    expect(id.nonce).toBe('nonce-1');
    expect(id).toMatchObject({
      email: DEMO_CUSTOMER.email,
      given_name: 'Clara',
      family_name: 'Kunde',
      name: 'Clara Kunde',
      roles: ['customer'],
    });
    expect(tokens.refresh_token).toEqual(expect.any(String));
  });

  it('lets the API read the signed-in customer with the access token', async () => {
    const customerId = claimsOf(tokens.access_token).customer_id as number;
    const response = await server.app.inject({
      url: `/api/customers/${customerId}`,
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: customerId, email: DEMO_CUSTOMER.email, name: 'Clara', lastname: 'Kunde' });
  });

  it('rotates refresh tokens: the new one works, the used one is refused', async () => {
    const first = await refresh(user, tokens.refresh_token!);
    expect(first.statusCode).toBe(200);
    const rotated = first.json<Tokens>();
    expect(rotated.refresh_token).toEqual(expect.any(String));
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    expect(claimsOf(rotated.access_token).customer_id).toBe(claimsOf(tokens.access_token).customer_id);

    const reused = await refresh(user, tokens.refresh_token!);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('signs in silently (prompt=none) while the provider session lasts', async () => {
    const pair = pkcePair();
    const response = await user.get(authorizeUrl({ challenge: pair.challenge, extra: { prompt: 'none' } }));
    const callback = await followToCallback(user, response);
    expect(callback.searchParams.get('error')).toBeNull();
    const token = await exchangeCode(user, callback.searchParams.get('code')!, pair.verifier);
    expect(token.statusCode).toBe(200);
  });
});

describe('PKCE is required', () => {
  const errorOf = (response: { headers: Record<string, unknown> }) => new URL(String(response.headers.location)).searchParams;

  it('refuses code_challenge_method=plain', async () => {
    const { challenge } = pkcePair();
    const response = await browser().get(authorizeUrl({ challenge, method: 'plain' }));
    expect(response.statusCode).toBe(303);
    expect(location(response).startsWith(REDIRECT_URI)).toBe(true);
    expect(errorOf(response).get('error')).toBe('invalid_request');
  });

  it('refuses an authorization request without a code challenge', async () => {
    const response = await browser().get(authorizeUrl({}));
    expect(errorOf(response).get('error')).toBe('invalid_request');
    expect(errorOf(response).get('error_description')).toMatch(/PKCE/);
  });

  it('refuses a code exchanged with a wrong or missing verifier', async () => {
    const b = browser();
    const { start } = await startAuthorization(b);
    const page = await b.get(location(start));
    const callback = await followToCallback(b, await b.postForm(formAction(page.body), DEMO_CUSTOMER));
    const code = callback.searchParams.get('code')!;
    const wrong = await exchangeCode(b, code, pkcePair().verifier);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a redirect URI that is not registered', async () => {
    const { challenge } = pkcePair();
    const response = await browser().get(authorizeUrl({ challenge, redirectUri: 'https://evil.example/callback' }));
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
  });
});

describe('login page', () => {
  it('refuses a wrong password with the German message and keeps the address', async () => {
    const b = browser();
    const { start } = await startAuthorization(b);
    const page = await b.get(location(start));
    const response = await b.postForm(formAction(page.body), { email: DEMO_CUSTOMER.email, password: 'falsch-falsch' });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('E-Mail-Adresse oder Passwort ist falsch.');
    expect(response.body).toContain('role="alert"');
    expect(response.body).toContain(`value="${DEMO_CUSTOMER.email}"`);
    expect(response.body).not.toContain('falsch-falsch');
  });

  it('gives the same answer for an unknown address, and accepts the address in any letter case', async () => {
    const b = browser();
    const { start, pair } = await startAuthorization(b);
    const page = await b.get(location(start));
    const unknown = await b.postForm(formAction(page.body), { email: 'niemand@kursmarkt.example', password: 'irgendwas-123' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toContain('E-Mail-Adresse oder Passwort ist falsch.');
    const upper = await b.postForm(formAction(page.body), { email: DEMO_CUSTOMER.email.toUpperCase(), password: DEMO_CUSTOMER.password });
    const callback = await followToCallback(b, upper);
    expect((await exchangeCode(b, callback.searchParams.get('code')!, pair.verifier)).statusCode).toBe(200);
  });

  it('answers an expired or unknown interaction with a German page', async () => {
    const response = await browser().get('/oidc/interaction/unbekannt');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Anmeldung abgelaufen');
  });

  it('cancel returns to the SPA with access_denied', async () => {
    const b = browser();
    const { start } = await startAuthorization(b);
    const uid = location(start).split('/').pop()!;
    const callback = await followToCallback(b, await b.postForm(`/oidc/interaction/${uid}/abort`, {}));
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('state-1');
  });
});

describe('registration', () => {
  const newCustomer = {
    firstName: 'Paula',
    lastName: 'Neumann',
    email: 'Paula.Neumann@kanzlei.example',
    password: 'sicheres-Passwort-1',
    passwordConfirmation: 'sicheres-Passwort-1',
  };

  async function registrationPage(b: Browser, extra: Record<string, string> = {}) {
    const { start, pair } = await startAuthorization(b, { extra });
    const uid = location(start).split('/').pop()!;
    return { page: await b.get(`/oidc/interaction/${uid}/register`), uid, pair };
  }

  it('has accessible, German fields', async () => {
    const { page } = await registrationPage(browser());
    expect(page.statusCode).toBe(200);
    for (const label of ['Vorname', 'Nachname', 'E-Mail-Adresse', 'Passwort', 'Passwort wiederholen']) {
      expect(page.body).toContain(`">${label}</label>`);
    }
    expect(page.body).toContain('autocomplete="new-password"');
    expect(page.body).toContain('Mindestens 10 Zeichen.');
  });

  it('opens directly with screen=register', async () => {
    const b = browser();
    const { start } = await startAuthorization(b, { extra: { screen: 'register' } });
    const page = await b.get(location(start));
    expect(page.body).toContain('<h1>Registrieren</h1>');
  });

  it('explains invalid input in German', async () => {
    const b = browser();
    const { page } = await registrationPage(b);
    const response = await b.postForm(formAction(page.body), {
      firstName: '',
      lastName: 'Neumann',
      email: 'keine-adresse',
      password: 'kurz',
      passwordConfirmation: 'kurz',
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Bitte füllen Sie dieses Feld aus.');
    expect(response.body).toContain('Bitte geben Sie eine gültige E-Mail-Adresse an!');
    expect(response.body).toContain('Das Passwort muss mindestens 10 Zeichen lang sein.');
    expect(response.body).toContain('aria-invalid="true"');
    const mismatch = await b.postForm(formAction(page.body), { ...newCustomer, passwordConfirmation: 'anderes-Passwort-2' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.body).toContain('Die Passwörter stimmen nicht überein.');
  });

  it('refuses an address that has an account already, in any letter case', async () => {
    const b = browser();
    const { page } = await registrationPage(b);
    const response = await b.postForm(formAction(page.body), { ...newCustomer, email: DEMO_CUSTOMER.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain('Zu dieser E-Mail-Adresse gibt es bereits ein Konto.');
  });

  it('creates the account with a hashed password and signs the new customer in', async () => {
    const b = browser();
    const { page, pair } = await registrationPage(b);
    const response = await b.postForm(formAction(page.body), newCustomer);
    expect(response.statusCode).toBe(303);
    const callback = await followToCallback(b, response);
    const token = await exchangeCode(b, callback.searchParams.get('code')!, pair.verifier);
    expect(token.statusCode).toBe(200);
    const claims = claimsOf(token.json<Tokens>().access_token);
    expect(claims.roles).toEqual(['customer']);

    const [row] = await server.database.db.query<{ id: number; email: string; password_hash: string; roles: string[] }>(
      'select id::int, email, password_hash, roles from account where lower(email) = lower($1)',
      [newCustomer.email],
    );
    expect(row!.id).toBe(claims.customer_id);
    expect(row!.email).toBe(newCustomer.email);
    expect(row!.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(row!.password_hash).not.toContain(newCustomer.password);

    // …and the new password works on the login page.
    const again = browser();
    const tokens = await signIn(again, { email: newCustomer.email, password: newCustomer.password });
    expect(claimsOf(tokens.access_token).customer_id).toBe(row!.id);
  });
});

describe('logout', () => {
  it('ends the provider session: the refresh token and silent login stop working', async () => {
    const b = browser();
    const tokens = await signIn(b, DEMO_CUSTOMER);
    const end = await b.get(
      `/oidc/session/end?${new URLSearchParams({
        id_token_hint: tokens.id_token!,
        post_logout_redirect_uri: `${PUBLIC_URL}/`,
        client_id: CLIENT_ID,
      })}`,
    );
    expect(end.statusCode).toBe(200);
    expect(end.body).toContain('<html lang="de">');
    expect(end.body).toContain('data-auto-confirm');
    expect(end.body).toContain('src="/oidc/static/logout.js"');
    expect(String(end.headers['content-security-policy'])).toContain("script-src 'self'");
    const action = /<form[^>]*action="([^"]+)"/.exec(end.body)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(end.body)![1]!;
    const confirmed = await b.postForm(new URL(action).pathname, { xsrf, logout: 'yes' });
    expect(confirmed.statusCode).toBe(303);
    expect(location(confirmed)).toBe(`${PUBLIC_URL}/`);

    const refreshed = await refresh(b, tokens.refresh_token!);
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json()).toMatchObject({ error: 'invalid_grant' });

    const { challenge } = pkcePair();
    const silent = await b.get(authorizeUrl({ challenge, extra: { prompt: 'none' } }));
    expect(new URL(location(silent)).searchParams.get('error')).toBe('login_required');
  });
});
