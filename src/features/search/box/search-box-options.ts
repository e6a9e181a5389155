/**
 * What the search box offers, derived from the site configuration and messages (spec §2
 * "Start-page search box"). Pure, so the rules are tested without rendering.
 */
import type { CourseTypeChoice, NamedRef } from '../../../../machines/searchBox.machine';
import type { CourseType, Messages, ScopeEntry, SearchType } from '../../../shared/types';

/**
 * How many scopes the list shows before the 'further scopes' dropdown. The API sends no "top"
 * marker for scopes, so the first ones of the list (in the server's order) stand in for them.
 */
export const TOP_SCOPE_COUNT = 8;

/** The search type radios exist only where the site offers more than one type. */
export function showsSearchTypeChoice(types: readonly SearchType[]): boolean {
  return types.length > 1;
}

/** The radios' options: the configured types, without RENO where EDUCATION exists (spec §2). */
export function searchTypeChoices(types: readonly SearchType[]): SearchType[] {
  return types.includes('EDUCATION') ? types.filter((type) => type !== 'RENO') : [...types];
}

/** Course type radios are shown for the EDUCATION and RENO search types. */
export function showsCourseTypeChoice(type: SearchType): boolean {
  return type === 'EDUCATION' || type === 'RENO';
}

/** ALL plus the configured delivery types. */
export function courseTypeChoices(courseTypes: readonly CourseType[]): CourseTypeChoice[] {
  return ['ALL', ...courseTypes];
}

/** Lawyers' scopes (Fachanwaltschaften) for EDUCATION, law-office topics for RENO. */
export function scopesFor(type: SearchType, messages: Pick<Messages, 'lawyerScopes' | 'renoScopes'>): ScopeEntry[] {
  return type === 'RENO' ? messages.renoScopes : messages.lawyerScopes;
}

export function splitTopScopes(scopes: readonly NamedRef[], count = TOP_SCOPE_COUNT) {
  return { top: scopes.slice(0, count), further: scopes.slice(count) };
}
