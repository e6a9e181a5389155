/**
 * Stored search data (sessionStorage rf_search and rf_filter, spec §3).
 *
 * rf_filter holds the search parameters of the last search (the SearchParameters names of
 * src/shared/search.ts, plus selectedScopeName for the scope's label), e.g.
 *   {"scope":3,"selectedScopeName":"Familienrecht","types":"EDUCATION","courseType":"ALL",
 *    "cityId":12,"cityName":"Köln","radius":50,"dateFrom":"2027-03-05"}
 * src/actors/searchBox.ts writes it. Reading checks every value and drops what is malformed, so a
 * tampered or outdated entry can only lose filters, never break the box. It is here, apart from the
 * search box machine, because the start page's first screen asks it before the machine has loaded.
 * What the first screen itself needs (is one stored, forget it) is in ./stored-search.ts, so this
 * reader and its date rules stay with the search box's machine, out of the entry (issue 10 §2).
 */
import type { CourseTypeChoice, RestoredSearch } from '../../machines/searchBox.machine';
import { RADIUS_OPTIONS_KM, SESSION_KEYS } from '../shared/constants';
import type { SearchType } from '../shared/types';
import { parseDateInput } from './date-input';

export { clearStoredSearch, hasStoredSearch } from './stored-search';

const SEARCH_TYPES: readonly SearchType[] = ['EDUCATION', 'RENO'];
const COURSE_TYPE_CHOICES: readonly CourseTypeChoice[] = ['ALL', 'SELF', 'ONLINE', 'PRESENT'];

const positiveInt = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : undefined;
const oneOf = <T>(values: readonly T[], value: unknown): T | undefined => values.find((candidate) => candidate === value);
/** A stored date must be a real yyyy-mm-dd day. */
const isoDay = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? (parseDateInput(value) ?? undefined) : undefined;

/** Reads rf_filter; null when nothing (usable) is stored. */
export function readLastSearch(storage?: Storage): RestoredSearch | null {
  let stored: unknown;
  try {
    const raw = (storage ?? sessionStorage).getItem(SESSION_KEYS.filter);
    if (!raw) return null;
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const values = stored as Record<string, unknown>;

  const restored: RestoredSearch = {};
  const scopeId = positiveInt(values.scope);
  const scopeName = text(values.selectedScopeName);
  if (scopeId && scopeName) restored.scope = { id: scopeId, name: scopeName };
  const type = oneOf(SEARCH_TYPES, values.types);
  if (type) restored.type = type;
  const courseType = oneOf(COURSE_TYPE_CHOICES, values.courseType);
  if (courseType) restored.courseType = courseType;
  const cityId = positiveInt(values.cityId);
  const cityName = text(values.cityName);
  if (cityId && cityName) restored.city = { id: cityId, name: cityName };
  const radius = oneOf(RADIUS_OPTIONS_KM, values.radius);
  if (radius) restored.radius = radius;
  const dateFrom = isoDay(values.dateFrom);
  // A search always has a date from; a stored one without it keeps reset's today.
  if (dateFrom) restored.dateFrom = dateFrom;
  // A search without date to has none: restore that as an empty field rather than keep a default.
  restored.dateTo = isoDay(values.dateTo) ?? null;
  return restored;
}
