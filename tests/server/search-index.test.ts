/**
 * The in-memory search index (services/search-index/): it answers exactly what SQL answers, for any
 * filter set; it follows single catalogue changes through the change log without a rebuild; after a
 * bulk change SQL answers until the rebuild is done.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import type { SearchParameters, SearchResult } from '../../src/shared/search.ts';
import { RADIUS_OPTIONS_KM } from '../../src/shared/constants.ts';
import { clearCatalogue, seedDatabase } from '../../src/server/seed/index.ts';
import { configureSearchCache, DEFAULT_CACHE_IDS } from '../../src/server/services/search/cache.ts';
import { configureSearchIndex, searchIndexOf, type SearchIndex } from '../../src/server/services/search/memory-index/engine.ts';
import { startTestServer, TEST_TODAY, type TestServer } from '../support/test-server.ts';

const TODAY = TEST_TODAY.toISOString().slice(0, 10);
const addDays = (days: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let server: TestServer;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${TODAY}T12:00:00Z`) });
  configureSearchCache(0);
  server = await startTestServer({ courses: 300 });
});
afterAll(async () => {
  await server?.close();
  configureSearchCache(DEFAULT_CACHE_IDS);
  configureSearchIndex(true);
  vi.useRealTimers();
});

const sql = <Row,>(text: string, params: unknown[] = []) => server.database.db.query<Row>(text, params as never[]);
const currentVersion = async () => (await sql<{ version: number }>('select version::int as version from search_state'))[0]!.version;
const index = () => searchIndexOf(server.database.db) as SearchIndex;

async function search(params: SearchParameters): Promise<SearchResult> {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  const response = await server.app.inject({ url: `/api/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResult>();
}

/** Answers of the same searches with the index, then with SQL alone. */
async function bothWays(searches: SearchParameters[]): Promise<{ indexed: SearchResult[]; withSql: SearchResult[] }> {
  configureSearchIndex(true);
  await index().ready();
  const indexed = [];
  for (const params of searches) indexed.push(await search(params));
  configureSearchIndex(false);
  const withSql = [];
  for (const params of searches) withSql.push(await search(params));
  configureSearchIndex(true);
  await index().ready();
  return { indexed, withSql };
}

const TERMS = ['Recht', 'Arbeitsrechts', 'Fachanwalt', 'mietrecht', 'Steuerrecht Praxis', 'und', 'Zebra', 'aktuelle rechtsprechung'];
const day = fc.integer({ min: -30, max: 400 }).map(addDays);

/** Up to three filters the API accepts, drawn from values the seeded catalogue has, in any sort order. */
const FILTERS = {
  term: fc.constantFrom(...TERMS),
  scope: fc.integer({ min: 1, max: 25 }),
  category: fc.integer({ min: 1, max: 6 }),
  types: fc.constantFrom('EDUCATION', 'RENO', 'EDUCATION,RENO'),
  courseType: fc.constantFrom('ALL', 'PRESENT', 'ONLINE', 'SELF'),
  kind: fc.constantFrom('FACHANWALTSLEHRGANG', 'FAO15', 'FORTBILDUNG'),
  durationFrom: fc.constantFrom(1, 4, 8),
  durationTo: fc.constantFrom(10, 40, 200),
  priceFrom: fc.constantFrom(5_000, 30_000),
  priceTo: fc.constantFrom(60_000, 300_000),
  organizerId: fc.integer({ min: 1, max: 12 }),
  organizer: fc.constantFrom('akademie', 'INSTITUT', 'e.V.'),
  cityId: fc.integer({ min: 1, max: 20 }),
  radius: fc.constantFrom(...RADIUS_OPTIONS_KM),
  dateFrom: day,
};
const parameters: fc.Arbitrary<SearchParameters> = fc
  .tuple(
    fc.record(FILTERS),
    fc.subarray(Object.keys(FILTERS) as (keyof typeof FILTERS)[], { maxLength: 3 }),
    fc.constantFrom('relevance', 'date', 'price'),
    fc.constantFrom('asc', 'desc'),
  )
  .map(([values, chosen, sortBy, seq]) => {
    const result: SearchParameters = { sortBy, seq, limit: 100 };
    for (const key of chosen) Object.assign(result, { [key]: values[key] });
    if (result.radius !== undefined) result.cityId ??= values.cityId;
    if (result.dateFrom) result.dateTo = addDays(Math.round((Date.parse(result.dateFrom) - Date.parse(TODAY)) / 86_400_000) + 90);
    if (result.durationFrom !== undefined && result.durationTo !== undefined && result.durationTo < result.durationFrom) delete result.durationTo;
    return result;
  });

