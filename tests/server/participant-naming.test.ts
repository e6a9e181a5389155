/**
 * The guest's naming link (issue 25 §1): the placing mail of a guest order with unnamed places carries
 * /teilnehmende-benennen#token=…; with it (X-Naming-Link) the guest reads the order's seats and names
 * people, who get their booking confirmation — as often as needed, until the latest date starts. A
 * forged, expired or customer's link is refused with a clear code; the naming rules are those of the
 * guest route (409 NAMING_CLOSED after naming closed). The missing-names reminder carries the link too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestCheckoutStarted, Order, OrderSummary } from '../../src/shared/order.ts';
import type { NamingLinkOrder } from '../../src/shared/participant-naming.ts';
import type { PositionParticipants } from '../../src/shared/participants.ts';
import { sendNamesReminder } from '../../src/server/services/participants/index.ts';
import { signLink } from '../../src/server/services/signed-link.ts';
import { BUYER, TODAY, bookable, newKey, positionOf, startOrderApi, type Bookable, type OrderApi } from '../support/order-api.ts';

let api: OrderApi;
let dates: Bookable[];
let next = 0;

beforeAll(async () => {
  api = await startOrderApi();
  dates = await bookable(api);
}, 120_000);
afterAll(async () => {
  await api?.server.close();
});

interface Mail { id: number; recipient: string; subject: string; text_body: string }
const unique = () => Math.random().toString(36).slice(2, 8);
const person = (name: string) => ({ firstName: name, lastName: 'Teilnehmer', email: `${name.toLowerCase()}.${unique()}@example.org` });
const mailsTo = (email: string) =>
  api.q<Mail>('select id::int as id, recipient, subject, text_body from mail_outbox where lower(recipient) = lower($1) order by id', [email]);
const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const LINK = /http:\/\/shop\.test\/teilnehmende-benennen#token=([A-Za-z0-9_.-]+)/;
const linkIn = (text: string) => {
  const match = LINK.exec(text);
  expect(match, `the naming link in:\n${text}`).not.toBeNull();
  return match![1]!;
};

const readOrder = (token: string) => api.call({ method: 'GET', url: '/api/participant-naming/order', headers: { 'x-naming-link': token } });
const name = (token: string, positionId: number, participants: unknown) =>
  api.call({
    method: 'PUT', url: `/api/participant-naming/positions/${positionId}/participants`, headers: { 'x-naming-link': token }, payload: { participants },
  });

/** A guest orders `seats` places of one date, names nobody and chooses the invoice (the order is confirmed). */
async function guestOrder(seats: number) {
  const email = `gast.${unique()}@example.org`;
  const started = await api.call({
    method: 'PUT', url: '/api/guest-order/guest',
    payload: { buyer: { ...BUYER, email }, cart: { positions: [{ ...positionOf(dates[next++]!), seats }], voucherCodes: [] } },
  });
  expect(started.statusCode, started.body).toBe(200);
  const orderToken = started.json<GuestCheckoutStarted>().orderToken!;
  const summary = (await api.call({ method: 'GET', url: '/api/guest-order/guest-summary', orderToken })).json<OrderSummary>();
  const placed = await api.call({
    method: 'PUT', url: '/api/guest-order/order', orderToken, key: newKey(),
    payload: { acceptTerms: true, acceptPrivacy: true, confirmedGrossValue: summary.totals.grossValue },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const paid = await api.call({ method: 'PUT', url: '/api/guest-order/payment', orderToken, key: newKey(), payload: { paymentMethod: 'INVOICE' } });
  expect(paid.statusCode, paid.body).toBe(200);
  return { email, order: placed.json<Order>() };
}

describe('the naming link of a guest order', () => {
  it('comes with the placing mail; it shows the seats, names two people (each gets the confirmation), and works again', async () => {
    const { email, order } = await guestOrder(2);
    const [placedMail] = (await mailsTo(email)).filter((mail) => mail.subject === `Ihre Bestellung ${order.orderNumber} bei Kursmarkt`);
    expect(placedMail!.text_body).toContain('Teilnehmende jetzt benennen');
    const token = linkIn(placedMail!.text_body);

    const read = await readOrder(token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    const shown = read.json<NamingLinkOrder>();
    const line = order.lines[0]!;
    expect(shown).toMatchObject({ orderNumber: order.orderNumber, status: 'CONFIRMED' });
    expect(shown.positions).toEqual([
      expect.objectContaining({
        positionId: line.positionId, name: line.name, seats: 2, withdrawnAt: null,
        startDate: line.schedule!.startDate, substitutionClosedOn: line.schedule!.startDate,
        participantsClosedOn: addDays(line.schedule!.startDate, -2),
        participants: [{ seat: 1, participant: null }, { seat: 2, participant: null }],
      }),
    ]);

    const anna = person('Anna');
    const ben = person('Ben');
    const named = await name(token, line.positionId, [anna, ben]);
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json<PositionParticipants>().participants.map((seat) => seat.participant?.email)).toEqual([anna.email, ben.email]);
    for (const who of [anna, ben]) {
      expect((await mailsTo(who.email)).map((mail) => mail.subject)).toEqual([`Ihre Anmeldung: ${line.name}`]);
    }
    // Reusable: the same link reads the names and names a substitute.
    expect((await readOrder(token)).json<NamingLinkOrder>().positions[0]!.participants[1]!.participant!.email).toBe(ben.email);
    const clara = person('Clara');
    expect((await name(token, line.positionId, [anna, clara])).statusCode).toBe(200);
    expect((await mailsTo(clara.email)).map((mail) => mail.subject)).toEqual([`Ihre Anmeldung: ${line.name}`]);

    // Bad input is refused as on the guest route; another order's position is unknown.
    expect((await name(token, line.positionId, [{ ...anna, email: 'anna@' }])).json()).toMatchObject({
      statusCode: 422, code: 'EMAIL_INVALID', field: 'participants.0.email',
    });
    const other = await guestOrder(1);
    expect((await name(token, other.order.lines[0]!.positionId, [person('Fremd')])).statusCode).toBe(404);
  }, 60_000);

  it('refuses a forged or malformed link (403), an expired one (410) and a genuine link of a customer order (403); nothing written', async () => {
    const { order } = await guestOrder(1);
    const positionId = order.lines[0]!.positionId;
    const db = api.server.database.db;
    const genuine = await signLink(db, { purpose: 'name-participants', orderId: order.id, expiresAt: new Date(Date.now() + 86_400_000) });
    const [orderId, expiry, mac] = genuine.split('.');
    const forged = [
      `${orderId}.${expiry}.${mac!.slice(0, -2)}${mac!.endsWith('AA') ? 'BB' : 'AA'}`,
      `${Number(orderId) + 1}.${expiry}.${mac}`,
      await signLink(db, { purpose: 'withdrawal', orderId: order.id, expiresAt: new Date(Date.now() + 86_400_000) }),
      'kaputt',
    ];
    for (const token of forged) {
      for (const answer of [await readOrder(token), await name(token, positionId, [person('Falsch')])]) {
        expect(answer.statusCode, token).toBe(403);
        expect(answer.json()).toMatchObject({ code: 'NAMING_LINK_INVALID', message: expect.stringContaining('not valid') });
      }
    }
    const expired = await signLink(db, { purpose: 'name-participants', orderId: order.id, expiresAt: new Date(Date.now() - 1000) });
    for (const answer of [await readOrder(expired), await name(expired, positionId, [person('Spaet')])]) {
      expect(answer.statusCode).toBe(410);
      expect(answer.json()).toMatchObject({ code: 'NAMING_LINK_EXPIRED', message: expect.stringContaining('expired') });
    }
    expect(await api.q('select 1 from order_participant where order_position_id = $1', [positionId])).toEqual([]);

    // A customer names in "Meine Kurse": even a correctly signed link of their order opens nothing.
    const customer = await api.customer();
    expect((await api.call({ method: 'PUT', url: '/api/cart', token: customer.token, payload: { ...positionOf(dates[next++]!), seats: 1 } })).statusCode).toBe(200);
    expect((await api.call({ method: 'PUT', url: '/api/order/payment', token: customer.token, payload: { paymentMethod: 'INVOICE' } })).statusCode).toBe(200);
    const summary = (await api.call({ method: 'GET', url: '/api/order/summary', token: customer.token })).json<OrderSummary>();
    const placed = await api.call({
      method: 'PUT', url: '/api/order', token: customer.token, key: newKey(),
      payload: { acceptTerms: true, acceptPrivacy: true, confirmedGrossValue: summary.totals.grossValue },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const customerOrder = placed.json<Order>();
    const customerMail = (await api.q<Mail>('select text_body from mail_outbox where subject like $1', [`%${customerOrder.orderNumber}%`]))[0]!;
    expect(customerMail.text_body).not.toMatch(LINK);
    const ofCustomer = await signLink(db, { purpose: 'name-participants', orderId: customerOrder.id, expiresAt: new Date(Date.now() + 86_400_000) });
    for (const answer of [await readOrder(ofCustomer), await name(ofCustomer, customerOrder.lines[0]!.positionId, [person('Kunde')])]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'NAMING_LINK_INVALID' });
    }
  }, 60_000);

  it('after naming closed: filling an empty seat answers 409 NAMING_CLOSED like the guest route, a substitute is still taken', async () => {
    const { email, order } = await guestOrder(2);
    const token = linkIn((await mailsTo(email))[0]!.text_body);
    const positionId = order.lines[0]!.positionId;
    const anna = person('Anna');
    expect((await name(token, positionId, [anna])).statusCode).toBe(200);
    const start = addDays(TODAY, 2);
    await api.q('update order_position set schedule_start = $2::date where id = $1', [positionId, start]);
    const closed = await name(token, positionId, [anna, person('Ben')]);
    expect(closed.statusCode, closed.body).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'NAMING_CLOSED', startDate: start, closedOn: TODAY, substitutionClosedOn: start });
    expect((await readOrder(token)).json<NamingLinkOrder>().positions[0]).toMatchObject({
      participantsClosedOn: TODAY, participants: [{ seat: 1, participant: { email: anna.email } }, { seat: 2, participant: null }],
    });
    expect((await name(token, positionId, [person('Ersatz')])).statusCode).toBe(200);
  }, 60_000);

  it("the missing-names reminder of a guest order carries the link; a customer's points to Meine Kurse", async () => {
    const { email, order } = await guestOrder(2);
    const positionId = order.lines[0]!.positionId;
    const settings = { publicUrl: 'http://shop.test', closesDaysBefore: 2, reminderDaysBefore: 5 };
    expect(await sendNamesReminder(api.server.database.db, positionId, settings, new Date())).toBe(true);
    const reminder = (await mailsTo(email)).find((mail) => mail.subject.startsWith('Bitte Teilnehmende nachtragen'))!;
    expect(reminder.text_body).toMatch(new RegExp(`Teilnehmende jetzt benennen:\\n${LINK.source}`));
    expect((await readOrder(linkIn(reminder.text_body))).statusCode).toBe(200);
    expect(reminder.text_body).not.toContain('/customer-dashboard');
  }, 60_000);
});
