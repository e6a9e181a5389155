/**
 * GET /api/search against an INDEPENDENT computation: the seeded rows are loaded with plain selects
 * and every filter, the match, the facets, the ranges and the order are recomputed here in
 * TypeScript — not with the search's SQL or its tables. "Today" is the test server's TEST_TODAY.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Ajv } from 'ajv';
import { searchResultSchema } from '../../src/server/schemas/search.ts';
import { configureSearchCache, DEFAULT_CACHE_IDS } from '../../src/server/services/search/cache.ts';
import type { CourseSummary, SearchParameters, SearchResult } from '../../src/shared/search.ts';
import type { CourseType } from '../../src/shared/types.ts';
import { startTestServer, TEST_TODAY, type TestServer } from '../support/test-server.ts';

const TODAY = TEST_TODAY.toISOString().slice(0, 10);
const COURSES = 600;

// ---------------------------------------------------------------------------------------------
// The catalogue as plain rows, and the search rules written out once more in TypeScript.
// ---------------------------------------------------------------------------------------------
interface Course {
  id: number; name: string; description: string; type: string; courseType: CourseType; kind: string;
  organizerId: number; organizerName: string; duration: number; scopeIds: number[]; categoryIds: number[];
}
interface Schedule { id: number; courseId: number; cityId: number | null; start: string; seats: number; booked: number; minLevel: number | null }
interface City { id: number; latitude: number; longitude: number }

interface Catalogue { courses: Course[]; schedules: Schedule[]; cities: Map<number, City> }

async function loadCatalogue(server: TestServer): Promise<Catalogue> {
  const db = server.database.db;
  const courses = await db.query<Omit<Course, 'scopeIds' | 'categoryIds'>>(
    `select c.id, c.name, c.description, c.type, c.course_type as "courseType", c.kind, c.organizer_id as "organizerId",
            o.name as "organizerName", c.duration_value::float8 as duration
       from course c join organizer o on o.id = c.organizer_id`,
  );
  const scopes = await db.query<{ course_id: number; scope_id: number; category_id: number | null }>(
    'select cs.course_id, cs.scope_id, s.category_id from course_scope cs join scope s on s.id = cs.scope_id',
  );
  const schedules = await db.query<Omit<Schedule, 'minLevel'>>(
    `select id, course_id as "courseId", city_id as "cityId", start_date::text as start, seats, booked from course_schedule`,
  );
  const levels = await db.query<{ schedule_id: number; price_cents: number }>('select schedule_id, price_cents from price_level');
  const cities = await db.query<City>('select id, latitude, longitude from city');

  const minLevel = new Map<number, number>();
  for (const level of levels) minLevel.set(level.schedule_id, Math.min(minLevel.get(level.schedule_id) ?? Infinity, level.price_cents));
  return {
    courses: courses.map((course) => ({
      ...course,
      scopeIds: scopes.filter((row) => row.course_id === course.id).map((row) => row.scope_id),
      categoryIds: scopes.filter((row) => row.course_id === course.id && row.category_id !== null).map((row) => row.category_id!),
    })),
    schedules: schedules.map((schedule) => ({ ...schedule, minLevel: minLevel.get(schedule.id) ?? null })),
    cities: new Map(cities.map((city) => [city.id, city])),
  };
}

/** Great-circle distance, km (haversine, mean earth radius). */
function haversineKm(a: City, b: City): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h = Math.sin(rad(b.latitude - a.latitude) / 2) ** 2
    + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** German folding the stemmer also does: lower case, umlauts to their base letter, ß to ss. */
const fold = (text: string) => text.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');
const tokens = (text: string) => fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * A term matches a course when, for every word, some word of its name or description starts with
 * the word's German stem (given by the test: stemming is not re-implemented here), or when the name
 * contains every word (compound parts).
 */
interface TermModel { term: string; stems: string[] }
function termMatches(course: Course, model: TermModel): boolean {
  const words = tokens(`${course.name} ${course.description}`);
  const byStem = model.stems.every((stem) => words.some((word) => word.startsWith(stem)));
  const inName = model.term.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).every((word) => course.name.toLowerCase().includes(word));
  return byStem || inName;
}

interface Expected {
  /** Matching course id → its matching schedules (ids, by start day then id). */
  matches: Map<number, Schedule[]>;
  facets: Record<CourseType, number>;
  ids: number[];
  minPrice: number; maxPrice: number; minDuration: number; maxDuration: number;
}

