/**
 * Demo only (server.ts seeds it in demo mode, never in a deployment): two live webinars of organizer 1
 * (whose staff is the demo account veranstalter@kursmarkt.example), each with a date that starts
 * today and one that starts tomorrow, so the firm's whole journey can be tried on any day (issue 25):
 * - today's date has started: its personal access links go out at once, the staff can record
 *   attendance, and whoever was marked present gets a certificate and the hours;
 * - tomorrow's date has not started: participants can no longer be named (naming closes
 *   PARTICIPANT_NAMING_CLOSES_DAYS_BEFORE days before), but a named one can be replaced until the start.
 * Each date runs two days, 09:00–17:00 Europe/Berlin, so today's date is still on (its access link
 * still opens) whatever the hour. Two webinars, so two bookings of the same people on the same day
 * can each find dates they are not on yet (a person takes one seat of a date).
 *
 * The webinars take their § 15 FAO title and referent from an existing lawyers' course of organizer 1
 * (one title, so the hours count without choosing one). Written once: a second run finds them by slug.
 */
import type { Database, Queryable } from '../db/database.ts';
import { addDays } from './dates.ts';

const ORGANIZER_ID = 1;
/** Hours per webinar (two days of 5 net hours). */
const HOURS = 10;
const PRICE_CENTS = 39_900;
const SEATS = 60;

export const DEMO_WEBINARS = [
  {
    name: 'Live-Webinar: Haftungsfallen im Kanzleialltag',
    slug: 'live-webinar-haftungsfallen-im-kanzleialltag',
    description:
      'Zweitägiges Live-Webinar für Anwältinnen und Anwälte: Fristen, Belehrungspflichten und Mandatsbedingungen, an denen die ' +
      'Haftung in der Praxis am häufigsten hängt – mit Fällen aus der aktuellen Rechtsprechung und Zeit für Ihre Fragen.',
  },
  {
    name: 'Live-Webinar: Mandatsannahme und Geldwäscheprävention',
    slug: 'live-webinar-mandatsannahme-und-geldwaeschepraevention',
    description:
      'Zweitägiges Live-Webinar für Anwältinnen und Anwälte: Identifizierung, Risikoanalyse und Verdachtsmeldung nach dem GwG, ' +
      'Interessenkollision und Konfliktprüfung bei der Mandatsannahme – praxisnah, mit Mustern und Zeit für Ihre Fragen.',
  },
] as const;

interface Source {
  scopeId: number;
  referentId: number;
}

/** A lawyers' course of the organizer with exactly one title and a referent: the webinars' title and referent. */
async function sourceOf(db: Queryable): Promise<Source | undefined> {
  const [row] = await db.query<Source>(
    `select (select min(cs.scope_id) from course_scope cs where cs.course_id = c.id)::int as "scopeId",
            (select min(cr.referent_id) from course_referent cr where cr.course_id = c.id)::int as "referentId"
       from course c
      where c.organizer_id = $1 and c.type = 'EDUCATION' and c.kind <> 'FACHANWALTSLEHRGANG'
        and (select count(*) from course_scope cs join scope s on s.id = cs.scope_id where cs.course_id = c.id and s.kind = 'LAWYER') = 1
        and (select count(*) from course_scope cs where cs.course_id = c.id) = 1
        and exists (select 1 from course_referent cr where cr.course_id = c.id)
      order by c.id limit 1`,
    [ORGANIZER_ID],
  );
  return row;
}

async function insertDate(tx: Queryable, courseId: number, start: string): Promise<void> {
  const [schedule] = await tx.query<{ id: number }>(
    `insert into course_schedule (id, course_id, city_id, start_date, end_date, seats, booked, start_time, end_time)
     values (nextval('course_write_schedule_id_seq'), $1, null, $2::date, $3::date, $4, 0, '09:00', '17:00') returning id`,
    [courseId, start, addDays(start, 1), SEATS],
  );
  await tx.query(
    `insert into price_level (id, schedule_id, name, price_cents, position)
     values (nextval('course_write_price_level_id_seq'), $1, 'Regulär', $2, 1)`,
    [schedule!.id, PRICE_CENTS],
  );
}

/** Seeds the webinars once; answers how many it wrote (0: already there, or no course to take the title from). */
export async function seedDemoWebinars(db: Database, today: string): Promise<number> {
  const [done] = await db.query('select 1 from course where slug = $1', [DEMO_WEBINARS[0].slug]);
  if (done) return 0;
  const source = await sourceOf(db);
  if (!source) return 0;
  return db.transaction(async (tx) => {
    for (const webinar of DEMO_WEBINARS) {
      const [course] = await tx.query<{ id: number }>(
        `insert into course (id, name, slug, description, type, course_type, kind, organizer_id, duration_value)
         values (nextval('course_write_course_id_seq'), $1, $2, $3, 'EDUCATION', 'ONLINE', 'FAO15', $4, $5) returning id`,
        [webinar.name, webinar.slug, webinar.description, ORGANIZER_ID, HOURS],
      );
      await tx.query('insert into course_scope (course_id, scope_id) values ($1, $2)', [course!.id, source.scopeId]);
      await tx.query('insert into course_referent (course_id, referent_id) values ($1, $2)', [course!.id, source.referentId]);
      await insertDate(tx, course!.id, today);
      await insertDate(tx, course!.id, addDays(today, 1));
    }
    return DEMO_WEBINARS.length;
  });
}
