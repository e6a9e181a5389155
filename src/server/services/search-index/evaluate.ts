/**
 * One search over the in-memory store: every course passing the course-level filters and the term,
 * with at least one schedule passing the schedule-level ones, aggregated into the facet rows (per
 * delivery type) and the first `take` courses in page order — the same answer, by the same rules,
 * as the SQL of search-sql.ts (see search.ts for the rules), without a statement per search.
 */
import type { SortBy, SortSequence } from '../../../shared/search.ts';
import type { CachedMatch, FacetRow } from '../search-cache.ts';
import type { CourseFilters } from '../search-parameters.ts';
import { courseMask, nameRanks } from './course-mask.ts';
import { NO_CITY, NONE, type SearchStore } from './store.ts';
import { firstInOrder } from './top-k.ts';

/** A term as the index matches it: German-stemmed prefixes (all must match), or a name containing every word. */
export interface IndexTerm {
  /**
   * Per word, its prefixes from to_tsquery('german', 'word:*'): usually one, none for a stop word.
   * All of them must match name or description; when every word is a stop word only `nameWords` can.
   */
  wordPrefixes: string[][];
  /** Lower-cased words the name must all contain; empty when a word is too short for that rule. */
  nameWords: string[];
}

export interface IndexQuery {
  course: Omit<CourseFilters, 'term' | 'organizer'>;
  term: IndexTerm | null;
  /** Organizers whose name matched the `organizer` filter; null when there is none. */
  organizerIds: ReadonlySet<number> | null;
  /** Days since 1970-01-01, inclusive. */
  fromDay: number;
  toDay: number | null;
  priceFrom?: number;
  priceTo?: number;
  /** Indexed by city id: 1 within the radius. Null without a radius. */
  nearCities: Uint8Array | null;
  sortBy: SortBy;
  seq: SortSequence;
}

/** The schedule-level filters, as plain numbers. */
interface ScheduleBounds {
  fromDay: number;
  toDay: number;
  priceFrom: number;
  priceTo: number;
  near: Uint8Array | null;
}

/** True when only "from fromDay on" restricts the schedules: the store's window columns answer it. */
function isWindowOnly(query: IndexQuery): boolean {
  return query.toDay === null && query.priceFrom === undefined && query.priceTo === undefined && query.nearCities === null;
}

/**
 * Per slot of the mask: first day, lowest and highest price of its schedules passing the bounds
 * (first = NONE without one). One pass over the schedules of the masked courses.
 */
function scanSchedules(store: SearchStore, mask: Uint8Array, bounds: ScheduleBounds) {
  const first = new Int32Array(mask.length).fill(NONE);
  const minPrice = new Int32Array(mask.length);
  const maxPrice = new Int32Array(mask.length);
  const { fromDay, toDay, priceFrom, priceTo, near } = bounds;
  const { ownSchedules, scheduleOffsets, scheduleDays, scheduleCities, schedulePrices } = store;
  const anyOwn = ownSchedules.size > 0;
  for (let slot = 0; slot < mask.length; slot++) {
    if (!mask[slot]) continue;
    // The sealed columns, unless the course was written after sealing (rare: no look-up otherwise).
    const own = anyOwn ? ownSchedules.get(slot) : undefined;
    const days = own ? own.days : scheduleDays;
    const cities = own ? own.cities : scheduleCities;
    const prices = own ? own.prices : schedulePrices;
    const from = own ? 0 : scheduleOffsets[slot]!;
    const to = own ? own.days.length : scheduleOffsets[slot + 1]!;
    let earliest = NONE;
    let lowest = NONE;
    let highest = -1;
    for (let position = from; position < to; position++) {
      const day = days[position]!;
      const price = prices[position]!;
      if (day < fromDay || day > toDay || price < priceFrom || price > priceTo) continue;
      if (near) {
        const city = cities[position]!;
        if (city === NO_CITY || !near[city]) continue;
      }
      if (day < earliest) earliest = day;
      if (price < lowest) lowest = price;
      if (price > highest) highest = price;
    }
    first[slot] = earliest;
    minPrice[slot] = lowest;
    maxPrice[slot] = highest;
  }
  return { first, minPrice, maxPrice };
}

/** The matching schedules' aggregates per slot: from the window columns, or scanned. */
function scheduleAggregates(store: SearchStore, query: IndexQuery, mask: Uint8Array) {
  if (isWindowOnly(query)) {
    store.useWindow(query.fromDay);
    return { first: store.windowFirst, minPrice: store.windowMinPrice, maxPrice: store.windowMaxPrice };
  }
  return scanSchedules(store, mask, {
    fromDay: query.fromDay,
    toDay: query.toDay ?? NONE,
    priceFrom: query.priceFrom ?? -1,
    priceTo: query.priceTo ?? NONE,
    near: query.nearCities,
  });
}

