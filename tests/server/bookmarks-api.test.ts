/**
 * Bookmarks (spec §7 PUT/GET /bookmarks, GET/DELETE /bookmarks/{id}) with real access tokens from the
 * embedded provider: idempotent PUT (201, then 200, never a second row), the list newest first with
 * the course facts for a link, another customer's bookmark answering 404 and staying, guests 401,
 * validation 400 naming the field, unknown courses 422, and a catalogue reseed that bookmarks do not
 * block.
 */
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/server/identity/accounts.ts';
import { bookmarkListSchema, bookmarkSchema } from '../../src/server/schemas/bookmarks.ts';
import { clearCatalogue, seedDatabase } from '../../src/server/seed/index.ts';
import type { Bookmark } from '../../src/shared/bookmarks.ts';
import type { ApiError } from '../../src/shared/types.ts';
import { Browser, DEMO_CUSTOMER, DEMO_STAFF, signIn } from '../support/identity.ts';
import { startTestServer, TEST_TODAY, type TestServer } from '../support/test-server.ts';

const OTHER = { email: 'merkzettel@kursmarkt.example', password: 'Merkzettel-Kundin-2026' };

let server: TestServer;
let customerToken: string;
let otherToken: string;
let staffToken: string;
let customerId: number;
/** Three courses of the seeded catalogue. */
let courses: { id: number; name: string; slug: string; kind: string }[];

beforeAll(async () => {
  server = await startTestServer({ courses: 12 });
  await createAccount(server.database.db, { ...OTHER, firstName: 'Mara', lastName: 'Merk' });
  [customerToken, otherToken, staffToken] = (await Promise.all([
    signIn(new Browser(server.app), DEMO_CUSTOMER),
    signIn(new Browser(server.app), OTHER),
    signIn(new Browser(server.app), DEMO_STAFF),
  ])).map((tokens) => tokens.access_token) as [string, string, string];
  customerId = Number((await sql<{ id: number }>('select id from account where email = $1', [DEMO_CUSTOMER.email]))[0]!.id);
  courses = await sql('select id, name, slug, kind from course order by id limit 3');
});
afterAll(async () => {
  await server?.close();
});

const sql = <Row>(text: string, params: unknown[] = []) => server.database.db.query<Row>(text, params as never[]);

const ajv = new Ajv({ allowUnionTypes: true, strict: false, validateFormats: false });
const validBookmark = ajv.compile(bookmarkSchema);
const validList = ajv.compile(bookmarkListSchema);

type Inject = Awaited<ReturnType<TestServer['app']['inject']>>;

