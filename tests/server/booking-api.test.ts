/**
 * A booking after the order (issue 27; routes/booking/, services/booking/, services/waiting-list/)
 * through app.inject on PGlite (and PostgreSQL with DATABASE_URL): cancelling under the AGB's § 4
 * schedule — free 30 days before, 50 % ten days before, refused once the course has begun — with the
 * fee confirmed, the credit note (gapless, to the cent, naming the fee), the refund and the freed
 * seat; 20 parallel cancellations of one booking making one; only the owner; and the waiting list
 * that offers a freed seat with a hold, lets the holder book it from the link, and gives it to the
 * next person when the hold runs out.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingView, CancellationReceipt, WaitingListOffer, WaitingListPlace } from '../../src/shared/booking.ts';
import type { GuestCheckoutStarted, Order, OrderSummary } from '../../src/shared/order.ts';
import { shopJobRunner } from '../../src/server/services/background-jobs.ts';
import { BUYER, TODAY, bookable, newKey, positionOf, startOrderApi, type Bookable, type OrderApi } from '../support/order-api.ts';
import { customerOrder, guestOrder } from '../support/payment-flow.ts';

let api: OrderApi;
let dates: Bookable[];
let next = 0;
let scratch: string;

beforeAll(async () => {
  api = await startOrderApi();
  dates = await bookable(api);
  scratch = mkdtempSync(join(tmpdir(), 'booking-'));
}, 120_000);
afterAll(async () => {
  await api?.server.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const INVOICE = { paymentMethod: 'INVOICE' } as const;
const DAY_MS = 86_400_000;
const dayIn = (days: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A bookable date moved to begin `days` from today (before anybody orders it). */
async function dateIn(days: number): Promise<Bookable> {
  const date = dates[next++]!;
  await api.q('update course_schedule set start_date = $2, end_date = $2 where id = $1', [date.scheduleId, dayIn(days)]);
  return date;
}

const count = async (sql: string, params: unknown[] = []) => (await api.q<{ n: number }>(sql, params))[0]!.n;
const seatsOf = async (scheduleId: number) =>
  (await api.q<{ booked: number; held: number; seats: number }>('select booked, held, seats from course_schedule where id = $1', [scheduleId]))[0]!;
const mailsTo = (address: string) =>
  api.q<{ subject: string; text_body: string }>('select subject, text_body from mail_outbox where lower(recipient) = lower($1) order by id', [address]);

const view = (positionId: number, auth: { token?: string; orderToken?: string }) =>
  api.call({ method: 'GET', url: `/api/bookings/${positionId}`, ...auth });
const cancel = (positionId: number, expectedFeeCents: number, auth: { token?: string; orderToken?: string }, key = newKey()) =>
  api.call({ method: 'POST', url: `/api/bookings/${positionId}/cancellation`, key, payload: { expectedFeeCents, language: 'de' }, ...auth });

