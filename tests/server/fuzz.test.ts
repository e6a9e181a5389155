/**
 * The fuzz suite (issue 9, item 7): at least 10,000 generated requests per run against the whole
 * app on a seeded in-memory database — every operation of the OpenAPI document and the OpenID
 * provider's endpoints with our sign-in and change-password pages — with random and hostile path parameters, queries,
 * bodies and headers (tests/support/fuzz/). Every answer must be below 500 and come within 2 s, and a
 * refused request (4xx) must change no stored data (a row-change counter over every table except the
 * provider's own records, read after each request).
 *
 * One seed per run, printed with the summary; FUZZ_SEED=<seed> repeats a run, FUZZ_REQUESTS=<n>
 * changes its size.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { apiValuePools, FUZZ_GUEST_TOKENS } from '../support/fuzz/api-pools.ts';
import { apiOperations, type OpenApiDocument } from '../support/fuzz/api-requests.ts';
import { installChangeCounter, type ChangeCounter } from '../support/fuzz/change-counter.ts';
import { providerOperations, type ProviderPools } from '../support/fuzz/oidc-requests.ts';
import type { ValuePools } from '../support/fuzz/schema-values.ts';
import { nastyString, urlText, type FuzzRequest } from '../support/fuzz/values.ts';
import {
  Browser,
  CLIENT_ID,
  DEMO_CUSTOMER,
  DEMO_STAFF,
  location,
  REDIRECT_URI,
  signIn,
  startAuthorization,
  type Tokens,
} from '../support/identity.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** The bound for one answer. */
const MAX_LATENCY_MS = 2_000;
/**
 * Tables refused requests change by design: the provider's sessions, grants and interactions (e.g. a
 * reused refresh token revokes its grant), and — on PostgreSQL, where instances share them (issue 28)
 * — the rate-limit counters, the voucher-code budget and the login back-off, which count refused
 * attempts too: that is what a limit is for.
 */
const UNCOUNTED_TABLES = ['oidc_record', 'identity_secret', 'rate_limit_bucket', 'voucher_guess', 'login_failure'];
const INTERACTIONS = 30;

let server: TestServer;
let counter: ChangeCounter;
let document: OpenApiDocument;
let apiPools: ValuePools;
let providerPools: ProviderPools;
let guestTokens: string[];
let customer: Tokens;
let staff: Tokens;

beforeAll(async () => {
  const defaults = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://shop.test' });
  // Rate limits far up, so requests reach the handlers instead of stopping at 429.
  const generous = { max: 1_000_000, timeWindow: '1 minute' };
  server = await startTestServer({
    courses: 40,
    settings: {
      formRateLimit: generous,
      voucherRateLimit: generous,
      cartPricingRateLimit: generous,
      identity: { ...defaults.identity, loginRateLimit: generous },
    },
  });
  const { app, database } = server;
  customer = await signIn(new Browser(app), DEMO_CUSTOMER);
  staff = await signIn(new Browser(app), DEMO_STAFF);

  const interactions: ProviderPools['interactions'] = [];
  for (let index = 0; index < INTERACTIONS; index += 1) {
    const browser = new Browser(app);
    const { start } = await startAuthorization(browser, index % 3 === 0 ? { extra: { screen: 'register' } } : {});
    const path = new URL(location(start), 'http://shop.test').pathname;
    interactions.push({ uid: path.split('/').pop()!, cookie: browser.jar.header(path) ?? '' });
  }
  const passwordForms: ProviderPools['passwordForms'] = [];
  for (let index = 0; index < 3; index += 1) {
    const page = await app.inject({ url: '/oidc/password', headers: { host: 'shop.test' } });
    const cookie = String(page.headers['set-cookie']).split(';')[0]!;
    const formToken = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1];
    expect(formToken).toBeDefined();
    passwordForms.push({ cookie, formToken: formToken! });
  }
  providerPools = {
    clientId: CLIENT_ID,
    redirectUri: REDIRECT_URI,
    accessTokens: [customer.access_token, staff.access_token],
    refreshTokens: [customer.refresh_token, staff.refresh_token].filter((token): token is string => Boolean(token)),
    idTokens: [customer.id_token, staff.id_token].filter((token): token is string => Boolean(token)),
    interactions,
    credentials: DEMO_CUSTOMER,
    passwordForms,
  };

  const db = database.db;
  apiPools = await apiValuePools(db);
  guestTokens = FUZZ_GUEST_TOKENS;

  const docs = await app.inject({ url: '/api/docs/json' });
  expect(docs.statusCode).toBe(200);
  document = docs.json<OpenApiDocument>();
  // The seed's catalogue is dated TEST_TODAY: the first search moves the search window to the real
  // today (search/window.ts), housekeeping of the calendar, not the doing of whichever (maybe refused)
  // search comes first. Moved here, before the row changes are counted.
  expect((await server.app.inject({ method: 'GET', url: '/api/search' })).statusCode).toBe(200);
  counter = await installChangeCounter(db, { exclude: UNCOUNTED_TABLES });
});
afterAll(() => server?.close());

