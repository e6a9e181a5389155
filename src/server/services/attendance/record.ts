/**
 * PUT /api/organizer/schedules/{scheduleId}/attendance: organizer staff mark participants of a date
 * present or absent, and for an online date whether interaction and continuous attendance were
 * confirmed. Only once the date has started (409 ATTENDANCE_NOT_YET before: nobody can have attended
 * yet). Every mark names a seat that is on the date's list (422 otherwise); the whole request is
 * checked before anything is written, and written in one transaction. Marking again overwrites the
 * mark (who and when are the last recording).
 */
import type { AttendanceList, AttendanceMark } from '../../../shared/attendance.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { insertParticipant } from '../participants/index.ts';
import { attendanceList, listedEntries, type ListedEntry } from './list.ts';

export interface Recorder {
  organizerId: number;
  /** The staff account that records (participant_attendance.recorded_by). */
  accountId: number;
}

const seatKey = (positionId: number, seat: number) => `${positionId}:${seat}`;

/** Each mark's listed seat, or the refusal naming the mark. */
function checkedMarks(entries: readonly ListedEntry[], marks: readonly AttendanceMark[], online: boolean): ListedEntry[] {
  const listed = new Map(entries.map((entry) => [seatKey(entry.positionId, entry.seat), entry]));
  const seen = new Set<string>();
  return marks.map((mark, index) => {
    const key = seatKey(mark.positionId, mark.seat);
    const entry = listed.get(key);
    if (!entry) {
      throw new HttpError(422, 'UNKNOWN_PARTICIPANT', `Seat ${mark.seat} of position ${mark.positionId} has no participant on this date`, `entries.${index}`);
    }
    if (seen.has(key)) throw new HttpError(422, 'DUPLICATE_ENTRY', `Seat ${mark.seat} of position ${mark.positionId} is marked twice`, `entries.${index}`);
    seen.add(key);
    if (mark.continuous && !online) {
      throw new HttpError(422, 'CONTINUOUS_ONLY_ONLINE', 'Continuous attendance is confirmed for online dates only', `entries.${index}.continuous`);
    }
    if (mark.continuous && !mark.present) {
      throw new HttpError(422, 'CONTINUOUS_NEEDS_PRESENT', 'An absent participant cannot have attended continuously', `entries.${index}.continuous`);
    }
    return entry;
  });
}

/** The buyer of an order from before participants becomes its participant row (is_buyer), so the mark has a row to belong to. */
async function participantIdOf(tx: Queryable, entry: ListedEntry): Promise<number> {
  if (entry.participantId !== null) return entry.participantId;
  return insertParticipant(tx, entry.positionId, entry.scheduleId, entry.seat, {
    firstName: entry.firstName,
    lastName: entry.lastName,
    email: entry.email,
    chamberId: null,
    memberNumber: null,
    self: true,
  });
}

export async function recordAttendance(
  db: Database,
  recorder: Recorder,
  scheduleId: number,
  marks: readonly AttendanceMark[],
  today: string,
): Promise<AttendanceList> {
  await db.transaction(async (tx) => {
    const { schedule, entries } = await listedEntries(tx, recorder.organizerId, scheduleId, today);
    if (!schedule.started) {
      throw new HttpError(409, 'ATTENDANCE_NOT_YET', `Attendance can be recorded from the start of the date (${schedule.startDate})`, undefined, {
        startDate: schedule.startDate,
      });
    }
    const chosen = checkedMarks(entries, marks, schedule.courseType === 'ONLINE');
    for (const [index, entry] of chosen.entries()) {
      const mark = marks[index]!;
      const participantId = await participantIdOf(tx, entry);
      await tx.query(
        `insert into participant_attendance (participant_id, present, continuous, recorded_at, recorded_by) values ($1, $2, $3, now(), $4)
         on conflict (participant_id) do update set present = excluded.present, continuous = excluded.continuous,
           recorded_at = excluded.recorded_at, recorded_by = excluded.recorded_by`,
        [participantId, mark.present, mark.present && (mark.continuous ?? false), recorder.accountId],
      );
    }
  });
  return attendanceList(db, recorder.organizerId, scheduleId, today);
}
