/**
 * The login back-off (login-backoff.ts) kept in PostgreSQL's login_failure table, for several shop
 * instances on one database: every instance counts into the same row and reads the same wait, so an
 * address locked on one is locked on all (issue 28). One statement per attempt, atomic under
 * concurrent attempts: ON CONFLICT … WHERE locks the row and decides on its newest version.
 * Time is the database's (one clock for all instances), unless a test passes its own.
 */
import type { Queryable } from '../db/database.ts';
import { LOGIN_BACKOFF, backoffKey, type LoginBackoff } from './login-backoff.ts';

/** Old rows are swept on about one attempt in this many (an unlogged table; nothing reads them). */
const SWEEP_EVERY = 200;

/** SQL for delayAfterFailures(count) in milliseconds: the same rule as the memory keeper's. */
function delaySql(count: string): string {
  const { FREE_FAILURES, FIRST_DELAY_MS, MAX_DELAY_MS } = LOGIN_BACKOFF;
  return `(case when ${count} < ${FREE_FAILURES} then 0
            else least(${MAX_DELAY_MS}, ${FIRST_DELAY_MS} * power(2, least(${count} - ${FREE_FAILURES}, 30))) end)`;
}

export function createTableLoginBackoff(db: Queryable, now?: () => number): LoginBackoff {
  // $2: the test's clock, or null for the database's.
  const at = () => (now ? new Date(now()).toISOString() : null);
  const clockAt = (parameter: string) => `coalesce(${parameter}::timestamptz, now())`;
  const clock = clockAt('$2');
  const forgottenBy = (time: string) => `f.last_failure < ${time} - interval '${LOGIN_BACKOFF.FORGET_AFTER_MS} milliseconds'`;
  const forgotten = forgottenBy(clock);
  const count = `(case when ${forgotten} then 1 else f.failures + 1 end)`;
  const attemptSql = `
    with counted as (
      insert into login_failure as f (email, failures, blocked_until, last_failure)
      values ($1, 1, ${clock} + ${delaySql('1')} * interval '1 millisecond', ${clock})
      on conflict (email) do update
        set failures = ${count},
            blocked_until = ${clock} + ${delaySql(count)} * interval '1 millisecond',
            last_failure = ${clock}
        where f.blocked_until <= ${clock}
      returning true as counted
    )
    select exists (select 1 from counted) as counted,
           (select ceil(extract(epoch from (f.blocked_until - ${clock})) * 1000)::float8
              from login_failure f where f.email = $1) as wait`;
  let attempts = 0;

  return {
    async attempt(email) {
      const key = backoffKey(email);
      if (++attempts % SWEEP_EVERY === 0) {
        await db.query(`delete from login_failure f where ${forgottenBy(clockAt('$1'))}`, [at()]);
      }
      const [row] = await db.query<{ counted: boolean; wait: number | null }>(attemptSql, [key, at()]);
      if (row?.counted) return 0;
      // Refused: the wait as the statement saw it — at least a moment, should a concurrent attempt
      // have moved the row on in between.
      return Math.max(1, row?.wait ?? 1);
    },
    async succeeded(email) {
      await db.query('delete from login_failure where email = $1', [backoffKey(email)]);
    },
  };
}
