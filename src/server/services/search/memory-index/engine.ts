/**
 * The in-memory search index of one database: built in the background from the search tables, then
 * kept at the version of search_state by applying the courses the change log (009-search-changes.sql)
 * names. A search asks for the store at the version it read; it gets it, or null — while the index
 * is built or rebuilt — and then searches with SQL (sql.ts), which is always current.
 * Why an index in memory: docs/decisions/007-search-index.md.
 */
import type { Database } from '../../../db/database.ts';
import { applyChanges, changedSince, loadStore, readVersion } from './load.ts';
import type { SearchStore } from './store.ts';

/** Above this many changed courses, or this share of the store, a rebuild is cheaper than patching. */
const MAX_PATCHED_COURSES = 5_000;
const MAX_OVERRIDDEN_SHARE = 0.1;
/** …but a small catalogue is not rebuilt for a handful of edits. */
const MIN_OVERRIDES_FOR_REBUILD = 100;
/** search_change_kept_versions() of 009-search-changes.sql: an index further behind cannot trust the log. */
const KEPT_VERSIONS = 50_000;

export class SearchIndex {
  private store: SearchStore | null = null;
  private version = -1;
  private building: Promise<void> | null = null;
  private catchingUp: Promise<void> | null = null;

  constructor(private readonly db: Database, private readonly log: (error: unknown) => void) {}

  /** The store at `version` or later, or null when it is not built yet (a build is then under way). */
  async at(version: number): Promise<SearchStore | null> {
    if (!this.store) {
      this.startBuild();
      return null;
    }
    try {
      if (this.version < version) await this.catchUp(version);
    } catch (error) {
      this.log(error);
      return null;
    }
    return this.version >= version ? this.store : null;
  }

  /** Builds the store unless there is one (server start, tests): resolves when a build under way is done. */
  async ready(): Promise<void> {
    if (!this.store) this.startBuild();
    await this.building;
  }

  /** True once a store was built (a later rebuild keeps it true). */
  get built(): boolean {
    return this.store !== null;
  }

  private startBuild(): void {
    this.building ??= this.build()
      .catch(this.log)
      .finally(() => (this.building = null));
  }

  private async build(): Promise<void> {
    // The version BEFORE the rows: whatever changes while the chunks are read is applied afterwards.
    const version = await readVersion(this.db);
    const store = await loadStore(this.db);
    this.store = store;
    this.version = version;
  }

  /** Applies the changes up to `version` (one at a time: concurrent searches wait for the same one). */
  private async catchUp(version: number): Promise<void> {
    while (this.version < version && this.store && !this.building) {
      this.catchingUp ??= this.applyChangedCourses(version).finally(() => (this.catchingUp = null));
      await this.catchingUp;
    }
  }

  private async applyChangedCourses(version: number): Promise<void> {
    const store = this.store!;
    const changed = version - this.version >= KEPT_VERSIONS ? 'all' : await changedSince(this.db, this.version);
    if (changed === 'all' || changed.length > MAX_PATCHED_COURSES) {
      this.startBuild(); // the stale store answers no more searches until the new one is there
      return;
    }
    await applyChanges(this.db, store, changed);
    if (this.store !== store) return; // a build replaced the store meanwhile: its own version stands
    // Every change up to `version` was committed before it was read, so it is in `changed`.
    this.version = Math.max(this.version, version);
    // Still current, so the store keeps answering while a fresh one is built.
    if (store.overriddenShare > MAX_OVERRIDDEN_SHARE && store.overrides.size > MIN_OVERRIDES_FOR_REBUILD) this.startBuild();
  }
}

let enabled = true;
const indexes = new WeakMap<Database, SearchIndex>();

/**
 * Turns the in-memory index on or off (tests and the benchmark compare both ways of searching); off,
 * every search uses SQL. A built index is kept: turned on again, it catches up through the change log.
 */
export function configureSearchIndex(on: boolean): void {
  enabled = on;
}

/** The index of a database, or null when the index is turned off. */
export function searchIndexOf(db: Database): SearchIndex | null {
  if (!enabled) return null;
  let index = indexes.get(db);
  if (!index) indexes.set(db, (index = new SearchIndex(db, (error) => console.error('search index:', error))));
  return index;
}
