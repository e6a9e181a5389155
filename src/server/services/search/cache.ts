/**
 * Matches of recent searches, per database: for a filter set and sort, the facet rows and the
 * ordered matching course ids (the first ones, or all) with their lowest matching price. Paging ("load more") and
 * repeated searches then cost one look-up plus the page's details instead of a new aggregate over
 * every matching course. Exact, not time-based: an entry holds the search_state version it was
 * computed at, and any catalogue change or day change bumps that version.
 * Bounded by the number of course ids held (about 8 bytes each); least recently used goes first.
 */
import type { Database } from '../../db/database.ts';
import type { CourseType } from '../../../shared/types.ts';

export interface FacetRow {
  courseType: CourseType;
  count: number;
  minPrice: number;
  maxPrice: number;
  minDuration: number;
  maxDuration: number;
}

export interface CachedMatch {
  version: number;
  facets: FacetRow[];
  /**
   * The first matching course ids in page order (courseType filter applied) and their lowest matching
   * price: the whole match when `complete`, else a prefix that later pages extend.
   */
  ids: Int32Array;
  minPrices: Int32Array;
  complete: boolean;
}

/** About 16 MB: a hundred broad searches of 40,000 courses, or thousands of narrow ones. */
export const DEFAULT_CACHE_IDS = 2_000_000;
/** What an entry costs beyond its ids (key, facets), in ids: bounds the number of empty results too. */
const ENTRY_OVERHEAD = 100;
const weight = (entry: CachedMatch) => entry.ids.length + ENTRY_OVERHEAD;

export class MatchCache {
  private readonly entries = new Map<string, CachedMatch>();
  private heldIds = 0;

  constructor(private readonly maxIds: number = DEFAULT_CACHE_IDS) {}

  get(key: string, version: number): CachedMatch | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.delete(key);
    if (entry.version !== version) return undefined;
    this.entries.set(key, entry); // most recently used last
    this.heldIds += weight(entry);
    return entry;
  }

  set(key: string, entry: CachedMatch): void {
    if (weight(entry) > this.maxIds) return;
    // Computations finish in any order: page 1's short prefix must not replace the deep page's
    // longer one computed meanwhile (the deep page would compute it again), nor an older version a newer.
    const held = this.entries.get(key);
    if (held && (held.version > entry.version || (held.version === entry.version && held.ids.length >= entry.ids.length))) return;
    this.delete(key);
    this.entries.set(key, entry);
    this.heldIds += weight(entry);
    for (const [oldest] of this.entries) {
      if (this.heldIds <= this.maxIds) break;
      this.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.heldIds -= weight(entry);
  }
}

let cacheIds: number = DEFAULT_CACHE_IDS;
let caches = new WeakMap<Database, MatchCache>();

/** Sets how many course ids the match cache holds per database; 0 turns it off (the benchmark's cold runs). */
export function configureSearchCache(maxIds: number): void {
  cacheIds = maxIds;
  caches = new WeakMap();
}

/** The cache of a database (one per open database, so tests and the benchmark never share one). */
export function matchCacheOf(db: Database): MatchCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new MatchCache(cacheIds)));
  return cache;
}
