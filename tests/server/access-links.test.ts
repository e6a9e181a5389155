/**
 * Personal access links for online dates and the reminder of missing names (issue 25 §1, §3, §6)
 * through app.inject, on PGlite and (DATABASE_URL) on PostgreSQL. The job table runs with a fake
 * clock (services/background-jobs.ts):
 * - the organizer's staff store the join address of their own online date; every refusal (guest,
 *   customer, another organizer's or an unknown date: 404, not https, credentials, not online);
 * - the links are mailed ACCESS_LINK_SEND_DAYS_BEFORE days before the start, once per person, and
 *   shown in the participant's own bookings; before the join address is stored the link answers 409
 *   ACCESS_NOT_YET_OPEN, then the join address; an unknown token 404, a malformed one 400;
 * - a substitute gets confirmation, .ics and (the send day passed) a new link at once, and the
 *   replaced person's link answers 410 ACCESS_LINK_REVOKED; after the date's end 410 ACCESS_DATE_OVER;
 * - the buyer gets one reminder of unnamed seats PARTICIPANT_NAMES_REMINDER_DAYS_BEFORE days before the
 *   start (English for an English order), none when all are named by then; the start-up sweep queues
 *   the jobs of orders confirmed before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessLinkOpened } from '../../src/shared/access-links.ts';
import type { ParticipantBookings } from '../../src/shared/participants.ts';
import { createAccount } from '../../src/server/identity/accounts.ts';
import { morningOf, addDays } from '../../src/server/services/berlin-time.ts';
import { shopJobRunner, sweepOrderJobs } from '../../src/server/services/background-jobs.ts';
import { Browser, DEMO_CUSTOMER, DEMO_STAFF, signIn } from '../support/identity.ts';
import { TODAY, bookable, startOrderApi, type Bookable, type OrderApi } from '../support/order-api.ts';
import { bookParticipants, type Person } from '../support/attendance.ts';

let api: OrderApi;
let online: Bookable[];
let nextOnline = 0;
/** An online date of organizer 1, whose staff the demo account is. */
let ownDate: Bookable;
let staffToken: string;
let customerToken: string;

beforeAll(async () => {
  api = await startOrderApi();
  // The demo staff member works for organizer 1: its online dates first, then others' (any date books).
  const own = await api.q<{ course_id: number; schedule_id: number; level_id: number; price: number }>(
    `select distinct on (s.id) c.id as course_id, s.id as schedule_id, pl.id as level_id, pl.price_cents as price
       from course c join course_schedule s on s.course_id = c.id join price_level pl on pl.schedule_id = s.id
      where c.organizer_id = 1 and c.course_type = 'ONLINE' and c.kind <> 'FACHANWALTSLEHRGANG' and s.start_date > ($1::date + 20)
        and s.booked + 3 <= s.seats and pl.price_cents > 0
      order by s.id, pl.position`,
    [TODAY],
  );
  const ownDates = own.map((row) => ({ courseId: row.course_id, scheduleId: row.schedule_id, priceLevelId: row.level_id, priceCents: row.price, organizerId: 1 }));
  ownDate = ownDates[0]!;
  online = await bookable(api, "c.course_type = 'ONLINE' and c.organizer_id <> 1 and s.booked + 3 <= s.seats");
  expect(online.length).toBeGreaterThanOrEqual(5);
  [staffToken, customerToken] = (await Promise.all([
    signIn(new Browser(api.server.app), DEMO_STAFF),
    signIn(new Browser(api.server.app), DEMO_CUSTOMER),
  ])).map((tokens) => tokens.access_token) as [string, string];
}, 120_000);
afterAll(async () => {
  await api?.server.close();
});

const unique = () => Math.random().toString(36).slice(2, 8);
const person = (name: string) => ({ firstName: name, lastName: 'Teilnehmer', email: `${name.toLowerCase()}.${unique()}@example.org` });
const takeOnline = () => online[nextOnline++]!;

interface Mail { id: number; subject: string; text_body: string }
const mailsTo = (email: string) =>
  api.q<Mail>('select id::int as id, subject, text_body from mail_outbox where lower(recipient) = lower($1) order by id', [email]);
