/**
 * Background jobs with two shop instances on one PostgreSQL (issue 27 §5): two real server processes
 * (`npm start` with DATABASE_URL, as an operator runs them behind a load balancer) share the job
 * table; 200 due jobs run exactly once each — counted in the database — also when one instance is
 * killed (kill -9) in the middle: once some jobs are done and while it holds others. Its leases run
 * out (JOB_LEASE_SECONDS) and the other instance runs those jobs.
 *
 * Each job is the names reminder of one of 200 course positions with unnamed seats (one confirmed
 * order of 200 lines, each line named '… #n'): it mails the buyer every time it runs, so the outbox
 * shows per position whether its job ran once, never or twice.
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
/** The jobs due at first; the rest fall due once the outbox is locked and the instances hang in their work. */
const FIRST = 100;
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

/**
 * Makes the order's one course position `count` positions of the same date (lines 0 … count − 1,
 * named '<course> #<line>'), copying every other column as it is: each a position with unnamed seats.
 */
async function positionsOf(api: OrderApi, orderId: number, count: number): Promise<void> {
  const copied = (
    await api.q<{ name: string }>(
      `select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = 'order_position'
          and column_name not in ('id', 'line_no', 'name', 'attendance_url_id')`,
    )
  ).map((column) => column.name).join(', ');
  await api.q(
    `insert into order_position (line_no, name, ${copied})
     select p.line_no + n, p.name || ' #' || (p.line_no + n), ${copied.replace(/(\w+)/g, 'p.$1')}
       from order_position p, generate_series(1, $2::int - 1) n where p.order_id = $1`,
    [orderId, count],
  );
  await api.q(`update order_position set name = name || ' #' || line_no where order_id = $1 and line_no = 0`, [orderId]);
}

describe.skipIf(!onPostgres)('two instances on one PostgreSQL', () => {
  let api: OrderApi;
  let url: string;
  const shops: ShopProcess[] = [];
  let logs = '';

  beforeAll(async () => {
    // Here, not in the describe body: a skipped suite runs no afterAll that would remove it.
    logs = mkdtempSync(join(tmpdir(), 'kursmarkt-cluster-'));
    api = await startOrderApi();
    url = api.server.database.url!;
  }, 180_000);
  afterAll(async () => {
    // Whatever happened, no instance outlives the test.
    await Promise.all(shops.map((shop) => shop.kill()));
    await api?.server.close();
    if (logs) rmSync(logs, { recursive: true, force: true });
  });

  it(`run ${JOBS} due jobs exactly once each, also when one instance is killed mid-run while it holds jobs`, async () => {
    const buyer = await person(api);
    const [date] = await bookable(api);
    const order = await orderOnInvoice(api, buyer.token, date!, 2);
    await positionsOf(api, order.id, JOBS);
    const positions = await api.q<{ id: number }>('select id::int as id from order_position where order_id = $1 order by line_no', [order.id]);
    expect(positions).toHaveLength(JOBS);

    const env = { DATABASE_URL: url, JOB_POLL_SECONDS: '1', JOB_LEASE_SECONDS: '3', LOG_LEVEL: 'warn' };
    // One after the other: each migrates the database on start (nothing left to do for the second).
    shops.push(await startShop({ env, logFile: join(logs, 'a.log') }));
    shops.push(await startShop({ env, logFile: join(logs, 'b.log') }));

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const count = async (sql: string, params: unknown[] = []) => Number((await client.query<{ n: string }>(sql, params)).rows[0]!.n);
    const ours = `dedupe_key like 'cluster-test:%'`;
    const done = () => count(`select count(*) as n from job where ${ours} and done_at is not null`);
    try {
      // The first jobs due now, the others in an hour (until they are made due below).
      await api.q(
        `insert into job (kind, payload, run_at, dedupe_key)
         select 'names-reminder', jsonb_build_object('positionId', p.id), now() + case when p.line_no < $2 then interval '0' else interval '1 hour' end,
                'cluster-test:' || p.id
           from order_position p where p.order_id = $1`,
        [order.id, FIRST],
      );
      await until(async () => (await done()) === FIRST, 60_000, `the first ${FIRST} jobs done`);

      // The outbox locked, the other jobs fall due: both instances take some and hang inside their work.
      await client.query('begin');
      await client.query('lock table mail_outbox in exclusive mode');
      await api.q(`update job set run_at = now() where ${ours} and done_at is null`);
      await until(
        async () => (await count(`select count(distinct lease_token) as n from job where ${ours} and locked_until > now() and done_at is null`)) >= 2,
        30_000,
        'both instances to hold jobs',
      );
      // kill -9 one of them mid-run: its transactions die with it, its jobs stay leased until the lease runs out.
      expect(await done()).toBe(FIRST);
      await shops[0]!.kill();
      await client.query('commit');

      await until(async () => (await done()) === JOBS, 90_000, `all ${JOBS} jobs done`);
      expect(await count(`select count(*) as n from job where ${ours} and (failed_at is not null or done_at is null)`)).toBe(0);
      // The killed instance's jobs were taken again …
      expect(await count(`select count(*) as n from job where ${ours} and attempts > 1`)).toBeGreaterThan(0);
      // … and none ran twice: each position's reminder went out exactly once.
      const mails = await client.query<{ subject: string; n: number }>(
        `select subject, count(*)::int as n from mail_outbox where recipient = $1 and subject like 'Bitte Teilnehmende nachtragen:%' group by subject`,
        [buyer.email],
      );
      expect(mails.rows).toHaveLength(JOBS);
      expect(mails.rows.filter((mail) => mail.n !== 1)).toEqual([]);
    } finally {
      await client.query('rollback').catch(() => undefined);
      await client.end();
    }
    await shops[1]!.stop();
  }, 240_000);
});
