/**
 * The page of a search as the shop shows it: each course with its organizer, scopes and its
 * MATCHING schedules (seats left, price levels, distance in a radius search). Read from the catalogue
 * tables for just the page's courses, so seats and prices are current, not copies.
 */
import type { Queryable } from '../db/database.ts';
import type { CourseSummary, ScheduleSummary } from '../../shared/search.ts';
import type { SearchQuery } from './search-parameters.ts';
import type { NearCities } from './search-radius.ts';
import { nearCitiesCte, scheduleConditions, SqlParameters } from './search-sql.ts';

type CourseRow = Omit<CourseSummary, 'courseSchedules' | 'minPrice'>;
type ScheduleRow = ScheduleSummary & { courseId: number };

function loadCourses(db: Queryable, ids: number[]): Promise<CourseRow[]> {
  return db.query<CourseRow>(
    `select c.id, c.name, c.slug, c.kind, c.type, c.course_type as "courseType", c.duration_value::float8 as "durationValue",
            json_build_object('id', o.id, 'name', o.name) as organizer,
            coalesce((select json_agg(json_build_object('id', sp.id, 'name', sp.name_de) order by sp.position, sp.id)
                        from course_scope cs join scope sp on sp.id = cs.scope_id where cs.course_id = c.id), '[]'::json)
              as "professionalScopes"
       from course c join organizer o on o.id = c.organizer_id
      where c.id = any($1::int[])`,
    [ids],
  );
}

/** The schedules of these courses that pass the search's schedule filters (the same as the match). */
function loadSchedules(db: Queryable, ids: number[], query: SearchQuery, near: NearCities | null): Promise<ScheduleRow[]> {
  const params = new SqlParameters();
  const courses = params.add(ids);
  const withNear = near ? `with ${nearCitiesCte(near, params)} ` : '';
  const where = scheduleConditions(query.schedule, params, 'ss');
  return db.query<ScheduleRow>(
    `${withNear}select s.id, s.course_id as "courseId",
            case when ci.id is null then null else json_build_object('id', ci.id, 'name', ci.name) end as city,
            s.start_date::text as "startDate", s.end_date::text as "endDate",
            greatest(s.seats - s.booked, 0) as "freePlaces",
            ${near ? 'round(n.distance::numeric, 1)::float8' : 'null::float8'} as "distanceKm",
            coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name, 'priceValue', p.price_cents)
                                      order by p.position, p.id)
                        from price_level p where p.schedule_id = s.id), '[]'::json) as pricelevels
       from search_schedule ss
       join course_schedule s on s.id = ss.schedule_id
       ${near ? 'join near n on n.city_id = ss.city_id' : ''}
       left join city ci on ci.id = s.city_id
      where ss.course_id = any(${courses}::int[]) and ${where.join(' and ')}
      order by s.start_date, s.id`,
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
  const ids = page.map((entry) => entry.id);
  const [courses, schedules] = await Promise.all([loadCourses(db, ids), loadSchedules(db, ids, query, near)]);
  const byId = new Map(courses.map((course) => [course.id, course]));
  const schedulesOf = new Map<number, ScheduleSummary[]>();
  for (const { courseId, ...schedule } of schedules) {
    const list = schedulesOf.get(courseId) ?? [];
    list.push(schedule);
    schedulesOf.set(courseId, list);
  }
  // A course deleted between the two statements drops out of the page rather than failing it.
  return page.flatMap(({ id, minPrice }) => {
    const course = byId.get(id);
    return course ? [{ ...course, courseSchedules: schedulesOf.get(id) ?? [], minPrice }] : [];
  });
}
