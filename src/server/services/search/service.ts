/**
 * Course search (GET /api/search): validates the parameters' interplay, computes the match — facets
 * per delivery type and the ordered matching courses — kept in the match cache
 * until the catalogue or the day changes — then loads one page's details. Storage, indexes and the
 * cache: docs/decisions/003-search-storage.md; SQL: sql.ts.
 *
 * Decisions the API makes:
 * - A course matches when at least one of its schedules passes every schedule-level filter (days,
 *   radius, price) and the course passes every course-level one. Its listed schedules, its minPrice,
 *   the ranges and the sort keys all come from those matching schedules only.
 * - Radius search: ONLINE and SELF schedules have no place, so a radius search lists only courses
 *   with a PRESENT schedule in a city within the radius. A city without a radius uses 100 km.
 * - Price filter and ranges use a schedule's LOWEST price level (the price it is offered from);
 *   maxPrice is the highest such price among the matching schedules.
 * - Without dateFrom only schedules from today (Berlin) on count; an explicit dateFrom, even a past
 *   one, is used as given. A schedule without any price level never matches.
 * - Relevance (the default sort with a term) is how many of the term's words the course NAME matches
 *   (German stems as prefixes); then the earliest matching date. Without a term, relevance is the
 *   earliest matching date.
 * - The match comes from the in-memory index (memory-index/) when it is at the current version of
 *   the search tables, else from SQL (sql.ts); both answer the same (tests/server/search-index.test.ts).
 */
import type { Database } from '../../db/database.ts';
import type { SearchParameters, SearchResult } from '../../../shared/search.ts';
import { matchCacheOf, type CachedMatch, type FacetRow } from './cache.ts';
import { loadCourseSummaries } from './details.ts';
import { summariseFacets } from './facets.ts';
import { toSearchQuery, type SearchQuery } from './parameters.ts';
import { resolveNearCities, type NearCities } from './radius.ts';
import { matchSql } from './match-sql.ts';
import { evaluateMatch } from './memory-index/evaluate.ts';
import { searchIndexOf } from './memory-index/engine.ts';
import { toIndexQuery } from './memory-index/index-query.ts';
import { searchToday, searchVersion } from './window.ts';

/** Everything the match depends on — not the page. */
function matchKey(query: SearchQuery): string {
  const { course, schedule, sortBy, seq, today } = query;
  return JSON.stringify([course, schedule, sortBy, seq, today]);
}

/**
 * How many courses of the order a match computes at least: ten pages of 20, so "load more" is served
 * from the cache; a deeper page extends it (doubling), a full sort of 80,000 courses is never needed
 * for the first page.
 */
export const MATCH_PREFIX = 200;

/** The match from the in-memory index when it is at `version`, else from SQL (while the index is built). */
async function computeMatch(db: Database, query: SearchQuery, near: NearCities | null, version: number, take: number): Promise<CachedMatch> {
  const store = await searchIndexOf(db)?.at(version);
  if (store) return evaluateMatch(store, await toIndexQuery(db, query, near), take, version);
  return computeMatchWithSql(db, query, near, version, take);
}

async function computeMatchWithSql(db: Database, query: SearchQuery, near: NearCities | null, version: number, take: number): Promise<CachedMatch> {
  const { text, values } = matchSql(query, near, take);
  const [row] = await db.query<{ facets: FacetRow[]; ordered: [number, number][] | null }>(text, values);
  const ordered = row?.ordered ?? [];
  return {
    version,
    facets: row?.facets ?? [],
    ids: Int32Array.from(ordered, (pair) => pair[0]),
    minPrices: Int32Array.from(ordered, (pair) => pair[1]),
    complete: ordered.length < take,
  };
}

export interface SearchOptions {
  /** "Today" in Berlin (tests pass their own). */
  today?: string;
  /** Aborted when nobody waits for the answer any more: the search stops before its next step. */
  signal?: AbortSignal | null;
}

export async function searchCourses(db: Database, parameters: SearchParameters, options: SearchOptions = {}): Promise<SearchResult> {
  const { today = searchToday(), signal } = options;
  const query = toSearchQuery(parameters, today);
  signal?.throwIfAborted();
  const version = await searchVersion(db, today);
  signal?.throwIfAborted();
  const near = await resolveNearCities(db, query);
  signal?.throwIfAborted();
  const cache = matchCacheOf(db);
  const key = matchKey(query);
  const from = (query.page - 1) * query.limit;
  let match = cache.get(key, version);
  if (!match || (!match.complete && match.ids.length < from + query.limit)) {
    const take = Math.max(MATCH_PREFIX, from + query.limit, 2 * (match?.ids.length ?? 0));
    match = await computeMatch(db, query, near, version, take);
    cache.set(key, match);
    signal?.throwIfAborted();
  }
  const ids = match.ids.subarray(from, from + query.limit);
  const page = Array.from(ids, (id, index) => ({ id, minPrice: match.minPrices[from + index]! }));
  const courses = await loadCourseSummaries(db, page, query, near);
  return { courses, ...summariseFacets(match.facets, query.course.courseType) };
}
