/**
 * Page titles and meta descriptions (spec §2): '{title} | {short site title}', where a title shorter
 * than MIN_TITLE_LENGTH characters (or none, as on the start page) is replaced by the full default
 * site title. The course rule (one schedule: '(city)', online: start date) comes with the course pages.
 */
import { MIN_TITLE_LENGTH } from '../shared/constants';
import type { Messages } from '../shared/types';

export type TitleMessages = Pick<Messages, 'defaultSiteTitle' | 'defaultSiteTitleShort' | 'defaultMetaDescription'>;

export function buildDocumentTitle(title: string | null | undefined, messages: TitleMessages): string {
  const trimmed = title?.trim() ?? '';
  const main = trimmed.length < MIN_TITLE_LENGTH ? messages.defaultSiteTitle : trimmed;
  return messages.defaultSiteTitleShort ? `${main} | ${messages.defaultSiteTitleShort}` : main;
}

export function buildMetaDescription(description: string | null | undefined, messages: TitleMessages): string {
  const trimmed = description?.trim() ?? '';
  return trimmed || messages.defaultMetaDescription;
}
