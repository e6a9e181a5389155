/**
 * What the waiting list shows: an offer to whoever holds its link, a customer's places on waiting
 * lists (by their account's e-mail, the address they joined with), and an organizer's list of one of
 * their dates with the offers running. Positions count the people still in line (waiting or offered).
 */
import type { OrganizerWaitingList, WaitingListOffer, WaitingListPlace } from '../../../shared/booking.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { entryOfOfferToken, offerPath } from './offer-link.ts';

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const IN_LINE = `status in ('WAITING', 'OFFERED')`;

/** GET /api/waiting-list/offers/{token}: the offer its link names (403/410 for a bad or expired link). */
export async function offerOfToken(db: Queryable, token: string, now: Date): Promise<WaitingListOffer> {
  const entryId = await entryOfOfferToken(db, token, now);
  const [offer] = await db.query<WaitingListOffer>(
    `select w.course_id as "courseId", c.name as "courseName", w.schedule_id as "scheduleId", s.start_date::text as "startDate",
            s.end_date::text as "endDate", ci.name as city, w.places, w.status, ${ISO('w.hold_until')} as "holdUntil",
            (select l.id from price_level l where l.schedule_id = s.id order by l.position, l.id limit 1) as "priceLevelId"
       from waiting_list_request w join course c on c.id = w.course_id join course_schedule s on s.id = w.schedule_id
       left join city ci on ci.id = s.city_id
      where w.id = $1`,
    [entryId],
  );
  if (!offer) throw notFound('Offer');
  return offer;
}

/** GET /api/customer/waiting-list: the signed-in customer's places (dates not begun), soonest first. */
export async function customerWaitingPlaces(db: Queryable, email: string, today: string): Promise<WaitingListPlace[]> {
  const rows = await db.query<Omit<WaitingListPlace, 'offerPath'> & { id: number; holdEnds: Date | null }>(
    `select w.id::int as id, w.hold_until as "holdEnds", w.course_id as "courseId", c.name as "courseName", w.schedule_id as "scheduleId", s.start_date::text as "startDate",
            ci.name as city, w.places, w.status,
            (select count(*)::int from waiting_list_request x where x.schedule_id = w.schedule_id and x.${IN_LINE} and x.id <= w.id) as position,
            case when w.status = 'OFFERED' then ${ISO('w.hold_until')} end as "holdUntil"
       from waiting_list_request w join course c on c.id = w.course_id join course_schedule s on s.id = w.schedule_id
       left join city ci on ci.id = s.city_id
      where lower(w.email) = lower($1) and s.start_date > $2::date and w.${IN_LINE}
      order by s.start_date, w.id`,
    [email, today],
  );
  // The account's address is the one that joined: its own offers' links, as the mail has them.
  return Promise.all(
    rows.map(async ({ id, holdEnds, ...place }) => ({
      ...place,
      offerPath: place.status === 'OFFERED' && holdEnds ? await offerPath(db, id, new Date(holdEnds)) : null,
    })),
  );
}

type OrganizerWaitingEntry = OrganizerWaitingList['entries'][number];

/** GET /api/organizer/schedules/{id}/waiting-list: everyone who joined, in line order, for the date's organizer only. */
export async function organizerWaitingList(db: Queryable, organizerId: number, scheduleId: number): Promise<OrganizerWaitingEntry[]> {
  const [date] = await db.query('select 1 from course_schedule s join course c on c.id = s.course_id where s.id = $1 and c.organizer_id = $2', [
    scheduleId,
    organizerId,
  ]);
  if (!date) throw notFound(`Date ${scheduleId}`);
  return db.query<OrganizerWaitingEntry>(
    `select trim(first_name || ' ' || last_name) as name, email, places, status, ${ISO('created_at')} as "joinedAt",
            case when status = 'OFFERED' then ${ISO('hold_until')} end as "holdUntil"
       from waiting_list_request where schedule_id = $1 order by id`,
    [scheduleId],
  );
}
