/**
 * Certificates, § 15 FAO hours and the chamber letter follow the participant and the attendance
 * staff recorded (issue 25 §4–§5), through app.inject with a firm's order of one online date for three
 * lawyers: only a participant marked present gets a certificate, in their own name, with "mit
 * Interaktion und kontinuierlicher Anwesenheit" only when confirmed; a participant reads only their
 * own certificate (others 404, the buyer too); the buyer gets none for others' seats, but one for
 * their own seat once present; the hours count for the participant who attended, not the buyer; the
 * chamber letter contains only attended, past courses, the chamber's full address and the
 * certificates, never "auf Anforderung".
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerOrderPosition, TrainingState } from '../../src/shared/customer-area.ts';
import type { ParticipantBookings } from '../../src/shared/participants.ts';
import { bookParticipants, moveDate, participantAccount, person, unique } from '../support/attendance.ts';
import { staffAccount } from '../support/course-orders.ts';
import { bookable, startOrderApi, type Bookable, type OrderApi } from '../support/order-api.ts';

let api: OrderApi;
let scratch: string;
let dates: Bookable[];
/** Organizer staff per organizer (each marks its own dates only). */
const staff = new Map<number, { token: string }>();

/** Online dates of lawyer courses with one title, referents and hours (their hours count without asking). */
const LAWYER_COURSE = `c.course_type = 'ONLINE' and c.duration_value > 0
  and exists (select 1 from course_referent cr where cr.course_id = c.id)
  and (select count(*) from course_scope cs where cs.course_id = c.id) = 1
  and exists (select 1 from course_scope cs join scope sc on sc.id = cs.scope_id where cs.course_id = c.id and sc.kind = 'LAWYER')`;

