/** Search calls (spec §7): course search, city suggestion and city look-ups. */
import { http } from '../lib/http';
import type { City, SearchParameters, SearchResult } from '../shared/search';

/** Drops absent, null and empty parameters before a search (spec §5). */
export function searchQuery(parameters: SearchParameters): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(parameters) as [string, unknown][]) {
    if (value === undefined || value === null || value === '') continue;
    query[key] = value as string | number;
  }
  return query;
}

export function searchCourses(parameters: SearchParameters, signal?: AbortSignal): Promise<SearchResult> {
  return http.get('search', { searchParams: searchQuery(parameters), signal }).json<SearchResult>();
}

export function suggestCities(input: string, signal?: AbortSignal): Promise<City[]> {
  return http.get('search/suggestCity', { searchParams: { input }, signal }).json<City[]>();
}

export function getCities(): Promise<City[]> {
  return http.get('search/city').json<City[]>();
}

export function getCity(id: number): Promise<City> {
  return http.get(`search/city/${id}`).json<City>();
}
