/**
 * What the attendance tests (tests/server/attendance*.test.ts) share: an order of one date with named
 * participants through the real checkout (tests/support/firm-api.ts orderOnInvoice), moving a date into the past (what time would do), and participant accounts.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { createAccount } from '../../src/server/identity/accounts.ts';
import { orderOnInvoice } from './firm-api.ts';
import { Browser, signIn } from './identity.ts';
import type { Bookable, OrderApi } from './order-api.ts';

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
  const order = await orderOnInvoice(api, customer.token, date, seats, [...participants]);
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
