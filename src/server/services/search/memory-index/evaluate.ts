/**
 * One search over the in-memory store: every course passing the course-level filters and the term,
 * with at least one schedule passing the schedule-level ones, aggregated into the facet rows (per
 * delivery type) and the first `take` courses in page order — the same answer, by the same rules,
 * as the SQL of sql.ts (see service.ts for the rules), without a statement per search.
 */
import type { CachedMatch, FacetRow } from '../cache.ts';
import { courseMask, nameRanks } from './course-mask.ts';
import type { IndexQuery } from './query.ts';
import { NO_CITY, NONE, type ScheduleColumns, type SearchStore } from './store.ts';
import { scratchInt32, scratchUint8 } from './scratch.ts';
import { firstInOrder } from './top-k.ts';

export type { IndexQuery, IndexTerm } from './query.ts';

/** The schedule-level filters, as plain numbers. */
interface ScheduleBounds {
  fromDay: number;
  toDay: number;
  priceFrom: number;
  priceTo: number;
  near: Uint8Array | null;
}

/** Indexed by city id: 1 for the given cities. */
function cityMask(cityIds: number[]): Uint8Array {
  const mask = new Uint8Array(Math.max(0, ...cityIds) + 1);
  for (const cityId of cityIds) mask[cityId] = 1;
  return mask;
}

/** True when only "from fromDay on" restricts the schedules: the store's window columns answer it. */
function isWindowOnly(query: IndexQuery): boolean {
  return (
    query.toDay === null && query.priceFrom === undefined && query.priceTo === undefined && query.nearCityIds === null
  );
}

/** Per slot: first day, lowest and highest price of its schedules passing the bounds (first = NONE without one). */
interface Aggregates {
  first: Int32Array;
  minPrice: Int32Array;
  maxPrice: Int32Array;
}

/**
 * Folds the schedules at `positions[from … to - 1]` (or `from … to - 1` themselves) of the columns
 * into the aggregates of their slots: `slots[position]`, or `onlySlot` for one course's own columns.
 */
function foldPositions(
  columns: ScheduleColumns,
  slots: Int32Array | null,
  onlySlot: number,
  positions: Int32Array | null,
  from: number,
  to: number,
  skip: Uint8Array,
  bounds: ScheduleBounds,
  into: Aggregates,
): void {
  const { days, cities, prices } = columns;
  const { fromDay, toDay, priceFrom, priceTo, near } = bounds;
  const { first, minPrice, maxPrice } = into;
  for (let index = from; index < to; index++) {
    const position = positions ? positions[index]! : index;
    const slot = slots ? slots[position]! : onlySlot;
    if (skip[slot]) continue;
    const day = days[position]!;
    const price = prices[position]!;
    if (day < fromDay || day > toDay || price < priceFrom || price > priceTo) continue;
    if (near) {
      const city = cities[position]!;
      if (city === NO_CITY || !near[city]) continue;
    }
    if (day < first[slot]!) first[slot] = day;
    if (price < minPrice[slot]!) minPrice[slot] = price;
    if (price > maxPrice[slot]!) maxPrice[slot] = price;
  }
}

/** First position in `sorted` whose value is at least `value`. */
function lowerBound(sorted: Int32Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The aggregates of the masked courses' schedules passing the bounds. Only the schedules that can
 * pass are read: a radius reads its cities' schedules, a date window its days' (both kept in order
 * by the store), anything else every schedule. Courses written after sealing have their own columns.
 */
function scanSchedules(store: SearchStore, mask: Uint8Array, query: IndexQuery, bounds: ScheduleBounds): Aggregates {
  const into: Aggregates = {
    first: scratchInt32('first', mask.length).fill(NONE),
    minPrice: scratchInt32('minPrice', mask.length).fill(NONE),
    maxPrice: scratchInt32('maxPrice', mask.length).fill(-1),
  };
  // Courses not asked for, and courses whose sealed schedules are outdated, are skipped in the sealed columns.
  const skip = scratchUint8('skip', mask.length);
  for (let slot = 0; slot < mask.length; slot++) skip[slot] = mask[slot]! ^ 1;
  for (const slot of store.ownSchedules.keys()) skip[slot] = 1;

  const sealed = { days: store.scheduleDays, cities: store.scheduleCities, prices: store.schedulePrices };
  const slots = store.scheduleSlots;
  if (query.nearCityIds) {
    for (const city of query.nearCityIds) {
      if (city + 1 >= store.cityOffsets.length) continue;
      foldPositions(
        sealed,
        slots,
        -1,
        store.cityPositions,
        store.cityOffsets[city]!,
        store.cityOffsets[city + 1]!,
        skip,
        bounds,
        into,
      );
    }
  } else if (query.toDay !== null) {
    const from = lowerBound(store.daysInOrder, bounds.fromDay);
    const to = lowerBound(store.daysInOrder, bounds.toDay + 1);
    foldPositions(sealed, slots, -1, store.positionsByDay, from, to, skip, bounds, into);
  } else {
    foldPositions(sealed, slots, -1, null, 0, store.scheduleDays.length, skip, bounds, into);
  }

  const none = scratchUint8('none', mask.length).fill(0);
  for (const [slot, own] of store.ownSchedules) {
    if (mask[slot]) foldPositions(own, null, slot, null, 0, own.days.length, none, bounds, into);
  }
  return into;
}

/** The matching schedules' aggregates per slot: from the window columns, or scanned. */
function scheduleAggregates(store: SearchStore, query: IndexQuery, mask: Uint8Array) {
  if (isWindowOnly(query)) {
    store.useWindow(query.fromDay);
    return { first: store.windowFirst, minPrice: store.windowMinPrice, maxPrice: store.windowMaxPrice };
  }
  return scanSchedules(store, mask, query, {
    fromDay: query.fromDay,
    toDay: query.toDay ?? NONE,
    priceFrom: query.priceFrom ?? -1,
    priceTo: query.priceTo ?? NONE,
    near: query.nearCityIds && cityMask(query.nearCityIds),
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
  const candidateCourseId = scratchInt32('candidateCourseId', mask.length);
  const candidateFirst = scratchInt32('candidateFirst', mask.length);
  const candidateMinPrice = scratchInt32('candidateMinPrice', mask.length);
  const candidateRank = scratchInt32('candidateRank', ranks ? mask.length : 0);
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

  const before = pageOrder(query, {
    first: candidateFirst,
    minPrice: candidateMinPrice,
    rank: candidateRank,
    courseId: candidateCourseId,
  });
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
 * "a comes before b" in page order, as sql.ts's pageOrder: the asked-for key in the asked-for
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
