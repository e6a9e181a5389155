/**
 * Courses taken elsewhere (spec §7 POST /order/manuel, PUT/GET/DELETE /order/manuel/{id}, GET
 * /customer/orders/{year}?manuel=true), counted by the training state like ordered ones. The schema
 * checks each field alone; here the rules between fields and against the catalogue (422 naming the
 * field): real calendar days, end not before start, hours with at most one decimal, a LAWYER scope
 * (a specialist title), self-study for SELF courses, at most MANUAL_COURSES_MAX entries. Another
 * customer's entry answers 404 and stays untouched.
 */
import { MANUAL_COURSES_MAX, type ManualCourse, type ManualCourseInput } from '../../../shared/customer-area.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { HttpError, notFound } from '../../errors.ts';
import { requireCustomer } from '../customer-access.ts';
import { hasOneDecimal, isCalendarDay } from './customer.ts';

const invalid = (code: string, message: string, field: string) => new HttpError(422, code, message, field);

const COLUMNS = `id::int as id, title, organizer, start_date::text as "startDate", end_date::text as "endDate",
  hours::float8 as hours, course_type as "courseType", scope_id as "scopeId", referent, self_study as "selfStudy",
  learning_check_passed as "learningCheckPassed",
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"`;

async function checkInput(db: Queryable, input: ManualCourseInput): Promise<ManualCourseInput> {
  if (!isCalendarDay(input.startDate))
    throw invalid('INVALID_DATE', `'startDate' ${input.startDate} is not a calendar day`, 'startDate');
  if (!isCalendarDay(input.endDate))
    throw invalid('INVALID_DATE', `'endDate' ${input.endDate} is not a calendar day`, 'endDate');
  if (input.endDate < input.startDate)
    throw invalid('END_BEFORE_START', `'endDate' must not be before 'startDate'`, 'endDate');
  if (!hasOneDecimal(input.hours))
    throw invalid('INVALID_HOURS', `'hours' has at most one decimal (e.g. 7.5)`, 'hours');
  if (input.courseType === 'SELF' && !input.selfStudy) {
    throw invalid('SELF_STUDY_REQUIRED', `a course of type SELF is self-study: 'selfStudy' must be true`, 'selfStudy');
  }
  const [scope] = await db.query<{ id: number }>(`select id from scope where id = $1 and kind = 'LAWYER'`, [
    input.scopeId,
  ]);
  if (!scope) throw invalid('UNKNOWN_SCOPE', `Scope ${input.scopeId} is not a specialist title`, 'scopeId');
  const referent = input.referent?.trim() ? input.referent.trim() : null;
  return {
    ...input,
    title: input.title.trim(),
    organizer: input.organizer.trim(),
    hours: Math.round(input.hours * 10) / 10,
    referent,
  };
}

const values = (input: ManualCourseInput) => [
  input.title,
  input.organizer,
  input.startDate,
  input.endDate,
  input.hours,
  input.courseType,
  input.scopeId,
  input.referent,
  input.selfStudy,
  input.learningCheckPassed,
];

export async function getManualCourse(db: Queryable, customerId: number, id: number): Promise<ManualCourse> {
  requireCustomer(customerId);
  const [row] = await db.query<ManualCourse>(
    `select ${COLUMNS} from manual_course where id = $1 and customer_id = $2`,
    [id, customerId],
  );
  if (!row) throw notFound(`Manual course ${id}`);
  return row;
}

export async function createManualCourse(
  db: Database,
  customerId: number,
  body: ManualCourseInput,
): Promise<ManualCourse> {
  requireCustomer(customerId);
  const input = await checkInput(db, body);
  return db.transaction(async (tx) => {
    // The account row is the lock: two concurrent creates cannot both pass the limit.
    await tx.query('select id from account where id = $1 for update', [customerId]);
    const [{ count }] = (await tx.query<{ count: number }>(
      'select count(*)::int as count from manual_course where customer_id = $1',
      [customerId],
    )) as [{ count: number }];
    if (count >= MANUAL_COURSES_MAX)
      throw new HttpError(422, 'MANUAL_COURSES_FULL', `At most ${MANUAL_COURSES_MAX} manual entries`);
    const [row] = await tx.query<ManualCourse>(
      `insert into manual_course (customer_id, title, organizer, start_date, end_date, hours, course_type, scope_id, referent,
                                  self_study, learning_check_passed)
       values ($1, $2, $3, $4::date, $5::date, $6, $7, $8, $9, $10, $11) returning ${COLUMNS}`,
      [customerId, ...values(input)],
    );
    return row!;
  });
}

export async function updateManualCourse(
  db: Queryable,
  customerId: number,
  id: number,
  body: ManualCourseInput,
): Promise<ManualCourse> {
  requireCustomer(customerId);
  const input = await checkInput(db, body);
  const [row] = await db.query<ManualCourse>(
    `update manual_course set title = $3, organizer = $4, start_date = $5::date, end_date = $6::date, hours = $7, course_type = $8,
            scope_id = $9, referent = $10, self_study = $11, learning_check_passed = $12, updated_at = now()
      where id = $1 and customer_id = $2 returning ${COLUMNS}`,
    [id, customerId, ...values(input)],
  );
  if (!row) throw notFound(`Manual course ${id}`);
  return row;
}

export async function deleteManualCourse(db: Queryable, customerId: number, id: number): Promise<void> {
  requireCustomer(customerId);
  const rows = await db.query('delete from manual_course where id = $1 and customer_id = $2 returning id', [
    id,
    customerId,
  ]);
  if (rows.length === 0) throw notFound(`Manual course ${id}`);
}

/** The entries whose course started in `year`, by date. */
export async function manualCoursesOfYear(db: Queryable, customerId: number, year: number): Promise<ManualCourse[]> {
  requireCustomer(customerId);
  return db.query<ManualCourse>(
    `select ${COLUMNS} from manual_course where customer_id = $1 and extract(year from start_date)::int = $2 order by start_date, id`,
    [customerId, year],
  );
}

/** Every entry of the customer, by date (the data export, services/data-rights/). */
export async function allManualCourses(db: Queryable, customerId: number): Promise<ManualCourse[]> {
  requireCustomer(customerId);
  return db.query<ManualCourse>(`select ${COLUMNS} from manual_course where customer_id = $1 order by start_date, id`, [customerId]);
}
