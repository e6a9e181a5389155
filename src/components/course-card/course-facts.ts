/** What a result card says about a course's next date and place (spec §2 result list). */
import type { CourseSummary, ScheduleSummary } from '../../shared/search';

/** The earliest matching schedule, or null (self-study courses may have none). */
export function nextSchedule(course: CourseSummary): ScheduleSummary | null {
  let next: ScheduleSummary | null = null;
  for (const schedule of course.courseSchedules) {
    // ISO dates (yyyy-mm-dd…) compare in calendar order as strings.
    if (!next || schedule.startDate < next.startDate) next = schedule;
  }
  return next;
}

export type Place = { kind: 'city'; name: string } | { kind: 'online' } | { kind: 'selfStudy' } | { kind: 'unknown' };

/** The schedule's city; an online or self-study course has none and says so instead. */
export function placeOf(course: CourseSummary, schedule: ScheduleSummary | null): Place {
  if (schedule?.city) return { kind: 'city', name: schedule.city.name };
  if (course.courseType === 'ONLINE') return { kind: 'online' };
  if (course.courseType === 'SELF') return { kind: 'selfStudy' };
  return { kind: 'unknown' };
}
