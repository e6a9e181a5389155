/**
 * The participant list as CSV for Excel: semicolons (German Excel's list separator), UTF-8 with a
 * byte order mark (without it Excel reads the umlauts as Latin-1), CRLF lines, a header row, every
 * cell quoted. A cell that starts like a formula (= + - @, tab or carriage return) is prefixed with
 * an apostrophe (OWASP "CSV injection"): a participant's name is text, never a formula Excel runs.
 */
import type { AttendanceList } from '../../../shared/attendance.ts';
import { CONTINUOUS_ATTENDANCE_WORDS } from '../../../shared/attendance.ts';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

const yesNo = (value: boolean | null) => (value === null ? 'nicht erfasst' : value ? 'anwesend' : 'abwesend');

export function attendanceCsv(list: AttendanceList): string {
  const online = list.schedule.courseType === 'ONLINE';
  const header = [
    'Nachname', 'Vorname', 'E-Mail', 'Kammer', 'Mitgliedsnummer', 'Bestellnummer', 'Besteller', 'Anwesenheit',
    ...(online ? [`Online ${CONTINUOUS_ATTENDANCE_WORDS}`] : []), 'Erfasst am',
  ];
  const rows = list.entries.map((entry) => [
    entry.lastName, entry.firstName, entry.email, entry.chamber ?? '', entry.memberNumber ?? '', entry.orderNumber, entry.buyer,
    yesNo(entry.present), ...(online ? [entry.present ? (entry.continuous ? 'ja' : 'nein') : ''] : []), entry.recordedAt ?? '',
  ]);
  return `\uFEFF${[header, ...rows].map((cells) => cells.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

/** A file name for the download: the date's start and its schedule id, nothing a header could trip over. */
export const attendanceCsvName = (list: AttendanceList) => `Teilnehmerliste-${list.schedule.startDate}-${list.schedule.scheduleId}.csv`;
