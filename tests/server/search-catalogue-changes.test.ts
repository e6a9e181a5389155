/**
 * The search reads denormalised tables (migration 002-search.sql); triggers keep them in step with
 * the catalogue. Here the catalogue is changed with plain SQL, as any other part of the shop would,
 * and the search must follow at once — and follow the calendar as days pass.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '../../src/shared/search.ts';
import { clearCatalogue, seedDatabase } from '../../src/server/seed/index.ts';
import { startTestServer, TEST_TODAY, type TestServer } from '../support/test-server.ts';

const TODAY = TEST_TODAY.toISOString().slice(0, 10);
const addDays = (days: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let server: TestServer;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${TODAY}T12:00:00Z`) });
  server = await startTestServer({ courses: 60 });
});
afterAll(async () => {
  await server?.close();
  vi.useRealTimers();
});

const sql = (text: string, params: unknown[] = []) => server.database.db.query(text, params as never[]);
async function search(query: string): Promise<SearchResult> {
  const response = await server.app.inject({ url: `/api/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResult>();
}
const ids = (result: SearchResult) => result.courses.map((course) => course.id);

/**
 * The pre-aggregated facet groups (004-search-facets.sql) equal a fresh aggregate over search_course:
 * the term-less searches that read them then answer exactly what an aggregate would.
 */
async function expectFacetGroupsExact() {
  const columns = 'dimension::text as dimension, dimension_id, course_type, type, kind, duration::float8 as duration';
  const kept = await sql(`select ${columns}, courses, min_price, max_price from search_facet order by 1, 2, 3, 4, 5, 6`);
  const fresh = await sql(
    `select ${columns}, count(*)::int as courses, min(next_price_min) as min_price, max(next_price_max) as max_price
       from (select 'a' as dimension, 0 as dimension_id, c.* from search_course c
             union all select 's', s.id, c.* from search_course c cross join unnest(c.scope_ids) s (id)
             union all select 'c', g.id, c.* from search_course c cross join unnest(c.category_ids) g (id)) x
      where next_start is not null
      group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`,
  );
  expect(kept.length).toBeGreaterThan(0);
  expect(kept).toEqual(fresh);
}

const COURSE = 90_001;
const SCHEDULE = 90_001;

