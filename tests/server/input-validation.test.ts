/**
 * Input that used to crash the server (issue 9): non-finite and huge numbers in integer parameters
 * (1.3) and the NUL character in any string (1.4) answer 400, never 500; the OpenAPI document lists
 * only real query parameters (1.6). The examples are the and the fuzz suite's finds;
 * tests/server/fuzz.test.ts sends thousands of generated ones.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseAdapter } from '../../src/server/identity/adapter.ts';
import { Browser, CLIENT_ID, DEMO_CUSTOMER, REDIRECT_URI, signIn } from '../support/identity.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
/** Bookmark calls check the sign-in before the input: they are sent as the demo customer. */
let customer: string;
beforeAll(async () => {
  server = await startTestServer({ courses: 20 });
  customer = (await signIn(new Browser(server.app), DEMO_CUSTOMER)).access_token;
});
afterAll(() => server?.close());

const GUEST = 'fuzz-guest-token-'.padEnd(40, 'x');
const json = (method: InjectOptions['method'], url: string, payload: string, headers: Record<string, string> = {}) =>
  ({ method, url, payload, headers: { 'content-type': 'application/json', ...headers } }) as const;
const form = (url: string, fields: string) =>
  ({ method: 'POST', url, payload: fields, headers: { 'content-type': 'application/x-www-form-urlencoded' } }) as const;

const recordCount = async () =>
  (await server.database.db.query<{ n: number }>('select count(*)::int as n from oidc_record'))[0]!.n;

describe('1.3 non-finite and out-of-range integers answer 400', () => {
  it.each<[string, InjectOptions]>([
    ['GET /api/course/Infinity', { url: '/api/course/Infinity' }],
    ['GET /api/course/-Infinity', { url: '/api/course/-Infinity' }],
    ['GET /api/course/1e309', { url: '/api/course/1e309' }],
    ['GET /api/course/1e26', { url: '/api/course/1e26' }],
    ['GET /api/course/Infinity/overview', { url: '/api/course/Infinity/overview' }],
    ['GET /api/course/1/document/Infinity', { url: '/api/course/1/document/Infinity' }],
    ['GET /api/courses/packages/1e309', { url: '/api/courses/packages/1e309' }],
    ['GET /api/organizer/Infinity', { url: '/api/organizer/Infinity' }],
    ['GET /api/referent-infos/Infinity', { url: '/api/referent-infos/Infinity' }],
    ['GET /api/search/city/Infinity', { url: '/api/search/city/Infinity' }],
    ['GET /api/courses/overview/Infinity', { url: '/api/courses/overview/Infinity' }],
    ['GET /api/search?cityId=Infinity', { url: '/api/search?cityId=Infinity' }],
    ['GET /api/search?cityId=1e309&radius=50', { url: '/api/search?cityId=1e309&radius=50' }],
    ['GET /api/search?scope=1e26', { url: '/api/search?scope=1e26' }],
    ['GET /api/search?durationFrom=-Infinity', { url: '/api/search?durationFrom=-Infinity' }],
    ['GET /api/search?priceTo=Infinity', { url: '/api/search?priceTo=Infinity' }],
    ['GET /api/courses/overview/2026?organizerId=Infinity', { url: '/api/courses/overview/2026?organizerId=Infinity' }],
    ['GET /api/sitemap?page=Infinity', { url: '/api/sitemap?page=Infinity' }],
    ['DELETE /api/cart/1e26', { method: 'DELETE', url: '/api/cart/1e26', headers: { 'x-auth': GUEST } }],
    ['DELETE /api/cart/Infinity/package', { method: 'DELETE', url: '/api/cart/Infinity/package', headers: { 'x-auth': GUEST } }],
    ['PATCH /api/order/cart/1e26', json('PATCH', '/api/order/cart/1e26', '{"scopeId":1,"categoryId":1}')],
    ['GET /api/customers/1e26', { url: '/api/customers/1e26' }],
    ['GET /api/bookmarks/Infinity', { url: '/api/bookmarks/Infinity', headers: { authorization: 'customer' } }],
    ['DELETE /api/bookmarks/1e309', { method: 'DELETE', url: '/api/bookmarks/1e309', headers: { authorization: 'customer' } }],
    ['PUT /api/cart {courseId: 1e309}', json('PUT', '/api/cart', '{"courseId":1e309}', { 'x-auth': GUEST })],
    ['PUT /api/cart {courseId: 1e26}', json('PUT', '/api/cart', '{"courseId":1e26}', { 'x-auth': GUEST })],
    ['POST /api/cart local course facts 1e309', json('POST', '/api/cart', '{"positions":[{"courseId":1,"course":{"id":1e309}}],"voucherCodes":[]}')],
    ['PUT /api/bookmarks {courseId: -1e309}', json('PUT', '/api/bookmarks', '{"courseId":-1e309}', { authorization: 'customer' })],
    ['GET /api/order/position/Infinity', { url: '/api/order/position/Infinity', headers: { authorization: 'customer' } }],
    ['DELETE /api/favorites/1e309', { method: 'DELETE', url: '/api/favorites/1e309', headers: { authorization: 'customer' } }],
    ['GET /api/customer/state/1e26/2026', { url: '/api/customer/state/1e26/2026', headers: { authorization: 'customer' } }],
    ['POST /api/order/manuel {hours: 1e309}', json('POST', '/api/order/manuel', '{"title":"A","organizer":"B","startDate":"2026-01-01","endDate":"2026-01-01","hours":1e309,"courseType":"PRESENT","scopeId":1,"referent":null,"selfStudy":false,"learningCheckPassed":false}', { authorization: 'customer' })],
    ['POST /api/orders/waitinglists places 1e309', json('POST', '/api/orders/waitinglists', '{"courseId":1,"courseScheduleId":1,"firstName":"A","lastName":"B","email":"a@b.de","places":1e309}')],
  ])('%s', async (_name, request) => {
    const headers = request.headers?.authorization ? { ...request.headers, authorization: `Bearer ${customer}` } : request.headers;
    const response = await server.app.inject({ ...request, headers });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });

  it('every number a request may carry is bounded in the OpenAPI document (else Infinity would pass)', () => {
    const document = server.app.swagger() as unknown as OpenApiDocument;
    const unbounded: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const parameter of operation.parameters ?? []) collectUnbounded(parameter.schema, `${where} ${parameter.in} ${parameter.name}`, unbounded);
        for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) collectUnbounded(content.schema, `${where} body (${type})`, unbounded);
      }
    }
    expect(unbounded).toEqual([]);
  });
});

