/**
 * The kinds of the shop's jobs and the queuing calls other areas make (their handlers:
 * services/background-jobs.ts). Here, in the jobs area, so an area can queue without importing the
 * areas that run the work.
 */
import type { Queryable } from '../../db/database.ts';
import { enqueueJob } from './store.ts';

export const JOB_KIND = {
  orderConfirmed: 'order-confirmed',
  namesReminder: 'names-reminder',
  accessLinks: 'access-links',
  instalmentDue: 'instalment-due',
  waitingOfferExpiry: 'waiting-offer-expiry',
} as const;

/** In the confirming transaction: the order's dated jobs are queued by a job (it knows the configured days). */
export const queueOrderConfirmedJob = (tx: Queryable, orderId: number, now = new Date()) =>
  enqueueJob(tx, { kind: JOB_KIND.orderConfirmed, payload: { orderId }, runAt: now, dedupeKey: `order-confirmed:${orderId}` });

/** A person named on an online position of a confirmed order: their access link, sent at once when the send day has passed. */
export const queueAccessLinkOfNewcomer = (tx: Queryable, positionId: number, participantId: number, now = new Date()) =>
  enqueueJob(tx, {
    kind: JOB_KIND.accessLinks,
    payload: { positionId },
    runAt: now,
    dedupeKey: `access-links:position:${positionId}:participant:${participantId}`,
  });
