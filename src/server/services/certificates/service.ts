/**
 * The certificate calls (spec §7 /customer-certificate/*, /course-certification/attendance/{urlId},
 * GET /api/course/{id}/info). Who may read what:
 * - a participation certificate (per position, per module, the check's certification): the position's
 *   owner only — another customer's position answers 404 as if it did not exist — and only when
 *   available (409 CERTIFICATE_NOT_YET with the day it will be, or LEARNING_CHECK_REQUIRED);
 * - the attendance confirmation: whoever holds the unguessable URL id of the position (the buyer's
 *   seat) or of a participant (their seat, services/certificates/participant.ts), once available;
 * - the certification lookup: whoever knows course, order number and the order's e-mail together.
 *   Any mismatch answers the same 404, so trying numbers or addresses tells nothing.
 */
import type { AttendanceConfirmation, CertificationLookup, CourseInfo } from '../../../shared/certificates.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError, notFound } from '../../errors.ts';
import { requireCustomer } from '../customer-access.ts';
import { courseModules } from './modules.ts';
import { participantByAttendanceId } from './participant.ts';
import { certificateFileName, certificatePdf, participantOf, type CertificateFile } from './pdf.ts';
import {
  certificateAvailable,
  moduleAvailable,
  ownCoursePosition,
  positionByAttendanceId,
  positionByOrder,
  type CertificatePosition,
} from './position.ts';

export type { CertificateFile } from './pdf.ts';

/** Why a certificate is not there yet (409), or nothing when it is. */
function assertAvailable(position: CertificatePosition, today: string): void {
  if (certificateAvailable(position, today)) return;
  if (position.orderStatus !== 'CONFIRMED') {
    throw new HttpError(409, 'ORDER_NOT_CONFIRMED', 'Certificates are issued once the order is confirmed');
  }
  if (position.courseType === 'SELF') {
    throw new HttpError(
      409,
      'LEARNING_CHECK_REQUIRED',
      'A self-study certificate needs a passed learning-success check',
    );
  }
  throw new HttpError(
    409,
    'CERTIFICATE_NOT_YET',
    `The certificate is available from ${position.endDate ?? position.startDate}`,
  );
}

/** GET /api/customer-certificate/{id}: the participation certificate of an own course position. */
export async function positionCertificate(
  db: Queryable,
  customerId: number,
  positionId: number,
  today: string,
): Promise<CertificateFile> {
  requireCustomer(customerId);
  const position = await ownCoursePosition(db, customerId, positionId);
  assertAvailable(position, today);
  return { fileName: certificateFileName(position), bytes: await certificatePdf(position, 'PARTICIPATION', today) };
}

/** GET /api/customer-certificate/{id}/module/{moduleId}: the certificate of one module (course day), once that day has come. */
export async function moduleCertificate(
  db: Queryable,
  customerId: number,
  positionId: number,
  moduleId: number,
  today: string,
): Promise<CertificateFile> {
  requireCustomer(customerId);
  const position = await ownCoursePosition(db, customerId, positionId);
  const module = courseModules(
    position.courseType,
    position.startDate!,
    position.endDate ?? position.startDate!,
    position.hours,
  ).find((candidate) => candidate.moduleId === moduleId);
  if (!module) throw notFound(`Module ${moduleId} of order position ${positionId}`);
  if (position.orderStatus !== 'CONFIRMED')
    throw new HttpError(409, 'ORDER_NOT_CONFIRMED', 'Certificates are issued once the order is confirmed');
  if (module.date > today)
    throw new HttpError(409, 'CERTIFICATE_NOT_YET', `The module's certificate is available from ${module.date}`);
  // With participants, the buyer's module certificates are for the buyer's own seat once attended,
  // as the order list offers them (position.ts moduleAvailable); the other seats' are their people's.
  if (!moduleAvailable(position, module.date, today))
    throw new HttpError(409, 'NOT_ATTENDED', 'A certificate is issued once the organizer has marked the participant present');
  return {
    fileName: certificateFileName(position, `-Modul-${moduleId}`),
    bytes: await certificatePdf(position, 'PARTICIPATION', today, module),
  };
}

/** GET /api/customer-certificate/certification/{id}: the certification of a passed learning-success check. */
export async function checkCertification(
  db: Queryable,
  customerId: number,
  positionId: number,
  today: string,
): Promise<CertificateFile> {
  requireCustomer(customerId);
  const position = await ownCoursePosition(db, customerId, positionId);
  if (position.courseType !== 'SELF')
    throw new HttpError(409, 'NO_LEARNING_CHECK', 'Only self-study courses have a learning-success check');
  assertAvailable(position, today);
  return {
    fileName: certificateFileName(position, '-Lernerfolgskontrolle'),
    bytes: await certificatePdf(position, 'CERTIFICATION', today),
  };
}

