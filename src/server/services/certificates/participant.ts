/**
 * A participant's own certificates (issue 25 §4): GET /api/customer/bookings/{participantId}/certificate,
 * …/module/{moduleId}/certificate for each course day of a date of several days, and the public
 * attendance confirmation by the participant's own URL id (/bescheinigung/{urlId}).
 * A "Teilnahmebescheinigung" exists only for a participant the organizer's staff marked present
 * (services/attendance/), made out in the participant's own name, with "mit Interaktion und
 * kontinuierlicher Anwesenheit" only when that was confirmed for an online date. Self-study stays
 * tied to the passed learning-success check of the position.
 *
 * Who reads it: the account whose verified e-mail is the participant's (a current participant: not
 * replaced, seat not given back). Anyone else — another participant of the same order, the buyer
 * for somebody else's seat, an unverified account with the same address — gets 404 as if it did not
 * exist.
 */
import type { PositionCertificates } from '../../../shared/certificates.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError, notFound } from '../../errors.ts';
import { requireCustomer } from '../customer-access.ts';
import { certificateFileName, certificatePdf, type CertificateFile } from './pdf.ts';
import { courseModules } from './modules.ts';
import { POSITION_SELECT, type CertificatePosition } from './position.ts';

/** What decides whether a participant's certificate exists. */
export interface ParticipantCertificateFacts {
  orderStatus: string;
  courseType: string | null;
  learningCheckPassed: boolean;
  /** null: attendance not recorded yet. */
  present: boolean | null;
}

export function participantCertificateAvailable(facts: ParticipantCertificateFacts): boolean {
  if (facts.orderStatus !== 'CONFIRMED') return false;
  return facts.courseType === 'SELF' ? facts.learningCheckPassed : facts.present === true;
}

interface ParticipantRow {
  positionId: number;
  seat: number;
  firstName: string;
  lastName: string;
  present: boolean | null;
  continuous: boolean | null;
  attendanceUrlId: string;
}

// A current participant only: a replaced one, or a seat given back, has no certificate any more.
const PARTICIPANT_SELECT = `select op.order_position_id::int as "positionId", op.seat, op.first_name as "firstName", op.last_name as "lastName",
       a.present, a.continuous, op.attendance_url_id as "attendanceUrlId"
  from order_participant op
  left join participant_attendance a on a.participant_id = op.id`;
const CURRENT = 'op.replaced_at is null and op.released_at is null';

/** The current participant `participantId` whose e-mail is the account's verified one; 404 otherwise. */
async function ownParticipant(db: Queryable, customerId: number, participantId: number): Promise<ParticipantRow> {
  const [row] = await db.query<ParticipantRow>(
    `${PARTICIPANT_SELECT}
       join account acc on acc.id = $2 and acc.email_verified_at is not null and lower(acc.email) = lower(op.email)
      where op.id = $1 and ${CURRENT}`,
    [participantId, customerId],
  );
  if (!row) throw notFound(`Participant ${participantId}`);
  return row;
}

/** The participant's course position, made out to them: their name, and what was confirmed for them. */
async function seatPosition(db: Queryable, participant: ParticipantRow): Promise<CertificatePosition | undefined> {
  const [position] = await db.query<CertificatePosition>(`${POSITION_SELECT} where p.id = $1 and p.kind = 'COURSE'`, [participant.positionId]);
  if (!position) return undefined;
  return {
    ...position,
    participant: { firstName: participant.firstName, lastName: participant.lastName },
    continuous: participant.continuous === true,
  };
}

const availableFor = (position: CertificatePosition, participant: ParticipantRow) =>
  participantCertificateAvailable({ ...position, present: participant.present });

/** Why the participant's certificate is not there (409), or nothing when it is. */
function assertParticipantCertificate(position: CertificatePosition, participant: ParticipantRow): void {
  if (availableFor(position, participant)) return;
  if (position.orderStatus !== 'CONFIRMED') {
    throw new HttpError(409, 'ORDER_NOT_CONFIRMED', 'Certificates are issued once the order is confirmed');
  }
  if (position.courseType === 'SELF') {
    throw new HttpError(409, 'LEARNING_CHECK_REQUIRED', 'A self-study certificate needs a passed learning-success check');
  }
  throw new HttpError(409, 'NOT_ATTENDED', 'A certificate is issued once the organizer has marked the participant present');
}

