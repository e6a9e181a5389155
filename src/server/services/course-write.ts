/**
 * PUT /api/course: organizer staff create a course of their organizer (no id) or replace one of its
 * courses as a whole (id) — facts, scopes, referents, dates and price levels — in one transaction.
 * The organizer comes from the access token, never from the body. A course of another organizer
 * answers 404 exactly like an unknown id (OWASP API1: its existence is not revealed, nothing is
 * touched). Dates and price levels missing from an update are removed, unless places of the date are
 * booked or people wait for it (409). Self-study declares its distance learning (FernUSG:
 * course-distance-learning.ts, 422 without). The search tables follow through the catalogue triggers
 * (002-search.sql); the answer is the course as GET /api/course/{id} shows it.
 */
import type { Database, Queryable } from '../db/database.ts';
import { HttpError, notFound } from '../errors.ts';
import type { CourseScheduleWrite, CourseWrite } from '../schemas/course-write.ts';
import { slugify } from '../seed/slug.ts';
import type { Language } from '../../shared/constants.ts';
import type { CourseDetail } from '../../shared/catalogue.ts';
import { catalogueToday, loadCourse } from './catalogue.ts';
import { distanceLearningColumns } from './course-distance-learning.ts';

/** The caller as the access token describes them (roles are checked by the route). */
export interface CourseWriter {
  organizerId?: number;
}

export interface CourseWriteResult {
  course: CourseDetail;
  created: boolean;
}

const unprocessable = (code: string, message: string, field: string) => new HttpError(422, code, message, field);
const conflict = (code: string, message: string, field: string) => new HttpError(409, code, message, field);

/** Course type (EDUCATION: lawyers, RENO: law-office staff) → the kind of scope it may have. */
const SCOPE_KIND_OF_TYPE = { EDUCATION: 'LAWYER', RENO: 'RENO' } as const;

interface ExistingSchedule {
  id: number;
  booked: number;
  waiting: number;
  priceLevelIds: number[];
}

const scheduleField = (index: number, property: string) => `courseSchedules.${index}.${property}`;

/** Checks of the body alone: dates in order, a city exactly where the course takes place in one, no id twice. */
function checkSchedules(body: CourseWrite) {
  const scheduleIds = new Set<number>();
  const priceLevelIds = new Set<number>();
  body.courseSchedules.forEach((schedule, index) => {
    if (schedule.endDate < schedule.startDate) {
      throw unprocessable('END_BEFORE_START', `Date ${index + 1}: the end (${schedule.endDate}) is before the start (${schedule.startDate})`, scheduleField(index, 'endDate'));
    }
    const cityId = schedule.cityId ?? null;
    if (body.courseType === 'PRESENT' && cityId === null) {
      throw unprocessable('CITY_REQUIRED', `Date ${index + 1}: a course in presence needs a city`, scheduleField(index, 'cityId'));
    }
    if (body.courseType !== 'PRESENT' && cityId !== null) {
      throw unprocessable('CITY_NOT_ALLOWED', `Date ${index + 1}: an ${body.courseType === 'ONLINE' ? 'online' : 'self-study'} course has no city (cityId must be null)`, scheduleField(index, 'cityId'));
    }
    if (schedule.id !== undefined) {
      if (scheduleIds.has(schedule.id)) throw unprocessable('DUPLICATE_ID', `Date ${schedule.id} is listed twice`, scheduleField(index, 'id'));
      scheduleIds.add(schedule.id);
    }
    schedule.pricelevels.forEach((level, levelIndex) => {
      if (level.id === undefined) return;
      if (priceLevelIds.has(level.id)) {
        throw unprocessable('DUPLICATE_ID', `Price level ${level.id} is listed twice`, `${scheduleField(index, 'pricelevels')}.${levelIndex}.id`);
      }
      priceLevelIds.add(level.id);
    });
  });
}

async function checkScopes(tx: Queryable, body: CourseWrite) {
  const rows = await tx.query<{ id: number; kind: string }>('select id, kind from scope where id = any($1::int[])', [body.professionalScopeIds]);
  const kinds = new Map(rows.map((row) => [row.id, row.kind]));
  const wanted = SCOPE_KIND_OF_TYPE[body.type];
  for (const scopeId of body.professionalScopeIds) {
    const kind = kinds.get(scopeId);
    if (kind === undefined) throw unprocessable('UNKNOWN_SCOPE', `Scope ${scopeId} does not exist`, 'professionalScopeIds');
    if (kind !== wanted) {
      throw unprocessable('SCOPE_TYPE_MISMATCH', `Scope ${scopeId} is a ${kind === 'RENO' ? 'RENO' : 'lawyer'} scope; a ${body.type} course needs ${wanted === 'RENO' ? 'RENO' : 'lawyer'} scopes`, 'professionalScopeIds');
    }
  }
}

