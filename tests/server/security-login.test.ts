/**
 * Sign-in under attack (issue 9, items 1.1, 1.2, 1.6): failed logins back off per account, a flood of
 * logins cannot stall the rest of the API (password hashing is bounded), and the provider's session
 * cookie ends with the browser session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginBackoff, LOGIN_BACKOFF } from '../../src/server/identity/login-backoff.ts';
import { createTableLoginBackoff } from '../../src/server/identity/login-backoff-table.ts';
import { loadConfig } from '../../src/server/config.ts';
import { HASHING } from '../../src/server/identity/passwords.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { Browser, DEMO_CUSTOMER, DEMO_STAFF, PUBLIC_URL, formAction, location, startAuthorization } from '../support/identity.ts';

let server: TestServer;
beforeAll(async () => {
  const defaults = loadConfig({ NODE_ENV: 'test', PUBLIC_URL });
  // The per-address limit is lifted: these tests are about what holds when an attacker has many addresses.
  server = await startTestServer({
    courses: 5,
    settings: { identity: { ...defaults.identity, loginRateLimit: { max: 100_000, timeWindow: '1 minute' } } },
  });
});
afterAll(async () => {
  await server?.close();
});

/** A browser on the login page: the form's address to post credentials to. */
async function loginForm() {
  const browser = new Browser(server.app);
  const { start } = await startAuthorization(browser);
  const page = await browser.get(location(start));
  return { browser, action: formAction(page.body) };
}

describe('per-account back-off', () => {
  it('refuses even the right password straight after 30 wrong ones, with Retry-After', async () => {
    const { browser, action } = await loginForm();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      statuses.push((await browser.postForm(action, { email: DEMO_STAFF.email, password: `wrong-${attempt}` })).statusCode);
    }
    expect(statuses.slice(0, LOGIN_BACKOFF.FREE_FAILURES)).toEqual(Array(LOGIN_BACKOFF.FREE_FAILURES).fill(401));
    expect(statuses).toContain(429);
    const right = await browser.postForm(action, DEMO_STAFF);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(right.body).toContain('Zu viele fehlgeschlagene Anmeldungen');
  });

  it('does not hold back another account', async () => {
    const { browser, action } = await loginForm();
    expect((await browser.postForm(action, DEMO_CUSTOMER)).statusCode).toBe(303);
  });

  // The same rule in this process's memory and in the database's table (shared by instances, issue 28).
  const keepers = {
    memory: (clock: () => number) => createLoginBackoff(clock),
    'the login_failure table': (clock: () => number) => createTableLoginBackoff(server.database.db, clock),
  };
  describe.each(Object.entries(keepers))('kept in %s', (_name, keeper) => {
    it('waits 1 s, 2 s, 4 s … after the free failures, up to the maximum; a success clears it', async () => {
      let clock = Date.UTC(2026, 0, 1);
      const backoff = keeper(() => clock);
      const email = `A.${Math.random().toString(36).slice(2)}@x.example`;
      const lower = email.toLowerCase();
      for (let attempt = 0; attempt < LOGIN_BACKOFF.FREE_FAILURES - 1; attempt += 1) expect(await backoff.attempt(email)).toBe(0);
      expect(await backoff.attempt(lower)).toBe(0);
      expect(await backoff.attempt(lower)).toBe(1_000);
      clock += 1_000;
      expect(await backoff.attempt(lower)).toBe(0);
      expect(await backoff.attempt(lower)).toBe(2_000);
      clock += 2_000;
      await backoff.attempt(lower);
      expect(await backoff.attempt(lower)).toBe(4_000);
      for (let step = 0; step < 40; step += 1) {
        clock += await backoff.attempt(lower);
        await backoff.attempt(lower);
      }
      expect(await backoff.attempt(lower)).toBeLessThanOrEqual(LOGIN_BACKOFF.MAX_DELAY_MS);
      await backoff.succeeded(lower);
      expect(await backoff.attempt(lower)).toBe(0);
    });

    it('forgets an address a day after its last failure; parallel attempts all count', async () => {
      let clock = Date.UTC(2026, 0, 1);
      const backoff = keeper(() => clock);
      const email = `b.${Math.random().toString(36).slice(2)}@x.example`;
      const waits = await Promise.all(Array.from({ length: 12 }, () => backoff.attempt(email)));
      // Twelve at once: the first free failures count, the rest find the address waiting.
      expect(waits.filter((wait) => wait === 0)).toHaveLength(LOGIN_BACKOFF.FREE_FAILURES);
      expect(await backoff.attempt(email)).toBeGreaterThan(0);
      clock += LOGIN_BACKOFF.FORGET_AFTER_MS + 1;
      for (let attempt = 0; attempt < LOGIN_BACKOFF.FREE_FAILURES; attempt += 1) expect(await backoff.attempt(email)).toBe(0);
    });
  });
});

