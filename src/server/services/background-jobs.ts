/**
 * The shop's background jobs (services/jobs/, docs/decisions/014-job-table.md) put together: what each
 * kind does and when the jobs of an order are queued.
 *
 * - 'order-confirmed' {orderId}: queued when an order becomes binding (payment/order-mails.ts, in the
 *   confirming transaction) and, for orders confirmed before the job table existed, by the start-up
 *   sweep; it queues the order's dated jobs below with the configured days.
 * - 'names-reminder' {positionId}: the buyer's reminder of unnamed seats
 *   (participants/names-reminder.ts), PARTICIPANT_NAMES_REMINDER_DAYS_BEFORE days before the start.
 * - 'access-links' {positionId}: the personal access links of an online position
 *   (access-links/mail.ts), ACCESS_LINK_SEND_DAYS_BEFORE days before the start; queued again, due at
 *   once, for a person named later (participants/later.ts), who then gets the link at once when the
 *   send day has passed.
 * - 'instalment-due' {orderId, number}: the invoice of a distance-learning instalment
 *   (instalments/due.ts), on the morning of its due date.
 * - 'waiting-offer-expiry' {entryId}: the end of a waiting-list offer's hold (waiting-list/offers.ts):
 *   unused, its seats go to the next in line; queued when the offer is made.
 * Every job has a dedupe key, so each is queued once.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import { accessLinksDueAt, sendAccessLinks } from './access-links/index.ts';
import { catalogueToday } from './catalogue.ts';
import { createJobRunner, enqueueJob, JOB_KIND, startJobInterval, type JobHandler } from './jobs/index.ts';
import { namesReminderDueAt, sendNamesReminder } from './participants/index.ts';
import { invoiceDueInstalments, plannedInstalmentDays } from './instalments/index.ts';
import { morningOf } from './berlin-time.ts';
import { requireSeller } from './invoice/index.ts';
import { checkoutSettings } from './payment/index.ts';
import { expireOffer } from './waiting-list/index.ts';

type JobSettings = Pick<
  ServerConfig,
  'publicUrl' | 'participantNamingClosesDaysBefore' | 'participantNamesReminderDaysBefore' | 'accessLinkSendDaysBefore' | 'waitingListHoldHours'
>;

/** Queues the dated jobs of a confirmed order's course positions (each once, whoever asks again). */
export async function scheduleOrderJobs(tx: Queryable, orderId: number, settings: JobSettings): Promise<void> {
  const positions = await tx.query<{ id: number; course_type: string | null; start_date: string; seats: number; named: number }>(
    `select p.id::int as id, p.course_type, p.schedule_start::text as start_date, p.seats,
            (select count(*)::int from order_participant op
              where op.order_position_id = p.id and op.replaced_at is null and op.released_at is null) as named
       from order_position p join customer_order o on o.id = p.order_id
      where o.id = $1 and o.status = 'CONFIRMED' and p.kind = 'COURSE' and p.withdrawn_at is null and p.schedule_start is not null
      order by p.id`,
    [orderId],
  );
  for (const { number, dueOn } of await plannedInstalmentDays(tx, orderId)) {
    await enqueueJob(tx, {
      kind: JOB_KIND.instalmentDue,
      payload: { orderId, number },
      runAt: morningOf(dueOn),
      dedupeKey: `instalment-due:order:${orderId}:${number}`,
    });
  }
  for (const position of positions) {
    if (position.named < position.seats) {
      await enqueueJob(tx, {
        kind: JOB_KIND.namesReminder,
        payload: { positionId: position.id },
        runAt: namesReminderDueAt(position.start_date, settings.participantNamesReminderDaysBefore),
        dedupeKey: `names-reminder:position:${position.id}`,
      });
    }
    if (position.course_type === 'ONLINE') {
      await enqueueJob(tx, {
        kind: JOB_KIND.accessLinks,
        payload: { positionId: position.id },
        runAt: accessLinksDueAt(position.start_date, settings.accessLinkSendDaysBefore),
        dedupeKey: `access-links:position:${position.id}`,
      });
    }
  }
}

