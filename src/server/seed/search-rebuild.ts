/**
 * Builds the search tables once after a bulk change of the catalogue (the seed's load, a reseed's
 * deletes) instead of with every statement.
 *
 * The search tables follow the catalogue through statement triggers (002-search.sql, 004, 009). In a
 * bulk load they fired once per batch: each batch of courses, scopes, dates or prices rewrote the
 * search rows of its courses (every search_course row three or four times over), and each rewrite
 * recomputed the facet groups of the courses' scopes from all courses loaded so far, so the work grew
 * with the square of the catalogue. So the load runs with the catalogue's insert triggers switched
 * off, and one search_reindex_all() then writes the same search rows and facets set-based (035), as ADR
 * 003 asks of any writer that bypasses the triggers. A reseed's row-wise deletes (clearCatalogue) did the
 * same in reverse: 30 s of CPU on PGlite for 100,000 courses.
 *
 * ALTER TABLE is transactional: a failed load rolls the switch back with the rows. It locks the four
 * tables until commit, which a seed, replacing the whole catalogue, may do.
 */
import type { Queryable } from '../db/database.ts';
import { withIndexesBuiltAfterwards } from './deferred-indexes.ts';

/** The catalogue tables the search tables are derived from: their insert and delete triggers are switched (002-search.sql). */
const SEARCH_SOURCE_TRIGGERS = [
  ['course', 'search_course'],
  ['course_scope', 'search_course_scope'],
  ['course_schedule', 'search_course_schedule'],
  ['price_level', 'search_price_level'],
] as const;

/** What search_reindex_all reads. */
const SEARCH_SOURCES = ['course', 'course_scope', 'scope', 'course_schedule', 'price_level'];

/**
 * search_text's and search_schedule's indexes serve only searching, not the reindex (035: it writes
 * search_schedule first and reads it whole): they are built after it, which saved 1.8 s of 3.1 s for
 * search_schedule's 249,106 rows on PostgreSQL. search_course's indexes stay, since its facet trigger
 * (004) reads the rows back through them: without, its insert took longer than building them saved.
 */
const SEARCH_TABLES_INDEXED_AFTERWARDS = ['search_text', 'search_schedule'];

async function switchTriggers(db: Queryable, action: 'enable' | 'disable'): Promise<void> {
  for (const [table, trigger] of SEARCH_SOURCE_TRIGGERS) {
    for (const event of ['inserted', 'deleted']) await db.query(`alter table "${table}" ${action} trigger "${trigger}_${event}"`);
  }
}

/** Runs `work` (inserts or deletes, inside the caller's transaction) and then indexes the whole catalogue for search once. */
export async function withSearchIndexedAfterwards(db: Queryable, work: () => Promise<void>): Promise<void> {
  await switchTriggers(db, 'disable');
  await work();
  await switchTriggers(db, 'enable');
  // Freshly loaded tables have no statistics yet; without them the reindex's look-ups were planned
  // for a handful of rows and took twice as long.
  await db.query(`analyze ${SEARCH_SOURCES.map((table) => `"${table}"`).join(', ')}`);
  await withIndexesBuiltAfterwards(db, SEARCH_TABLES_INDEXED_AFTERWARDS, () => db.query('select search_reindex_all()'));
}
