/**
 * The join address of an online date (the video conference), stored by the staff of the date's
 * organizer. Refusals, nothing written: 404 for a date that is not of the caller's organizer (or
 * none; OWASP API1: as if it did not exist), 422 NOT_ONLINE for an in-person or self-study date,
 * 422 JOIN_URL_INVALID for an address that is not https with a host, or carries a user name or password.
 */
import type { ScheduleJoinUrl } from '../../../shared/access-links.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError, notFound } from '../../errors.ts';

export interface OrganizerStaff {
  customerId: number;
  organizerId?: number;
}

async function ownSchedule(db: Queryable, staff: OrganizerStaff, scheduleId: number): Promise<{ courseType: string }> {
  const [row] = staff.organizerId
    ? await db.query<{ course_type: string }>(
        'select c.course_type from course_schedule s join course c on c.id = s.course_id where s.id = $1 and c.organizer_id = $2',
        [scheduleId, staff.organizerId],
      )
    : [];
  if (!row) throw notFound(`Schedule ${scheduleId}`);
  return { courseType: row.course_type };
}

/** A join address as the shop accepts it: https, a host, no credentials in it. */
export function checkJoinUrl(text: string): string {
  const refuse = (why: string) => new HttpError(422, 'JOIN_URL_INVALID', `joinUrl: ${why}`, 'joinUrl');
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw refuse('not an address (https://…)');
  }
  if (url.protocol !== 'https:') throw refuse('only https addresses are accepted');
  if (!url.hostname || !url.hostname.includes('.')) throw refuse('the address needs a host name');
  if (url.username || url.password) throw refuse('the address must not carry a user name or password');
  return url.toString();
}

export async function readJoinUrl(db: Queryable, staff: OrganizerStaff, scheduleId: number): Promise<ScheduleJoinUrl> {
  await ownSchedule(db, staff, scheduleId);
  const [row] = await db.query<{ join_url: string }>('select join_url from schedule_join_url where schedule_id = $1', [scheduleId]);
  return { scheduleId, joinUrl: row?.join_url ?? null };
}

export async function storeJoinUrl(db: Queryable, staff: OrganizerStaff, scheduleId: number, joinUrl: string): Promise<ScheduleJoinUrl> {
  const { courseType } = await ownSchedule(db, staff, scheduleId);
  if (courseType !== 'ONLINE') {
    throw new HttpError(422, 'NOT_ONLINE', `Schedule ${scheduleId} is not an online date: only online dates have a join address`, 'scheduleId');
  }
  const url = checkJoinUrl(joinUrl);
  await db.query(
    `insert into schedule_join_url (schedule_id, join_url, updated_by) values ($1, $2, $3)
     on conflict (schedule_id) do update set join_url = excluded.join_url, updated_at = now(), updated_by = excluded.updated_by`,
    [scheduleId, url, staff.customerId],
  );
  return { scheduleId, joinUrl: url };
}
