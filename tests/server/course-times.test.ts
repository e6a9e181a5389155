/**
 * Course times (issue 25 §3; migration 024-jobs-access.sql): course_schedule's daily start and end
 * time in Europe/Berlin. The seed gives online and in-person dates realistic times and self-study
 * none; the participant's .ics, read by ical.js (a parser nobody on this project wrote), has timed
 * events at the right instants — also for a date of several days across a change of summer time —
 * and all-day events for a date without times; the job table's German mornings are right in summer
 * and winter (services/berlin-time.ts).
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../src/shared/cart.ts';
import type { Order, OrderSummary } from '../../src/shared/order.ts';
import { calendarFile } from '../../src/server/documents/calendar.ts';
import { berlinInstant, morningOf } from '../../src/server/services/berlin-time.ts';
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

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
}

/** Every day of an event as [start, end] in UTC. */
function days(event: ICAL.Event): [string, string][] {
  const iterator = event.iterator();
  const found: [string, string][] = [];
  for (let next = iterator.next(); next; next = iterator.next()) {
    const details = event.getOccurrenceDetails(next);
    found.push([details.startDate.toJSDate().toISOString(), details.endDate.toJSDate().toISOString()]);
  }
  return found;
}

describe('timed calendar events in Europe/Berlin across a change of summer time', () => {
  it('autumn: 09:00–17:00 on three days is 07:00Z before the change and 08:00Z after', () => {
    const [event] = eventsOf(calendarFile([
      { uid: 'autumn@shop.test', summary: 'Kurs', startDate: '2026-10-24', endDate: '2026-10-26', times: { start: '09:00', end: '17:00' }, location: 'Köln', organizer: null },
    ]));
    expect(event!.startDate.zone!.tzid).toBe('Europe/Berlin');
    expect(days(event!)).toEqual([
      ['2026-10-24T07:00:00.000Z', '2026-10-24T15:00:00.000Z'],
      ['2026-10-25T08:00:00.000Z', '2026-10-25T16:00:00.000Z'],
      ['2026-10-26T08:00:00.000Z', '2026-10-26T16:00:00.000Z'],
    ]);
  });

  it('spring: 14:00–17:30 is 13:00Z in winter time and 12:00Z in summer time', () => {
    const [event] = eventsOf(calendarFile([
      { uid: 'spring@shop.test', summary: 'Kurs', startDate: '2027-03-27', endDate: '2027-03-29', times: { start: '14:00', end: '17:30' }, location: 'Online', organizer: null },
    ]));
    expect(days(event!)).toEqual([
      ['2027-03-27T13:00:00.000Z', '2027-03-27T16:30:00.000Z'],
      ['2027-03-28T12:00:00.000Z', '2027-03-28T15:30:00.000Z'],
      ['2027-03-29T12:00:00.000Z', '2027-03-29T15:30:00.000Z'],
    ]);
  });

  it('German wall-clock times as instants (the job table’s mornings, the end of a date)', () => {
    expect(morningOf('2026-07-01').toISOString()).toBe('2026-07-01T06:00:00.000Z');
    expect(morningOf('2026-12-01').toISOString()).toBe('2026-12-01T07:00:00.000Z');
    expect(berlinInstant('2026-10-25', '09:00').toISOString()).toBe('2026-10-25T08:00:00.000Z');
    expect(berlinInstant('2027-03-28', '09:00').toISOString()).toBe('2027-03-28T07:00:00.000Z');
    expect(berlinInstant('2026-10-24', '17:30').toISOString()).toBe('2026-10-24T15:30:00.000Z');
  });
});

