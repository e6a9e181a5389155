/**
 * Page titles and meta descriptions (spec §2): '{title} | {short site title}', where a title shorter
 * than MIN_TITLE_LENGTH characters (or none, as on the start page) is replaced by the full default
 * site title alone: it already names the site, so the suffix would say it twice. Course pages name
 * their one date: courseTitle below.
 */
import { MIN_TITLE_LENGTH } from '../shared/constants';
import type { CourseType, Messages } from '../shared/types';
import { formatDate } from './format-date';

export type TitleMessages = Pick<Messages, 'defaultSiteTitle' | 'defaultSiteTitleShort' | 'defaultMetaDescription'>;

export function buildDocumentTitle(title: string | null | undefined, messages: TitleMessages): string {
  const trimmed = title?.trim() ?? '';
  if (trimmed.length < MIN_TITLE_LENGTH) return messages.defaultSiteTitle;
  return messages.defaultSiteTitleShort ? `${trimmed} | ${messages.defaultSiteTitleShort}` : trimmed;
}

export function buildMetaDescription(description: string | null | undefined, messages: TitleMessages): string {
  const trimmed = description?.trim() ?? '';
  return trimmed || messages.defaultMetaDescription;
}

export interface TitledCourse {
  name: string;
  courseType: CourseType;
  /** The dates the page offers. */
  schedules: readonly { city: { name: string } | null; startDate: string }[];
}

/**
 * The title of a course page (spec §2): a course with one date appends its place, '(city)', and an
 * online course that date's start, '(dd.MM.yyyy)'. With several dates, or none, the name alone.
 */
export function courseTitle({ name, courseType, schedules }: TitledCourse): string {
  if (schedules.length !== 1) return name;
  const [only] = schedules;
  if (only!.city) return `${name} (${only!.city.name})`;
  if (courseType === 'ONLINE') return `${name} (${formatDate(only!.startDate)})`;
  return name;
}
