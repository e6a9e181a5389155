/**
 * Where a search goes when the visitor changes a filter on a result page. The page stays on its path
 * (e.g. /online-seminare or /stadt/koeln-12) while the search keeps what the path presets; a search
 * that drops or changes a preset (another delivery type on /online-seminare, no city on a city page)
 * moves to /search, where nothing is preset, so the URL never claims a filter the search lacks.
 */
import type { SearchParameters } from '../../../shared/search';
import type { SearchRoute } from '../../../shared/search-routes';
import { writeSearchQuery } from '../../../shared/search-url-state';

export function searchLocation(
  route: SearchRoute,
  segment: string | undefined,
  preset: SearchParameters,
  next: SearchParameters,
): string {
  const keepsPath = (Object.keys(preset) as (keyof SearchParameters)[]).every((key) => next[key] === preset[key]);
  const path = keepsPath ? `/${route.path}${segment ? `/${segment}` : ''}` : '/search';
  const query = writeSearchQuery(keepsPath ? preset : {}, next);
  return query ? `${path}?${query}` : path;
}
