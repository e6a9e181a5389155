/**
 * Attendance (services/attendance/, issue 25 §4): the organizer's dates and participant lists, marking
 * participants present or absent (and online: continuous attendance), and the list as CSV. Organizer
 * staff read only their own organizer's dates. Certificates read the marks (services/certificates/).
 */
export { attendanceList, organizerSchedules } from './list.ts';
export { recordAttendance, type Recorder } from './record.ts';
export { attendanceCsv, attendanceCsvName, csvCell } from './csv.ts';