function call(method: 'GET' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: unknown) {
  return server.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const put = (payload: unknown, token: string | null = customerToken) => call('PUT', '/api/bookmarks', token, payload);
const list = (token: string | null = customerToken) => call('GET', '/api/bookmarks', token);

function expectError(response: Inject, status: number, field?: string): ApiError {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<ApiError>();
  expect(body).toMatchObject({ statusCode: status, code: expect.any(String), message: expect.any(String) });
  if (field !== undefined) expect(body.field).toBe(field);
  return body;
}

async function listOf(token = customerToken): Promise<Bookmark[]> {
  const response = await list(token);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<Bookmark[]>();
  expect(validList(body), JSON.stringify(validList.errors)).toBe(true);
  return body;
}

const rowCount = async () => (await sql<{ count: number }>('select count(*)::int as count from bookmark'))[0]!.count;

describe('who may keep bookmarks', () => {
  it('is documented: every bookmark call in the OpenAPI document, with the bearer token', async () => {
    const document = (await server.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    }>();
    expect(document.paths['/api/bookmarks']?.put?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/bookmarks']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/bookmarks/{id}']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/bookmarks/{id}']?.delete?.security).toEqual([{ bearerAuth: [] }]);
  });

  it('a guest gets 401 on every call, before the body is looked at, and nothing is stored', async () => {
    expect(expectError(await put({ courseId: courses[0]!.id }, null), 401).code).toBe('UNAUTHORIZED');
    expectError(await put({ nonsense: true }, null), 401);
    expectError(await list(null), 401);
    expectError(await call('GET', '/api/bookmarks/1', null), 401);
    expectError(await call('DELETE', '/api/bookmarks/1', null), 401);
    expect(await rowCount()).toBe(0);
  });

  it('an invalid token gets 401', async () => {
    expectError(await list('not-a-token'), 401);
  });
});

describe('PUT /api/bookmarks', () => {
  it('adds a course once: 201 with the bookmark, then 200 with the same one, one row', async () => {
    const course = courses[0]!;
    const first = await put({ courseId: course.id });
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json<Bookmark>();
    expect(validBookmark(created), JSON.stringify(validBookmark.errors)).toBe(true);
    expect(created.course).toEqual({ id: course.id, name: course.name, slug: course.slug, kind: course.kind });
    expect(first.headers.location).toBe(`/api/bookmarks/${created.id}`);

    const again = await put({ courseId: course.id });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Bookmark>()).toEqual(created);
    expect(again.headers.location).toBeUndefined();

    // Concurrent repeats (a double click) never duplicate either.
    const answers = await Promise.all([put({ courseId: course.id }), put({ courseId: course.id })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await sql('select customer_id::int as customer_id, course_id from bookmark')).toEqual([{ customer_id: customerId, course_id: course.id }]);
  });

  it('an unknown course answers 422 naming courseId, and nothing is stored', async () => {
    const before = await rowCount();
    const error = expectError(await put({ courseId: 999_999_999 }), 422, 'courseId');
    expect(error.code).toBe('UNKNOWN_COURSE');
    expect(error.message).toContain('999999999');
    expect(await rowCount()).toBe(before);
  });

  it('refuses bodies the schema does not allow with 400 naming the field', async () => {
    expect(expectError(await put({ courseId: courses[1]!.id, customerId: 1 }), 400, 'customerId').message).toContain("unknown property 'customerId'");
    expectError(await put({}), 400, 'courseId');
    expectError(await put({ courseId: 'seven' }), 400, 'courseId');
    expectError(await put({ courseId: 0 }), 400, 'courseId');
    expectError(await put({ courseId: 1.5 }), 400, 'courseId');
    expectError(await call('PUT', '/api/bookmarks?x=1', customerToken, { courseId: courses[1]!.id }), 400, 'x');
    expect(await rowCount()).toBe(1);
  });

  it('works for any signed-in account with a customer id (organizer staff included)', async () => {
    const response = await put({ courseId: courses[2]!.id }, staffToken);
    expect(response.statusCode, response.body).toBe(201);
    expect((await call('DELETE', `/api/bookmarks/${response.json<Bookmark>().id}`, staffToken)).statusCode).toBe(204);
  });
});

describe('GET /api/bookmarks and /api/bookmarks/{id}', () => {
  it('lists the own bookmarks newest first with the course facts, and only the own', async () => {
    await put({ courseId: courses[1]!.id });
    await put({ courseId: courses[2]!.id });
    await put({ courseId: courses[0]!.id }, otherToken);
    const mine = await listOf();
    expect(mine.map((bookmark) => bookmark.course.id)).toEqual([courses[2]!.id, courses[1]!.id, courses[0]!.id]);
    const times = mine.map((bookmark) => Date.parse(bookmark.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const theirs = await listOf(otherToken);
    expect(theirs.map((bookmark) => bookmark.course.id)).toEqual([courses[0]!.id]);
    expect(mine.some((bookmark) => bookmark.id === theirs[0]!.id)).toBe(false);
  });

  it('reads one bookmark by id; another customer\'s or an unknown id answers 404', async () => {
    const [newest] = await listOf();
    const one = await call('GET', `/api/bookmarks/${newest!.id}`, customerToken);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json<Bookmark>()).toEqual(newest);
    expectError(await call('GET', `/api/bookmarks/${newest!.id}`, otherToken), 404);
    expectError(await call('GET', '/api/bookmarks/999999999', customerToken), 404);
    expectError(await call('GET', '/api/bookmarks/abc', customerToken), 400, 'id');
  });
});

describe('DELETE /api/bookmarks/{id}', () => {
  it('another customer\'s bookmark answers 404 and stays', async () => {
    const [theirs] = await listOf(otherToken);
    expectError(await call('DELETE', `/api/bookmarks/${theirs!.id}`, customerToken), 404);
    expect((await listOf(otherToken)).map((bookmark) => bookmark.id)).toEqual([theirs!.id]);
  });

  it('removes the own bookmark: 204, then 404; the course can be bookmarked again (201)', async () => {
    const [newest] = await listOf();
    const removed = await call('DELETE', `/api/bookmarks/${newest!.id}`, customerToken);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(removed.body).toBe('');
    expectError(await call('DELETE', `/api/bookmarks/${newest!.id}`, customerToken), 404);
    expectError(await call('GET', `/api/bookmarks/${newest!.id}`, customerToken), 404);
    expect((await listOf()).map((bookmark) => bookmark.id)).not.toContain(newest!.id);
    expect((await put({ courseId: newest!.course.id })).statusCode).toBe(201);
  });
});

describe('catalogue reseed', () => {
  it('is not blocked by bookmarks; bookmarks of courses that are gone are left out', async () => {
    const lastCourse = (await sql<{ id: number }>('select max(id) as id from course'))[0]!.id;
    expect((await put({ courseId: lastCourse })).statusCode).toBe(201);
    await clearCatalogue(server.database.db);
    expect(await listOf()).toEqual([]);
    await seedDatabase(server.database.db, { courses: 6, today: TEST_TODAY });
    const ids = (await listOf()).map((bookmark) => bookmark.course.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(lastCourse);
    expectError(await put({ courseId: lastCourse }), 422, 'courseId');
  });
});
