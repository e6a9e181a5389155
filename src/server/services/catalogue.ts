/**
 * Courses as the catalogue pages read them: the detail of one course (every date, price levels,
 * seats left, referents, documents), its short form, and the courses of a year. Read straight from
 * the catalogue tables, so seats and prices are current.
 *
 * "Past" dates: a date that started before today (Europe/Berlin); a self-study date only once its
 * access period ended. Past dates are listed on the detail page for reference but never offered.
 */
import type { Queryable } from '../db/database.ts';
import { notFound } from '../errors.ts';
import type { Language } from '../../shared/constants.ts';
import {
  FAO15_SELF_STUDY_MAX_HOURS,
  type CourseDetail, type CourseOverview, type CourseScheduleDetail, type Fao15Hours, type NamedRef,
  type ReferentSummary, type ScheduleOverview, type YearOverview,
} from '../../shared/catalogue.ts';
import type { DistanceLearning } from '../../shared/distance-learning.ts';
import type { CourseKind } from '../../shared/search.ts';
import type { CourseType, SearchType } from '../../shared/types.ts';
import { courseDocuments } from './course-documents.ts';

const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Germany as 'yyyy-mm-dd'. */
export function catalogueToday(now: Date = new Date()): string {
  return berlinDay.format(now);
}

/** The column of a translated name. */
export const nameColumn = (language: Language) => (language === 'en' ? 'name_en' : 'name_de');

/** SQL: the date `s` of course `c` is not past on day `today` (a text parameter). */
export const notPastSql = (today: string) =>
  `(case when c.course_type = 'SELF' then s.end_date else s.start_date end) >= ${today}::date`;

const META_DESCRIPTION_LENGTH = 160;

/** The first sentences of a description, cut at a word to at most 160 characters. */
export function metaDescription(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  if (text.length <= META_DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, META_DESCRIPTION_LENGTH - 1);
  const sentenceEnd = cut.lastIndexOf('. ');
  if (sentenceEnd >= 80) return cut.slice(0, sentenceEnd + 1);
  const wordEnd = cut.lastIndexOf(' ');
  return `${cut.slice(0, wordEnd > 0 ? wordEnd : cut.length).replace(/[,;:–-]+$/, '')}…`;
}

export function fao15Hours(course: { type: SearchType; kind: CourseKind; courseType: CourseType; durationValue: number }): Fao15Hours {
  const qualifies = course.type === 'EDUCATION' && course.kind === 'FAO15';
  if (!qualifies) return { qualifies, hours: 0 };
  const hours = course.courseType === 'SELF' ? Math.min(course.durationValue, FAO15_SELF_STUDY_MAX_HOURS) : course.durationValue;
  return { qualifies, hours };
}

export function referentName(referent: { title: string; firstName: string; lastName: string }): string {
  return [referent.title, referent.firstName, referent.lastName].filter(Boolean).join(' ');
}

interface CourseRow {
  id: number;
  name: string;
  slug: string;
  kind: CourseKind;
  type: SearchType;
  courseType: CourseType;
  durationValue: number;
  organizer: NamedRef;
  professionalScopes: NamedRef[];
  description: string;
}

const COURSE_COLUMNS = (language: Language) => `c.id, c.name, c.slug, c.kind, c.type, c.course_type as "courseType",
  c.duration_value::float8 as "durationValue", c.description,
  json_build_object('id', o.id, 'name', o.name) as organizer,
  coalesce((select json_agg(json_build_object('id', sp.id, 'name', sp.${nameColumn(language)}) order by sp.position, sp.id)
              from course_scope cs join scope sp on sp.id = cs.scope_id where cs.course_id = c.id), '[]'::json)
    as "professionalScopes"`;

const SCHEDULE_COLUMNS = `s.id, s.course_id as "courseId",
  case when ci.id is null then null else json_build_object('id', ci.id, 'name', ci.name) end as city,
  s.start_date::text as "startDate", s.end_date::text as "endDate",
  s.seats as capacity, greatest(s.seats - s.booked, 0) as "freePlaces", s.booked >= s.seats as "fullyBooked",
  coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name, 'priceValue', p.price_cents) order by p.position, p.id)
              from price_level p where p.schedule_id = s.id), '[]'::json) as pricelevels`;