describe('the index answers what SQL answers', () => {
  it('for 150 random filter sets: the same courses, order, count, facets and ranges', async () => {
    // Some courses changed after the index was built: answered from their own rows beside the sealed columns.
    await index().ready();
    await sql(`update course set name = name || ' Mietrechtspraxis' where id in (select id from course order by id limit 5)`);
    await sql(`update course_schedule set city_id = 4, start_date = start_date + 30, end_date = end_date + 30
                where id in (select id from course_schedule where city_id is not null order by id limit 8)`);
    await sql(`update price_level set price_cents = price_cents + 5000 where id in (select id from price_level order by id desc limit 8)`);
    await sql(`delete from course_scope where course_id = (select max(id) from course)`);
    const searches = fc.sample(parameters, { numRuns: 150, seed: 20261122 });
    const { indexed, withSql } = await bothWays(searches);
    let nonEmpty = 0;
    for (const [position, params] of searches.entries()) {
      expect(indexed[position], JSON.stringify(params)).toEqual(withSql[position]);
      if (withSql[position]!.count > 0) nonEmpty++;
    }
    // The comparison means something only if many of the searches find courses.
    expect(nonEmpty).toBeGreaterThan(50);
  });
});

describe('keeping up with the catalogue', () => {
  it('applies a renamed course from the change log, without a rebuild', async () => {
    const before = await index().at(await currentVersion());
    expect(before).not.toBeNull();
    const overridden = before!.overrides.size;
    const [course] = await sql<{ id: number }>('select id from course order by id limit 1 offset 100');
    await sql(`update course set name = 'Okapirecht kompakt' where id = $1`, [course!.id]);
    const changed = await sql<{ course_id: number | null }>(
      'select distinct course_id from search_change where version > (select max(version) from search_change) - 5',
    );
    expect(changed.map((row) => row.course_id)).toEqual([course!.id]);

    const after = await index().at(await currentVersion());
    expect(after).toBe(before);
    expect(after!.overrides.size).toBe(overridden + 1);
    expect((await search({ term: 'Okapirecht' })).courses.map((found) => found.id)).toEqual([course!.id]);
  });

  it('after a bulk change, SQL answers until the rebuilt index takes over', async () => {
    // A statement over more courses than the limit logs "everything" (2,000 in production).
    await sql(`create or replace function search_change_limit() returns integer language sql immutable as 'select 100'`);
    await clearCatalogue(server.database.db);
    await seedDatabase(server.database.db, { courses: 300, today: TEST_TODAY });
    const [marker] = await sql<{ n: number }>('select count(*)::int as n from search_change where course_id is null');
    expect(marker!.n).toBeGreaterThan(0);

    const version = await currentVersion();
    expect(await index().at(version)).toBeNull(); // stale store: not used; a rebuild has started
    const duringRebuild = await search({ term: 'Recht' }); // answered by SQL
    await index().ready();
    const rebuilt = await index().at(version);
    expect(rebuilt?.overrides.size).toBe(0);
    expect(rebuilt?.slots).toBe(300);
    expect(await search({ term: 'Recht' })).toEqual(duringRebuild);
  });
});
