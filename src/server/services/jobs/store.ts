/**
 * The job table (migration 024-jobs-access.sql): queuing work. Only SQL here; the runner is runner.ts.
 */
import type { Queryable } from '../../db/database.ts';

export interface NewJob {
  /** What runs it: a key of the runner's handlers. */
  kind: string;
  payload: Record<string, unknown>;
  /** When it is due. */
  runAt: Date;
  /** The same key is queued once, ever: a second enqueue is ignored (answers false). */
  dedupeKey: string;
}

/**
 * Queues a job in the caller's transaction, so it exists exactly when the work that asks for it is
 * committed. Answers whether it was new (false: a job with that key exists, done or not).
 */
export async function enqueueJob(tx: Queryable, job: NewJob): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(
    `insert into job (kind, payload, run_at, dedupe_key) values ($1, $2::jsonb, $3, $4)
     on conflict (dedupe_key) do nothing returning id::int as id`,
    [job.kind, JSON.stringify(job.payload), job.runAt, job.dedupeKey],
  );
  return rows.length === 1;
}

export interface TakenJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  /** This take included. */
  attempts: number;
  maxAttempts: number;
  leaseToken: string;
}

/**
 * Takes up to `limit` due jobs and leases them to `leaseToken` until `now + leaseMs`. One statement:
 * FOR UPDATE SKIP LOCKED means a row another runner is taking at this moment is skipped, never
 * taken twice; a row whose lease ran out (its taker died) is due again.
 */
export async function takeDueJobs(db: Queryable, now: Date, leaseMs: number, limit: number, leaseToken: string): Promise<TakenJob[]> {
  const rows = await db.query<{ id: number; kind: string; payload: Record<string, unknown>; attempts: number; max_attempts: number }>(
    `with due as (
       select id from job
        where done_at is null and failed_at is null and run_at <= $1
          and (locked_until is null or locked_until <= $1)
        order by run_at, id
        limit $2
        for update skip locked)
     update job set locked_until = $3, lease_token = $4, attempts = job.attempts + 1
       from due where job.id = due.id
     returning job.id::int as id, job.kind, job.payload, job.attempts, job.max_attempts`,
    [now, limit, new Date(now.getTime() + leaseMs), leaseToken],
  );
  return rows
    .map((row) => ({ id: Number(row.id), kind: row.kind, payload: row.payload, attempts: row.attempts, maxAttempts: row.max_attempts, leaseToken }))
    .sort((a, b) => a.id - b.id);
}

/** Whether `leaseToken` still holds the job (locked for this transaction); false: another took it, or it is done. */
export async function holdLease(tx: Queryable, job: Pick<TakenJob, 'id' | 'leaseToken'>): Promise<boolean> {
  const rows = await tx.query('select 1 from job where id = $1 and lease_token = $2 and done_at is null for update', [job.id, job.leaseToken]);
  return rows.length === 1;
}

export async function markDone(tx: Queryable, id: number, now: Date): Promise<void> {
  await tx.query('update job set done_at = $2, locked_until = null, last_error = null where id = $1', [id, now]);
}

/** A failed attempt: the error is kept, the job is due again at `retryAt`, or given up after its last attempt. */
export async function markFailed(db: Queryable, job: TakenJob, error: string, now: Date, retryAt: Date): Promise<void> {
  await db.query(
    `update job set last_error = $3, locked_until = null, lease_token = null, run_at = $4,
            failed_at = case when attempts >= max_attempts then $5::timestamptz end
      where id = $1 and lease_token = $2 and done_at is null`,
    [job.id, job.leaseToken, error.slice(0, 2000), retryAt, now],
  );
}
