/**
 * Naming participants after the order (issue 25 §1): PUT
 * /api/customer/orders/{orderNumber}/positions/{positionId}/participants (the buyer's own order),
 * PUT /api/firm/orders/{orderNumber}/positions/{positionId}/participants (a member's order, for the
 * firm's office manager; the rules and mails are the buyer's — "self" is still the buyer),
 * PUT /api/guest-order/{id}/positions/{positionId}/participants (the guest's X-Order) and PUT
 * /api/participant-naming/positions/{positionId}/participants (the guest's naming link). The body is
 * the wanted state of the position's seats, in seat order: an entry equal to the seat's current
 * participant keeps it; another person replaces it (the old row stays, marked replaced and linked to
 * its successor); null or a missing entry leaves the seat unnamed (a named one is marked replaced).
 *
 * Two deadlines (issue 25 §1, §6): naming — filling an empty seat, leaving a seat unnamed — is open
 * until PARTICIPANT_NAMING_CLOSES_DAYS_BEFORE days before the start; a substitute ("Ersatzperson",
 * another person on a seat that names someone, or the same person with another chamber or member
 * number) until the start itself, as the AGB promise. The organizer plans with the number of people,
 * which a substitution does not change; from the start day on the list is what attended.
 *
 * Refusals, nothing written: 404 (not the caller's order or position), 422 (rules.ts; NOT_A_COURSE
 * for a package), 409 POSITION_WITHDRAWN / ORDER_CANCELLED, 409 NAMING_CLOSED when a request after
 * naming closed does more than replace named seats (with startDate, closedOn and substitutionClosedOn),
 * 409 SUBSTITUTION_CLOSED from the start day on (startDate, closedOn = the start), 409
 * PARTICIPANT_TWICE when another booking of the date names the person.
 *
 * Mails (mail.ts), for a confirmed order only (an unconfirmed one mails its participants when it is
 * confirmed): each person newly on the position gets their booking confirmation with the .ics, and
 * each person no longer on it the short "Ihr Platz wurde weitergegeben". A person who only moves to
 * another seat of the position, or whose chamber or member number changes, gets no mail.
 * Online dates: the replaced row's access link answers 410; each new row gets its own link, at once
 * when ACCESS_LINK_SEND_DAYS_BEFORE has been reached (a job due now, services/background-jobs.ts).
 */
import type { BuyerData, OrderStatus } from '../../../shared/order.ts';
import type { Participant, PositionParticipants } from '../../../shared/participants.ts';
import type { Database, Queryable, SqlValue } from '../../db/database.ts';
import { HttpError, notFound } from '../../errors.ts';
import { queueAccessLinkOfNewcomer } from '../jobs/index.ts';
import { queueParticipantMails, queuePassedOnMails } from './mail.ts';
import { checkEntries, emailKey, trimUnnamed, type EntryInput } from './rules.ts';
import {
  currentParticipants,
  insertParticipant,
  linkSuccessor,
  markReplaced,
  refuseBookedElsewhere,
  seatsOfPositions,
} from './store.ts';

/**
 * Which order: a customer's by its number, a guest's by its id and token, a firm member's by its
 * number for the firm's office manager (issue 25 §6: "the buyer (or the firm's office manager)"), or
 * a guest's by the id its naming link was signed for (naming-link.ts has checked the signature; only
 * a guest order matches).
 */
export type OrderReference =
  | { customerId: number; orderNumber: string }
  | { tokenHash: string; orderId: number }
  | { firmManagerId: number; orderNumber: string }
  | { namingLinkOrderId: number };

/**
 * The order condition of each reference, on `o`, with its parameters as $2, …. The office manager's:
 * one of the firm's orders (placed by a member while a member, FIRM_ORDER) whose buyer is still a
 * member — a member who left takes their orders along — in the firm `$2` manages now.
 */
function orderMatch(order: OrderReference): { where: string; params: SqlValue[] } {
  if ('customerId' in order) return { where: 'o.customer_id = $2 and o.order_number = $3', params: [order.customerId, order.orderNumber] };
  if ('tokenHash' in order) return { where: 'o.order_token_hash = $2 and o.id = $3', params: [order.tokenHash, order.orderId] };
  if ('namingLinkOrderId' in order) return { where: 'o.id = $2 and o.customer_id is null', params: [order.namingLinkOrderId] };
  return {
    where: `o.order_number = $3 and exists (select 1 from firm_member manager join firm_member buyer on buyer.firm_id = manager.firm_id
              where manager.account_id = $2 and manager.left_at is null and manager.role = 'OFFICE_MANAGER'
                and buyer.account_id = o.customer_id and buyer.left_at is null and o.placed_at >= buyer.joined_at)`,
    params: [order.firmManagerId, order.orderNumber],
  };
}

interface PositionRow {
  position_id: number;
  order_id: number;
  kind: 'COURSE' | 'PACKAGE';
  schedule_id: number | null;
  schedule_start: string | null;
  course_type: string | null;
  seats: number;
  withdrawn: boolean;
  status: OrderStatus;
  buyer: BuyerData;
}

/** 'yyyy-mm-dd' minus `days` days. */
function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The day naming closes for a date starting on `startDate` (from that day on it is refused). */
export const namingClosesOn = (startDate: string, daysBeforeStart: number) => daysBefore(startDate, daysBeforeStart);

/** The day substitution closes: the start day itself (from then on every change is refused). */
export const substitutionClosesOn = (startDate: string) => startDate;

/** One seat whose participant the request changes: who sits there now, who is wanted (null: nobody). */
interface SeatChange {
  seat: number;
  old: { id: number; email: string } | undefined;
  next: Participant | null;
}

