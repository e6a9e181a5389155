/**
 * Calendar files (.ics, RFC 5545) for course dates, written with ical-generator (a maintained
 * library; ARCHITECTURE.md "documents, mail"): METHOD:PUBLISH, one VEVENT per date.
 *
 * Times are German times: an event with daily times says DTSTART;TZID=Europe/Berlin:… with the
 * wall-clock time and carries the VTIMEZONE of Europe/Berlin (@touch4it/ical-timezones), so every
 * client shows 09:00 as 09:00 in summer (+02:00) and in winter (+01:00). The times are handed over
 * as local 'yyyy-mm-ddThh:mm:ss' texts, never as Date objects: ical-generator 10 writes a Date's UTC
 * fields under the TZID. A date of several days with daily times is the first day's event repeated
 * daily (RRULE FREQ=DAILY;COUNT=days).
 *
 * The times come from course_schedule's start_time and end_time (024-jobs-access.sql). A date without
 * times is one all-day event from the first day to the last (DTEND the day after, exclusive, as
 * RFC 5545 wants).
 */
import ical, { ICalCalendarMethod, ICalEventRepeatingFreq } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';

export const CALENDAR_TIME_ZONE = 'Europe/Berlin';
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

export interface CalendarDate {
  /** Stable across mails: the same person and date always make the same UID (a client updates, never doubles). */
  uid: string;
  summary: string;
  /** 'yyyy-mm-dd', the first and the last day. */
  startDate: string;
  endDate: string;
  /** Daily times in Europe/Berlin, 'hh:mm'; null: an all-day event. */
  times: { start: string; end: string } | null;
  /** The venue or city, or "Online". */
  location: string;
  description?: string;
  organizer: { name: string; email: string } | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'yyyy-mm-dd' plus `days`. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const daysBetween = (first: string, last: string) =>
  Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;

/** The .ics text of these dates; `stamp` is DTSTAMP (when the file was made). */
export function calendarFile(dates: readonly CalendarDate[], { stamp = new Date(), name }: { stamp?: Date; name?: string } = {}): string {
  const calendar = ical({
    method: ICalCalendarMethod.PUBLISH,
    prodId: { company: 'Kursmarkt', product: 'Kursmarkt', language: 'DE' },
    ...(name ? { name } : {}),
    // No calendar-wide zone (it would write DTSTAMP without its Z); each timed event names its zone,
    // and the generator adds the VTIMEZONE of every zone used.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const date of dates) {
    if (!DAY.test(date.startDate) || !DAY.test(date.endDate) || date.endDate < date.startDate) {
      throw new Error(`calendarFile: bad date ${date.startDate} – ${date.endDate}`);
    }
    const common = {
      id: date.uid,
      stamp,
      summary: date.summary,
      location: date.location,
      ...(date.description ? { description: date.description } : {}),
      ...(date.organizer ? { organizer: date.organizer } : {}),
    };
    if (date.times) {
      const { start, end } = date.times;
      if (!TIME.test(start) || !TIME.test(end) || end <= start) throw new Error(`calendarFile: bad times ${start}–${end}`);
      const days = daysBetween(date.startDate, date.endDate);
      calendar.createEvent({
        ...common,
        start: `${date.startDate}T${start}:00`,
        end: `${date.startDate}T${end}:00`,
        timezone: CALENDAR_TIME_ZONE,
        ...(days > 1 ? { repeating: { freq: ICalEventRepeatingFreq.DAILY, count: days } } : {}),
      });
    } else {
      calendar.createEvent({ ...common, allDay: true, start: date.startDate, end: addDays(date.endDate, 1) });
    }
  }
  return calendar.toString();
}
