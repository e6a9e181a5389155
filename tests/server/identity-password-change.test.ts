/**
 * The embedded provider's change-password page, /oidc/password (issue 11, item 3): German and English,
 * CSRF-safe, the current password checked as a login is (back-off shared with the login, the login's
 * rate-limit bucket), the registration's rules for the new password, and on success every session,
 * grant and refresh token of the account revoked. GET /api/customers/password points to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { createAccount } from '../../src/server/identity/accounts.ts';
import { LOGIN_BACKOFF } from '../../src/server/identity/login-backoff.ts';
import { passwordChangeAddress } from '../../src/server/services/customer.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { Browser, PUBLIC_URL, formAction, location, refresh, signIn, startAuthorization } from '../support/identity.ts';

const PAGE = '/oidc/password';

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

let accounts = 0;
/** A fresh customer account per test, so back-off and revocation in one test do not touch another. */
async function newAccount() {
  accounts += 1;
  const credentials = { email: `wechsel-${accounts}@kursmarkt.example`, password: `Altes-Passwort-${accounts}` };
  const account = await createAccount(server.database.db, { ...credentials, firstName: 'Erika', lastName: 'Wechsel' });
  return { ...credentials, id: account!.id };
}

/** A browser on the change-password page: the form's address and its hidden token. */
async function openForm(browser = new Browser(server.app), url = PAGE) {
  const page = await browser.get(url);
  expect(page.statusCode).toBe(200);
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
  const formToken = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1];
  expect(action).toBeDefined();
  expect(formToken).toBeDefined();
  return { browser, page, action: action!.replace(/&amp;/g, '&'), formToken: formToken! };
}

function change(form: Awaited<ReturnType<typeof openForm>>, fields: { email: string; currentPassword: string; newPassword: string; newPasswordConfirmation?: string }) {
  return form.browser.postForm(form.action, {
    formToken: form.formToken,
    newPasswordConfirmation: fields.newPassword,
    ...fields,
  });
}

/** Whether these credentials sign in at the login page: 303 onwards, 401 wrong, 429 backing off. */
async function loginStatus(credentials: { email: string; password: string }) {
  const browser = new Browser(server.app);
  const { start } = await startAuthorization(browser);
  const page = await browser.get(location(start));
  return (await browser.postForm(formAction(page.body), credentials)).statusCode;
}

describe('the page', () => {
  it('renders in German by default: four labelled fields, a form token, a link back to the shop', async () => {
    const { page } = await openForm();
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('<h1>Passwort ändern</h1>');
    for (const [name, label, autocomplete] of [
      ['email', 'E-Mail-Adresse', 'username'],
      ['currentPassword', 'Aktuelles Passwort', 'current-password'],
      ['newPassword', 'Neues Passwort', 'new-password'],
      ['newPasswordConfirmation', 'Neues Passwort wiederholen', 'new-password'],
    ]) {
      expect(page.body).toContain(`<label for="field-${name}">${label}</label>`);
      expect(page.body).toMatch(new RegExp(`<input id="field-${name}" name="${name}" type="(email|password)" autocomplete="${autocomplete}" required`));
    }
    expect(page.body).toContain('Mindestens 10 Zeichen.');
    expect(page.body).toContain(`<a href="${PUBLIC_URL}/">Zurück zum Shop</a>`);
    // No inline script or style (the CSP forbids them); the page's look comes from the shared stylesheet.
    expect(page.body).not.toMatch(/<script(?! src)|style=/);
    expect(page.body).toContain('<link rel="stylesheet" href="/oidc/static/identity.css">');
    const cookie = String(page.headers['set-cookie']);
    expect(cookie).toMatch(/^_password_form=[A-Za-z0-9_-]{43}; Path=\/oidc\/password; HttpOnly; SameSite=Strict/);
  });

  it('renders in English with ui_locales=en, or for a browser that prefers English', async () => {
    for (const english of [
      () => new Browser(server.app).get(`${PAGE}?ui_locales=en`),
      () => new Browser(server.app).request({ method: 'GET', url: PAGE, headers: { 'accept-language': 'en-GB,en;q=0.9,de;q=0.5' } }),
    ]) {
      const page = await english();
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toContain('<h1>Change password</h1>');
      expect(page.body).toContain('<label for="field-currentPassword">Current password</label>');
      expect(page.body).toContain('action="/oidc/password?ui_locales=en"');
    }
  });
});

