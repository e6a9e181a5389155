/**
 * Search state lives in the URL so results can be shared, reloaded and restored on back navigation.
 * The path gives the route's preset filters (and scope or city with their ids); the query string
 * holds everything the visitor chose. Query values override presets.
 */
import { RADIUS_OPTIONS_KM, SEARCH_FIRST_PAGE } from './constants';
import type { CourseKind, SearchParameters, SortBy, SortSequence } from './search';
import type { CourseType } from './types';
import { type SearchRoute } from './search-routes';
import { parseSlugWithId } from './page-paths';

const COURSE_TYPES: readonly (CourseType | 'ALL')[] = ['ALL', 'SELF', 'ONLINE', 'PRESENT'];
const KINDS: readonly CourseKind[] = ['FACHANWALTSLEHRGANG', 'FAO15', 'FORTBILDUNG'];
const SORTS: readonly SortBy[] = ['relevance', 'date', 'price'];
const SEQUENCES: readonly SortSequence[] = ['asc', 'desc'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TYPES = /^(EDUCATION|RENO)(,(EDUCATION|RENO))?$/;

/** Parameters the URL may carry; anything else in the query string is ignored. */
const NUMBER_KEYS = ['scope', 'category', 'cityId', 'radius', 'durationFrom', 'durationTo', 'priceFrom', 'priceTo', 'organizerId'] as const;
const TEXT_KEYS = ['term', 'cityName', 'organizer', 'selectedScopeName'] as const;

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  return Number(value);
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** The filters the path sets: the route's presets plus the scope or city whose id the path embeds. */
export function pathPreset(route: SearchRoute, segment: string | undefined): SearchParameters {
  const preset: SearchParameters = { ...route.preset };
  const fromPath = parseSlugWithId(segment);
  if (fromPath && route.path === 'stadt') preset.cityId = fromPath.id;
  else if (fromPath) preset.scope = fromPath.id;
  return preset;
}

/**
 * Reads the search of a URL: `route` presets, `segment` the optional path part after the route
 * (scope or city with its id), `query` the query string. Malformed values are dropped, never sent.
 */
export function readSearch(route: SearchRoute, segment: string | undefined, query: URLSearchParams): SearchParameters {
  const search: SearchParameters = pathPreset(route, segment);

  for (const key of NUMBER_KEYS) {
    const value = positiveInt(query.get(key));
    if (value !== undefined) search[key] = value;
  }
  for (const key of TEXT_KEYS) {
    const value = query.get(key)?.trim();
    if (value) search[key] = value.slice(0, 200);
  }
  if (search.radius !== undefined && !(RADIUS_OPTIONS_KM as readonly number[]).includes(search.radius)) delete search.radius;
  const types = query.get('types');
  if (types && TYPES.test(types)) search.types = types;
  const courseType = oneOf(COURSE_TYPES, query.get('courseType'));
  if (courseType) search.courseType = courseType;
  const kind = oneOf(KINDS, query.get('kind'));
  if (kind) search.kind = kind;
  const sortBy = oneOf(SORTS, query.get('sortBy'));
  if (sortBy) search.sortBy = sortBy;
  const seq = oneOf(SEQUENCES, query.get('seq'));
  if (seq) search.seq = seq;
  for (const key of ['dateFrom', 'dateTo'] as const) {
    const value = query.get(key);
    if (value && DATE.test(value)) search[key] = value;
  }
  if (search.courseType === 'ALL') delete search.courseType;
  return search;
}

/**
 * The query string for a search under a path with `preset` (see pathPreset): only what differs from
 * the preset, in a stable order, so equal searches give equal URLs (and equal keys for the stored
 * last search).
 */
export function writeSearchQuery(preset: SearchParameters, search: SearchParameters): string {
  const query = new URLSearchParams();
  const entries = Object.entries(search) as [keyof SearchParameters, unknown][];
  for (const [key, value] of entries.sort(([a], [b]) => a.localeCompare(b))) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'start' || key === 'limit') continue;
    if (preset[key] === value) continue;
    query.set(key, String(value));
  }
  return query.toString();
}

export const firstPage = (search: SearchParameters): SearchParameters => ({ ...search, start: SEARCH_FIRST_PAGE });
