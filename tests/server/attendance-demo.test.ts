/**
 * The demo's participant lists (issue 25 §4): in demo mode the start seeds participants with
 * attendance on past dates of organizer 1 (so the demo staff account finds a filled
 * "Teilnehmerliste"), once; a deployment seeds none.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { seedDemoAttendance } from '../../src/server/seed/demo-attendance.ts';
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
  }, 120_000);

  it('a deployment seeds no participants', async () => {
    database = await createTestDatabase();
    await prepareDatabase(database.db, loadConfig({ NODE_ENV: 'production', PUBLIC_URL }), quiet, { courses: 5 });
    expect(await participants(database.db)).toBe(0);
  }, 60_000);
});
