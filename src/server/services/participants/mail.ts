/**
 * What each participant receives (issue 25 §3): their own booking confirmation, in the order's
 * language, with a calendar file.
 *
 * When: once the order is binding (CONFIRMED) — with the buyer's confirmation (payment/order-mails.ts:
 * the placing mail of an order confirmed at once, or the confirmation mail of one confirmed later) —
 * and, for a confirmed order, when a seat is named or named anew later (later.ts). Seats named before
 * the order is confirmed are mailed at the confirmation, so every named person gets exactly one mail.
 * One mail per person and occasion: a person on several dates of the order gets one mail listing
 * them, with one .ics holding one event per date.
 *
 * What: the course, the date(s), the place (the city; online dates: that the personal access link
 * follows before the start), the organizer, who booked it (the firm's or the buyer's name — never the
 * order, its prices or the other seats), and a link: with an account of that address the sign-in to
 * the customer area, else a signed registration link that fills in and verifies the address
 * (services/email-verification.ts). Times of day: course_schedule's start_time and end_time
 * (024-jobs-access.sql, German time, each day of the date); the .ics holds timed events in
 * Europe/Berlin (documents/calendar.ts). A date without times is an all-day event, and the mail says
 * the organizer tells the times.
 *
 * The buyer who takes part (an "Ich nehme selbst teil" seat, or the buyer's address named) gets this
 * mail too: the buyer's mail is the contract (prices, invoice, withdrawal), this one the admission
 * (the calendar file, the participant's link) — two documents for two roles, as the architecture
 * keeps buyer and participant apart.
 *
 * A person whose seat is given to someone else gets a short mail that it was passed on (no .ics).
 */
import { createHash } from 'node:crypto';
import type { BuyerData } from '../../../shared/order.ts';
import { CUSTOMER_DASHBOARD_PATH } from '../../../shared/page-paths.ts';
import type { Queryable } from '../../db/database.ts';
import { calendarFile, CALENDAR_CONTENT_TYPE, formatPeriod, type CalendarDate, type DocumentLanguage } from '../../documents/index.ts';
import { participantRegistrationUrl } from '../email-verification.ts';
import { queueMail } from '../mail.ts';
import { PARTICIPANT_TEXT } from './mail-texts.ts';
import { CURRENT } from './store.ts';

interface Row {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  schedule_id: number;
  name: string;
  organizer: string;
  organizer_email: string | null;
  course_type: 'SELF' | 'ONLINE' | 'PRESENT' | null;
  start_date: string;
  end_date: string;
  city: string | null;
  /** Daily times of the date ('hh:mm', Europe/Berlin; 024-jobs-access.sql), or null. */
  start_time: string | null;
  end_time: string | null;
  language: DocumentLanguage;
  buyer: BuyerData;
}

const SELECT = `select op.id::int as id, op.email, op.first_name, op.last_name, op.schedule_id, p.name, p.organizer,
        org.email as organizer_email, p.course_type, p.schedule_start::text as start_date,
        coalesce(p.schedule_end, p.schedule_start)::text as end_date, p.schedule_city as city,
        to_char(cs.start_time, 'HH24:MI') as start_time, to_char(cs.end_time, 'HH24:MI') as end_time, o.language, o.buyer
   from order_participant op
   join order_position p on p.id = op.order_position_id
   join customer_order o on o.id = p.order_id
   left join organizer org on org.id = p.organizer_id
   left join course_schedule cs on cs.id = op.schedule_id`;

/** Who booked: the firm, else the buyer's name. */
export const bookedByOf = (buyer: BuyerData) => buyer.company?.trim() || `${buyer.firstName} ${buyer.lastName}`.trim();

/** The same person (address) and date always give the same UID, whichever seat or row. */
export function calendarUid(scheduleId: number, email: string, publicUrl: string): string {
  const person = createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24);
  return `date-${scheduleId}-${person}@${new URL(publicUrl).hostname}`;
}

function placeOf(row: Row): string {
  const t = PARTICIPANT_TEXT[row.language];
  if (row.course_type === 'ONLINE') return t.online;
  if (row.course_type === 'SELF') return t.selfStudy;
  return row.city ?? '';
}

function dateLines(row: Row): string[] {
  const t = PARTICIPANT_TEXT[row.language];
  const period = formatPeriod({ startDate: row.start_date, endDate: row.end_date }, row.language);
  return [
    `- ${row.name}`,
    `  ${t.date}: ${period} (${row.start_time && row.end_time ? t.times(row.start_time, row.end_time, row.end_date > row.start_date) : t.allDay})`,
    `  ${t.place}: ${placeOf(row)}`,
    ...(row.course_type === 'ONLINE' || row.course_type === 'SELF' ? [`  ${t.accessLink}`] : []),
    `  ${t.organizer}: ${row.organizer}`,
  ];
}

