/**
 * Orders of chosen course dates through the real checkout (cart → invoice → PUT /api/order, as
 * customer-area-api.test.ts does), self-study dates the cart accepts, and signed-in organizer staff
 * and referent accounts — for the certificate and evaluation API tests.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { CustomerOrder } from '../../src/shared/customer-area.ts';
import type { Order, OrderSummary } from '../../src/shared/order.ts';
import { createAccount } from '../../src/server/identity/accounts.ts';
import type { Role } from '../../src/server/identity/roles.ts';
import { Browser, signIn } from './identity.ts';
import { newKey, positionOf, TODAY, type Bookable, type OrderApi } from './order-api.ts';

/** Self-study dates of lawyer courses with one scope (its hours count toward that title without asking). */
export async function selfStudyDates(api: OrderApi): Promise<Bookable[]> {
  const rows = await api.q<{ course_id: number; schedule_id: number; level_id: number; price: number; organizer_id: number }>(
    `select distinct on (c.id) c.id as course_id, s.id as schedule_id, pl.id as level_id, pl.price_cents as price, c.organizer_id
       from course c join course_schedule s on s.course_id = c.id join price_level pl on pl.schedule_id = s.id
      where c.course_type = 'SELF' and c.type = 'EDUCATION' and s.start_date >= $1::date and s.booked < s.seats and pl.price_cents > 0
        and (select count(*) from course_scope cs where cs.course_id = c.id) = 1
        and exists (select 1 from learning_check_question q where q.course_id = c.id)
      order by c.id, s.id, pl.position`,
    [TODAY],
  );
  return rows.map((row) => ({
    courseId: row.course_id, scheduleId: row.schedule_id, priceLevelId: row.level_id, priceCents: row.price, organizerId: row.organizer_id,
  }));
}

/** Places one order of the dates for the customer (invoice, so it is CONFIRMED) and answers its positions as listed. */
export async function orderDates(api: OrderApi, customer: { token: string }, dates: readonly Bookable[]): Promise<{ order: Order; positions: CustomerOrder['positions'] }> {
  for (const date of dates) {
    const added = await api.call({ method: 'PUT', url: '/api/cart', token: customer.token, payload: positionOf(date) });
    expect(added.statusCode, added.body).toBe(200);
  }
  await api.call({ method: 'PUT', url: '/api/order/payment', token: customer.token, payload: { paymentMethod: 'INVOICE' } });
  const summary = (await api.call({ method: 'GET', url: '/api/order/summary', token: customer.token })).json<OrderSummary>();
  const placed = await api.call({
    method: 'PUT', url: '/api/order', token: customer.token, key: newKey(),
    payload: { acceptTerms: true, acceptPrivacy: true, earlyStartRequested: true, confirmedGrossValue: summary.totals.grossValue },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<Order>();
  expect(order.status).toBe('CONFIRMED');
  const listed = await api.call({ method: 'GET', url: `/api/customer/orders/${order.placedAt.slice(0, 4)}`, token: customer.token });
  const found = listed.json<CustomerOrder[]>().find((candidate) => candidate.id === order.id)!;
  return { order, positions: found.positions };
}

/** A signed-in account of organizer staff or a referent (the roles the evaluation readers need). */
export async function staffAccount(api: OrderApi, roles: Role[], ids: { organizerId?: number; referentId?: number }): Promise<{ token: string }> {
  const email = `staff.${randomBytes(4).toString('hex')}@example.org`;
  const password = 'Mitarbeiter-Test-2026';
  await createAccount(api.server.database.db, { email, password, firstName: 'Test', lastName: 'Staff', roles, ...ids });
  return { token: (await signIn(new Browser(api.server.app), { email, password })).access_token };
}

/** Moves an ordered position's date into the past (what time would do), so certificates and evaluations open. */
export async function endDate(api: OrderApi, positionId: number): Promise<void> {
  await api.q(`update order_position set schedule_start = current_date - 10, schedule_end = current_date - 8 where id = $1`, [positionId]);
}
