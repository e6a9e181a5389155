/**
 * Typed date input (spec §5): what a visitor may type into a date field, and how the field shows a
 * date. Fields show TT.MM.JJJJ (two-digit day and month); searches and storage use yyyy-mm-dd.
 *
 * Accepted input, surrounding blanks ignored, a blank after each dot allowed:
 *   - day.month.year  '5.3.2027', '05.03.2027', '5. 3. 2027'
 *   - month.year      '3.2027', '03.2027'          → the first of that month
 *   - year            '2027'                        → 1 January of that year (four digits only)
 *   - yyyy-mm-dd      '2027-03-05'                  (what a native date picker or a pasted ISO date gives)
 * Years have four digits (1000–9999) or two: a two-digit year means 20yy ('5.3.27' is 05.03.2027),
 * because a course search looks ahead, never back into the last century. Days that the calendar
 * does not have (31.02.2027, 29.02.2027) are rejected, as is anything else.
 */

/** A calendar day as yyyy-mm-dd. Strings of this form compare in calendar order. */
export type IsoDate = string;

const GERMAN_INPUT = /^(?:(\d{1,2})\.\s*)?(?:(\d{1,2})\.\s*)?(\d{4}|\d{2})$/;
const ISO_INPUT = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC keeps time zones out of it.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** yyyy-mm-dd of a day, or null when the calendar has no such day. */
export function isoDate(year: number, month: number, day: number): IsoDate | null {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(year, month)) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function fullYear(digits: string): number {
  return digits.length === 2 ? 2000 + Number(digits) : Number(digits);
}

/** The day a typed text means (rules above), or null when it is no date. Empty text is no date either. */
export function parseDateInput(text: string): IsoDate | null {
  const input = text.trim();
  const iso = ISO_INPUT.exec(input);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));

  const german = GERMAN_INPUT.exec(input);
  if (!german) return null;
  const [, first, second, year] = german as unknown as [string, string | undefined, string | undefined, string];
  if (year.length === 4 && year.startsWith('0')) return null;
  // A lone two-digit number is more likely a day being typed than a year.
  if (first === undefined && year.length === 2) return null;
  // With one number before the year it is the month ('03.2027'); with two, day and month.
  const day = first !== undefined && second !== undefined ? Number(first) : 1;
  const month = second ?? first;
  return isoDate(fullYear(year), month === undefined ? 1 : Number(month), day);
}

/** TT.MM.JJJJ of a yyyy-mm-dd day; other strings come back unchanged. */
export function formatDateInput(date: IsoDate): string {
  const match = ISO_INPUT.exec(date);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : date;
}

/** The local calendar day of a moment, as yyyy-mm-dd (the visitor's "today"). */
export function localIsoDate(moment: Date): IsoDate {
  return `${pad(moment.getFullYear(), 4)}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}
