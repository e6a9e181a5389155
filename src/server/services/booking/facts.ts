/**
 * What the booking rules read of one course position (SQL only): the position as booked, its order
 * and owner, how it ended (a withdrawal or a cancellation: the `withdrawal` row of either kind), the
 * organizer's cancellation schedule, whether it was rebooked, and the attendance recorded for its
 * seats. Only the order's owner reads it: anybody else's position answers 404, like one that does not
 * exist. With `lock`, the order row is locked first (select … for update): changes of one order take
 * turns, so 20 parallel cancellations of one booking make one.
 */
import type { BookingRefusal, BookingStatus, CancellationPolicy } from '../../../shared/booking.ts';
import type { CourseKind } from '../../../shared/search.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import type { OrderOwner } from '../order-store/index.ts';
import { BILLED_JOIN } from '../withdrawal/index.ts';

export interface BookingFacts {
  positionId: number;
  orderId: number;
  orderNumber: string;
  orderStatus: 'PLACED' | 'PAYMENT_PENDING' | 'CONFIRMED' | 'CANCELLED';
  email: string;
  buyerName: string;
  language: 'de' | 'en';
  kind: 'COURSE' | 'PACKAGE';
  courseId: number | null;
  courseName: string;
  courseKind: CourseKind | null;
  organizer: string;
  courseType: 'SELF' | 'ONLINE' | 'PRESENT' | null;
  zfuNumber: string | null;
  scheduleId: number | null;
  startDate: string | null;
  endDate: string | null;
  city: string | null;
  priceLevelName: string | null;
  seats: number;
  grossCents: number;
  /** How it ended, when it did. */
  ended: { kind: 'WITHDRAWAL' | 'CANCELLATION'; at: string; feeCents: number; refundCents: number; creditNoteId: number | null } | null;
  rebookedFrom: { startDate: string; endDate: string; city: string | null } | null;
  /** Seats with attendance recorded, and of them present. */
  attendanceRecorded: number;
  attendancePresent: number;
  policy: CancellationPolicy;
}

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

interface Row extends Omit<BookingFacts, 'ended' | 'rebookedFrom' | 'policy'> {
  customerId: number | null;
  tokenHash: string | null;
  endedKind: 'WITHDRAWAL' | 'CANCELLATION' | null;
  endedAt: string | null;
  feeCents: number | null;
  refundCents: number | null;
  creditNoteId: number | null;
  rebookedStart: string | null;
  rebookedEnd: string | null;
  rebookedCity: string | null;
  freeUntilDays: number | null;
  fullFromDays: number | null;
  partialPercent: number | null;
  rebookFreeUntilDays: number | null;
}

const owns = (row: Row, owner: OrderOwner) =>
  'customerId' in owner ? row.customerId === owner.customerId : row.tokenHash !== null && row.tokenHash === owner.tokenHash;

export async function readBookingFacts(
  tx: Queryable,
  owner: OrderOwner,
  positionId: number,
  options: { lock?: boolean } = {},
): Promise<BookingFacts> {
  if (options.lock) {
    await tx.query('select o.id from customer_order o join order_position p on p.order_id = o.id where p.id = $1 for update of o', [positionId]);
  }
  const [row] = await tx.query<Row>(
    `select p.id::int as "positionId", o.id::int as "orderId", o.order_number as "orderNumber", o.status as "orderStatus",
            o.customer_id::int as "customerId", o.order_token_hash as "tokenHash", o.email, o.language,
            trim(coalesce(o.buyer->>'firstName', '') || ' ' || coalesce(o.buyer->>'lastName', '')) as "buyerName",
            p.kind, p.course_id as "courseId", p.name as "courseName", p.course_kind as "courseKind", p.organizer, p.course_type as "courseType",
            p.zfu_number as "zfuNumber", p.schedule_id as "scheduleId", p.schedule_start::text as "startDate",
            p.schedule_end::text as "endDate", p.schedule_city as city, p.price_level_name as "priceLevelName", p.seats,
            coalesce(b.gross, p.gross_cents)::int as "grossCents",
            w.kind as "endedKind", ${ISO('w.received_at')} as "endedAt", w.pro_rata_cents as "feeCents", w.refund_cents as "refundCents",
            cn.id::int as "creditNoteId",
            r.from_start::text as "rebookedStart", r.from_end::text as "rebookedEnd", r.from_city as "rebookedCity",
            g.cancel_free_until_days as "freeUntilDays", g.cancel_full_from_days as "fullFromDays",
            g.cancel_partial_percent as "partialPercent", g.rebook_free_until_days as "rebookFreeUntilDays",
            (select count(*)::int from order_participant op join participant_attendance a on a.participant_id = op.id
              where op.order_position_id = p.id and op.replaced_at is null) as "attendanceRecorded",
            (select count(*)::int from order_participant op join participant_attendance a on a.participant_id = op.id
              where op.order_position_id = p.id and op.replaced_at is null and a.present) as "attendancePresent"
       from order_position p
       join customer_order o on o.id = p.order_id
       left join withdrawal w on w.id = p.withdrawal_id
       left join credit_note cn on cn.withdrawal_id = w.id
       left join rebooking r on r.position_id = p.id
       left join course c on c.id = p.course_id
       left join organizer g on g.id = c.organizer_id
       ${BILLED_JOIN}
      where p.id = $1`,
    [positionId],
  );
  if (!row || !owns(row, owner)) throw notFound(`Booking ${positionId}`);
  return {
    ...row,
    ended:
      row.endedKind === null
        ? null
        : { kind: row.endedKind, at: row.endedAt!, feeCents: row.feeCents!, refundCents: row.refundCents!, creditNoteId: row.creditNoteId },
    rebookedFrom: row.rebookedStart === null ? null : { startDate: row.rebookedStart, endDate: row.rebookedEnd!, city: row.rebookedCity },
    policy: {
      freeUntilDays: row.freeUntilDays ?? 28,
      fullFromDays: row.fullFromDays ?? 7,
      partialPercent: row.partialPercent ?? 50,
      rebookFreeUntilDays: row.rebookFreeUntilDays ?? 28,
    },
  };
}

/** The stage a customer sees. */
export function bookingStatus(facts: BookingFacts, today: string): BookingStatus {
  if (facts.ended) return facts.ended.kind === 'CANCELLATION' ? 'CANCELLED' : 'WITHDRAWN';
  const over = facts.endDate !== null && facts.endDate < today;
  if (over && facts.attendanceRecorded > 0) return facts.attendancePresent > 0 ? 'ATTENDED' : 'ABSENT';
  return 'BOOKED';
}

/** Why the booking cannot be cancelled or rebooked whatever the day (the started course is the policy's). */
export function standingRefusal(facts: BookingFacts): BookingRefusal | null {
  if (facts.ended || facts.orderStatus === 'CANCELLED') return 'NOT_BOOKED';
  // Self-study and distance learning have no date to cancel before (AGB § 4 Satz 2, § 7): not here.
  if (facts.kind !== 'COURSE' || facts.startDate === null || facts.courseType === 'SELF' || facts.zfuNumber !== null) return 'NOT_DATED';
  return null;
}
