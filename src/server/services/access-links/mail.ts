/**
 * The personal access link by e-mail (issue 25 §3): each current participant of a confirmed online
 * position whose link was not mailed yet gets it, in the order's language, from
 * ACCESS_LINK_SEND_DAYS_BEFORE days before the start until the date is over — run by the job table
 * ('access-links', services/background-jobs.ts): at the send day for the position, and at once for a
 * substitute named after that day. The link is made (token.ts) and marked sent in the job's
 * transaction with the mail, so each person gets it once.
 */
import { CUSTOMER_DASHBOARD_PATH } from '../../../shared/page-paths.ts';
import type { Queryable } from '../../db/database.ts';
import { formatPeriod, type DocumentLanguage } from '../../documents/index.ts';
import { addDays, morningOf } from '../berlin-time.ts';
import { queueMail } from '../mail.ts';
import { dateEnd } from './open.ts';
import { accessLinkUrl, accessTokenFor } from './token.ts';

const TEXT = {
  de: {
    subject: (course: string) => `Ihr persönlicher Zugangslink: ${course}`,
    greeting: (name: string) => `Guten Tag ${name},`,
    intro: (course: string, when: string) => `für die Online-Veranstaltung „${course}“ (${when}) ist dies Ihr persönlicher Zugangslink:`,
    times: (start: string, end: string) => `${start}–${end} Uhr`,
    personal: 'Der Link gilt nur für Sie – bitte geben Sie ihn nicht weiter. Er führt Sie zum Online-Raum des Veranstalters.',
    notYet: 'Falls der Veranstalter den Online-Raum noch nicht eingetragen hat, wird der Zugang vor Beginn freigeschaltet; der Link bleibt derselbe.',
    area: 'Sie finden den Link auch in Ihrem Kundenkonto unter „Meine Kurse“:',
    closing: 'Mit freundlichen Grüßen\nIhr Kursmarkt-Team',
  },
  en: {
    subject: (course: string) => `Your personal access link: ${course}`,
    greeting: (name: string) => `Dear ${name},`,
    intro: (course: string, when: string) => `this is your personal access link for the online course “${course}” (${when}):`,
    times: (start: string, end: string) => `${start}–${end} German time`,
    personal: "The link is yours alone – please don't pass it on. It takes you to the organizer's online room.",
    notYet: 'If the organizer has not entered the online room yet, access is activated before the start; the link stays the same.',
    area: 'You also find the link in your customer account under “My courses”:',
    closing: 'Kind regards\nYour Kursmarkt team',
  },
} as const;

interface Row {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  name: string;
  start_date: string;
  end_date: string;
  start_time: string | null;
  end_time: string | null;
  language: DocumentLanguage;
}

export interface AccessLinkSettings {
  publicUrl: string;
  /** ACCESS_LINK_SEND_DAYS_BEFORE. */
  sendDaysBefore: number;
}

/** When the links of a date starting on `startDate` are mailed. */
export const accessLinksDueAt = (startDate: string, sendDaysBefore: number): Date => morningOf(addDays(startDate, -sendDaysBefore));

/**
 * Mails the links not yet sent of the position's current participants, in the caller's transaction,
 * when `now` is within the sending time (from the send day's morning until the date is over; before,
 * nothing: the position's own job comes at the send day). Answers how many were mailed.
 */
export async function sendAccessLinks(tx: Queryable, positionId: number, settings: AccessLinkSettings, now: Date): Promise<number> {
  const rows = await tx.query<Row>(
    `select op.id::int as id, op.email, op.first_name, op.last_name, p.name, p.schedule_start::text as start_date,
            coalesce(p.schedule_end, p.schedule_start)::text as end_date,
            to_char(cs.start_time, 'HH24:MI') as start_time, to_char(cs.end_time, 'HH24:MI') as end_time, o.language
       from order_participant op
       join order_position p on p.id = op.order_position_id
       join customer_order o on o.id = p.order_id
       left join course_schedule cs on cs.id = op.schedule_id
      where op.order_position_id = $1 and op.replaced_at is null and op.released_at is null
        and p.withdrawn_at is null and o.status = 'CONFIRMED' and p.course_type = 'ONLINE'
        and not exists (select 1 from participant_access_link l where l.participant_id = op.id and l.sent_at is not null)
      order by op.seat`,
    [positionId],
  );
  const first = rows[0];
  if (!first) return 0;
  if (now < accessLinksDueAt(first.start_date, settings.sendDaysBefore) || now >= dateEnd(first.end_date, first.end_time)) return 0;
  for (const row of rows) {
    const t = TEXT[row.language];
    const token = await accessTokenFor(tx, row.id);
    const period = formatPeriod({ startDate: row.start_date, endDate: row.end_date }, row.language);
    const when = row.start_time && row.end_time ? `${period}, ${t.times(row.start_time, row.end_time)}` : period;
    const text = [
      t.greeting(`${row.first_name} ${row.last_name}`),
      '',
      t.intro(row.name, when),
      '',
      accessLinkUrl(settings.publicUrl, token),
      '',
      t.personal,
      t.notYet,
      '',
      t.area,
      `${settings.publicUrl}${CUSTOMER_DASHBOARD_PATH}/meine-kurse`,
      '',
      t.closing,
    ].join('\n');
    await queueMail(tx, { to: row.email, subject: t.subject(row.name), text });
    await tx.query('update participant_access_link set sent_at = $2 where participant_id = $1', [row.id, now]);
  }
  return rows.length;
}
