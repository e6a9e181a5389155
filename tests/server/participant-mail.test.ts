/**
 * What each participant receives and who may see it (issue 25 §3), through app.inject on PGlite (and
 * PostgreSQL with DATABASE_URL):
 * - the calendar file parses with ical.js (a parser nobody on this project wrote) with the right start
 *   and end in Europe/Berlin — a summer date at +02:00, a winter date at +01:00 — and all-day dates
 *   (a date without times of day) from the first day to the day after the last;
 * - each named participant of a confirmed order gets exactly one mail with the .ics, in the order's
 *   language, without the buyer's prices or order; with an account the sign-in, without one a signed
 *   registration link; naming anew mails the newcomer and tells the replaced person; an order that
 *   becomes binding later mails its participants then, not when it is placed;
 * - the registration link fills in the address and the account made through it is verified;
 * - bookings are hidden until the address is verified and shown after; an unverified account never
 *   sees another person's booking; the verification link belongs to one account and address and expires.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestCheckoutStarted, Order, OrderSummary } from '../../src/shared/order.ts';
import type { ParticipantBookings } from '../../src/shared/participants.ts';
import { calendarFile } from '../../src/server/documents/calendar.ts';
import { createAccount } from '../../src/server/identity/accounts.ts';
import { verifyEmail } from '../../src/server/services/email-verification.ts';
import { signLink } from '../../src/server/services/signed-link.ts';
import {
  Browser, claimsOf, exchangeCode, followToCallback, formAction, location, signIn, startAuthorization,
} from '../support/identity.ts';
import { BUYER, bookable, newKey, positionOf, startOrderApi, type Bookable, type OrderApi } from '../support/order-api.ts';
import { bookParticipants, type Person } from '../support/attendance.ts';

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

const take = () => dates[next++]!;
const unique = () => Math.random().toString(36).slice(2, 8);
const person = (name: string) => ({ firstName: name, lastName: 'Teilnehmer', email: `${name.toLowerCase()}.${unique()}@example.org` });
const PASSWORD = 'Teilnahme-Test-2026';

interface Mail { id: number; recipient: string; subject: string; text_body: string }
const mailsTo = (email: string) =>
  api.q<Mail>('select id::int as id, recipient, subject, text_body from mail_outbox where lower(recipient) = lower($1) order by id', [email]);
const attachmentsOf = (mailId: number) =>
  api.q<{ file_name: string; content_type: string; bytes: Uint8Array }>(
    'select file_name, content_type, bytes from mail_attachment where mail_id = $1 order by position',
    [mailId],
  );

/** The calendar's events as ical.js reads them, its time zones registered as a client does. */
function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event)) };
}

/** A customer's order of `date`, its participants named at checkout, placed by invoice (binding at once). */
async function placeWithParticipants(date: Bookable, participants: (Person | null)[]) {
  const customer = await api.customer();
  const { order } = await bookParticipants(api, customer, date, participants);
  const [buyer] = await api.q<{ email: string }>('select email from account where id = $1', [customer.id]);
  return { customer, order, buyerEmail: buyer!.email };
}

/** An account made directly (as the seed does), signed in; verified or not. */
async function account(email: string, emailVerified: boolean) {
  const made = await createAccount(api.server.database.db, { email, password: PASSWORD, firstName: 'Paula', lastName: 'Teilnehmer', emailVerified });
  const tokens = await signIn(new Browser(api.server.app), { email, password: PASSWORD });
  return { id: made!.id, token: tokens.access_token };
}

