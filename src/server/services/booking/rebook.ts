/**
 * Rebooking a booking to another date of its course (POST /api/bookings/{positionId}/rebooking), once,
 * free until `rebookFreeUntilDays` before the first day (AGB § 4; later only cancelling is possible),
 * in ONE transaction:
 * 1. lock the order row (readBookingFacts with lock) — 20 parallel rebookings take turns; the
 *    position's one rebooking row (unique) makes the first the only one: the others are refused
 *    ALREADY_REBOOKED, the same Idempotency-Key answers the same receipt;
 * 2. refuse what cannot be rebooked (409 NOT_BOOKED, NOT_DATED, COURSE_STARTED, ALREADY_REBOOKED,
 *    REBOOK_PERIOD_OVER), a date that is not another date of the course not yet begun (422
 *    SCHEDULE_UNKNOWN), a date of another price (409 PRICE_DIFFERS: the invoice stays as issued),
 *    and a charge other than the one shown (409 FEE_CHANGED);
 * 3. move the seats: both dates' rows are locked in id order (as placing does), the new date takes
 *    the seats only if they fit (409 SCHEDULE_FULL: its waiting list instead), the old gives them back
 *    and offers them to its waiting list;
 * 4. move the position and its named participants (their rows follow by ON UPDATE CASCADE; a person
 *    already booked on the new date is refused 409 PARTICIPANT_TWICE);
 * 5. record the rebooking (the date it left, for the record and the "umgebucht von" line) and queue
 *    the confirmation e-mail.
 */
import type { RebookingReceipt, RebookingRequest } from '../../../shared/booking.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { queueMail } from '../mail.ts';
import type { OrderOwner } from '../order-store/index.ts';
import { offerFreedSeats } from '../waiting-list/index.ts';
import { readBookingFacts, type BookingFacts } from './facts.ts';
import { rebookingMail } from './rebooking-mail.ts';
import { bookingRefused } from './refusals.ts';
import { bookingView, listCentsOf, rebookingRefusal } from './view.ts';
import type { CancelContext } from './cancel.ts';

export interface Rebooked {
  receipt: RebookingReceipt;
  created: boolean;
}

interface TargetRow {
  id: number;
  startDate: string;
  endDate: string;
  city: string | null;
  levelId: number;
  levelName: string;
  priceCents: number;
}

async function readReceipt(db: Queryable, positionId: number): Promise<RebookingReceipt & { key: string }> {
  const [row] = await db.query<RebookingReceipt & { key: string }>(
    `select r.position_id::int as "positionId", o.order_number as "orderNumber",
            to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "rebookedAt",
            json_build_object('startDate', r.from_start::text, 'endDate', r.from_end::text, 'city', r.from_city) as "from",
            json_build_object('scheduleId', p.schedule_id, 'startDate', p.schedule_start::text, 'endDate', p.schedule_end::text, 'city', p.schedule_city) as "to",
            r.fee_cents as "feeCents", r.difference_cents as "differenceCents", r.idempotency_key as key
       from rebooking r join order_position p on p.id = r.position_id join customer_order o on o.id = p.order_id
      where r.position_id = $1`,
    [positionId],
  );
  return row!;
}

async function target(tx: Queryable, facts: BookingFacts, scheduleId: number, today: string): Promise<TargetRow> {
  const [row] = await tx.query<TargetRow>(
    `select s.id, s.start_date::text as "startDate", s.end_date::text as "endDate", ci.name as city,
            l.id as "levelId", l.name as "levelName", l.price_cents as "priceCents"
       from course_schedule s left join city ci on ci.id = s.city_id
       join lateral (select * from price_level l where l.schedule_id = s.id order by (l.name = $3) desc, l.position, l.id limit 1) l on true
      where s.id = $1 and s.course_id = $2 and s.start_date > $4::date`,
    [scheduleId, facts.courseId, facts.priceLevelName, today],
  );
  if (!row || row.id === facts.scheduleId) {
    throw new HttpError(422, 'SCHEDULE_UNKNOWN', `scheduleId: ${scheduleId} is not another date of this course that has not begun`, 'scheduleId');
  }
  return row;
}