it(`${REQUESTS} generated requests: none answers 500 or more, none takes 2 s, refused ones change nothing`, async () => {
  const operations = [
    ...apiOperations(document, apiPools, {
      customerToken: customer.access_token,
      staffToken: staff.access_token,
      guestTokens,
    }),
    ...providerOperations(providerPools),
    {
      target: 'unknown /api path',
      requests: fc
        .tuple(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'), nastyString)
        .map(([method, text]): FuzzRequest => ({
          target: 'unknown /api path',
          method: method as FuzzRequest['method'],
          url: `/api/${urlText(text)}`,
          headers: {},
        })),
    },
  ];
  const perOperation = Math.ceil(REQUESTS / operations.length);
  const batches = operations.map((operation, index) =>
    fc.sample(operation.requests, { seed: SEED + index, numRuns: perOperation }),
  );
  // Round robin over the operations, so state one call leaves (carts, sessions) meets the others.
  const requests: FuzzRequest[] = [];
  for (let round = 0; round < perOperation; round += 1) for (const batch of batches) requests.push(batch[round]!);

  const statuses = new Map<number, number>();
  const byTarget = new Map<string, Map<number, number>>();
  const violations: string[] = [];
  const slowest = { ms: 0, request: '' };
  let changes = await counter.read();
  let acceptedChanges = 0;
  const started = performance.now();
  for (const request of requests) {
    const describe = () =>
      `${request.target}: ${request.method} ${request.url.slice(0, 200)} ${JSON.stringify(request.headers).slice(0, 200)} ${(request.payload ?? '').slice(0, 200)}`;
    const sent = performance.now();
    const response = await server.app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      payload: request.payload,
    });
    const ms = performance.now() - sent;
    const after = await counter.read();
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    const targetStatuses = byTarget.get(request.target) ?? new Map<number, number>();
    targetStatuses.set(response.statusCode, (targetStatuses.get(response.statusCode) ?? 0) + 1);
    byTarget.set(request.target, targetStatuses);
    if (response.statusCode < 400) acceptedChanges += after - changes;
    if (ms > slowest.ms) Object.assign(slowest, { ms, request: `${request.method} ${request.url.slice(0, 120)}` });
    if (response.statusCode >= 500)
      violations.push(`${response.statusCode} ← ${describe()} → ${response.body.slice(0, 300)}`);
    if (ms > MAX_LATENCY_MS) violations.push(`${Math.round(ms)} ms ← ${describe()}`);
    if (response.statusCode >= 400 && response.statusCode < 500 && after !== changes) {
      violations.push(
        `${response.statusCode} changed ${after - changes} rows ← ${describe()} → ${response.body.slice(0, 200)}`,
      );
    }
    changes = after;
  }
  const seconds = (performance.now() - started) / 1000;
  if (process.env.FUZZ_VERBOSE) {
    for (const [target, counts] of byTarget)
      console.log(`  ${target}: ${JSON.stringify(Object.fromEntries([...counts].sort(([a], [b]) => a - b)))}`);
  }
  const histogram = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
  console.log(
    `fuzz: seed ${SEED}, ${requests.length} requests to ${operations.length} operations in ${seconds.toFixed(1)} s; ` +
      `statuses ${JSON.stringify(histogram)}; ${[...statuses].filter(([status]) => status >= 500).length} kinds ≥ 500; ` +
      `slowest ${Math.round(slowest.ms)} ms (${slowest.request}); ${acceptedChanges} rows changed by accepted requests, ` +
      `${violations.length} violations`,
  );
  expect(requests.length).toBeGreaterThanOrEqual(REQUESTS);
  // The row-change counter is live: accepted writes (carts, bookmarks, forms, courses) moved it.
  expect(acceptedChanges).toBeGreaterThan(0);
  expect(violations.slice(0, 25), `seed ${SEED} (repeat with FUZZ_SEED=${SEED})`).toEqual([]);
}, 900_000);