async function checkReferents(tx: Queryable, body: CourseWrite, organizerId: number) {
  if (body.referentIds.length === 0) return;
  const rows = await tx.query<{ id: number; organizerId: number }>(
    'select id, organizer_id as "organizerId" from referent where id = any($1::int[])',
    [body.referentIds],
  );
  const organizers = new Map(rows.map((row) => [row.id, row.organizerId]));
  for (const referentId of body.referentIds) {
    const owner = organizers.get(referentId);
    if (owner === undefined) throw unprocessable('UNKNOWN_REFERENT', `Referent ${referentId} does not exist`, 'referentIds');
    if (owner !== organizerId) throw unprocessable('FOREIGN_REFERENT', `Referent ${referentId} works for another organizer`, 'referentIds');
  }
}

async function checkCities(tx: Queryable, schedules: readonly CourseScheduleWrite[]) {
  const wanted = [...new Set(schedules.flatMap((schedule) => (schedule.cityId == null ? [] : [schedule.cityId])))];
  if (wanted.length === 0) return;
  const rows = await tx.query<{ id: number }>('select id from city where id = any($1::int[])', [wanted]);
  const known = new Set(rows.map((row) => row.id));
  schedules.forEach((schedule, index) => {
    if (schedule.cityId != null && !known.has(schedule.cityId)) {
      throw unprocessable('UNKNOWN_CITY', `City ${schedule.cityId} does not exist`, scheduleField(index, 'cityId'));
    }
  });
}

/** The dates of a course with their bookings and waiting lists, locked against concurrent bookings. */
async function existingSchedules(tx: Queryable, courseId: number): Promise<Map<number, ExistingSchedule>> {
  const rows = await tx.query<{ id: number; booked: number }>(
    'select id, booked from course_schedule where course_id = $1 order by id for update',
    [courseId],
  );
  const [levels, waiting] = await Promise.all([
    tx.query<{ id: number; scheduleId: number }>(
      'select p.id, p.schedule_id as "scheduleId" from price_level p join course_schedule s on s.id = p.schedule_id where s.course_id = $1',
      [courseId],
    ),
    tx.query<{ scheduleId: number; count: number }>(
      'select schedule_id as "scheduleId", count(*)::int as count from waiting_list_request where course_id = $1 group by schedule_id',
      [courseId],
    ),
  ]);
  const schedules = new Map(rows.map((row) => [row.id, { ...row, waiting: 0, priceLevelIds: [] as number[] }]));
  for (const level of levels) schedules.get(level.scheduleId)?.priceLevelIds.push(level.id);
  for (const row of waiting) {
    const schedule = schedules.get(row.scheduleId);
    if (schedule) schedule.waiting = row.count;
  }
  return schedules;
}

/** Which of the stored dates and price levels the body keeps, changes or drops; refuses what may not go. */
function planUpdate(body: CourseWrite, existing: Map<number, ExistingSchedule>) {
  const kept = new Set<number>();
  body.courseSchedules.forEach((schedule, index) => {
    if (schedule.id === undefined) {
      // A new date has only new price levels.
      const levelIndex = schedule.pricelevels.findIndex((level) => level.id !== undefined);
      if (levelIndex >= 0) {
        throw unprocessable('UNKNOWN_PRICE_LEVEL', `Price level ${schedule.pricelevels[levelIndex]!.id} is not a price level of a new date`, `${scheduleField(index, 'pricelevels')}.${levelIndex}.id`);
      }
      return;
    }
    const stored = existing.get(schedule.id);
    if (!stored) throw unprocessable('UNKNOWN_SCHEDULE', `Date ${schedule.id} is not a date of this course`, scheduleField(index, 'id'));
    kept.add(schedule.id);
    if (schedule.seats < stored.booked) {
      throw conflict('SEATS_BELOW_BOOKED', `Date ${schedule.id} has ${stored.booked} booked places; it cannot have fewer seats`, scheduleField(index, 'seats'));
    }
    const levels = new Set(stored.priceLevelIds);
    schedule.pricelevels.forEach((level, levelIndex) => {
      if (level.id !== undefined && !levels.has(level.id)) {
        throw unprocessable('UNKNOWN_PRICE_LEVEL', `Price level ${level.id} is not a price level of date ${schedule.id}`, `${scheduleField(index, 'pricelevels')}.${levelIndex}.id`);
      }
    });
    const keptLevels = new Set(schedule.pricelevels.flatMap((level) => (level.id === undefined ? [] : [level.id])));
    const droppedLevels = stored.priceLevelIds.filter((levelId) => !keptLevels.has(levelId));
    if (droppedLevels.length > 0 && (stored.booked > 0 || stored.waiting > 0)) {
      throw conflict('SCHEDULE_IN_USE', `Date ${schedule.id} has bookings or a waiting list; its price levels ${droppedLevels.join(', ')} cannot be removed`, scheduleField(index, 'pricelevels'));
    }
  });
  const dropped = [...existing.values()].filter((schedule) => !kept.has(schedule.id));
  const inUse = dropped.find((schedule) => schedule.booked > 0 || schedule.waiting > 0);
  if (inUse) {
    throw conflict('SCHEDULE_IN_USE', `Date ${inUse.id} has ${inUse.booked} booked places and ${inUse.waiting} waiting-list entries; it cannot be removed`, 'courseSchedules');
  }
  return { droppedScheduleIds: dropped.map((schedule) => schedule.id) };
}