function expectedSearch(catalogue: Catalogue, params: SearchParameters, term?: TermModel): Expected {
  const from = params.dateFrom ?? TODAY;
  const origin = params.cityId === undefined ? null : catalogue.cities.get(params.cityId)!;
  const km = params.radius ?? 100;
  const courseOk = (course: Course) =>
    (!term || termMatches(course, term))
    && (params.scope === undefined || course.scopeIds.includes(params.scope))
    && (params.category === undefined || course.categoryIds.includes(params.category))
    && (!params.types || params.types.split(',').includes(course.type))
    && (!params.kind || course.kind === params.kind)
    && (params.durationFrom === undefined || course.duration >= params.durationFrom)
    && (params.durationTo === undefined || course.duration <= params.durationTo)
    && (!params.organizer || course.organizerName.toLowerCase().includes(params.organizer.toLowerCase()))
    && (params.organizerId === undefined || course.organizerId === params.organizerId);
  const scheduleOk = (schedule: Schedule) =>
    schedule.minLevel !== null
    && schedule.start >= from
    && (!params.dateTo || schedule.start <= params.dateTo)
    && (!origin || (schedule.cityId !== null && haversineKm(origin, catalogue.cities.get(schedule.cityId)!) <= km))
    && (params.priceFrom === undefined || schedule.minLevel >= params.priceFrom)
    && (params.priceTo === undefined || schedule.minLevel <= params.priceTo);

  const bySchedule = new Map<number, Schedule[]>();
  for (const schedule of catalogue.schedules) {
    if (!scheduleOk(schedule)) continue;
    bySchedule.set(schedule.courseId, [...(bySchedule.get(schedule.courseId) ?? []), schedule]);
  }
  const facets: Record<CourseType, number> = { PRESENT: 0, ONLINE: 0, SELF: 0 };
  const matches = new Map<number, Schedule[]>();
  const selected: Course[] = [];
  for (const course of catalogue.courses) {
    const schedules = bySchedule.get(course.id);
    if (!schedules || !courseOk(course)) continue;
    facets[course.courseType]++;
    if (params.courseType && params.courseType !== 'ALL' && course.courseType !== params.courseType) continue;
    matches.set(course.id, schedules.sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id));
    selected.push(course);
  }
  const prices = [...matches.values()].flat().map((schedule) => schedule.minLevel!);
  const durations = selected.map((course) => course.duration);
  return {
    matches,
    facets,
    ids: [...matches.keys()].sort((a, b) => a - b),
    minPrice: prices.length ? Math.min(...prices) : 0,
    maxPrice: prices.length ? Math.max(...prices) : 0,
    minDuration: durations.length ? Math.min(...durations) : 0,
    maxDuration: durations.length ? Math.max(...durations) : 0,
  };
}

// ---------------------------------------------------------------------------------------------
// The API side.
// ---------------------------------------------------------------------------------------------
let server: TestServer;
let catalogue: Catalogue;
beforeAll(async () => {
  // The search's "today" is the catalogue's day, whatever the machine's clock says.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${TODAY}T12:00:00Z`) });
  server = await startTestServer({ courses: COURSES });
  catalogue = await loadCatalogue(server);
});
afterAll(async () => {
  await server?.close();
  vi.useRealTimers();
});

const query = (params: SearchParameters) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();

