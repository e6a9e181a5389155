/**
 * "Passwort vergessen" at the embedded provider (issue 24 §6): the login page links to it; the answer
 * is the same for a known and an unknown address, and only a known one gets a mail, at most
 * PASSWORD_RESET.PER_DAY a day; the mailed link works once and for an hour (an expired one says so),
 * the new password follows the registration's rules, both forms are CSRF-safe, and afterwards the new
 * password signs in and the old one does not — with every other link of the account spent and every
 * session revoked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import type { SqlValue } from '../../src/server/db/driver.ts';
import { createAccount } from '../../src/server/identity/accounts.ts';
import { LOGIN_BACKOFF } from '../../src/server/identity/login-backoff.ts';
import { PASSWORD_RESET } from '../../src/server/identity/password-reset-tokens.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { Browser, PUBLIC_URL, formAction, location, refresh, signIn, startAuthorization } from '../support/identity.ts';

const FORGOT = '/oidc/password/forgot';
const RESET = '/oidc/password/reset';

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
/** A fresh account per test, so one test's mails, links and back-off do not touch another's. */
async function newAccount() {
  accounts += 1;
  const credentials = { email: `vergessen-${accounts}@kursmarkt.example`, password: `Altes-Passwort-${accounts}` };
  const account = await createAccount(server.database.db, { ...credentials, firstName: 'Vera', lastName: 'Gessen' });
  return { ...credentials, id: account!.id };
}

const query = <T>(sql: string, params: readonly SqlValue[] = []) => server.database.db.query<T>(sql, params);

async function mailsTo(email: string) {
  return query<{ subject: string; text_body: string }>('select subject, text_body from mail_outbox where lower(recipient) = lower($1) order by id', [email]);
}

/** The reset link of the newest mail to the address. */
async function linkFor(email: string): Promise<string> {
  const mails = await mailsTo(email);
  const link = /https?:\/\/\S+\/oidc\/password\/reset\?\S+/.exec(mails.at(-1)?.text_body ?? '')?.[0];
  if (!link) throw new Error(`no reset link mailed to ${email}`);
  return link;
}

const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1];

/** Opens the forgot-password form in a browser and sends the address. */
async function requestLink(email: string, language = 'de', browser = new Browser(server.app)) {
  const page = await browser.get(`${FORGOT}?ui_locales=${language}`);
  expect(page.statusCode).toBe(200);
  return browser.postForm(`${FORGOT}?ui_locales=${language}`, { formToken: hidden(page.body, 'formToken')!, email });
}

/** Opens the mailed link and sends a new password (twice, unless told otherwise). */
async function setPassword(link: string, password: string, confirmation = password, browser = new Browser(server.app)) {
  const page = await browser.get(link);
  if (page.statusCode !== 200) return page;
  return browser.postForm(`${RESET}?ui_locales=${new URL(link).searchParams.get('ui_locales')}`, {
    formToken: hidden(page.body, 'formToken')!,
    token: hidden(page.body, 'token')!,
    password,
    passwordConfirmation: confirmation,
  });
}

/** Whether these credentials sign in at the login page: 303 onwards, 401 wrong, 429 backing off. */
async function loginStatus(credentials: { email: string; password: string }) {
  const browser = new Browser(server.app);
  const { start } = await startAuthorization(browser);
  const page = await browser.get(location(start));
  return (await browser.postForm(formAction(page.body), credentials)).statusCode;
}

