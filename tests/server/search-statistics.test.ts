/**
 * Issue 9 §3: a catalogue made by `npm run seed` answered every term search in ~1.4 s on 100,000
 * courses, because nothing had gathered planner statistics (PGlite has no autovacuum) and the page's
 * details walked every schedule. The seed now leaves statistics behind, and a database written
 * without them (an older seed, an import) gets them before the server takes traffic.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { build as buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/database.ts';
import { generateCatalogue, seedDatabase } from '../../src/server/seed/index.ts';
import { insertCatalogue } from '../../src/server/seed/insert.ts';
import { searchIndexOf } from '../../src/server/services/search-index/engine.ts';
import { deferred } from '../support/deferred.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const TODAY = '2026-11-22';
const SEARCHED_TABLES = ['course', 'course_scope', 'course_schedule', 'price_level', 'search_course', 'search_text', 'search_schedule'];

/** The searched tables the planner knows nothing about (never analysed: reltuples < 0). */
async function tablesWithoutStatistics(db: Database): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select relname as name from pg_class
      where relnamespace = current_schema()::regnamespace and relname = any($1::text[]) and reltuples < 0 order by 1`,
    [SEARCHED_TABLES],
  );
  return rows.map((row) => row.name);
}

/** Column statistics the planner uses to estimate "the schedules of these 20 courses". */
async function hasColumnStatistics(db: Database, table: string, column: string): Promise<boolean> {
  const rows = await db.query('select 1 from pg_stats where schemaname = current_schema() and tablename = $1 and attname = $2', [table, column]);
  return rows.length > 0;
}

describe('planner statistics for the search', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  it('a seeded catalogue has planner statistics for every table a search reads', async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, { courses: 300, today: TODAY });
    expect(await tablesWithoutStatistics(database.db)).toEqual([]);
    expect(await hasColumnStatistics(database.db, 'search_schedule', 'course_id')).toBe(true);
    expect(await hasColumnStatistics(database.db, 'course_schedule', 'start_date')).toBe(true);
  });

  it('a catalogue written without statistics gets them before the server takes traffic', async () => {
    database = await createTestDatabase();
    // Written the way an older seed or an import did: rows only, nothing analysed.
    await database.db.transaction((tx) => insertCatalogue(tx, generateCatalogue({ courses: 300, today: TODAY })));
    expect(await tablesWithoutStatistics(database.db)).not.toEqual([]);

    const app = await buildApp({ db: database.db, settings: loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://shop.test' }), logger: false });
    try {
      await app.ready();
      expect(await tablesWithoutStatistics(database.db)).toEqual([]);
      expect(await hasColumnStatistics(database.db, 'search_schedule', 'course_id')).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('the server is ready only once the search index is built, so no first search waits on SQL', async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, { courses: 300, today: TODAY });
    // The build held open by hand (the boundary of this test): readiness must wait for it.
    const index = searchIndexOf(database.db)!;
    const build = deferred<void>();
    const realReady = index.ready.bind(index);
    index.ready = () => build.promise.then(realReady);
    const app = await buildApp({ db: database.db, settings: loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://shop.test' }), logger: false });
    try {
      let ready = false;
      const readyPromise = app.ready().then(() => (ready = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(ready).toBe(false);
      build.resolve();
      await readyPromise;
      expect(index.built).toBe(true);
    } finally {
      await app.close();
    }
  });
});