describe('cross-site posts', () => {
  it('refuses a post without the page\'s cookie, with another browser\'s token, or from a foreign origin — and changes nothing', async () => {
    const account = await newAccount();
    const fields = { email: account.email, currentPassword: account.password, newPassword: 'Neues-Passwort-123', newPasswordConfirmation: 'Neues-Passwort-123' };
    // Each case from a browser of its own: a refused post hands its browser a fresh cookie.
    const [mine, other, third] = [await openForm(), await openForm(), await openForm()];

    const noCookie = await new Browser(server.app).postForm(PAGE, { ...fields, formToken: mine.formToken });
    const foreignToken = await other.browser.postForm(other.action, { ...fields, formToken: mine.formToken });
    const foreignOrigin = await third.browser.request({
      method: 'POST',
      url: third.action,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: new URLSearchParams({ ...fields, formToken: third.formToken }).toString(),
    });
    for (const refused of [noCookie, foreignToken, foreignOrigin]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain('Das Formular ist abgelaufen.');
      // A fresh form to try again with.
      expect(refused.body).toContain('name="formToken"');
    }
    expect(await loginStatus(account)).toBe(303);
  });
});

describe('the new password', () => {
  it('must be repeated exactly and follow the registration\'s rules; nothing changes otherwise', async () => {
    const account = await newAccount();
    const form = await openForm();
    const mismatch = await change(form, { email: account.email, currentPassword: account.password, newPassword: 'Neues-Passwort-123', newPasswordConfirmation: 'Neues-Passwort-124' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.body).toContain('Die Passwörter stimmen nicht überein.');
    expect(mismatch.body).toMatch(/id="field-newPasswordConfirmation"[^>]*aria-invalid="true"/);

    const short = await change(form, { email: account.email, currentPassword: account.password, newPassword: 'kurz' });
    expect(short.statusCode).toBe(422);
    expect(short.body).toContain('Das Passwort muss mindestens 10 Zeichen lang sein.');
    // The e-mail address is kept, the passwords are not echoed.
    expect(short.body).toContain(`value="${account.email}"`);
    expect(short.body).not.toContain(account.password);

    const english = await openForm(new Browser(server.app), `${PAGE}?ui_locales=en`);
    const englishShort = await change(english, { email: account.email, currentPassword: account.password, newPassword: 'short' });
    expect(englishShort.body).toContain('The password must be at least 10 characters long.');

    expect(await loginStatus(account)).toBe(303);
  });
});

describe('the current password', () => {
  it('is checked like a login: a wrong one is refused, and after 5 failures even the right one is refused with 429 — here and at the login', async () => {
    const account = await newAccount();
    const form = await openForm();
    const wrong = { email: account.email, currentPassword: 'falsches-Passwort', newPassword: 'Neues-Passwort-123' };
    for (let attempt = 0; attempt < LOGIN_BACKOFF.FREE_FAILURES; attempt += 1) {
      const refused = await change(form, wrong);
      expect(refused.statusCode).toBe(401);
      expect(refused.body).toContain('E-Mail-Adresse oder aktuelles Passwort ist falsch.');
    }
    // The back-off now holds the address (the first pause is 1 s; should the machine be slow, a
    // counted failure makes it longer, as at the login).
    let paused;
    for (let attempt = 0; attempt < 10 && paused?.statusCode !== 429; attempt += 1) paused = await change(form, wrong);
    expect(paused!.statusCode).toBe(429);
    const right = await change(form, { ...wrong, currentPassword: account.password });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(right.body).toContain('Zu viele fehlgeschlagene Anmeldungen');
    // The same back-off as the login's: failures on this page hold the login too.
    expect(await loginStatus(account)).toBe(429);
  });

  it('shares the login\'s rate-limit bucket: a client cannot add this page\'s attempts to the login\'s', async () => {
    const defaults = loadConfig({ NODE_ENV: 'test', PUBLIC_URL });
    const limited = await startTestServer({
      courses: 1,
      settings: { identity: { ...defaults.identity, loginRateLimit: { max: 3, timeWindow: '1 minute' } } },
    });
    try {
      const browser = new Browser(limited.app);
      const { start } = await startAuthorization(browser);
      const login = formAction((await browser.get(location(start))).body);
      const form = await openForm(browser);
      const wrongLogin = { email: 'niemand@kursmarkt.example', password: 'falsches-Passwort' };
      const wrongChange = { email: 'niemand@kursmarkt.example', currentPassword: 'falsches-Passwort', newPassword: 'Neues-Passwort-123' };
      const statuses = [
        (await browser.postForm(login, wrongLogin)).statusCode,
        (await browser.postForm(login, wrongLogin)).statusCode,
        (await change(form, wrongChange)).statusCode,
        (await change(form, wrongChange)).statusCode,
        (await browser.postForm(login, wrongLogin)).statusCode,
      ];
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('a successful change', () => {
  it('replaces the password, says so with a link to the shop, and signs the account out everywhere', async () => {
    const account = await newAccount();
    // Signed in on another device before the change.
    const otherDevice = new Browser(server.app);
    const before = await signIn(otherDevice, account);
    expect(before.refresh_token).toBeDefined();
    const [{ n: recordsBefore }] = (await server.database.db.query<{ n: number }>(
      "select count(*)::int as n from oidc_record where model in ('Session', 'Grant', 'RefreshToken') and payload->>'accountId' = $1",
      [String(account.id)],
    )) as [{ n: number }];
    expect(recordsBefore).toBeGreaterThanOrEqual(3);

    const form = await openForm(new Browser(server.app), `${PAGE}?ui_locales=en`);
    const done = await change(form, { email: account.email.toUpperCase(), currentPassword: account.password, newPassword: 'Ganz-neues-Passwort' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('<h1>Password changed</h1>');
    expect(done.body).toContain('You have been signed out on all devices.');
    expect(done.body).toContain(`<a class="button" href="${PUBLIC_URL}/">Back to the shop</a>`);

    expect(await loginStatus({ email: account.email, password: 'Ganz-neues-Passwort' })).toBe(303);
    expect(await loginStatus(account)).toBe(401);

    // The other device's refresh token is refused, and its provider session is gone.
    const refreshed = await refresh(otherDevice, before.refresh_token!);
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json<{ error: string }>().error).toBe('invalid_grant');
    const { start } = await startAuthorization(otherDevice, { extra: { prompt: 'none' } });
    expect(location(start)).toContain('error=login_required');
  });

  it('leaves other accounts signed in', async () => {
    const changing = await newAccount();
    const staying = await newAccount();
    const stayingDevice = new Browser(server.app);
    const tokens = await signIn(stayingDevice, staying);
    const done = await change(await openForm(), { email: changing.email, currentPassword: changing.password, newPassword: 'Ganz-neues-Passwort' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Passwort geändert');
    expect((await refresh(stayingDevice, tokens.refresh_token!)).statusCode).toBe(200);
  });
});

describe('GET /api/customers/password', () => {
  it('answers the change-password page of the embedded provider, which is there', async () => {
    const tokens = await signIn(new Browser(server.app), await newAccount());
    const response = await server.app.inject({ url: '/api/customers/password', headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toBe(`${PUBLIC_URL}/oidc/password`);
    expect((await new Browser(server.app).get(url)).statusCode).toBe(200);
  });

  it('keeps the account console of an external issuer (Keycloak)', () => {
    const defaults = loadConfig({ NODE_ENV: 'test', PUBLIC_URL });
    expect(passwordChangeAddress({ publicUrl: PUBLIC_URL, identity: { ...defaults.identity, externalIssuer: 'https://sso.example/realms/kursmarkt/' } }))
      .toBe('https://sso.example/realms/kursmarkt/account/#/security/signingin');
  });
});
