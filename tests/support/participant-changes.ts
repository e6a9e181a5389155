/**
 * What tests of a participant change read (tests/server/substitution.test.ts, firm-substitution.test.ts):
 * a position's date moved by writing its start, the position's current participants, the mails queued
 * for a person with their attachments, the personal access link's token in a mail and opening it, an
 * online date's join address, and the background jobs run at a given moment.
 */
import { shopJobRunner } from '../../src/server/services/background-jobs.ts';
import type { OrderApi } from './order-api.ts';

export const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Moves the position's date (start and end) to `day`. */
export const startOn = (api: OrderApi, positionId: number, day: string) =>
  api.q('update order_position set schedule_start = $2::date, schedule_end = $2::date where id = $1', [positionId, day]);

/** The e-mails of the position's current participants, in seat order. */
export const currentEmails = async (api: OrderApi, positionId: number) =>
  (await api.q<{ email: string }>(
    'select email from order_participant where order_position_id = $1 and replaced_at is null and released_at is null order by seat',
    [positionId],
  )).map((row) => row.email);

export interface Mail { subject: string; text_body: string; files: string[] | null }
/** The mails queued for `email`, with the names of their attachments. */
export const mailsTo = (api: OrderApi, email: string) =>
  api.q<Mail>(
    `select m.subject, m.text_body, (select array_agg(a.file_name order by a.position) from mail_attachment a where a.mail_id = m.id) as files
       from mail_outbox m where lower(m.recipient) = lower($1) order by m.id`,
    [email],
  );

/** The personal access link's token in a mail's text (/zugang#token). */
export const tokenIn = (text: string) => /\/zugang#([A-Za-z0-9_-]{43})/.exec(text)?.[1];
/** The token of the newest personal access link mailed to `email`. */
export const accessTokenOf = async (api: OrderApi, email: string) =>
  tokenIn((await mailsTo(api, email)).findLast((mail) => mail.subject.startsWith('Ihr persönlicher Zugangslink'))?.text_body ?? '');
export const openAccessLink = (api: OrderApi, token: string) => api.call({ method: 'POST', url: '/api/access-link', payload: { token } });

/** The online date of the position gets `joinUrl` as its room. */
export async function setJoinUrl(api: OrderApi, positionId: number, joinUrl: string): Promise<void> {
  await api.q(
    `insert into schedule_join_url (schedule_id, join_url) select schedule_id, $2 from order_position where id = $1
     on conflict (schedule_id) do update set join_url = excluded.join_url`,
    [positionId, joinUrl],
  );
}

export const runJobsAt = (api: OrderApi, at: Date) => shopJobRunner(api.server.database.db, api.server.app.settings, () => at).runDue();
