/**
 * The job table and its runner (issue 27 §5; services/jobs/), on PGlite and (DATABASE_URL) on
 * PostgreSQL, with fake clocks: a due job runs once and a future one waits; two runners on one
 * database run each of 50 due jobs exactly once (counted in the database); a job taken by a runner
 * that died runs again once its lease has run out, and not before; failures are recorded and retried
 * with backoff until the job is given up; the same dedupe key is queued once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/server/db/database.ts';
import { createJobRunner, enqueueJob, takeDueJobs, type JobHandler } from '../../src/server/services/jobs/index.ts';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { databaseUrl } from '../support/postgres-admin.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
const T0 = new Date('2026-12-01T08:00:00Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.query('create table job_effect (job_id bigint not null, runner text not null)');
}, 60_000);
afterAll(async () => {
  await database?.dispose();
});
beforeEach(async () => {
  await database.db.query('delete from job_effect');
  await database.db.query('delete from job');
});

const q = <Row>(text: string, params: unknown[] = []) => database.db.query<Row>(text, params as never[]);
/** A handler that writes its effect through the job's transaction, as every real one must. */
const effect = (runner: string): JobHandler => async (tx: Queryable, job) => {
  await tx.query('insert into job_effect (job_id, runner) values ($1, $2)', [job.id, runner]);
};
const queue = (key: string, runAt = T0, kind = 'effect') =>
  database.db.transaction((tx) => enqueueJob(tx, { kind, payload: { key }, runAt, dedupeKey: key }));
const effects = async () => (await q<{ job_id: number; n: number }>('select job_id::int as job_id, count(*)::int as n from job_effect group by job_id order by job_id'));
const jobRow = async (key: string) =>
  (await q<{ attempts: number; done: boolean; failed: boolean; last_error: string | null; run_at: Date }>(
    'select attempts, done_at is not null as done, failed_at is not null as failed, last_error, run_at from job where dedupe_key = $1',
    [key],
  ))[0]!;

describe('a due job', () => {
  it('runs once; a second round at the same time and later rounds do not run it again; a job not yet due waits', async () => {
    await queue('now');
    await queue('later', minutes(60));
    let clock = T0;
    const runner = createJobRunner({ db: database.db, handlers: { effect: effect('a') }, now: () => clock });
    expect(await runner.runDue()).toEqual({ done: 1, failed: 0 });
    expect(await runner.runDue()).toEqual({ done: 0, failed: 0 });
    expect((await effects()).map((row) => row.n)).toEqual([1]);
    expect(await jobRow('now')).toMatchObject({ attempts: 1, done: true, last_error: null });
    expect(await jobRow('later')).toMatchObject({ attempts: 0, done: false });

    clock = minutes(60);
    expect(await runner.runDue()).toEqual({ done: 1, failed: 0 });
    expect((await effects()).map((row) => row.n)).toEqual([1, 1]);
  });

  it('the same dedupe key is queued once (the reminder is never queued twice)', async () => {
    expect(await queue('reminder:1')).toBe(true);
    expect(await queue('reminder:1', minutes(5))).toBe(false);
    expect((await q<{ n: number }>('select count(*)::int as n from job'))[0]!.n).toBe(1);
  });
});

/**
 * The second "server": on PostgreSQL its own connection pool to the same database (as a second
 * instance has); PGlite is one in-process connection, so there it is the same one.
 */
async function secondConnection(): Promise<{ db: Database; close(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { db: database.db, close: async () => {} };
  const [{ name }] = (await q<{ name: string }>('select current_database() as name')) as [{ name: string }];
  const db = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: '' });
  return { db, close: () => db.close() };
}

describe('two runners on one database', () => {
  it('run each of 50 due jobs exactly once', async () => {
    for (let n = 0; n < 50; n++) await queue(`parallel:${n}`);
    const clock = () => T0;
    const second = await secondConnection();
    const a = createJobRunner({ db: database.db, handlers: { effect: effect('a') }, now: clock, batchSize: 3 });
    const b = createJobRunner({ db: second.db, handlers: { effect: effect('b') }, now: clock, batchSize: 4 });
    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]).finally(() => second.close());
    expect(ranA.done + ranB.done).toBe(50);
    const counted = await effects();
    expect(counted).toHaveLength(50);
    expect(counted.every((row) => row.n === 1)).toBe(true);
    expect((await q<{ n: number }>('select count(*)::int as n from job where done_at is not null and attempts = 1'))[0]!.n).toBe(50);
  });
});

