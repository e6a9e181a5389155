/** The organizer's participant lists (src/shared/attendance.ts): typed calls through the one ky instance. */
import type { Options } from 'ky';
import { handlingNotFound, http } from '../lib/http';
import type { ScheduleJoinUrl } from '../shared/access-links';
import type { AttendanceList, AttendanceMark, OrganizerSchedules } from '../shared/attendance';
import type { OrganizerWaitingList } from '../shared/booking';

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

/** GET /api/organizer-access/schedules/{scheduleId}/join-url: the online date's join address (null: none stored yet). */
export function getJoinUrl(scheduleId: number, options: Options = {}): Promise<ScheduleJoinUrl> {
  return http.get(`organizer-access/schedules/${scheduleId}/join-url`, handlingNotFound(options)).json<ScheduleJoinUrl>();
}

/** PUT /api/organizer-access/schedules/{scheduleId}/join-url: stores the join address (https) the personal links open. */
export function putJoinUrl(scheduleId: number, joinUrl: string): Promise<ScheduleJoinUrl> {
  return http.put(`organizer-access/schedules/${scheduleId}/join-url`, handlingNotFound({ json: { joinUrl } })).json<ScheduleJoinUrl>();
}

/** GET /api/organizer/schedules/{scheduleId}/waiting-list: the date's waiting list and running offers. */
export function getOrganizerWaitingList(scheduleId: number, options: Options = {}): Promise<OrganizerWaitingList> {
  return http.get(`organizer/schedules/${scheduleId}/waiting-list`, handlingNotFound(options)).json<OrganizerWaitingList>();
}