async function search(params: SearchParameters): Promise<SearchResult> {
  const response = await server.app.inject({ url: `/api/search?${query(params)}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResult>();
}

/** Every page of a search, in order. */
async function allPages(params: SearchParameters, limit = 100): Promise<{ courses: CourseSummary[]; first: SearchResult }> {
  const first = await search({ ...params, limit, start: 1 });
  const courses = [...first.courses];
  for (let start = 2; (start - 1) * limit < first.count; start++) courses.push(...(await search({ ...params, limit, start })).courses);
  return { courses, first };
}

/** The whole answer against the model: the set, each course's schedules and price, facets, ranges. */
async function expectSearchMatches(params: SearchParameters, term?: TermModel): Promise<Expected> {
  const expected = expectedSearch(catalogue, params, term);
  const { courses, first } = await allPages(params);
  expect(courses.map((course) => course.id).sort((a, b) => a - b)).toEqual(expected.ids);
  expect(first.count).toBe(expected.ids.length);
  expect(Object.fromEntries(first.courseTypes.map((facet) => [facet.courseType, facet.count]))).toEqual(expected.facets);
  expect([first.minPrice, first.maxPrice, first.minDuration, first.maxDuration])
    .toEqual([expected.minPrice, expected.maxPrice, expected.minDuration, expected.maxDuration]);
  for (const course of courses) {
    const schedules = expected.matches.get(course.id)!;
    expect(course.courseSchedules.map((schedule) => schedule.id)).toEqual(schedules.map((schedule) => schedule.id));
    expect(course.minPrice).toBe(Math.min(...schedules.map((schedule) => schedule.minLevel!)));
    for (const [index, schedule] of course.courseSchedules.entries()) {
      expect(schedule.freePlaces).toBe(schedules[index]!.seats - schedules[index]!.booked);
      expect(Math.min(...schedule.pricelevels.map((level) => level.priceValue))).toBe(schedules[index]!.minLevel);
    }
  }
  return expected;
}

const someScope = () => catalogue.courses[0]!.scopeIds[0]!;
const someCategory = () => catalogue.courses.find((course) => course.categoryIds.length > 0)!.categoryIds[0]!;
const addDays = (days: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('each filter alone', () => {
  it.each<[string, () => SearchParameters]>([
    ['no filter: every course with a bookable date from today on', () => ({})],
    ['scope', () => ({ scope: someScope() })],
    ['category', () => ({ category: someCategory() })],
    ['types RENO', () => ({ types: 'RENO' })],
    ['types EDUCATION,RENO', () => ({ types: 'EDUCATION,RENO' })],
    ['courseType ONLINE (the facet still counts every type)', () => ({ courseType: 'ONLINE' })],
    ['courseType ALL is no filter', () => ({ courseType: 'ALL' })],
    ['kind FAO15', () => ({ kind: 'FAO15' })],
    ['duration range', () => ({ durationFrom: 4, durationTo: 8 })],
    ['price range on the lowest price level', () => ({ priceFrom: 20_000, priceTo: 50_000 })],
    ['organizer name, case-insensitive substring', () => ({ organizer: 'AKADEMIE' })],
    ['organizerId', () => ({ organizerId: catalogue.courses[3]!.organizerId })],
    ['date window, both days inclusive', () => ({ dateFrom: addDays(10), dateTo: addDays(70) })],
    ['a past dateFrom counts past schedules too', () => ({ dateFrom: addDays(-90), dateTo: addDays(-1) })],
    ['city with the default radius (100 km)', () => ({ cityId: 3 })],
    ['radius 50 km', () => ({ cityId: 1, radius: 50 })],
  ])('%s', async (_name, params) => {
    const expected = await expectSearchMatches(params());
    expect(expected.ids.length).toBeGreaterThan(0);
  });

  it('narrows: every single filter returns a subset of the unfiltered search', async () => {
    const all = new Set(expectedSearch(catalogue, {}).ids);
    for (const params of [{ scope: someScope() }, { kind: 'FAO15' as const }, { priceTo: 30_000 }, { cityId: 4, radius: 50 as const }]) {
      const { courses } = await allPages(params);
      expect(courses.length).toBeLessThan(all.size);
      expect(courses.every((course) => all.has(course.id))).toBe(true);
    }
  });
});

describe('filters combined', () => {
  it.each<[string, () => SearchParameters, TermModel?]>([
    ['type, delivery and kind', () => ({ types: 'EDUCATION', courseType: 'PRESENT', kind: 'FAO15' })],
    ['scope with dates and price', () => ({ scope: someScope(), dateFrom: addDays(1), dateTo: addDays(300), priceFrom: 10_000 })],
    ['radius with dates and duration', () => ({ cityId: 4, radius: 250, dateFrom: addDays(30), dateTo: addDays(200), durationTo: 8 })],
    ['term with category and organizer name', () => ({ term: 'Rechtsprechung', category: someCategory(), organizer: 'e' }),
      { term: 'Rechtsprechung', stems: ['rechtsprech'] }],
    ['term with radius and price', () => ({ term: 'Recht', cityId: 3, radius: 250, priceTo: 100_000 }), { term: 'Recht', stems: ['recht'] }],
  ])('%s', async (_name, params, term) => {
    await expectSearchMatches(params(), term);
  });
});

describe('full-text search', () => {
  it("stems: 'Arbeitsrechts' finds the courses about Arbeitsrecht", async () => {
    const expected = await expectSearchMatches({ term: 'Arbeitsrechts' }, { term: 'Arbeitsrechts', stems: ['arbeitsrecht'] });
    const result = await search({ term: 'Arbeitsrechts', limit: 100 });
    expect(result.courses.some((course) => course.name.includes('Arbeitsrecht'))).toBe(true);
    expect(expected.ids.length).toBeGreaterThan(5);
  });

  it("matches prefixes of compounds: 'Fachanwalt' finds 'Fachanwaltslehrgang …'", async () => {
    await expectSearchMatches({ term: 'Fachanwalt' }, { term: 'Fachanwalt', stems: ['fachanwalt'] });
    const { courses } = await allPages({ term: 'Fachanwalt' });
    expect(courses.some((course) => course.name.startsWith('Fachanwaltslehrgang'))).toBe(true);
  });

  it("finds a compound's inner part in names: 'Mietrecht' finds 'Gewerberaummietrecht'", async () => {
    const { courses } = await allPages({ term: 'Mietrecht' });
    const inner = catalogue.courses.filter((course) => /gewerberaummietrecht/i.test(course.name) && expectedSearch(catalogue, {}).matches.has(course.id));
    expect(inner.length).toBeGreaterThan(0);
    const found = new Set(courses.map((course) => course.id));
    expect(inner.every((course) => found.has(course.id))).toBe(true);
  });

  it('ignores case, umlauts as typed and punctuation: every word must match', async () => {
    const umlaut = await search({ term: 'KÜNDIGUNGSSCHUTZ', limit: 100 });
    const plain = await search({ term: 'kündigungsschutz', limit: 100 });
    expect(umlaut.count).toBeGreaterThan(0);
    expect(umlaut.courses.map((course) => course.id)).toEqual(plain.courses.map((course) => course.id));
    const both = await search({ term: 'Kündigungsschutz, Arbeitsrecht!', limit: 100 });
    expect(both.count).toBeLessThanOrEqual(plain.count);
    await expectSearchMatches({ term: 'Kündigungsschutz Arbeitsrecht' }, { term: 'Kündigungsschutz Arbeitsrecht', stems: ['kundigungsschutz', 'arbeitsrecht'] });
  });

  it('ranks courses with a name word starting with the term above those that mention it only in the description', async () => {
    const { courses } = await allPages({ term: 'Arbeitsrecht' });
    const inName = courses.map((course) => tokens(course.name).some((word) => word.startsWith('arbeitsrecht')));
    const firstDescriptionOnly = inName.indexOf(false);
    expect(inName.indexOf(true)).toBe(0);
    if (firstDescriptionOnly >= 0) expect(inName.slice(firstDescriptionOnly).every((named) => !named)).toBe(true);
  });

  it('a term of punctuation only does not filter', async () => {
    expect((await search({ term: ' – ' })).count).toBe(expectedSearch(catalogue, {}).ids.length);
  });
});

describe('radius search', () => {
  it('10, 50, 100 and 250 km around a city give nested results, all within the radius by haversine', async () => {
    const cityId = 4; // Köln
    const origin = catalogue.cities.get(cityId)!;
    let previous = new Set<number>();
    for (const radius of [10, 50, 100, 250] as const) {
      const { courses, first } = await allPages({ cityId, radius });
      const ids = new Set(courses.map((course) => course.id));
      expect([...previous].every((id) => ids.has(id))).toBe(true);
      expect(first.count).toBe(expectedSearch(catalogue, { cityId, radius }).ids.length);
      for (const course of courses) {
        // Online and self-study dates have no place: a radius search lists in-person courses only.
        expect(course.courseType).toBe('PRESENT');
        expect(course.courseSchedules.length).toBeGreaterThan(0);
        for (const schedule of course.courseSchedules) {
          const distance = haversineKm(origin, catalogue.cities.get(schedule.city!.id)!);
          expect(distance).toBeLessThanOrEqual(radius + 1e-9);
          expect(schedule.distanceKm).toBeCloseTo(distance, 1);
        }
      }
      previous = ids;
    }
    expect(previous.size).toBeGreaterThan(0);
  });

  it('answers distanceKm only in a radius search', async () => {
    const result = await search({ courseType: 'PRESENT', limit: 5 });
    expect(result.courses.flatMap((course) => course.courseSchedules).every((schedule) => schedule.distanceKm === null)).toBe(true);
  });
});

describe('sorting and paging', () => {
  type Key = (course: CourseSummary) => number | string;
  const firstStart: Key = (course) => course.courseSchedules[0]!.startDate;
  const cases: [string, SearchParameters, Key][] = [
    ['date ascending (the default without a term)', {}, firstStart],
    ['date descending', { sortBy: 'date', seq: 'desc' }, firstStart],
    ['price ascending', { sortBy: 'price' }, (course) => course.minPrice],
    ['price descending', { sortBy: 'price', seq: 'desc', kind: 'FAO15' }, (course) => course.minPrice],
  ];

  it.each(cases)('pages of 7 by %s list every match exactly once, in order, ties by id', async (_name, params, key) => {
    const expected = expectedSearch(catalogue, params);
    const { courses } = await allPages(params, 7);
    const ids = courses.map((course) => course.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(expected.ids);
    const descending = params.seq === 'desc';
    for (let index = 1; index < courses.length; index++) {
      const [a, b] = [key(courses[index - 1]!), key(courses[index]!)];
      if (a === b) expect(courses[index - 1]!.id).toBeLessThan(courses[index]!.id);
      else expect(descending ? a > b : a < b).toBe(true);
    }
  });

  it('pages by relevance list every match of a term exactly once', async () => {
    const { courses } = await allPages({ term: 'Recht' }, 9);
    const ids = courses.map((course) => course.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(expectedSearch(catalogue, { term: 'Recht' }, { term: 'Recht', stems: ['recht'] }).ids);
  });

  it('uses page size 20 by default and answers an empty page past the end', async () => {
    const result = await search({});
    expect(result.courses).toHaveLength(20);
    const beyond = await search({ start: Math.ceil(result.count / 20) + 1 });
    expect(beyond.courses).toEqual([]);
    expect(beyond.count).toBe(result.count);
  });
});

describe('result shape, facets and ranges', () => {
  it('answers per the response schema, with a course summary per the contract', async () => {
    const ajv = new Ajv({ allowUnionTypes: true, strict: false });
    const result = await search({ cityId: 3, radius: 100, limit: 5 });
    expect(ajv.validate(searchResultSchema, result), JSON.stringify(ajv.errors)).toBe(true);
    const course = result.courses[0]!;
    expect(course.slug).toMatch(/^[a-z0-9-]+$/);
    expect(course.organizer.name).toBeTruthy();
    expect(course.professionalScopes.length).toBeGreaterThan(0);
    expect(course.courseSchedules[0]!.city).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  it('only lists schedules from today on when no dateFrom is given', async () => {
    const { courses } = await allPages({});
    expect(courses.flatMap((course) => course.courseSchedules).every((schedule) => schedule.startDate >= TODAY)).toBe(true);
  });

  it('lists all three delivery types in the facet and gives round steps covering the ranges', async () => {
    const result = await search({ scope: someScope() });
    expect(result.courseTypes.map((facet) => facet.courseType).sort()).toEqual(['ONLINE', 'PRESENT', 'SELF']);
    for (const [steps, min, max] of [[result.priceSteps, result.minPrice, result.maxPrice], [result.durationSteps, result.minDuration, result.maxDuration]] as const) {
      expect(steps.length).toBeGreaterThanOrEqual(2);
      expect(steps.length).toBeLessThanOrEqual(12);
      expect(steps[0]).toBeLessThanOrEqual(min);
      expect(steps.at(-1)).toBeGreaterThanOrEqual(max);
      expect(steps).toEqual([...steps].sort((a, b) => a - b));
    }
  });

  it('answers zero counts, zero ranges and no steps when nothing matches', async () => {
    const result = await search({ term: 'Quantenchromodynamik' });
    expect(result).toMatchObject({ courses: [], count: 0, minPrice: 0, maxPrice: 0, priceSteps: [], durationSteps: [] });
    expect(result.courseTypes.every((facet) => facet.count === 0)).toBe(true);
  });
});

describe('the match cache', () => {
  it('answers exactly the same with the cache off, page by page', async () => {
    const searches: SearchParameters[] = [{}, { term: 'Recht', start: 2, limit: 7 }, { cityId: 4, radius: 100, sortBy: 'price', start: 3, limit: 5 }];
    const cached = [];
    for (const params of searches) cached.push(await search(params));
    configureSearchCache(0);
    try {
      for (const [index, params] of searches.entries()) expect(await search(params)).toEqual(cached[index]);
    } finally {
      configureSearchCache(DEFAULT_CACHE_IDS);
    }
  });
});
