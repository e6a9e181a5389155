/**
 * The waiting list promotes (issue 27 §4). When seats of a date are freed (a cancellation), they are
 * offered at once, in the freeing transaction, to the people waiting, first come first served: each
 * entry whose places fit into what is free gets an offer — its seats are held for it (counted in
 * course_schedule.booked, and in `held`), a mail with the booking link goes out, and a job is queued
 * for the moment the hold ends. That job (expireOffer) gives the held seats back and offers them to the
 * next in line; if the offer was used (the order placed with it: hold.ts) it does nothing. Everything
 * runs in transactions that lock the date's row first, so a cancellation, an order and an expiring
 * hold of one date take turns; the job table runs each expiry exactly once, also with several
 * instances (services/jobs/).
 */
import type { Queryable } from '../../db/database.ts';
import { catalogueToday } from '../catalogue.ts';
import { enqueueJob, JOB_KIND } from '../jobs/index.ts';
import { queueMail } from '../mail.ts';
import { offerUrl } from './offer-link.ts';
import { offerExpiredMail, offerMail } from './offer-mail.ts';

export interface OfferContext {
  /** The shop's clock: when the hold starts (a demo's DEV_CLOCK moves it). */
  now: Date;
  publicUrl: string;
  /** WAITING_LIST_HOLD_HOURS. */
  holdHours: number;
}

interface DateRow {
  id: number;
  seats: number;
  booked: number;
  startDate: string;
  endDate: string;
  city: string | null;
  courseName: string;
}

interface EntryRow {
  id: number;
  places: number;
  email: string;
  name: string;
  language: 'de' | 'en';
}

const lockDate = async (tx: Queryable, scheduleId: number) =>
  (
    await tx.query<DateRow>(
      `select s.id, s.seats, s.booked, s.start_date::text as "startDate", s.end_date::text as "endDate", ci.name as city, c.name as "courseName"
         from course_schedule s join course c on c.id = s.course_id left join city ci on ci.id = s.city_id
        where s.id = $1 for update of s`,
      [scheduleId],
    )
  )[0];

/** Offers the free seats of `scheduleId` to the people waiting; answers the entries offered. */
export async function offerFreedSeats(tx: Queryable, scheduleId: number, context: OfferContext): Promise<number[]> {
  const date = await lockDate(tx, scheduleId);
  // A date that has begun takes no more bookings: nobody is offered a seat on it.
  if (!date || date.startDate <= catalogueToday(context.now)) return [];
  let free = date.seats - date.booked;
  if (free <= 0) return [];
  const waiting = await tx.query<EntryRow>(
    `select id::int as id, places, email, trim(first_name || ' ' || last_name) as name, language
       from waiting_list_request where schedule_id = $1 and status = 'WAITING' order by id`,
    [scheduleId],
  );
  const holdUntil = new Date(context.now.getTime() + context.holdHours * 3_600_000);
  const offered: number[] = [];
  for (const entry of waiting) {
    if (free <= 0) break;
    // Somebody who wants more places than are free waits on; the next whose places fit gets them.
    if (entry.places > free) continue;
    await tx.query(`update waiting_list_request set status = 'OFFERED', offered_at = $2, hold_until = $3 where id = $1`, [
      entry.id,
      context.now,
      holdUntil,
    ]);
    await tx.query('update course_schedule set booked = booked + $2, held = held + $2 where id = $1', [scheduleId, entry.places]);
    free -= entry.places;
    offered.push(entry.id);
    await queueMail(
      tx,
      offerMail({
        language: entry.language,
        to: entry.email,
        name: entry.name,
        courseName: date.courseName,
        startDate: date.startDate,
        endDate: date.endDate,
        city: date.city,
        places: entry.places,
        holdUntil,
        url: await offerUrl(tx, entry.id, holdUntil, context.publicUrl),
      }),
    );
    await enqueueJob(tx, { kind: JOB_KIND.waitingOfferExpiry, payload: { entryId: entry.id }, runAt: holdUntil, dedupeKey: `waiting-offer-expiry:${entry.id}` });
  }
  return offered;
}

/**
 * The job at the end of an offer's hold: an offer still open gives its seats back, its person is told,
 * and the seats are offered to the next in line. A used offer (BOOKED) is left alone.
 */
export async function expireOffer(tx: Queryable, entryId: number, context: OfferContext): Promise<void> {
  const [entry] = await tx.query<{ scheduleId: number }>('select schedule_id as "scheduleId" from waiting_list_request where id = $1', [entryId]);
  if (!entry) return;
  // The date first, like every writer of its seats, then the entry.
  const date = await lockDate(tx, entry.scheduleId);
  const [open] = await tx.query<EntryRow & { holdUntil: Date }>(
    `select id::int as id, places, email, trim(first_name || ' ' || last_name) as name, language, hold_until as "holdUntil"
       from waiting_list_request where id = $1 and status = 'OFFERED' for update`,
    [entryId],
  );
  if (!date || !open) return;
  // A job taken early (a clock moved back) waits for the hold's real end.
  if (new Date(open.holdUntil).getTime() > context.now.getTime()) throw new Error(`waiting-list offer ${entryId} is held until ${new Date(open.holdUntil).toISOString()}`);
  await tx.query(`update waiting_list_request set status = 'EXPIRED' where id = $1`, [entryId]);
  await tx.query('update course_schedule set booked = greatest(booked - $2, 0), held = greatest(held - $2, 0) where id = $1', [entry.scheduleId, open.places]);
  await queueMail(
    tx,
    offerExpiredMail({
      language: open.language,
      to: open.email,
      name: open.name,
      courseName: date.courseName,
      startDate: date.startDate,
      endDate: date.endDate,
      city: date.city,
    }),
  );
  await offerFreedSeats(tx, entry.scheduleId, context);
}
