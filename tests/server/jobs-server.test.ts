/**
 * The server runs the job table (server.ts → services/background-jobs.ts startBackgroundJobs): the
 * start-up sweep, then a round every JOB_POLL_SECONDS on the interval — a fake one here, advanced by
 * hand — and app.close() stops the interval, so no timer outlives the app.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { startBackgroundJobs } from '../../src/server/services/background-jobs.ts';
import { enqueueJob } from '../../src/server/services/jobs/index.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  vi.useRealTimers();
  await database?.dispose();
});

describe('the server runs due jobs on its interval and stops on close', () => {
  it('a due job is done after one interval; after close no interval is left', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const settings = { ...loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://shop.test' }), jobPollSeconds: 7 };
    const app = await build({ db: database.db, settings, logger: false });
    // An 'order-confirmed' job of an order without course positions: its handler queues nothing.
    await database.db.transaction((tx) =>
      enqueueJob(tx, { kind: 'order-confirmed', payload: { orderId: 987654 }, runAt: new Date(Date.now() - 1000), dedupeKey: 'order-confirmed:987654' }),
    );
    const timersBefore = vi.getTimerCount();
    await startBackgroundJobs(app);
    await app.ready();
    const done = async () =>
      (await database.db.query<{ done: boolean }>("select done_at is not null as done from job where dedupe_key = 'order-confirmed:987654'"))[0]!.done;
    expect(vi.getTimerCount()).toBe(timersBefore + 1);
    expect(await done()).toBe(false);
    vi.advanceTimersByTime(6_999);
    expect(await done()).toBe(false);
    vi.advanceTimersByTime(1);
    await vi.waitFor(async () => expect(await done()).toBe(true));
    await app.close();
    // Closed: a job due now is no longer taken, however long one waits.
    await database.db.transaction((tx) =>
      enqueueJob(tx, { kind: 'order-confirmed', payload: { orderId: 987655 }, runAt: new Date(Date.now() - 1000), dedupeKey: 'order-confirmed:987655' }),
    );
    vi.advanceTimersByTime(70_000);
    // A round's first statement takes the job (attempts + 1); on PGlite statements run in order, so
    // this read would see it.
    expect((await database.db.query<{ attempts: number }>("select attempts from job where dedupe_key = 'order-confirmed:987655'"))[0]!.attempts).toBe(0);
  }, 60_000);
});
