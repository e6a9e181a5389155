/**
 * Issue 9 §3: a catalogue made by `npm run seed` answered every term search in ~1.4 s on 100,000
 * courses, because nothing had gathered planner statistics (PGlite has no autovacuum) and the page's
 * details walked every schedule. The seed now leaves statistics behind, and a database written
 * without them (an older seed, an import) gets them before the server takes traffic.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { generateCatalogue, seedDatabase } from '../../src/server/seed/index.ts';
import { insertCatalogue } from '../../src/server/seed/insert.ts';
import { startServer } from '../../src/server/server.ts';
import { matchCacheOf } from '../../src/server/services/search/cache.ts';
import { searchIndexOf } from '../../src/server/services/search/memory-index/engine.ts';
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

/** An embedded database in a directory of its own, written by `write`, then closed for the server to open. */
async function preparedDataDir(write: (db: Database) => Promise<unknown>): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kursmarkt-statistics-'));
  const db = await openDatabase({ dataDir });
  await migrate(db);
  await write(db);
  await db.close();
  return dataDir;
}

/** The shop as `npm start` starts it, on a free port, with its data in `dataDir`. */
const startShop = (dataDir: string) =>
  startServer(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://shop.test', PORT: '0', DATA_DIR: dataDir }));

/** Column statistics the planner uses to estimate "the schedules of these 20 courses". */
async function hasColumnStatistics(db: Database, table: string, column: string): Promise<boolean> {
  const rows = await db.query('select 1 from pg_stats where schemaname = current_schema() and tablename = $1 and attname = $2', [table, column]);
  return rows.length > 0;
}

describe('planner statistics for the search', () => {
  const cleanUp: (() => Promise<unknown> | unknown)[] = [];
  afterEach(async () => {
    for (const step of cleanUp.splice(0)) await step();
  });

  it('a seeded catalogue has planner statistics for every table a search reads', async () => {
    const database: TestDatabase = await createTestDatabase();
    cleanUp.push(() => database.dispose());
    await seedDatabase(database.db, { courses: 300, today: TODAY });
    expect(await tablesWithoutStatistics(database.db)).toEqual([]);
    expect(await hasColumnStatistics(database.db, 'search_schedule', 'course_id')).toBe(true);
    expect(await hasColumnStatistics(database.db, 'course_schedule', 'start_date')).toBe(true);
  });

  it('a catalogue written without statistics gets them before the shop opens its port', async () => {
    // Written the way an older seed or an import did: rows only, nothing analysed.
    const dataDir = await preparedDataDir(async (db) => {
      await db.transaction((tx) => insertCatalogue(tx, generateCatalogue({ courses: 300, today: TODAY })));
      expect(await tablesWithoutStatistics(db)).not.toEqual([]);
    });
    cleanUp.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const app: FastifyInstance = await startShop(dataDir);
    cleanUp.unshift(async () => {
      await app.close();
      await app.db.close();
    });
    expect(await tablesWithoutStatistics(app.db)).toEqual([]);
    expect(await hasColumnStatistics(app.db, 'search_schedule', 'course_id')).toBe(true);
  });

  it('the shop opens its port only once the search index is built and warmed up', async () => {
    const dataDir = await preparedDataDir((db) => seedDatabase(db, { courses: 300, today: TODAY }));
    cleanUp.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const app: FastifyInstance = await startShop(dataDir);
    cleanUp.unshift(async () => {
      await app.close();
      await app.db.close();
    });
    expect(searchIndexOf(app.db)?.built).toBe(true);
    // Searches of every kind ran before the first request could arrive.
    expect(matchCacheOf(app.db).size).toBeGreaterThan(0);
  });
});
