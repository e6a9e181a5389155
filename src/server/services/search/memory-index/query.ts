/**
 * A search as the in-memory index evaluates it (evaluate.ts), built from the request by
 * index-query.ts; in a file of its own so the index's parts can name it without importing the
 * evaluation that imports them.
 */
import type { SortBy, SortSequence } from '../../../../shared/search.ts';
import type { CourseFilters } from '../parameters.ts';

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
  /** The cities within the radius; null without a radius. */
  nearCityIds: number[] | null;
  sortBy: SortBy;
  seq: SortSequence;
}