/**
 * After naming closed only substitutes are taken: every changed seat named someone and names someone
 * again. Filling an empty seat or emptying a named one is naming, refused like before.
 */
function refuseAllButSubstitutes(changes: readonly SeatChange[], startDate: string, closedOn: string): void {
  const naming = changes.find(({ old, next }) => !old || !next);
  if (!naming) return;
  throw new HttpError(
    409,
    'NAMING_CLOSED',
    `Seat ${naming.seat}: naming closed on ${closedOn}; until the start (${startDate}) only a named participant can be replaced by a substitute`,
    undefined,
    { startDate, closedOn, substitutionClosedOn: substitutionClosesOn(startDate) },
  );
}

async function lockPosition(tx: Queryable, order: OrderReference, positionId: number): Promise<PositionRow> {
  const { where, params } = orderMatch(order);
  const [row] = await tx.query<PositionRow>(
    `select p.id::int as position_id, o.id::int as order_id, p.kind, p.schedule_id, p.schedule_start::text as schedule_start, p.course_type, p.seats,
            p.withdrawn_at is not null as withdrawn, o.status, o.buyer
       from order_position p join customer_order o on o.id = p.order_id
      where p.id = $1 and ${where}
      for update of p`,
    [positionId, ...params],
  );
  // Another's order, or a position of another order: as if it did not exist (OWASP API1).
  if (!row) throw notFound(`Order position ${positionId}`);
  return row;
}

const same = (a: Participant, b: Participant) =>
  a.firstName === b.firstName &&
  a.lastName === b.lastName &&
  a.email.toLowerCase() === b.email.toLowerCase() &&
  a.chamberId === b.chamberId &&
  a.memberNumber === b.memberNumber &&
  a.self === b.self;

/** The seats of a placed position with their participants. */
export async function positionParticipants(db: Queryable, positionId: number, scheduleId: number, seats: number): Promise<PositionParticipants> {
  const participants = (await seatsOfPositions(db, new Map([[positionId, seats]]))).get(positionId) ?? [];
  return { positionId, scheduleId, seats, participants };
}

export async function nameParticipantsLater(
  db: Database,
  order: OrderReference,
  positionId: number,
  body: { participants: (EntryInput | null)[] },
  options: { today: string; closesDaysBefore: number; publicUrl: string },
): Promise<PositionParticipants> {
  const entries = body.participants;
  const { scheduleId, seats } = await db.transaction(async (tx) => {
    const position = await lockPosition(tx, order, positionId);
    if (position.kind !== 'COURSE' || position.schedule_id === null || position.schedule_start === null) {
      throw new HttpError(422, 'NOT_A_COURSE', 'participants: a package position has no seats to name', 'participants');
    }
    if (position.withdrawn) throw new HttpError(409, 'POSITION_WITHDRAWN', 'The position is withdrawn: its seats take no participants');
    if (position.status === 'CANCELLED') throw new HttpError(409, 'ORDER_CANCELLED', 'The order is cancelled: its seats take no participants');
    const startDate = position.schedule_start;
    if (options.today >= substitutionClosesOn(startDate)) {
      throw new HttpError(
        409,
        'SUBSTITUTION_CLOSED',
        `The date started on ${startDate}: from then on its participants can no longer be changed or replaced`,
        undefined,
        { startDate, closedOn: substitutionClosesOn(startDate) },
      );
    }
    const closedOn = namingClosesOn(startDate, options.closesDaysBefore);
    const wanted = await checkEntries(tx, entries, position.seats, position.buyer, 'participants');
    await refuseBookedElsewhere(tx, position.schedule_id, wanted, 'participants', position.position_id);

    const current = await currentParticipants(tx, [position.position_id]);
    const changes = Array.from({ length: Math.max(position.seats, ...current.map((row) => row.seat)) }, (_, index) => ({
      seat: index + 1,
      old: current.find((row) => row.seat === index + 1),
      next: trimUnnamed(wanted)[index] ?? null,
    })).filter(({ old, next }) => !(old && next && same(old, next)) && (old || next));
    if (options.today >= closedOn) refuseAllButSubstitutes(changes, startDate, closedOn);
    // Replaced rows first, so a person moving to another seat of the position does not meet themselves.
    await markReplaced(tx, changes.flatMap(({ old }) => (old ? [old.id] : [])));
    const before = new Set(current.map((row) => emailKey(row.email)));
    const after = new Set(trimUnnamed(wanted).flatMap((next) => (next ? [emailKey(next.email)] : [])));
    const arrived: number[] = [];
    const inserted: number[] = [];
    for (const { seat, old, next } of changes) {
      if (!next) continue;
      const id = await insertParticipant(tx, position.position_id, position.schedule_id, seat, next);
      if (old) await linkSuccessor(tx, old.id, id);
      inserted.push(id);
      if (!before.has(emailKey(next.email))) arrived.push(id);
    }
    if (position.status === 'CONFIRMED') {
      await queuePassedOnMails(tx, current.filter((row) => !after.has(emailKey(row.email))).map((row) => row.id));
      await queueParticipantMails(tx, position.order_id, options.publicUrl, arrived);
      // Every new row of an online date gets a personal link of its own (a replaced row's link stops
      // working; a person moved to another seat is a new row too): at once when the send day has
      // passed, else with the position's links (services/background-jobs.ts).
      if (position.course_type === 'ONLINE') {
        for (const id of inserted) await queueAccessLinkOfNewcomer(tx, position.position_id, id);
      }
    }
    return { scheduleId: position.schedule_id, seats: position.seats };
  });
  return positionParticipants(db, positionId, scheduleId, seats);
}

