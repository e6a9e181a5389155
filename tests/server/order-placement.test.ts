/**
 * Placing customer orders (PUT /api/order) through app.inject, on PGlite and (DATABASE_URL) on
 * PostgreSQL: idempotency by key and by checkout, atomic seat booking and voucher redemption under
 * concurrency, prices from the catalogue only, 409 PRICE_CHANGED with the new summary, reading
 * another customer's order (404). Expected sums are read from the catalogue tables here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderConflict, OrderSummary } from '../../src/shared/order.ts';
import { bookable, newKey, positionOf, startOrderApi, type Bookable, type OrderApi } from '../support/order-api.ts';

let api: OrderApi;
let dates: Bookable[];

beforeAll(async () => {
  api = await startOrderApi();
  dates = await bookable(api);
}, 120_000);
afterAll(async () => {
  await api?.server.close();
});

const PLACE = { acceptTerms: true, acceptPrivacy: true };

/** A customer whose cart holds `positions`, paying by invoice; answers the summary's gross sum. */
async function readyCustomer(positions: Bookable[], codes: string[] = []) {
  const customer = await api.customer();
  for (const position of positions) {
    const added = await api.call({ method: 'PUT', url: '/api/cart', token: customer.token, payload: positionOf(position) });
    expect(added.statusCode, added.body).toBe(200);
  }
  for (const code of codes) await api.call({ method: 'GET', url: `/api/cart/voucher/${code}`, token: customer.token });
  const chosen = await api.call({ method: 'PUT', url: '/api/order/payment', token: customer.token, payload: { paymentMethod: 'INVOICE' } });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const summary = await api.call({ method: 'GET', url: '/api/order/summary', token: customer.token });
  expect(summary.statusCode, summary.body).toBe(200);
  return { ...customer, summary: summary.json<OrderSummary>() };
}

const place = (token: string, gross: number, key = newKey(), extra: Record<string, unknown> = {}) =>
  api.call({ method: 'PUT', url: '/api/order', token, key, payload: { ...PLACE, confirmedGrossValue: gross, ...extra } });

const ordersOf = async (customerId: number) =>
  (await api.q<{ n: number }>('select count(*)::int as n from customer_order where customer_id = $1', [customerId]))[0]!.n;