function calendarDate(row: Row, publicUrl: string): CalendarDate {
  return {
    uid: calendarUid(row.schedule_id, row.email, publicUrl),
    summary: row.name,
    startDate: row.start_date,
    endDate: row.end_date,
    times: row.start_time && row.end_time ? { start: row.start_time, end: row.end_time } : null,
    location: placeOf(row),
    description: `${PARTICIPANT_TEXT[row.language].organizer}: ${row.organizer}`,
    organizer: row.organizer_email ? { name: row.organizer, email: row.organizer_email } : null,
  };
}

async function hasAccount(tx: Queryable, email: string): Promise<boolean> {
  const [row] = await tx.query<{ found: boolean }>('select exists (select 1 from account where lower(email) = lower($1)) as found', [email]);
  return row?.found === true;
}

/** One person's mail for their dates of one order (rows: same address, same order). */
async function queueOne(tx: Queryable, rows: readonly Row[], publicUrl: string): Promise<void> {
  const first = rows[0]!;
  const t = PARTICIPANT_TEXT[first.language];
  const bookedBy = bookedByOf(first.buyer);
  const link = (await hasAccount(tx, first.email))
    ? [t.accountIntro, `${publicUrl}${CUSTOMER_DASHBOARD_PATH}/meine-kurse`]
    : [t.registerIntro, await participantRegistrationUrl(tx, { id: first.id, email: first.email }, publicUrl)];
  const text = [
    t.greeting(`${first.first_name} ${first.last_name}`),
    '',
    rows.length > 1 ? t.introSeveral(bookedBy) : t.intro(bookedBy),
    '',
    ...rows.flatMap(dateLines),
    '',
    `${t.bookedBy}: ${bookedBy}`,
    '',
    t.calendar,
    '',
    ...link,
    '',
    t.closing,
  ].join('\n');
  const ics = calendarFile(rows.map((row) => calendarDate(row, publicUrl)), { name: first.name });
  await queueMail(tx, {
    to: first.email,
    subject: rows.length > 1 ? t.subjectSeveral(rows.length) : t.subject(first.name),
    text,
    attachments: [{ fileName: t.fileName, contentType: CALENDAR_CONTENT_TYPE, bytes: Buffer.from(ics, 'utf8') }],
  });
}

/** Groups rows by address (case-insensitive), keeping their order. */
function byPerson(rows: readonly Row[]): Row[][] {
  const people = new Map<string, Row[]>();
  for (const row of rows) {
    const key = row.email.trim().toLowerCase();
    people.set(key, [...(people.get(key) ?? []), row]);
  }
  return [...people.values()];
}

/**
 * The booking confirmations of a confirmed order's participants, in the caller's transaction: all
 * current participants of its course positions that are not withdrawn, or only the rows
 * `participantIds` names (seats named later). Nothing for an order that is not confirmed. Answers
 * how many mails were queued.
 */
export async function queueParticipantMails(
  tx: Queryable,
  orderId: number,
  publicUrl: string,
  participantIds?: readonly number[],
): Promise<number> {
  if (participantIds?.length === 0) return 0;
  const rows = await tx.query<Row>(
    `${SELECT}
      where o.id = $1 and o.status = 'CONFIRMED' and p.withdrawn_at is null and op.${CURRENT.replace(' and ', ' and op.')}
        and ($2::bigint[] is null or op.id = any($2::bigint[]))
      order by p.schedule_start, p.line_no, op.seat`,
    [orderId, participantIds ?? null],
  );
  const people = byPerson(rows);
  for (const person of people) await queueOne(tx, person, publicUrl);
  return people.length;
}

/** "Ihr Platz wurde weitergegeben" to persons whose seats of a confirmed order went to someone else (no .ics). */
export async function queuePassedOnMails(tx: Queryable, participantIds: readonly number[]): Promise<void> {
  if (participantIds.length === 0) return;
  const rows = await tx.query<Row>(
    `${SELECT}
      where op.id = any($1::bigint[]) and o.status = 'CONFIRMED' and p.withdrawn_at is null
      order by op.id`,
    [participantIds],
  );
  for (const row of rows) {
    const t = PARTICIPANT_TEXT[row.language];
    const period = formatPeriod({ startDate: row.start_date, endDate: row.end_date }, row.language);
    const text = [t.greeting(`${row.first_name} ${row.last_name}`), '', t.passedOn(bookedByOf(row.buyer), row.name, period), '', t.closing].join('\n');
    await queueMail(tx, { to: row.email, subject: t.passedOnSubject(row.name), text });
  }
}
