/**
 * The demo firm (issue 25 §7): "Kanzlei Demo & Partner" with its office manager and two member demo
 * accounts (seed/accounts.ts, README), and a few courses they attended this year — confirmed orders
 * whose dates are over, each naming the member as its participant, who was marked present by the
 * organizer's staff (participant_attendance, 023) — so the office manager's hours table, the members'
 * "Mein Status" (which counts attended own seats only), their certificates and the firm's orders are
 * not empty. Demo mode only: seedDatabase runs only
 * there (server.ts prepareDatabase). Written once: when the office manager already belongs to a firm
 * (an earlier seed, or the demo user changed it), nothing is written.
 *
 * The orders are written as snapshots (as placing writes them), without an invoice: an invoice number
 * is gapless and belongs to a real sale. The members joined 90 days ago and ordered 60 days ago, so
 * the orders count as the firm's (placed by members while members, 025-firms.sql).
 */
import type { Queryable } from '../db/database.ts';

export const DEMO_FIRM_NAME = 'Kanzlei Demo & Partner';
export const DEMO_FIRM_MANAGER = 'kanzlei@kursmarkt.example';
export const DEMO_FIRM_MEMBERS = ['anna.anwaeltin@kursmarkt.example', 'bernd.anwalt@kursmarkt.example'] as const;

const ADDRESS = { street: 'Friedrichstraße 100', zipCode: '10117', city: 'Berlin', country: 'DEU' };
/** One place: 250 € net, 19 % VAT. */
const PRICE = { gross: 29_750, net: 25_000, vat: 4_750 };