describe('PUT /api/order', () => {
  it('50 parallel submits with one Idempotency-Key make one order and answer it to all', async () => {
    const date = dates[0]!;
    const customer = await readyCustomer([date]);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 50 }, () => place(customer.token, customer.summary.totals.grossValue, key)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(49);
    const ids = new Set(answers.map((answer) => answer.json<Order>().id));
    expect(ids.size).toBe(1);
    expect(await ordersOf(customer.id)).toBe(1);
    const [order] = answers.map((answer) => answer.json<Order>());
    expect(order!.totals.grossValue).toBe(date.priceCents);
    expect(order!.status).toBe('CONFIRMED');
    // The key, not only the emptied cart, answers it: a new cart sent with the same key still gets that order.
    await api.call({ method: 'PUT', url: '/api/cart', token: customer.token, payload: positionOf(dates[20]!) });
    const retried = await place(customer.token, dates[20]!.priceCents, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.json<Order>().id).toBe(order!.id);
    expect(await ordersOf(customer.id)).toBe(1);
  }, 120_000);

  it('placing again from a second tab (another key) answers the same order', async () => {
    const customer = await readyCustomer([dates[1]!]);
    const gross = customer.summary.totals.grossValue;
    const [first, second] = await Promise.all([place(customer.token, gross), place(customer.token, gross)]);
    expect([first!.statusCode, second!.statusCode].sort((a, b) => a - b)).toEqual([200, 201]);
    expect(first!.json<Order>().id).toBe(second!.json<Order>().id);
    const third = await place(customer.token, gross);
    expect(third.statusCode).toBe(200);
    expect(third.json<Order>().id).toBe(first!.json<Order>().id);
    expect(await ordersOf(customer.id)).toBe(1);
  }, 60_000);

  it('orders exactly what the summary showed: a course another tab added afterwards stays in the cart (issue 24 §6)', async () => {
    const customer = await readyCustomer([dates[11]!]);
    const added = await api.call({ method: 'PUT', url: '/api/cart', token: customer.token, payload: positionOf(dates[12]!) });
    expect(added.statusCode, added.body).toBe(200);
    const placed = await place(customer.token, customer.summary.totals.grossValue);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    expect(order.lines.map((line) => line.scheduleId)).toEqual([dates[11]!.scheduleId]);
    expect(order.totals.grossValue).toBe(customer.summary.totals.grossValue);
    const cart = await api.call({ method: 'GET', url: '/api/cart', token: customer.token });
    expect(cart.json<{ positions: { scheduleId: number }[] }>().positions.map((p) => p.scheduleId)).toEqual([dates[12]!.scheduleId]);
    // Placing again from the first tab answers that order; the other tab's course is not bought unseen.
    const again = await place(customer.token, customer.summary.totals.grossValue);
    expect(again.statusCode).toBe(200);
    expect(again.json<Order>().id).toBe(order.id);
    expect(await ordersOf(customer.id)).toBe(1);
  }, 60_000);

  it('50 concurrent customers on a date with 10 seats: exactly 10 bookings, the others 409 FULLY_BOOKED', async () => {
    const date = dates[2]!;
    await api.q('update course_schedule set seats = 10, booked = 0 where id = $1', [date.scheduleId]);
    const customers = [];
    for (let n = 0; n < 50; n += 1) customers.push(await readyCustomer([date]));
    const answers = await Promise.all(customers.map((customer) => place(customer.token, customer.summary.totals.grossValue)));
    const codes = answers.map((answer) => (answer.statusCode === 201 ? 'PLACED' : answer.json<OrderConflict>().code));
    expect(codes.filter((code) => code === 'PLACED')).toHaveLength(10);
    expect(codes.filter((code) => code === 'FULLY_BOOKED')).toHaveLength(40);
    const refused = answers.find((answer) => answer.statusCode === 409)!.json<OrderConflict>();
    expect(refused.positions).toEqual([expect.objectContaining({ scheduleId: date.scheduleId, courseId: date.courseId })]);
    const [schedule] = await api.q<{ booked: number }>('select booked from course_schedule where id = $1', [date.scheduleId]);
    expect(schedule!.booked).toBe(10);
    const [orders] = await api.q<{ n: number }>('select count(*)::int as n from order_position where schedule_id = $1', [date.scheduleId]);
    expect(orders!.n).toBe(10);
  }, 300_000);

  it('a voucher limited to 3 uses is redeemed by exactly 3 orders', async () => {
    await api.q(`insert into voucher (code, kind, value, valid_from, valid_to, scope_id, max_uses, uses)
                 values ('DREIMAL', 'PERCENT', 10, current_date - 1, current_date + 30, null, 3, 0)`);
    const customers = [];
    for (let n = 0; n < 6; n += 1) customers.push(await readyCustomer([dates[3 + n]!], ['DREIMAL']));
    for (const customer of customers) expect(customer.summary.voucherCodes).toContain('DREIMAL');
    const answers = await Promise.all(customers.map((customer) => place(customer.token, customer.summary.totals.grossValue)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    for (const answer of answers.filter((one) => one.statusCode !== 201)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json<OrderConflict>().code).toBe('VOUCHER_USED_UP');
    }
    const [voucher] = await api.q<{ uses: number }>(`select uses from voucher where code = 'DREIMAL'`);
    expect(voucher!.uses).toBe(3);
    const [orders] = await api.q<{ n: number }>(`select count(*)::int as n from customer_order where 'DREIMAL' = any(voucher_codes)`);
    expect(orders!.n).toBe(3);
  }, 120_000);

  it('refuses client-sent prices with 400 naming the field', async () => {
    const customer = await readyCustomer([dates[10]!]);
    for (const field of ['priceValue', 'grossValue', 'sumValue']) {
      const answer = await place(customer.token, customer.summary.totals.grossValue, newKey(), { [field]: 1 });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
    expect(await ordersOf(customer.id)).toBe(0);
  }, 60_000);

  it('answers 409 PRICE_CHANGED with the new summary when the price changed meanwhile, and writes nothing', async () => {
    const date = dates[11]!;
    const customer = await readyCustomer([date]);
    await api.q('update price_level set price_cents = price_cents + 1000 where id = $1', [date.priceLevelId]);
    const before = (await api.q<{ booked: number }>('select booked from course_schedule where id = $1', [date.scheduleId]))[0]!.booked;
    const answer = await place(customer.token, customer.summary.totals.grossValue);
    expect(answer.statusCode).toBe(409);
    const conflict = answer.json<OrderConflict>();
    expect(conflict.code).toBe('PRICE_CHANGED');
    expect(conflict.summary!.totals.grossValue).toBe(customer.summary.totals.grossValue + 1000);
    expect((await api.q<{ booked: number }>('select booked from course_schedule where id = $1', [date.scheduleId]))[0]!.booked).toBe(before);
    expect(await ordersOf(customer.id)).toBe(0);
    const again = await place(customer.token, conflict.summary!.totals.grossValue);
    expect(again.statusCode).toBe(201);
  }, 60_000);

  it('a customer cannot read another customer\'s order (404), only their own', async () => {
    const owner = await readyCustomer([dates[12]!]);
    const placed = await place(owner.token, owner.summary.totals.grossValue);
    expect(placed.statusCode).toBe(201);
    const { id } = placed.json<Order>();
    const stranger = await api.customer();
    expect((await api.call({ method: 'GET', url: `/api/order/${id}`, token: stranger.token })).statusCode).toBe(404);
    expect((await api.call({ method: 'GET', url: `/api/order/evaluation/${id}`, token: stranger.token })).statusCode).toBe(404);
    const own = await api.call({ method: 'GET', url: `/api/order/${id}`, token: owner.token });
    expect(own.statusCode).toBe(200);
    expect(own.json<Order>().orderNumber).toBe(placed.json<Order>().orderNumber);
  }, 60_000);

  it('refuses placing without a payment method (412) and without the early-start request (422)', async () => {
    const customer = await api.customer({ buyerType: 'CONSUMER', company: null });
    const [soon] = await api.q<{ course_id: number; schedule_id: number; level_id: number }>(
      `select c.id as course_id, s.id as schedule_id, min(pl.id) as level_id from course c join course_schedule s on s.course_id = c.id
         join price_level pl on pl.schedule_id = s.id
        where c.course_type = 'ONLINE' and c.kind <> 'FACHANWALTSLEHRGANG' and s.start_date between current_date + 1 and current_date + 10
          and s.booked < s.seats and pl.price_cents > 0 group by c.id, s.id limit 1`,
    );
    expect(soon).toBeDefined();
    await api.call({ method: 'PUT', url: '/api/cart', token: customer.token, payload: { courseId: soon!.course_id, scheduleId: soon!.schedule_id, priceLevelId: soon!.level_id } });
    const summary = (await api.call({ method: 'GET', url: '/api/order/summary', token: customer.token })).json<OrderSummary>();
    expect(summary).toMatchObject({ withdrawalNotice: true, earlyStartRequestRequired: true });
    const noMethod = await place(customer.token, summary.totals.grossValue, newKey(), { earlyStartRequested: true });
    expect(noMethod.statusCode).toBe(412);
    expect(noMethod.json().code).toBe('PAYMENT_METHOD_MISSING');
    await api.call({ method: 'PUT', url: '/api/order/payment', token: customer.token, payload: { paymentMethod: 'INVOICE' } });
    const noRequest = await place(customer.token, summary.totals.grossValue);
    expect(noRequest.statusCode).toBe(422);
    expect(noRequest.json().code).toBe('EARLY_START_REQUEST_MISSING');
    expect((await place(customer.token, summary.totals.grossValue, newKey(), { earlyStartRequested: true })).statusCode).toBe(201);
  }, 60_000);
});
