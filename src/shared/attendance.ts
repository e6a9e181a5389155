/**
 * The organizer's participant list (Teilnehmerliste, issue 25 §4): the contract of
 * /api/organizer/schedules… between the server (services/attendance/) and the SPA page.
 * A certificate in a participant's own name exists only once they are marked present; the words
 * "mit Interaktion und kontinuierlicher Anwesenheit" only when `continuous` was confirmed.
 */
import type { CourseType } from './types.ts';

/** The words a certificate prints for a confirmed online participation (§ 15 Abs. 2 FAO). */
export const CONTINUOUS_ATTENDANCE_WORDS = 'mit Interaktion und kontinuierlicher Anwesenheit';

/** One date of the organizer with bookings, and how far attendance is recorded. */
export interface OrganizerSchedule {
  scheduleId: number;
  courseId: number;
  name: string;
  courseType: CourseType | null;
  startDate: string;
  endDate: string;
  city: string | null;
  /** Whether the date has started (attendance can be recorded from its first day). */
  started: boolean;
  participants: number;
  present: number;
  absent: number;
  /** Booked seats nobody is named for yet (they are not on the list). */
  unnamedSeats: number;
}

export interface OrganizerSchedules {
  schedules: OrganizerSchedule[];
}

/** One current participant of the date. A seat is identified by its position and seat number. */
export interface AttendanceEntry {
  positionId: number;
  seat: number;
  firstName: string;
  lastName: string;
  email: string;
  chamber: string | null;
  memberNumber: string | null;
  orderNumber: string;
  /** Who ordered: the firm's name, else the buyer's name. */
  buyer: string;
  /** null: not recorded yet. */
  present: boolean | null;
  /** Online dates: interaction and continuous attendance confirmed (false until then). */
  continuous: boolean;
  recordedAt: string | null;
}

export interface AttendanceList {
  schedule: OrganizerSchedule;
  entries: AttendanceEntry[];
}

/** PUT …/attendance: what staff mark, per seat. `continuous` only for online dates and present participants. */
export interface AttendanceMark {
  positionId: number;
  seat: number;
  present: boolean;
  continuous?: boolean;
}

export interface AttendanceRecording {
  entries: AttendanceMark[];
}

/** Refusals of the attendance calls. */
export type AttendanceErrorCode =
  | 'ATTENDANCE_NOT_YET' // 409: the date has not started; `startDate` says when it does
  | 'UNKNOWN_PARTICIPANT' // 422, field entries.N: no current participant on that seat of this date
  | 'DUPLICATE_ENTRY' // 422, field entries.N: the same seat twice in one request
  | 'CONTINUOUS_ONLY_ONLINE' // 422, field entries.N.continuous: only online dates confirm continuous attendance
  | 'CONTINUOUS_NEEDS_PRESENT' // 422, field entries.N.continuous: an absent participant cannot have attended continuously
  | 'NO_ORGANIZER'; // 403: the staff account belongs to no organizer

/** The largest number of marks in one request (a date's places are bounded by far less). */
export const ATTENDANCE_MAX_ENTRIES = 500;