describe('the way in', () => {
  it('the login page links to the forgot-password form in its language', async () => {
    for (const [language, text] of [['de', 'Passwort vergessen?'], ['en', 'Forgot your password?']] as const) {
      const browser = new Browser(server.app);
      const { start } = await startAuthorization(browser, { extra: { ui_locales: language } });
      const page = await browser.get(location(start));
      expect(page.body).toContain(`<a href="/oidc/password/forgot?ui_locales=${language}">${text}</a>`);
    }
  });

  it('the form asks for the address, in German or English, without inline script or style', async () => {
    const german = await new Browser(server.app).get(FORGOT);
    expect(german.statusCode).toBe(200);
    expect(german.headers['cache-control']).toBe('no-store');
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain('<h1>Passwort vergessen</h1>');
    expect(german.body).toMatch(/<input id="field-email" name="email" type="email" autocomplete="username" required/);
    expect(german.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(german.body).not.toMatch(/<script(?! src)|style=/);
    expect(String(german.headers['set-cookie'])).toMatch(/^_password_forgot_form=[A-Za-z0-9_-]{43}; Path=\/oidc\/password\/forgot; HttpOnly; SameSite=Strict/);
    const english = await new Browser(server.app).get(`${FORGOT}?ui_locales=en`);
    expect(english.body).toContain('<h1>Forgot password</h1>');
    expect(english.body).toContain('action="/oidc/password/forgot?ui_locales=en"');
  });
});

describe('asking for a link', () => {
  it('answers a known and an unknown address alike; only the known one gets a mail, with a link in its language', async () => {
    const account = await newAccount();
    const unknown = 'niemand-hier@kursmarkt.example';
    const known = await requestLink(account.email.toUpperCase());
    const stranger = await requestLink(unknown);
    expect(known.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(200);
    expect(known.body).toBe(stranger.body);
    expect(known.body).toContain('Wenn ein Konto mit dieser Adresse besteht, haben wir Ihnen einen Link geschickt');
    expect(known.body).not.toContain(account.email);

    expect(await mailsTo(unknown)).toEqual([]);
    const [mail] = await mailsTo(account.email);
    expect(mail!.subject).toBe('Neues Passwort für Ihr Kursmarkt-Konto');
    expect(mail!.text_body).toContain('Guten Tag Vera,');
    expect(mail!.text_body).toContain(`Der Link gilt ${PASSWORD_RESET.LIFETIME_MINUTES} Minuten und nur einmal.`);
    expect(await linkFor(account.email)).toMatch(new RegExp(`^${PUBLIC_URL}/oidc/password/reset\\?token=[A-Za-z0-9_-]{43}&ui_locales=de$`));

    const english = await newAccount();
    const answer = await requestLink(english.email, 'en');
    expect(answer.body).toContain('If an account with this address exists, we have sent you a link');
    const [englishMail] = await mailsTo(english.email);
    expect(englishMail!.subject).toBe('A new password for your Kursmarkt account');
    expect(englishMail!.text_body).toContain('Hello Vera,');
    expect(await linkFor(english.email)).toMatch(/&ui_locales=en$/);
  });

  it('stores only a hash of the link\'s token', async () => {
    const account = await newAccount();
    await requestLink(account.email);
    const token = new URL(await linkFor(account.email)).searchParams.get('token')!;
    const rows = await query<{ token_hash: string }>('select token_hash from password_reset where account_id = $1', [account.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(JSON.stringify(await query('select * from password_reset'))).not.toContain(token);
  });

  it(`mails an address at most ${PASSWORD_RESET.PER_DAY} links a day, and still answers the same`, async () => {
    const account = await newAccount();
    const answers = [];
    for (let request = 0; request < PASSWORD_RESET.PER_DAY + 2; request += 1) answers.push(await requestLink(account.email));
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`)).size).toBe(1);
    expect(await mailsTo(account.email)).toHaveLength(PASSWORD_RESET.PER_DAY);
    // Another account is not held by this one's limit.
    const other = await newAccount();
    await requestLink(other.email);
    expect(await mailsTo(other.email)).toHaveLength(1);
  });

  it('refuses an invalid address with a message, and a post without this browser\'s form token', async () => {
    const invalid = await requestLink('keine-adresse');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body).toContain('Bitte geben Sie eine gültige E-Mail-Adresse an!');

    const account = await newAccount();
    const noCookie = await new Browser(server.app).postForm(FORGOT, { email: account.email, formToken: 'x'.repeat(43) });
    const browser = new Browser(server.app);
    const page = await browser.get(FORGOT);
    const foreignOrigin = await browser.request({
      method: 'POST',
      url: FORGOT,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: new URLSearchParams({ email: account.email, formToken: hidden(page.body, 'formToken')! }).toString(),
    });
    for (const refused of [noCookie, foreignOrigin]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain('Das Formular ist abgelaufen.');
    }
    expect(await mailsTo(account.email)).toEqual([]);
  });
});

describe('the link', () => {
  it('opens a form for the new password that follows the registration\'s rules; a weak one changes nothing', async () => {
    const account = await newAccount();
    await requestLink(account.email);
    const link = await linkFor(account.email);
    const browser = new Browser(server.app);
    const page = await browser.get(link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Neues Passwort festlegen</h1>');
    expect(page.body).toContain(`Legen Sie ein neues Passwort für das Konto ${account.email} fest.`);
    expect(page.body).toContain('Mindestens 10 Zeichen.');
    // The address carries the token: a Referer from this page names only the origin.
    expect(page.body).toContain('<meta name="referrer" content="strict-origin">');

    const short = await setPassword(link, 'kurz', 'kurz', browser);
    expect(short.statusCode).toBe(422);
    expect(short.body).toContain('Das Passwort muss mindestens 10 Zeichen lang sein.');
    expect(short.body).not.toContain('kurz"');
    const mismatch = await setPassword(link, 'Neues-Passwort-123', 'Neues-Passwort-124', browser);
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.body).toContain('Die Passwörter stimmen nicht überein.');
    expect(await loginStatus(account)).toBe(303);

    // The link still works after the refused tries.
    expect((await setPassword(link, 'Neues-Passwort-123', 'Neues-Passwort-123', browser)).statusCode).toBe(200);
  });

  it('refuses a post without the reset form\'s cookie and token', async () => {
    const account = await newAccount();
    await requestLink(account.email);
    const token = new URL(await linkFor(account.email)).searchParams.get('token')!;
    const forged = await new Browser(server.app).postForm(RESET, { token, formToken: 'x'.repeat(43), password: 'Fremdes-Passwort-1', passwordConfirmation: 'Fremdes-Passwort-1' });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('Das Formular ist abgelaufen.');
    expect(await loginStatus(account)).toBe(303);
  });

  it('sets the new password once: the new one signs in, the old one does not, the link and the account\'s other links are spent, sessions end', async () => {
    const account = await newAccount();
    const otherDevice = new Browser(server.app);
    const before = await signIn(otherDevice, account);
    await requestLink(account.email);
    const older = await linkFor(account.email);
    await requestLink(account.email);
    const link = await linkFor(account.email);
    expect(link).not.toBe(older);

    const done = await setPassword(link, 'Ganz-neues-Passwort-1');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('<h1>Passwort geändert</h1>');
    expect(done.body).toContain('Sie können sich jetzt im Shop mit Ihrem neuen Passwort anmelden.');
    expect(done.body).toContain(`<a class="button" href="${PUBLIC_URL}/">Zurück zum Shop</a>`);

    expect(await loginStatus({ email: account.email, password: 'Ganz-neues-Passwort-1' })).toBe(303);
    expect(await loginStatus(account)).toBe(401);

    for (const spent of [link, older]) {
      const again = await setPassword(spent, 'Noch-ein-Passwort-2');
      expect(again.statusCode).toBe(404);
      expect(again.body).toContain('Dieser Link ist ungültig oder wurde bereits verwendet.');
      expect(again.body).toContain('href="/oidc/password/forgot?ui_locales=de">Neuen Link anfordern</a>');
    }
    expect(await loginStatus({ email: account.email, password: 'Noch-ein-Passwort-2' })).toBe(401);
    expect((await refresh(otherDevice, before.refresh_token!)).statusCode).toBe(400);
  });

  it('spent by a faster post in the meantime, a form already open is refused', async () => {
    const account = await newAccount();
    await requestLink(account.email);
    const link = await linkFor(account.email);
    const slow = new Browser(server.app);
    const page = await slow.get(link);
    expect((await setPassword(link, 'Schneller-Passwort-1')).statusCode).toBe(200);
    const late = await slow.postForm(`${RESET}?ui_locales=de`, {
      formToken: hidden(page.body, 'formToken')!, token: hidden(page.body, 'token')!, password: 'Langsam-Passwort-2', passwordConfirmation: 'Langsam-Passwort-2',
    });
    expect(late.statusCode).toBe(404);
    expect(await loginStatus({ email: account.email, password: 'Schneller-Passwort-1' })).toBe(303);
  });

  it('refuses an expired link with a clear message and changes nothing', async () => {
    const account = await newAccount();
    await requestLink(account.email, 'en');
    const link = await linkFor(account.email);
    await query(
      `update password_reset set created_at = created_at - make_interval(mins => $2 + 1), expires_at = expires_at - make_interval(mins => $2 + 1)
        where account_id = $1`,
      [account.id, PASSWORD_RESET.LIFETIME_MINUTES],
    );
    const opened = await new Browser(server.app).get(link);
    expect(opened.statusCode).toBe(410);
    expect(opened.body).toContain(`This link has expired: a reset link is valid for ${PASSWORD_RESET.LIFETIME_MINUTES} minutes. Please request a new link.`);
    expect(opened.body).toContain('href="/oidc/password/forgot?ui_locales=en">Request a new link</a>');
    const posted = await new Browser(server.app).postForm(`${RESET}?ui_locales=de`, { token: new URL(link).searchParams.get('token')!, password: 'Zu-spaet-Passwort-1', passwordConfirmation: 'Zu-spaet-Passwort-1' });
    expect(posted.statusCode).toBe(410);
    expect(posted.body).toContain('Dieser Link ist abgelaufen');
    expect(await loginStatus(account)).toBe(303);
  });

  it('refuses a made-up or malformed token', async () => {
    for (const token of ['A'.repeat(43), 'kurz', '']) {
      const page = await new Browser(server.app).get(`${RESET}?token=${token}`);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Dieser Link ist ungültig oder wurde bereits verwendet.');
    }
  });

  it('lifts the login back-off of the address: the owner proved it by the mailbox', async () => {
    const account = await newAccount();
    for (let attempt = 0; attempt < LOGIN_BACKOFF.FREE_FAILURES + 1; attempt += 1) {
      await loginStatus({ email: account.email, password: 'falsches-Passwort' });
    }
    expect(await loginStatus(account)).toBe(429);
    await requestLink(account.email);
    expect((await setPassword(await linkFor(account.email), 'Wieder-da-Passwort-1')).statusCode).toBe(200);
    expect(await loginStatus({ email: account.email, password: 'Wieder-da-Passwort-1' })).toBe(303);
  });
});
