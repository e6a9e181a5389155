/**
 * Who takes part in an organizer's dates (the Teilnehmerliste, issue 25 §4): the current participants
 * of the seats booked on its dates — a replaced or released participant is not listed, nor a withdrawn
 * position or a cancelled order — with what staff recorded. Self-study has no attendance (its
 * certificate follows the learning-success check), so its dates are not listed.
 *
 * An order placed before participants existed (a single seat, no order_participant row ever) is the
 * buyer's own seat, as it always was: the buyer is listed as its participant (`legacy`), and marking
 * them writes the participant row first (record.ts).
 *
 * Dates and names come from the order snapshot (order_position), like certificates: what was booked.
 * Organizer staff read only their own organizer's dates; another's answers 404 as if it did not exist.
 */
import type { AttendanceEntry, AttendanceList, OrganizerSchedule } from '../../../shared/attendance.ts';
import type { BuyerData } from '../../../shared/order.ts';
import type { CourseType } from '../../../shared/types.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../errors.ts';

interface Row {
  positionId: number;
  scheduleId: number;
  courseId: number;
  name: string;
  courseType: CourseType | null;
  startDate: string;
  endDate: string;
  city: string | null;
  seats: number;
  orderNumber: string;
  orderEmail: string;
  buyer: BuyerData;
  legacy: boolean;
  participantId: number | null;
  seat: number | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  chamber: string | null;
  memberNumber: string | null;
  present: boolean | null;
  continuous: boolean | null;
  recordedAt: string | null;
}

/** A listed seat, with what record.ts needs besides. */
export interface ListedEntry extends AttendanceEntry {
  scheduleId: number;
  /** null: the buyer of an order from before participants (no row yet). */
  participantId: number | null;
}

/** SQL: the organizer's booked course positions that count (not withdrawn, order not cancelled, not self-study). */
const ENTRIES_SQL = `
  with positions as (
    select p.id, p.schedule_id, p.course_id, p.name, p.course_type, p.schedule_start, p.schedule_end, p.schedule_city, p.seats,
           o.order_number, o.email as order_email, o.buyer,
           not exists (select 1 from order_participant x where x.order_position_id = p.id) as legacy
      from order_position p join customer_order o on o.id = p.order_id
     where p.organizer_id = $1 and ($2::int is null or p.schedule_id = $2::int) and p.kind = 'COURSE'
       and p.course_type is distinct from 'SELF' and p.withdrawal_id is null and o.status <> 'CANCELLED'
  )
  select pos.id::int as "positionId", pos.schedule_id as "scheduleId", pos.course_id as "courseId", pos.name,
         pos.course_type as "courseType", pos.schedule_start::text as "startDate", pos.schedule_end::text as "endDate",
         pos.schedule_city as city, pos.seats, pos.order_number as "orderNumber", pos.order_email as "orderEmail", pos.buyer,
         pos.legacy, op.id::int as "participantId", op.seat, op.first_name as "firstName", op.last_name as "lastName", op.email,
         ch.name as chamber, op.member_number as "memberNumber", a.present, a.continuous,
         to_char(a.recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "recordedAt"
    from positions pos
    left join order_participant op on op.order_position_id = pos.id and op.replaced_at is null and op.released_at is null
    left join chamber ch on ch.id = op.chamber_id
    left join participant_attendance a on a.participant_id = op.id
   order by pos.schedule_start desc, pos.schedule_id, op.last_name, op.first_name, pos.id, op.seat`;

const buyerName = (buyer: BuyerData) =>
  buyer.company?.trim() || `${buyer.firstName ?? ''} ${buyer.lastName ?? ''}`.trim();

