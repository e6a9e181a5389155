/**
 * PUT /api/course (organizer staff): real access tokens from the embedded provider, a course created
 * and updated through the API, then read back through GET /api/course/{id} and found by the search
 * (the catalogue triggers keep the search tables). Authorization (401/403/404 for another
 * organizer's course), body validation (400 naming the field), semantic checks (422) and dates that
 * may not go (409) — each failing write leaves the catalogue as it was.
 */
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/server/identity/accounts.ts';
import { courseDetailSchema } from '../../src/server/schemas/catalogue.ts';
import { clearCatalogue, seedDatabase } from '../../src/server/seed/index.ts';
import type { CourseScheduleWrite, CourseWrite } from '../../src/server/schemas/course-write.ts';
import type { CourseDetail } from '../../src/shared/catalogue.ts';
import type { ApiError } from '../../src/shared/types.ts';
import type { SearchResult } from '../../src/shared/search.ts';
import { Browser, DEMO_CUSTOMER, DEMO_STAFF, signIn } from '../support/identity.ts';
import { startTestServer, TEST_TODAY, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let staffToken: string;
let customerToken: string;
/** organizer_staff without an organizer: holds the role, owns nothing. */
let looseStaffToken: string;

/** Reference rows of the seeded catalogue the bodies use. */
let lawyerScope: number;
let otherLawyerScope: number;
let renoScope: number;
let cityId: number;
let ownReferent: number;
let foreignReferent: number;
let foreignCourse: number;

// Dates after the real today (the search window follows the clock, not the seed's day).
const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer({ courses: 40 });
  await createAccount(server.database.db, {
    email: 'ohne-veranstalter@kursmarkt.example', password: 'Ohne-Veranstalter-2026', firstName: 'Lose', lastName: 'Mitarbeiterin',
    roles: ['organizer_staff'],
  });
  [staffToken, customerToken, looseStaffToken] = (await Promise.all([
    signIn(new Browser(server.app), DEMO_STAFF),
    signIn(new Browser(server.app), DEMO_CUSTOMER),
    signIn(new Browser(server.app), { email: 'ohne-veranstalter@kursmarkt.example', password: 'Ohne-Veranstalter-2026' }),
  ])).map((tokens) => tokens.access_token) as [string, string, string];

  const one = async <T>(text: string) => (await sql<T>(text))[0]!;
  [lawyerScope, otherLawyerScope] = (await sql<{ id: number }>("select id from scope where kind = 'LAWYER' order by id limit 2")).map((row) => row.id) as [number, number];
  renoScope = (await one<{ id: number }>("select id from scope where kind = 'RENO' order by id limit 1")).id;
  cityId = (await one<{ id: number }>('select id from city order by id limit 1')).id;
  ownReferent = (await one<{ id: number }>('select id from referent where organizer_id = 1 order by id limit 1')).id;
  foreignReferent = (await one<{ id: number }>('select id from referent where organizer_id <> 1 order by id limit 1')).id;
  foreignCourse = (await one<{ id: number }>('select id from course where organizer_id <> 1 order by id limit 1')).id;
});
afterAll(async () => {
  await server?.close();
});

const sql = <Row>(text: string, params: unknown[] = []) => server.database.db.query<Row>(text, params as never[]);

const ajv = new Ajv({ allowUnionTypes: true, strict: false });
const validCourseDetail = ajv.compile(courseDetailSchema);