function pdfText(bytes: Buffer): string {
  const file = join(scratch, `note-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

async function creditNoteText(id: number, auth: { token?: string; orderToken?: string }) {
  const answer = await api.call({ method: 'GET', url: `/api/customer-credit-note/${id}`, ...auth });
  expect(answer.statusCode, answer.body).toBe(200);
  return pdfText(answer.rawPayload);
}

const euro = (cents: number) => `${Math.floor(cents / 100).toLocaleString('de-DE')},${String(cents % 100).padStart(2, '0')} €`;

/** A customer's invoiced order of one date; answers the customer and the position. */
async function bookedBy(date: Bookable) {
  const { customer, order } = await customerOrder(api, [date], INVOICE);
  return { customer, order, positionId: order.lines[0]!.positionId };
}

const receipts: CancellationReceipt[] = [];

describe('cancelling under the AGB (§ 4)', () => {
  it('is free 30 days before: the whole price credited and refunded, the seat freed, the mail and the credit note', async () => {
    const date = await dateIn(30);
    const { customer, order, positionId } = await bookedBy(date);
    const before = await seatsOf(date.scheduleId);
    const shown = (await view(positionId, { token: customer.token })).json<BookingView>();
    expect(shown).toMatchObject({ status: 'BOOKED', orderNumber: order.orderNumber, seats: 1 });
    expect(shown.cancellation).toMatchObject({ refusal: null, daysBefore: 30, feePercent: 0, feeCents: 0, refundCents: shown.grossCents, freeUntil: dayIn(2) });

    const key = newKey();
    const done = await cancel(positionId, 0, { token: customer.token }, key);
    expect(done.statusCode, done.body).toBe(201);
    const receipt = done.json<CancellationReceipt>();
    receipts.push(receipt);
    expect(receipt).toMatchObject({ positionId, orderNumber: order.orderNumber, feeCents: 0, refundCents: shown.grossCents, refundMethod: 'NONE' });
    expect(receipt.creditNote?.number).toMatch(/^RK-\d{4}-\d{6}$/);
    expect((await seatsOf(date.scheduleId)).booked).toBe(before.booked - 1);

    const again = await cancel(positionId, 0, { token: customer.token }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(receipt);
    const second = await cancel(positionId, 0, { token: customer.token });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'NOT_BOOKED' });

    const after = (await view(positionId, { token: customer.token })).json<BookingView>();
    expect(after).toMatchObject({ status: 'CANCELLED', cancelled: { feeCents: 0, refundCents: shown.grossCents, creditNoteId: receipt.creditNote!.id } });
    const text = await creditNoteText(receipt.creditNote!.id, { token: customer.token });
    expect(text).toContain(`Rechnungskorrektur ${receipt.creditNote!.number}`);
    expect(text).toContain('Grund: Stornierung nach § 4 AGB');
    expect(text).not.toContain('Stornogebühr');
    const [mail] = (await api.q<{ subject: string; text_body: string }>(
      `select subject, text_body from mail_outbox where subject = $1 order by id desc limit 1`,
      [`Bestätigung Ihrer Stornierung – Bestellung ${order.orderNumber}`],
    ));
    expect(mail?.text_body).toContain('Stornogebühr (kostenfreie Stornierung): 0,00 €');
    expect(mail?.text_body).toContain(`Erstattungsbetrag: ${euro(shown.grossCents)}`);
    expect(mail?.text_body).toContain(receipt.creditNote!.number);
  }, 60_000);

  it('costs 50 % ten days before: the fee is shown first, a different fee is refused, the credit note charges it', async () => {
    const date = await dateIn(10);
    const { customer, positionId } = await bookedBy(date);
    const shown = (await view(positionId, { token: customer.token })).json<BookingView>();
    const fee = Math.round(shown.grossCents / 2);
    expect(shown.cancellation).toMatchObject({ refusal: null, daysBefore: 10, feePercent: 50, feeCents: fee, refundCents: shown.grossCents - fee });

    const before = await count('select count(*)::int as n from withdrawal');
    const wrong = await cancel(positionId, 0, { token: customer.token });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ code: 'FEE_CHANGED', booking: { positionId, cancellation: { feeCents: fee } } });
    expect(await count('select count(*)::int as n from withdrawal')).toBe(before);

    const done = await cancel(positionId, fee, { token: customer.token });
    expect(done.statusCode, done.body).toBe(201);
    const receipt = done.json<CancellationReceipt>();
    receipts.push(receipt);
    expect(receipt).toMatchObject({ feeCents: fee, refundCents: shown.grossCents - fee });
    const text = await creditNoteText(receipt.creditNote!.id, { token: customer.token });
    expect(text).toContain('Stornogebühr nach § 4 AGB (50 % des Preises)');
    expect(text).toMatch(new RegExp(`Erstattungsbetrag\\s+-${euro(shown.grossCents - fee).replace(/[.]/g, '\\.')}`));
  }, 60_000);

  it('costs the full price from seven days before, and is refused once the course has begun (nothing changes)', async () => {
    const soon = await dateIn(7);
    const late = await bookedBy(soon);
    const terms = (await view(late.positionId, { token: late.customer.token })).json<BookingView>().cancellation;
    expect(terms).toMatchObject({ feePercent: 100, refundCents: 0 });

    const date = await dateIn(5);
    const { customer, positionId } = await bookedBy(date);
    await api.q('update order_position set schedule_start = $2 where id = $1', [positionId, TODAY]);
    const shown = (await view(positionId, { token: customer.token })).json<BookingView>();
    expect(shown.cancellation.refusal).toBe('COURSE_STARTED');
    const booked = (await seatsOf(date.scheduleId)).booked;
    const refused = await cancel(positionId, shown.cancellation.feeCents, { token: customer.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'COURSE_STARTED' });
    expect((await seatsOf(date.scheduleId)).booked).toBe(booked);
  }, 60_000);

  it("answers another customer's booking 404 and no sign-in 401; a guest cancels with the order token", async () => {
    const date = await dateIn(40);
    const { positionId } = await bookedBy(date);
    const stranger = await api.customer();
    expect((await view(positionId, { token: stranger.token })).statusCode).toBe(404);
    expect((await cancel(positionId, 0, { token: stranger.token })).statusCode).toBe(404);
    expect((await view(positionId, {})).statusCode).toBe(401);

    const other = await dateIn(40);
    const { orderToken, order } = await guestOrder(api, [other], INVOICE, { email: 'gast.storno@example.org' });
    const guestPosition = order.lines[0]!.positionId;
    const done = await cancel(guestPosition, 0, { orderToken });
    expect(done.statusCode, done.body).toBe(201);
    receipts.push(done.json<CancellationReceipt>());
    expect((await mailsTo('gast.storno@example.org')).some((mail) => mail.subject.startsWith('Bestätigung Ihrer Stornierung'))).toBe(true);
  }, 60_000);

  it('20 parallel cancellations of one booking make one: one 201, the rest 409, one credit note, the seat freed once', async () => {
    const date = await dateIn(35);
    const { customer, order, positionId } = await bookedBy(date);
    const before = await seatsOf(date.scheduleId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => cancel(positionId, 0, { token: customer.token })));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    receipts.push(answers.find((answer) => answer.statusCode === 201)!.json<CancellationReceipt>());
    const orderId = (await api.q<{ id: number }>('select id::int as id from customer_order where order_number = $1', [order.orderNumber]))[0]!.id;
    expect(await count('select count(*)::int as n from credit_note where order_id = $1', [orderId])).toBe(1);
    expect((await seatsOf(date.scheduleId)).booked).toBe(before.booked - 1);
  }, 60_000);

  it("numbers this file's credit notes without gaps, each for exactly what was refunded", async () => {
    const numbers = receipts.map((receipt) => Number(receipt.creditNote!.number.slice(-6))).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => numbers[0]! + index));
    const all = await api.q<{ running: number }>('select running_number as running from credit_note order by running_number');
    expect(all.map((row) => row.running)).toEqual(all.map((_, index) => index + 1));
  });
});

describe('rebooking to another date (once, free until four weeks before)', () => {
  /** A course with two dates of the same price far enough ahead, both with free places; the first booked by a customer. */
  async function twoDates() {
    const [pair] = await api.q<{ course_id: number; first: number; second: number; level: number }>(
      `select a.course_id, a.id as first, b.id as second, la.id as level
         from course_schedule a join course_schedule b on b.course_id = a.course_id and b.id > a.id
         join course c on c.id = a.course_id
         join lateral (select * from price_level l where l.schedule_id = a.id order by l.position, l.id limit 1) la on true
         join lateral (select * from price_level l where l.schedule_id = b.id order by l.position, l.id limit 1) lb on true
        where c.course_type <> 'SELF' and c.kind <> 'FACHANWALTSLEHRGANG' and la.price_cents > 0 and la.price_cents = lb.price_cents and la.name = lb.name
          and a.start_date > ($1::date + 40) and b.start_date > ($1::date + 40) and a.booked + 2 <= a.seats and b.booked + 2 <= b.seats
          and not exists (select 1 from order_position p where p.schedule_id in (a.id, b.id))
        order by a.course_id limit 1`,
      [TODAY],
    );
    expect(pair, 'a course with two dates of one price').toBeDefined();
    const first: Bookable = { courseId: pair!.course_id, scheduleId: pair!.first, priceLevelId: pair!.level, priceCents: 0, organizerId: 0 };
    return { ...(await bookedBy(first)), first: pair!.first, second: pair!.second };
  }
  const rebook = (positionId: number, scheduleId: number, auth: { token?: string }, key = newKey(), expectedChargeCents = 0) =>
    api.call({ method: 'POST', url: `/api/bookings/${positionId}/rebooking`, key, payload: { scheduleId, expectedChargeCents, language: 'de' }, ...auth });

  it('moves the booking and its seat once; the same key answers the same receipt, any other second rebooking is refused', async () => {
    const { customer, positionId, first, second } = await twoDates();
    const shown = (await view(positionId, { token: customer.token })).json<BookingView>();
    expect(shown.rebooking.refusal).toBeNull();
    expect(shown.rebooking.dates.find((date) => date.scheduleId === second)).toMatchObject({ differenceCents: 0 });
    const before = { first: await seatsOf(first), second: await seatsOf(second) };

    const key = newKey();
    const done = await rebook(positionId, second, { token: customer.token }, key);
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ positionId, to: { scheduleId: second }, feeCents: 0, differenceCents: 0, from: { startDate: shown.startDate } });
    expect((await seatsOf(first)).booked).toBe(before.first.booked - 1);
    expect((await seatsOf(second)).booked).toBe(before.second.booked + 1);
    expect((await rebook(positionId, second, { token: customer.token }, key)).statusCode).toBe(200);
    const again = await rebook(positionId, first, { token: customer.token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_REBOOKED' });
    const after = (await view(positionId, { token: customer.token })).json<BookingView>();
    expect(after).toMatchObject({ scheduleId: second, rebookedFrom: { startDate: shown.startDate }, rebooking: { refusal: 'ALREADY_REBOOKED' } });
    expect((await mailsTo((await api.q<{ email: string }>('select email from customer_order where order_number = $1', [after.orderNumber]))[0]!.email))
      .some((mail) => mail.subject.startsWith('Bestätigung Ihrer Umbuchung'))).toBe(true);
  }, 60_000);

  it('20 parallel rebookings of one booking make one; a full date and a date of another course change nothing', async () => {
    const { customer, positionId, first, second } = await twoDates();
    await api.q('update course_schedule set seats = booked where id = $1', [second]);
    const full = await rebook(positionId, second, { token: customer.token });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'SCHEDULE_FULL' });
    const foreign = await rebook(positionId, dates[dates.length - 1]!.scheduleId, { token: customer.token });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({ code: 'SCHEDULE_UNKNOWN' });
    expect(await count('select count(*)::int as n from rebooking where position_id = $1', [positionId])).toBe(0);

    await api.q('update course_schedule set seats = booked + 1 where id = $1', [second]);
    const before = { first: await seatsOf(first), second: await seatsOf(second) };
    const answers = await Promise.all(Array.from({ length: 20 }, () => rebook(positionId, second, { token: customer.token })));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(await count('select count(*)::int as n from rebooking where position_id = $1', [positionId])).toBe(1);
    expect((await seatsOf(first)).booked).toBe(before.first.booked - 1);
    expect((await seatsOf(second)).booked).toBe(before.second.booked + 1);
  }, 60_000);

  it('is over four weeks before the start: only cancelling is offered then', async () => {
    const date = await dateIn(20);
    const { customer, positionId } = await bookedBy(date);
    const shown = (await view(positionId, { token: customer.token })).json<BookingView>();
    expect(shown.rebooking).toMatchObject({ refusal: 'REBOOK_PERIOD_OVER', dates: [] });
    const refused = await rebook(positionId, date.scheduleId, { token: customer.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'REBOOK_PERIOD_OVER' });
  }, 60_000);
});

describe('the waiting list that promotes', () => {
  /** A date with one free place left, booked by a customer: now full. */
  async function fullDate(days: number) {
    const date = await dateIn(days);
    await api.q('update course_schedule set seats = booked + 1 where id = $1', [date.scheduleId]);
    const holder = await bookedBy(date);
    return { date, holder };
  }

  const join = (date: Bookable, email: string, firstName: string) =>
    api.call({
      method: 'POST',
      url: '/api/orders/waitinglists',
      payload: { courseId: date.courseId, courseScheduleId: date.scheduleId, firstName, lastName: 'Warteliste', email, language: 'de' },
    });

  const offerLink = async (email: string) => {
    const mail = (await mailsTo(email)).find((one) => one.subject.startsWith('Ein Platz ist frei'));
    return /\/warteliste\/angebot#token=(\S+)/.exec(mail?.text_body ?? '')?.[1];
  };

  /** A guest orders `date` with the offer's token (X-Waiting-Offer), as the SPA does after the offer's link. */
  async function guestBooksWithOffer(date: Bookable, email: string, offerToken: string | undefined) {
    const headers = offerToken ? { 'x-waiting-offer': offerToken } : {};
    const started = await api.call({
      method: 'PUT', url: '/api/guest-order/guest', headers,
      payload: { buyer: { ...BUYER, email }, cart: { positions: [positionOf(date)], voucherCodes: [] } },
    });
    expect(started.statusCode, started.body).toBe(200);
    const orderToken = started.json<GuestCheckoutStarted>().orderToken!;
    const summary = (await api.call({ method: 'GET', url: '/api/guest-order/guest-summary', orderToken, headers })).json<OrderSummary>();
    return api.call({
      method: 'PUT', url: '/api/guest-order/order', orderToken, key: newKey(), headers,
      payload: { acceptTerms: true, acceptPrivacy: true, confirmedGrossValue: summary.totals.grossValue },
    });
  }

  it('offers a freed seat to the first waiting person with a hold; only their link books it', async () => {
    const { date, holder } = await fullDate(30);
    expect((await join(date, 'erste@example.org', 'Erste')).statusCode).toBe(201);
    expect((await join(date, 'zweite@example.org', 'Zweite')).statusCode).toBe(201);

    const done = await cancel(holder.positionId, 0, { token: holder.customer.token });
    expect(done.statusCode, done.body).toBe(201);
    // The freed seat is held for the first in line: the date stays full for everybody else.
    expect(await seatsOf(date.scheduleId)).toMatchObject({ held: 1 });
    const seats = await seatsOf(date.scheduleId);
    expect(seats.booked).toBe(seats.seats);
    const token = await offerLink('erste@example.org');
    expect(token).toBeDefined();
    expect(await offerLink('zweite@example.org')).toBeUndefined();

    const offer = await api.call({ method: 'GET', url: `/api/waiting-list/offers/${token}` });
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json<WaitingListOffer>()).toMatchObject({ scheduleId: date.scheduleId, status: 'OFFERED', places: 1 });
    expect(Date.parse(offer.json<WaitingListOffer>().holdUntil) - Date.now()).toBeGreaterThan(47 * 3_600_000);
    const forged = await api.call({ method: 'GET', url: `/api/waiting-list/offers/${token!.slice(0, -2)}xx` });
    expect(forged.statusCode).toBe(403);

    const someoneElse = await guestBooksWithOffer(date, 'vordraengler@example.org', undefined);
    expect(someoneElse.statusCode).toBe(409);
    const booked = await guestBooksWithOffer(date, 'erste@example.org', token);
    expect(booked.statusCode, booked.body).toBe(201);
    const order = booked.json<Order>();
    expect(await seatsOf(date.scheduleId)).toMatchObject({ held: 0, booked: seats.seats });
    const [entry] = await api.q<{ status: string; order_number: string }>(
      `select w.status, o.order_number from waiting_list_request w join customer_order o on o.id = w.order_id where lower(w.email) = 'erste@example.org'`,
    );
    expect(entry).toEqual({ status: 'BOOKED', order_number: order.orderNumber });
    expect((await api.call({ method: 'GET', url: `/api/waiting-list/offers/${token}` })).json<WaitingListOffer>().status).toBe('BOOKED');
  }, 90_000);

  it('gives the seat to the next person when the hold runs out (the job at the hold end, a fake clock)', async () => {
    const { date, holder } = await fullDate(45);
    // The next in line is a customer: their area shows the place (by the account's e-mail).
    const customerNext = await api.customer();
    const [{ email: next } = { email: '' }] = await api.q<{ email: string }>('select email from account where id = $1', [customerNext.id]);
    await join(date, 'langsam@example.org', 'Langsam');
    await join(date, next, 'Nächste');
    expect((await cancel(holder.positionId, 0, { token: holder.customer.token })).statusCode).toBe(201);
    const first = await offerLink('langsam@example.org');

    // Before the hold ends, the job changes nothing; after it, the next person has the offer.
    const runAt = (at: Date) => shopJobRunner(api.server.database.db, api.server.app.settings, () => at).runDue();
    await runAt(new Date(Date.now() + 47 * 3_600_000));
    expect(await offerLink(next)).toBeUndefined();
    await runAt(new Date(Date.now() + 49 * 3_600_000));
    const second = await offerLink(next);
    expect(second).toBeDefined();
    expect((await mailsTo('langsam@example.org')).some((mail) => mail.subject.startsWith('Angebot abgelaufen'))).toBe(true);
    const statuses = await api.q<{ email: string; status: string }>(
      'select email, status from waiting_list_request where schedule_id = $1 order by id',
      [date.scheduleId],
    );
    expect(statuses).toEqual([
      { email: 'langsam@example.org', status: 'EXPIRED' },
      { email: next, status: 'OFFERED' },
    ]);
    expect(await seatsOf(date.scheduleId)).toMatchObject({ held: 1 });
    // The first link is dead, and booking with it finds the date full.
    const late = await guestBooksWithOffer(date, 'langsam@example.org', first);
    expect(late.statusCode).toBe(409);

    const places = await api.call({ method: 'GET', url: '/api/customer/waiting-list', token: customerNext.token });
    expect(places.statusCode, places.body).toBe(200);
    expect(places.json<WaitingListPlace[]>()).toEqual([
      expect.objectContaining({ scheduleId: date.scheduleId, position: 1, status: 'OFFERED', holdUntil: expect.any(String) }),
    ]);
  }, 90_000);
});