/** Moves the seats from the old date to the new one (rows locked in id order); false when they do not fit. */
async function moveSeats(tx: Queryable, from: number, to: number, seats: number): Promise<boolean> {
  for (const id of [from, to].sort((a, b) => a - b)) await tx.query('select id from course_schedule where id = $1 for update', [id]);
  const taken = await tx.query('update course_schedule set booked = booked + $2 where id = $1 and booked + $2 <= seats returning id', [to, seats]);
  if (taken.length === 0) return false;
  await tx.query('update course_schedule set booked = greatest(booked - $2, 0) where id = $1', [from, seats]);
  return true;
}

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

async function rebookIn(
  tx: Queryable,
  owner: OrderOwner,
  positionId: number,
  request: RebookingRequest,
  idempotencyKey: string,
  context: CancelContext,
): Promise<boolean> {
  const facts = await readBookingFacts(tx, owner, positionId, { lock: true });
  if (facts.rebookedFrom) {
    const earlier = await readReceipt(tx, positionId);
    if (earlier.key === idempotencyKey) return false;
  }
  const refusal = rebookingRefusal(facts, context.today);
  if (refusal) throw bookingRefused(refusal);
  const date = await target(tx, facts, request.scheduleId, context.today);
  const differenceCents = date.priceCents * facts.seats - (await listCentsOf(tx, positionId));
  if (differenceCents !== 0) {
    throw new HttpError(409, 'PRICE_DIFFERS', 'This date has another price: cancel the booking and book the date instead', 'scheduleId');
  }
  if (request.expectedChargeCents !== 0) {
    const view = await bookingView(tx, owner, positionId, context.today);
    throw new HttpError(409, 'FEE_CHANGED', 'A rebooking costs nothing now: confirm again', 'expectedChargeCents', { booking: view });
  }
  if (!(await moveSeats(tx, facts.scheduleId!, date.id, facts.seats))) {
    throw new HttpError(409, 'SCHEDULE_FULL', `The date has fewer than ${facts.seats} free places: join its waiting list instead`, 'scheduleId');
  }
  await tx.query(
    `insert into rebooking (position_id, from_schedule_id, from_start, from_end, from_city, to_schedule_id, fee_cents, difference_cents, idempotency_key)
     values ($1, $2, $3, $4, $5, $6, 0, 0, $7)`,
    [positionId, facts.scheduleId, facts.startDate, facts.endDate, facts.city, date.id, idempotencyKey],
  );
  try {
    await tx.query(
      `update order_position set schedule_id = $2, schedule_start = $3, schedule_end = $4, schedule_city = $5, price_level_id = $6, price_level_name = $7
        where id = $1`,
      [positionId, date.id, date.startDate, date.endDate, date.city, date.levelId, date.levelName],
    );
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new HttpError(409, 'PARTICIPANT_TWICE', 'A participant of this booking is already booked on the new date', 'scheduleId');
    }
    throw error;
  }
  await offerFreedSeats(tx, facts.scheduleId!, { now: context.now, publicUrl: context.publicUrl, holdHours: context.holdHours });
  await queueMail(tx, rebookingMail({ facts, to: date, language: request.language }));
  return true;
}

/** Rebooks the booking `positionId` of `owner` to `request.scheduleId`; see the file comment. */
export async function rebookBooking(
  db: Database,
  owner: OrderOwner,
  positionId: number,
  request: RebookingRequest,
  idempotencyKey: string,
  context: CancelContext,
): Promise<Rebooked> {
  const created = await db.transaction((tx) => rebookIn(tx, owner, positionId, request, idempotencyKey, context));
  const { key: _key, ...receipt } = await readReceipt(db, positionId);
  return { receipt, created };
}