describe('1.4 a NUL character answers 400', () => {
  const staffCourse = JSON.stringify({
    name: 'Kurs\u0000', description: 'x', type: 'EDUCATION', courseType: 'ONLINE', kind: 'FORTBILDUNG', durationValue: 1,
    professionalScopeIds: [1], referentIds: [], courseSchedules: [],
  });
  it.each<[string, InjectOptions]>([
    ['contact', json('PUT', '/api/contact', '{"name":"A\\u0000","email":"a@b.de","subject":"s","message":"m"}')],
    ['newsletter', json('PUT', '/api/newsletter', '{"email":"a\\u0000@b.de"}')],
    ['newsletter confirmation', json('POST', '/api/newsletter/confirmation', '{"token":"abcdefghijklmnop\\u0000"}')],
    ['waiting list', json('POST', '/api/orders/waitinglists', '{"courseId":1,"courseScheduleId":1,"firstName":"A\\u0000","lastName":"B","email":"a@b.de"}')],
    ['voucher code (GET)', { url: '/api/cart/voucher/CODE%00', headers: { 'x-auth': GUEST } }],
    ['voucher code (DELETE)', { method: 'DELETE', url: '/api/cart/voucher/CODE%00', headers: { 'x-auth': GUEST } }],
    ['voucher code (guest pricing)', json('POST', '/api/cart', '{"positions":[],"voucherCodes":["A\\u0000"]}')],
    ['search organizer', { url: '/api/search?organizer=a%00' }],
    ['search term', { url: '/api/search?term=%00' }],
    ['suggestCity', { url: '/api/search/suggestCity?input=M%C3%BC%00' }],
    ['course write', json('PUT', '/api/course', staffCourse)],
    ['an unknown JSON key', json('PUT', '/api/contact', '{"\\u0000":"x"}')],
    ['a header', { url: '/api/cart', headers: { 'x-auth': `${GUEST}\u0000` } }],
  ])('%s', async (_name, request) => {
    const response = await server.app.inject(request);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(response.json<{ message: string }>().message).toContain('NUL');
  });

  it.each<[string, InjectOptions]>([
    ['token (refresh_token=x%00)', form('/oidc/token', `grant_type=refresh_token&refresh_token=x%00&client_id=${CLIENT_ID}`)],
    ['token (client_id=%00)', form('/oidc/token', 'grant_type=refresh_token&refresh_token=x&client_id=%00')],
    ['token (JSON body)', json('POST', '/oidc/token', `{"grant_type":"refresh_token","refresh_token":"x\\u0000","client_id":"${CLIENT_ID}"}`)],
    ['revocation', form('/oidc/token/revocation', `token=x%00&client_id=${CLIENT_ID}`)],
    ['auth (client_id=%00)', { url: '/oidc/auth?client_id=%00' }],
    ['auth (state=%00 of a valid request)', { url: `/oidc/auth?client_id=${CLIENT_ID}&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(REDIRECT_URI)}&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256&state=%00` }],
    ['auth (form post)', form('/oidc/auth', `client_id=${CLIENT_ID}&response_type=code&scope=openid&state=%00`)],
    ['session end (GET)', { url: '/oidc/session/end?client_id=%00' }],
    ['session end (POST)', form('/oidc/session/end', 'client_id=%00')],
  ])('OpenID provider: %s', async (_name, request) => {
    const before = await recordCount();
    const response = await server.app.inject(request);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
    expect(await recordCount()).toBe(before);
  });

  it('sign-in pages answer their 400 page', async () => {
    const response = await server.app.inject({ url: '/oidc/interaction/abc%00' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it("the provider's database adapter finds nothing by a key with NUL and refuses to store one", async () => {
    const adapter = new DatabaseAdapter(server.database.db, 'Session');
    await expect(adapter.find('x\u0000')).resolves.toBeUndefined();
    await expect(adapter.findByUid('x\u0000')).resolves.toBeUndefined();
    await expect(adapter.findByUserCode('x\u0000')).resolves.toBeUndefined();
    await expect(adapter.destroy('x\u0000')).resolves.toBeUndefined();
    await expect(adapter.consume('x\u0000')).resolves.toBeUndefined();
    await expect(adapter.revokeByGrantId('x\u0000')).resolves.toBeUndefined();
    const before = await recordCount();
    await expect(adapter.upsert('ok', { accountId: 'a\u0000' }, 60)).rejects.toMatchObject({ statusCode: 400, error: 'invalid_request' });
    await expect(adapter.upsert('x\u0000', { accountId: 'a' }, 60)).rejects.toMatchObject({ statusCode: 400 });
    expect(await recordCount()).toBe(before);
  });
});

describe('found by the fuzz suite', () => {
  const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it.each([5_000, 200_000])('a JSON body nested %i deep answers 400 (the NUL check walks it without recursion)', async (depth) => {
    for (const request of [
      json('PATCH', '/api/order/cart/1', deep(depth)),
      json('PUT', '/api/contact', `{"name":${deep(depth)}}`),
      json('POST', '/oidc/token', `{"a":${deep(depth)}}`),
    ]) {
      const response = await server.app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBe(400);
    }
  });

  it('a sign-in page posted an unparsable JSON body answers its 400 page', async () => {
    const response = await server.app.inject(json('POST', '/oidc/interaction/abc/login', '{"email":'));
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('1.6 the OpenAPI document lists only real query parameters', () => {
  it('no operation has the phantom parameters "type" or "additionalProperties"', () => {
    const document = server.app.swagger() as unknown as OpenApiDocument;
    const phantoms = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, operation]) =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query' && ['type', 'additionalProperties', 'properties'].includes(parameter.name))
          .map((parameter) => `${method.toUpperCase()} ${path} ${parameter.name}`),
      ),
    );
    // Spec §7 names a real query parameter 'type': GET /customer/packages?organizerId&type&scope.
    const real = ['GET /api/customer/packages type'];
    expect(phantoms.filter((phantom) => !real.includes(phantom))).toEqual([]);
  });

  it('a route without query parameters still refuses unknown ones', async () => {
    const response = await server.app.inject({ url: '/api/chambers?type=object' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'type' });
  });
});

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** Numbers and integers without an enum, or without finite lower and upper bounds. */
function collectUnbounded(schema: JsonSchema | undefined, where: string, found: string[]) {
  if (!schema) return;
  const types = ([] as string[]).concat(schema.type ?? []);
  if ((types.includes('number') || types.includes('integer')) && !schema.enum) {
    const lower = schema.minimum ?? schema.exclusiveMinimum;
    const upper = schema.maximum ?? schema.exclusiveMaximum;
    if (!Number.isFinite(lower) || !Number.isFinite(upper)) found.push(where);
  }
  for (const [name, child] of Object.entries(schema.properties ?? {})) collectUnbounded(child, `${where}.${name}`, found);
  if (schema.items) collectUnbounded(schema.items, `${where}[]`, found);
  if (typeof schema.additionalProperties === 'object') collectUnbounded(schema.additionalProperties, `${where}.*`, found);
  for (const child of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) collectUnbounded(child, where, found);
}