/** Brings a link table (course_scope, course_referent) to exactly `ids`, touching only what changes. */
async function syncLinks(tx: Queryable, table: 'course_scope' | 'course_referent', column: 'scope_id' | 'referent_id', courseId: number, ids: readonly number[]) {
  await tx.query(`delete from ${table} where course_id = $1 and not (${column} = any($2::int[]))`, [courseId, ids]);
  if (ids.length === 0) return;
  await tx.query(
    `insert into ${table} (course_id, ${column}) select $1, x from unnest($2::int[]) as t (x) on conflict do nothing`,
    [courseId, ids],
  );
}

const nextIds = async (tx: Queryable, sequence: string, count: number): Promise<number[]> =>
  count === 0
    ? []
    : (await tx.query<{ id: number }>(`select nextval('${sequence}')::int as id from generate_series(1, $1::int)`, [count])).map((row) => row.id);

async function writeSchedules(tx: Queryable, courseId: number, schedules: readonly CourseScheduleWrite[]) {
  const freshIds = await nextIds(tx, 'course_write_schedule_id_seq', schedules.filter((schedule) => schedule.id === undefined).length);
  let fresh = 0;
  const rows = schedules.map((schedule) => ({
    ...schedule,
    isNew: schedule.id === undefined,
    id: schedule.id ?? freshIds[fresh++]!,
    cityId: schedule.cityId ?? null,
  }));
  const columns = (list: typeof rows) => [
    list.map((row) => row.id), list.map((row) => row.cityId), list.map((row) => row.startDate),
    list.map((row) => row.endDate), list.map((row) => row.seats),
  ];
  const kept = rows.filter((row) => !row.isNew);
  if (kept.length > 0) {
    // Only rows that really change are updated: the search trigger then reindexes just those.
    await tx.query(
      `update course_schedule s set city_id = t.city_id, start_date = t.start_date, end_date = t.end_date, seats = t.seats
         from unnest($2::int[], $3::int[], $4::date[], $5::date[], $6::int[]) as t (id, city_id, start_date, end_date, seats)
        where s.id = t.id and s.course_id = $1
          and (s.city_id, s.start_date, s.end_date, s.seats) is distinct from (t.city_id, t.start_date, t.end_date, t.seats)`,
      [courseId, ...columns(kept)],
    );
  }
  const added = rows.filter((row) => row.isNew);
  if (added.length > 0) {
    await tx.query(
      `insert into course_schedule (id, course_id, city_id, start_date, end_date, seats, booked)
       select t.id, $1, t.city_id, t.start_date, t.end_date, t.seats, 0
         from unnest($2::int[], $3::int[], $4::date[], $5::date[], $6::int[]) as t (id, city_id, start_date, end_date, seats)`,
      [courseId, ...columns(added)],
    );
  }

  // Price levels: drop those left out, update the kept ones that change, insert the new ones.
  const levels = rows.flatMap((row) => row.pricelevels.map((level, index) => ({ ...level, scheduleId: row.id, position: index + 1 })));
  const keptLevelIds = levels.flatMap((level) => (level.id === undefined ? [] : [level.id]));
  await tx.query(
    `delete from price_level p using course_schedule s
      where s.id = p.schedule_id and s.course_id = $1 and not (p.id = any($2::int[]))`,
    [courseId, keptLevelIds],
  );
  const keptLevels = levels.filter((level) => level.id !== undefined);
  if (keptLevels.length > 0) {
    await tx.query(
      `update price_level p set name = t.name, price_cents = t.price_cents, position = t.position
         from unnest($2::int[], $3::text[], $4::int[], $5::int[]) as t (id, name, price_cents, position), course_schedule s
        where p.id = t.id and s.id = p.schedule_id and s.course_id = $1 and (p.name, p.price_cents, p.position) is distinct from (t.name, t.price_cents, t.position)`,
      [courseId, keptLevels.map((level) => level.id!), keptLevels.map((level) => level.name.trim()), keptLevels.map((level) => level.priceValue),
        keptLevels.map((level) => level.position)],
    );
  }
  const newLevels = levels.filter((level) => level.id === undefined);
  const newLevelIds = await nextIds(tx, 'course_write_price_level_id_seq', newLevels.length);
  if (newLevels.length > 0) {
    await tx.query(
      `insert into price_level (id, schedule_id, name, price_cents, position)
       select * from unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::int[])`,
      [newLevelIds, newLevels.map((level) => level.scheduleId), newLevels.map((level) => level.name.trim()),
        newLevels.map((level) => level.priceValue), newLevels.map((level) => level.position)],
    );
  }
}

