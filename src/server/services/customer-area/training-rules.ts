/**
 * §15 FAO, the pure rules (no I/O; state.ts loads the courses): per specialist title and calendar
 * year at least FAO_HOURS_PER_YEAR hours; self-study counts only with a passed learning-success check
 * and at most FAO_SELF_STUDY_CAP_HOURS of it; an hour counts toward one title only (the course's
 * assigned scope); the year a course STARTS is the year of all its hours (a specialist course running
 * into the next year counts there once); no carry-over: each year stands alone.
 *
 * A chamber rejects a course without speaker or without hours, and self-study without a passed
 * check: such a course counts 0 and says why. The self-study cap is filled in date order (then
 * source, id), so a course that crosses it counts in part and says SELF_STUDY_OVER_CAP.
 * Hours are counted in tenths so sums of 7.5 + 0.1 … stay exact.
 */
import {
  FAO_HOURS_PER_YEAR, FAO_SELF_STUDY_CAP_HOURS, type TitleState, type TrainingCourse, type TrainingRejection,
  type TrainingState, type UnassignedCourse,
} from '../../../shared/customer-area.ts';

/** A course the rules look at: an ordered position (of a CONFIRMED order) or a manual entry. */
export interface TrainingEntry {
  source: 'ORDER' | 'MANUAL';
  id: number;
  title: string;
  organizer: string;
  startDate: string;
  endDate: string;
  hours: number | null;
  /** The title the hours count toward; null: an ordered course with several scopes, none assigned. */
  scopeId: number | null;
  /** ORDER: the course's scopes (what it may be assigned to). */
  scopeIds: number[];
  selfStudy: boolean;
  learningCheckPassed: boolean;
  referents: string[];
  /**
   * false: a seat booked for the account (it is a participant) that the organizer's staff have not
   * marked present (yet): it counts nothing (NOT_ATTENDED). Absent (the buyer's own orders from
   * before participants, manual entries): counted as before.
   */
  attended?: boolean;
}

export const tenths = (hours: number) => Math.round(hours * 10);
const hoursOf = (tenthsValue: number) => tenthsValue / 10;
export const yearOf = (day: string) => Number(day.slice(0, 4));

const byDate = (a: TrainingEntry, b: TrainingEntry) =>
  a.startDate.localeCompare(b.startDate) || a.source.localeCompare(b.source) || a.id - b.id;

/** Why a chamber would refuse the course as a whole (before the cap). */
export function rejectionsOf(
  entry: Pick<TrainingEntry, 'referents' | 'hours' | 'selfStudy' | 'learningCheckPassed' | 'attended'>,
): TrainingRejection[] {
  const rejections: TrainingRejection[] = [];
  if (entry.attended === false) rejections.push('NOT_ATTENDED');
  if (!entry.referents.some((name) => name.trim() !== '')) rejections.push('NO_SPEAKER');
  if (entry.hours === null || tenths(entry.hours) <= 0) rejections.push('NO_HOURS');
  if (entry.selfStudy && !entry.learningCheckPassed) rejections.push('SELF_STUDY_WITHOUT_CHECK');
  return rejections;
}

/** One title in one year, from the courses assigned to it that start in that year. */
export function titleState(entries: readonly TrainingEntry[], scope: { id: number; name: string }, year: number): TitleState {
  let capLeft = tenths(FAO_SELF_STUDY_CAP_HOURS);
  let counted = 0;
  let selfStudy = 0;
  let selfStudyCounted = 0;
  const courses = entries
    .filter((entry) => entry.scopeId === scope.id && yearOf(entry.startDate) === year)
    .sort(byDate)
    .map((entry): TrainingCourse => {
      const rejections = rejectionsOf(entry);
      const own = entry.hours === null ? 0 : tenths(entry.hours);
      let take = rejections.length > 0 ? 0 : own;
      if (take > 0 && entry.selfStudy) {
        selfStudy += take;
        take = Math.min(take, capLeft);
        capLeft -= take;
        selfStudyCounted += take;
        if (take < own) rejections.push('SELF_STUDY_OVER_CAP');
      }
      counted += take;
      return {
        source: entry.source, id: entry.id, title: entry.title, organizer: entry.organizer, startDate: entry.startDate,
        endDate: entry.endDate, hours: entry.hours, countedHours: hoursOf(take), selfStudy: entry.selfStudy,
        referents: entry.referents, rejections,
      };
    });
  const required = tenths(FAO_HOURS_PER_YEAR);
  return {
    scopeId: scope.id, scopeName: scope.name, year, requiredHours: FAO_HOURS_PER_YEAR, countedHours: hoursOf(counted),
    missingHours: hoursOf(Math.max(0, required - counted)), selfStudyHours: hoursOf(selfStudy),
    selfStudyCountedHours: hoursOf(selfStudyCounted), selfStudyCapHours: FAO_SELF_STUDY_CAP_HOURS, fulfilled: counted >= required,
    courses,
  };
}

/**
 * The state of a year: every title in `scopes` the customer has a course for in any year (so a title
 * with nothing this year shows what is missing), or only `onlyScopeId`; and the year's ordered courses
 * that still wait for a title.
 */
export function trainingState(
  entries: readonly TrainingEntry[], scopes: ReadonlyMap<number, string>, year: number, onlyScopeId?: number,
): TrainingState {
  const ids = onlyScopeId !== undefined
    ? [onlyScopeId]
    : [...new Set(entries.flatMap((entry) => (entry.scopeId !== null && scopes.has(entry.scopeId) ? [entry.scopeId] : [])))];
  const titles = ids
    .map((id) => ({ id, name: scopes.get(id) ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de') || a.id - b.id)
    .map((scope) => titleState(entries, scope, year));
  const unassigned = entries
    .filter((entry) => entry.scopeId === null && yearOf(entry.startDate) === year)
    .sort(byDate)
    .map((entry): UnassignedCourse => ({
      positionId: entry.id, title: entry.title, startDate: entry.startDate, hours: entry.hours, scopeIds: entry.scopeIds,
    }));
  return { year, titles, unassigned };
}