async function ownSeat(db: Queryable, customerId: number, participantId: number) {
  requireCustomer(customerId);
  const participant = await ownParticipant(db, customerId, participantId);
  const position = await seatPosition(db, participant);
  if (!position) throw notFound(`Participant ${participantId}`);
  assertParticipantCertificate(position, participant);
  return { participant, position };
}

export async function participantCertificate(
  db: Queryable,
  customerId: number,
  participantId: number,
  today: string,
): Promise<CertificateFile> {
  const { participant, position } = await ownSeat(db, customerId, participantId);
  return { fileName: certificateFileName(position, `-Platz-${participant.seat}`), bytes: await certificatePdf(position, 'PARTICIPATION', today) };
}

/** The participant's modules of a date of several days: each one's certificate once they were marked present and its day has come. */
export function participantModules(
  position: Pick<CertificatePosition, 'courseType' | 'startDate' | 'endDate' | 'hours'>,
  participantId: number,
  certificateAvailable: boolean,
  today: string,
): PositionCertificates['modules'] {
  if (!position.startDate) return [];
  return courseModules(position.courseType, position.startDate, position.endDate ?? position.startDate, position.hours).map((module) => ({
    ...module,
    url: certificateAvailable && module.date <= today ? `/api/customer/bookings/${participantId}/module/${module.moduleId}/certificate` : null,
  }));
}

/** GET /api/customer/bookings/{participantId}/module/{moduleId}/certificate: one module (course day), in the participant's name. */
export async function participantModuleCertificate(
  db: Queryable,
  customerId: number,
  participantId: number,
  moduleId: number,
  today: string,
): Promise<CertificateFile> {
  const { participant, position } = await ownSeat(db, customerId, participantId);
  const module = courseModules(position.courseType, position.startDate!, position.endDate ?? position.startDate!, position.hours).find(
    (candidate) => candidate.moduleId === moduleId,
  );
  if (!module) throw notFound(`Module ${moduleId} of participant ${participantId}`);
  if (module.date > today) throw new HttpError(409, 'CERTIFICATE_NOT_YET', `The module's certificate is available from ${module.date}`);
  return {
    fileName: certificateFileName(position, `-Platz-${participant.seat}-Modul-${moduleId}`),
    bytes: await certificatePdf(position, 'PARTICIPATION', today, module),
  };
}

/**
 * The position of a participant's public attendance confirmation (/bescheinigung/{urlId}), made out
 * to them — only once their certificate exists; before, and for a replaced participant, undefined
 * (the id works only for a confirmation there is).
 */
export async function participantByAttendanceId(db: Queryable, urlId: string): Promise<CertificatePosition | undefined> {
  const [participant] = await db.query<ParticipantRow>(`${PARTICIPANT_SELECT} where op.attendance_url_id = $1 and ${CURRENT}`, [urlId]);
  if (!participant) return undefined;
  const position = await seatPosition(db, participant);
  return position && availableFor(position, participant) ? position : undefined;
}

/**
 * The certificate of an account's own seat of a position, as the chamber letter encloses it: made out
 * to the seat's participant when the account takes part in it (its buyer seat, or named with its
 * verified address), else — an order from before participants — to the buyer. undefined: no such position.
 */
export async function accountSeatCertificate(db: Queryable, customerId: number, positionId: number): Promise<CertificatePosition | undefined> {
  const [position] = await db.query<CertificatePosition>(`${POSITION_SELECT} where p.id = $1 and p.kind = 'COURSE'`, [positionId]);
  if (!position) return undefined;
  const [seat] = await db.query<{ firstName: string; lastName: string; continuous: boolean | null }>(
    `select op.first_name as "firstName", op.last_name as "lastName", a.continuous
       from order_participant op
       join order_position p on p.id = op.order_position_id
       join customer_order o on o.id = p.order_id
       join account acc on acc.id = $2
       left join participant_attendance a on a.participant_id = op.id
      where op.order_position_id = $1 and op.replaced_at is null and op.released_at is null
        and ((op.is_buyer and o.customer_id = acc.id) or (acc.email_verified_at is not null and lower(acc.email) = lower(op.email)))
      order by op.seat limit 1`,
    [positionId, customerId],
  );
  if (!seat) return { ...position, participant: null };
  return { ...position, participant: { firstName: seat.firstName, lastName: seat.lastName }, continuous: seat.continuous === true };
}
