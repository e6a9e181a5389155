/**
 * Named participants per seat and the firm's invoice data (issue 25 §1 second half, §2) through
 * app.inject, on PGlite and (DATABASE_URL) on PostgreSQL: participants named at checkout (customer and
 * guest) arrive in the order; every bad entry is refused with its status, code and field and nothing
 * is written; a person takes one seat of a date across all orders (409 PARTICIPANT_TWICE); naming after
 * the order works until PARTICIPANT_NAMING_CLOSES_DAYS_BEFORE days before the start and keeps a replaced
 * participant for the record; a participant with an account reads only their own booking; the invoice
 * shows the firm's reference and also goes to its invoice e-mail.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../src/shared/cart.ts';
import type { CustomerOrderPosition, CustomerOrdersByYear } from '../../src/shared/customer-area.ts';
import type { BuyerData, CustomerOrderData, GuestCheckoutStarted, Order, OrderSummary } from '../../src/shared/order.ts';
import type { CheckoutParticipants, ParticipantBookings, PositionParticipants } from '../../src/shared/participants.ts';
import { createAccount } from '../../src/server/identity/accounts.ts';
import { signLink } from '../../src/server/services/signed-link.ts';
import { Browser, signIn } from '../support/identity.ts';
import { BUYER, TODAY, bookable, newKey, positionOf, startOrderApi, type Bookable, type OrderApi } from '../support/order-api.ts';

let api: OrderApi;
let dates: Bookable[];
let next = 0;
let scratch: string;

beforeAll(async () => {
  api = await startOrderApi();
  dates = await bookable(api);
  scratch = mkdtempSync(join(tmpdir(), 'participants-'));
}, 120_000);
afterAll(async () => {
  await api?.server.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const PLACE = { acceptTerms: true, acceptPrivacy: true };
const take = () => dates[next++]!;
const unique = () => Math.random().toString(36).slice(2, 8);
const person = (name: string, extra: Record<string, unknown> = {}) => ({
  firstName: name,
  lastName: 'Teilnehmer',
  email: `${name.toLowerCase()}.${unique()}@example.org`,
  ...extra,
});
const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A customer (optionally with more buyer data) whose cart holds `date` with `seats`; answers the cart position id. */
async function customerWithSeats(date: Bookable, seats: number, buyer: Partial<BuyerData> = {}) {
  const customer = await api.customer(buyer);
  const added = await api.call({ method: 'PUT', url: '/api/cart', token: customer.token, payload: { ...positionOf(date), seats } });
  expect(added.statusCode, added.body).toBe(200);
  const positionId = added.json<Cart>().positions.find((p) => p.scheduleId === date.scheduleId)!.id!;
  return { ...customer, positionId };
}

const nameAtCheckout = (token: string, positions: unknown) =>
  api.call({ method: 'PUT', url: '/api/order/participants', token, payload: { positions } });
const readAtCheckout = async (token: string) =>
  (await api.call({ method: 'GET', url: '/api/order/participants', token })).json<CheckoutParticipants>();

/** Chooses invoice, reads the summary and places; answers the placing answer. */
async function placeCustomerOrder(token: string) {
  const chosen = await api.call({ method: 'PUT', url: '/api/order/payment', token, payload: { paymentMethod: 'INVOICE' } });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const summary = (await api.call({ method: 'GET', url: '/api/order/summary', token })).json<OrderSummary>();
  return api.call({ method: 'PUT', url: '/api/order', token, key: newKey(), payload: { ...PLACE, confirmedGrossValue: summary.totals.grossValue } });
}

const participantRows = (positionId: number) =>
  api.q<{ seat: number; email: string; replaced_at: unknown; replaced_by_id: number | null; released_at: unknown; is_buyer: boolean }>(
    'select seat, email, replaced_at, replaced_by_id::int as replaced_by_id, released_at, is_buyer from order_participant where order_position_id = $1 order by id',
    [positionId],
  );
const booked = async (scheduleId: number) =>
  (await api.q<{ booked: number }>('select booked from course_schedule where id = $1', [scheduleId]))[0]!.booked;