const linkMails = async (email: string) => (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Ihr persönlicher Zugangslink'));
const tokenIn = (text: string) => /\/zugang#([A-Za-z0-9_-]{43})/.exec(text)?.[1];

const startOf = async (scheduleId: number) =>
  (await api.q<{ start: string }>('select start_date::text as start from course_schedule where id = $1', [scheduleId]))[0]!.start;
/** The runner of the shop's jobs at a fake time. */
const runJobsAt = (at: Date) => shopJobRunner(api.server.database.db, api.server.app.settings, () => at).runDue();

/** A customer's order of `date` with these participants, by invoice (confirmed at once). */
async function placeWithParticipants(date: Bookable, participants: (Person | null)[], seats = participants.length) {
  const customer = await api.customer();
  const { order } = await bookParticipants(api, customer, date, participants, seats);
  const [buyer] = await api.q<{ email: string }>('select email from account where id = $1', [customer.id]);
  return { customer, order, line: order.lines[0]!, buyerEmail: buyer!.email };
}

const putJoinUrl = (scheduleId: number, joinUrl: unknown, token: string | null = staffToken) =>
  api.call({ method: 'PUT', url: `/api/organizer-access/schedules/${scheduleId}/join-url`, token: token ?? undefined, payload: { joinUrl } });
const open = (token: string) => api.call({ method: 'POST', url: '/api/access-link', payload: { token } });

describe('the join address of an online date (organizer staff)', () => {
  it('is stored for an own online date and read back; every refusal writes nothing', async () => {
    const date = ownDate;
    const [foreign] = await api.q<{ id: number }>(
      "select s.id from course_schedule s join course c on c.id = s.course_id where c.organizer_id <> 1 and c.course_type = 'ONLINE' order by s.id limit 1",
    );
    const [present] = await api.q<{ id: number }>(
      "select s.id from course_schedule s join course c on c.id = s.course_id where c.organizer_id = 1 and c.course_type = 'PRESENT' order by s.id limit 1",
    );
    const refusals: [string, Awaited<ReturnType<typeof putJoinUrl>>, number, string?][] = [
      ['guest', await putJoinUrl(date.scheduleId, 'https://meet.example.org/raum-1', null), 401],
      ['customer', await putJoinUrl(date.scheduleId, 'https://meet.example.org/raum-1', customerToken), 403],
      ["another organizer's date", await putJoinUrl(foreign!.id, 'https://meet.example.org/raum-1'), 404],
      ['an unknown date', await putJoinUrl(2_000_000_000, 'https://meet.example.org/raum-1'), 404],
      ['http', await putJoinUrl(date.scheduleId, 'http://meet.example.org/raum-1'), 400],
      ['not a string', await putJoinUrl(date.scheduleId, 42), 400],
      ['credentials', await putJoinUrl(date.scheduleId, 'https://user:secret@meet.example.org/raum-1'), 422, 'JOIN_URL_INVALID'],
      ['no host name', await putJoinUrl(date.scheduleId, 'https://localhost/raum'), 422, 'JOIN_URL_INVALID'],
      ['an in-person date', await putJoinUrl(present!.id, 'https://meet.example.org/raum-1'), 422, 'NOT_ONLINE'],
    ];
    for (const [what, answer, status, code] of refusals) {
      expect(answer.statusCode, `${what}: ${answer.body}`).toBe(status);
      if (code) expect(answer.json<{ code: string }>().code, what).toBe(code);
    }
    expect(await api.q('select 1 from schedule_join_url')).toEqual([]);
    const foreignRead = await api.call({ method: 'GET', url: `/api/organizer-access/schedules/${foreign!.id}/join-url`, token: staffToken });
    expect(foreignRead.statusCode).toBe(404);

    const stored = await putJoinUrl(date.scheduleId, 'https://meet.example.org/raum-1?pwd=abc');
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toEqual({ scheduleId: date.scheduleId, joinUrl: 'https://meet.example.org/raum-1?pwd=abc' });
    const read = await api.call({ method: 'GET', url: `/api/organizer-access/schedules/${date.scheduleId}/join-url`, token: staffToken });
    expect(read.json()).toEqual({ scheduleId: date.scheduleId, joinUrl: 'https://meet.example.org/raum-1?pwd=abc' });
    // The next test starts on this date without an address.
    await api.q('delete from schedule_join_url');
  }, 60_000);
});

describe('personal access links', () => {
  it('are mailed on the send day, once; shown in the own area; open the join address once stored; a substitute gets a new one at once, the old one is dead', async () => {
    const date = ownDate;
    const anna = person('Anna');
    const bruno = person('Bruno');
    const { customer, order, line } = await placeWithParticipants(date, [anna, bruno]);
    const start = await startOf(date.scheduleId);
    const sendDay = morningOf(addDays(start, -api.server.app.settings.accessLinkSendDaysBefore));

    // Confirmed today: the order's jobs are queued; nothing is due before the send day.
    await runJobsAt(new Date());
    await runJobsAt(new Date(sendDay.getTime() - 60_000));
    expect(await linkMails(anna.email)).toEqual([]);

    await runJobsAt(sendDay);
    const [annaMail] = await linkMails(anna.email);
    const [brunoMail] = await linkMails(bruno.email);
    expect(annaMail!.subject).toBe(`Ihr persönlicher Zugangslink: ${line.name}`);
    expect(annaMail!.text_body).toContain('Guten Tag Anna Teilnehmer,');
    const annaToken = tokenIn(annaMail!.text_body)!;
    const brunoToken = tokenIn(brunoMail!.text_body)!;
    expect(annaToken).toBeTruthy();
    expect(brunoToken).not.toBe(annaToken);
    // Only the hash is stored.
    expect(await api.q('select 1 from participant_access_link where token_hash = $1 or nonce = $1', [annaToken])).toEqual([]);
    // Once: later rounds send nothing again.
    await runJobsAt(new Date(sendDay.getTime() + 3_600_000));
    expect(await linkMails(anna.email)).toHaveLength(1);

    // The participant's own area shows the link that was mailed.
    const password = 'Zugang-Test-2026';
    await createAccount(api.server.database.db, { email: anna.email, password, firstName: 'Anna', lastName: 'Teilnehmer', emailVerified: true });
    const annaAccount = (await signIn(new Browser(api.server.app), { email: anna.email, password })).access_token;
    const bookings = (await api.call({ method: 'GET', url: '/api/customer/bookings', token: annaAccount })).json<ParticipantBookings>();
    expect(bookings.bookings.find((booking) => booking.scheduleId === date.scheduleId)!.accessLink).toBe(`http://shop.test/zugang#${annaToken}`);

    // Before the organizer stored the address: "wird vor Beginn freigeschaltet".
    const early = await open(annaToken);
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json()).toMatchObject({ code: 'ACCESS_NOT_YET_OPEN', startDate: start });
    expect((await putJoinUrl(date.scheduleId, 'https://meet.example.org/online-7')).statusCode).toBe(200);
    const opened = await open(annaToken);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<AccessLinkOpened>()).toMatchObject({ joinUrl: 'https://meet.example.org/online-7', courseName: line.name, startDate: start });

    // Unknown and malformed tokens.
    const unknown = await open('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ code: string }>().code).toBe('ACCESS_LINK_UNKNOWN');
    expect((await open('kurz')).statusCode).toBe(400);

    // Substitution after the send day: Clara replaces Anna.
    const clara = person('Clara');
    const url = `/api/customer/orders/${order.orderNumber}/positions/${line.positionId}/participants`;
    const renamed = await api.call({ method: 'PUT', url, token: customer.token, payload: { participants: [clara, bruno] } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const revoked = await open(annaToken);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json<{ code: string }>().code).toBe('ACCESS_LINK_REVOKED');
    // Clara: the confirmation with the .ics at once, and her link with the next round of jobs.
    expect((await mailsTo(clara.email)).map((mail) => mail.subject)).toEqual([`Ihre Anmeldung: ${line.name}`]);
    await runJobsAt(new Date(sendDay.getTime() + 2 * 3_600_000));
    const [claraMail] = await linkMails(clara.email);
    const claraToken = tokenIn(claraMail!.text_body)!;
    expect((await open(claraToken)).json<AccessLinkOpened>().joinUrl).toBe('https://meet.example.org/online-7');
    expect((await open(brunoToken)).statusCode).toBe(200);
    expect(await linkMails(bruno.email)).toHaveLength(1);
    // Anna's area no longer lists the date.
    const after = (await api.call({ method: 'GET', url: '/api/customer/bookings', token: annaAccount })).json<ParticipantBookings>();
    expect(after.bookings.find((booking) => booking.scheduleId === date.scheduleId)).toBeUndefined();

    // After the date's end (its last day moved into the past): closed.
    await api.q("update order_position set schedule_start = current_date - 3, schedule_end = current_date - 2 where id = $1", [line.positionId]);
    const over = await open(claraToken);
    expect(over.statusCode).toBe(410);
    expect(over.json<{ code: string }>().code).toBe('ACCESS_DATE_OVER');
  }, 120_000);

  it('a substitute named before the send day gets the link with the others on the send day, not earlier; a withdrawn seat kills the link', async () => {
    const date = takeOnline();
    const anna = person('Anna');
    const { customer, order, line } = await placeWithParticipants(date, [anna], 2);
    const start = await startOf(date.scheduleId);
    const sendDay = morningOf(addDays(start, -api.server.app.settings.accessLinkSendDaysBefore));
    await runJobsAt(new Date());
    const dora = person('Dora');
    const url = `/api/customer/orders/${order.orderNumber}/positions/${line.positionId}/participants`;
    expect((await api.call({ method: 'PUT', url, token: customer.token, payload: { participants: [anna, dora] } })).statusCode).toBe(200);
    await runJobsAt(new Date());
    expect(await linkMails(dora.email)).toEqual([]);
    await runJobsAt(sendDay);
    expect(await linkMails(dora.email)).toHaveLength(1);
    expect(await linkMails(anna.email)).toHaveLength(1);
    const doraToken = tokenIn((await linkMails(dora.email))[0]!.text_body)!;
    await api.q('update order_participant set released_at = now() where order_position_id = $1', [line.positionId]);
    expect((await open(doraToken)).json<{ code: string }>().code).toBe('ACCESS_LINK_REVOKED');
  }, 120_000);
});

describe('the reminder of missing names', () => {
  it('goes to the buyer once, on its day, saying how many places want a name (English for an English order)', async () => {
    const date = takeOnline();
    const { order, buyerEmail, line } = await placeWithParticipants(date, [person('Erik')], 3);
    await api.q("update customer_order set language = 'en' where id = (select order_id from order_position where id = $1)", [line.positionId]);
    const start = await startOf(date.scheduleId);
    const reminderDay = morningOf(addDays(start, -api.server.app.settings.participantNamesReminderDaysBefore));
    const reminders = async () => (await mailsTo(buyerEmail)).filter((mail) => mail.subject.startsWith('Please name the participants'));

    await runJobsAt(new Date());
    await runJobsAt(new Date(reminderDay.getTime() - 60_000));
    expect(await reminders()).toEqual([]);
    await runJobsAt(reminderDay);
    const [mail] = await reminders();
    expect(mail!.subject).toBe(`Please name the participants: ${line.name}`);
    expect(mail!.text_body).toContain(`in your order ${order.orderNumber}, 2 of 3 places for “${line.name}”`);
    expect(mail!.text_body).toContain('http://shop.test/customer-dashboard');
    await runJobsAt(new Date(reminderDay.getTime() + 86_400_000));
    // The sweep at a restart queues nothing new for this order.
    expect(await sweepOrderJobs(api.server.database.db)).toBe(0);
    await runJobsAt(new Date(reminderDay.getTime() + 2 * 86_400_000));
    expect(await reminders()).toHaveLength(1);
    expect((await api.q<{ n: number }>("select count(*)::int as n from job where dedupe_key = $1", [`names-reminder:position:${line.positionId}`]))[0]!.n).toBe(1);
  }, 120_000);

  it('is not sent when every seat is named by then; none is queued for an order named in full', async () => {
    const date = takeOnline();
    const { customer, order, line, buyerEmail } = await placeWithParticipants(date, [person('Frida')], 2);
    const start = await startOf(date.scheduleId);
    await runJobsAt(new Date());
    const url = `/api/customer/orders/${order.orderNumber}/positions/${line.positionId}/participants`;
    const [frida] = await api.q<{ first_name: string; email: string }>('select first_name, email from order_participant where order_position_id = $1', [line.positionId]);
    const named = await api.call({
      method: 'PUT', url, token: customer.token,
      payload: { participants: [{ firstName: frida!.first_name, lastName: 'Teilnehmer', email: frida!.email }, person('Gustav')] },
    });
    expect(named.statusCode, named.body).toBe(200);
    await runJobsAt(morningOf(addDays(start, -api.server.app.settings.participantNamesReminderDaysBefore)));
    expect((await mailsTo(buyerEmail)).filter((mail) => mail.subject.startsWith('Bitte Teilnehmende nachtragen'))).toEqual([]);

    const full = await placeWithParticipants(takeOnline(), [person('Hanna')]);
    await runJobsAt(new Date());
    expect(await api.q('select 1 from job where dedupe_key = $1', [`names-reminder:position:${full.line.positionId}`])).toEqual([]);
  }, 120_000);

  it('the start-up sweep queues the jobs of an order confirmed before the job table', async () => {
    const date = takeOnline();
    const { line, buyerEmail } = await placeWithParticipants(date, [person('Ida')], 2);
    // As if confirmed before this code: no job of the order exists.
    await api.q("delete from job where dedupe_key like 'order-confirmed:%' and (payload->>'orderId')::bigint = (select order_id from order_position where id = $1)", [line.positionId]);
    expect(await sweepOrderJobs(api.server.database.db)).toBe(1);
    const start = await startOf(date.scheduleId);
    await runJobsAt(new Date());
    await runJobsAt(morningOf(addDays(start, -api.server.app.settings.participantNamesReminderDaysBefore)));
    expect((await mailsTo(buyerEmail)).filter((mail) => mail.subject.startsWith('Bitte Teilnehmende nachtragen'))).toHaveLength(1);
  }, 120_000);
});
