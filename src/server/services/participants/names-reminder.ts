/**
 * The reminder of missing names (issue 25 §1): when a confirmed order's course position still has
 * seats without a participant, the buyer gets one e-mail PARTICIPANT_NAMES_REMINDER_DAYS_BEFORE days
 * before the start (default 5), in the order's language, saying how many places still want a name and
 * until when they can be named. Run by the job table ('names-reminder', one job per position with
 * the dedupe key 'names-reminder:position:<id>', services/background-jobs.ts), so it is never queued
 * or sent twice. Nothing is sent when every seat is named by then, when the position was withdrawn or
 * the order cancelled, or when naming has already closed (PARTICIPANT_NAMING_CLOSES_DAYS_BEFORE).
 * A customer is pointed to "Meine Kurse", a guest gets the signed naming link (naming-link.ts).
 */
import { CUSTOMER_DASHBOARD_PATH } from '../../../shared/page-paths.ts';
import type { Queryable } from '../../db/database.ts';
import { formatDay, formatPeriod, type DocumentLanguage } from '../../documents/index.ts';
import { addDays, morningOf } from '../berlin-time.ts';
import { catalogueToday } from '../catalogue.ts';
import { queueMail } from '../mail.ts';
import { namingClosesOn } from './later.ts';
import { namingLinkFor } from './naming-link.ts';
import { CURRENT } from './store.ts';

const TEXT = {
  de: {
    subject: (course: string) => `Bitte Teilnehmende nachtragen: ${course}`,
    greeting: 'Guten Tag,',
    missing: (orderNumber: string, course: string, period: string, missing: number, seats: number) =>
      `in Ihrer Bestellung ${orderNumber} ${missing === 1 ? 'ist' : 'sind'} für „${course}“ (${period}) noch ${missing} von ${seats} ${seats === 1 ? 'Platz' : 'Plätzen'} ohne Namen.`,
    until: (lastDay: string) =>
      `Bitte tragen Sie die Teilnehmenden bis zum ${lastDay} ein; danach können keine Namen mehr angegeben werden. Jede teilnehmende Person erhält dann ihre eigene Anmeldebestätigung mit Kalenderdatei.`,
    customer: 'Die Teilnehmenden tragen Sie in Ihrem Kundenkonto bei der Bestellung ein:',
    guest: 'Teilnehmende jetzt benennen:',
    closing: 'Mit freundlichen Grüßen\nIhr Kursmarkt-Team',
  },
  en: {
    subject: (course: string) => `Please name the participants: ${course}`,
    greeting: 'Hello,',
    missing: (orderNumber: string, course: string, period: string, missing: number, seats: number) =>
      `in your order ${orderNumber}, ${missing} of ${seats} ${seats === 1 ? 'place' : 'places'} for “${course}” (${period}) ${missing === 1 ? 'has' : 'have'} no name yet.`,
    until: (lastDay: string) =>
      `Please name the participants by ${lastDay}; after that, names can no longer be given. Each participant then gets their own booking confirmation with a calendar file.`,
    customer: 'You name the participants in your customer account, at the order:',
    guest: 'Name the participants now:',
    closing: 'Kind regards\nYour Kursmarkt team',
  },
} as const;

export interface NamesReminderSettings {
  publicUrl: string;
  /** PARTICIPANT_NAMING_CLOSES_DAYS_BEFORE. */
  closesDaysBefore: number;
  /** PARTICIPANT_NAMES_REMINDER_DAYS_BEFORE. */
  reminderDaysBefore: number;
}

/** When the reminder of a date starting on `startDate` is due. */
export const namesReminderDueAt = (startDate: string, reminderDaysBefore: number): Date => morningOf(addDays(startDate, -reminderDaysBefore));

interface Row {
  order_id: number;
  order_number: string;
  email: string;
  is_customer: boolean;
  language: DocumentLanguage;
  name: string;
  start_date: string;
  end_date: string;
  seats: number;
  named: number;
}

/** Sends the reminder of one position if seats are still unnamed and naming is open; answers whether it did. */
export async function sendNamesReminder(tx: Queryable, positionId: number, settings: NamesReminderSettings, now: Date): Promise<boolean> {
  const [row] = await tx.query<Row>(
    `select o.id::int as order_id, o.order_number, o.email, o.customer_id is not null as is_customer, o.language, p.name,
            p.schedule_start::text as start_date, coalesce(p.schedule_end, p.schedule_start)::text as end_date, p.seats,
            (select count(*)::int from order_participant op where op.order_position_id = p.id and op.${CURRENT.replace(' and ', ' and op.')}) as named
       from order_position p join customer_order o on o.id = p.order_id
      where p.id = $1 and p.kind = 'COURSE' and p.withdrawn_at is null and o.status = 'CONFIRMED' and p.schedule_start is not null`,
    [positionId],
  );
  if (!row || row.named >= row.seats) return false;
  const closedOn = namingClosesOn(row.start_date, settings.closesDaysBefore);
  if (catalogueToday(now) >= closedOn) return false;
  const t = TEXT[row.language];
  // A guest has no account: the signed naming link (naming-link.ts) is their way to the seats.
  const guestLink = row.is_customer ? null : await namingLinkFor(tx, row.order_id, settings.publicUrl, now);
  const period = formatPeriod({ startDate: row.start_date, endDate: row.end_date }, row.language);
  const text = [
    t.greeting,
    '',
    t.missing(row.order_number, row.name, period, row.seats - row.named, row.seats),
    t.until(formatDay(addDays(closedOn, -1), row.language)),
    '',
    ...(row.is_customer ? [t.customer, `${settings.publicUrl}${CUSTOMER_DASHBOARD_PATH}`] : guestLink ? [t.guest, guestLink.url] : []),
    '',
    t.closing,
  ].join('\n');
  await queueMail(tx, { to: row.email, subject: t.subject(row.name), text });
  return true;
}
