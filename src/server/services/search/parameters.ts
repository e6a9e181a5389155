/**
 * GET /api/search parameters after the JSON schema has checked each one alone: the rules between
 * parameters (spec §5 and issue #3), defaults, and the normalised form the SQL is built from.
 */
import { DEFAULT_RADIUS_KM, SEARCH_FIRST_PAGE, SEARCH_PAGE_SIZE } from '../../../shared/constants.ts';
import type { CourseKind, SearchParameters, SortBy, SortSequence } from '../../../shared/search.ts';
import type { CourseType, SearchType } from '../../../shared/types.ts';
import { HttpError } from '../../errors.ts';
import { parseTerm, type TermQuery } from './text.ts';

/** Course-level filters: each course has one value for them. */
export interface CourseFilters {
  term: TermQuery | null;
  scope?: number;
  category?: number;
  types?: SearchType[];
  /** Null: every delivery type ('ALL' or absent). */
  courseType: CourseType | null;
  kind?: CourseKind;
  durationFrom?: number;
  durationTo?: number;
  organizer?: string;
  organizerId?: number;
}

/** Schedule-level filters: a course matches when one of its schedules passes all of them. */
export interface ScheduleFilters {
  /** yyyy-mm-dd, inclusive; today when the request names no day (past dates are not bookable). */
  dateFrom: string;
  /** yyyy-mm-dd, inclusive. */
  dateTo?: string;
  radius?: { cityId: number; km: number };
  /** Cents, on a schedule's lowest price level. */
  priceFrom?: number;
  priceTo?: number;
}

export interface SearchQuery {
  today: string;
  course: CourseFilters;
  schedule: ScheduleFilters;
  sortBy: SortBy;
  seq: SortSequence;
  /** 1-based page number and page size. */
  page: number;
  limit: number;
}

const invalid = (field: string, message: string) => new HttpError(400, 'VALIDATION_FAILED', message, field);

/** A real calendar day (the schema only checks the shape). */
function checkDay(field: string, value: string | undefined) {
  if (value === undefined) return;
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
    throw invalid(field, `query '${field}' is not a calendar day (yyyy-mm-dd)`);
  }
}

function checkRange(fromField: string, from: number | undefined, toField: string, to: number | undefined) {
  if (from !== undefined && to !== undefined && to < from) {
    throw invalid(toField, `query '${toField}' must not be below '${fromField}'`);
  }
}

/**
 * Checks the rules between parameters and fills in defaults. The API accepts a dateFrom in the past
 * (only the search FORM forbids it, §5 notInFuture): such a search also lists past schedules.
 */
export function toSearchQuery(parameters: SearchParameters, today: string): SearchQuery {
  const { dateFrom, dateTo, radius, cityId } = parameters;
  checkDay('dateFrom', dateFrom);
  checkDay('dateTo', dateTo);
  if (dateFrom !== undefined && dateTo !== undefined && dateTo <= dateFrom) {
    throw invalid('dateTo', `query 'dateTo' must be after 'dateFrom' (endBeforeStart)`);
  }
  if (radius !== undefined && cityId === undefined) throw invalid('radius', `query 'radius' needs a 'cityId'`);
  checkRange('durationFrom', parameters.durationFrom, 'durationTo', parameters.durationTo);
  checkRange('priceFrom', parameters.priceFrom, 'priceTo', parameters.priceTo);

  const term = parseTerm(parameters.term);
  const sortBy = parameters.sortBy ?? 'relevance';
  // Relevance lists the best match first; dates and prices ascend unless asked otherwise.
  const seq = parameters.seq ?? (sortBy === 'relevance' && term ? 'desc' : 'asc');
  return {
    today,
    course: {
      term,
      scope: parameters.scope,
      category: parameters.category,
      types: parameters.types ? ([...new Set(parameters.types.split(','))] as SearchType[]) : undefined,
      courseType: parameters.courseType && parameters.courseType !== 'ALL' ? parameters.courseType : null,
      kind: parameters.kind,
      durationFrom: parameters.durationFrom,
      durationTo: parameters.durationTo,
      organizer: parameters.organizer?.trim() || undefined,
      organizerId: parameters.organizerId,
    },
    schedule: {
      dateFrom: dateFrom ?? today,
      dateTo,
      // A city alone searches the default surroundings (spec §9: 100 km).
      radius: cityId === undefined ? undefined : { cityId, km: radius ?? DEFAULT_RADIUS_KM },
      priceFrom: parameters.priceFrom,
      priceTo: parameters.priceTo,
    },
    sortBy,
    seq,
    page: parameters.start ?? SEARCH_FIRST_PAGE,
    limit: parameters.limit ?? SEARCH_PAGE_SIZE,
  };
}