beforeAll(async () => {
  api = await startOrderApi();
  scratch = mkdtempSync(join(tmpdir(), 'attendance-'));
  dates = await bookable(api, LAWYER_COURSE);
  expect(dates.length).toBeGreaterThanOrEqual(6);
}, 180_000);
afterAll(async () => {
  await api?.server.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

function pdfText(bytes: Buffer): string {
  const file = join(scratch, `${unique()}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

const get = (url: string, token?: string) => api.call({ method: 'GET', url, ...(token ? { token } : {}) });
const bookingsOf = async (token: string) => (await get('/api/customer/bookings', token)).json<ParticipantBookings>().bookings;
const mark = async (date: Bookable, entries: unknown[]) => {
  if (!staff.has(date.organizerId)) staff.set(date.organizerId, await staffAccount(api, ['organizer_staff'], { organizerId: date.organizerId }));
  const { token } = staff.get(date.organizerId)!;
  const response = await api.call({ method: 'PUT', url: `/api/organizer/schedules/${date.scheduleId}/attendance`, token, payload: { entries } });
  expect(response.statusCode, response.body).toBe(200);
};

/** The firm's order of `date` for Paula, Quentin and Rita (all with accounts); the date is then over. */
async function firmOrder(date: Bookable) {
  const firm = await api.customer();
  const paula = person('Paula', 'Anwältin', { chamberId: 2, memberNumber: 'B-1' });
  const quentin = person('Quentin', 'Jurist');
  const rita = person('Rita', 'Rechtsanwältin');
  const { order, positionId } = await bookParticipants(api, firm, date, [paula, quentin, rita]);
  const accounts = {
    paula: await participantAccount(api, paula.email),
    quentin: await participantAccount(api, quentin.email),
    rita: await participantAccount(api, rita.email),
  };
  return { firm, order, positionId, accounts };
}

describe('certificates per participant', () => {
  let booking: Awaited<ReturnType<typeof firmOrder>>;
  let date: Bookable;

  beforeAll(async () => {
    date = dates[0]!;
    booking = await firmOrder(date);
  }, 60_000);

  it('before attendance is recorded there is only the booking: no certificate for anyone (409 NOT_ATTENDED)', async () => {
    const [own] = await bookingsOf(booking.accounts.paula.token);
    expect(own).toMatchObject({ scheduleId: date.scheduleId, present: null, certificateUrl: null, participantId: expect.any(Number) });
    const early = await get(`/api/customer/bookings/${own!.participantId}/certificate`, booking.accounts.paula.token);
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json()).toMatchObject({ code: 'NOT_ATTENDED' });
    // Even once the date is over: no mark, no certificate.
    await moveDate(api, date.scheduleId, 3, -2);
    expect((await get(`/api/customer/bookings/${own!.participantId}/certificate`, booking.accounts.paula.token)).statusCode).toBe(409);
  });

  it('marked present: each gets a certificate in their own name; the continuous-attendance words only where confirmed; absent gets none', async () => {
    const list = [
      { positionId: booking.positionId, seat: 1, present: true, continuous: true },
      { positionId: booking.positionId, seat: 2, present: true, continuous: false },
      { positionId: booking.positionId, seat: 3, present: false },
    ];
    await mark(date, list);
    const [paula] = await bookingsOf(booking.accounts.paula.token);
    expect(paula).toMatchObject({ present: true, certificateUrl: `/api/customer/bookings/${paula!.participantId}/certificate` });
    const paulaPdf = await get(paula!.certificateUrl!, booking.accounts.paula.token);
    expect(paulaPdf.statusCode, paulaPdf.body).toBe(200);
    expect(paulaPdf.headers['content-type']).toBe('application/pdf');
    const paulaText = pdfText(paulaPdf.rawPayload);
    expect(paulaText).toContain('Teilnahmebescheinigung');
    expect(paulaText).toContain('Paula Anwältin hat an der folgenden Fortbildungsveranstaltung teilgenommen');
    expect(paulaText).toContain('online mit Interaktion und kontinuierlicher Anwesenheit');
    expect(paulaText).not.toContain('Berta Beispiel');

    const [quentin] = await bookingsOf(booking.accounts.quentin.token);
    const quentinText = pdfText((await get(quentin!.certificateUrl!, booking.accounts.quentin.token)).rawPayload);
    expect(quentinText).toContain('Quentin Jurist');
    expect(quentinText).toContain('online');
    expect(quentinText).not.toContain('kontinuierlicher Anwesenheit');

    const [rita] = await bookingsOf(booking.accounts.rita.token);
    expect(rita).toMatchObject({ present: false, certificateUrl: null });
    const refused = await get(`/api/customer/bookings/${rita!.participantId}/certificate`, booking.accounts.rita.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NOT_ATTENDED' });
  });

  it("a participant reads only their own certificate: another participant, the buyer and strangers get 404; anonymous 401", async () => {
    const [paula] = await bookingsOf(booking.accounts.paula.token);
    const url = `/api/customer/bookings/${paula!.participantId}/certificate`;
    expect((await get(url, booking.accounts.quentin.token)).statusCode).toBe(404);
    expect((await get(url, booking.firm.token)).statusCode).toBe(404);
    expect((await get(url, (await api.customer()).token)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
    // An account with the address but not verified sees nothing of it.
    const unverifiedMail = person('Una');
    const other = await bookParticipants(api, await api.customer(), dates[2]!, [unverifiedMail]);
    expect(other.positionId).toBeGreaterThan(0);
    const una = await participantAccount(api, unverifiedMail.email, false);
    const [unaRow] = await api.q<{ id: number }>('select id::int as id from order_participant where order_position_id = $1', [other.positionId]);
    expect((await get(`/api/customer/bookings/${unaRow!.id}/certificate`, una.token)).statusCode).toBe(404);
  });

  it("the buyer gets no certificate for other people's seats (the order lists none)", async () => {
    const position = (await get(`/api/order/position/${booking.positionId}`, booking.firm.token)).json<CustomerOrderPosition>();
    expect(position.certificates).toMatchObject({ certificateUrl: null, attendanceUrlId: null, availableFrom: null });
    const refused = await get(`/api/customer-certificate/${booking.positionId}`, booking.firm.token);
    expect(refused.statusCode).toBe(409);
  });

  it("the buyer's own seat (Ich nehme selbst teil) gets the buyer's certificate once marked present", async () => {
    const own = dates[1]!;
    const buyer = await api.customer();
    const { positionId } = await bookParticipants(api, buyer, own, [{ self: true }, person('Kollegin')]);
    await moveDate(api, own.scheduleId, 2, -1);
    expect((await get(`/api/customer-certificate/${positionId}`, buyer.token)).statusCode).toBe(409);
    await mark(own, [{ positionId, seat: 1, present: true, continuous: true }, { positionId, seat: 2, present: false }]);
    const position = (await get(`/api/order/position/${positionId}`, buyer.token)).json<CustomerOrderPosition>();
    expect(position.certificates.certificateUrl).toBe(`/api/customer-certificate/${positionId}`);
    const text = pdfText((await get(position.certificates.certificateUrl!, buyer.token)).rawPayload);
    expect(text).toContain('Berta Beispiel hat an der folgenden');
    expect(text).toContain('online mit Interaktion und kontinuierlicher Anwesenheit');
    // Marked absent after all: the certificate is gone again.
    await mark(own, [{ positionId, seat: 1, present: false }]);
    expect((await get(`/api/customer-certificate/${positionId}`, buyer.token)).statusCode).toBe(409);
  });
});

describe('§ 15 FAO hours and the chamber letter follow the participant', () => {
  it("count the attended seat for the participant, nothing for the buyer's orders for others, NOT_ATTENDED for the absent", async () => {
    const date = dates[2]!;
    const booking = await firmOrder(date);
    await moveDate(api, date.scheduleId, 3, -2);
    await mark(date, [
      { positionId: booking.positionId, seat: 1, present: true, continuous: true },
      { positionId: booking.positionId, seat: 3, present: false },
    ]);
    const [row] = await api.q<{ year: number }>('select extract(year from schedule_start)::int as year from order_position where id = $1', [booking.positionId]);
    const stateOf = async (token: string) => (await get(`/api/customer/state/${row!.year}`, token)).json<TrainingState>();
    const courses = (state: TrainingState) => state.titles.flatMap((title) => title.courses).filter((course) => course.id === booking.positionId);
    const paula = courses(await stateOf(booking.accounts.paula.token));
    expect(paula).toHaveLength(1);
    expect(paula[0]!.countedHours).toBeGreaterThan(0);
    expect(paula[0]!.rejections).toEqual([]);
    expect(courses(await stateOf(booking.firm.token))).toEqual([]);
    const rita = courses(await stateOf(booking.accounts.rita.token));
    expect(rita[0]).toMatchObject({ countedHours: 0, rejections: ['NOT_ATTENDED'] });
    const quentin = courses(await stateOf(booking.accounts.quentin.token));
    expect(quentin[0]).toMatchObject({ countedHours: 0, rejections: ['NOT_ATTENDED'] });
  }, 60_000);

  it('the letter holds only attended, past courses, the chamber\'s full address and the certificates (one PDF), never "auf Anforderung"', async () => {
    // Paula: one attended past course, one past course marked absent, one course that started the same day and still runs.
    const paulaMail = person('Paula', 'Brief');
    const [attended, absentDate, ahead] = dates.slice(3, 6) as [Bookable, Bookable, Bookable];
    const orders: Awaited<ReturnType<typeof bookParticipants>>[] = [];
    for (const date of [attended, absentDate, ahead]) orders.push(await bookParticipants(api, await api.customer(), date, [paulaMail]));
    const paula = await participantAccount(api, paulaMail.email);
    await moveDate(api, attended.scheduleId, 5, -4);
    await moveDate(api, absentDate.scheduleId, 5, -4);
    await moveDate(api, ahead.scheduleId, 5, 1);
    await mark(attended, [{ positionId: orders[0]!.positionId, seat: 1, present: true, continuous: true }]);
    await mark(absentDate, [{ positionId: orders[1]!.positionId, seat: 1, present: false }]);
    const [facts] = await api.q<{ year: number; scope: number; name: string }>(
      `select extract(year from schedule_start)::int as year, scope_ids[1] as scope, name from order_position where id = $1`, [orders[0]!.positionId],
    );
    const scopes = await api.q<{ scope: number; name: string; id: number }>(
      'select scope_ids[1] as scope, name, id::int as id from order_position where id = any($1::bigint[])', [orders.map((o) => o.positionId)],
    );
    const letter = (orderIds: number[]) => api.call({
      method: 'POST', url: `/api/customer/state/${facts!.year}/letter`, token: paula.token,
      payload: {
        scopeIds: [...new Set(scopes.filter((s) => orderIds.includes(s.id)).map((s) => s.scope))], orderIds, manuelOrderIds: [], chamberId: 2,
        chamberMemberId: 'B-1',
      },
    });
    // A course still ahead, or not attended, is refused and named.
    const refused = await letter(orders.map((o) => o.positionId));
    expect(refused.statusCode, refused.body).toBe(422);
    const rejections = refused.json<{ code: string; courses: { id: number; rejections: string[] }[] }>();
    expect(rejections.code).toBe('LETTER_REJECTED');
    const named = (id: number) => rejections.courses.find((course) => course.id === id);
    expect(named(orders[0]!.positionId)).toBeUndefined();
    expect(named(orders[1]!.positionId)?.rejections).toEqual(['NOT_ATTENDED']);
    expect(named(orders[2]!.positionId)?.rejections).toEqual(['NOT_TAKEN_PLACE']);
    const written = await letter([orders[0]!.positionId]);
    expect(written.statusCode, written.body).toBe(200);
    const text = pdfText(written.rawPayload);
    expect(text).toContain('Rechtsanwaltskammer Berlin');
    expect(text).toContain('Littenstraße 9 10179 Berlin');
    expect(text).toContain(facts!.name);
    expect(text).not.toContain(scopes.find((s) => s.id === orders[1]!.positionId)!.name);
    expect(text).not.toContain(scopes.find((s) => s.id === orders[2]!.positionId)!.name);
    expect(text).toContain('Anlagen: 1 Teilnahmebescheinigung');
    expect(text).toContain('Paula Brief hat an der folgenden Fortbildungsveranstaltung teilgenommen');
    expect(text).toContain('online mit Interaktion und kontinuierlicher Anwesenheit');
    expect(text).not.toMatch(/auf Anforderung/i);
    const pages = execFileSync('pdfinfo', ['-'], { input: written.rawPayload, encoding: 'utf8' });
    expect(pages).toMatch(/Pages:\s+2/);
  }, 90_000);
});

describe("a participant's module certificates and attendance confirmation", () => {
  let booking: Awaited<ReturnType<typeof firmOrder>>;
  let date: Bookable;

  beforeAll(async () => {
    date = dates[0]!;
    booking = await firmOrder(date);
    // A date of two course days (16 hours: two modules), both over.
    await api.q('update order_position set duration_hours = 16 where id = $1', [booking.positionId]);
    await moveDate(api, date.scheduleId, 3, -2);
  }, 60_000);

  it('before attendance: modules listed without certificates, none to download — for the participants and for the buyer', async () => {
    const [paula] = await bookingsOf(booking.accounts.paula.token);
    expect(paula!.modules.map(({ moduleId, url }) => ({ moduleId, url }))).toEqual([
      { moduleId: 1, url: null },
      { moduleId: 2, url: null },
    ]);
    expect(paula!.attendanceUrlId).toBeNull();
    const early = await get(`/api/customer/bookings/${paula!.participantId}/module/1/certificate`, booking.accounts.paula.token);
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json()).toMatchObject({ code: 'NOT_ATTENDED' });
    // The buyer booked for others: no module certificate of theirs either (the order lists none).
    const buyer = await get(`/api/customer-certificate/${booking.positionId}/module/1`, booking.firm.token);
    expect(buyer.statusCode, buyer.body).toBe(409);
    expect(buyer.json()).toMatchObject({ code: 'NOT_ATTENDED' });
  });

  it('marked present: each module in the participant\'s own name; others cannot read it; the absent get none', async () => {
    await mark(date, [
      { positionId: booking.positionId, seat: 1, present: true, continuous: true },
      { positionId: booking.positionId, seat: 2, present: false },
    ]);
    const [paula] = await bookingsOf(booking.accounts.paula.token);
    const second = paula!.modules.find((module) => module.moduleId === 2)!;
    expect(second.url).toBe(`/api/customer/bookings/${paula!.participantId}/module/2/certificate`);
    const pdf = await get(second.url!, booking.accounts.paula.token);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Teilnahmebescheinigung');
    expect(text).toContain('(Modul 2)');
    expect(text).toContain('Paula Anwältin hat an der folgenden Fortbildungsveranstaltung teilgenommen');
    expect((await get(second.url!, booking.accounts.quentin.token)).statusCode).toBe(404);
    expect((await get(second.url!, booking.firm.token)).statusCode).toBe(404);
    expect((await get(`/api/customer/bookings/${paula!.participantId}/module/3/certificate`, booking.accounts.paula.token)).statusCode).toBe(404);
    const [quentin] = await bookingsOf(booking.accounts.quentin.token);
    expect(quentin!.modules.every((module) => module.url === null)).toBe(true);
  });

  it("the participant's own attendance confirmation: public by its id, in their name; none for the absent", async () => {
    const [paula] = await bookingsOf(booking.accounts.paula.token);
    expect(paula!.attendanceUrlId).toMatch(/^[0-9a-f]{32}$/);
    const confirmation = await get(`/api/course-certification/attendance/${paula!.attendanceUrlId}`);
    expect(confirmation.statusCode, confirmation.body).toBe(200);
    expect(confirmation.json()).toMatchObject({ participant: 'Paula Anwältin', courseType: 'ONLINE' });
    const pdf = await get(`/api/customer-certificate/attendance/${paula!.attendanceUrlId}`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Anwesenheitsbestätigung');
    expect(text).toContain('Paula Anwältin');
    expect(text).toContain('online mit Interaktion und kontinuierlicher Anwesenheit');

    const [quentin] = await bookingsOf(booking.accounts.quentin.token);
    expect(quentin!.attendanceUrlId).toBeNull();
    const [row] = await api.q<{ id: string }>('select attendance_url_id as id from order_participant where id = $1', [quentin!.participantId]);
    expect((await get(`/api/course-certification/attendance/${row!.id}`)).statusCode).toBe(404);
  });
});