function entryOf(row: Row): ListedEntry | null {
  if (row.participantId !== null) {
    return {
      scheduleId: row.scheduleId, participantId: row.participantId, positionId: row.positionId, seat: row.seat!,
      firstName: row.firstName!, lastName: row.lastName!, email: row.email!, chamber: row.chamber, memberNumber: row.memberNumber,
      orderNumber: row.orderNumber, buyer: buyerName(row.buyer), present: row.present, continuous: row.continuous ?? false,
      recordedAt: row.recordedAt,
    };
  }
  // An order from before participants: its one seat is the buyer's.
  if (!row.legacy || row.seats !== 1) return null;
  return {
    scheduleId: row.scheduleId, participantId: null, positionId: row.positionId, seat: 1,
    firstName: row.buyer.firstName ?? '', lastName: row.buyer.lastName ?? '', email: row.orderEmail, chamber: null, memberNumber: null,
    orderNumber: row.orderNumber, buyer: buyerName(row.buyer), present: null, continuous: false, recordedAt: null,
  };
}

async function rowsOf(db: Queryable, organizerId: number, scheduleId: number | null): Promise<Row[]> {
  return db.query<Row>(ENTRIES_SQL, [organizerId, scheduleId]);
}

interface DateTally {
  schedule: OrganizerSchedule;
  /** Per position: its seats and how many of them are listed. */
  seats: Map<number, { seats: number; listed: number }>;
}

/** The dates of the rows with their counts, latest first (the rows' order). */
function schedulesOf(rows: readonly Row[], today: string): OrganizerSchedule[] {
  const byDate = new Map<number, DateTally>();
  for (const row of rows) {
    let date = byDate.get(row.scheduleId);
    if (!date) {
      date = {
        schedule: {
          scheduleId: row.scheduleId, courseId: row.courseId, name: row.name, courseType: row.courseType, startDate: row.startDate,
          endDate: row.endDate, city: row.city, started: row.startDate <= today, participants: 0, present: 0, absent: 0, unnamedSeats: 0,
        },
        seats: new Map(),
      };
      byDate.set(row.scheduleId, date);
    }
    // Every position of a date has the same snapshot; should they differ, the date spans them all.
    if (row.startDate < date.schedule.startDate) date.schedule.startDate = row.startDate;
    if (row.endDate > date.schedule.endDate) date.schedule.endDate = row.endDate;
    const entry = entryOf(row);
    const position = date.seats.get(row.positionId) ?? { seats: row.seats, listed: 0 };
    date.seats.set(row.positionId, position);
    if (!entry) continue;
    position.listed += 1;
    date.schedule.participants += 1;
    if (entry.present === true) date.schedule.present += 1;
    if (entry.present === false) date.schedule.absent += 1;
  }
  return [...byDate.values()].map(({ schedule, seats }) => ({
    ...schedule,
    started: schedule.startDate <= today,
    unnamedSeats: [...seats.values()].reduce((sum, position) => sum + Math.max(0, position.seats - position.listed), 0),
  }));
}

/** GET /api/organizer/schedules: the organizer's dates with bookings (past and upcoming), latest first. */
export async function organizerSchedules(db: Queryable, organizerId: number, today: string): Promise<OrganizerSchedule[]> {
  return schedulesOf(await rowsOf(db, organizerId, null), today);
}

/** The date's list with the entries record.ts needs; 404 for a date without bookings of this organizer. */
export async function listedEntries(
  db: Queryable,
  organizerId: number,
  scheduleId: number,
  today: string,
): Promise<{ schedule: OrganizerSchedule; entries: ListedEntry[] }> {
  const rows = await rowsOf(db, organizerId, scheduleId);
  const [schedule] = schedulesOf(rows, today);
  if (!schedule) throw notFound(`Course date ${scheduleId}`);
  const entries = rows.flatMap((row) => entryOf(row) ?? []);
  entries.sort((a, b) => a.lastName.localeCompare(b.lastName, 'de') || a.firstName.localeCompare(b.firstName, 'de') || a.positionId - b.positionId || a.seat - b.seat);
  return { schedule, entries };
}

const publicEntry = ({ scheduleId: _schedule, participantId: _id, ...entry }: ListedEntry): AttendanceEntry => entry;

/** GET /api/organizer/schedules/{scheduleId}: one date's participant list. */
export async function attendanceList(db: Queryable, organizerId: number, scheduleId: number, today: string): Promise<AttendanceList> {
  const { schedule, entries } = await listedEntries(db, organizerId, scheduleId, today);
  return { schedule, entries: entries.map(publicEntry) };
}