export function evaluateMatch(store: SearchStore, query: IndexQuery, take: number, version: number): CachedMatch {
  const mask = courseMask(store, query);
  const { first, minPrice, maxPrice } = scheduleAggregates(store, query, mask);
  const ranks = query.term && query.sortBy === 'relevance' ? nameRanks(store, query.term.wordPrefixes) : null;
  const selectedType = query.course.courseType === null ? -1 : store.courseTypeCodes.find(query.course.courseType);
  const nobodyHasType = query.course.courseType !== null && selectedType === -1;

  const typeCount = store.courseTypeCodes.values.length;
  const facetCount = new Int32Array(typeCount);
  const facetMinPrice = new Int32Array(typeCount).fill(NONE);
  const facetMaxPrice = new Int32Array(typeCount).fill(-1);
  const facetMinDuration = new Float64Array(typeCount).fill(Infinity);
  const facetMaxDuration = new Float64Array(typeCount).fill(-Infinity);

  // The candidates for the page (the delivery-type filter applied): course id and sort keys.
  const candidateCourseId = new Int32Array(mask.length);
  const candidateFirst = new Int32Array(mask.length);
  const candidateMinPrice = new Int32Array(mask.length);
  const candidateRank = new Int32Array(ranks ? mask.length : 0);
  let candidates = 0;
  const { courseIds, courseType, duration } = store;
  for (let slot = 0; slot < mask.length; slot++) {
    if (!mask[slot] || first[slot] === NONE) continue;
    const type = courseType[slot]!;
    facetCount[type]!++;
    if (minPrice[slot]! < facetMinPrice[type]!) facetMinPrice[type] = minPrice[slot]!;
    if (maxPrice[slot]! > facetMaxPrice[type]!) facetMaxPrice[type] = maxPrice[slot]!;
    if (duration[slot]! < facetMinDuration[type]!) facetMinDuration[type] = duration[slot]!;
    if (duration[slot]! > facetMaxDuration[type]!) facetMaxDuration[type] = duration[slot]!;
    if (nobodyHasType || (selectedType !== -1 && type !== selectedType)) continue;
    candidateCourseId[candidates] = courseIds[slot]!;
    candidateFirst[candidates] = first[slot]!;
    candidateMinPrice[candidates] = minPrice[slot]!;
    if (ranks) candidateRank[candidates] = ranks[slot]!;
    candidates++;
  }

  const facets: FacetRow[] = [];
  for (let type = 0; type < typeCount; type++) {
    if (facetCount[type] === 0) continue;
    facets.push({
      courseType: store.courseTypeCodes.values[type]!,
      count: facetCount[type]!,
      minPrice: facetMinPrice[type]!,
      maxPrice: facetMaxPrice[type]!,
      minDuration: facetMinDuration[type]!,
      maxDuration: facetMaxDuration[type]!,
    });
  }

  const before = pageOrder(query, { first: candidateFirst, minPrice: candidateMinPrice, rank: candidateRank, courseId: candidateCourseId });
  const order = firstInOrder(candidates, take, before);
  return {
    version,
    facets,
    ids: order.map((candidate) => candidateCourseId[candidate]!),
    minPrices: order.map((candidate) => candidateMinPrice[candidate]!),
    complete: candidates <= take,
  };
}

/** Per candidate: its sort keys. */
interface SortKeys {
  first: Int32Array;
  minPrice: Int32Array;
  /** Empty when the page is not sorted by relevance. */
  rank: Int32Array;
  courseId: Int32Array;
}

/**
 * "a comes before b" in page order, as search-sql.ts's pageOrder: the asked-for key in the asked-for
 * direction, then (relevance with a term) the earliest date, then the course id, so pages never overlap.
 */
function pageOrder(query: IndexQuery, keys: SortKeys): (a: number, b: number) => boolean {
  const descending = query.seq === 'desc';
  const byRank = query.sortBy === 'relevance' && query.term !== null;
  const primary = query.sortBy === 'price' ? keys.minPrice : byRank ? keys.rank : keys.first;
  const { first, courseId } = keys;
  return (a, b) => {
    const difference = primary[a]! - primary[b]!;
    if (difference !== 0) return descending ? difference > 0 : difference < 0;
    if (byRank) {
      const dates = first[a]! - first[b]!;
      if (dates !== 0) return dates < 0;
    }
    return courseId[a]! < courseId[b]!;
  };
}