describe('a login flood', () => {
  it('leaves other API calls free: 200 parallel wrong logins, GET /api/configuration answers while the hashing queue is still full', async () => {
    const { browser, action } = await loginForm();
    // Warm up: the dummy hash for unknown addresses and the configuration answer.
    await browser.postForm(action, { email: 'warm-up@nowhere.example', password: 'wrong password' });
    await server.app.inject({ url: '/api/configuration', headers: { 'accept-encoding': 'br' } });

    let loginsAnswered = 0;
    const flood = Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        browser.postForm(action, { email: `flood-${index}@nowhere.example`, password: 'wrong password' }).then((response) => {
          loginsAnswered += 1;
          return response.statusCode;
        }),
      ),
    );
    // In full swing: the logins beyond the hashing queue come back refused at once.
    while (loginsAnswered === 0) await new Promise((resolve) => setImmediate(resolve));
    const configuration = await server.app.inject({ url: '/api/configuration', headers: { 'accept-encoding': 'br' } });
    const loginsStillHashing = 200 - loginsAnswered;
    const statuses = await flood;

    console.info(`login flood: configuration answered while ${loginsStillHashing} logins were still hashing or waiting`);
    expect(configuration.statusCode).toBe(200);
    expect(configuration.headers['content-encoding']).toBe('br');
    // Order, not time: unbounded, the 200 hashes filled the thread pool and this call's compression
    // waited behind nearly all of them; bounded, it passes the queue of HASHING.queued waiting logins.
    expect(loginsStillHashing).toBeGreaterThan(HASHING.queued / 2);
    // Refused at once beyond the hashing queue, not queued for seconds.
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(100);
    expect(statuses.every((status) => status === 401 || status === 503)).toBe(true);
  });

  it('tells a refused login to retry soon (503, Retry-After) on the login page', async () => {
    const { browser, action } = await loginForm();
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, index) => browser.postForm(action, { email: `busy-${index}@nowhere.example`, password: 'wrong password' })),
    );
    const refused = responses.find((response) => response.statusCode === 503);
    expect(refused).toBeDefined();
    expect(refused!.headers['retry-after']).toBe('2');
    expect(refused!.body).toContain('Gerade melden sich sehr viele Personen an.');
    expect(refused!.body).toContain('<form method="post"');
  });
});

describe('the provider session cookie', () => {
  it('ends with the browser session (no Expires/Max-Age), like rfLoggedIn', async () => {
    const { browser, action } = await loginForm();
    const submitted = await browser.postForm(action, DEMO_CUSTOMER);
    expect(submitted.statusCode).toBe(303);
    const resumed = await browser.get(location(submitted));
    const cookies = ([] as string[]).concat(resumed.headers['set-cookie'] ?? []);
    const session = cookies.filter((cookie) => cookie.startsWith('_session='));
    expect(session.length).toBeGreaterThan(0);
    for (const cookie of session) expect(cookie).not.toMatch(/expires=|max-age=/i);
  });
});
