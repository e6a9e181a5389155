/**
 * The search routes of spec §2 and the filters each one presets. A scope can follow in the path as
 * '{slug}-{id}' (selectedScopeName), and the city page as 'stadt/{slug}-{id}' (src/shared/page-paths.ts).
 */
import type { SearchPath } from './search-paths';
import type { SearchParameters } from './search';

export interface SearchRoute {
  path: SearchPath;
  /** i18n key of the page heading and title. */
  titleKey: string;
  preset: SearchParameters;
}

export const SEARCH_ROUTES: readonly SearchRoute[] = [
  { path: 'search', titleKey: 'search.page.title.search', preset: {} },
  { path: 'fachanwaltslehrgaenge', titleKey: 'search.page.title.fachanwaltslehrgaenge', preset: { types: 'EDUCATION', kind: 'FACHANWALTSLEHRGANG' } },
  { path: 'fortbildungen', titleKey: 'search.page.title.fortbildungen', preset: { types: 'EDUCATION' } },
  { path: 'fortbildungen-15-fao', titleKey: 'search.page.title.fortbildungen15Fao', preset: { types: 'EDUCATION', kind: 'FAO15' } },
  { path: 'online-seminare', titleKey: 'search.page.title.onlineSeminare', preset: { types: 'EDUCATION', courseType: 'ONLINE' } },
  { path: 'online-seminare-mitarbeiter', titleKey: 'search.page.title.onlineSeminareMitarbeiter', preset: { types: 'RENO', courseType: 'ONLINE' } },
  { path: 'praesenzschulung', titleKey: 'search.page.title.praesenzschulung', preset: { courseType: 'PRESENT' } },
  { path: 'selbststudium', titleKey: 'search.page.title.selbststudium', preset: { types: 'EDUCATION', courseType: 'SELF' } },
  { path: 'selbststudium-mitarbeiter', titleKey: 'search.page.title.selbststudiumMitarbeiter', preset: { types: 'RENO', courseType: 'SELF' } },
  { path: 'stadt', titleKey: 'search.page.title.stadt', preset: {} },
];

/** The route of a search address (every one of SEARCH_PATHS has one). */
export function searchRouteOf(path: SearchPath): SearchRoute {
  return SEARCH_ROUTES.find((route) => route.path === path)!;
}
