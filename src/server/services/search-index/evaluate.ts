/**
 * One search over the in-memory store: every course passing the course-level filters and the term,
 * with at least one schedule passing the schedule-level ones, aggregated into the facet rows (per
 * delivery type) and the first `take` courses in page order — the same answer, by the same rules,
 * as the SQL of search-sql.ts (see search.ts for the rules), without a statement per search.
 */
import type { SortBy, SortSequence } from '../../../shared/search.ts';
import type { CachedMatch, FacetRow } from '../search-cache.ts';
import type { CourseFilters } from '../search-parameters.ts';
import { NO_CITY, SCHEDULE_FIELDS, type SearchStore } from './store.ts';
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

/** Marks the slots passing the term's prefixes (all of them); null when no prefix is left. */
function markTerm(store: SearchStore, wordPrefixes: string[][]): Uint8Array | null {
  let all: Uint8Array | null = null;
  for (const prefix of new Set(wordPrefixes.flat())) {
    const marks = new Uint8Array(store.slots);
    store.markText(prefix, marks);
    if (all) for (let slot = 0; slot < marks.length; slot++) all[slot]! &= marks[slot]!;
    else all = marks;
  }
  return all;
}

/** Per slot, how many of the term's words its NAME matches (all of the word's prefixes): the relevance. */
function nameRanks(store: SearchStore, wordPrefixes: string[][]): Uint8Array {
  const ranks = new Uint8Array(store.slots);
  for (const prefixes of wordPrefixes) {
    if (prefixes.length === 0) continue;
    const word = new Uint8Array(store.slots).fill(1);
    const marks = new Uint8Array(store.slots);
    for (const prefix of prefixes) {
      marks.fill(0);
      store.markName(prefix, marks);
      for (let slot = 0; slot < marks.length; slot++) word[slot]! &= marks[slot]!;
    }
    for (let slot = 0; slot < word.length; slot++) ranks[slot]! += word[slot]!;
  }
  return ranks;
}

/** A mask over the codes of the allowed values, or null when the filter is absent; all-zero when no course has them. */
function codeMask(values: readonly string[] | undefined, find: (value: string) => number): Uint8Array | null {
  if (!values) return null;
  const mask = new Uint8Array(256);
  for (const value of values) {
    const code = find(value);
    if (code >= 0) mask[code] = 1;
  }
  return mask;
}

