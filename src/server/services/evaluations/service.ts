/**
 * Course evaluations (spec §3, §7): the form of a booked date for its customer, saving it (PUT,
 * replacing an earlier one), and reading them for the organizer staff and the referents.
 *
 * Writers: the customer who booked the date (a position of their own order for that course and
 * schedule; otherwise 404, as if the date were not theirs), once the evaluation is open (409
 * EVALUATION_NOT_OPEN). Readers: organizer staff see the evaluations of their organizer's courses,
 * a referent those of courses they teach (the course's referents when it was evaluated); nobody
 * else (403 for accounts holding neither role, 404 for a course, referent or evaluation outside the
 * reader's reach). Readers never see who wrote an evaluation.
 */
import type {
  CourseEvaluation,
  CourseEvaluationInput,
  EvaluationForm,
  EvaluationQuestion,
} from '../../../shared/evaluations.ts';
import type { CourseType } from '../../../shared/types.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError, notFound } from '../../errors.ts';
import type { Identity } from '../../identity/verifier.ts';
import {
  CERTIFICATE_FACT_COLUMNS,
  type CertificateFacts,
  courseModules,
  evaluationOpen,
} from '../certificates/index.ts';
import { requireCustomer } from '../customer-access.ts';
import { checkedAnswers } from './answers.ts';

interface BookedDate extends CertificateFacts {
  courseId: number;
  scheduleId: number;
  organizerId: number;
  name: string;
  organizer: string;
  learningCheckPassed: boolean;
}

/** The customer's position for the course date (the newest confirmed one first); 404 when they did not book it (or withdrew it). */
async function bookedDate(
  db: Queryable,
  customerId: number,
  courseId: number,
  scheduleId: number,
): Promise<BookedDate> {
  const [row] = await db.query<BookedDate>(
    `select p.id::int as "positionId", p.kind, p.course_id as "courseId", p.schedule_id as "scheduleId", p.organizer_id as "organizerId",
            p.name, p.organizer, p.course_type as "courseType", p.schedule_start::text as "startDate", p.schedule_end::text as "endDate",
            p.duration_hours::float8 as hours, p.learning_check_passed_at is not null as "learningCheckPassed", ${CERTIFICATE_FACT_COLUMNS}
       from order_position p join customer_order o on o.id = p.order_id
      where o.customer_id = $1 and p.course_id = $2 and p.schedule_id = $3 and p.kind = 'COURSE' and p.withdrawal_id is null
      order by (o.status = 'CONFIRMED') desc, o.placed_at desc limit 1`,
    [customerId, courseId, scheduleId],
  );
  if (!row) throw notFound(`A booking of schedule ${scheduleId} of course ${courseId}`);
  return row;
}

/**
 * Open: a confirmed course whose date has ended (the order flow's evaluationOpen); self-study, whose
 * date is a year of access, once its learning-success check is passed. A module: once its day has come.
 */
function isOpen(date: BookedDate, moduleDate: string | null, today: string): boolean {
  if (moduleDate !== null) return date.orderStatus === 'CONFIRMED' && moduleDate <= today;
  return evaluationOpen(date, today);
}

/** The module's day, or null for the whole date; 404 for a module the date does not have. */
function moduleDateOf(date: BookedDate, moduleId: number | undefined): string | null {
  if (moduleId === undefined) return null;
  const module = courseModules(date.courseType, date.startDate!, date.endDate ?? date.startDate!, date.hours).find(
    (candidate) => candidate.moduleId === moduleId,
  );
  if (!module) throw notFound(`Module ${moduleId} of schedule ${date.scheduleId}`);
  return module.date;
}

export async function questionnaireOf(db: Queryable, organizerId: number): Promise<EvaluationQuestion[]> {
  return db.query<EvaluationQuestion>(
    `select id, position, type, text, options, required from evaluation_question where organizer_id = $1 order by position`,
    [organizerId],
  );
}

