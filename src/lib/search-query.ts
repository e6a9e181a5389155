/**
 * The result page that runs a saved search again (the customer area's favourites): /search, where
 * nothing is preset, with every parameter in the query string in a stable order — what
 * src/features/search/url-state.ts reads back. (The search feature writes its own URLs with
 * url-state's writeSearchQuery; this one does not import it, so the customer area shares no chunk
 * with the search pages: see customer-area-routes.ts.)
 */
import type { SearchParameters } from '../shared/search';

export function searchPathOf(search: SearchParameters): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search).sort(([a], [b]) => a.localeCompare(b))) {
    if (value === undefined || value === null || value === '' || key === 'start' || key === 'limit') continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `/search?${text}` : '/search';
}
