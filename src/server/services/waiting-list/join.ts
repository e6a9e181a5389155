/**
 * The waiting list of a fully booked date (POST /api/orders/waitinglists). Only a date that is full
 * and not past takes requests; one address is on a date's list once (unique index), so sending the
 * same request again answers the stored entry instead of a second one.
 */
import type { Database, Queryable } from '../../db/database.ts';
import { HttpError, notFound } from '../../errors.ts';
import type { WaitingListEntry, WaitingListRequest } from '../../../shared/catalogue.ts';
import { catalogueToday, notPastSql } from '../catalogue.ts';
import { isEmailAddress } from '../email-address.ts';
import { queueRequestedMail } from '../mail.ts';

export interface WaitingListResult {
  entry: WaitingListEntry;
  /** False when the address already was on this date's list. */
  created: boolean;
}

interface EntryRow {
  id: number;
  courseId: number;
  courseScheduleId: number;
  email: string;
  places: number;
  position: number;
  createdAt: Date | string;
}

const ENTRY_SELECT = `select w.id::int as id, w.course_id as "courseId", w.schedule_id as "courseScheduleId", w.email, w.places,
    (select count(*)::int from waiting_list_request x where x.schedule_id = w.schedule_id and x.status in ('WAITING', 'OFFERED') and x.id <= w.id) as position,
    w.created_at as "createdAt"
  from waiting_list_request w`;

const toEntry = (row: EntryRow): WaitingListEntry => ({ ...row, createdAt: new Date(row.createdAt).toISOString() });

const formatDay = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

export async function joinWaitingList(
  db: Database,
  request: WaitingListRequest,
  today = catalogueToday(),
): Promise<WaitingListResult> {
  const email = request.email.trim();
  if (!isEmailAddress(email)) throw new HttpError(400, 'INVALID_EMAIL', "body 'email' is not a valid e-mail address", 'email');
  const firstName = request.firstName.trim();
  const lastName = request.lastName.trim();

  const [schedule] = await db.query<{ courseId: number; name: string; startDate: string; city: string | null; full: boolean; notPast: boolean }>(
    `select s.course_id as "courseId", c.name, s.start_date::text as "startDate", ci.name as city,
            s.booked >= s.seats as full, ${notPastSql('$2')} as "notPast"
       from course_schedule s join course c on c.id = s.course_id left join city ci on ci.id = s.city_id
      where s.id = $1`,
    [request.courseScheduleId, today],
  );
  if (!schedule || schedule.courseId !== request.courseId) {
    const [course] = await db.query('select 1 from course where id = $1', [request.courseId]);
    if (!course) throw notFound(`Course ${request.courseId}`);
    throw new HttpError(404, 'NOT_FOUND', `Date ${request.courseScheduleId} of course ${request.courseId} not found`, 'courseScheduleId');
  }
  if (!schedule.notPast) {
    throw new HttpError(409, 'SCHEDULE_PAST', 'This date has already taken place; it has no waiting list', 'courseScheduleId');
  }
  if (!schedule.full) {
    throw new HttpError(409, 'SCHEDULE_NOT_FULL', 'This date still has free places: book it instead of joining a waiting list', 'courseScheduleId');
  }

  const insert = async (tx: Queryable): Promise<WaitingListResult> => {
    const inserted = await tx.query<{ id: number }>(
      `insert into waiting_list_request (course_id, schedule_id, first_name, last_name, email, phone, places, language)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (schedule_id, lower(email)) do nothing
       returning id::int as id`,
      [request.courseId, request.courseScheduleId, firstName, lastName, email, request.phone?.trim() || null, request.places ?? 1, request.language ?? 'de'],
    );
    const created = inserted.length > 0;
    const [row] = await tx.query<EntryRow>(`${ENTRY_SELECT} where w.schedule_id = $1 and lower(w.email) = lower($2)`, [
      request.courseScheduleId,
      email,
    ]);
    const entry = toEntry(row!);
    // Anyone can put any address on a list: the mails per address and day are limited.
    if (created) {
      const when = `${formatDay(schedule.startDate)}${schedule.city ? ` in ${schedule.city}` : ''}`;
      await queueRequestedMail(tx, {
        to: email,
        subject: `Warteliste: ${schedule.name}`,
        text: [
          `Guten Tag ${firstName} ${lastName},`,
          '',
          `Sie stehen auf der Warteliste für „${schedule.name}“ am ${when} (Platz ${entry.position} der Warteliste, ${entry.places} ${entry.places === 1 ? 'Platz' : 'Plätze'} angefragt).`,
          'Sobald ein Platz frei wird, melden wir uns bei Ihnen. Eine Buchung entsteht dadurch nicht.',
          '',
          'Ihr Kursmarkt-Team',
        ].join('\n'),
      });
    }
    return { entry, created };
  };
  return db.transaction(insert);
}
