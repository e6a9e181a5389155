/**
 * What the search box machine does in the browser: it reads and stores the last search
 * (sessionStorage rf_filter, spec §3; its format and reader are in src/lib/search-storage.ts) and
 * navigates to the results with the filters in the URL.
 */
import { fromPromise } from 'xstate';
import { searchBoxMachine, type BoxSearch, type SearchBoxInput } from '../../machines/searchBox.machine';
import { searchQuery } from '../api/search';
import { localIsoDate } from '../lib/date-input';
import { readLastSearch } from '../lib/search-storage';
import { DEFAULT_RADIUS_KM, SESSION_KEYS } from '../shared/constants';
import type { SearchParameters } from '../shared/search';
import type { SiteConfiguration } from '../shared/types';

export { readLastSearch };

/** The route the box searches on (spec §2 route 'search'). */
export const SEARCH_RESULTS_PATH = '/search';


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
