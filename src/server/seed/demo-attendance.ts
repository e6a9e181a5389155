/**
 * Demo only (server.ts seeds it in demo mode, never in a deployment): a firm's orders on dates of
 * organizer 1 with named participants and recorded attendance, so the demo staff account
 * (veranstalter@kursmarkt.example) finds a filled "Teilnehmerliste", and the demo customer (Clara
 * Kunde, who took part herself) a certificate. Two dates that are over — attendance recorded, one of
 * them online with continuous attendance confirmed for one participant — and one upcoming, unmarked.
 * Written once: a second start finds the demo participants and leaves everything as it is.
 */
import type { Database, Queryable } from '../db/database.ts';
import { snapshotTrainingFacts } from '../services/order-store/position-facts.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';

const ORGANIZER_ID = 1;
const MARKER = 'jonas.weber@kursmarkt.example';

interface DemoSeat {
  firstName: string;
  lastName: string;
  email: string;
  isBuyer?: boolean;
  /** undefined: not recorded. */
  present?: boolean;
  continuous?: boolean;
}

interface DateRow {
  scheduleId: number;
  courseId: number;
  priceLevelId: number;
  priceCents: number;
  courseType: string;
}

const FIRM = {
  buyerType: 'BUSINESS', email: 'kunde@kursmarkt.example', firstName: 'Clara', lastName: 'Kunde', company: 'Kanzlei Kunde & Partner',
  street: 'Musterstraße 12', zipCode: '50667', city: 'Köln', country: 'DEU', taxNumber: null,
};

async function pickDates(db: Queryable, today: string): Promise<DateRow[]> {
  const pick = (where: string, order: string) =>
    db.query<DateRow>(
      `select s.id as "scheduleId", c.id as "courseId", pl.id as "priceLevelId", pl.price_cents as "priceCents", c.course_type as "courseType"
         from course c join course_schedule s on s.course_id = c.id join price_level pl on pl.schedule_id = s.id
        where c.organizer_id = $1 and c.course_type <> 'SELF' and c.kind <> 'FACHANWALTSLEHRGANG' and s.booked + 3 <= s.seats and ${where}
        order by ${order}, pl.position limit 1`,
      [ORGANIZER_ID, today],
    );
  const [pastPresent] = await pick(`s.end_date < $2::date and c.course_type = 'PRESENT'`, 's.start_date desc');
  const [pastOnline] = await pick(`s.end_date < $2::date and c.course_type = 'ONLINE'`, 's.start_date desc');
  const [upcoming] = await pick(`s.start_date > $2::date`, 's.start_date');
  return [pastPresent, pastOnline, upcoming].filter((row): row is DateRow => row !== undefined);
}

async function placeDemoOrder(tx: Queryable, customerId: number, date: DateRow, seats: readonly DemoSeat[], staffId: number): Promise<void> {
  const gross = date.priceCents * seats.length;
  const net = Math.round(gross / 1.19);
  const [order] = await tx.query<{ id: number }>(
    `insert into customer_order (customer_id, email, buyer, buyer_type, status, net_cents, vat_cents, gross_cents, confirmed_at)
     values ($1, $2, $3::jsonb, 'BUSINESS', 'CONFIRMED', $4, $5, $6, now()) returning id::int as id`,
    [customerId, FIRM.email, JSON.stringify(FIRM), net, gross - net, gross],
  );
  const [position] = await tx.query<{ id: number }>(
    `insert into order_position (order_id, line_no, kind, course_id, schedule_id, price_level_id, name, organizer_id, organizer, course_type,
       course_kind, scopes, schedule_start, schedule_end, schedule_city, price_level_name, list_cents, discount_cents, gross_cents, net_cents,
       vat_cents, vat_rate_percent, vat_treatment, seats)
     select $1, 0, 'COURSE', c.id, s.id, pl.id, c.name, o.id, o.name, c.course_type, c.kind, '{}'::text[], s.start_date, s.end_date, ci.name,
            pl.name, $2::int, 0, $2::int, $3::int, $4::int, 19, 'STANDARD', $5::int
       from course c join organizer o on o.id = c.organizer_id join course_schedule s on s.course_id = c.id
       join price_level pl on pl.id = $6 left join city ci on ci.id = s.city_id
      where c.id = $7 and s.id = $8
     returning id::int as id`,
    [order!.id, gross, net, gross - net, seats.length, date.priceLevelId, date.courseId, date.scheduleId],
  );
  await snapshotTrainingFacts(tx, order!.id);
  await tx.query('update course_schedule set booked = booked + $2 where id = $1', [date.scheduleId, seats.length]);
  for (const [index, seat] of seats.entries()) {
    const [participant] = await tx.query<{ id: number }>(
      `insert into order_participant (order_position_id, schedule_id, seat, first_name, last_name, email, is_buyer)
       values ($1, $2, $3, $4, $5, $6, $7) returning id::int as id`,
      [position!.id, date.scheduleId, index + 1, seat.firstName, seat.lastName, seat.email, seat.isBuyer ?? false],
    );
    if (seat.present === undefined) continue;
    await tx.query(
      'insert into participant_attendance (participant_id, present, continuous, recorded_by) values ($1, $2, $3, $4)',
      [participant!.id, seat.present, seat.present && (seat.continuous ?? false), staffId],
    );
  }
}

/** Seeds the demo participants once; answers how many orders it wrote. */
export async function seedDemoAttendance(db: Database, today: string): Promise<number> {
  const [done] = await db.query('select 1 from order_participant where lower(email) = $1 limit 1', [MARKER]);
  if (done) return 0;
  const emails = DEMO_ACCOUNTS.map((account) => account.email.toLowerCase());
  const accounts = await db.query<{ id: number; email: string }>('select id::int as id, lower(email) as email from account where lower(email) = any($1::text[])', [emails]);
  const customer = accounts.find((account) => account.email === 'kunde@kursmarkt.example');
  const staff = accounts.find((account) => account.email === 'veranstalter@kursmarkt.example');
  if (!customer || !staff) return 0;
  const [pastPresent, pastOnline, upcoming] = await pickDates(db, today);
  const plans: [DateRow | undefined, DemoSeat[]][] = [
    [pastPresent, [
      { firstName: 'Clara', lastName: 'Kunde', email: FIRM.email, isBuyer: true, present: true },
      { firstName: 'Jonas', lastName: 'Weber', email: MARKER, present: true },
      { firstName: 'Lea', lastName: 'Schäfer', email: 'lea.schaefer@kursmarkt.example', present: false },
    ]],
    [pastOnline, [
      { firstName: 'Miriam', lastName: 'Hoffmann', email: 'miriam.hoffmann@kursmarkt.example', present: true, continuous: true },
      { firstName: 'Tobias', lastName: 'Richter', email: 'tobias.richter@kursmarkt.example', present: true, continuous: false },
    ]],
    [upcoming, [{ firstName: 'Sophie', lastName: 'Wagner', email: 'sophie.wagner@kursmarkt.example' }]],
  ];
  let written = 0;
  await db.transaction(async (tx) => {
    for (const [date, seats] of plans) {
      if (!date) continue;
      await placeDemoOrder(tx, customer.id, date, seats, staff.id);
      written += 1;
    }
  });
  return written;
}
