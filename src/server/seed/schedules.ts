/**
 * Dates of a course: 1–6 schedules spread from about a year before `today` to a year and a half
 * after it. In-person dates have a city (mostly big cities or the organizer's home town); online and
 * self-study dates have none. Some dates are fully booked.
 */
import type { CourseType } from '../../shared/types.ts';
import type { CitySize } from './data/cities.ts';
import { addDays, weekday } from './dates.ts';
import type { Random } from './random.ts';
import type { CityRef } from './reference-tables.ts';
import type { CourseKind, CourseScheduleRow } from './rows.ts';

/** The window dates are drawn from, in days relative to today. */
export const SCHEDULE_WINDOW = { fromDays: -365, toDays: 548 } as const;

/** How strongly each city size attracts in-person courses. */
const CITY_SIZE_WEIGHT: Record<CitySize, number> = { 1: 14, 2: 7, 3: 3, 4: 1.2, 5: 0.4 };

export interface ScheduleInput {
  courseId: number;
  kind: CourseKind;
  courseType: CourseType;
  duration: number;
  organizerCityId: number;
  today: string;
}

export type ScheduleDraft = Omit<CourseScheduleRow, 'id'>;

export function weightedCities(cities: readonly CityRef[]): (readonly [number, number])[] {
  return cities.map((city) => [city.id, CITY_SIZE_WEIGHT[city.seed.size]] as const);
}

function scheduleCount(random: Random, input: ScheduleInput): number {
  if (input.kind === 'FACHANWALTSLEHRGANG') return random.weighted([[1, 50], [2, 35], [3, 15]]);
  if (input.courseType === 'SELF') return random.weighted([[1, 70], [2, 30]]);
  return random.weighted([[1, 25], [2, 25], [3, 20], [4, 14], [5, 9], [6, 7]]);
}

function startDate(random: Random, input: ScheduleInput): string {
  const day = addDays(input.today, random.int(SCHEDULE_WINDOW.fromDays, SCHEDULE_WINDOW.toDays));
  // Nobody teaches on Sundays; self-study access can start any day.
  return input.courseType !== 'SELF' && weekday(day) === 0 ? addDays(day, 1) : day;
}

/** Days the date runs, the first day included. */
function lengthInDays(random: Random, input: ScheduleInput): number {
  if (input.courseType === 'SELF') return 365;
  if (input.kind === 'FACHANWALTSLEHRGANG') return random.pick([56, 63, 70, 84, 91, 98]);
  return Math.ceil(input.duration / 8);
}

function seats(random: Random, input: ScheduleInput): number {
  if (input.courseType === 'PRESENT') return input.kind === 'FACHANWALTSLEHRGANG' ? random.int(15, 35) : random.int(10, 60);
  return input.courseType === 'ONLINE' ? random.int(20, 80) : random.int(40, 80);
}

function booked(random: Random, capacity: number, start: string, today: string): number {
  // Both draws are taken whatever the outcome, so moving `today` changes which branch applies but
  // not the random stream: the rest of the catalogue stays the same, only shifted in time.
  const fullRoll = random.next();
  const shareRoll = random.next();
  const past = start < today;
  if (fullRoll < (past ? 0.15 : 0.07)) return capacity;
  const [min, max] = past ? [Math.ceil(capacity * 0.3), capacity - 1] : [0, Math.floor(capacity * 0.8)];
  return min + Math.floor(shareRoll * (max - min + 1));
}

/**
 * The daily times of a date (Europe/Berlin), without a draw from the random stream (the rest of the
 * catalogue stays as it was): self-study has none; a short online date is an afternoon
 * (14:00–17:30) or, for every other course, a morning (09:00–12:30); a whole day is 09:00–17:00, and a
 * date of several days has those times each day.
 */
export function scheduleTimes(input: Pick<ScheduleInput, 'courseId' | 'courseType' | 'duration'>, days: number): Pick<ScheduleDraft, 'start_time' | 'end_time'> {
  if (input.courseType === 'SELF') return { start_time: null, end_time: null };
  if (days === 1 && input.duration <= 4) {
    return input.courseType === 'ONLINE' && input.courseId % 2 === 0
      ? { start_time: '14:00', end_time: '17:30' }
      : { start_time: '09:00', end_time: '12:30' };
  }
  return { start_time: '09:00', end_time: '17:00' };
}

export function generateSchedules(
  random: Random,
  input: ScheduleInput,
  cityWeights: readonly (readonly [number, number])[],
): ScheduleDraft[] {
  const count = scheduleCount(random, input);
  const drafts: ScheduleDraft[] = [];
  for (let n = 0; n < count; n++) {
    const start = startDate(random, input);
    const capacity = seats(random, input);
    const cityId = input.courseType !== 'PRESENT'
      ? null
      : random.chance(0.35) ? input.organizerCityId : random.weighted(cityWeights);
    const days = lengthInDays(random, input);
    drafts.push({
      course_id: input.courseId,
      city_id: cityId,
      start_date: start,
      end_date: addDays(start, days - 1),
      seats: capacity,
      booked: booked(random, capacity, start, input.today),
      ...scheduleTimes(input, days),
    });
  }
  // Ids follow the calendar, so a course's first schedule is its earliest date.
  return drafts.sort((a, b) => (a.start_date < b.start_date ? -1 : a.start_date > b.start_date ? 1 : 0));
}
