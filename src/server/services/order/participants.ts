/**
 * Participants named at checkout (issue 25 §1): GET/PUT /api/order/participants (customer) and
 * GET/PUT /api/guest-order/participants (X-Order). Stored on the checkout per course date
 * (checkout-store.ts CheckoutParticipantMap; a cart holds each date once, and a guest's positions
 * have no ids of their own), answered per cart position: the customer's cart position ids, a
 * guest's 1, 2, … as in its summary. PUT replaces the participants of the positions it names; the
 * others keep theirs. Refusals, nothing written: 404 (a position not in the caller's cart), 422 (the
 * rules of services/participants; NOT_A_COURSE for a package, POSITION_TWICE), 409 PARTICIPANT_TWICE
 * when another order already names the person on that date, 409 ALREADY_ORDERED for a guest checkout
 * that became an order (name its seats on the order). Naming at checkout has no deadline: it is part
 * of the booking.
 *
 * Placing (place.ts) copies the named seats into order_participant in its transaction; unnamed seats
 * stay unnamed. When a position's seats were lowered below a named seat after naming, placing is
 * refused (409 PARTICIPANTS_EXCEED_SEATS naming the position) rather than dropping a named person
 * unseen: the buyer un-names the seat or books the place again.
 */
import type { Cart } from '../../../shared/cart.ts';
import type { PricedLine } from '../../../shared/order.ts';
import type { CheckoutParticipants, CheckoutPositionParticipants, Participant } from '../../../shared/participants.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { HttpError, notFound } from '../../errors.ts';
import { loadCart, priceLocalCart } from '../cart/index.ts';
import { readBuyerFields } from '../customer.ts';
import {
  checkEntries,
  insertParticipant,
  refuseBookedElsewhere,
  seatList,
  trimUnnamed,
  type EntryInput,
  type SelfSource,
} from '../participants/index.ts';
import {
  hashOrderToken,
  lockCustomerCheckout,
  readCustomerCheckout,
  readGuestCheckout,
  setCheckoutParticipants,
  type CheckoutParticipantMap,
  type CheckoutRow,
} from './checkout-store.ts';
import type { OfferHold } from '../waiting-list/index.ts';
import { orderTokenUnknown } from './place-errors.ts';

/** Who names: a signed-in customer, or a guest by its X-Order token. */
export type Namer = { customerId: number } | { orderToken: string; hold?: OfferHold };

interface Context {
  checkout: CheckoutRow | undefined;
  cart: Cart;
  self: SelfSource | undefined;
}

/** The caller's checkout, priced cart (position ids as answered) and buyer. */
async function contextOf(tx: Queryable, namer: Namer, today: string, lock: boolean): Promise<Context> {
  if ('customerId' in namer) {
    const checkout = lock ? await lockCustomerCheckout(tx, namer.customerId) : await readCustomerCheckout(tx, namer.customerId);
    const buyer = await readBuyerFields(tx, namer.customerId);
    const self = buyer?.firstName && buyer.lastName ? { firstName: buyer.firstName, lastName: buyer.lastName, email: buyer.email } : undefined;
    return { checkout, cart: await loadCart(tx, { customerId: namer.customerId }, today), self };
  }
  const checkout = await readGuestCheckout(tx, hashOrderToken(namer.orderToken), { lock });
  if (!checkout?.buyer || !checkout.cart) throw orderTokenUnknown();
  return { checkout, cart: await priceLocalCart(tx, checkout.cart, today, namer.hold), self: checkout.buyer };
}

const positionIdOf = (position: Cart['positions'][number], index: number) => position.id ?? index + 1;

function viewOf(cart: Cart, stored: CheckoutParticipantMap): CheckoutParticipants {
  return {
    positions: cart.positions.flatMap((position, index): CheckoutPositionParticipants[] => {
      if (position.kind !== 'COURSE' || position.scheduleId === null) return [];
      const seats = position.seats ?? 1;
      const named = (stored[String(position.scheduleId)] ?? []).flatMap((participant, seat) =>
        participant ? [{ seat: seat + 1, participant }] : [],
      );
      return [
        {
          positionId: positionIdOf(position, index),
          scheduleId: position.scheduleId,
          seats,
          participants: seatList(seats, named),
          name: position.name,
          schedule: position.schedule,
        },
      ];
    }),
  };
}

/** GET /api/order/participants, GET /api/guest-order/participants. */
export async function readCheckoutParticipants(db: Queryable, namer: Namer, today: string): Promise<CheckoutParticipants> {
  const { checkout, cart } = await contextOf(db, namer, today, false);
  return viewOf(cart, checkout?.participants ?? {});
}

