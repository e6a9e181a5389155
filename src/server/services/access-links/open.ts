/**
 * POST /api/access-link: a personal link opened (/zugang#<token>). Answers the join address when the
 * link is the current participant's and the date is not over; else, nothing written:
 * - 404 ACCESS_LINK_UNKNOWN: no link has this token;
 * - 410 ACCESS_LINK_REVOKED: the participant was replaced by a substitute, the seat given back
 *   (withdrawal) or the order cancelled — the link is "nicht mehr gültig";
 * - 410 ACCESS_DATE_OVER: the date ended (its last day's end time in Germany; without times, that day);
 * - 409 ACCESS_NOT_YET_OPEN: the organizer has not stored the join address yet (startDate, startTime).
 */
import type { AccessLinkOpened } from '../../../shared/access-links.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { addDays, berlinInstant } from '../berlin-time.ts';
import { hashAccessToken } from './token.ts';

interface Row {
  revoked: boolean;
  join_url: string | null;
  name: string;
  start_date: string;
  end_date: string;
  start_time: string | null;
  end_time: string | null;
}

/** The moment the date is over: the end time of its last day, or the midnight after it. */
export const dateEnd = (endDate: string, endTime: string | null): Date =>
  endTime ? berlinInstant(endDate, endTime) : berlinInstant(addDays(endDate, 1), '00:00');

export async function openAccessLink(db: Queryable, token: string, now: Date): Promise<AccessLinkOpened> {
  const [row] = await db.query<Row>(
    `select (op.replaced_at is not null or op.released_at is not null or p.withdrawn_at is not null or o.status = 'CANCELLED') as revoked,
            j.join_url, p.name, p.schedule_start::text as start_date, coalesce(p.schedule_end, p.schedule_start)::text as end_date,
            to_char(cs.start_time, 'HH24:MI') as start_time, to_char(cs.end_time, 'HH24:MI') as end_time
       from participant_access_link l
       join order_participant op on op.id = l.participant_id
       join order_position p on p.id = op.order_position_id
       join customer_order o on o.id = p.order_id
       left join course_schedule cs on cs.id = op.schedule_id
       left join schedule_join_url j on j.schedule_id = op.schedule_id
      where l.token_hash = $1`,
    [hashAccessToken(token)],
  );
  if (!row) throw new HttpError(404, 'ACCESS_LINK_UNKNOWN', 'No access link has this token: please use the link of your e-mail exactly as sent');
  if (row.revoked) {
    throw new HttpError(410, 'ACCESS_LINK_REVOKED', 'This access link is no longer valid: the place was passed on to another participant or given back');
  }
  if (now.getTime() >= dateEnd(row.end_date, row.end_time).getTime()) {
    throw new HttpError(410, 'ACCESS_DATE_OVER', `The course date ended on ${row.end_date}: the access link is closed`, undefined, { endDate: row.end_date });
  }
  if (!row.join_url) {
    throw new HttpError(409, 'ACCESS_NOT_YET_OPEN', 'The organizer has not released the access yet: the link is activated before the start', undefined, {
      startDate: row.start_date,
      startTime: row.start_time,
    });
  }
  return {
    joinUrl: row.join_url,
    courseName: row.name,
    startDate: row.start_date,
    endDate: row.end_date,
    startTime: row.start_time,
    endTime: row.end_time,
  };
}
