/**
 * The facets of a search from the pre-aggregated groups of search_facet (migration
 * 004-search-facets.sql) instead of an aggregate over every matching course: a few dozen rows added
 * up instead of up to 80,000 read. Exact, because every filter such a search can have is a column
 * of the groups (or picks the scope's or category's rows), and count, min and max add up over groups.
 */
import type { SearchQuery } from './parameters.ts';
import { usesDefaultWindow, type SqlParameters } from './sql.ts';

/**
 * True when search_facet answers the facets: the default window (no day, radius or price), no term,
 * no organizer, and not a scope AND a category at once (a group is per scope or per category).
 */
export function usesFacetRows(query: SearchQuery): boolean {
  const { term, organizer, organizerId, scope, category } = query.course;
  return usesDefaultWindow(query) && !term && !organizer && organizerId === undefined && (scope === undefined || category === undefined);
}

/** The facet rows (per delivery type: count and ranges) from search_facet, as matchSql's facet subquery. */
export function facetRowsSql(query: SearchQuery, params: SqlParameters): string {
  const { scope, category, types, kind, durationFrom, durationTo } = query.course;
  const [dimension, id] = scope !== undefined ? ['s', scope] : category !== undefined ? ['c', category] : ['a', 0];
  const where = [`f.dimension = '${dimension}'`, `f.dimension_id = ${params.add(id)}::int`];
  if (types) where.push(`f.type = any(${params.add(types)}::text[])`);
  if (kind) where.push(`f.kind = ${params.add(kind)}`);
  if (durationFrom !== undefined) where.push(`f.duration >= ${params.add(durationFrom)}::real`);
  if (durationTo !== undefined) where.push(`f.duration <= ${params.add(durationTo)}::real`);
  return `select f.course_type as "courseType", sum(f.courses)::int as count,
            min(f.min_price) as "minPrice", max(f.max_price) as "maxPrice",
            min(f.duration)::float8 as "minDuration", max(f.duration)::float8 as "maxDuration"
       from search_facet f
      where ${where.join(' and ')}
      group by f.course_type`;
}