const TIMESTAMP = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** GET /api/courses/{courseId}/schedule/{courseScheduleId}/evaluation?moduleId: the form with the customer's saved answers. */
export async function evaluationForm(
  db: Queryable,
  customerId: number,
  courseId: number,
  scheduleId: number,
  moduleId: number | undefined,
  today: string,
): Promise<EvaluationForm> {
  requireCustomer(customerId);
  const date = await bookedDate(db, customerId, courseId, scheduleId);
  const moduleDate = moduleDateOf(date, moduleId);
  const [saved] = await db.query<{ answers: EvaluationForm['answers']; savedAt: string }>(
    `select answers, ${TIMESTAMP('updated_at')} as "savedAt" from course_evaluation where position_id = $1 and module_no = $2`,
    [date.positionId, moduleId ?? 0],
  );
  return {
    courseId,
    scheduleId,
    moduleId: moduleId ?? null,
    courseName: date.name,
    organizer: date.organizer,
    startDate: date.startDate!,
    endDate: date.endDate ?? date.startDate!,
    open: isOpen(date, moduleDate, today),
    opensOn: moduleDate ?? (date.courseType === 'SELF' ? date.startDate! : (date.endDate ?? date.startDate!)),
    questions: await questionnaireOf(db, date.organizerId),
    answers: saved?.answers ?? [],
    savedAt: saved?.savedAt ?? null,
  };
}

const EVALUATION_SELECT = `select e.id::int as id, e.course_id as "courseId", e.schedule_id as "scheduleId", nullif(e.module_no, 0) as "moduleId",
    e.course_name as "courseName", e.course_type as "courseType", e.organizer_id as "organizerId", e.referent_ids as "referentIds",
    e.answers, ${TIMESTAMP('e.created_at')} as "createdAt", ${TIMESTAMP('e.updated_at')} as "updatedAt"
  from course_evaluation e`;

/** PUT /api/evaluations/courses/{courseId}/schedules/{scheduleId}?moduleId: save (or replace) the customer's evaluation. */
export async function saveEvaluation(
  db: Queryable,
  customerId: number,
  courseId: number,
  scheduleId: number,
  moduleId: number | undefined,
  input: CourseEvaluationInput,
  today: string,
): Promise<CourseEvaluation> {
  requireCustomer(customerId);
  const date = await bookedDate(db, customerId, courseId, scheduleId);
  const moduleDate = moduleDateOf(date, moduleId);
  if (!isOpen(date, moduleDate, today)) {
    throw new HttpError(
      409,
      'EVALUATION_NOT_OPEN',
      date.courseType === 'SELF'
        ? 'A self-study course can be evaluated once its learning-success check is passed'
        : `The evaluation opens on ${moduleDate ?? date.endDate ?? date.startDate}, once the order is confirmed`,
    );
  }
  const answers = checkedAnswers(await questionnaireOf(db, date.organizerId), input.answers);
  // The readers are fixed when it is written: the course's referents of today (the catalogue may change later).
  const [row] = await db.query<{ id: number }>(
    `insert into course_evaluation (position_id, course_id, schedule_id, module_no, organizer_id, referent_ids, course_type, course_name, answers)
     values ($1, $2, $3, $4, $5,
             coalesce((select array_agg(referent_id order by referent_id) from course_referent where course_id = $2), '{}'),
             $6, $7, $8::jsonb)
     on conflict (position_id, module_no) do update set answers = excluded.answers, referent_ids = excluded.referent_ids, updated_at = now()
     returning id::int as id`,
    [
      date.positionId,
      courseId,
      scheduleId,
      moduleId ?? 0,
      date.organizerId,
      date.courseType ?? 'PRESENT',
      date.name,
      JSON.stringify(answers),
    ],
  );
  const [saved] = await db.query<CourseEvaluation>(`${EVALUATION_SELECT} where e.id = $1`, [row!.id]);
  return saved!;
}

/** Who reads evaluations: organizer staff (of an organizer) or a referent; anyone else 403. */
type Reader = { organizerId: number } | { referentId: number };