/** PUT /api/course with the demo staff member's token; null: as a guest. */
function put(body: unknown, token: string | null = staffToken) {
  return server.app.inject({
    method: 'PUT',
    url: '/api/course',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body as object,
  });
}
const getCourse = (id: number) => server.app.inject({ url: `/api/course/${id}` });
async function search(query: string): Promise<SearchResult> {
  const response = await server.app.inject({ url: `/api/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResult>();
}

function schedule(overrides: Partial<CourseScheduleWrite> = {}): CourseScheduleWrite {
  return {
    cityId,
    startDate: addDays(40),
    endDate: addDays(41),
    seats: 20,
    pricelevels: [{ name: 'Regulär', priceValue: 49_900 }, { name: 'Frühbucher', priceValue: 42_900 }],
    ...overrides,
  };
}

function newCourse(overrides: Partial<CourseWrite> = {}): CourseWrite {
  return {
    name: 'Quallenschutzrecht im Überblick',
    description: 'Wattenmeer, Strandaufsicht und Haftung: was Kanzleien an der Küste wissen müssen.',
    type: 'EDUCATION',
    courseType: 'PRESENT',
    kind: 'FORTBILDUNG',
    durationValue: 7.5,
    professionalScopeIds: [lawyerScope],
    referentIds: [ownReferent],
    courseSchedules: [schedule(), schedule({ startDate: addDays(70), endDate: addDays(70), seats: 12 })],
    ...overrides,
  };
}

/** Everything a failed write could have changed, to compare before and after. */
const catalogueState = async () => ({
  courses: await sql('select id, name, description, duration_value::text as d from course order by id'),
  scopes: await sql('select * from course_scope order by 1, 2'),
  referents: await sql('select * from course_referent order by 1, 2'),
  schedules: await sql('select id, course_id, city_id, start_date::text as s, end_date::text as e, seats, booked from course_schedule order by id'),
  prices: await sql('select * from price_level order by id'),
  search: await sql('select course_id, next_start::text as n, next_price_min from search_course order by 1'),
});

function expectError(response: Awaited<ReturnType<typeof put>>, status: number, field?: string): ApiError {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<ApiError>();
  expect(body).toMatchObject({ statusCode: status, code: expect.any(String), message: expect.any(String) });
  if (field !== undefined) expect(body.field).toBe(field);
  return body;
}

describe('who may write', () => {
  it('is documented: PUT /api/course in the OpenAPI document, with the bearer token', async () => {
    const document = (await server.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
    }>();
    const operation = document.paths['/api/course']?.put;
    expect(operation?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '201', '400', '401', '403', '404', '409', '422']));
  });


  it('an unknown course id answers 404', async () => {
    expect((await getCourse(999_999_999)).statusCode).toBe(404);
  });

  it('a guest gets 401, before the body is even looked at', async () => {
    const before = await catalogueState();
    expect(expectError(await put(newCourse(), null), 401).code).toBe('UNAUTHORIZED');
    expectError(await put({ nonsense: true }, null), 401);
    expect(await catalogueState()).toEqual(before);
  });

  it('a customer gets 403, and so does organizer staff without an organizer', async () => {
    const before = await catalogueState();
    expect(expectError(await put(newCourse(), customerToken), 403).code).toBe('FORBIDDEN');
    expect(expectError(await put(newCourse(), looseStaffToken), 403).code).toBe('FORBIDDEN');
    expect(await catalogueState()).toEqual(before);
  });

  it("another organizer's course answers 404 and stays as it was; so does an unknown id", async () => {
    const before = await catalogueState();
    const detail = (await getCourse(foreignCourse)).json<CourseDetail>();
    expectError(await put(newCourse({ id: foreignCourse, courseSchedules: [] })), 404);
    expectError(await put(newCourse({ id: 999_999_999 })), 404);
    expect((await getCourse(foreignCourse)).json<CourseDetail>()).toEqual(detail);
    expect(await catalogueState()).toEqual(before);
  });
});

describe('create and update', () => {
  let created: CourseDetail;

  it('creates a course of the staff member\'s organizer: 201, the course as GET shows it, and the search finds it', async () => {
    const response = await put(newCourse({ name: '  Quallenschutzrecht im Überblick ' }));
    expect(response.statusCode, response.body).toBe(201);
    created = response.json<CourseDetail>();
    expect(validCourseDetail(created), JSON.stringify(validCourseDetail.errors)).toBe(true);
    expect(response.headers.location).toBe(`/api/course/${created.id}`);
    expect(created.id).toBeGreaterThan(100_000_000);
    expect(created).toMatchObject({
      name: 'Quallenschutzrecht im Überblick',
      slug: 'quallenschutzrecht-im-ueberblick',
      type: 'EDUCATION',
      courseType: 'PRESENT',
      kind: 'FORTBILDUNG',
      durationValue: 7.5,
      organizer: { id: 1 },
      professionalScopes: [{ id: lawyerScope }],
      referents: [{ id: ownReferent }],
    });
    expect(created.courseSchedules.map((s) => [s.startDate, s.endDate, s.capacity, s.freePlaces, s.city?.id])).toEqual([
      [addDays(40), addDays(41), 20, 20, cityId],
      [addDays(70), addDays(70), 12, 12, cityId],
    ]);
    expect(created.courseSchedules[0]!.pricelevels.map((p) => [p.name, p.priceValue])).toEqual([['Regulär', 49_900], ['Frühbucher', 42_900]]);

    const read = await getCourse(created.id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);

    const found = await search('term=Quallenschutzrecht');
    expect(found.courses.map((course) => course.id)).toEqual([created.id]);
    expect(found.courses[0]).toMatchObject({ minPrice: 42_900, organizer: { id: 1 } });
    expect((await search(`scope=${lawyerScope}&limit=100&term=Wattenmeer`)).courses.map((course) => course.id)).toEqual([created.id]);
  });

  it('updates it: 200; facts, dates and prices replaced, left-out dates and price levels removed, the search follows', async () => {
    const [first, second] = created.courseSchedules as [CourseDetail['courseSchedules'][number], CourseDetail['courseSchedules'][number]];
    const response = await put(newCourse({
      id: created.id,
      name: 'Seegrasrecht kompakt',
      durationValue: 8,
      professionalScopeIds: [otherLawyerScope, lawyerScope],
      referentIds: [],
      courseSchedules: [
        // The first date kept with a new price for its first level; its second level left out.
        schedule({ id: first.id, seats: 25, pricelevels: [{ id: first.pricelevels[0]!.id, name: 'Regulär', priceValue: 39_900 }] }),
        // A new date instead of the second.
        schedule({ startDate: addDays(90), endDate: addDays(92), pricelevels: [{ name: 'Standard', priceValue: 59_900 }] }),
      ],
    }));
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<CourseDetail>();
    expect(validCourseDetail(updated), JSON.stringify(validCourseDetail.errors)).toBe(true);
    expect(updated).toMatchObject({ id: created.id, name: 'Seegrasrecht kompakt', slug: 'seegrasrecht-kompakt', durationValue: 8, referents: [] });
    expect(updated.professionalScopes.map((scope) => scope.id).sort((a, b) => a - b)).toEqual([lawyerScope, otherLawyerScope].sort((a, b) => a - b));
    expect(updated.courseSchedules.map((s) => [s.id === first.id, s.startDate, s.capacity])).toEqual([
      [true, addDays(40), 25],
      [false, addDays(90), 20],
    ]);
    expect(updated.courseSchedules[0]!.pricelevels).toEqual([{ id: first.pricelevels[0]!.id, name: 'Regulär', priceValue: 39_900 }]);
    expect(await sql('select id from course_schedule where id = $1', [second.id])).toEqual([]);
    expect(await sql('select id from price_level where id = $1', [first.pricelevels[1]!.id])).toEqual([]);
    expect((await getCourse(created.id)).json()).toEqual(updated);

    expect((await search('term=Quallenschutzrecht')).count).toBe(0);
    const found = await search('term=Seegrasrecht');
    expect(found.courses.map((course) => course.id)).toEqual([created.id]);
    expect(found.courses[0]!.minPrice).toBe(39_900);
    created = updated;
  });

  it('the same update again changes nothing and answers the same course', async () => {
    const before = await catalogueState();
    const body = newCourse({
      id: created.id,
      name: created.name,
      durationValue: created.durationValue,
      professionalScopeIds: created.professionalScopes.map((scope) => scope.id),
      referentIds: [],
      courseSchedules: created.courseSchedules.map((s) => ({
        id: s.id, cityId: s.city?.id ?? null, startDate: s.startDate, endDate: s.endDate, seats: s.capacity,
        pricelevels: s.pricelevels.map(({ id, name, priceValue }) => ({ id, name, priceValue })),
      })),
    });
    const response = await put(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(created);
    expect(await catalogueState()).toEqual(before);
  });

  it('an online course has dates without a city', async () => {
    const response = await put(newCourse({
      name: 'Deichrecht online', courseType: 'ONLINE', referentIds: [],
      courseSchedules: [schedule({ cityId: null }), schedule({ cityId: undefined, startDate: addDays(50), endDate: addDays(50) })],
    }));
    expect(response.statusCode, response.body).toBe(201);
    const course = response.json<CourseDetail>();
    expect(course.courseSchedules.map((s) => [s.city, s.online])).toEqual([[null, true], [null, true]]);
    expect((await search('term=Deichrecht&courseType=ONLINE')).courses.map((c) => c.id)).toEqual([course.id]);
  });

  describe('dates that may not go (409, nothing written)', () => {
    it('a left-out date with booked places, a left-out price level of such a date, seats below the booked places', async () => {
      const [kept, booked] = created.courseSchedules as [CourseDetail['courseSchedules'][number], CourseDetail['courseSchedules'][number]];
      await sql('update course_schedule set booked = 3 where id = $1', [booked.id]);
      const before = await catalogueState();
      const keptBody = { id: kept.id, cityId, startDate: kept.startDate, endDate: kept.endDate, seats: kept.capacity, pricelevels: kept.pricelevels };
      const bookedBody = { id: booked.id, cityId, startDate: booked.startDate, endDate: booked.endDate, seats: booked.capacity, pricelevels: booked.pricelevels };
      const base = { id: created.id, referentIds: [], professionalScopeIds: created.professionalScopes.map((scope) => scope.id) };

      expect(expectError(await put(newCourse({ ...base, courseSchedules: [keptBody] })), 409, 'courseSchedules').code).toBe('SCHEDULE_IN_USE');
      expectError(await put(newCourse({ ...base, courseSchedules: [keptBody, { ...bookedBody, pricelevels: [{ name: 'Neu', priceValue: 100 }] }] })), 409, 'courseSchedules.1.pricelevels');
      expect(expectError(await put(newCourse({ ...base, courseSchedules: [keptBody, { ...bookedBody, seats: 2 }] })), 409, 'courseSchedules.1.seats').code).toBe('SEATS_BELOW_BOOKED');
      expect(await catalogueState()).toEqual(before);
      await sql('update course_schedule set booked = 0 where id = $1', [booked.id]);
    });

    it('a left-out date people wait for', async () => {
      const [kept, waited] = created.courseSchedules as [CourseDetail['courseSchedules'][number], CourseDetail['courseSchedules'][number]];
      await sql(
        `insert into waiting_list_request (course_id, schedule_id, first_name, last_name, email) values ($1, $2, 'W', 'Artend', 'w@example.org')`,
        [created.id, waited.id],
      );
      const before = await catalogueState();
      const keptBody = { id: kept.id, cityId, startDate: kept.startDate, endDate: kept.endDate, seats: kept.capacity, pricelevels: kept.pricelevels };
      const response = await put(newCourse({ id: created.id, referentIds: [], courseSchedules: [keptBody] }));
      expect(expectError(response, 409).message).toContain('waiting-list');
      expect(await catalogueState()).toEqual(before);
    });
  });
});

describe('bodies the schema refuses: 400 naming the field', () => {
  it.each([
    ['a negative price', (body: CourseWrite) => { body.courseSchedules[0]!.pricelevels[0]!.priceValue = -1; }, 'courseSchedules.0.pricelevels.0.priceValue'],
    ['a price in euros', (body: CourseWrite) => { body.courseSchedules[0]!.pricelevels[0]!.priceValue = 499.5; }, 'courseSchedules.0.pricelevels.0.priceValue'],
    ['an unknown property', (body: CourseWrite) => { Object.assign(body, { organizerId: 2 }); }, 'organizerId'],
    ['an unknown property of a date', (body: CourseWrite) => { Object.assign(body.courseSchedules[1]!, { booked: 0 }); }, 'courseSchedules.1.booked'],
    ['a malformed start date', (body: CourseWrite) => { body.courseSchedules[0]!.startDate = '24.12.2026'; }, 'courseSchedules.0.startDate'],
    ['a day that does not exist', (body: CourseWrite) => { body.courseSchedules[0]!.endDate = '2027-02-30'; }, 'courseSchedules.0.endDate'],
    ['a missing name', (body: CourseWrite) => { delete (body as Partial<CourseWrite>).name; }, 'name'],
    ['a blank name', (body: CourseWrite) => { body.name = '   '; }, 'name'],
    ['an unknown delivery type', (body: CourseWrite) => { (body as { courseType: string }).courseType = 'HYBRID'; }, 'courseType'],
    ['no scope', (body: CourseWrite) => { body.professionalScopeIds = []; }, 'professionalScopeIds'],
    ['a duration of zero', (body: CourseWrite) => { body.durationValue = 0; }, 'durationValue'],
    ['a date without price levels', (body: CourseWrite) => { body.courseSchedules[0]!.pricelevels = []; }, 'courseSchedules.0.pricelevels'],
  ])('%s', async (_name, change, field) => {
    const before = await catalogueState();
    const body = newCourse();
    change(body);
    const error = expectError(await put(body), 400, field);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toContain(field);
    expect(await catalogueState()).toEqual(before);
  });
});

describe('bodies that name what does not fit: 422, nothing written', () => {
  it.each([
    ['an unknown scope', () => newCourse({ professionalScopeIds: [lawyerScope, 999_999] }), 'UNKNOWN_SCOPE', 'professionalScopeIds'],
    ['a RENO scope on a course for lawyers', () => newCourse({ professionalScopeIds: [renoScope] }), 'SCOPE_TYPE_MISMATCH', 'professionalScopeIds'],
    ['an unknown city', () => newCourse({ courseSchedules: [schedule(), schedule({ cityId: 999_999 })] }), 'UNKNOWN_CITY', 'courseSchedules.1.cityId'],
    ['an unknown referent', () => newCourse({ referentIds: [999_999] }), 'UNKNOWN_REFERENT', 'referentIds'],
    ['a referent of another organizer', () => newCourse({ referentIds: [ownReferent, foreignReferent] }), 'FOREIGN_REFERENT', 'referentIds'],
    ['a date ending before it starts', () => newCourse({ courseSchedules: [schedule({ startDate: addDays(40), endDate: addDays(39) })] }), 'END_BEFORE_START', 'courseSchedules.0.endDate'],
    ['a date in presence without a city', () => newCourse({ courseSchedules: [schedule({ cityId: null })] }), 'CITY_REQUIRED', 'courseSchedules.0.cityId'],
    ['an online date with a city', () => newCourse({ courseType: 'ONLINE', courseSchedules: [schedule()] }), 'CITY_NOT_ALLOWED', 'courseSchedules.0.cityId'],
    ['a date id on a new course', () => newCourse({ courseSchedules: [schedule({ id: 1 })] }), 'UNKNOWN_SCHEDULE', 'courseSchedules.0.id'],
    ['a price level id on a new date', () => newCourse({ courseSchedules: [schedule({ pricelevels: [{ id: 1, name: 'X', priceValue: 1 }] })] }), 'UNKNOWN_PRICE_LEVEL', 'courseSchedules.0.pricelevels.0.id'],
  ])('%s', async (_name, body, code, field) => {
    const before = await catalogueState();
    const error = expectError(await put(body()), 422, field);
    expect(error.code).toBe(code);
    expect(await catalogueState()).toEqual(before);
  });

  it("a date or price level of another course in an update of one's own", async () => {
    const own = (await put(newCourse({ name: 'Wattwanderrecht' }))).json<CourseDetail>();
    const [foreignSchedule] = await sql<{ id: number }>('select id from course_schedule where course_id = $1 limit 1', [foreignCourse]);
    const [foreignLevel] = await sql<{ id: number }>(
      'select p.id from price_level p join course_schedule s on s.id = p.schedule_id where s.course_id = $1 limit 1',
      [foreignCourse],
    );
    const before = await catalogueState();
    const first = own.courseSchedules[0]!;
    const keep = { id: first.id, cityId, startDate: first.startDate, endDate: first.endDate, seats: first.capacity };
    expectError(await put(newCourse({ id: own.id, courseSchedules: [schedule({ id: foreignSchedule!.id })] })), 422, 'courseSchedules.0.id');
    expectError(
      await put(newCourse({ id: own.id, courseSchedules: [{ ...keep, pricelevels: [{ id: foreignLevel!.id, name: 'Gekapert', priceValue: 0 }] }] })),
      422,
      'courseSchedules.0.pricelevels.0.id',
    );
    expect(await catalogueState()).toEqual(before);
  });
});

// Last: it replaces the catalogue the tests above use.
describe('a reseed of the catalogue', () => {
  it('keeps the ids of written courses apart from the seeded ones', async () => {
    const before = (await put(newCourse({ name: 'Vor der Neubefüllung' }))).json<CourseDetail>();
    await sql('delete from waiting_list_request');
    await clearCatalogue(server.database.db);
    await seedDatabase(server.database.db, { courses: 60, today: TEST_TODAY });
    const [seeded] = await sql<{ course: number; schedule: number; level: number }>(
      'select (select max(id) from course) as course, (select max(id) from course_schedule) as schedule, (select max(id) from price_level) as level',
    );
    expect(Math.max(seeded!.course, seeded!.schedule, seeded!.level)).toBeLessThan(100_000_000);
    ownReferent = (await sql<{ id: number }>('select id from referent where organizer_id = 1 order by id limit 1'))[0]!.id;
    const response = await put(newCourse({ name: 'Nach der Neubefüllung' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<CourseDetail>().id).toBeGreaterThan(before.id);
    expect((await search('term=Neubefüllung')).courses.map((course) => course.id)).toEqual([response.json<CourseDetail>().id]);
  });
});

describe('distance learning (FernUSG, issue 26 §3)', () => {
  const selfStudy = (distanceLearning?: CourseWrite['distanceLearning']) =>
    newCourse({
      name: 'Fachanwaltslehrgang Quallenrecht im Fernstudium',
      courseType: 'SELF',
      kind: 'FACHANWALTSLEHRGANG',
      courseSchedules: [schedule({ cityId: null, startDate: addDays(10), endDate: addDays(375) })],
      ...(distanceLearning === undefined ? {} : { distanceLearning }),
    });

  it('refuses self-study without a ZFU number or statement, and a number of the wrong form; nothing is written', async () => {
    const before = await catalogueState();
    expect(expectError(await put(selfStudy()), 422, 'distanceLearning').code).toBe('DISTANCE_LEARNING_DECLARATION_REQUIRED');
    expect(expectError(await put(selfStudy(null)), 422, 'distanceLearning').code).toBe('DISTANCE_LEARNING_DECLARATION_REQUIRED');
    for (const zfuNumber of ['12345', 'ZFU-7312345', '73123456', '7312345C', '']) {
      const refused = expectError(await put(selfStudy({ kind: 'ZFU_APPROVED', zfuNumber })), 422, 'distanceLearning.zfuNumber');
      expect(refused.code).toBe('ZFU_NUMBER_INVALID');
    }
    expect(expectError(await put(selfStudy({ kind: 'ZFU_APPROVED' })), 422, 'distanceLearning.zfuNumber').code).toBe('ZFU_NUMBER_INVALID');
    const blank = await put(selfStudy({ kind: 'NOT_DISTANCE_LEARNING', statement: '   ' }));
    expect(expectError(blank, 422, 'distanceLearning.statement').code).toBe('DISTANCE_LEARNING_STATEMENT_INVALID');
    expect(await catalogueState()).toEqual(before);
  });

  it('publishes self-study with its ZFU number (spaces taken out), shown with the course; a statement instead for the buyer to read', async () => {
    const created = await put(selfStudy({ kind: 'ZFU_APPROVED', zfuNumber: '731 2345' }));
    expect(created.statusCode, created.body).toBe(201);
    const course = created.json<CourseDetail>();
    expect(course.distanceLearning).toEqual({ kind: 'ZFU_APPROVED', zfuNumber: '7312345' });
    const read = (await getCourse(course.id)).json<CourseDetail>();
    expect(validCourseDetail(read), JSON.stringify(validCourseDetail.errors)).toBe(true);
    expect(read.distanceLearning).toEqual({ kind: 'ZFU_APPROVED', zfuNumber: '7312345' });

    const statement = 'Reines Selbststudium ohne Überwachung des Lernerfolgs: die Lernkontrolle dient nur der Selbstprüfung.';
    const updated = await put({ ...selfStudy({ kind: 'NOT_DISTANCE_LEARNING', statement }), id: course.id,
      courseSchedules: read.courseSchedules.map((date) => ({ id: date.id, cityId: null, startDate: date.startDate, endDate: date.endDate,
        seats: date.capacity, pricelevels: date.pricelevels.map((level) => ({ id: level.id, name: level.name, priceValue: level.priceValue })) })) });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<CourseDetail>().distanceLearning).toEqual({ kind: 'NOT_DISTANCE_LEARNING', statement });
    // A seminar may say nothing about it.
    const seminar = await put(newCourse({ name: 'Quallenrecht live' }));
    expect(seminar.statusCode, seminar.body).toBe(201);
    expect(seminar.json<CourseDetail>().distanceLearning).toBeNull();
  });

  it('refuses an online course that mixes material studied at a distance with exams unless it declares itself; with its number it is published', async () => {
    const mixed = (distanceLearning?: CourseWrite['distanceLearning']) =>
      newCourse({
        name: 'Fachanwaltslehrgang Quallenrecht: Lehrbriefe, Klausuren, Live-Sitzungen',
        courseType: 'ONLINE',
        kind: 'FACHANWALTSLEHRGANG',
        teachesAtDistance: true,
        courseSchedules: [schedule({ cityId: null })],
        ...(distanceLearning === undefined ? {} : { distanceLearning }),
      });
    const before = await catalogueState();
    expect(expectError(await put(mixed()), 422, 'distanceLearning').code).toBe('DISTANCE_LEARNING_DECLARATION_REQUIRED');
    expect(expectError(await put(mixed(null)), 422, 'distanceLearning').code).toBe('DISTANCE_LEARNING_DECLARATION_REQUIRED');
    expect(await catalogueState()).toEqual(before);
    const published = await put(mixed({ kind: 'ZFU_APPROVED', zfuNumber: '7312346' }));
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json<CourseDetail>().distanceLearning).toEqual({ kind: 'ZFU_APPROVED', zfuNumber: '7312346' });
    // The table holds the rule too: no writer can take the declaration away from such a course.
    await expect(sql(`update course set distance_learning = null, zfu_number = null where id = $1`, [published.json<CourseDetail>().id])).rejects.toThrow(
      /course_teaches_at_distance_declared_check/,
    );
  });

  it('the demo catalogue declares its self-study; undeclared self-study is not sold (409 DISTANCE_LEARNING_UNDECLARED)', async () => {
    const undeclared = await sql<{ n: number }>("select count(*)::int as n from course where course_type = 'SELF' and distance_learning is null");
    expect(undeclared[0]!.n).toBe(0);
    const [date] = await sql<{ courseId: number; scheduleId: number; priceLevelId: number }>(
      `select c.id as "courseId", s.id as "scheduleId", p.id as "priceLevelId"
         from course c join course_schedule s on s.course_id = c.id join price_level p on p.schedule_id = s.id
        where c.course_type = 'SELF' and s.end_date >= current_date and s.booked < s.seats order by c.id limit 1`,
    );
    const addToCart = () => server.app.inject({
      method: 'PUT', url: '/api/cart', headers: { authorization: `Bearer ${customerToken}` }, payload: { ...date!, seats: 1 },
    });
    // As a course written before the declaration existed: its number is not known.
    const [kept] = await sql<{ zfu: string }>('select zfu_number as zfu from course where id = $1', [date!.courseId]);
    await sql('update course set distance_learning = null, zfu_number = null where id = $1', [date!.courseId]);
    const refused = await addToCart();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<ApiError>()).toMatchObject({ code: 'DISTANCE_LEARNING_UNDECLARED', field: 'courseId' });
    await sql("update course set distance_learning = 'ZFU_APPROVED', zfu_number = $2 where id = $1", [date!.courseId, kept!.zfu]);
    const added = await addToCart();
    expect(added.statusCode, added.body).toBe(200);
  });
});
