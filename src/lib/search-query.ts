/**
 * A search as the query string of a result page (src/features/search/url-state.ts reads it back), and
 * the address that runs a saved search again (the customer area's favourites). Here, not in the
 * search feature, because both use it.
 */
import type { SearchParameters } from '../shared/search';

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

/** The result page of a saved search: /search, where nothing is preset, with every parameter in the query. */
export function searchPathOf(search: SearchParameters): string {
  const query = writeSearchQuery({}, search);
  return query ? `/search?${query}` : '/search';
}
