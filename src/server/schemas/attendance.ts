/** JSON Schemas of the organizer's participant list (issue 25 §4); they mirror src/shared/attendance.ts. */
import { ATTENDANCE_MAX_ENTRIES } from '../../shared/attendance.ts';
import { apiErrorWith } from './common.ts';
import { arrayOf, bool, day, id, int, nullable, str, strict } from './primitives.ts';

const courseType = { type: ['string', 'null'], enum: ['SELF', 'ONLINE', 'PRESENT', null] } as const;

export const organizerScheduleSchema = strict({
  scheduleId: int,
  courseId: int,
  name: str,
  courseType,
  startDate: day,
  endDate: day,
  city: nullable(str),
  started: { ...bool, description: 'Attendance can be recorded from the first day of the date' },
  participants: int,
  present: int,
  absent: int,
  unnamedSeats: { ...int, description: 'Booked seats without a named participant (not on the list)' },
});

export const organizerSchedulesSchema = strict({ schedules: arrayOf(organizerScheduleSchema) });

const entrySchema = strict({
  positionId: int,
  seat: int,
  firstName: str,
  lastName: str,
  email: str,
  chamber: nullable(str),
  memberNumber: nullable(str),
  orderNumber: str,
  buyer: { ...str, description: "The firm's name, else the buyer's name" },
  present: { ...nullable(bool), description: 'null: not recorded yet' },
  continuous: { ...bool, description: 'Online: interaction and continuous attendance confirmed' },
  recordedAt: nullable(str),
});

export const attendanceListSchema = strict({ schedule: organizerScheduleSchema, entries: arrayOf(entrySchema) });

export const scheduleParams = strict({ scheduleId: id });

export const attendanceBody = strict({
  entries: {
    type: 'array',
    minItems: 1,
    maxItems: ATTENDANCE_MAX_ENTRIES,
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['positionId', 'seat', 'present'],
      properties: {
        positionId: id,
        seat: { type: 'integer', minimum: 1, maximum: 20 },
        present: bool,
        continuous: { ...bool, description: 'Online dates only, and only with present: true' },
      },
    },
  },
});

export const attendanceErrorSchema = apiErrorWith({
  startDate: { ...day, description: "ATTENDANCE_NOT_YET: the date's start" },
});

export const ATTENDANCE_RULES =
  'Body: { entries: [{ positionId, seat, present, continuous? }] }, one per seat of the list. 404 a date without bookings of the ' +
  "staff's organizer; 409 ATTENDANCE_NOT_YET (startDate) before the date starts; 422 UNKNOWN_PARTICIPANT (no current participant on " +
  'that seat of this date), DUPLICATE_ENTRY, CONTINUOUS_ONLY_ONLINE, CONTINUOUS_NEEDS_PRESENT (field names the entry). Nothing is written ' +
  'on a refusal. Marking again overwrites the mark.';
