/**
 * The addresses of the search result pages (spec §2), without what each presets
 * (./search-routes.ts): the route table of the start page's entry needs only these
 * (src/app/routes.tsx), the presets and headings come with the search page's chunk.
 */
export const SEARCH_PATHS = [
  'search', 'fachanwaltslehrgaenge', 'fortbildungen', 'fortbildungen-15-fao', 'online-seminare', 'online-seminare-mitarbeiter',
  'praesenzschulung', 'selbststudium', 'selbststudium-mitarbeiter', 'stadt',
] as const;

export type SearchPath = (typeof SEARCH_PATHS)[number];