type ScheduleRow = ScheduleOverview & { courseId: number; capacity: number; past: boolean };

const overviewSchedule = ({ id, city, startDate, endDate, freePlaces, fullyBooked, pricelevels }: ScheduleRow): ScheduleOverview => ({
  id, city, startDate, endDate, freePlaces, fullyBooked, pricelevels,
});

/** Which dates the short forms list: those not past (default) or those starting in a window. */
export type ScheduleWindow = { notPastOn: string } | { from: string; to: string };

/**
 * The short forms of these courses, in the order of `ids` (ids not found are left out), each with
 * its dates in `window`.
 */
export async function loadCourseOverviews(
  db: Queryable,
  ids: readonly number[],
  language: Language,
  window: ScheduleWindow,
): Promise<CourseOverview[]> {
  if (ids.length === 0) return [];
  const courses = await db.query<CourseRow>(
    `select ${COURSE_COLUMNS(language)} from course c join organizer o on o.id = c.organizer_id where c.id = any($1::int[])`,
    [ids],
  );
  const condition = 'notPastOn' in window ? notPastSql('$2') : 's.start_date between $2::date and $3::date';
  const schedules = await db.query<ScheduleRow>(
    `select ${SCHEDULE_COLUMNS}
       from course_schedule s join course c on c.id = s.course_id left join city ci on ci.id = s.city_id
      where s.course_id = any($1::int[]) and ${condition}
      order by s.start_date, s.id`,
    'notPastOn' in window ? [ids, window.notPastOn] : [ids, window.from, window.to],
  );
  const byCourse = new Map<number, ScheduleOverview[]>();
  for (const row of schedules) {
    const list = byCourse.get(row.courseId) ?? [];
    list.push(overviewSchedule(row));
    byCourse.set(row.courseId, list);
  }
  const byId = new Map(courses.map((course) => [course.id, course]));
  return ids.flatMap((id) => {
    const course = byId.get(id);
    if (!course) return [];
    const { description, ...rest } = course;
    const courseSchedules = byCourse.get(id) ?? [];
    const prices = courseSchedules.flatMap((schedule) => schedule.pricelevels.map((level) => level.priceValue));
    return [{
      ...rest,
      courseSchedules,
      minPrice: prices.length > 0 ? Math.min(...prices) : null,
      meta: { description: metaDescription(description) },
    }];
  });
}

export async function loadCourseOverview(db: Queryable, id: number, language: Language, today = catalogueToday()): Promise<CourseOverview> {
  const [course] = await loadCourseOverviews(db, [id], language, { notPastOn: today });
  if (!course) throw notFound(`Course ${id}`);
  return course;
}

/** A course's distance-learning declaration (027-distance-learning.sql) as columns of `course c`. */
const DISTANCE_LEARNING_COLUMNS = 'c.distance_learning as "distanceLearningKind", c.zfu_number as "zfuNumber", c.distance_learning_statement as "distanceLearningStatement"';
interface DistanceLearningColumns {
  distanceLearningKind: DistanceLearning['kind'] | null;
  zfuNumber: string | null;
  distanceLearningStatement: string | null;
}

export function distanceLearningOf(row: DistanceLearningColumns): DistanceLearning | null {
  if (row.distanceLearningKind === 'ZFU_APPROVED') return { kind: 'ZFU_APPROVED', zfuNumber: row.zfuNumber! };
  if (row.distanceLearningKind === 'NOT_DISTANCE_LEARNING') return { kind: 'NOT_DISTANCE_LEARNING', statement: row.distanceLearningStatement! };
  return null;
}

