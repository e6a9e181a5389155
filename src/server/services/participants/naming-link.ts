/**
 * The guest's naming link (issue 25 §1; contract src/shared/participant-naming.ts): signed for one
 * guest order (services/signed-link.ts, purpose 'name-participants'), reusable — unlike the continue
 * link it trades nothing and rotates nothing, it only lets its holder read the order's seats and name
 * them — and valid until the last day a substitute can still be named for the order's latest course
 * date: it expires when that date's start day begins in Germany (substitutionClosesOn). Every
 * request checks it again, and that the order is a guest's: a customer names in "Meine Kurse".
 * Refusals: 403 NAMING_LINK_INVALID (malformed, forged, another purpose, not a guest order), 410
 * NAMING_LINK_EXPIRED.
 */
import { NAMING_LINK_PATH, type NamingLinkOrder, type NamingLinkPosition } from '../../../shared/participant-naming.ts';
import type { OrderStatus } from '../../../shared/order.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { addDays, berlinInstant } from '../berlin-time.ts';
import { SignedLinkError, signLink, verifyLink } from '../signed-link.ts';
import { namingClosesOn, substitutionClosesOn } from './later.ts';
import { seatsOfPositions } from './store.ts';

export const NAMING_LINK_PURPOSE = 'name-participants';

export interface NamingLink {
  url: string;
  /** The last day the link works (yyyy-mm-dd): the day before the latest course date starts. */
  lastDay: string;
}

/** When a link for an order whose latest course date starts on `latestStart` stops working. */
export const namingLinkExpiry = (latestStart: string): Date => berlinInstant(substitutionClosesOn(latestStart), '00:00');

/**
 * The naming link of a guest order, for its mails; null for a customer's order (they name in "Meine
 * Kurse"), an order without a course date, or one whose latest date has started already.
 */
export async function namingLinkFor(db: Queryable, orderId: number, publicUrl: string, now = new Date()): Promise<NamingLink | null> {
  const [row] = await db.query<{ guest: boolean; latest: string | null }>(
    `select o.customer_id is null as guest, max(p.schedule_start)::text as latest
       from customer_order o left join order_position p on p.order_id = o.id and p.kind = 'COURSE'
      where o.id = $1 group by o.id`,
    [orderId],
  );
  if (!row?.guest || row.latest === null) return null;
  const expiresAt = namingLinkExpiry(row.latest);
  if (expiresAt.getTime() <= now.getTime()) return null;
  const token = await signLink(db, { purpose: NAMING_LINK_PURPOSE, orderId, expiresAt });
  return { url: `${publicUrl}${NAMING_LINK_PATH}#token=${token}`, lastDay: addDays(row.latest, -1) };
}

const invalid = () =>
  new HttpError(403, 'NAMING_LINK_INVALID', 'token: this link is not valid; please use the link from your order e-mail as it was sent');

/** The guest order a token was signed for, or the refusal (403 invalid or not a guest order, 410 expired). */
export async function orderOfNamingLink(db: Queryable, token: string, now = new Date()): Promise<number> {
  let orderId: number;
  try {
    orderId = (await verifyLink(db, token, NAMING_LINK_PURPOSE, now)).orderId;
  } catch (error) {
    if (!(error instanceof SignedLinkError)) throw error;
    if (error.reason === 'expired') {
      throw new HttpError(410, 'NAMING_LINK_EXPIRED', 'token: this link has expired: the course has started, participants can no longer be changed');
    }
    throw invalid();
  }
  const [order] = await db.query<{ guest: boolean }>('select customer_id is null as guest from customer_order where id = $1', [orderId]);
  if (!order?.guest) throw invalid();
  return orderId;
}

/** GET /api/participant-naming/order: the order's course positions with their seats and deadlines. */
export async function namingLinkOrder(db: Queryable, orderId: number, closesDaysBefore: number): Promise<NamingLinkOrder> {
  const [order] = await db.query<{ orderNumber: string; status: OrderStatus }>(
    'select order_number as "orderNumber", status from customer_order where id = $1',
    [orderId],
  );
  const rows = await db.query<Omit<NamingLinkPosition, 'participants' | 'participantsClosedOn' | 'substitutionClosedOn'>>(
    `select p.id::int as "positionId", p.name, p.organizer, p.course_type as "courseType", p.schedule_start::text as "startDate",
            p.schedule_end::text as "endDate", p.schedule_city as city, p.seats,
            to_char(p.withdrawn_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "withdrawnAt"
       from order_position p where p.order_id = $1 and p.kind = 'COURSE' order by p.line_no`,
    [orderId],
  );
  const seats = await seatsOfPositions(db, new Map(rows.map((row) => [row.positionId, row.seats])));
  const positions = rows.map((row) => ({
    ...row,
    participants: seats.get(row.positionId) ?? [],
    participantsClosedOn: row.startDate ? namingClosesOn(row.startDate, closesDaysBefore) : null,
    substitutionClosedOn: row.startDate ? substitutionClosesOn(row.startDate) : null,
  }));
  return { orderNumber: order!.orderNumber, status: order!.status, positions };
}
