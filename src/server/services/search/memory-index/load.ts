/**
 * Reading the search tables (002-search.sql) into a SearchStore: a whole build in chunks of course
 * ids — so that on the embedded database, where queries run one at a time, searches and writes
 * interleave with a build instead of waiting seconds for it — and single courses after a change.
 */
import type { Queryable } from '../../../db/database.ts';
import { NO_CITY, SearchStore, type CourseLexemes, type IndexedCourse } from './store.ts';

/** Course ids per chunk of a whole build: ~10,000 courses, a few hundred ms on the embedded database. */
const CHUNK_IDS = 10_000;

/** A row of COURSE_SELECT: the course's columns as IndexedCourse has them, the rest still as arrays. */
interface CourseRow extends Pick<IndexedCourse, 'courseId' | 'type' | 'courseType' | 'kind' | 'organizerId' | 'duration'> {
  scopeIds: number[];
  categoryIds: number[];
  nameLower: string | null;
  days: number[] | null;
  cities: number[] | null;
  prices: number[] | null;
}

/** The course columns with the course's priced schedules as parallel arrays, by start day. */
const COURSE_SELECT = `
  select c.course_id as "courseId", c.type, c.course_type as "courseType", c.kind,
         c.organizer_id as "organizerId", c.duration::float8 as duration,
         c.scope_ids as "scopeIds", c.category_ids as "categoryIds", t.name_lower as "nameLower",
         s.days, s.cities, s.prices %EXTRA%
    from search_course c
    left join search_text t on t.course_id = c.course_id
    left join lateral (
      select array_agg(ss.start_date - date '1970-01-01' order by ss.start_date, ss.schedule_id) as days,
             array_agg(coalesce(ss.city_id, ${NO_CITY}) order by ss.start_date, ss.schedule_id) as cities,
             array_agg(ss.price order by ss.start_date, ss.schedule_id) as prices
        from search_schedule ss
       where ss.course_id = c.course_id and ss.price is not null) s on true`;

function toIndexedCourse(row: CourseRow): IndexedCourse {
  return {
    courseId: row.courseId,
    type: row.type,
    courseType: row.courseType,
    kind: row.kind,
    organizerId: row.organizerId,
    duration: row.duration,
    scopeIds: Int32Array.from(row.scopeIds),
    categoryIds: Int32Array.from(row.categoryIds),
    nameLower: row.nameLower ?? '',
    schedules: {
      days: Int32Array.from(row.days ?? []),
      cities: Int32Array.from(row.cities ?? []),
      prices: Int32Array.from(row.prices ?? []),
    },
  };
}

/** The current version of the search tables (without moving the window: the search service does that). */
export async function readVersion(db: Queryable): Promise<number> {
  const [state] = await db.query<{ version: number }>('select version::int as version from search_state');
  return state!.version;
}

async function addLexemes(db: Queryable, sql: string, from: number, to: number, into: Map<string, number[]>) {
  const rows = await db.query<{ lexeme: string; ids: number[] }>(sql, [from, to]);
  for (const { lexeme, ids } of rows) {
    const list = into.get(lexeme);
    if (list) for (const id of ids) list.push(id);
    else into.set(lexeme, ids);
  }
}

const TEXT_LEXEMES = `select u.lexeme, array_agg(t.course_id) as ids
  from search_text t, unnest(t.search_vector) u where t.course_id between $1 and $2 group by u.lexeme`;
const NAME_LEXEMES = `select u.lexeme, array_agg(c.course_id) as ids
  from search_course c, unnest(c.name_vector) u where c.course_id between $1 and $2 group by u.lexeme`;

/** A whole store, read chunk by chunk. The caller reads the version BEFORE, so later changes are applied after. */
export async function loadStore(db: Queryable): Promise<SearchStore> {
  const [range] = await db.query<{ low: number | null; high: number | null; count: number }>(
    'select min(course_id) as low, max(course_id) as high, count(*)::int as count from search_course',
  );
  const store = new SearchStore(Math.max(1024, Math.ceil((range?.count ?? 0) * 1.1)));
  const text = new Map<string, number[]>();
  const name = new Map<string, number[]>();
  if (range?.low != null && range.high != null) {
    for (let from = range.low; from <= range.high; from += CHUNK_IDS) {
      const to = Math.min(from + CHUNK_IDS - 1, range.high);
      const rows = await db.query<CourseRow>(`${COURSE_SELECT.replace('%EXTRA%', '')} where c.course_id between $1 and $2 order by c.course_id`, [from, to]);
      for (const row of rows) store.put(toIndexedCourse(row));
      await addLexemes(db, TEXT_LEXEMES, from, to, text);
      await addLexemes(db, NAME_LEXEMES, from, to, name);
    }
  }
  store.seal(text, name);
  return store;
}

/** Courses that changed after `version`, or 'all' when the log cannot list them (bulk load, or pruned). */
export async function changedSince(db: Queryable, version: number): Promise<number[] | 'all'> {
  const rows = await db.query<{ course_id: number | null }>(
    'select distinct course_id from search_change where version > $1',
    [version],
  );
  if (rows.some((row) => row.course_id === null)) return 'all';
  return rows.map((row) => row.course_id!);
}

/** Rewrites the given courses in the store from the search tables; those gone from them are removed. */
export async function applyChanges(db: Queryable, store: SearchStore, courseIds: number[]): Promise<void> {
  const rows = await db.query<CourseRow & CourseLexemes>(
    `${COURSE_SELECT.replace('%EXTRA%', ', tsvector_to_array(t.search_vector) as text, tsvector_to_array(c.name_vector) as name')}
      where c.course_id = any($1::int[])`,
    [courseIds],
  );
  const present = new Set<number>();
  for (const row of rows) {
    present.add(row.courseId);
    store.replace(toIndexedCourse(row), { text: row.text ?? [], name: row.name ?? [] });
  }
  for (const courseId of courseIds) if (!present.has(courseId)) store.remove(courseId);
}