/** PUT /api/order/participants, PUT /api/guest-order/participants (see the file comment). */
export async function saveCheckoutParticipants(
  db: Database,
  namer: Namer,
  /** The schema's form of ParticipantsRequest (src/shared/participants.ts): which fields an entry has is checked here. */
  body: { positions: { positionId: number; participants: (EntryInput | null)[] }[] },
  today: string,
): Promise<CheckoutParticipants> {
  return db.transaction(async (tx) => {
    const { checkout, cart, self } = await contextOf(tx, namer, today, true);
    if (!checkout) throw orderTokenUnknown();
    if ('orderToken' in namer && checkout.orderId !== null) {
      throw new HttpError(
        409,
        'ALREADY_ORDERED',
        'The checkout became an order: name its participants on the order (PUT /api/guest-order/{id}/positions/{positionId}/participants)',
      );
    }
    const next: CheckoutParticipantMap = { ...checkout.participants };
    const named = new Set<number>();
    for (const [at, wanted] of body.positions.entries()) {
      const field = `positions.${at}`;
      if (named.has(wanted.positionId)) {
        throw new HttpError(422, 'POSITION_TWICE', `${field}.positionId: position ${wanted.positionId} is named twice`, `${field}.positionId`);
      }
      named.add(wanted.positionId);
      const index = cart.positions.findIndex((position, i) => positionIdOf(position, i) === wanted.positionId);
      const position = cart.positions[index];
      if (!position) throw notFound(`Cart position ${wanted.positionId}`);
      if (position.kind !== 'COURSE' || position.scheduleId === null) {
        throw new HttpError(422, 'NOT_A_COURSE', `${field}.participants: a package position has no seats to name`, `${field}.participants`);
      }
      const participants = await checkEntries(
        tx,
        wanted.participants,
        position.seats ?? 1,
        self,
        `${field}.participants`,
      );
      await refuseBookedElsewhere(tx, position.scheduleId, participants, `${field}.participants`);
      const kept = trimUnnamed(participants);
      if (kept.length === 0) delete next[String(position.scheduleId)];
      else next[String(position.scheduleId)] = kept;
    }
    await setCheckoutParticipants(tx, checkout.id, next);
    return viewOf(cart, next);
  });
}

/** The named seats of each ordered course line (by schedule id), before anything is booked: 409 when a named seat lies beyond the line's seats. */
export function namedSeatsFor(lines: readonly PricedLine[], stored: CheckoutParticipantMap): Map<number, (Participant | null)[]> {
  const named = new Map<number, (Participant | null)[]>();
  for (const line of lines) {
    if (line.kind !== 'COURSE' || line.scheduleId === null) continue;
    const participants = trimUnnamed(stored[String(line.scheduleId)] ?? []);
    if (participants.length === 0) continue;
    const seats = line.seats ?? 1;
    if (participants.length > seats) {
      throw new HttpError(
        409,
        'PARTICIPANTS_EXCEED_SEATS',
        `${line.name}: seat ${participants.length} is named but the position books ${seats} ${seats === 1 ? 'place' : 'places'}; ` +
          'un-name the seat (PUT …/participants) or book the place again',
        undefined,
        { positionId: line.positionId },
      );
    }
    named.set(line.scheduleId, participants);
  }
  return named;
}

/** Copies the named seats into the placed order's positions (same transaction as placing). */
export async function copyParticipants(tx: Queryable, orderId: number, named: ReadonlyMap<number, (Participant | null)[]>): Promise<void> {
  if (named.size === 0) return;
  const positions = await tx.query<{ id: number; schedule_id: number }>(
    "select id::int as id, schedule_id from order_position where order_id = $1 and kind = 'COURSE'",
    [orderId],
  );
  for (const position of positions) {
    const participants = named.get(Number(position.schedule_id));
    if (!participants) continue;
    await refuseBookedElsewhere(tx, position.schedule_id, participants, undefined);
    for (const [index, participant] of participants.entries()) {
      if (participant) await insertParticipant(tx, position.id, position.schedule_id, index + 1, participant);
    }
  }
}

/** A customer's checkout forgets the participants of the dates just ordered (the next order starts without them). */
export async function forgetOrdered(tx: Queryable, checkoutId: number, scheduleIds: readonly number[]): Promise<void> {
  if (scheduleIds.length === 0) return;
  await tx.query('update checkout set participants = participants - $2::text[] where id = $1', [checkoutId, scheduleIds.map(String)]);
}