const bookingsOf = async (token: string) => {
  const answer = await api.call({ method: 'GET', url: '/api/customer/bookings', token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ParticipantBookings>();
};

/** Registers through the provider's page (as the SPA's "Registrieren" does); `registration`: a participant's token. */
async function register(values: { email?: string; firstName: string }, registration?: string) {
  const browser = new Browser(api.server.app);
  const { start, pair } = await startAuthorization(browser, { extra: { screen: 'register', ...(registration ? { invitation: registration } : {}) } });
  const page = await browser.get(location(start));
  expect(page.statusCode, `${location(start)} ${page.body}`).toBe(200);
  const prefilled = /name="email"[^>]*value="([^"]*)"/.exec(page.body)?.[1] ?? /value="([^"]*)"[^>]*name="email"/.exec(page.body)?.[1];
  const hidden = /name="invitation" value="([^"]*)"/.exec(page.body)?.[1];
  const email = values.email ?? prefilled!;
  const submitted = await browser.postForm(formAction(page.body), {
    firstName: values.firstName, lastName: 'Neu', email, password: PASSWORD, passwordConfirmation: PASSWORD,
    ...(hidden ? { invitation: hidden } : {}),
  });
  expect(submitted.statusCode, submitted.body).toBe(303);
  const callback = await followToCallback(browser, submitted);
  const tokens = await exchangeCode(browser, callback.searchParams.get('code')!, pair.verifier);
  expect(tokens.statusCode, tokens.body).toBe(200);
  const [row] = await api.q<{ id: number; verified: boolean }>(
    'select id::int as id, email_verified_at is not null as verified from account where lower(email) = lower($1)', [email],
  );
  return { prefilled, email, token: tokens.json<{ access_token: string }>().access_token, accountId: row!.id, verified: row!.verified };
}

const tokenIn = (text: string, path: string) => new RegExp(`${path}#token=([^\\s]+)`).exec(text)?.[1];