export function readerOf(identity: Identity): Reader {
  if (identity.roles.includes('organizer_staff') && identity.organizerId) return { organizerId: identity.organizerId };
  if (identity.roles.includes('referent') && identity.referentId) return { referentId: identity.referentId };
  throw new HttpError(403, 'FORBIDDEN', 'Evaluations are read by the organizer staff and the referents of the course');
}

/** The SQL condition of what a reader may see ($1 is the reader's organizer or referent id). */
const reach = (reader: Reader) => ('organizerId' in reader ? 'e.organizer_id = $1' : '$1 = any(e.referent_ids)');
const readerId = (reader: Reader) => ('organizerId' in reader ? reader.organizerId : reader.referentId);

/** GET /api/evaluations/courses/{courseId}?scheduleId&moduleId. A course outside the reader's reach answers 404. */
export async function evaluationsOfCourse(
  db: Queryable,
  reader: Reader,
  courseId: number,
  scheduleId: number | undefined,
  moduleId: number | undefined,
): Promise<CourseEvaluation[]> {
  const [course] = await db.query<{ organizerId: number; referentIds: number[] }>(
    `select c.organizer_id as "organizerId", coalesce((select array_agg(referent_id) from course_referent where course_id = c.id), '{}') as "referentIds"
       from course c where c.id = $1`,
    [courseId],
  );
  const ownCourse =
    course &&
    ('organizerId' in reader
      ? course.organizerId === reader.organizerId
      : course.referentIds.includes(reader.referentId));
  const rows = await db.query<CourseEvaluation>(
    `${EVALUATION_SELECT} where ${reach(reader)} and e.course_id = $2 and ($3::int is null or e.schedule_id = $3)
        and ($4::int is null or e.module_no = $4) order by e.updated_at desc, e.id desc`,
    [readerId(reader), courseId, scheduleId ?? null, moduleId ?? null],
  );
  if (!ownCourse && rows.length === 0) throw notFound(`Course ${courseId}`);
  return rows;
}

/** GET /api/evaluations/types/{type}: the reader's evaluations of courses of one delivery type. */
export async function evaluationsOfType(db: Queryable, reader: Reader, type: CourseType): Promise<CourseEvaluation[]> {
  return db.query<CourseEvaluation>(
    `${EVALUATION_SELECT} where ${reach(reader)} and e.course_type = $2 order by e.updated_at desc, e.id desc limit 500`,
    [readerId(reader), type],
  );
}

/** GET /api/evaluations/types/{type}/{id}: one evaluation of that type within the reader's reach (404 otherwise). */
export async function evaluationOfType(
  db: Queryable,
  reader: Reader,
  type: CourseType,
  id: number,
): Promise<CourseEvaluation> {
  const [row] = await db.query<CourseEvaluation>(
    `${EVALUATION_SELECT} where ${reach(reader)} and e.course_type = $2 and e.id = $3`,
    [readerId(reader), type, id],
  );
  if (!row) throw notFound(`Evaluation ${id}`);
  return row;
}

/** GET /api/evaluations/referents/{referentId}: the evaluations concerning a referent — for that referent and their organizer's staff. */
export async function evaluationsOfReferent(
  db: Queryable,
  reader: Reader,
  referentId: number,
): Promise<CourseEvaluation[]> {
  if ('referentId' in reader) {
    if (reader.referentId !== referentId) throw notFound(`Referent ${referentId}`);
  } else {
    const [referent] = await db.query<{ id: number }>('select id from referent where id = $1 and organizer_id = $2', [
      referentId,
      reader.organizerId,
    ]);
    if (!referent) throw notFound(`Referent ${referentId}`);
  }
  return db.query<CourseEvaluation>(
    `${EVALUATION_SELECT} where $1 = any(e.referent_ids) ${'organizerId' in reader ? 'and e.organizer_id = $2' : ''}
      order by e.updated_at desc, e.id desc limit 500`,
    'organizerId' in reader ? [referentId, reader.organizerId] : [referentId],
  );
}