export function evaluateMatch(store: SearchStore, query: IndexQuery, take: number, version: number): CachedMatch {
  const { course, term } = query;
  const types = codeMask(course.types, (value) => store.typeCodes.find(value));
  const kinds = codeMask(course.kind && [course.kind], (value) => store.kindCodes.find(value));
  const durationFrom = course.durationFrom === undefined ? -Infinity : Math.fround(course.durationFrom);
  const durationTo = course.durationTo === undefined ? Infinity : Math.fround(course.durationTo);
  const termMarks = term ? markTerm(store, term.wordPrefixes) : null;
  const ranks = term && query.sortBy === 'relevance' ? nameRanks(store, term.wordPrefixes) : null;
  const selectedType = course.courseType === null ? -1 : store.courseTypeCodes.find(course.courseType);
  const priceFrom = query.priceFrom ?? -Infinity;
  const priceTo = query.priceTo ?? Infinity;
  const toDay = query.toDay ?? Infinity;
  const near = query.nearCities;

  const typeCount = store.courseTypeCodes.values.length;
  const facetCount = new Int32Array(typeCount);
  const facetMinPrice = new Float64Array(typeCount).fill(Infinity);
  const facetMaxPrice = new Float64Array(typeCount).fill(-Infinity);
  const facetMinDuration = new Float64Array(typeCount).fill(Infinity);
  const facetMaxDuration = new Float64Array(typeCount).fill(-Infinity);

  // The candidates for the page (the delivery-type filter applied): slot and sort keys.
  const candidateSlot = new Int32Array(store.slots);
  const candidateFirst = new Int32Array(store.slots);
  const candidateMinPrice = new Int32Array(store.slots);
  let candidates = 0;

  for (let slot = 0; slot < store.slots; slot++) {
    if (!store.alive[slot]) continue;
    if (types && !types[store.type[slot]!]) continue;
    if (kinds && !kinds[store.kind[slot]!]) continue;
    const duration = store.duration[slot]!;
    if (duration < durationFrom || duration > durationTo) continue;
    if (course.organizerId !== undefined && store.organizerId[slot] !== course.organizerId) continue;
    if (query.organizerIds && !query.organizerIds.has(store.organizerId[slot]!)) continue;
    if (course.scope !== undefined && !store.scopeIds[slot]!.includes(course.scope)) continue;
    if (course.category !== undefined && !store.categoryIds[slot]!.includes(course.category)) continue;
    if (term && !termMarks?.[slot] && !(term.nameWords.length > 0 && containsAll(store.names[slot]!, term.nameWords))) continue;

    const schedules = store.schedules[slot]!;
    let first = Infinity;
    let minPrice = Infinity;
    let maxPrice = -Infinity;
    for (let index = 0; index < schedules.length; index += SCHEDULE_FIELDS) {
      const day = schedules[index]!;
      const price = schedules[index + 2]!;
      if (day < query.fromDay || day > toDay || price < priceFrom || price > priceTo) continue;
      if (near) {
        const city = schedules[index + 1]!;
        if (city === NO_CITY || !near[city]) continue;
      }
      if (day < first) first = day;
      if (price < minPrice) minPrice = price;
      if (price > maxPrice) maxPrice = price;
    }
    if (first === Infinity) continue;

    const type = store.courseType[slot]!;
    facetCount[type]!++;
    if (minPrice < facetMinPrice[type]!) facetMinPrice[type] = minPrice;
    if (maxPrice > facetMaxPrice[type]!) facetMaxPrice[type] = maxPrice;
    if (duration < facetMinDuration[type]!) facetMinDuration[type] = duration;
    if (duration > facetMaxDuration[type]!) facetMaxDuration[type] = duration;
    if (course.courseType !== null && type !== selectedType) continue;
    candidateSlot[candidates] = slot;
    candidateFirst[candidates] = first;
    candidateMinPrice[candidates] = minPrice;
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

  const courseId = (candidate: number) => store.courseIds[candidateSlot[candidate]!]!;
  const before = pageOrder(query, {
    first: (candidate) => candidateFirst[candidate]!,
    minPrice: (candidate) => candidateMinPrice[candidate]!,
    rank: (candidate) => (ranks ? ranks[candidateSlot[candidate]!]! : 0),
    courseId,
  });
  const order = firstInOrder(candidates, take, before);
  return {
    version,
    facets,
    ids: order.map(courseId),
    minPrices: order.map((candidate) => candidateMinPrice[candidate]!),
    complete: candidates <= take,
  };
}

function containsAll(name: string, words: string[]): boolean {
  for (const word of words) if (!name.includes(word)) return false;
  return true;
}

interface SortKeys {
  first(candidate: number): number;
  minPrice(candidate: number): number;
  rank(candidate: number): number;
  courseId(candidate: number): number;
}

/**
 * "a comes before b" in page order, as search-sql.ts's pageOrder: the asked-for key in the asked-for
 * direction, then (relevance only) the earliest date, then the course id, so pages never overlap.
 */
function pageOrder(query: IndexQuery, keys: SortKeys): (a: number, b: number) => boolean {
  const descending = query.seq === 'desc';
  const primary =
    query.sortBy === 'price' ? keys.minPrice : query.sortBy === 'relevance' && query.term ? keys.rank : keys.first;
  const byDate = query.sortBy === 'relevance' && query.term !== null;
  return (a, b) => {
    const difference = primary(a) - primary(b);
    if (difference !== 0) return descending ? difference > 0 : difference < 0;
    if (byDate) {
      const dates = keys.first(a) - keys.first(b);
      if (dates !== 0) return dates < 0;
    }
    return keys.courseId(a) < keys.courseId(b);
  };
}
