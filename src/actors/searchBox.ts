/**
 * What the search box machine does in the browser: it reads and stores the last search
 * (sessionStorage rf_filter, spec §3) and navigates to the results with the filters in the URL.
 *
 * rf_filter holds the search parameters of the last search (the SearchParameters names of
 * src/shared/search.ts, plus selectedScopeName for the scope's label), e.g.
 *   {"scope":3,"selectedScopeName":"Familienrecht","types":"EDUCATION","courseType":"ALL",
 *    "cityId":12,"cityName":"Köln","radius":50,"dateFrom":"2027-03-05"}
 * Reading checks every value and drops what is malformed, so a tampered or outdated entry can only
 * lose filters, never break the box.
 */
import { fromPromise } from 'xstate';
import {
  searchBoxMachine,
  type BoxSearch,
  type CourseTypeChoice,
  type RestoredSearch,
  type SearchBoxInput,
} from '../../machines/searchBox.machine';
import { searchQuery } from '../api/search';
import { localIsoDate, parseDateInput } from '../lib/date-input';
import { DEFAULT_RADIUS_KM, RADIUS_OPTIONS_KM, SESSION_KEYS } from '../shared/constants';
import type { SearchParameters } from '../shared/search';
import type { SearchType, SiteConfiguration } from '../shared/types';

/** The route the box searches on (spec §2 route 'search'). */
export const SEARCH_RESULTS_PATH = '/search';

const SEARCH_TYPES: readonly SearchType[] = ['EDUCATION', 'RENO'];
const COURSE_TYPE_CHOICES: readonly CourseTypeChoice[] = ['ALL', 'SELF', 'ONLINE', 'PRESENT'];

/** The search parameters of a box search. The radius only means something around a city. */
export function searchParametersOf(search: BoxSearch): SearchParameters {
  return {
    scope: search.scope.id,
    types: search.type,
    courseType: search.courseType,
    cityId: search.city?.id,
    cityName: search.city?.name,
    radius: search.city ? search.radius : undefined,
    dateFrom: search.dateFrom,
    dateTo: search.dateTo ?? undefined,
  };
}

/** '/search?scope=…&types=…&…' with absent parameters dropped (spec §5). */
export function searchUrl(search: BoxSearch): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchQuery(searchParametersOf(search)))) query.set(key, String(value));
  return `${SEARCH_RESULTS_PATH}?${query.toString()}`;
}

export function storeLastSearch(search: BoxSearch, storage?: Storage): void {
  const stored: SearchParameters = {
    ...searchParametersOf(search),
    selectedScopeName: search.scope.name,
    // Kept without a city too: the box preselects the radius the visitor chose.
    radius: search.radius,
  };
  try {
    // Inside the try: merely touching sessionStorage throws where the browser blocks storage.
    (storage ?? sessionStorage).setItem(SESSION_KEYS.filter, JSON.stringify(searchQuery(stored)));
  } catch {
    // Storage full or disabled: the search still runs, the next visit just starts afresh.
  }
}

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

/** The machine's input from the site configuration; `now` is injectable for tests. */
export function searchBoxInput(configuration: SiteConfiguration, now: Date = new Date()): SearchBoxInput {
  return {
    today: localIsoDate(now),
    types: configuration.types,
    defaultSearchType: configuration.defaultSearchType,
    courseTypes: configuration.courseTypes,
    defaultRadius: DEFAULT_RADIUS_KM,
  };
}

export interface SearchBoxEffects {
  /** Client-side navigation (react-router's navigate). */
  navigate: (url: string) => void;
  storage?: Storage;
}

/** The search box machine with its browser implementations. */
export function searchBoxLogic({ navigate, storage }: SearchBoxEffects) {
  return searchBoxMachine.provide({
    actors: {
      readLastSearch: fromPromise(async () => readLastSearch(storage)),
    },
    actions: {
      search: (_, search) => {
        storeLastSearch(search, storage);
        navigate(searchUrl(search));
      },
    },
  });
}
