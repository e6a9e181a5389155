/**
 * Three shop instances on one PostgreSQL, as an operator runs them behind a load balancer (issue
 * 28): three `npm start` processes with one PUBLIC_URL, trusting the balancer's X-Forwarded-For
 * (TRUST_PROXY), and a client whose requests the balancer hands to each in turn. What used to be
 * kept per process holds across all of them:
 * - VOUCHER_RATE_LIMIT (20 codes a minute): 30 codes tried across the instances, exactly 20 answered,
 *   10 refused (429 with the same Retry-After whichever instance answers);
 * - LOGIN_RATE_LIMIT (10 password checks a minute): 15 logins across the instances, exactly 10 checked;
 * - the login back-off: an address with five failures on one instance is locked on the others, even
 *   for its right password;
 * - a proof uploaded through one instance is read by organizer staff through another.
 *
 * PostgreSQL only (DATABASE_URL; CI's API suite on PostgreSQL runs it): PGlite is one process's database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedFile } from '../../src/shared/order.ts';
import { startShop, type ShopProcess } from '../../src/server/bench/shop-process.ts';
import { createAccount } from '../../src/server/identity/accounts.ts';
import { LOGIN_BACKOFF } from '../../src/server/identity/login-backoff.ts';
import { Browser, authorizeUrl, formAction, pkcePair, signIn } from '../support/identity.ts';
import { InstanceCookies, send, type InstanceRequest } from '../support/instance-http.ts';
import { orderOnInvoice } from '../support/firm-api.ts';
import { type OrderApi, startOrderApi } from '../support/order-api.ts';

const INSTANCES = 3;
const HOST = 'shop.test';
const VOUCHER_LIMIT = 20;
const LOGIN_LIMIT = 10;
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.info('cluster-limits: skipped — several server processes need a shared PostgreSQL (DATABASE_URL)');

describe.skipIf(!onPostgres)(`${INSTANCES} instances on one PostgreSQL`, () => {
  let api: OrderApi;
  const shops: ShopProcess[] = [];
  let logs = '';
  /** Request number n goes to instance n mod 3, as a round-robin balancer sends them. */
  let turn = 0;
  const nextInstance = (request: InstanceRequest) => send(shops[turn++ % INSTANCES]!.baseUrl, HOST, request);
  const on = (instance: number, request: InstanceRequest) => send(shops[instance]!.baseUrl, HOST, request);

  beforeAll(async () => {
    logs = mkdtempSync(join(tmpdir(), 'kursmarkt-cluster-'));
    api = await startOrderApi();
    const env = {
      DATABASE_URL: api.server.database.url!, PUBLIC_URL: `http://${HOST}`, TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn',
      VOUCHER_RATE_LIMIT: String(VOUCHER_LIMIT), LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
    };
    // One after the other: each migrates the database on start (nothing left to do after the first).
    for (let instance = 0; instance < INSTANCES; instance++) {
      shops.push(await startShop({ env, logFile: join(logs, `instance-${instance}.log`) }));
    }
  }, 240_000);
  afterAll(async () => {
    await Promise.all(shops.map((shop) => shop.stop()));
    await api?.server.close();
    if (logs) rmSync(logs, { recursive: true, force: true });
  }, 60_000);

  it(`gives a client exactly ${VOUCHER_LIMIT} voucher codes a minute across the instances`, async () => {
    const client = '203.0.113.10';
    const answers = [];
    for (let code = 0; code < 30; code++) answers.push(await nextInstance({ path: `/api/cart/voucher/RATE${code}`, client }));
    const refused = answers.filter((answer) => answer.status === 429);
    expect(answers.length - refused.length).toBe(VOUCHER_LIMIT);
    expect(refused).toHaveLength(30 - VOUCHER_LIMIT);
    expect(refused.map((answer) => JSON.parse(answer.text()).code)).toEqual(Array(10).fill('TOO_MANY_VOUCHER_CODES'));
    expect(new Set(refused.map((answer) => answer.headers['retry-after']))).toEqual(new Set(['60']));
    // Another client has its own budget.
    expect((await nextInstance({ path: '/api/cart/voucher/RATE0', client: '203.0.113.11' })).status).not.toBe(429);
  });

  /** A login page of the provider, opened through the instances in turn: the form's address and its cookies. */
  async function loginForm(client: string) {
    const cookies = new InstanceCookies();
    const { challenge } = pkcePair();
    const start = cookies.keep(await nextInstance({ path: authorizeUrl({ challenge }), client }));
    expect(start.status).toBe(303);
    const page = cookies.keep(await nextInstance({ path: new URL(String(start.headers.location), `http://${HOST}`).pathname, client, headers: cookies.header() }));
    expect(page.status).toBe(200);
    const action = new URL(formAction(page.text()), `http://${HOST}`).pathname;
    const post = (instance: number | null, form: Record<string, string>, from = client) => {
      const request = {
        method: 'POST', path: action, client: from,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...cookies.header() },
        body: new URLSearchParams(form).toString(),
      };
      return instance === null ? nextInstance(request) : on(instance, request);
    };
    return { post };
  }

  it(`checks exactly ${LOGIN_LIMIT} passwords a minute for a client across the instances`, async () => {
    const client = '203.0.113.20';
    const { post } = await loginForm(client);
    const statuses: number[] = [];
    // Different addresses, so the per-address back-off never steps in: only the client's limit counts.
    for (let attempt = 0; attempt < 15; attempt++) {
      statuses.push((await post(null, { email: `nobody.${attempt}@example.org`, password: 'wrong password' })).status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_LIMIT);
    expect(statuses.slice(LOGIN_LIMIT)).toEqual(Array(15 - LOGIN_LIMIT).fill(429));
  });

  it('locks an address on every instance after five failures on one', async () => {
    const email = `gesperrt.${randomBytes(3).toString('hex')}@example.org`;
    const password = 'Richtiges-Passwort-2026';
    await createAccount(api.server.database.db, { email, password, firstName: 'Gesa', lastName: 'Sperre' });
    const { post } = await loginForm('203.0.113.30');
    for (let attempt = 0; attempt < LOGIN_BACKOFF.FREE_FAILURES; attempt++) {
      expect((await post(0, { email, password: `falsch-${attempt}` })).status).toBe(401);
    }
    // The right password, at once, on the two other instances and from other clients: refused unchecked.
    const refused = await Promise.all([post(1, { email, password }, '203.0.113.31'), post(2, { email, password }, '203.0.113.32')]);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.text()).toContain('Zu viele fehlgeschlagene Anmeldungen');
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('lets organizer staff read through one instance a proof uploaded through another', async () => {
    const [date] = await api.q<{ course_id: number; schedule_id: number; level_id: number; organizer_id: number }>(
      `select c.id as course_id, s.id as schedule_id, pl.id as level_id, c.organizer_id
         from course c join course_schedule s on s.course_id = c.id join price_level pl on pl.schedule_id = s.id
        where c.kind = 'FACHANWALTSLEHRGANG' and c.course_type <> 'SELF' and s.start_date > current_date + 20 and s.booked < s.seats
        order by c.id, s.id, pl.position limit 1`,
    );
    const customer = await api.customer();
    const proof = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(400_000), Buffer.from('\n%%EOF\n')]);
    const boundary = `----kursmarkt${randomBytes(8).toString('hex')}`;
    const uploaded = await on(0, {
      method: 'POST', path: '/api/order/file-upload', client: '203.0.113.40',
      headers: { authorization: `Bearer ${customer.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="zulassung.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
        proof,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.status, uploaded.text()).toBe(200);
    const file = JSON.parse(uploaded.text()) as UploadedFile;

    // The order (placed in this process, a fourth shop on the database) takes the proof along.
    const order = await orderOnInvoice(api, customer.token, {
      courseId: date!.course_id, scheduleId: date!.schedule_id, priceLevelId: date!.level_id, priceCents: 0, organizerId: date!.organizer_id,
    });
    expect(order.proofs.map((attached) => attached.id)).toEqual([file.id]);

    const staffEmail = `staff.${randomBytes(4).toString('hex')}@example.org`;
    const staffPassword = 'Veranstalter-Test-2026';
    await createAccount(api.server.database.db, {
      email: staffEmail, password: staffPassword, firstName: 'Vera', lastName: 'Staff', roles: ['organizer_staff'], organizerId: date!.organizer_id,
    });
    const staff = (await signIn(new Browser(api.server.app), { email: staffEmail, password: staffPassword })).access_token;
    for (const instance of [1, 2]) {
      const read = await on(instance, {
        path: `/api/order/position/${order.lines[0]!.positionId}/document/${file.id}`, client: '203.0.113.41',
        headers: { authorization: `Bearer ${staff}` },
      });
      expect(read.status, read.text().slice(0, 200)).toBe(200);
      expect(read.headers['content-type']).toBe('application/pdf');
      expect(read.body.equals(proof)).toBe(true);
    }
  });
});
