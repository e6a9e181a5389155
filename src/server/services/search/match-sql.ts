/**
 * The one statement that computes a search's match: the facet rows (per delivery type: count and
 * ranges) and the first `take` courses in page order, as [course id, lowest matching price] pairs;
 * the caller pages them (and caches them). The page is a top-`take` sort or an index walk, never a
 * sort of the whole match. The facets come from search_facet's groups where they can
 * (facet-rows.ts), else from an aggregate over the match `m` (sql.ts).
 */
import type { SqlValue } from '../../db/database.ts';
import type { SearchQuery } from './parameters.ts';
import type { NearCities } from './radius.ts';
import { facetRowsSql, usesFacetRows } from './facet-rows.ts';
import { matchCtes, pageOrder, SqlParameters } from './sql.ts';

const MATCH_FACETS = `select course_type as "courseType", count(*)::int as count,
            min(min_price) as "minPrice", max(max_price) as "maxPrice",
            min(duration)::float8 as "minDuration", max(duration)::float8 as "maxDuration"
       from m group by course_type`;

export function matchSql(query: SearchQuery, near: NearCities | null, take: number): { text: string; values: SqlValue[] } {
  const params = new SqlParameters();
  const ctes = matchCtes(query, near, params);
  const facets = usesFacetRows(query) ? facetRowsSql(query, params) : MATCH_FACETS;
  const order = pageOrder(query);
  const courseType = query.course.courseType ? `where course_type = ${params.add(query.course.courseType)}` : '';
  const text = `with ${ctes}
select
  (select coalesce(json_agg(f), '[]'::json) from (${facets}) f) as facets,
  (select array_agg(array[course_id, min_price] order by ${order})
     from (select * from m ${courseType} order by ${order} limit ${params.add(take)}) p) as ordered`;
  return { text, values: params.values };
}
