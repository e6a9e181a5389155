/**
 * The organizer's participant list (issue 25 §4) through app.inject: organizer staff see only their
 * own organizer's dates (another's answers 404; customers 403; anonymous 401); a date lists its current
 * participants with chamber, member number, order number and buyer — a replaced or released
 * participant is not listed; attendance is refused before the date starts (409) and every bad mark is
 * refused (422) with nothing written; the CSV opens in Excel (BOM, semicolons, header) and carries no
 * formula. An order from before participants lists its buyer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceList, OrganizerSchedules } from '../../src/shared/attendance.ts';
import { bookParticipants, moveDate, person } from '../support/attendance.ts';
import { orderDates, staffAccount } from '../support/course-orders.ts';
import { bookable, startOrderApi, type Bookable, type OrderApi } from '../support/order-api.ts';

let api: OrderApi;
let online: Bookable;
let present: Bookable;
let staff: { token: string };
let otherStaff: { token: string };

beforeAll(async () => {
  api = await startOrderApi();
  online = (await bookable(api, `c.course_type = 'ONLINE'`))[0]!;
  present = (await bookable(api, `c.course_type = 'PRESENT' and c.organizer_id = $2 and s.id <> $3`, [online.organizerId, online.scheduleId]))[0]!;
  staff = await staffAccount(api, ['organizer_staff'], { organizerId: online.organizerId });
  const [other] = await api.q<{ id: number }>('select id from organizer where id <> $1 order by id limit 1', [online.organizerId]);
  otherStaff = await staffAccount(api, ['organizer_staff'], { organizerId: other!.id });
}, 180_000);
afterAll(async () => {
  await api?.server.close();
});

const listUrl = (scheduleId: number) => `/api/organizer/schedules/${scheduleId}`;
const read = async (scheduleId: number, token = staff.token) => {
  const response = await api.call({ method: 'GET', url: listUrl(scheduleId), token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AttendanceList>();
};
const mark = (scheduleId: number, entries: unknown[], token = staff.token) =>
  api.call({ method: 'PUT', url: `${listUrl(scheduleId)}/attendance`, token, payload: { entries } });
const marksWritten = async (scheduleId: number) =>
  (await api.q<{ n: number }>(
    'select count(*)::int as n from participant_attendance a join order_participant op on op.id = a.participant_id where op.schedule_id = $1',
    [scheduleId],
  ))[0]!.n;

describe('who reads which list', () => {
  it('anonymous 401, a customer 403, staff of another organizer 404 for the date, its marks and its CSV', async () => {
    const buyer = await api.customer();
    await bookParticipants(api, buyer, online, [person('Zugriff')]);
    expect((await api.call({ method: 'GET', url: '/api/organizer/schedules' })).statusCode).toBe(401);
    expect((await api.call({ method: 'GET', url: '/api/organizer/schedules', token: buyer.token })).statusCode).toBe(403);
    expect((await api.call({ method: 'GET', url: listUrl(online.scheduleId), token: buyer.token })).statusCode).toBe(403);
    for (const url of [listUrl(online.scheduleId), `${listUrl(online.scheduleId)}/participants.csv`]) {
      const response = await api.call({ method: 'GET', url, token: otherStaff.token });
      expect(response.statusCode, url).toBe(404);
    }
    expect((await mark(online.scheduleId, [{ positionId: 1, seat: 1, present: true }], otherStaff.token)).statusCode).toBe(404);
    const others = (await api.call({ method: 'GET', url: '/api/organizer/schedules', token: otherStaff.token })).json<OrganizerSchedules>();
    expect(others.schedules.map((date) => date.scheduleId)).not.toContain(online.scheduleId);
    const own = (await api.call({ method: 'GET', url: '/api/organizer/schedules', token: staff.token })).json<OrganizerSchedules>();
    expect(own.schedules.find((date) => date.scheduleId === online.scheduleId)).toMatchObject({ started: false, participants: expect.any(Number) });
    // A date nobody booked is not the staff's to read either.
    expect((await api.call({ method: 'GET', url: listUrl(2_000_000), token: staff.token })).statusCode).toBe(404);
  }, 60_000);
});

describe('the list of a date', () => {
  it('names each current participant with chamber, member number, order number and buyer; replaced and released ones are gone', async () => {
    const buyer = await api.customer();
    const anna = person('Anna', 'Adler', { chamberId: 2, memberNumber: 'B-4711' });
    const bernd = person('Bernd', 'Brandt');
    const carla = person('Carla', 'Cramer');
    const { order, positionId } = await bookParticipants(api, buyer, present, [anna, bernd, carla]);
    // Carla is replaced by Dora (naming again), and a second order's seat is given back (a withdrawal releases it).
    const dora = person('Dora', 'Dietz');
    const renamed = await api.call({
      method: 'PUT', url: `/api/customer/orders/${order.orderNumber}/positions/${positionId}/participants`, token: buyer.token,
      payload: { participants: [anna, bernd, dora] },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const released = person('Emil', 'Ehlers');
    const second = await bookParticipants(api, await api.customer(), present, [released]);
    await api.q('update order_participant set released_at = now() where order_position_id = $1', [second.positionId]);

    const list = await read(present.scheduleId);
    const emails = list.entries.map((entry) => entry.email);
    expect(emails).toEqual(expect.arrayContaining([anna.email, bernd.email, dora.email]));
    expect(emails).not.toContain(carla.email);
    expect(emails).not.toContain(released.email);
    expect(list.entries.find((entry) => entry.email === anna.email)).toEqual({
      positionId, seat: 1, firstName: 'Anna', lastName: 'Adler', email: anna.email, chamber: 'Rechtsanwaltskammer Berlin', memberNumber: 'B-4711',
      orderNumber: order.orderNumber, buyer: 'Kanzlei Beispiel', present: null, continuous: false, recordedAt: null,
    });
    expect(list.schedule).toMatchObject({ scheduleId: present.scheduleId, courseType: 'PRESENT', started: false });
  }, 60_000);

  it('an order from before participants (no participant row) lists its buyer; marking them writes the buyer as participant', async () => {
    const [date] = await bookable(api, `c.course_type = 'PRESENT' and s.id not in ($2, $3)`, [online.scheduleId, present.scheduleId]);
    const ownStaff = await staffAccount(api, ['organizer_staff'], { organizerId: date!.organizerId });
    const buyer = await api.customer();
    const { positions } = await orderDates(api, buyer, [date!]);
    await api.q('delete from order_participant where order_position_id = $1', [positions[0]!.positionId]);
    await moveDate(api, date!.scheduleId, 1, 0);
    const list = await read(date!.scheduleId, ownStaff.token);
    expect(list.entries).toHaveLength(1);
    expect(list.entries[0]).toMatchObject({ positionId: positions[0]!.positionId, seat: 1, firstName: 'Berta', lastName: 'Beispiel', present: null });
    const marked = await mark(date!.scheduleId, [{ positionId: positions[0]!.positionId, seat: 1, present: true }], ownStaff.token);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json<AttendanceList>().entries[0]).toMatchObject({ present: true });
    const rows = await api.q<{ is_buyer: boolean }>('select is_buyer from order_participant where order_position_id = $1', [positions[0]!.positionId]);
    expect(rows).toEqual([{ is_buyer: true }]);
  }, 60_000);
});

describe('marking attendance', () => {
  it('is refused before the date starts (409 ATTENDANCE_NOT_YET with the start), and works from its first day', async () => {
    const buyer = await api.customer();
    const { positionId } = await bookParticipants(api, buyer, online, [person('Frieda'), person('Gustav')]);
    const entries = [{ positionId, seat: 1, present: true, continuous: true }];
    const early = await mark(online.scheduleId, entries);
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json()).toMatchObject({ code: 'ATTENDANCE_NOT_YET', startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(await marksWritten(online.scheduleId)).toBe(0);
    await moveDate(api, online.scheduleId, 0, 1);
    const marked = await mark(online.scheduleId, [...entries, { positionId, seat: 2, present: false }]);
    expect(marked.statusCode, marked.body).toBe(200);
    const list = marked.json<AttendanceList>();
    expect(list.entries.find((entry) => entry.positionId === positionId && entry.seat === 1)).toMatchObject({
      present: true, continuous: true, recordedAt: expect.any(String),
    });
    expect(list.entries.find((entry) => entry.positionId === positionId && entry.seat === 2)).toMatchObject({ present: false, continuous: false });
    expect(list.schedule).toMatchObject({ started: true, present: 1, absent: 1 });
    // Marking again overwrites.
    const again = await mark(online.scheduleId, [{ positionId, seat: 1, present: true, continuous: false }]);
    expect(again.json<AttendanceList>().entries.find((entry) => entry.positionId === positionId && entry.seat === 1)).toMatchObject({ continuous: false });
  }, 60_000);

  it('refuses every bad mark with its code and field, and writes nothing of the request', async () => {
    const buyer = await api.customer();
    const { positionId } = await bookParticipants(api, buyer, present, [person('Hanna')]);
    await moveDate(api, present.scheduleId, 2, -1);
    const before = await marksWritten(present.scheduleId);
    const good = { positionId, seat: 1, present: true };
    const cases: [string, unknown[], number, string, string | undefined][] = [
      ['a seat without participant', [good, { positionId, seat: 2, present: true }], 422, 'UNKNOWN_PARTICIPANT', 'entries.1'],
      ['a position of another date', [good, { positionId: 1, seat: 1, present: true }], 422, 'UNKNOWN_PARTICIPANT', 'entries.1'],
      ['the same seat twice', [good, good], 422, 'DUPLICATE_ENTRY', 'entries.1'],
      ['continuous attendance at an in-person date', [{ ...good, continuous: true }], 422, 'CONTINUOUS_ONLY_ONLINE', 'entries.0.continuous'],
      ['no marks', [], 400, 'VALIDATION_FAILED', 'entries'],
      ['an unknown property', [{ ...good, certificate: true }], 400, 'VALIDATION_FAILED', 'entries.0.certificate'],
      ['present missing', [{ positionId, seat: 1 }], 400, 'VALIDATION_FAILED', 'entries.0.present'],
    ];
    for (const [what, entries, status, code, field] of cases) {
      const refused = await mark(present.scheduleId, entries);
      expect(refused.statusCode, `${what}: ${refused.body}`).toBe(status);
      expect(refused.json(), what).toMatchObject({ code, ...(field ? { field } : {}) });
    }
    const onlineBuyer = await api.customer();
    const onlineBooking = await bookParticipants(api, onlineBuyer, online, [person('Ida')]);
    await moveDate(api, online.scheduleId, 0, 1);
    const absentButContinuous = await mark(online.scheduleId, [{ positionId: onlineBooking.positionId, seat: 1, present: false, continuous: true }]);
    expect(absentButContinuous.json()).toMatchObject({ code: 'CONTINUOUS_NEEDS_PRESENT', field: 'entries.0.continuous' });
    expect(await marksWritten(present.scheduleId)).toBe(before);
  }, 60_000);
});

describe('the CSV download', () => {
  it('is UTF-8 with BOM, semicolon-separated with a header row, and no cell starts a formula', async () => {
    const buyer = await api.customer({ company: '=HYPERLINK("http://evil.example","Kanzlei")' });
    const jorg = person('Jörg', 'Müller-Lüdenscheidt');
    const plus = { ...person('Plus'), lastName: '+49 Schmidt; "Max"' };
    await bookParticipants(api, buyer, present, [jorg, plus]);
    const response = await api.call({ method: 'GET', url: `${listUrl(present.scheduleId)}/participants.csv`, token: staff.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Teilnehmerliste-\d{4}-\d{2}-\d{2}-\d+\.csv"$/);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('"Nachname";"Vorname";"E-Mail";"Kammer";"Mitgliedsnummer";"Bestellnummer";"Besteller";"Anwesenheit";"Erfasst am"');
    const jorgLine = lines.find((line) => line.includes(jorg.email))!;
    expect(jorgLine.startsWith('"Müller-Lüdenscheidt";"Jörg";')).toBe(true);
    expect(jorgLine).toContain(`"'=HYPERLINK(""http://evil.example"",""Kanzlei"")"`);
    expect(lines.find((line) => line.includes(plus.email))).toContain(`"'+49 Schmidt; ""Max"""`);
    // Every cell is quoted and none begins with a formula character.
    for (const line of lines.filter(Boolean)) for (const cell of line.split('";"')) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);
  }, 60_000);
});
