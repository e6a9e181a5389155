/**
 * The search contract (spec §3 "Search parameters" and "Search result"), shared by the search API,
 * the browser's API client and the search machines. Money is integer cents; durations are hours.
 */
import type { CourseType, SearchType } from './types';

export type CourseKind = 'FACHANWALTSLEHRGANG' | 'FAO15' | 'FORTBILDUNG';
export type SortBy = 'relevance' | 'date' | 'price';
export type SortSequence = 'asc' | 'desc';

/** Query parameters of GET /api/search. Absent (null) parameters are dropped before a search (§5). */
export interface SearchParameters {
  term?: string;
  /** Scope id (a Fachanwaltschaft or RENO scope). */
  scope?: number;
  /** Scope category id. */
  category?: number;
  /** Display name of the scope chosen in the URL (for titles; does not filter by itself). */
  selectedScopeName?: string;
  cityId?: number;
  cityName?: string;
  /** Kilometres around the city; one of RADIUS_OPTIONS_KM. Needs cityId. */
  radius?: number;
  /** yyyy-mm-dd: schedules starting on or after this day. */
  dateFrom?: string;
  /** yyyy-mm-dd: schedules starting on or before this day; strictly after dateFrom. */
  dateTo?: string;
  /** Comma-separated search types, e.g. 'EDUCATION' or 'EDUCATION,RENO'. */
  types?: string;
  /** A delivery type; absent or 'ALL' means every type. */
  courseType?: CourseType | 'ALL';
  /** Kind of course, preset by the routes (fachanwaltslehrgaenge, fortbildungen-15-fao). */
  kind?: CourseKind;
  durationFrom?: number;
  durationTo?: number;
  /** Cents. */
  priceFrom?: number;
  /** Cents. */
  priceTo?: number;
  /** Organizer name (substring match). */
  organizer?: string;
  organizerId?: number;
  sortBy?: SortBy;
  seq?: SortSequence;
  /** Page number, first page 1 (SEARCH_FIRST_PAGE). */
  start?: number;
  /** Page size, default SEARCH_PAGE_SIZE (20), at most 100. */
  limit?: number;
}

export interface PriceLevel {
  id: number;
  name: string;
  /** Cents. */
  priceValue: number;
}

export interface CityRef {
  id: number;
  name: string;
}

export interface ScheduleSummary {
  id: number;
  /** Null for online and self-study schedules. */
  city: CityRef | null;
  startDate: string;
  endDate: string;
  freePlaces: number;
  /** Kilometres from the searched city, when a radius search ran and the schedule has a place. */
  distanceKm: number | null;
  pricelevels: PriceLevel[];
}

export interface CourseSummary {
  id: number;
  name: string;
  slug: string;
  kind: CourseKind;
  type: SearchType;
  courseType: CourseType;
  durationValue: number;
  organizer: { id: number; name: string };
  professionalScopes: { id: number; name: string }[];
  /** The schedules that match the search (all future ones when no schedule filter applies). */
  courseSchedules: ScheduleSummary[];
  /** Lowest price of the matching schedules, cents. */
  minPrice: number;
}

export interface CourseTypeCount {
  courseType: CourseType;
  count: number;
}

export interface SearchResult {
  courses: CourseSummary[];
  /** All matching courses, over every page. */
  count: number;
  /** Facet: matching courses per delivery type (ignoring the courseType filter itself). */
  courseTypes: CourseTypeCount[];
  /** Ranges over the whole match (cents and hours), for the facet sliders. */
  minPrice: number;
  maxPrice: number;
  minDuration: number;
  maxDuration: number;
  /** Rounded slider steps between min and max. */
  priceSteps: number[];
  durationSteps: number[];
}

export interface City {
  id: number;
  name: string;
  slug: string;
  state: string;
}
