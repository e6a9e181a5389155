/**
 * Planner statistics for the tables a search reads. Without them PostgreSQL guesses row counts, and
 * for a page's details it walked all 250,000 schedules by start date instead of looking up the
 * page's 20 courses: 1.4 s per term search on 100,000 courses instead of a few ms. PGlite runs no
 * autovacuum, so a catalogue written by `npm run seed` (or any bulk load) had none until someone ran
 * ANALYZE; the benchmark did, which is why its catalogue was fast and the seeded one was not.
 */
import type { Database } from '../../db/database.ts';

/** Every table a search, its index build or its page details read. */
const SEARCH_TABLES = [
  'course', 'course_scope', 'course_schedule', 'price_level', 'organizer', 'scope', 'city',
  'search_state', 'search_course', 'search_text', 'search_schedule', 'search_facet', 'search_change',
];

/**
 * After a bulk load: statistics for the planner and the visibility map for index-only scans (what
 * autovacuum would do on a server, and never does on PGlite). Not inside a transaction.
 */
export async function refreshPlannerStatistics(db: Database): Promise<void> {
  await db.exec(`vacuum analyze ${SEARCH_TABLES.join(', ')}`);
}

/**
 * Analyses the search's tables that were never analysed before the search serves (a catalogue loaded
 * by an older seed or an import); returns their names. Never analysed: reltuples < 0, or rows but no
 * column statistics — building an index sets reltuples without gathering any, and a bulk load builds
 * its indexes after the rows (seed/deferred-indexes.ts). Cheap when all have statistics: one
 * catalogue query.
 */
export async function ensurePlannerStatistics(db: Database): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c
      where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
        and c.relname = any($1::text[])
        and (c.reltuples < 0 or (c.reltuples > 0 and not exists (
          select 1 from pg_stats s where s.schemaname = current_schema() and s.tablename = c.relname)))`,
    [SEARCH_TABLES],
  );
  const names = rows.map((row) => row.name);
  if (names.length > 0) await db.exec(`analyze ${names.join(', ')}`);
  return names;
}