/** A foreign key of another table (an order, a cart) still points at a row the update removes. */
const isForeignKeyViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23503';

export async function writeCourse(
  db: Database,
  writer: CourseWriter,
  body: CourseWrite,
  language: Language,
  today = catalogueToday(),
): Promise<CourseWriteResult> {
  const { organizerId } = writer;
  if (organizerId === undefined) {
    throw new HttpError(403, 'FORBIDDEN', 'This account is not tied to an organizer; it cannot write courses');
  }
  checkSchedules(body);
  const distance = distanceLearningColumns(body);
  const created = body.id === undefined;
  const fields = {
    name: body.name.trim(),
    description: body.description.trim(),
  };
  try {
    const course = await db.transaction(async (tx) => {
      let courseId: number;
      let existing = new Map<number, ExistingSchedule>();
      if (body.id !== undefined) {
        // Locked first: a concurrent write of the same course waits for this one.
        const [row] = await tx.query<{ organizerId: number }>('select organizer_id as "organizerId" from course where id = $1 for update', [body.id]);
        // Another organizer's course is answered like one that does not exist.
        if (!row || row.organizerId !== organizerId) throw notFound(`Course ${body.id}`);
        courseId = body.id;
        existing = await existingSchedules(tx, courseId);
      } else {
        courseId = (await nextIds(tx, 'course_write_course_id_seq', 1))[0]!;
      }
      await checkScopes(tx, body);
      await checkReferents(tx, body, organizerId);
      await checkCities(tx, body.courseSchedules);
      // For a new course every given date or price level id is unknown: checked against no dates.
      const { droppedScheduleIds } = planUpdate(body, existing);

      const slug = slugify(fields.name) || 'kurs';
      if (created) {
        await tx.query(
          `insert into course (id, name, slug, description, type, course_type, kind, organizer_id, duration_value,
                               distance_learning, zfu_number, distance_learning_statement, teaches_at_distance)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
          [courseId, fields.name, slug, fields.description, body.type, body.courseType, body.kind, organizerId, body.durationValue,
            distance.kind, distance.zfuNumber, distance.statement, body.teachesAtDistance === true],
        );
      } else {
        // Unchanged facts are not written: the search trigger would reindex the course for nothing.
        await tx.query(
          `update course set name = $2, slug = $3, description = $4, type = $5, course_type = $6, kind = $7, duration_value = $8,
                  distance_learning = $9, zfu_number = $10, distance_learning_statement = $11, teaches_at_distance = $12
            where id = $1
              and (name, slug, description, type, course_type, kind, duration_value, distance_learning, zfu_number, distance_learning_statement,
                   teaches_at_distance)
                  is distinct from ($2::text, $3::text, $4::text, $5::text, $6::text, $7::text, $8::numeric, $9::text, $10::text, $11::text,
                                    $12::boolean)`,
          [courseId, fields.name, slug, fields.description, body.type, body.courseType, body.kind, body.durationValue,
            distance.kind, distance.zfuNumber, distance.statement, body.teachesAtDistance === true],
        );
      }
      await syncLinks(tx, 'course_scope', 'scope_id', courseId, body.professionalScopeIds);
      await syncLinks(tx, 'course_referent', 'referent_id', courseId, body.referentIds);
      if (droppedScheduleIds.length > 0) {
        await tx.query('delete from course_schedule where id = any($1::int[])', [droppedScheduleIds]);
      }
      await writeSchedules(tx, courseId, body.courseSchedules);
      return loadCourse(tx, courseId, language, today);
    });
    return { course, created };
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw new HttpError(409, 'COURSE_IN_USE', 'A date or price level this update removes is still referenced (an order or a cart); keep it', 'courseSchedules');
    }
    throw error;
  }
}