describe('the calendar file (documents/calendar.ts) read by ical.js', () => {
  it('a timed date starts and ends at its German times: summer at +02:00, winter at +01:00; several days repeat daily', () => {
    const text = calendarFile([
      { uid: 'summer@shop.test', summary: 'Arbeitsrecht kompakt', startDate: '2026-07-01', endDate: '2026-07-01', times: { start: '09:00', end: '17:30' }, location: 'Köln', organizer: { name: 'Akademie Recht', email: 'info@akademie.example' } },
      { uid: 'winter@shop.test', summary: 'Erbrecht', startDate: '2026-12-07', endDate: '2026-12-08', times: { start: '10:00', end: '16:00' }, location: 'Online', organizer: null },
    ], { stamp: new Date('2026-06-01T12:00:00Z') });
    const { calendar, events } = parseCalendar(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const [summer, winter] = events;

    expect(summer!.uid).toBe('summer@shop.test');
    expect(summer!.summary).toBe('Arbeitsrecht kompakt');
    expect(summer!.location).toBe('Köln');
    expect(summer!.startDate.zone!.tzid).toBe('Europe/Berlin');
    expect(summer!.startDate.toString()).toBe('2026-07-01T09:00:00');
    expect(summer!.startDate.utcOffset()).toBe(2 * 3600);
    expect(summer!.startDate.toJSDate().toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(summer!.endDate.toJSDate().toISOString()).toBe('2026-07-01T15:30:00.000Z');
    expect(String(summer!.component.getFirstPropertyValue('organizer'))).toBe('mailto:info@akademie.example');

    expect(winter!.startDate.utcOffset()).toBe(1 * 3600);
    expect(winter!.startDate.toJSDate().toISOString()).toBe('2026-12-07T09:00:00.000Z');
    expect(winter!.endDate.toJSDate().toISOString()).toBe('2026-12-07T15:00:00.000Z');
    // The second day: the same times, by the daily rule.
    const days = winter!.iterator();
    expect(days.next()!.toJSDate().toISOString()).toBe('2026-12-07T09:00:00.000Z');
    expect(days.next()!.toJSDate().toISOString()).toBe('2026-12-08T09:00:00.000Z');
    expect(days.next()).toBeUndefined();
  });

  it('a date without times is all-day from the first day to the day after the last (across the change to winter time)', () => {
    const { events } = parseCalendar(calendarFile([
      { uid: 'x@shop.test', summary: 'Kurs', startDate: '2026-10-24', endDate: '2026-10-26', times: null, location: 'Berlin', organizer: null },
    ]));
    expect(events[0]!.startDate.isDate).toBe(true);
    expect(events[0]!.startDate.toString()).toBe('2026-10-24');
    expect(events[0]!.endDate.toString()).toBe('2026-10-27');
  });
});

describe("the buyer's order mail", () => {
  it('names who takes each place and says how many places still want a name', async () => {
    const anna = person('Anna');
    const bruno = person('Bruno');
    const { order, buyerEmail } = await placeWithParticipants(take(), [anna, bruno, null]);
    const [mail] = (await mailsTo(buyerEmail)).filter((candidate) => candidate.subject.startsWith('Ihre Bestellung'));
    expect(mail!.text_body).toContain(`- ${order.lines[0]!.name}`);
    expect(mail!.text_body).toContain('  3 Plätze × Einzelpreis');
    expect(mail!.text_body).toContain(`  Teilnehmende: Anna Teilnehmer, Bruno Teilnehmer`);
    expect(mail!.text_body).toContain('  1 Platz noch ohne Namen');
  }, 60_000);
});

describe("each participant's booking confirmation", () => {
  it('every named person of a confirmed order gets exactly one mail with the .ics, no prices; the registration link or the sign-in', async () => {
    const date = take();
    const anna = person('Anna');
    const bruno = person('Bruno');
    await account(bruno.email, true);
    const { order, buyerEmail } = await placeWithParticipants(date, [anna, bruno, { self: true }]);
    const line = order.lines[0]!;

    for (const email of [anna.email, bruno.email]) {
      const mails = (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Ihre Anmeldung'));
      expect(mails, email).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.subject).toBe(`Ihre Anmeldung: ${line.name}`);
      expect(mail!.text_body).toContain('Kanzlei Beispiel hat Sie bei Kursmarkt für folgende Fortbildung angemeldet:');
      expect(mail!.text_body).toContain(line.organizer);
      // Nothing of the contract: no order number, no prices, not the buyer's address, not the other seats.
      expect(mail!.text_body).not.toContain(order.orderNumber);
      expect(mail!.text_body).not.toMatch(/€|EUR|Rechnung|Gesamtbetrag/);
      expect(mail!.text_body).not.toContain(buyerEmail);
      expect(mail!.text_body).not.toContain(email === anna.email ? bruno.email : anna.email);

      const files = await attachmentsOf(mail!.id);
      expect(files.map((file) => [file.file_name, file.content_type])).toEqual([['kurstermin.ics', 'text/calendar; charset=utf-8; method=PUBLISH']]);
      const { events } = parseCalendar(Buffer.from(files[0]!.bytes).toString('utf8'));
      expect(events).toHaveLength(1);
      expect(events[0]!.summary).toBe(line.name);
      // The seeded dates have times of day (024-jobs-access.sql): a timed event on the first day, in Europe/Berlin.
      expect(events[0]!.startDate.toString().slice(0, 10)).toBe(line.schedule!.startDate);
      expect(events[0]!.startDate.zone!.tzid).toBe('Europe/Berlin');
      expect(events[0]!.location).toBe(line.courseType === 'PRESENT' ? line.schedule!.city : 'Online');
      expect(events[0]!.uid).toMatch(new RegExp(`^date-${date.scheduleId}-[0-9a-f]{24}@shop\\.test$`));
    }
    // Without an account: the registration link; with one: the sign-in to "Meine Kurse".
    expect(tokenIn((await mailsTo(anna.email)).at(-1)!.text_body, '/konto-anlegen')).toBeTruthy();
    const brunoText = (await mailsTo(bruno.email)).at(-1)!.text_body;
    expect(brunoText).toContain('Melden Sie sich mit dieser E-Mail-Adresse an, um die Buchung, Ihre Bescheinigungen und Ihren Fortbildungsstand zu sehen');
    expect(brunoText).toContain('http://shop.test/customer-dashboard/meine-kurse');
    expect(brunoText).not.toContain('/konto-anlegen');
    // The buyer who takes part gets the participant's mail besides the order mail (two roles, two documents).
    expect((await mailsTo(buyerEmail)).filter((mail) => mail.subject.startsWith('Ihre Anmeldung'))).toHaveLength(1);
    // Each person's UID differs; the same person and date keep theirs.
    const uids = await Promise.all([anna.email, bruno.email].map(async (email) => {
      const [file] = await attachmentsOf((await mailsTo(email)).at(-1)!.id);
      return parseCalendar(Buffer.from(file!.bytes).toString('utf8')).events[0]!.uid;
    }));
    expect(new Set(uids).size).toBe(2);
  }, 90_000);

  it('naming anew after the order mails the newcomer once and tells the replaced person (no .ics); moving a person to another seat mails nobody', async () => {
    const date = take();
    const anna = person('Anna');
    const bruno = person('Bruno');
    const { customer, order } = await placeWithParticipants(date, [anna, bruno]);
    const line = order.lines[0]!;
    const clara = person('Clara');
    const url = `/api/customer/orders/${order.orderNumber}/positions/${line.positionId}/participants`;
    const renamed = await api.call({ method: 'PUT', url, token: customer.token, payload: { participants: [clara, bruno] } });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const claraMails = await mailsTo(clara.email);
    expect(claraMails.map((mail) => mail.subject)).toEqual([`Ihre Anmeldung: ${line.name}`]);
    expect(await attachmentsOf(claraMails[0]!.id)).toHaveLength(1);
    const annaMails = await mailsTo(anna.email);
    expect(annaMails.map((mail) => mail.subject)).toEqual([`Ihre Anmeldung: ${line.name}`, `Ihr Platz wurde weitergegeben: ${line.name}`]);
    expect(annaMails[1]!.text_body).toContain('Kanzlei Beispiel hat Ihren Platz');
    expect(await attachmentsOf(annaMails[1]!.id)).toEqual([]);
    expect(await mailsTo(bruno.email)).toHaveLength(1);

    // Bruno and Clara swap seats: the same people, no mail.
    const swapped = await api.call({ method: 'PUT', url, token: customer.token, payload: { participants: [bruno, clara] } });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(await mailsTo(bruno.email)).toHaveLength(1);
    expect(await mailsTo(clara.email)).toHaveLength(1);
  }, 90_000);
});

describe('an order that becomes binding later', () => {
  it("mails its participants when it is confirmed, not when it is placed; naming before that mails nobody yet; a consumer guest's buyer name says who booked", async () => {
    const date = take();
    const lena = person('Lena');
    const guestEmail = `gast.${unique()}@example.org`;
    const started = await api.call({
      method: 'PUT', url: '/api/guest-order/guest',
      payload: { buyer: { ...BUYER, buyerType: 'CONSUMER', company: null, email: guestEmail }, cart: { positions: [{ ...positionOf(date), seats: 2 }], voucherCodes: [] } },
    });
    expect(started.statusCode, started.body).toBe(200);
    const orderToken = started.json<GuestCheckoutStarted>().orderToken!;
    const named = await api.call({ method: 'PUT', url: '/api/guest-order/participants', orderToken, payload: { positions: [{ positionId: 1, participants: [lena] }] } });
    expect(named.statusCode, named.body).toBe(200);
    const summary = (await api.call({ method: 'GET', url: '/api/guest-order/guest-summary', orderToken })).json<OrderSummary>();
    const placed = await api.call({
      method: 'PUT', url: '/api/guest-order/order', orderToken, key: newKey(),
      payload: { acceptTerms: true, acceptPrivacy: true, confirmedGrossValue: summary.totals.grossValue, ...(summary.earlyStartRequestRequired ? { earlyStartRequested: true } : {}) },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    expect(order.status).not.toBe('CONFIRMED');
    expect(await mailsTo(lena.email)).toEqual([]);
    // Named later, still before the confirmation: no mail yet either.
    const moritz = person('Moritz');
    const later = await api.call({
      method: 'PUT', url: `/api/guest-order/${order.id}/positions/${order.lines[0]!.positionId}/participants`, orderToken,
      payload: { participants: [lena, moritz] },
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(await mailsTo(moritz.email)).toEqual([]);

    const paid = await api.call({ method: 'PUT', url: '/api/guest-order/payment', orderToken, key: newKey(), payload: { paymentMethod: 'INVOICE' } });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<Order>().status).toBe('CONFIRMED');
    for (const email of [lena.email, moritz.email]) {
      const mails = await mailsTo(email);
      expect(mails.map((mail) => mail.subject), email).toEqual([`Ihre Anmeldung: ${order.lines[0]!.name}`]);
      expect(mails[0]!.text_body).toContain(`${BUYER.firstName} ${BUYER.lastName} hat Sie bei Kursmarkt`);
      expect(await attachmentsOf(mails[0]!.id)).toHaveLength(1);
    }
  }, 90_000);
});

describe('the registration link of a participant', () => {
  it('fills in the address, and the account made through it is verified and sees the booking', async () => {
    const date = take();
    const dora = person('Dora');
    await placeWithParticipants(date, [dora]);
    const token = tokenIn((await mailsTo(dora.email)).at(-1)!.text_body, '/konto-anlegen')!;

    const registered = await register({ firstName: 'Dora' }, token);
    expect(registered.prefilled).toBe(dora.email);
    expect(registered.verified).toBe(true);
    // No verification mail: the link came to that mailbox.
    expect((await mailsTo(dora.email)).filter((mail) => mail.subject === 'Bitte bestätigen Sie Ihre E-Mail-Adresse')).toEqual([]);
    const { bookings, emailVerified } = await bookingsOf(registered.token);
    expect(emailVerified).toBe(true);
    expect(bookings.map((booking) => booking.scheduleId)).toEqual([date.scheduleId]);
  }, 90_000);

  it('another address typed into the form is not verified by it (and gets the verification mail)', async () => {
    const date = take();
    const emil = person('Emil');
    await placeWithParticipants(date, [emil]);
    const token = tokenIn((await mailsTo(emil.email)).at(-1)!.text_body, '/konto-anlegen')!;
    const other = `andere.${unique()}@example.org`;
    const registered = await register({ firstName: 'Emil', email: other }, token);
    expect(registered.verified).toBe(false);
    expect((await mailsTo(other)).map((mail) => mail.subject)).toEqual(['Bitte bestätigen Sie Ihre E-Mail-Adresse']);
  }, 90_000);
});

describe('verified addresses decide what GET /api/customer/bookings shows', () => {
  it('registration mails the link; bookings are hidden until it is opened and shown after; the provider says email_verified', async () => {
    const date = take();
    const fritz = person('Fritz');
    await placeWithParticipants(date, [fritz]);

    const registered = await register({ firstName: 'Fritz', email: fritz.email });
    expect(registered.verified).toBe(false);
    expect(await bookingsOf(registered.token)).toEqual({ bookings: [], emailVerified: false });
    const unverified = await signIn(new Browser(api.server.app), { email: fritz.email, password: PASSWORD });
    expect(claimsOf(unverified.id_token!)).toMatchObject({ email: fritz.email, email_verified: false });
    const mail = (await mailsTo(fritz.email)).find((sent) => sent.subject === 'Bitte bestätigen Sie Ihre E-Mail-Adresse')!;
    expect(mail.text_body).toContain('Der Link gilt 48 Stunden.');
    const token = tokenIn(mail.text_body, '/e-mail-bestaetigen')!;

    const opened = await api.call({ method: 'POST', url: '/api/email-verification', payload: { token } });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ email: fritz.email });
    const after = await bookingsOf(registered.token);
    expect(after.emailVerified).toBe(true);
    expect(after.bookings.map((booking) => booking.scheduleId)).toEqual([date.scheduleId]);
    // Opening it again answers the same; asking for another mail: already verified.
    expect((await api.call({ method: 'POST', url: '/api/email-verification', payload: { token } })).statusCode).toBe(200);
    const again = await api.call({ method: 'POST', url: '/api/customer/email-verification/mail', token: registered.token, payload: {} });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EMAIL_ALREADY_VERIFIED' });
    // The sign-in's ID token now says so.
    const tokens = await signIn(new Browser(api.server.app), { email: fritz.email, password: PASSWORD });
    expect(claimsOf(tokens.id_token!)).toMatchObject({ sub: String(registered.accountId), email: fritz.email, email_verified: true });
  }, 90_000);

  it("an unverified account with a participant's address never sees the booking; a changed address is unverified again", async () => {
    const date = take();
    const greta = person('Greta');
    await placeWithParticipants(date, [greta]);
    const intruder = await account(greta.email.toUpperCase(), false);
    expect(await bookingsOf(intruder.token)).toEqual({ bookings: [], emailVerified: false });

    const owner = await account(`greta.eigen.${unique()}@example.org`, true);
    expect((await bookingsOf(owner.token)).emailVerified).toBe(true);
    await api.q('update account set email = $2 where id = $1', [owner.id, greta.email.replace('@', '.neu@')]);
    expect(await bookingsOf(owner.token)).toEqual({ bookings: [], emailVerified: false });
    // A change of letter case only keeps it.
    const cased = await account(`hans.${unique()}@example.org`, true);
    await api.q('update account set email = upper(email) where id = $1', [cased.id]);
    expect((await bookingsOf(cased.token)).emailVerified).toBe(true);
  }, 90_000);

  it("the verification link is one account's and one address's: another account's id, a changed address, a forged or expired link are refused", async () => {
    const db = api.server.database.db;
    const ida = await register({ firstName: 'Ida', email: `ida.${unique()}@example.org` });
    const jan = await register({ firstName: 'Jan', email: `jan.${unique()}@example.org` });
    const idaToken = tokenIn((await mailsTo(ida.email)).at(-1)!.text_body, '/e-mail-bestaetigen')!;
    const post = (token: string) => api.call({ method: 'POST', url: '/api/email-verification', payload: { token } });

    // Ida's token with Jan's id (its signature names Ida): refused, and Jan stays unverified.
    const swapped = idaToken.replace(/^\d+\./, `${jan.accountId}.`);
    expect(swapped).not.toBe(idaToken);
    const refused = await post(swapped);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'EMAIL_LINK_INVALID' });
    // A token signed for Ida's address cannot verify Jan even when made with Jan's id.
    const foreign = await signLink(db, { purpose: `verify-email\n${ida.email}`, orderId: jan.accountId, expiresAt: new Date(Date.now() + 3600_000) });
    expect((await post(foreign)).statusCode).toBe(403);
    expect((await post('garbage')).statusCode).toBe(403);
    expect((await api.q<{ v: boolean }>('select email_verified_at is not null as v from account where id = $1', [jan.accountId]))[0]!.v).toBe(false);

    // Expired: 410, and the expired link asks for a new mail.
    const expired = await signLink(db, { purpose: `verify-email\n${jan.email}`, orderId: jan.accountId, expiresAt: new Date(Date.now() - 1000) });
    const late = await post(expired);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: 'EMAIL_LINK_EXPIRED' });
    await expect(verifyEmail(db, idaToken, new Date(Date.now() + 49 * 3600_000))).rejects.toMatchObject({ statusCode: 410 });
    const before = (await mailsTo(jan.email)).length;
    const resent = await api.call({ method: 'POST', url: '/api/email-verification/mail', payload: { token: expired, language: 'en' } });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ sent: true });
    const fresh = (await mailsTo(jan.email)).slice(before);
    expect(fresh.map((mail) => mail.subject)).toEqual(['Please confirm your e-mail address']);
    expect((await post(tokenIn(fresh[0]!.text_body, '/e-mail-bestaetigen')!)).statusCode).toBe(200);

    // A changed address: the old link no longer works.
    await api.q('update account set email = $2 where id = $1', [ida.accountId, `ida.neu.${unique()}@example.org`]);
    expect((await post(idaToken)).statusCode).toBe(403);
  }, 120_000);

  it('new mails are limited per address and day (requested mails)', async () => {
    const kai = await register({ firstName: 'Kai', email: `kai.${unique()}@example.org` });
    const ask = () => api.call({ method: 'POST', url: '/api/customer/email-verification/mail', token: kai.token, payload: {} });
    // The registration mail was the first of three.
    expect((await ask()).json()).toEqual({ sent: true });
    expect((await ask()).json()).toEqual({ sent: true });
    expect((await ask()).json()).toEqual({ sent: false });
    expect((await mailsTo(kai.email)).length).toBe(3);
  }, 60_000);
});
