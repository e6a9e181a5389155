/**
 * An ordered course position as certificates, the learning-success check and evaluations need it:
 * its snapshot (010/012), the order's status and buyer, the attendance URL id, the check's attempts
 * and whether it was evaluated — and the rules of when what becomes available (`certificatesOf`),
 * shared with the customer's order list (services/customer-area/orders.ts).
 */
import { LEARNING_CHECK_MAX_ATTEMPTS, type PositionCertificates } from '../../../shared/certificates.ts';
import type { BuyerData, OrderStatus } from '../../../shared/order.ts';
import type { CourseType } from '../../../shared/types.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { courseModules } from './modules.ts';

/** What `certificatesOf` reads of a position. */
export interface CertificateFacts {
  positionId: number;
  kind: 'COURSE' | 'PACKAGE';
  orderStatus: OrderStatus;
  courseType: CourseType | null;
  startDate: string | null;
  endDate: string | null;
  hours: number | null;
  attendanceUrlId: string;
  learningCheckPassed: boolean;
  attempts: number;
  evaluated: boolean;
  /**
   * Whether the position has participant rows (021-participants.sql). An order from before
   * participants has none: its one seat is the buyer's, and its certificate follows the date as it
   * always did. With participants, a certificate follows the attendance staff recorded.
   */
  hasParticipants: boolean;
  /** The buyer's own seat ("Ich nehme selbst teil") is marked present; the buyer's certificate is for that seat only. */
  buyerPresent: boolean;
  /** … and for an online date, interaction and continuous attendance were confirmed. */
  buyerContinuous: boolean;
}

/** A course position with everything a certificate prints. */
export interface CertificatePosition extends CertificateFacts {
  orderId: number;
  orderNumber: string;
  customerId: number | null;
  email: string;
  buyer: BuyerData;
  courseId: number;
  scheduleId: number;
  organizerId: number;
  name: string;
  organizer: string;
  city: string | null;
  referents: string[];
  learningCheckPassedAt: string | null;
  /** Whom the certificate is made out to: a named participant; null: the buyer (their own seat). */
  participant?: { firstName: string; lastName: string } | null;
  /** Online: print "mit Interaktion und kontinuierlicher Anwesenheit" (only when staff confirmed it). */
  continuous?: boolean;
}

/**
 * SQL columns of CertificateFacts over `order_position p join customer_order o`. A withdrawn position
 * (services/withdrawal/) reads as cancelled: it earns no certificate, learning-success check or
 * evaluation, like a position of a cancelled order.
 */
export const CERTIFICATE_FACT_COLUMNS = `case when p.withdrawal_id is null then o.status else 'CANCELLED' end as "orderStatus", p.attendance_url_id as "attendanceUrlId",
  (select count(*)::int from learning_check_attempt a where a.position_id = p.id) as attempts,
  exists (select 1 from course_evaluation e where e.position_id = p.id) as evaluated,
  exists (select 1 from order_participant x where x.order_position_id = p.id) as "hasParticipants",
  exists (select 1 from order_participant x join participant_attendance a on a.participant_id = x.id
           where x.order_position_id = p.id and x.is_buyer and x.replaced_at is null and x.released_at is null and a.present) as "buyerPresent",
  exists (select 1 from order_participant x join participant_attendance a on a.participant_id = x.id
           where x.order_position_id = p.id and x.is_buyer and x.replaced_at is null and x.released_at is null and a.continuous) as "buyerContinuous"`;

export const POSITION_SELECT = `select p.id::int as "positionId", p.kind, p.order_id::int as "orderId", o.order_number as "orderNumber",
    o.customer_id::int as "customerId", o.email, o.buyer, p.course_id as "courseId", p.schedule_id as "scheduleId",
    p.organizer_id as "organizerId", p.name, p.organizer, p.course_type as "courseType", p.schedule_start::text as "startDate",
    p.schedule_end::text as "endDate", p.schedule_city as city, p.duration_hours::float8 as hours, p.referents,
    p.learning_check_passed_at is not null as "learningCheckPassed",
    to_char(p.learning_check_passed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "learningCheckPassedAt",
    ${CERTIFICATE_FACT_COLUMNS}
  from order_position p join customer_order o on o.id = p.order_id`;

/** The customer's own course position; another customer's (or a package, or none) answers 404. */
export async function ownCoursePosition(db: Queryable, customerId: number, positionId: number): Promise<CertificatePosition> {
  const [row] = await db.query<CertificatePosition>(
    `${POSITION_SELECT} where p.id = $1 and o.customer_id = $2 and p.kind = 'COURSE'`,
    [positionId, customerId],
  );
  if (!row) throw notFound(`Order position ${positionId}`);
  return row;
}