interface Person {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

interface Course {
  courseId: number;
  scheduleId: number;
  name: string;
  organizerId: number;
  organizer: string;
  courseType: 'ONLINE' | 'PRESENT';
  kind: string;
  hours: number;
  city: string | null;
  referents: string[];
  scopeId: number;
  scopeName: string;
}

/** Courses a chamber counts: not self-study, with hours, a speaker and a specialist title, one of each title. */
async function countableCourses(tx: Queryable, limit: number): Promise<Course[]> {
  return tx.query<Course>(
    `select distinct on (sc.id) c.id as "courseId", s.id as "scheduleId", c.name, c.organizer_id as "organizerId", o.name as organizer,
            c.course_type as "courseType", c.kind, c.duration_value::float8 as hours,
            (select ci.name from city ci where ci.id = s.city_id) as city,
            (select array_agg(btrim(concat_ws(' ', nullif(r.title, ''), r.first_name, r.last_name)) order by r.last_name, r.id)
               from course_referent cr join referent r on r.id = cr.referent_id where cr.course_id = c.id) as referents,
            sc.id as "scopeId", sc.name_de as "scopeName"
       from course c join organizer o on o.id = c.organizer_id
       join course_schedule s on s.id = (select min(s2.id) from course_schedule s2 where s2.course_id = c.id)
       join course_scope cs on cs.course_id = c.id join scope sc on sc.id = cs.scope_id and sc.kind = 'LAWYER'
      where c.course_type <> 'SELF' and c.kind <> 'FACHANWALTSLEHRGANG' and c.duration_value between 2 and 8
        and exists (select 1 from course_referent cr where cr.course_id = c.id)
        and (select count(*) from course_scope x where x.course_id = c.id) = 1
      order by sc.id, c.id
      limit $1`,
    [limit],
  );
}

/**
 * A confirmed order of `buyer` for one place of `course` on `day`, naming `participant`, marked present
 * by `recordedBy` (the organizer's staff). The catalogue's
 * booked count is left alone: the catalogue is rewritten identically by a reseed (seed.test.ts), and
 * the snapshot's day lies in the past, apart from the date's own calendar.
 */
async function attendedOrder(tx: Queryable, buyer: Person, participant: Person, course: Course, day: string, recordedBy: number): Promise<void> {
  const buyerData = { buyerType: 'BUSINESS', email: buyer.email, firstName: buyer.firstName, lastName: buyer.lastName, company: DEMO_FIRM_NAME, ...ADDRESS, taxNumber: null };
  const [order] = await tx.query<{ id: number }>(
    `insert into customer_order (customer_id, email, buyer, buyer_type, status, net_cents, vat_cents, gross_cents, placed_at, confirmed_at)
     values ($1, $2, $3::jsonb, 'BUSINESS', 'CONFIRMED', $4, $5, $6, now() - interval '60 days', now() - interval '60 days') returning id::int as id`,
    [buyer.id, buyer.email, JSON.stringify(buyerData), PRICE.net, PRICE.vat, PRICE.gross],
  );
  const [position] = await tx.query<{ id: number }>(
    `insert into order_position (order_id, line_no, kind, course_id, schedule_id, name, organizer_id, organizer, course_type, course_kind,
                                 scope_id, scopes, schedule_start, schedule_end, schedule_city, list_cents, discount_cents, gross_cents, net_cents,
                                 vat_cents, vat_rate_percent, vat_treatment, duration_hours, referents, scope_ids)
     values ($1, 0, 'COURSE', $2, $3, $4, $5, $6, $7, $8, $9, array[$10], $11::date, $11::date, $12, $13, 0, $13, $14, $15, 19, 'STANDARD',
             $16, $17::text[], array[$9::int]) returning id::int as id`,
    [order!.id, course.courseId, course.scheduleId, course.name, course.organizerId, course.organizer, course.courseType, course.kind,
      course.scopeId, course.scopeName, day, course.courseType === 'PRESENT' ? course.city : null, PRICE.gross, PRICE.net, PRICE.vat,
      course.hours, course.referents],
  );
  const [seat] = await tx.query<{ id: number }>(
    `insert into order_participant (order_position_id, schedule_id, seat, first_name, last_name, email, is_buyer)
     values ($1, $2, 1, $3, $4, $5, $6) returning id::int as id`,
    [position!.id, course.scheduleId, participant.firstName, participant.lastName, participant.email, participant.id === buyer.id],
  );
  await tx.query(
    `insert into participant_attendance (participant_id, present, continuous, recorded_by, recorded_at)
     values ($1, true, false, $2, $3::date + interval '18 hours')`,
    [seat!.id, recordedBy, day],
  );
}

/** Who marks attendance: a staff account of the course's organizer, else the demo organizer staff (seed/accounts.ts). */
async function attendanceRecorder(tx: Queryable, organizerId: number): Promise<number | undefined> {
  const [staff] = await tx.query<{ id: number }>(
    `select id::int as id from account where 'organizer_staff' = any(roles)
      order by organizer_id = $1 desc nulls last, lower(email) = 'veranstalter@kursmarkt.example' desc, id limit 1`,
    [organizerId],
  );
  return staff?.id;
}

/** Writes the demo firm once; answers whether it did. */
export async function seedDemoFirm(tx: Queryable): Promise<boolean> {
  const people = await tx.query<Person>(
    `select id::int as id, email, first_name as "firstName", last_name as "lastName" from account where lower(email) = any($1::text[])`,
    [[DEMO_FIRM_MANAGER, ...DEMO_FIRM_MEMBERS]],
  );
  const byEmail = (email: string) => people.find((person) => person.email.toLowerCase() === email);
  const manager = byEmail(DEMO_FIRM_MANAGER);
  const members = DEMO_FIRM_MEMBERS.map(byEmail);
  if (!manager || members.some((member) => !member)) return false;
  const [taken] = await tx.query('select 1 from firm_member where account_id = any($1::bigint[]) and left_at is null', [people.map((p) => p.id)]);
  if (taken) return false;

  const [firm] = await tx.query<{ id: number }>(
    `insert into firm (name, street, zip_code, city, country) values ($1, $2, $3, $4, $5) returning id::int as id`,
    [DEMO_FIRM_NAME, ADDRESS.street, ADDRESS.zipCode, ADDRESS.city, ADDRESS.country],
  );
  for (const [person, role] of [[manager, 'OFFICE_MANAGER'], ...members.map((member) => [member!, 'MEMBER'] as const)] as const) {
    await tx.query(`insert into firm_member (firm_id, account_id, role, joined_at) values ($1, $2, $3, now() - interval '90 days')`, [firm!.id, person.id, role]);
  }

  // Days this year that are over (from 1 January on, so the hours count in the current year).
  const [{ days } = { days: [] }] = await tx.query<{ days: string[] }>(
    `select array_agg(greatest(date_trunc('year', current_date)::date, current_date - n)::text order by n) as days
       from unnest(array[40, 30, 20, 10]) as n`,
  );
  const [anna, bernd] = members as [Person, Person];
  // Anna: courses of two titles, one booked by herself, one by the office manager for her; Bernd: one.
  // The hours and certificates follow the participant (their verified e-mail), whoever booked.
  const plan: [Person, Person][] = [[anna, anna], [manager, anna], [bernd, bernd]];
  const courses = await countableCourses(tx, plan.length);
  for (const [index, [buyer, participant]] of plan.entries()) {
    const course = courses[index];
    const recordedBy = course && (await attendanceRecorder(tx, course.organizerId));
    if (course && recordedBy !== undefined) await attendedOrder(tx, buyer, participant, course, days[index]!, recordedBy);
  }
  return true;
}
