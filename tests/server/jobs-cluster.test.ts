/**
 * Background jobs with two shop instances on one PostgreSQL (issue 27 §5): two real server processes
 * (`npm start`, as an operator runs them behind a load balancer) share the job table; 200 due jobs run
 * exactly once each — counted in the database: every job done once, exactly 200 mails — also when one
 * instance is killed (kill -9) while it holds jobs: their leases run out (JOB_LEASE_SECONDS) and the
 * other instance runs them. Each job is a names reminder for one order's unnamed seats, which sends a
 * mail every time it runs, so a job run twice would show as a 201st mail.
 *
 * PostgreSQL only (DATABASE_URL; CI's API suite on PostgreSQL runs it): the embedded PGlite is one
 * process's database and cannot be shared.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type ShopProcess } from '../../src/server/bench/shop-process.ts';
import { orderOnInvoice, person } from '../support/firm-api.ts';
import { bookable, type OrderApi, startOrderApi } from '../support/order-api.ts';

const JOBS = 200;
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.info('jobs-cluster: skipped — two server processes need a shared PostgreSQL (DATABASE_URL); PGlite is one process');

/** Polls `check` until it is true (a bounded wait on the database, not a sleep in place of an outcome). */
async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!onPostgres)('two instances on one PostgreSQL', () => {
  let api: OrderApi;
  let url: string;
  const shops: ShopProcess[] = [];
  const logs = mkdtempSync(join(tmpdir(), 'kursmarkt-cluster-'));

  beforeAll(async () => {
    api = await startOrderApi();
    url = api.server.database.url!;
  }, 180_000);
  afterAll(async () => {
    await Promise.all(shops.map((shop) => shop.kill()));
    await api?.server.close();
    rmSync(logs, { recursive: true, force: true });
  });

  it(`run ${JOBS} due jobs exactly once each, also when one instance is killed while it holds jobs`, async () => {
    // One confirmed order with two unnamed seats: each reminder job mails its buyer.
    const buyer = await person(api);
    const [date] = await bookable(api);
    const order = await orderOnInvoice(api, buyer.token, date!, 2);
    const [position] = await api.q<{ id: number }>('select id::int as id from order_position where order_id = $1', [order.id]);
    const env = { DATABASE_URL: url, JOB_POLL_SECONDS: '1', JOB_LEASE_SECONDS: '3', LOG_LEVEL: 'warn' };
    // One after the other: each migrates the database on start (nothing left to do for the second).
    shops.push(await startShop({ env, logFile: join(logs, 'a.log') }));
    shops.push(await startShop({ env, logFile: join(logs, 'b.log') }));

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const count = async (sql: string, params: unknown[] = []) => Number((await client.query<{ n: string }>(sql, params)).rows[0]!.n);
    const mails = () => count(`select count(*) as n from mail_outbox where recipient = $1 and subject like 'Bitte Teilnehmende nachtragen:%'`, [buyer.email]);
    const before = await mails();
    try {
      // The jobs wait while the outbox is locked: both instances take jobs and hang inside their work.
      await client.query('begin');
      await client.query('lock table mail_outbox in exclusive mode');
      await api.q(
        `insert into job (kind, payload, run_at, dedupe_key)
         select 'names-reminder', jsonb_build_object('positionId', $1::int), now(), 'cluster-test:' || n from generate_series(1, ${JOBS}) n`,
        [position!.id],
      );
      await until(
        async () => (await count(`select count(distinct lease_token) as n from job where dedupe_key like 'cluster-test:%' and locked_until > now() and done_at is null`)) >= 2,
        30_000,
        'both instances to hold jobs',
      );
      // kill -9 one of them mid-run: its transactions die with it, its jobs stay leased until the lease runs out.
      await shops[0]!.kill();
      await client.query('commit');

      await until(
        async () => (await count(`select count(*) as n from job where dedupe_key like 'cluster-test:%' and done_at is not null`)) === JOBS,
        90_000,
        `all ${JOBS} jobs done`,
      );
      expect(await count(`select count(*) as n from job where dedupe_key like 'cluster-test:%' and (failed_at is not null or done_at is null)`)).toBe(0);
      // Some jobs were taken twice (the killed instance's), none ran twice: one mail per job.
      expect(await count(`select count(*) as n from job where dedupe_key like 'cluster-test:%' and attempts > 1`)).toBeGreaterThan(0);
      expect((await mails()) - before).toBe(JOBS);
    } finally {
      await client.query('rollback').catch(() => undefined);
      await client.end();
    }
  }, 240_000);
});
