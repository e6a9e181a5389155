/**
 * The demo's participant lists (issue 25 §4): in demo mode the start seeds participants with
 * attendance on past dates of organizer 1 (so the demo staff account finds a filled
 * "Teilnehmerliste"), once; a deployment seeds none. And the demo webinars (seed/demo-webinars.ts):
 * online dates of organizer 1 starting today and tomorrow, bookable, for the firm's journey.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { seedDemoAttendance } from '../../src/server/seed/demo-attendance.ts';
import { DEMO_WEBINARS, seedDemoWebinars } from '../../src/server/seed/demo-webinars.ts';
import { prepareDatabase } from '../../src/server/server.ts';
import { organizerSchedules } from '../../src/server/services/attendance/index.ts';
import { catalogueToday } from '../../src/server/services/catalogue.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const PUBLIC_URL = 'http://shop.test';
const quiet = { info: () => {}, warn: () => {} };
let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.dispose();
  database = undefined;
});

const participants = async (db: TestDatabase['db']) =>
  (await db.query<{ n: number }>('select count(*)::int as n from order_participant'))[0]!.n;

describe('demo participants', () => {
  it('demo mode: past dates of organizer 1 with participants marked present and absent, an upcoming one unmarked; seeded once', async () => {
    database = await createTestDatabase();
    await prepareDatabase(database.db, loadConfig({ PUBLIC_URL }), quiet, { courses: 120 });
    const today = catalogueToday();
    const dates = await organizerSchedules(database.db, 1, today);
    const past = dates.filter((date) => date.endDate < today);
    expect(past.length).toBeGreaterThanOrEqual(1);
    expect(past.some((date) => date.present > 0 && date.absent + date.present === date.participants)).toBe(true);
    const count = await participants(database.db);
    expect(await seedDemoAttendance(database.db, today)).toBe(0);
    expect(await participants(database.db)).toBe(count);

    // The webinars: each a date that has started today and one that starts tomorrow, both of the
    // demo staff's organizer, with free places, a price and one § 15 FAO title; seeded once.
    const tomorrow = new Date(`${today}T00:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const webinarDates = await database.db.query<{ name: string; start: string; organizer: number; free: number; price: number; scopes: number; type: string }>(
      `select c.name, s.start_date::text as start, c.organizer_id as organizer, s.seats - s.booked as free, pl.price_cents as price,
              (select count(*)::int from course_scope cs where cs.course_id = c.id) as scopes, c.course_type as type
         from course c join course_schedule s on s.course_id = c.id join price_level pl on pl.schedule_id = s.id
        where c.slug = any($1::text[]) order by c.id, s.start_date`,
      [DEMO_WEBINARS.map((webinar) => webinar.slug)],
    );
    const starts = [today, tomorrow.toISOString().slice(0, 10)];
    expect(webinarDates.map((row) => [row.name, row.start])).toEqual(DEMO_WEBINARS.flatMap((webinar) => starts.map((start) => [webinar.name, start])));
    expect(webinarDates.every((row) => row.organizer === 1 && row.free >= 30 && row.price > 0 && row.scopes === 1 && row.type === 'ONLINE')).toBe(true);
    expect(await seedDemoWebinars(database.db, today)).toBe(0);
  }, 120_000);

  it('a deployment seeds no participants', async () => {
    database = await createTestDatabase();
    await prepareDatabase(database.db, loadConfig({ NODE_ENV: 'production', PUBLIC_URL }), quiet, { courses: 5 });
    expect(await participants(database.db)).toBe(0);
  }, 60_000);
});
