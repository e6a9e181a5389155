/** The count, the delivery-type facet, the ranges and the slider steps of a search, from the facet rows of its match. */
import type { CourseTypeCount } from '../../../shared/search.ts';
import type { CourseType } from '../../../shared/types.ts';
import type { FacetRow } from './cache.ts';
import { durationSteps, priceSteps } from './steps.ts';

/** The order of the delivery-type facet: every type, also with count 0. */
const COURSE_TYPES: readonly CourseType[] = ['PRESENT', 'ONLINE', 'SELF'];

/** Count, delivery-type facet and ranges from the per-type rows of the match. */
export function summariseFacets(facets: FacetRow[], courseType: CourseType | null) {
  const selected = facets.filter((row) => courseType === null || row.courseType === courseType);
  const courseTypes: CourseTypeCount[] = COURSE_TYPES.map((type) => ({
    courseType: type,
    count: facets.find((row) => row.courseType === type)?.count ?? 0,
  }));
  if (selected.length === 0) {
    return { count: 0, courseTypes, minPrice: 0, maxPrice: 0, minDuration: 0, maxDuration: 0, priceSteps: [], durationSteps: [] };
  }
  const minPrice = Math.min(...selected.map((row) => row.minPrice));
  const maxPrice = Math.max(...selected.map((row) => row.maxPrice));
  const minDuration = Math.min(...selected.map((row) => row.minDuration));
  const maxDuration = Math.max(...selected.map((row) => row.maxDuration));
  return {
    count: selected.reduce((sum, row) => sum + row.count, 0),
    courseTypes,
    minPrice,
    maxPrice,
    minDuration,
    maxDuration,
    priceSteps: priceSteps(minPrice, maxPrice),
    durationSteps: durationSteps(minDuration, maxDuration),
  };
}
