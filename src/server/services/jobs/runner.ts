/**
 * The job runner (issue 27 §5; docs/decisions/014-job-table.md): background work from the job table,
 * so no timer lives only in one process's memory. Every instance runs one; PGlite in the demo runs
 * the same code.
 *
 * Each round takes the due jobs (store.ts: FOR UPDATE SKIP LOCKED, leased for `leaseMs`), then runs
 * each in its own transaction that first checks the lease is still this runner's, does the work
 * through that transaction and marks the job done in it. So the work's writes (mails in mail_outbox,
 * links) and "done" commit together: a runner killed before the commit leaves nothing behind, and the
 * job is taken again once its lease has run out; a runner that outlived its lease finds the job taken
 * by another and rolls back. A failure keeps the error and retries with exponential backoff, up to
 * the job's max_attempts.
 *
 * Handlers get the transaction and must write only through it (on PGlite any other query would wait
 * for that very transaction).
 */
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../db/database.ts';
import { holdLease, markDone, markFailed, takeDueJobs, type TakenJob } from './store.ts';

export type JobHandler = (tx: Queryable, job: TakenJob, now: Date) => Promise<void>;

export interface JobRunnerOptions {
  db: Database;
  handlers: Readonly<Record<string, JobHandler>>;
  /** The clock (tests pass a fake one). */
  now?: () => Date;
  /** How long a taken job stays this runner's; after that a crashed runner's job is due again. */
  leaseMs?: number;
  /** Jobs per round. */
  batchSize?: number;
  /** The wait before attempt n + 1 after n failed ones. */
  backoffMs?: (attempts: number) => number;
  log?: { warn(object: object, message: string): void };
}

export interface RoundResult {
  done: number;
  failed: number;
}

export const DEFAULT_LEASE_MS = 5 * 60_000;
/** 1, 2, 4, … minutes, at most 6 hours. */
export const defaultBackoffMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);

export interface JobRunner {
  /** Runs the jobs due now until none is left (or a round took none); answers how many ran and failed. */
  runDue(): Promise<RoundResult>;
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, handlers } = options;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const batchSize = options.batchSize ?? 10;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;

  async function runOne(job: TakenJob): Promise<'done' | 'failed' | 'lost'> {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind '${job.kind}'`);
      const outcome = await db.transaction(async (tx) => {
        if (!(await holdLease(tx, job))) return 'lost' as const;
        await handler(tx, job, now());
        await markDone(tx, job.id, now());
        return 'done' as const;
      });
      return outcome;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const at = now();
      await markFailed(db, job, message, at, new Date(at.getTime() + backoffMs(job.attempts)));
      options.log?.warn({ job: job.id, kind: job.kind, attempts: job.attempts, error: message }, 'job failed');
      return 'failed';
    }
  }

  return {
    async runDue() {
      const result: RoundResult = { done: 0, failed: 0 };
      for (;;) {
        const taken = await takeDueJobs(db, now(), leaseMs, batchSize, randomUUID());
        for (const job of taken) {
          const outcome = await runOne(job);
          if (outcome === 'done') result.done += 1;
          if (outcome === 'failed') result.failed += 1;
        }
        if (taken.length < batchSize) return result;
      }
    },
  };
}

/**
 * Runs `runner` every `intervalMs` (one round at a time: a slow round is not overlapped) until
 * stop(); stop() waits for a running round. Errors of a round (the database gone) are logged.
 */
export function startJobInterval(runner: JobRunner, intervalMs: number, log?: { error(object: object, message: string): void }) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runner
      .runDue()
      .catch((error: unknown) => log?.error({ error: error instanceof Error ? error.message : String(error) }, 'job round failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