/**
 * The start-up sweep: an 'order-confirmed' job for every confirmed order with a course date not over
 * (orders confirmed before this code; the dedupe key makes it a no-op for the others). One statement.
 */
export async function sweepOrderJobs(db: Queryable, now = new Date()): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `insert into job (kind, payload, run_at, dedupe_key)
     select $1, jsonb_build_object('orderId', o.id), $2, 'order-confirmed:' || o.id
       from customer_order o
      where o.status = 'CONFIRMED' and exists (
        select 1 from order_position p where p.order_id = o.id and p.kind = 'COURSE' and p.withdrawn_at is null
           and coalesce(p.schedule_end, p.schedule_start) >= $3::date)
     on conflict (dedupe_key) do nothing
     returning id`,
    [JOB_KIND.orderConfirmed, now, catalogueToday(now)],
  );
  return rows.length;
}

const idOf = (payload: Record<string, unknown>, key: string): number => {
  const value = Number(payload[key]);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`job payload without ${key}`);
  return value;
};

export function jobHandlers(settings: JobSettings): Record<string, JobHandler> {
  return {
    [JOB_KIND.orderConfirmed]: (tx, job) => scheduleOrderJobs(tx, idOf(job.payload, 'orderId'), settings),
    [JOB_KIND.namesReminder]: async (tx, job, now) => {
      await sendNamesReminder(
        tx,
        idOf(job.payload, 'positionId'),
        {
          publicUrl: settings.publicUrl,
          closesDaysBefore: settings.participantNamingClosesDaysBefore,
          reminderDaysBefore: settings.participantNamesReminderDaysBefore,
        },
        now,
      );
    },
    [JOB_KIND.instalmentDue]: async (tx, job, now) => {
      const seller = requireSeller(checkoutSettings().seller);
      await invoiceDueInstalments(tx, idOf(job.payload, 'orderId'), idOf(job.payload, 'number'), now, seller);
    },
    [JOB_KIND.waitingOfferExpiry]: (tx, job, now) =>
      expireOffer(tx, idOf(job.payload, 'entryId'), { now, publicUrl: settings.publicUrl, holdHours: settings.waitingListHoldHours }),
    [JOB_KIND.accessLinks]: async (tx, job, now) => {
      await sendAccessLinks(tx, idOf(job.payload, 'positionId'), { publicUrl: settings.publicUrl, sendDaysBefore: settings.accessLinkSendDaysBefore }, now);
    },
  };
}

/** A runner over the app's database with the shop's handlers (tests pass a fake clock). */
export const shopJobRunner = (
  db: Database,
  settings: JobSettings & Partial<Pick<ServerConfig, 'jobLeaseSeconds'>>,
  now?: () => Date,
  log?: FastifyInstance['log'],
) =>
  createJobRunner({
    db,
    handlers: jobHandlers(settings),
    ...(now ? { now } : {}),
    ...(log ? { log } : {}),
    ...(settings.jobLeaseSeconds ? { leaseMs: settings.jobLeaseSeconds * 1000 } : {}),
  });

/**
 * server.ts: the start-up sweep, then a round every JOB_POLL_SECONDS; the mails a round queued are
 * handed to the dispatcher. Stopped (waiting for a running round) when the app closes.
 */
export async function startBackgroundJobs(app: FastifyInstance): Promise<void> {
  const queued = await sweepOrderJobs(app.db);
  if (queued) app.log.info({ orders: queued }, 'background jobs queued for orders confirmed earlier');
  // The shop's clock: a demo with DEV_CLOCK lets a browser test move it to an instalment's due date.
  const runner = shopJobRunner(app.db, app.settings, () => app.clock.now(), app.log);
  const rounds = startJobInterval(
    {
      runDue: async () => {
        const result = await runner.runDue();
        if (result.done > 0) await app.mail.flush();
        return result;
      },
    },
    app.settings.jobPollSeconds * 1000,
    app.log,
  );
  app.addHook('onClose', () => rounds.stop());
}