describe('a runner that died holding a job (kill -9)', () => {
  it('leaves the job leased; it runs again once the lease has run out, and only once', async () => {
    await queue('crashed');
    // The dead runner took the job and never finished: its lease holds the job until T0 + 5 min.
    const taken = await takeDueJobs(database.db, T0, 5 * 60_000, 10, 'dead-runner');
    expect(taken).toHaveLength(1);
    let clock = minutes(4);
    const runner = createJobRunner({ db: database.db, handlers: { effect: effect('b') }, now: () => clock, leaseMs: 5 * 60_000 });
    expect(await runner.runDue()).toEqual({ done: 0, failed: 0 });
    expect(await effects()).toEqual([]);

    clock = minutes(5);
    expect(await runner.runDue()).toEqual({ done: 1, failed: 0 });
    expect((await effects()).map((row) => row.n)).toEqual([1]);
    expect(await jobRow('crashed')).toMatchObject({ attempts: 2, done: true });
    clock = minutes(30);
    expect(await runner.runDue()).toEqual({ done: 0, failed: 0 });
    expect((await effects()).map((row) => row.n)).toEqual([1]);
  });

  it('a runner whose lease ran out and was taken over writes nothing (its transaction checks the lease)', async () => {
    await queue('slow');
    await takeDueJobs(database.db, T0, 60_000, 10, 'slow-runner');
    // Another runner takes it after the lease; the slow one's late work is refused by the lease check.
    const other = createJobRunner({ db: database.db, handlers: { effect: effect('other') }, now: () => minutes(2) });
    expect(await other.runDue()).toEqual({ done: 1, failed: 0 });
    const late = await database.db.transaction(async (tx) =>
      (await tx.query('select 1 from job where dedupe_key = $1 and lease_token = $2 and done_at is null for update', ['slow', 'slow-runner'])).length,
    );
    expect(late).toBe(0);
    expect((await effects()).map((row) => row.n)).toEqual([1]);
  });
});

describe('a failing job', () => {
  it('records the error, leaves no effect of the failed attempt, retries after the backoff and is given up after max_attempts', async () => {
    await queue('flaky', T0, 'flaky');
    await q("update job set max_attempts = 3 where dedupe_key = 'flaky'");
    let failures = 2;
    const flaky: JobHandler = async (tx, job) => {
      await tx.query('insert into job_effect (job_id, runner) values ($1, $2)', [job.id, 'flaky']);
      if (failures-- > 0) throw new Error(`mail server gone (attempt ${job.attempts})`);
    };
    let clock = T0;
    const runner = createJobRunner({ db: database.db, handlers: { flaky }, now: () => clock, backoffMs: (attempts) => attempts * 60_000 });
    expect(await runner.runDue()).toEqual({ done: 0, failed: 1 });
    expect(await jobRow('flaky')).toMatchObject({ attempts: 1, done: false, failed: false, last_error: 'mail server gone (attempt 1)' });
    expect((await jobRow('flaky')).run_at.getTime()).toBe(minutes(1).getTime());
    expect(await effects()).toEqual([]);

    clock = minutes(0.5);
    expect(await runner.runDue()).toEqual({ done: 0, failed: 0 });
    clock = minutes(1);
    expect(await runner.runDue()).toEqual({ done: 0, failed: 1 });
    expect(await jobRow('flaky')).toMatchObject({ attempts: 2, last_error: 'mail server gone (attempt 2)' });
    expect((await jobRow('flaky')).run_at.getTime()).toBe(minutes(3).getTime());
    clock = minutes(3);
    expect(await runner.runDue()).toEqual({ done: 1, failed: 0 });
    expect(await jobRow('flaky')).toMatchObject({ attempts: 3, done: true, last_error: null });
    expect((await effects()).map((row) => row.n)).toEqual([1]);
  });

  it('is given up (failed_at) after its last attempt and never taken again', async () => {
    await queue('broken', T0, 'broken');
    await q("update job set max_attempts = 2 where dedupe_key = 'broken'");
    let clock = T0;
    const runner = createJobRunner({
      db: database.db, handlers: { broken: async () => { throw new Error('always'); } }, now: () => clock, backoffMs: () => 60_000,
    });
    expect(await runner.runDue()).toEqual({ done: 0, failed: 1 });
    clock = minutes(1);
    expect(await runner.runDue()).toEqual({ done: 0, failed: 1 });
    expect(await jobRow('broken')).toMatchObject({ attempts: 2, failed: true, last_error: 'always' });
    clock = minutes(600);
    expect(await runner.runDue()).toEqual({ done: 0, failed: 0 });
  });

  it('a job of an unknown kind fails with that reason', async () => {
    await queue('unknown', T0, 'nobody-handles-this');
    const runner = createJobRunner({ db: database.db, handlers: {}, now: () => T0 });
    expect(await runner.runDue()).toEqual({ done: 0, failed: 1 });
    expect((await jobRow('unknown')).last_error).toContain("no handler for job kind 'nobody-handles-this'");
  });
});
