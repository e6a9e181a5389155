/**
 * Seats per position (issue 25 §1) through app.inject, on PGlite and (DATABASE_URL) on PostgreSQL:
 * a cart position books 1 to MAX_SEATS_PER_POSITION places of its date, priced unit × seats; bad
 * seat numbers are refused with 400/422 naming the field; more seats than the date has left answer
 * 409 NOT_ENOUGH_PLACES with freePlaces and write nothing; PUT /api/cart/{id}/seats changes only the
 * caller's own cart; placing books all seats of a position atomically (30 parallel orders for the
 * last 5 places never book more); a withdrawal gives all seats back; the invoice shows the quantity.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SEATS_PER_POSITION, type Cart } from '../../src/shared/cart.ts';
import type { CustomerOrdersByYear } from '../../src/shared/customer-area.ts';
import type { GuestCheckoutStarted, Order, OrderConflict, OrderSummary } from '../../src/shared/order.ts';
import type { WithdrawalReceipt } from '../../src/shared/withdrawal.ts';
import { formatCents } from '../../src/server/documents/format.ts';
import { signLink } from '../../src/server/services/signed-link.ts';
import { BUYER, bookable, newKey, positionOf, startOrderApi, type Bookable, type OrderApi } from '../support/order-api.ts';

let api: OrderApi;
let dates: Bookable[];
let next = 0;
let scratch: string;

beforeAll(async () => {
  api = await startOrderApi();
  dates = await bookable(api);
  scratch = mkdtempSync(join(tmpdir(), 'seats-'));
}, 120_000);
afterAll(async () => {
  await api?.server.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const PLACE = { acceptTerms: true, acceptPrivacy: true };
const take = () => dates[next++]!;
const guestToken = () => `gast-${Math.random().toString(36).slice(2)}-${'x'.repeat(32)}`;

/** Gives the date `free` places left (capacity 40). */
const leaveFree = (date: Bookable, free: number) =>
  api.q('update course_schedule set seats = 40, booked = $2 where id = $1', [date.scheduleId, 40 - free]);
const booked = async (scheduleId: number) =>
  (await api.q<{ booked: number }>('select booked from course_schedule where id = $1', [scheduleId]))[0]!.booked;
const storedSeats = async (customerId: number) =>
  (await api.q<{ seats: number }>(
    'select p.seats from cart_position p join cart c on c.id = p.cart_id where c.customer_id = $1 order by p.id',
    [customerId],
  )).map((row) => row.seats);

const addToCart = (token: string, payload: Record<string, unknown>) => api.call({ method: 'PUT', url: '/api/cart', token, payload });
const setSeats = (id: number, seats: unknown, auth: { token?: string; headers?: Record<string, string> }) =>
  api.call({ method: 'PUT', url: `/api/cart/${id}/seats`, ...auth, payload: { seats } });

