/**
 * GET /api/customer/bookings: the course dates the signed-in account takes part in — where its
 * e-mail is a current participant of a seat — whoever booked them (a firm's office manager books for
 * the lawyers). Only the participant's own data: the course, the date, the seat and what the seat
 * names; never the order, its buyer, its prices or the other seats (a participant is not the buyer).
 * Withdrawn positions and cancelled orders are not listed. Online dates carry the personal access
 * link once it has been mailed (services/access-links/). Each booking says what the organizer
 * recorded and, once the participant was marked present, links their own certificate
 * (services/certificates/participant.ts decides when it exists) — for a date of several days also
 * each module's — and the id of their own public attendance confirmation.
 *
 * The account's e-mail decides — once it is verified (migration 022-email-verification.sql,
 * services/email-verification.ts): before, the list is empty and emailVerified false, so whoever
 * registers with a participant's address sees nothing of that participant's bookings.
 */
import type { ParticipantBookings } from '../../../shared/participants.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { sentAccessLinks } from '../access-links/index.ts';
import { participantCertificateAvailable, participantModules } from '../certificates/index.ts';
import { requireCustomer } from '../customer-access.ts';
import { participantOfRow } from './store.ts';

interface Row {
  course_id: number;
  schedule_id: number;
  name: string;
  organizer: string;
  course_type: 'SELF' | 'ONLINE' | 'PRESENT' | null;
  start_date: string;
  end_date: string;
  city: string | null;
  seat: number;
  first_name: string;
  last_name: string;
  email: string;
  chamber_id: number | null;
  member_number: string | null;
  is_buyer: boolean;
  participant_id: number;
  attendance_url_id: string;
  hours: number | null;
  present: boolean | null;
  order_status: string;
  learning_check_passed: boolean;
}

export async function participantBookings(db: Queryable, customerId: number, publicUrl: string, today: string): Promise<ParticipantBookings> {
  requireCustomer(customerId);
  const [account] = await db.query<{ email: string; verified: boolean }>(
    'select email, email_verified_at is not null as verified from account where id = $1',
    [customerId],
  );
  if (!account) throw notFound('Customer');
  if (!account.verified) return { bookings: [], emailVerified: false };
  const rows = await db.query<Row>(
    `select p.course_id, op.schedule_id, p.name, p.organizer, p.course_type, p.schedule_start::text as start_date,
            p.schedule_end::text as end_date, p.schedule_city as city, op.seat, op.first_name, op.last_name, op.email,
            op.chamber_id, op.member_number, op.is_buyer, op.id::int as participant_id, op.attendance_url_id,
            p.duration_hours::float8 as hours, a.present, o.status as order_status,
            p.learning_check_passed_at is not null as learning_check_passed
       from order_participant op
       left join participant_attendance a on a.participant_id = op.id
       join order_position p on p.id = op.order_position_id
       join customer_order o on o.id = p.order_id
      where lower(op.email) = lower($1) and op.replaced_at is null and op.released_at is null
        and p.withdrawn_at is null and o.status <> 'CANCELLED'
      order by p.schedule_start, op.schedule_id, op.id`,
    [account.email],
  );
  const accessLinks = await sentAccessLinks(db, rows.map((row) => Number(row.participant_id)), publicUrl);
  return {
    bookings: rows.map((row) => {
      const certificate = participantCertificateAvailable({
        orderStatus: row.order_status,
        courseType: row.course_type,
        learningCheckPassed: row.learning_check_passed,
        present: row.present,
      });
      const participantId = Number(row.participant_id);
      return {
      courseId: Number(row.course_id),
      scheduleId: Number(row.schedule_id),
      name: row.name,
      organizer: row.organizer,
      courseType: row.course_type,
      schedule: { startDate: row.start_date, endDate: row.end_date, city: row.city },
      seat: row.seat,
      participant: participantOfRow(row),
      accessLink: accessLinks.get(Number(row.participant_id)) ?? null,
      participantId,
      present: row.present,
      certificateUrl: certificate ? `/api/customer/bookings/${participantId}/certificate` : null,
      modules: participantModules(
        { courseType: row.course_type, startDate: row.start_date, endDate: row.end_date, hours: row.hours },
        participantId,
        certificate,
        today,
      ),
      attendanceUrlId: certificate ? row.attendance_url_id : null,
      };
    }),
    emailVerified: true,
  };
}