describe('the seeded catalogue', () => {
  it('gives online and in-person dates times, self-study none; a date of several days runs 09:00–17:00', async () => {
    const rows = await api.q<{ course_type: string; with_times: number; without: number }>(
      `select c.course_type, count(*) filter (where s.start_time is not null)::int as with_times,
              count(*) filter (where s.start_time is null)::int as without
         from course_schedule s join course c on c.id = s.course_id group by c.course_type order by c.course_type`,
    );
    const of = (type: string) => rows.find((row) => row.course_type === type)!;
    expect(of('ONLINE')).toMatchObject({ without: 0 });
    expect(of('ONLINE').with_times).toBeGreaterThan(0);
    expect(of('PRESENT')).toMatchObject({ without: 0 });
    expect(of('SELF')).toMatchObject({ with_times: 0 });
    const long = await api.q<{ times: string }>(
      "select distinct to_char(start_time, 'HH24:MI') || '-' || to_char(end_time, 'HH24:MI') as times from course_schedule where end_date > start_date and start_time is not null",
    );
    expect(long.map((row) => row.times)).toEqual(['09:00-17:00']);
  });
});

describe("the participant's booking confirmation", () => {
  async function bookFor(date: Bookable, email: string) {
    const customer = await api.customer();
    const added = await api.call({ method: 'PUT', url: '/api/cart', token: customer.token, payload: { ...positionOf(date), seats: 1 } });
    const positionId = added.json<Cart>().positions.find((p) => p.scheduleId === date.scheduleId)!.id!;
    const named = await api.call({
      method: 'PUT', url: '/api/order/participants', token: customer.token,
      payload: { positions: [{ positionId, participants: [{ firstName: 'Zeit', lastName: 'Test', email }] }] },
    });
    expect(named.statusCode, named.body).toBe(200);
    await api.call({ method: 'PUT', url: '/api/order/payment', token: customer.token, payload: { paymentMethod: 'INVOICE' } });
    const summary = (await api.call({ method: 'GET', url: '/api/order/summary', token: customer.token })).json<OrderSummary>();
    const placed = await api.call({
      method: 'PUT', url: '/api/order', token: customer.token, key: newKey(),
      payload: { acceptTerms: true, acceptPrivacy: true, confirmedGrossValue: summary.totals.grossValue },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const [mail] = await api.q<{ id: number; text_body: string }>(
      "select id::int as id, text_body from mail_outbox where recipient = $1 and subject like 'Ihre Anmeldung%'", [email],
    );
    const [file] = await api.q<{ bytes: Uint8Array }>('select bytes from mail_attachment where mail_id = $1', [mail!.id]);
    return { order: placed.json<Order>(), text: mail!.text_body, events: eventsOf(Buffer.from(file!.bytes).toString('utf8')) };
  }

  it("has the date's times: a timed event at the German start and end, and the times in the text", async () => {
    const date = dates[0]!;
    await api.q("update course_schedule set start_time = '14:00', end_time = '17:30' where id = $1", [date.scheduleId]);
    const email = `zeit.${Math.random().toString(36).slice(2, 8)}@example.org`;
    const { order, text, events } = await bookFor(date, email);
    const { startDate, endDate } = order.lines[0]!.schedule!;
    expect(text).toContain('14:00–17:30 Uhr');
    const expected = (day: string, time: string) => berlinInstant(day, time).toISOString();
    expect(days(events[0]!)[0]).toEqual([expected(startDate, '14:00'), expected(startDate, '17:30')]);
    expect(days(events[0]!).at(-1)).toEqual([expected(endDate, '14:00'), expected(endDate, '17:30')]);
  }, 60_000);

  it('a date without times stays an all-day event, and the text says the organizer tells the times', async () => {
    const date = dates[1]!;
    await api.q('update course_schedule set start_time = null, end_time = null where id = $1', [date.scheduleId]);
    const { text, events } = await bookFor(date, `ohne.${Math.random().toString(36).slice(2, 8)}@example.org`);
    expect(text).toContain('Uhrzeiten teilt Ihnen der Veranstalter mit.');
    expect(events[0]!.startDate.isDate).toBe(true);
  }, 60_000);
});