/** The position (the buyer's seat) or the participant's seat an attendance URL id stands for, made out to its person. */
async function availableByUrlId(db: Queryable, urlId: string, today: string): Promise<CertificatePosition> {
  const position = await positionByAttendanceId(db, urlId);
  const found = position ? (certificateAvailable(position, today) ? position : undefined) : await participantByAttendanceId(db, urlId);
  // Not yet available looks like unknown: the id only works once the certificate exists.
  if (!found) throw notFound('Attendance confirmation');
  return found;
}

/** GET /api/course-certification/attendance/{urlId}: the confirmation as data (page /bescheinigung/{urlId}). */
export async function attendanceConfirmation(
  db: Queryable,
  urlId: string,
  today: string,
): Promise<AttendanceConfirmation> {
  const position = await availableByUrlId(db, urlId, today);
  return {
    participant: participantOf(position),
    courseName: position.name,
    organizer: position.organizer,
    courseType: position.courseType ?? 'PRESENT',
    place: position.courseType === 'PRESENT' ? position.city : null,
    startDate: position.startDate!,
    endDate: position.endDate ?? position.startDate!,
    hours: position.hours,
    referents: position.referents,
    learningCheckPassed: position.learningCheckPassed,
    certificateUrl: `/api/customer-certificate/attendance/${urlId}`,
  };
}

/** GET /api/customer-certificate/attendance/{urlId}: the confirmation as PDF. */
export async function attendanceCertificate(db: Queryable, urlId: string, today: string): Promise<CertificateFile> {
  const position = await availableByUrlId(db, urlId, today);
  return {
    fileName: certificateFileName(position, '-Anwesenheit'),
    bytes: await certificatePdf(position, 'ATTENDANCE', today),
  };
}

async function matchingPosition(
  db: Queryable,
  courseId: number,
  orderNumber: string,
  email: string,
): Promise<CertificatePosition> {
  const position = await positionByOrder(db, courseId, orderNumber, email.trim());
  // One answer for every mismatch (course, number or address): nothing can be enumerated.
  if (!position || position.orderStatus === 'CANCELLED') {
    throw new HttpError(404, 'NOT_FOUND', 'No certificate matches this course, order number and e-mail address');
  }
  return position;
}

/** GET /api/customer-certificate/certification/{courseId}/order/{orderNumber}?email. */
export async function certificationLookup(
  db: Queryable,
  courseId: number,
  orderNumber: string,
  email: string,
  today: string,
): Promise<CertificationLookup> {
  const position = await matchingPosition(db, courseId, orderNumber, email);
  const available = certificateAvailable(position, today);
  return {
    courseName: position.name,
    participant: participantOf(position),
    startDate: position.startDate!,
    endDate: position.endDate ?? position.startDate!,
    hours: position.hours,
    available,
    availableFrom: !available && position.courseType !== 'SELF' ? (position.endDate ?? position.startDate) : null,
    learningCheckRequired: position.courseType === 'SELF',
    learningCheckPassed: position.learningCheckPassed,
  };
}

/** PUT …/certification/{courseId}/order/{orderNumber}/certificate: the certificate of a matching order. */
export async function certificationCertificate(
  db: Queryable,
  courseId: number,
  orderNumber: string,
  email: string,
  today: string,
): Promise<CertificateFile> {
  const position = await matchingPosition(db, courseId, orderNumber, email);
  assertAvailable(position, today);
  return { fileName: certificateFileName(position), bytes: await certificatePdf(position, 'PARTICIPATION', today) };
}

/** GET /api/course/{id}/info?scheduleId: what certificates and the evaluation form show about a course. */
export async function courseInfo(db: Queryable, courseId: number, scheduleId: number | undefined): Promise<CourseInfo> {
  const [course] = await db.query<Omit<CourseInfo, 'schedule'>>(
    `select c.id as "courseId", c.name, o.name as organizer, o.id as "organizerId", c.course_type as "courseType",
            c.duration_value::float8 as hours,
            coalesce((select array_agg(btrim(concat_ws(' ', nullif(r.title, ''), r.first_name, r.last_name)) order by r.last_name, r.id)
                        from course_referent cr join referent r on r.id = cr.referent_id where cr.course_id = c.id), '{}') as referents,
            exists (select 1 from learning_check_question q where q.course_id = c.id) as "hasLearningCheck"
       from course c join organizer o on o.id = c.organizer_id where c.id = $1`,
    [courseId],
  );
  if (!course) throw notFound(`Course ${courseId}`);
  if (scheduleId === undefined) return { ...course, schedule: null };
  const [schedule] = await db.query<{ scheduleId: number; startDate: string; endDate: string; city: string | null }>(
    `select s.id as "scheduleId", s.start_date::text as "startDate", s.end_date::text as "endDate", ci.name as city
       from course_schedule s left join city ci on ci.id = s.city_id where s.id = $1 and s.course_id = $2`,
    [scheduleId, courseId],
  );
  if (!schedule) throw notFound(`Schedule ${scheduleId} of course ${courseId}`);
  const modules = courseModules(course.courseType, schedule.startDate, schedule.endDate, course.hours).length;
  return { ...course, schedule: { ...schedule, modules } };
}
