/**
 * The SQL of a course search, built from a normalised SearchQuery. Every value travels as a $n
 * parameter; only fixed column names and sort keywords are spliced in.
 *
 * The match is the CTE `m`, one row per matching course:
 *   m(course_id, course_type, duration, first_start, min_price, max_price, rank)
 * with first_start / min_price / max_price over the course's MATCHING schedules. It comes from one
 * of two places:
 *   - the default window (no day, radius or price asked for): the per-course columns of search_course,
 *     kept for "schedules from today on" — no schedule is read;
 *   - otherwise search_schedule, filtered and grouped per course.
 * Course-level filters other than the term are copied onto both tables, so neither needs a join
 * unless a term is given. The statement around `m` is in match-sql.ts; where the facets can
 * come from pre-aggregated groups instead of `m`, facet-rows.ts.
 */
import type { SqlValue } from '../../db/database.ts';
import type { CourseFilters, ScheduleFilters, SearchQuery } from './parameters.ts';
import type { NearCities } from './radius.ts';
import { likeLiteral, type TermQuery } from './text.ts';

export class SqlParameters {
  readonly values: SqlValue[] = [];
  /** Adds a value and answers its placeholder. */
  add(value: SqlValue): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** `near(city_id, distance)` from the resolved cities. */
export function nearCitiesCte(near: NearCities, params: SqlParameters): string {
  return `near as (select * from unnest(${params.add(near.cityIds)}::int[], ${params.add(near.distancesKm)}::float8[]) as n (city_id, distance))`;
}

/**
 * Course-level conditions on an alias of search_course or search_schedule (both carry the columns).
 * Not the delivery type: the facet counts every type, so it filters the match afterwards.
 */
export function courseConditions(filters: CourseFilters, params: SqlParameters, alias: string): string[] {
  const where: string[] = [];
  if (filters.scope !== undefined) where.push(`${alias}.scope_ids @> array[${params.add(filters.scope)}::int]`);
  if (filters.category !== undefined) where.push(`${alias}.category_ids @> array[${params.add(filters.category)}::int]`);
  if (filters.types) where.push(`${alias}.type = any(${params.add(filters.types)}::text[])`);
  if (filters.kind) where.push(`${alias}.kind = ${params.add(filters.kind)}`);
  if (filters.durationFrom !== undefined) where.push(`${alias}.duration >= ${params.add(filters.durationFrom)}::real`);
  if (filters.durationTo !== undefined) where.push(`${alias}.duration <= ${params.add(filters.durationTo)}::real`);
  if (filters.organizerId !== undefined) where.push(`${alias}.organizer_id = ${params.add(filters.organizerId)}::int`);
  if (filters.organizer) {
    where.push(`${alias}.organizer_id in (select o.id from organizer o where o.name ilike ${params.add(`%${likeLiteral(filters.organizer)}%`)})`);
  }
  return where;
}

/** The term's placeholders, added once and used by the match and the rank. */
interface TermSql {
  /**
   * The ids of the courses the term matches (search_text: GIN indexes on the vector and on the
   * lower-cased name), as an array built first. As `course_id = any(array(…))` the planner looks the
   * few hundred courses of a narrow term up by key; as a join it hash-joins a term of ~1,000 courses
   * with a scan of the whole window (measured: 28–41 ms instead of 9–27 ms on PostgreSQL). A broad
   * term pays for the array with 30,000 key look-ups instead of one scan — slower by about a sixth.
   */
  courseIds: string;
  /**
   * Relevance on search_course `c`: how many of the term's words the NAME matches (a cheap, small
   * vector) — the same count the in-memory index ranks by (memory-index/evaluate.ts). A function:
   * its placeholders are added only when the page is sorted by it.
   */
  rank: () => string;
}

function termSql(term: TermQuery, params: SqlParameters): TermSql {
  const query = `to_tsquery('german', ${params.add(term.tsquery)})`;
  const name = term.namePatterns.map((pattern) => `t.name_lower like ${params.add(pattern)}`);
  const condition = name.length ? `(t.search_vector @@ ${query} or (${name.join(' and ')}))` : `t.search_vector @@ ${query}`;
  const wordsInName = () => term.words.map((word) => `(c.name_vector @@ to_tsquery('german', ${params.add(`${word}:*`)}))::int`);
  return { courseIds: `array(select t.course_id from search_text t where ${condition})`, rank: () => `(${wordsInName().join(' + ')})` };
}

/** Schedule-level conditions on search_schedule (the radius is added by the caller: an id list or a join with `near`). */
export function scheduleConditions(filters: ScheduleFilters, params: SqlParameters, alias = 's'): string[] {
  // A schedule without any price level cannot be booked, so it never matches.
  const where = [`${alias}.price is not null`, `${alias}.start_date >= ${params.add(filters.dateFrom)}::date`];
  if (filters.dateTo) where.push(`${alias}.start_date <= ${params.add(filters.dateTo)}::date`);
  if (filters.priceFrom !== undefined) where.push(`${alias}.price >= ${params.add(filters.priceFrom)}::int`);
  if (filters.priceTo !== undefined) where.push(`${alias}.price <= ${params.add(filters.priceTo)}::int`);
  return where;
}

/** True when only "from today on" restricts the schedules: search_course's window columns answer it. */
export function usesDefaultWindow(query: SearchQuery): boolean {
  const { dateFrom, dateTo, radius, priceFrom, priceTo } = query.schedule;
  return dateFrom === query.today && !dateTo && !radius && priceFrom === undefined && priceTo === undefined;
}

const and = (conditions: string[]) => (conditions.length ? conditions.join('\n       and ') : 'true');

/**
 * The CTEs that define `m` (see the file comment). The courseType filter is NOT applied here: the
 * facet counts every delivery type, and the caller filters m by it for the count and the page.
 */
export function matchCtes(query: SearchQuery, near: NearCities | null, params: SqlParameters): string {
  const term = query.course.term && termSql(query.course.term, params);
  // The rank costs a ts_rank per matching course: only worth it when the page is sorted by it.
  const rank = term && query.sortBy === 'relevance' ? term.rank() : '0';
  if (usesDefaultWindow(query)) {
    const where = ['c.next_start is not null', ...courseConditions(query.course, params, 'c')];
    if (term) where.push(`c.course_id = any(${term.courseIds})`);
    // Without a term, m is inlined into the facets and into the page: the page then walks the
    // (next_start) or (next_price_min) index and stops after `take` courses, and 80,000 rows are not
    // first copied into a CTE (which spills to disk). With a term, both share one evaluation of it.
    return `m as ${term ? '' : 'not '}materialized (
    select c.course_id, c.course_type, c.duration, c.next_start as first_start,
           c.next_price_min as min_price, c.next_price_max as max_price, ${rank} as rank
      from search_course c
     where ${and(where)})`;
  }

  const where = [...scheduleConditions(query.schedule, params), ...courseConditions(query.course, params, 's')];
  if (near) where.push(`s.city_id = any(${params.add(near.cityIds)}::int[])`);
  if (term) where.push(`s.course_id = any(${term.courseIds})`);
  return `matched_schedules as (
    select s.course_id, s.course_type, s.duration,
           min(s.start_date) as first_start, min(s.price) as min_price, max(s.price) as max_price
      from search_schedule s
     where ${and(where)}
     group by s.course_id, s.course_type, s.duration),
  m as materialized (
    select ms.*, ${rank} as rank
      from matched_schedules ms${rank === '0' ? '' : ' join search_course c on c.course_id = ms.course_id'})`;
}

/**
 * ORDER BY of the page; the course id last, so equal keys never swap between pages. The shop tells
 * shoppers how it ranks (§ 5b Abs. 2 UWG) on the page 'marktplatz-informationen', section 'ranking'
 * (src/server/seed/data/content-pages-de.ts, -en.ts): a change here changes that text too.
 */
export function pageOrder(query: SearchQuery): string {
  const direction = query.seq === 'desc' ? 'desc' : 'asc';
  if (query.sortBy === 'price') return `min_price ${direction}, course_id`;
  if (query.sortBy === 'relevance' && query.course.term) return `rank ${direction}, first_start, course_id`;
  return `first_start ${direction}, course_id`;
}