describe('catalogue changes reach the search at once', () => {
  it('a new course with a date and a price is found by its words, scope, city and price', async () => {
    await sql(
      `insert into course (id, name, slug, description, type, course_type, kind, organizer_id, duration_value)
       values ($1, 'Zebrastreifenrecht kompakt', 'zebrastreifenrecht-kompakt', 'Verkehrsplanung für Juristen.',
               'EDUCATION', 'PRESENT', 'FORTBILDUNG', 1, 3.5)`,
      [COURSE],
    );
    await sql('insert into course_scope (course_id, scope_id) values ($1, 1)', [COURSE]);
    await sql(`insert into course_schedule (id, course_id, city_id, start_date, end_date, seats, booked)
               values ($1, $2, 3, $3, $3, 20, 5)`, [SCHEDULE, COURSE, addDays(10)]);
    // Without a price level the date cannot be booked: not listed yet.
    expect((await search('term=Zebrastreifen')).count).toBe(0);
    await sql(`insert into price_level (id, schedule_id, name, price_cents, position) values
               (900001, $1, 'Regulär', 12900, 1), (900002, $1, 'Frühbucher', 9900, 2)`, [SCHEDULE]);

    const found = await search('term=Zebrastreifen');
    expect(ids(found)).toEqual([COURSE]);
    expect(found.courses[0]).toMatchObject({ minPrice: 9900, durationValue: 3.5, courseType: 'PRESENT' });
    expect(found.courses[0]!.courseSchedules[0]).toMatchObject({ id: SCHEDULE, freePlaces: 15, city: { id: 3, name: 'München' } });
    expect(ids(await search('term=Verkehrsplanung'))).toEqual([COURSE]);
    expect(ids(await search('term=streifenrecht'))).toEqual([COURSE]);
    expect(ids(await search('scope=1&limit=100'))).toContain(COURSE);
    expect(ids(await search('cityId=3&radius=10&limit=100'))).toContain(COURSE);
    expect(ids(await search('term=Zebra&priceFrom=9900&priceTo=9900'))).toEqual([COURSE]);
    await expectFacetGroupsExact();
  });

  it('follows renames, new scopes, price changes and bookings', async () => {
    await sql(`update course set name = 'Giraffenrecht kompakt', duration_value = 4 where id = $1`, [COURSE]);
    expect((await search('term=Zebrastreifen')).count).toBe(0);
    expect(ids(await search('term=Giraffenrecht&durationFrom=4&durationTo=4'))).toEqual([COURSE]);

    await sql('insert into course_scope (course_id, scope_id) values ($1, 2)', [COURSE]);
    expect(ids(await search('term=Giraffenrecht&scope=2'))).toEqual([COURSE]);
    await sql('delete from course_scope where course_id = $1 and scope_id = 2', [COURSE]);
    expect((await search('term=Giraffenrecht&scope=2')).count).toBe(0);

    await sql(`update price_level set price_cents = 7900 where id = 900002`);
    expect((await search('term=Giraffenrecht')).courses[0]!.minPrice).toBe(7900);
    // A booking changes seats, which the page reads from the catalogue: the search tables and their
    // version (which cached matches are checked against) stay as they are.
    const version = async () => ((await sql('select version::int as version from search_state'))[0] as { version: number }).version;
    const before = await version();
    await sql('update course_schedule set booked = 20 where id = $1', [SCHEDULE]);
    expect(await version()).toBe(before);
    expect((await search('term=Giraffenrecht')).courses[0]!.courseSchedules[0]!.freePlaces).toBe(0);
    await expectFacetGroupsExact();
  });

  it('follows moved dates and places, and drops deleted courses', async () => {
    await sql('update course_schedule set start_date = $2, end_date = $2 where id = $1', [SCHEDULE, addDays(-3)]);
    expect((await search('term=Giraffenrecht')).count).toBe(0);
    expect((await search(`term=Giraffenrecht&dateFrom=${addDays(-5)}`)).count).toBe(1);
    await sql('update course_schedule set start_date = $2, end_date = $2, city_id = 1 where id = $1', [SCHEDULE, addDays(3)]);
    expect((await search('term=Giraffenrecht&cityId=3&radius=50')).count).toBe(0);
    expect((await search('term=Giraffenrecht&cityId=1&radius=10')).count).toBe(1);

    await sql('delete from course where id = $1', [COURSE]);
    expect((await search('term=Giraffenrecht')).count).toBe(0);
    const [left] = await sql('select (select count(*) from search_course where course_id = $1) + (select count(*) from search_schedule where course_id = $1) as n', [COURSE]);
    expect(Number((left as { n: number }).n)).toBe(0);
    await expectFacetGroupsExact();
  });
});

describe('the calendar', () => {
  it('drops dates that have passed as days go by, and takes them back for an earlier day', async () => {
    const all = await search('limit=100');
    const lastDates = all.courses.map((course) => course.courseSchedules.at(-1)!.startDate);
    const day = [...lastDates].sort()[Math.floor(lastDates.length / 2)]!;
    // The day after that date, courses whose every date lies before it are gone.
    vi.setSystemTime(new Date(`${addDaysFrom(day, 1)}T12:00:00Z`));
    const later = await search('limit=100');
    expect(later.count).toBeLessThan(all.count);
    await expectFacetGroupsExact();
    expect(later.courses.flatMap((course) => course.courseSchedules).every((schedule) => schedule.startDate > day)).toBe(true);
    vi.setSystemTime(new Date(`${TODAY}T12:00:00Z`));
    expect((await search('limit=100')).count).toBe(all.count);
  });
});

describe('a re-seeded catalogue', () => {
  it('is searchable after the catalogue is cleared (TRUNCATE) and seeded again', async () => {
    const before = await search('');
    await clearCatalogue(server.database.db);
    expect((await search('')).count).toBe(0);
    expect(await sql('select * from search_facet')).toEqual([]);
    await seedDatabase(server.database.db, { courses: 60, today: TEST_TODAY });
    expect((await search('')).count).toBe(before.count);
    await expectFacetGroupsExact();
  });
});

function addDaysFrom(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
