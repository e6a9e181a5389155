/** The organizer's participant lists (src/shared/attendance.ts): typed calls through the one ky instance. */
import type { Options } from 'ky';
import { handlingNotFound, http } from '../lib/http';
import type { AttendanceList, AttendanceMark, OrganizerSchedules } from '../shared/attendance';

/** GET /api/organizer/schedules: the staff's organizer's dates with bookings. */
export function getOrganizerSchedules(options: Options = {}): Promise<OrganizerSchedules> {
  return http.get('organizer/schedules', options).json<OrganizerSchedules>();
}

/** GET /api/organizer/schedules/{scheduleId}: one date's participants (404 stays on the page: another organizer's date). */
export function getAttendanceList(scheduleId: number, options: Options = {}): Promise<AttendanceList> {
  return http.get(`organizer/schedules/${scheduleId}`, handlingNotFound(options)).json<AttendanceList>();
}

/** PUT /api/organizer/schedules/{scheduleId}/attendance: the marks; answers the list as stored. */
export function putAttendance(scheduleId: number, entries: AttendanceMark[]): Promise<AttendanceList> {
  return http.put(`organizer/schedules/${scheduleId}/attendance`, handlingNotFound({ json: { entries } })).json<AttendanceList>();
}

/** GET /api/organizer/schedules/{scheduleId}/participants.csv: the list for Excel. */
export function getAttendanceCsv(scheduleId: number): Promise<Blob> {
  return http.get(`organizer/schedules/${scheduleId}/participants.csv`, handlingNotFound()).blob();
}
