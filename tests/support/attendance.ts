/**
 * What the attendance tests (tests/server/attendance*.test.ts) share: an order of one date with named
 * participants through the real checkout (cart with seats → naming at checkout → invoice → PUT
 * /api/order), moving a date into the past (what time would do), and participant accounts.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Cart } from '../../src/shared/cart.ts';
import type { Order, OrderSummary } from '../../src/shared/order.ts';
import { createAccount } from '../../src/server/identity/accounts.ts';
import { Browser, signIn } from './identity.ts';
import { newKey, positionOf, type Bookable, type OrderApi } from './order-api.ts';

export type Person = { firstName: string; lastName: string; email: string; chamberId?: number; memberNumber?: string } | { self: true };

export const unique = () => randomBytes(3).toString('hex');
export const person = (firstName: string, lastName = 'Teilnehmer', extra: Record<string, unknown> = {}) => ({
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}.${unique()}@example.org`,
  ...extra,
});

/**
 * One order of `date` for `customer`, by invoice (confirmed at once), with `seats` places (one per
 * participant unless more are asked for), the participants named at checkout; answers the order and
 * its position id.
 */
export async function bookParticipants(
  api: OrderApi,
  customer: { token: string },
  date: Bookable,
  participants: readonly (Person | null)[],
  seats = participants.length,
) {
  const added = await api.call({ method: 'PUT', url: '/api/cart', token: customer.token, payload: { ...positionOf(date), seats } });
  expect(added.statusCode, added.body).toBe(200);
  const cartPositionId = added.json<Cart>().positions.find((p) => p.scheduleId === date.scheduleId)!.id!;
  const named = await api.call({
    method: 'PUT', url: '/api/order/participants', token: customer.token, payload: { positions: [{ positionId: cartPositionId, participants }] },
  });
  expect(named.statusCode, named.body).toBe(200);
  const paying = await api.call({ method: 'PUT', url: '/api/order/payment', token: customer.token, payload: { paymentMethod: 'INVOICE' } });
  expect(paying.statusCode, paying.body).toBe(200);
  const summary = (await api.call({ method: 'GET', url: '/api/order/summary', token: customer.token })).json<OrderSummary>();
  const placed = await api.call({
    method: 'PUT', url: '/api/order', token: customer.token, key: newKey(),
    payload: { acceptTerms: true, acceptPrivacy: true, earlyStartRequested: true, confirmedGrossValue: summary.totals.grossValue },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<Order>();
  expect(order.status).toBe('CONFIRMED');
  return { order, positionId: order.lines[0]!.positionId };
}

/** Moves every booked position of the date so that it started `startedDaysAgo` days ago and ends `endsInDays` from today (negative: over). */
export async function moveDate(api: OrderApi, scheduleId: number, startedDaysAgo: number, endsInDays: number): Promise<void> {
  await api.q(
    'update order_position set schedule_start = current_date - $2::int, schedule_end = current_date + $3::int where schedule_id = $1',
    [scheduleId, startedDaysAgo, endsInDays],
  );
}

/** A signed-in account with this e-mail, verified (a participant who registered). */
export async function participantAccount(api: OrderApi, email: string, verified = true): Promise<{ id: number; token: string }> {
  const password = 'Teilnahme-Test-2026';
  const account = await createAccount(api.server.database.db, { email, password, firstName: 'Paula', lastName: 'Teilnehmer', emailVerified: verified });
  return { id: account!.id, token: (await signIn(new Browser(api.server.app), { email, password })).access_token };
}