function pdfText(bytes: Buffer): string {
  const file = join(scratch, `invoice-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

describe('cart positions with seats', () => {
  it('PUT /api/cart prices a course as unit price × seats; without seats a position books one, and keeps its places when updated', async () => {
    const date = take();
    const customer = await api.customer();
    const added = await addToCart(customer.token, { ...positionOf(date), seats: 3 });
    expect(added.statusCode, added.body).toBe(200);
    const [position] = added.json<Cart>().positions;
    expect(position).toMatchObject({ seats: 3, unitPriceValue: date.priceCents, priceValue: 3 * date.priceCents, discountPriceValue: 3 * date.priceCents });
    expect(added.json<Cart>().sumValue).toBe(3 * date.priceCents);
    // The same booking again without seats (a client written before seats) keeps the 3 places.
    const again = await addToCart(customer.token, positionOf(date));
    expect(again.json<Cart>().positions[0]).toMatchObject({ seats: 3, priceValue: 3 * date.priceCents });
    const other = take();
    const single = await addToCart(customer.token, positionOf(other));
    expect(single.json<Cart>().positions[1]).toMatchObject({ seats: 1, priceValue: other.priceCents });
    expect(await storedSeats(customer.id)).toEqual([3, 1]);
  }, 60_000);

  it('refuses 0, more than the maximum, a fraction and a word with 400 naming seats, and a package with several seats with 422; nothing written', async () => {
    const date = take();
    const customer = await api.customer();
    for (const seats of [0, MAX_SEATS_PER_POSITION + 1, 1.5, 'drei', null, -2]) {
      const answer = await addToCart(customer.token, { ...positionOf(date), seats });
      expect(answer.statusCode, `${String(seats)}: ${answer.body}`).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'seats' });
      expect(answer.json<{ message: string }>().message).toContain('seats');
    }
    const local = await api.call({ method: 'POST', url: '/api/cart', payload: { positions: [{ ...positionOf(date), seats: 0 }], voucherCodes: [] } });
    expect(local.statusCode).toBe(400);
    expect(local.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'positions.0.seats' });
    const [pack] = await api.q<{ id: number }>('select id from package order by id limit 1');
    const packed = await addToCart(customer.token, { packageId: pack!.id, seats: 2 });
    expect(packed.statusCode, packed.body).toBe(422);
    expect(packed.json()).toMatchObject({ code: 'INVALID_POSITION', field: 'seats' });
    expect(await storedSeats(customer.id)).toEqual([]);
  }, 60_000);

  it('more seats than the date has left → 409 NOT_ENOUGH_PLACES saying how many, with freePlaces; nothing written', async () => {
    const date = take();
    await leaveFree(date, 2);
    const customer = await api.customer();
    const refused = await addToCart(customer.token, { ...positionOf(date), seats: 3 });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NOT_ENOUGH_PLACES', field: 'seats', freePlaces: 2 });
    expect(refused.json<{ message: string }>().message).toContain('only 2 places are left');
    expect(await storedSeats(customer.id)).toEqual([]);
    // Exactly the places left is fine, and the cart says how many the date has left (the page offers no more).
    const added = await addToCart(customer.token, { ...positionOf(date), seats: 2 });
    expect(added.statusCode).toBe(200);
    expect(added.json<Cart>().positions.map((p) => [p.seats, p.freePlaces])).toEqual([[2, 2]]);
    // A sold-out date stays FULLY_BOOKED.
    await leaveFree(date, 0);
    const full = await addToCart(customer.token, { ...positionOf(date), seats: 1 });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'FULLY_BOOKED' });
    expect(await storedSeats(customer.id)).toEqual([2]);
  }, 60_000);

  it("POST /api/cart prices a guest's seats and reports a position with more seats than places left", async () => {
    const [fits, short] = [take(), take()];
    await leaveFree(short, 1);
    const answer = await api.call({
      method: 'POST', url: '/api/cart',
      payload: { positions: [{ ...positionOf(fits), seats: 4 }, { ...positionOf(short), seats: 2 }], voucherCodes: [] },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const cart = answer.json<Cart>();
    expect(cart.positions.map((p) => [p.scheduleId, p.seats, p.priceValue])).toEqual([[fits.scheduleId, 4, 4 * fits.priceCents]]);
    expect(cart.positions[0]!.freePlaces).toBeGreaterThanOrEqual(4);
    expect(cart.sumValue).toBe(4 * fits.priceCents);
    expect(cart.droppedPositions).toEqual([
      expect.objectContaining({ reason: 'NOT_ENOUGH_PLACES', freePlaces: 1, message: 'Only 1 place is left on this date' }),
    ]);
  }, 60_000);
});

describe('PUT /api/cart/{id}/seats', () => {
  it("changes the places of the caller's own position only: another customer's or guest's id answers 404 and changes nothing", async () => {
    const date = take();
    const owner = await api.customer();
    const stranger = await api.customer();
    const id = (await addToCart(owner.token, positionOf(date))).json<Cart>().positions[0]!.id!;
    const changed = await setSeats(id, 5, { token: owner.token });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Cart>().positions[0]).toMatchObject({ id, seats: 5, priceValue: 5 * date.priceCents });
    await addToCart(stranger.token, positionOf(take()));
    const foreign = await setSeats(id, 2, { token: stranger.token });
    expect(foreign.statusCode).toBe(404);
    const guest = await setSeats(id, 2, { headers: { 'x-auth': guestToken() } });
    expect(guest.statusCode).toBe(404);
    expect(await storedSeats(owner.id)).toEqual([5]);
    // Nobody at all: 401.
    expect((await setSeats(id, 2, {})).statusCode).toBe(401);
  }, 60_000);

  it('works for a guest cart (X-Auth), refuses bad numbers (400), a package (422) and more than left (409 with freePlaces)', async () => {
    const date = take();
    await leaveFree(date, 4);
    const headers = { 'x-auth': guestToken() };
    const added = await api.call({ method: 'PUT', url: '/api/cart', headers, payload: positionOf(date) });
    const id = added.json<Cart>().positions[0]!.id!;
    expect((await setSeats(id, 4, { headers })).json<Cart>().positions[0]!.seats).toBe(4);
    for (const seats of [0, 21, 2.5, 'zwei']) {
      const bad = await setSeats(id, seats, { headers });
      expect(bad.statusCode, String(seats)).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'seats' });
    }
    const tooMany = await setSeats(id, 5, { headers });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'NOT_ENOUGH_PLACES', freePlaces: 4 });
    const [pack] = await api.q<{ id: number }>('select id from package order by id limit 1');
    const packageId = (await api.call({ method: 'PUT', url: '/api/cart', headers, payload: { packageId: pack!.id } }))
      .json<Cart>().positions.find((p) => p.kind === 'PACKAGE')!.id!;
    const packed = await setSeats(packageId, 2, { headers });
    expect(packed.statusCode).toBe(422);
    expect(packed.json()).toMatchObject({ code: 'INVALID_POSITION', field: 'seats' });
    const cart = (await api.call({ method: 'GET', url: '/api/cart', headers })).json<Cart>();
    expect(cart.positions.map((p) => p.seats)).toEqual([4, 1]);
  }, 60_000);
});

/** A customer whose cart holds `date` with `seats`, paying by invoice; answers the summary. */
async function readyCustomer(date: Bookable, seats: number) {
  const customer = await api.customer();
  const added = await addToCart(customer.token, { ...positionOf(date), seats });
  expect(added.statusCode, added.body).toBe(200);
  const chosen = await api.call({ method: 'PUT', url: '/api/order/payment', token: customer.token, payload: { paymentMethod: 'INVOICE' } });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const summary = await api.call({ method: 'GET', url: '/api/order/summary', token: customer.token });
  expect(summary.statusCode, summary.body).toBe(200);
  return { ...customer, seats, summary: summary.json<OrderSummary>() };
}

const place = (token: string, gross: number) =>
  api.call({ method: 'PUT', url: '/api/order', token, key: newKey(), payload: { ...PLACE, confirmedGrossValue: gross } });

describe('placing an order with seats', () => {
  it('an order of 3 seats books 3 places, stores the seats and charges 3 × the price; the customer area shows them', async () => {
    const date = take();
    const before = await booked(date.scheduleId);
    const customer = await readyCustomer(date, 3);
    expect(customer.summary.lines[0]).toMatchObject({ seats: 3, priceValue: 3 * date.priceCents, grossValue: 3 * date.priceCents });
    expect(customer.summary.totals.grossValue).toBe(3 * date.priceCents);
    const placed = await place(customer.token, customer.summary.totals.grossValue);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    expect(order.lines[0]).toMatchObject({ seats: 3, priceValue: 3 * date.priceCents });
    expect(order.totals.grossValue).toBe(3 * date.priceCents);
    expect(await booked(date.scheduleId)).toBe(before + 3);
    const [row] = await api.q<{ seats: number }>('select seats from order_position where order_id = $1', [order.id]);
    expect(row!.seats).toBe(3);
    const area = (await api.call({ method: 'GET', url: '/api/customer/orders?size=5', token: customer.token })).json<CustomerOrdersByYear>();
    expect(area.years[0]!.orders[0]!.positions[0]).toMatchObject({ seats: 3, grossValue: 3 * date.priceCents });
    const [mail] = await api.q<{ text_body: string }>(
      'select text_body from mail_outbox where lower(recipient) = lower($1) order by id desc limit 1',
      [order.buyer.email],
    );
    expect(mail!.text_body).toContain('3 Plätze × Einzelpreis');
  }, 60_000);

  it('a date that cannot take all the seats any more answers 409 FULLY_BOOKED with the seats and the places left; nothing booked', async () => {
    const date = take();
    await leaveFree(date, 3);
    const customer = await readyCustomer(date, 3);
    await leaveFree(date, 2);
    const refused = await place(customer.token, customer.summary.totals.grossValue);
    expect(refused.statusCode, refused.body).toBe(409);
    const body = refused.json<OrderConflict>();
    expect(body.code).toBe('FULLY_BOOKED');
    expect(body.positions).toEqual([expect.objectContaining({ scheduleId: date.scheduleId, seats: 3, freePlaces: 2 })]);
    expect(await booked(date.scheduleId)).toBe(38);
    expect((await api.q<{ n: number }>('select count(*)::int as n from customer_order where customer_id = $1', [customer.id]))[0]!.n).toBe(0);
  }, 60_000);

  it('30 parallel orders of 1–3 seats for the last 5 places: never more than 5 booked, every refused order answers 409', async () => {
    const date = take();
    await leaveFree(date, 5);
    const customers: Awaited<ReturnType<typeof readyCustomer>>[] = [];
    for (let n = 0; n < 30; n += 1) customers.push(await readyCustomer(date, (n % 3) + 1));
    const answers = await Promise.all(customers.map((customer) => place(customer.token, customer.summary.totals.grossValue)));
    let placedSeats = 0;
    answers.forEach((answer, index) => {
      if (answer.statusCode === 201) {
        placedSeats += customers[index]!.seats;
        expect(answer.json<Order>().lines[0]!.seats).toBe(customers[index]!.seats);
        return;
      }
      expect(answer.statusCode, answer.body).toBe(409);
      const body = answer.json<OrderConflict>();
      expect(body.code).toBe('FULLY_BOOKED');
      const [position] = body.positions!;
      expect(position).toMatchObject({ scheduleId: date.scheduleId, seats: customers[index]!.seats });
      expect(position!.freePlaces).toBeLessThan(customers[index]!.seats);
    });
    expect(placedSeats).toBeGreaterThan(0);
    expect(placedSeats).toBeLessThanOrEqual(5);
    expect(await booked(date.scheduleId)).toBe(35 + placedSeats);
    const [sum] = await api.q<{ n: number }>('select coalesce(sum(seats), 0)::int as n from order_position where schedule_id = $1', [date.scheduleId]);
    expect(sum!.n).toBe(placedSeats);
  }, 600_000);
});

describe('after the order', () => {
  it("a consumer guest's 3-seat order: the invoice shows the quantity, and withdrawing the position frees all 3 places", async () => {
    const date = take();
    const email = `verbraucher.${Math.random().toString(36).slice(2, 8)}@example.org`;
    const started = await api.call({
      method: 'PUT', url: '/api/guest-order/guest',
      payload: {
        buyer: { ...BUYER, buyerType: 'CONSUMER', company: null, taxNumber: null, email },
        cart: { positions: [{ ...positionOf(date), seats: 3 }], voucherCodes: [] },
      },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<GuestCheckoutStarted>().cart.positions[0]!.seats).toBe(3);
    const orderToken = started.json<GuestCheckoutStarted>().orderToken!;
    const summary = (await api.call({ method: 'GET', url: '/api/guest-order/guest-summary', orderToken })).json<OrderSummary>();
    expect(summary.totals.grossValue).toBe(3 * date.priceCents);
    const before = await booked(date.scheduleId);
    const placed = await api.call({
      method: 'PUT', url: '/api/guest-order/order', orderToken, key: newKey(),
      payload: { ...PLACE, confirmedGrossValue: summary.totals.grossValue, ...(summary.earlyStartRequestRequired ? { earlyStartRequested: true } : {}) },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await booked(date.scheduleId)).toBe(before + 3);
    const paid = await api.call({ method: 'PUT', url: '/api/guest-order/payment', orderToken, key: newKey(), payload: { paymentMethod: 'INVOICE' } });
    expect(paid.statusCode, paid.body).toBe(200);
    const order = paid.json<Order>();
    expect(order.status).toBe('CONFIRMED');

    const invoice = await api.call({ method: 'GET', url: `/api/customer-invoice/${order.invoice!.id}`, orderToken });
    expect(invoice.statusCode).toBe(200);
    const text = pdfText(invoice.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain(`3 Plätze × Einzelpreis ${formatCents(date.priceCents)}`);

    const token = await signLink(api.server.database.db, { purpose: 'withdrawal', orderId: order.id, expiresAt: new Date(Date.now() + 30 * 86_400_000) });
    const declared = await api.call({
      method: 'POST', url: `/api/withdrawals/${token}`, key: newKey(),
      payload: { positionIds: [order.lines[0]!.positionId], name: 'Vera Verbraucher', email, language: 'de' },
    });
    expect(declared.statusCode, declared.body).toBe(201);
    expect(declared.json<WithdrawalReceipt>().refundCents).toBe(3 * date.priceCents);
    expect(await booked(date.scheduleId)).toBe(before);
  }, 120_000);
});