/** A course position by its attendance URL id (the id is the credential). */
export async function positionByAttendanceId(db: Queryable, urlId: string): Promise<CertificatePosition | undefined> {
  const [row] = await db.query<CertificatePosition>(`${POSITION_SELECT} where p.attendance_url_id = $1 and p.kind = 'COURSE'`, [urlId]);
  return row;
}

/** The course position of course `courseId` in the order `orderNumber` placed with `email` (all three must match). */
export async function positionByOrder(db: Queryable, courseId: number, orderNumber: string, email: string): Promise<CertificatePosition | undefined> {
  const [row] = await db.query<CertificatePosition>(
    `${POSITION_SELECT} where p.course_id = $1 and o.order_number = $2 and lower(o.email) = lower($3) and p.kind = 'COURSE'
      order by p.line_no limit 1`,
    [courseId, orderNumber, email],
  );
  return row;
}

const isSelfStudy = (facts: Pick<CertificateFacts, 'courseType'>) => facts.courseType === 'SELF';

/** The order counts: confirmed (paid or on invoice), not cancelled, not waiting for payment. */
const orderCounts = (facts: Pick<CertificateFacts, 'orderStatus'>) => facts.orderStatus === 'CONFIRMED';

/**
 * The buyer's certificate of the position can be had: a course of a confirmed order —
 * - self-study: once its learning-success check was passed (self-study has no course day: its date
 *   is a year of access, and the check is what proves the learning);
 * - with participants: only when the buyer's own seat was marked present by the organizer's staff
 *   (issue 25 §4) — never for the seats of others: their certificates are theirs
 *   (services/certificates/participant.ts);
 * - an order from before participants (no participant row: the buyer's own seat): once the date is
 *   over (its last day has begun), as it always was.
 */
export function certificateAvailable(facts: CertificateFacts, today: string): boolean {
  if (facts.kind !== 'COURSE' || !orderCounts(facts) || facts.startDate === null) return false;
  if (isSelfStudy(facts)) return facts.learningCheckPassed;
  if (facts.hasParticipants) return facts.buyerPresent;
  return (facts.endDate ?? facts.startDate) <= today;
}

/** A module's certificate: once its day has come (and the order counts; with participants, the buyer's seat attended). */
export const moduleAvailable = (facts: CertificateFacts, date: string, today: string) =>
  orderCounts(facts) && date <= today && (!facts.hasParticipants || facts.buyerPresent);

/** The learning-success check can be taken: self-study of a confirmed order, not passed, attempts left. */
export function learningCheckState(facts: CertificateFacts): PositionCertificates['learningCheck'] {
  if (facts.kind !== 'COURSE' || !isSelfStudy(facts)) return null;
  const attemptsLeft = facts.learningCheckPassed ? 0 : Math.max(0, LEARNING_CHECK_MAX_ATTEMPTS - facts.attempts);
  return { state: facts.learningCheckPassed ? 'PASSED' : attemptsLeft > 0 ? 'OPEN' : 'FAILED', attemptsLeft };
}

/**
 * The evaluation is open: a confirmed course whose date has ended (services/order/read.ts
 * orderEvaluation says the same) — self-study, whose date is a year of access, once its check is passed.
 */
export function evaluationOpen(facts: CertificateFacts, today: string): boolean {
  if (facts.kind !== 'COURSE' || !orderCounts(facts)) return false;
  if (isSelfStudy(facts)) return facts.learningCheckPassed;
  return facts.endDate !== null && facts.endDate <= today;
}

export function certificatesOf(facts: CertificateFacts, today: string): PositionCertificates {
  const available = certificateAvailable(facts, today);
  const modules = facts.kind === 'COURSE' && facts.startDate && facts.endDate
    ? courseModules(facts.courseType, facts.startDate, facts.endDate, facts.hours).map((module) => ({
        ...module,
        url: moduleAvailable(facts, module.date, today) ? `/api/customer-certificate/${facts.positionId}/module/${module.moduleId}` : null,
      }))
    : [];
  return {
    certificateUrl: available ? `/api/customer-certificate/${facts.positionId}` : null,
    modules,
    attendanceUrlId: available ? facts.attendanceUrlId : null,
    // With participants the certificate waits for attendance, not for a day: no date to promise.
    availableFrom:
      facts.kind === 'COURSE' && !available && !isSelfStudy(facts) && !facts.hasParticipants ? (facts.endDate ?? facts.startDate) : null,
    learningCheck: learningCheckState(facts),
    evaluationOpen: evaluationOpen(facts, today),
    evaluated: facts.evaluated,
  };
}
