/**
 * The page of a search as the shop shows it: each course with its organizer, scopes and its
 * MATCHING schedules (seats left, price levels, distance in a radius search). Read from the catalogue
 * tables for just the page's courses, so seats and prices are current, not copies.
 */
import type { Queryable } from '../../db/database.ts';
import type { CourseSummary } from '../../../shared/search.ts';
import type { SearchQuery } from './parameters.ts';
import type { NearCities } from './radius.ts';
import { nearCitiesCte, scheduleConditions, SqlParameters } from './sql.ts';

type CourseRow = Omit<CourseSummary, 'minPrice'>;

/**
 * The page's courses, each with its MATCHING schedules (the same schedule filters as the match), in
 * one statement: one parse, plan and round trip per page instead of two.
 */
function loadPage(db: Queryable, ids: number[], query: SearchQuery, near: NearCities | null): Promise<CourseRow[]> {
  const params = new SqlParameters();
  const courses = params.add(ids);
  const withNear = near ? `${nearCitiesCte(near, params)}, ` : '';
  const where = scheduleConditions(query.schedule, params, 'ss');
  return db.query<CourseRow>(
    `with ${withNear}page_schedule as (
       select s.course_id, s.start_date, s.id,
              json_build_object(
                'id', s.id,
                'city', case when ci.id is null then null else json_build_object('id', ci.id, 'name', ci.name) end,
                'startDate', s.start_date::text, 'endDate', s.end_date::text,
                'freePlaces', greatest(s.seats - s.booked, 0),
                'distanceKm', ${near ? 'round(n.distance::numeric, 1)::float8' : 'null::float8'},
                'pricelevels', coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name, 'priceValue', p.price_cents)
                                                         order by p.position, p.id)
                                           from price_level p where p.schedule_id = s.id), '[]'::json)) as summary
         from search_schedule ss
         join course_schedule s on s.id = ss.schedule_id
         ${near ? 'join near n on n.city_id = ss.city_id' : ''}
         left join city ci on ci.id = s.city_id
        where ss.course_id = any(${courses}::int[]) and ${where.join(' and ')})
     select c.id, c.name, c.slug, c.kind, c.type, c.course_type as "courseType", c.duration_value::float8 as "durationValue",
            json_build_object('id', o.id, 'name', o.name) as organizer,
            coalesce((select json_agg(json_build_object('id', sp.id, 'name', sp.name_de) order by sp.position, sp.id)
                        from course_scope cs join scope sp on sp.id = cs.scope_id where cs.course_id = c.id), '[]'::json)
              as "professionalScopes",
            coalesce((select json_agg(ps.summary order by ps.start_date, ps.id) from page_schedule ps where ps.course_id = c.id), '[]'::json)
              as "courseSchedules"
       from course c join organizer o on o.id = c.organizer_id
      where c.id = any(${courses}::int[])`,
    params.values,
  );
}

/** The page's courses in page order; `page` carries each course's lowest matching price. */
export async function loadCourseSummaries(
  db: Queryable,
  page: readonly { id: number; minPrice: number }[],
  query: SearchQuery,
  near: NearCities | null,
): Promise<CourseSummary[]> {
  if (page.length === 0) return [];
  const rows = await loadPage(db, page.map((entry) => entry.id), query, near);
  const byId = new Map(rows.map((course) => [course.id, course]));
  // A course deleted after the match drops out of the page rather than failing it.
  return page.flatMap(({ id, minPrice }) => {
    const course = byId.get(id);
    return course ? [{ ...course, minPrice }] : [];
  });
}