/** A signed-in account with this e-mail (a participant who registered). */
async function accountOf(email: string) {
  const password = 'Teilnahme-Test-2026';
  // Verified: a registration confirms its address (022-email-verification.sql; participant-mail.test.ts shows the unverified case).
  await createAccount(api.server.database.db, { email, password, firstName: 'Paula', lastName: 'Teilnehmer', emailVerified: true });
  return (await signIn(new Browser(api.server.app), { email, password })).access_token;
}

function pdfText(bytes: Buffer): string {
  const file = join(scratch, `invoice-${unique()}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

describe('naming participants at checkout (customer)', () => {
  it('names seats (a person, the buyer with "self", one left open); GET answers it; placing copies them into the order and the customer area', async () => {
    const date = take();
    const customer = await customerWithSeats(date, 3);
    const anna = person('Anna', { chamberId: 1, memberNumber: 'RAK-123' });
    const named = await nameAtCheckout(customer.token, [{ positionId: customer.positionId, participants: [anna, { self: true }] }]);
    expect(named.statusCode, named.body).toBe(200);
    const view = named.json<CheckoutParticipants>();
    expect(view.positions).toHaveLength(1);
    const [position] = view.positions;
    expect(position).toMatchObject({ positionId: customer.positionId, scheduleId: date.scheduleId, seats: 3 });
    expect(position!.participants.map((seat) => seat.seat)).toEqual([1, 2, 3]);
    expect(position!.participants[0]!.participant).toEqual({ ...anna, self: false });
    expect(position!.participants[1]!.participant).toMatchObject({ firstName: 'Berta', lastName: 'Beispiel', self: true });
    expect(position!.participants[2]!.participant).toBeNull();
    expect(await readAtCheckout(customer.token)).toEqual(view);

    const placed = await placeCustomerOrder(customer.token);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    const line = order.lines[0]!;
    expect(line.participants).toEqual(position!.participants);
    const rows = await participantRows(line.positionId);
    expect(rows.map((row) => [row.seat, row.is_buyer])).toEqual([[1, false], [2, true]]);
    // The buyer's own account e-mail is the "self" participant's.
    expect(rows[1]!.email).toBe(order.buyer.email);
    // The same order read back, and in the customer area.
    const read = (await api.call({ method: 'GET', url: `/api/order/${order.id}`, token: customer.token })).json<Order>();
    expect(read.lines[0]!.participants).toEqual(line.participants);
    const area = (await api.call({ method: 'GET', url: '/api/customer/orders?size=5', token: customer.token })).json<CustomerOrdersByYear>();
    expect(area.years[0]!.orders[0]!.positions[0]!.participants).toEqual(line.participants);
    // The checkout forgot them: a new cart of another date starts unnamed.
    const again = take();
    await api.call({ method: 'PUT', url: '/api/cart', token: customer.token, payload: positionOf(again) });
    expect((await readAtCheckout(customer.token)).positions[0]!.participants).toEqual([{ seat: 1, participant: null }]);
  }, 60_000);

  it('refuses every bad entry with its status, code and field, and writes nothing (a good position in the same request included)', async () => {
    const date = take();
    const other = take();
    const customer = await customerWithSeats(date, 2);
    const second = (await api.call({ method: 'PUT', url: '/api/cart', token: customer.token, payload: positionOf(other) })).json<Cart>()
      .positions.find((p) => p.scheduleId === other.scheduleId)!.id!;
    const good = { positionId: second, participants: [person('Gustav')] };
    const stranger = await customerWithSeats(take(), 1);
    const [pack] = await api.q<{ id: number }>('select id from package order by id limit 1');
    const packageId = (await api.call({ method: 'PUT', url: '/api/cart', token: customer.token, payload: { packageId: pack!.id } }))
      .json<Cart>().positions.find((p) => p.kind === 'PACKAGE')!.id!;
    const twin = person('Zwilling');
    const cases: [string, unknown, number, string, string | undefined][] = [
      ['no address', [person('Eva', { email: 'eva-at-example.org' })], 422, 'EMAIL_INVALID', 'positions.1.participants.0.email'],
      ['address without domain dot', [person('Eva', { email: 'eva@example' })], 422, 'EMAIL_INVALID', 'positions.1.participants.0.email'],
      ['the same e-mail twice', [twin, { ...person('Zwei'), email: twin.email.toUpperCase() }], 422, 'PARTICIPANT_TWICE', 'positions.1.participants.1.email'],
      ['self twice', [{ self: true }, { self: true }], 422, 'SELF_TWICE', 'positions.1.participants.1.self'],
      ['self with names', [{ self: true, firstName: 'X' }], 422, 'INVALID_PARTICIPANT', 'positions.1.participants.0.firstName'],
      ['more entries than seats', [person('A'), person('B'), person('C')], 422, 'TOO_MANY_PARTICIPANTS', 'positions.1.participants'],
      ['a chamber that does not exist', [person('Karl', { chamberId: 999_999 })], 422, 'CHAMBER_UNKNOWN', 'positions.1.participants.0.chamberId'],
      ['no last name', [{ firstName: 'Ohne', email: `ohne.${unique()}@example.org` }], 422, 'PARTICIPANT_INCOMPLETE', 'positions.1.participants.0.lastName'],
      ['an unknown property', [{ ...person('Ina'), priceValue: 0 }], 400, 'VALIDATION_FAILED', 'positions.1.participants.0.priceValue'],
      ['a name over two lines', [person('Zeile\nZwei')], 400, 'VALIDATION_FAILED', 'positions.1.participants.0.firstName'],
      ['a name of 101 characters', [person('L'.repeat(101))], 400, 'VALIDATION_FAILED', 'positions.1.participants.0.firstName'],
      ['a blank name', [{ ...person('Leer'), lastName: '   ' }], 400, 'VALIDATION_FAILED', 'positions.1.participants.0.lastName'],
    ];
    for (const [what, participants, status, code, field] of cases) {
      const refused = await nameAtCheckout(customer.token, [good, { positionId: customer.positionId, participants }]);
      expect(refused.statusCode, `${what}: ${refused.body}`).toBe(status);
      expect(refused.json(), what).toMatchObject({ code, ...(field ? { field } : {}) });
    }
    const twice = await nameAtCheckout(customer.token, [good, { positionId: customer.positionId, participants: [twin, { ...twin, firstName: 'Doppel' }] }]);
    expect(twice.json()).toMatchObject({ email: twin.email });
    // Positions that are not the caller's, and a package.
    const foreign = await nameAtCheckout(customer.token, [good, { positionId: stranger.positionId, participants: [person('Fremd')] }]);
    expect(foreign.statusCode).toBe(404);
    const packed = await nameAtCheckout(customer.token, [good, { positionId: packageId, participants: [person('Paket')] }]);
    expect(packed.statusCode).toBe(422);
    expect(packed.json()).toMatchObject({ code: 'NOT_A_COURSE' });
    const doubled = await nameAtCheckout(customer.token, [good, good]);
    expect(doubled.json()).toMatchObject({ code: 'POSITION_TWICE', field: 'positions.1.positionId' });
    // Nothing was written: every seat is still open, the good position's too.
    const view = await readAtCheckout(customer.token);
    expect(view.positions.flatMap((p) => p.participants.map((seat) => seat.participant))).toEqual([null, null, null]);
    const stored = await api.q<{ participants: unknown }>('select participants from checkout where customer_id = $1', [customer.id]);
    expect(stored.filter((row) => JSON.stringify(row.participants) !== '{}')).toEqual([]);
    // Without a sign-in: 401.
    expect((await api.call({ method: 'PUT', url: '/api/order/participants', payload: { positions: [] } })).statusCode).toBe(401);
  }, 60_000);

  it('lowering the seats below a named seat: placing is refused (409 PARTICIPANTS_EXCEED_SEATS with the position), nothing booked', async () => {
    const date = take();
    const customer = await customerWithSeats(date, 3);
    const named = await nameAtCheckout(customer.token, [{ positionId: customer.positionId, participants: [person('Eins'), null, person('Drei')] }]);
    expect(named.statusCode, named.body).toBe(200);
    const lowered = await api.call({ method: 'PUT', url: `/api/cart/${customer.positionId}/seats`, token: customer.token, payload: { seats: 2 } });
    expect(lowered.statusCode, lowered.body).toBe(200);
    // The checkout shows the named seat 3 beyond the 2 places, so the buyer can see what to fix.
    expect((await readAtCheckout(customer.token)).positions[0]!.participants.map((seat) => seat.seat)).toEqual([1, 2, 3]);
    const before = await booked(date.scheduleId);
    const refused = await placeCustomerOrder(customer.token);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PARTICIPANTS_EXCEED_SEATS', positionId: customer.positionId });
    expect(await booked(date.scheduleId)).toBe(before);
    expect((await api.q<{ n: number }>('select count(*)::int as n from customer_order where customer_id = $1', [customer.id]))[0]!.n).toBe(0);
    // Un-naming seat 3 lets the order through with seat 1 named.
    expect((await nameAtCheckout(customer.token, [{ positionId: customer.positionId, participants: [person('Eins')] }])).statusCode).toBe(200);
    const placed = await placeCustomerOrder(customer.token);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<Order>().lines[0]!.participants!.map((seat) => seat.participant !== null)).toEqual([true, false]);
  }, 60_000);
});

describe('one person, one seat of a date — across orders', () => {
  it('a participant booked by one order cannot be named on the same date by another (at checkout, at placing, later); 409 PARTICIPANT_TWICE with the e-mail', async () => {
    const date = take();
    const shared = person('Doppelt');
    const first = await customerWithSeats(date, 1);
    const second = await customerWithSeats(date, 2);
    // Both name the person at checkout while neither has ordered: allowed.
    expect((await nameAtCheckout(first.token, [{ positionId: first.positionId, participants: [shared] }])).statusCode).toBe(200);
    expect((await nameAtCheckout(second.token, [{ positionId: second.positionId, participants: [person('Andere'), shared] }])).statusCode).toBe(200);
    expect((await placeCustomerOrder(first.token)).statusCode).toBe(201);
    // The second order is refused as a whole: nothing booked, nothing ordered.
    const before = await booked(date.scheduleId);
    const refused = await placeCustomerOrder(second.token);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PARTICIPANT_TWICE', email: shared.email });
    expect(await booked(date.scheduleId)).toBe(before);
    expect((await api.q<{ n: number }>('select count(*)::int as n from customer_order where customer_id = $1', [second.id]))[0]!.n).toBe(0);
    // Naming the person again at checkout is refused now, in another case too.
    const again = await nameAtCheckout(second.token, [{ positionId: second.positionId, participants: [{ ...shared, email: shared.email.toUpperCase() }] }]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PARTICIPANT_TWICE', field: 'positions.0.participants.0.email', email: shared.email.toUpperCase() });
    // Without the person the second order goes through; naming them later is refused as well.
    expect((await nameAtCheckout(second.token, [{ positionId: second.positionId, participants: [person('Andere')] }])).statusCode).toBe(200);
    const placed = await placeCustomerOrder(second.token);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    const later = await api.call({
      method: 'PUT', url: `/api/customer/orders/${order.orderNumber}/positions/${order.lines[0]!.positionId}/participants`,
      token: second.token, payload: { participants: [null, shared] },
    });
    expect(later.statusCode).toBe(409);
    expect(later.json()).toMatchObject({ code: 'PARTICIPANT_TWICE', email: shared.email });
    expect((await participantRows(order.lines[0]!.positionId)).map((row) => row.seat)).toEqual([1]);
  }, 60_000);
});

describe('naming after the order', () => {
  it("names, renames (the replaced participant stays for the record) and un-names a seat of an own order until the deadline; another's order answers 404", async () => {
    const date = take();
    const customer = await customerWithSeats(date, 2);
    const placed = await placeCustomerOrder(customer.token);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    const positionId = order.lines[0]!.positionId;
    expect(order.lines[0]!.participants).toEqual([{ seat: 1, participant: null }, { seat: 2, participant: null }]);
    const url = `/api/customer/orders/${order.orderNumber}/positions/${positionId}/participants`;
    const put = (participants: unknown, token = customer.token, to = url) => api.call({ method: 'PUT', url: to, token, payload: { participants } });

    const first = person('Erst');
    const named = await put([first, { self: true }]);
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json<PositionParticipants>()).toMatchObject({ positionId, scheduleId: date.scheduleId, seats: 2 });
    expect(named.json<PositionParticipants>().participants[0]!.participant).toMatchObject({ email: first.email, self: false });
    // The same again changes no row; another person replaces seat 1.
    expect((await put([first, { self: true }])).statusCode).toBe(200);
    expect(await participantRows(positionId)).toHaveLength(2);
    const successor = person('Nach');
    const renamed = await put([successor, { self: true }]);
    expect(renamed.json<PositionParticipants>().participants[0]!.participant!.email).toBe(successor.email);
    const rows = await participantRows(positionId);
    expect(rows.map((row) => [row.seat, row.email, row.replaced_at !== null])).toEqual([
      [1, first.email, true],
      [2, order.buyer.email, false],
      [1, successor.email, false],
    ]);
    expect(rows[0]!.replaced_by_id).not.toBeNull();
    // A missing entry leaves seat 2 unnamed (the buyer's row is kept, replaced).
    const unnamed = await put([successor]);
    expect(unnamed.json<PositionParticipants>().participants[1]!.participant).toBeNull();
    expect((await participantRows(positionId)).filter((row) => row.replaced_at === null)).toHaveLength(1);

    // Bad input: the same refusals as at checkout, nothing written.
    expect((await put([successor, person('X'), person('Y')])).json()).toMatchObject({ code: 'TOO_MANY_PARTICIPANTS', field: 'participants' });
    expect((await put([person('Y', { email: 'kaputt' })])).json()).toMatchObject({ code: 'EMAIL_INVALID', field: 'participants.0.email' });
    expect((await participantRows(positionId)).filter((row) => row.replaced_at === null).map((row) => row.email)).toEqual([successor.email]);

    // Another customer, a wrong order number, a position of another order: 404 as if missing.
    const stranger = await api.customer();
    expect((await put([person('Fremd')], stranger.token)).statusCode).toBe(404);
    expect((await put([person('Fremd')], customer.token, url.replace(order.orderNumber, 'KM-2020-1'))).statusCode).toBe(404);
    expect((await put([person('Fremd')], customer.token, url.replace(`/positions/${positionId}/`, '/positions/1/'))).statusCode).toBe(404);

    // The deadline: PARTICIPANT_NAMING_CLOSES_DAYS_BEFORE (2) days before the start naming closes.
    await api.q('update order_position set schedule_start = $2::date where id = $1', [positionId, addDays(TODAY, 3)]);
    expect((await put([successor, person('Spaet')])).statusCode).toBe(200);
    const start = addDays(TODAY, 2);
    await api.q('update order_position set schedule_start = $2::date where id = $1', [positionId, start]);
    const closed = await put([successor]);
    expect(closed.statusCode, closed.body).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'NAMING_CLOSED', startDate: start, closedOn: TODAY });
    expect((await participantRows(positionId)).filter((row) => row.replaced_at === null)).toHaveLength(2);
    // "Meine Kurse" states the same day, so the page offers naming only before it.
    const shown = (await api.call({ method: 'GET', url: `/api/order/position/${positionId}`, token: customer.token })).json<CustomerOrderPosition>();
    expect(shown.participantsClosedOn).toBe(TODAY);
  }, 60_000);
});

describe('guest orders', () => {
  it('a guest names seats at checkout (X-Order), they arrive in the order; after placing the checkout refuses, the order takes them until a withdrawal', async () => {
    const date = take();
    const email = `gast.${unique()}@example.org`;
    const started = await api.call({
      method: 'PUT', url: '/api/guest-order/guest',
      payload: {
        buyer: { ...BUYER, buyerType: 'CONSUMER', company: null, email },
        cart: { positions: [{ ...positionOf(date), seats: 2 }], voucherCodes: [] },
      },
    });
    expect(started.statusCode, started.body).toBe(200);
    const orderToken = started.json<GuestCheckoutStarted>().orderToken!;
    const guest = (method: 'GET' | 'PUT', url: string, payload?: unknown) => api.call({ method, url, orderToken, ...(payload ? { payload } : {}) });

    const gerd = person('Gerd');
    const bad = await guest('PUT', '/api/guest-order/participants', { positions: [{ positionId: 1, participants: [{ ...gerd, email: 'gerd@' }] }] });
    expect(bad.json()).toMatchObject({ statusCode: 422, code: 'EMAIL_INVALID', field: 'positions.0.participants.0.email' });
    expect((await guest('PUT', '/api/guest-order/participants', { positions: [{ positionId: 2, participants: [gerd] }] })).statusCode).toBe(404);
    const named = await guest('PUT', '/api/guest-order/participants', { positions: [{ positionId: 1, participants: [{ self: true }, gerd] }] });
    expect(named.statusCode, named.body).toBe(200);
    expect((await guest('GET', '/api/guest-order/participants')).json<CheckoutParticipants>()).toEqual(named.json());
    // Saving the buyer and cart again keeps them (they are kept per date).
    expect((await guest('PUT', '/api/guest-order/guest', {
      buyer: { ...BUYER, buyerType: 'CONSUMER', company: null, email },
      cart: { positions: [{ ...positionOf(date), seats: 2 }], voucherCodes: [] },
    })).statusCode).toBe(200);
    expect((await guest('GET', '/api/guest-order/participants')).json<CheckoutParticipants>()).toEqual(named.json());

    const summary = (await guest('GET', '/api/guest-order/guest-summary')).json<OrderSummary>();
    const placed = await api.call({
      method: 'PUT', url: '/api/guest-order/order', orderToken, key: newKey(),
      payload: { ...PLACE, confirmedGrossValue: summary.totals.grossValue, ...(summary.earlyStartRequestRequired ? { earlyStartRequested: true } : {}) },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    expect(order.lines[0]!.participants!.map((seat) => seat.participant?.email)).toEqual([email, gerd.email]);
    expect((await guest('GET', `/api/guest-order/${order.id}`)).json<Order>().lines[0]!.participants).toEqual(order.lines[0]!.participants);

    const closedCheckout = await guest('PUT', '/api/guest-order/participants', { positions: [{ positionId: 1, participants: [gerd] }] });
    expect(closedCheckout.statusCode).toBe(409);
    expect(closedCheckout.json()).toMatchObject({ code: 'ALREADY_ORDERED' });
    const positionId = order.lines[0]!.positionId;
    const later = `/api/guest-order/${order.id}/positions/${positionId}/participants`;
    const hanna = person('Hanna');
    const renamed = await guest('PUT', later, { participants: [{ self: true }, hanna] });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<PositionParticipants>().participants[1]!.participant!.email).toBe(hanna.email);
    // Another token reads nothing of it.
    const other = await api.call({ method: 'PUT', url: later, orderToken: 'A'.repeat(43), payload: { participants: [] } });
    expect(other.statusCode).toBe(404);

    // A withdrawal gives the seats back: the persons are released, naming is refused, another order may name them.
    const paid = await api.call({ method: 'PUT', url: '/api/guest-order/payment', orderToken, key: newKey(), payload: { paymentMethod: 'INVOICE' } });
    expect(paid.statusCode, paid.body).toBe(200);
    const token = await signLink(api.server.database.db, { purpose: 'withdrawal', orderId: order.id, expiresAt: new Date(Date.now() + 30 * 86_400_000) });
    const declared = await api.call({
      method: 'POST', url: `/api/withdrawals/${token}`, key: newKey(),
      payload: { positionIds: [positionId], name: 'Berta Beispiel', email, language: 'de' },
    });
    expect(declared.statusCode, declared.body).toBe(201);
    const withdrawn = await guest('PUT', later, { participants: [hanna] });
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json()).toMatchObject({ code: 'POSITION_WITHDRAWN' });
    expect((await participantRows(positionId)).filter((row) => row.replaced_at === null).every((row) => row.released_at !== null)).toBe(true);
    const rebooked = await customerWithSeats(date, 1);
    expect((await nameAtCheckout(rebooked.token, [{ positionId: rebooked.positionId, participants: [hanna] }])).statusCode).toBe(200);
    expect((await placeCustomerOrder(rebooked.token)).statusCode).toBe(201);
  }, 120_000);
});

describe('a participant reads only their own booking', () => {
  it("GET /api/customer/bookings: the participant's account sees its date booked by a firm, without the other seats, the buyer or prices; other accounts see nothing", async () => {
    const date = take();
    const firm = await customerWithSeats(date, 2);
    const paula = person('Paula');
    const quentin = person('Quentin');
    expect((await nameAtCheckout(firm.token, [{ positionId: firm.positionId, participants: [paula, quentin] }])).statusCode).toBe(200);
    const placed = await placeCustomerOrder(firm.token);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();

    const paulaToken = await accountOf(paula.email.toUpperCase());
    const answer = await api.call({ method: 'GET', url: '/api/customer/bookings', token: paulaToken });
    expect(answer.statusCode, answer.body).toBe(200);
    const { bookings } = answer.json<ParticipantBookings>();
    expect(bookings).toEqual([
      {
        courseId: date.courseId,
        scheduleId: date.scheduleId,
        name: order.lines[0]!.name,
        organizer: order.lines[0]!.organizer,
        courseType: order.lines[0]!.courseType,
        schedule: order.lines[0]!.schedule,
        seat: 1,
        participant: { ...paula, chamberId: null, memberNumber: null, self: false },
        // An access link only for online dates, once mailed (tests/server/access-links.test.ts).
        accessLink: null,
        participantId: expect.any(Number),
        present: null,
        certificateUrl: null,
        // A one-day date has no modules; the attendance confirmation comes with the certificate.
        modules: [],
        attendanceUrlId: null,
      },
    ]);
    // Nothing of the other seat, the buyer, the order or its prices.
    expect(answer.body).not.toContain(quentin.email);
    expect(answer.body).not.toContain(order.buyer.email);
    expect(answer.body).not.toContain(order.orderNumber);
    expect(answer.body).not.toMatch(/Value|cents|price/i);
    // The participant cannot read the buyer's order, nor name its seats.
    expect((await api.call({ method: 'GET', url: `/api/order/${order.id}`, token: paulaToken })).statusCode).toBe(404);
    const foreign = await api.call({
      method: 'PUT', url: `/api/customer/orders/${order.orderNumber}/positions/${order.lines[0]!.positionId}/participants`,
      token: paulaToken, payload: { participants: [paula] },
    });
    expect(foreign.statusCode).toBe(404);

    // Another account, and the buyer (who does not take part), see no booking.
    const other = await api.customer();
    expect((await api.call({ method: 'GET', url: '/api/customer/bookings', token: other.token })).json<ParticipantBookings>().bookings).toEqual([]);
    expect((await api.call({ method: 'GET', url: '/api/customer/bookings', token: firm.token })).json<ParticipantBookings>().bookings).toEqual([]);
    expect((await api.call({ method: 'GET', url: '/api/customer/bookings' })).statusCode).toBe(401);
  }, 60_000);
});

describe("the firm's invoice reference and invoice e-mail", () => {
  it('a business customer stores both; the invoice shows "Ihre Referenz", and the invoice goes to the invoice e-mail too; the order mails stay with the buyer', async () => {
    const invoiceEmail = `buchhaltung.${unique()}@example.org`;
    const customer = await api.customer({ invoiceReference: 'KST 4711 / PO-2026-17', invoiceEmail });
    const data = (await api.call({ method: 'GET', url: '/api/order/customer', token: customer.token })).json<CustomerOrderData>();
    expect(data).toMatchObject({ invoiceReference: 'KST 4711 / PO-2026-17', invoiceEmail });
    // A client that does not know the fields (the SPA's buyer form) keeps them.
    const resaved = await api.call({ method: 'PUT', url: '/api/order/customer', token: customer.token, payload: { ...BUYER, email: data.email } });
    expect(resaved.json<CustomerOrderData>()).toMatchObject({ invoiceReference: 'KST 4711 / PO-2026-17', invoiceEmail });

    const date = take();
    await api.call({ method: 'PUT', url: '/api/cart', token: customer.token, payload: positionOf(date) });
    const summary = await api.call({ method: 'PUT', url: '/api/order/payment', token: customer.token, payload: { paymentMethod: 'INVOICE' } });
    expect(summary.statusCode).toBe(200);
    const placed = await placeCustomerOrder(customer.token);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    expect(order.buyer).toMatchObject({ invoiceReference: 'KST 4711 / PO-2026-17', invoiceEmail });
    expect(order.status).toBe('CONFIRMED');

    const invoice = await api.call({ method: 'GET', url: `/api/customer-invoice/${order.invoice!.id}`, token: customer.token });
    expect(invoice.statusCode).toBe(200);
    expect(pdfText(invoice.rawPayload).replace(/[ \t]+/g, ' ')).toContain('Ihre Referenz: KST 4711 / PO-2026-17');

    const mails = await api.q<{ id: number; recipient: string; subject: string; text_body: string }>(
      `select id::int as id, recipient, subject, text_body from mail_outbox where subject like '%' || $1 || '%' order by id`,
      [order.orderNumber],
    );
    expect(mails.map((mail) => mail.recipient)).toEqual([data.email, invoiceEmail]);
    const invoiceMail = mails[1]!;
    expect(invoiceMail.subject).toBe(`Rechnung ${order.invoice!.invoiceNumber} zur Bestellung ${order.orderNumber}`);
    expect(invoiceMail.text_body).toContain('Ihre Referenz: KST 4711 / PO-2026-17');
    const attachments = await api.q<{ file_name: string }>('select file_name from mail_attachment where mail_id = $1', [invoiceMail.id]);
    expect(attachments.map((file) => file.file_name)).toEqual([`Rechnung-${order.invoice!.invoiceNumber}.pdf`]);
  }, 60_000);

  it('refuses a consumer with an invoice reference, an invoice e-mail that is no address and a reference over 60 characters; nothing written', async () => {
    const customer = await api.customer({ invoiceReference: 'KST-1' });
    const put = (buyer: Partial<BuyerData>) =>
      api.call({ method: 'PUT', url: '/api/order/customer', token: customer.token, payload: { ...BUYER, email: 'egal@example.org', ...buyer } });
    const consumer = await put({ buyerType: 'CONSUMER', company: null, invoiceReference: 'KST-2' });
    expect(consumer.statusCode).toBe(422);
    expect(consumer.json()).toMatchObject({ code: 'INVOICE_REFERENCE_BUSINESS_ONLY', field: 'invoiceReference' });
    const address = await put({ invoiceEmail: 'buchhaltung(at)example.org' });
    expect(address.statusCode).toBe(422);
    expect(address.json()).toMatchObject({ code: 'EMAIL_INVALID', field: 'invoiceEmail' });
    const long = await put({ invoiceReference: 'R'.repeat(61) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'invoiceReference' });
    const data = (await api.call({ method: 'GET', url: '/api/order/customer', token: customer.token })).json<CustomerOrderData>();
    expect(data).toMatchObject({ buyerType: 'BUSINESS', invoiceReference: 'KST-1', invoiceEmail: null });
    // Becoming a consumer (without sending a reference) drops the stored one; null clears the invoice e-mail.
    expect((await put({ buyerType: 'CONSUMER', company: null, invoiceEmail: null })).json<CustomerOrderData>()).toMatchObject({
      invoiceReference: null, invoiceEmail: null,
    });
  }, 60_000);

  it("a guest's buyer carries them into the order; a consumer guest's reference is refused naming buyer.invoiceReference", async () => {
    const date = take();
    const refused = await api.call({
      method: 'PUT', url: '/api/guest-order/guest',
      payload: { buyer: { ...BUYER, buyerType: 'CONSUMER', company: null, invoiceReference: 'X' }, cart: { positions: [positionOf(date)], voucherCodes: [] } },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'INVOICE_REFERENCE_BUSINESS_ONLY', field: 'buyer.invoiceReference' });
    const started = await api.call({
      method: 'PUT', url: '/api/guest-order/guest',
      payload: { buyer: { ...BUYER, invoiceReference: ' Kostenstelle 12 ', invoiceEmail: 'rechnung@example.org' }, cart: { positions: [positionOf(date)], voucherCodes: [] } },
    });
    expect(started.statusCode, started.body).toBe(200);
    const orderToken = started.json<GuestCheckoutStarted>().orderToken!;
    const summary = (await api.call({ method: 'GET', url: '/api/guest-order/guest-summary', orderToken })).json<OrderSummary>();
    expect(summary.buyer).toMatchObject({ invoiceReference: 'Kostenstelle 12', invoiceEmail: 'rechnung@example.org' });
    const placed = await api.call({
      method: 'PUT', url: '/api/guest-order/order', orderToken, key: newKey(), payload: { ...PLACE, confirmedGrossValue: summary.totals.grossValue },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<Order>().buyer).toMatchObject({ invoiceReference: 'Kostenstelle 12', invoiceEmail: 'rechnung@example.org' });
  }, 60_000);
});