export async function loadCourse(db: Queryable, id: number, language: Language, today = catalogueToday()): Promise<CourseDetail> {
  const names = nameColumn(language);
  const [course] = await db.query<CourseRow & {
    organizerDetail: CourseDetail['organizer'];
    category: NamedRef | null;
  } & DistanceLearningColumns>(
    `select ${COURSE_COLUMNS(language)}, ${DISTANCE_LEARNING_COLUMNS},
            json_build_object('id', o.id, 'name', o.name, 'slug', o.slug, 'website', o.website,
              'city', case when oc.id is null then null else json_build_object('id', oc.id, 'name', oc.name) end) as "organizerDetail",
            (select json_build_object('id', cat.id, 'name', cat.${names})
               from course_scope cs join scope sp on sp.id = cs.scope_id join scope_category cat on cat.id = sp.category_id
              where cs.course_id = c.id order by sp.position, sp.id limit 1) as category
       from course c join organizer o on o.id = c.organizer_id left join city oc on oc.id = o.city_id
      where c.id = $1`,
    [id],
  );
  if (!course) throw notFound(`Course ${id}`);
  const [referents, schedules] = await Promise.all([
    db.query<ReferentSummary>(
      `select r.id, r.title, r.first_name as "firstName", r.last_name as "lastName", '' as name, r.profession
         from course_referent cr join referent r on r.id = cr.referent_id
        where cr.course_id = $1 order by r.last_name, r.first_name, r.id`,
      [id],
    ),
    db.query<ScheduleRow>(
      `select ${SCHEDULE_COLUMNS}, not ${notPastSql('$2')} as past
         from course_schedule s join course c on c.id = s.course_id left join city ci on ci.id = s.city_id
        where s.course_id = $1 order by s.start_date, s.id`,
      [id, today],
    ),
  ]);
  const courseSchedules = schedules.map((row): CourseScheduleDetail => ({
    ...overviewSchedule(row),
    online: course.courseType === 'ONLINE',
    selfStudy: course.courseType === 'SELF',
    capacity: row.capacity,
    past: row.past,
  }));
  return {
    id: course.id,
    name: course.name,
    slug: course.slug,
    kind: course.kind,
    type: course.type,
    courseType: course.courseType,
    durationValue: course.durationValue,
    fao15: fao15Hours(course),
    distanceLearning: distanceLearningOf(course),
    description: course.description,
    organizer: course.organizerDetail,
    professionalScopes: course.professionalScopes,
    category: course.category,
    documents: courseDocuments(course),
    referents: referents.map((referent) => ({ ...referent, name: referentName(referent) })),
    courseSchedules,
    meta: { description: metaDescription(course.description) },
  };
}

export interface YearOverviewOptions {
  futureEventsOnly: boolean;
  organizerId?: number;
  start: number;
  limit: number;
}

/** The courses with a date in `year` (from today on with futureEventsOnly), by their first such date. */
export async function loadYearOverview(
  db: Queryable,
  year: number,
  options: YearOverviewOptions,
  language: Language,
  today = catalogueToday(),
): Promise<YearOverview> {
  const yearStart = `${String(year).padStart(4, '0')}-01-01`;
  const yearEnd = `${String(year).padStart(4, '0')}-12-31`;
  const from = options.futureEventsOnly && today > yearStart ? today : yearStart;
  const { organizerId } = options;
  const where = (organizerParam: string) =>
    `s.start_date between $1::date and $2::date${organizerId === undefined ? '' : ` and c.organizer_id = ${organizerParam}`}`;
  const withOrganizer = <T extends (string | number)[]>(values: T) => (organizerId === undefined ? values : [...values, organizerId]);
  const page = await db.query<{ id: number; total: number }>(
    `select s.course_id as id, (count(*) over ())::int as total
       from course_schedule s join course c on c.id = s.course_id
      where ${where('$5')}
      group by s.course_id, c.name
      order by min(s.start_date), c.name, s.course_id
      limit $3 offset $4`,
    withOrganizer([from, yearEnd, options.limit, (options.start - 1) * options.limit]),
  );
  let count = page[0]?.total ?? 0;
  if (page.length === 0 && options.start > 1) {
    // Past the last page: the total still counts.
    const [row] = await db.query<{ total: number }>(
      `select count(distinct s.course_id)::int as total from course_schedule s join course c on c.id = s.course_id where ${where('$3')}`,
      withOrganizer([from, yearEnd]),
    );
    count = row?.total ?? 0;
  }
  // A past year with futureEventsOnly has from > yearEnd: nothing is between them.
  const courses = await loadCourseOverviews(db, page.map((row) => row.id), language, { from, to: yearEnd });
  return { year, count, courses };
}
