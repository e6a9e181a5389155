/**
 * A booking as its owner sees it (GET /api/bookings/{positionId}; BookingView of src/shared/booking.ts):
 * the position as booked, its stage, and what cancelling or rebooking would cost today — the numbers
 * the booking machine shows before the buyer confirms. The fee applies only to an invoiced order (see
 * cancel.ts); the dates to rebook to are the course's other dates that have not begun, each priced at
 * the booking's price level name (else the date's first level) for its seats. A rebooking is free while
 * it is possible (rebook.ts): the fee stays 0, and a date of another price is shown with its difference
 * but refused (cancel and book it instead).
 */
import type { BookingView, RebookingDate, RebookingTerms } from '../../../shared/booking.ts';
import type { Queryable } from '../../db/database.ts';
import type { OrderOwner } from '../order-store/index.ts';
import { bookingStatus, readBookingFacts, standingRefusal, type BookingFacts } from './facts.ts';
import type { BookingRefusal } from '../../../shared/booking.ts';
import { coursePath } from '../../../shared/page-paths.ts';
import { addDays, cancellationTerms, rebookingOpen } from './policy.ts';

interface DateRow {
  scheduleId: number;
  startDate: string;
  endDate: string;
  city: string | null;
  freePlaces: number;
  priceCents: number;
}

async function otherDates(db: Queryable, facts: BookingFacts, today: string): Promise<DateRow[]> {
  return db.query<DateRow>(
    `select s.id as "scheduleId", s.start_date::text as "startDate", s.end_date::text as "endDate", ci.name as city,
            greatest(s.seats - s.booked, 0)::int as "freePlaces",
            coalesce((select l.price_cents from price_level l where l.schedule_id = s.id and l.name = $3 order by l.position, l.id limit 1),
                     (select l.price_cents from price_level l where l.schedule_id = s.id order by l.position, l.id limit 1)) as "priceCents"
       from course_schedule s left join city ci on ci.id = s.city_id
      where s.course_id = $1 and s.id <> $2 and s.start_date > $4::date
        and exists (select 1 from price_level l where l.schedule_id = s.id)
      order by s.start_date, s.id`,
    [facts.courseId, facts.scheduleId, facts.priceLevelName, today],
  );
}

async function rebookingTerms(db: Queryable, facts: BookingFacts, today: string): Promise<RebookingTerms> {
  const freeUntil = facts.startDate ? addDays(facts.startDate, -facts.policy.rebookFreeUntilDays) : today;
  const refusal = rebookingRefusal(facts, today);
  if (refusal) return { refusal, feeCents: 0, freeUntil, dates: [] };
  const listCents = await listCentsOf(db, facts.positionId);
  const dates = (await otherDates(db, facts, today)).map(
    (row): RebookingDate => ({
      scheduleId: row.scheduleId,
      startDate: row.startDate,
      endDate: row.endDate,
      city: row.city,
      freePlaces: row.freePlaces,
      grossCents: row.priceCents * facts.seats,
      differenceCents: row.priceCents * facts.seats - listCents,
    }),
  );
  return { refusal: dates.length === 0 ? 'NO_OTHER_DATE' : null, feeCents: 0, freeUntil, dates };
}

/** Why the booking cannot be rebooked today (the dates aside); null when it can. */
export function rebookingRefusal(facts: BookingFacts, today: string): BookingRefusal | null {
  const standing = standingRefusal(facts);
  if (standing) return standing;
  if (facts.startDate! <= today) return 'COURSE_STARTED';
  if (facts.rebookedFrom) return 'ALREADY_REBOOKED';
  if (!rebookingOpen(facts.policy, facts.startDate!, today)) return 'REBOOK_PERIOD_OVER';
  return null;
}

export async function listCentsOf(db: Queryable, positionId: number): Promise<number> {
  const [row] = await db.query<{ list: number }>('select list_cents as list from order_position where id = $1', [positionId]);
  return row?.list ?? 0;
}

export async function bookingView(db: Queryable, owner: OrderOwner, positionId: number, today: string): Promise<BookingView> {
  const facts = await readBookingFacts(db, owner, positionId);
  const [invoiced] = await db.query<{ yes: boolean }>('select exists (select 1 from invoice where order_id = $1) as yes', [facts.orderId]);
  const hasInvoice = invoiced?.yes === true;
  const named = await db.query<{ seat: number; name: string }>(
    `select op.seat, trim(op.first_name || ' ' || op.last_name) as name from order_participant op
      where op.order_position_id = $1 and op.replaced_at is null and op.released_at is null`,
    [positionId],
  );
  const nameOfSeat = new Map(named.map((row) => [row.seat, row.name]));
  const terms = cancellationTerms(facts.policy, facts.startDate ?? today, today, facts.grossCents, standingRefusal(facts));
  const cancellation = hasInvoice ? terms : { ...terms, feePercent: 0, feeCents: 0, refundCents: facts.grossCents };
  return {
    positionId: facts.positionId,
    orderNumber: facts.orderNumber,
    courseId: facts.courseId ?? 0,
    courseName: facts.courseName,
    coursePath: facts.courseId !== null && facts.courseKind !== null ? coursePath({ id: facts.courseId, name: facts.courseName, kind: facts.courseKind }) : null,
    organizer: facts.organizer,
    scheduleId: facts.scheduleId,
    startDate: facts.startDate,
    endDate: facts.endDate,
    city: facts.city,
    seats: facts.seats,
    grossCents: facts.grossCents,
    status: bookingStatus(facts, today),
    participants: Array.from({ length: facts.seats }, (_, index) => nameOfSeat.get(index + 1) ?? null),
    rebookedFrom: facts.rebookedFrom,
    cancelled:
      facts.ended?.kind === 'CANCELLATION'
        ? { at: facts.ended.at, feeCents: facts.ended.feeCents, refundCents: facts.ended.refundCents, creditNoteId: facts.ended.creditNoteId }
        : null,
    cancellation,
    rebooking: await rebookingTerms(db, facts, today),
  };
}
