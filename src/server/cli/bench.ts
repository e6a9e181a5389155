/**
 * `npm run bench [-- --db pglite|postgres|all] [-- --courses 100000] [-- --seconds 10] [-- --dry]`:
 * search latency and throughput on a large catalogue, for the embedded database and PostgreSQL.
 * Prints a table per database and (unless --dry) writes it into docs/benchmarks.md.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import { build } from '../app.ts';
import { ensureBenchCatalogue } from '../bench/catalogue.ts';
import { runLoad, warmUp } from '../bench/load.ts';
import { runSteady } from '../bench/steady.ts';
import { benchMixes } from '../bench/mixes.ts';
import { openBenchPostgres } from '../bench/postgres-cluster.ts';
import { renderTable, writeFigures, type BenchDatabase, type DatabaseFigures, type MixFigures } from '../bench/report.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { configureSearchCache, DEFAULT_CACHE_IDS } from '../services/search-cache.ts';
import { configureSearchIndex, searchIndexOf } from '../services/search-index/engine.ts';
import { searchToday } from '../services/search-window.ts';

const PGLITE_DIR = 'data/bench-pglite';
const benchmarksFile = fileURLToPath(new URL('../../../docs/benchmarks.md', import.meta.url));

/** Steady rate and p95 target per database (issue #3). */
const PROFILE: Record<BenchDatabase, { rate: number; targetP95: number }> = {
  pglite: { rate: 50, targetP95: 50 },
  postgres: { rate: 100, targetP95: 20 },
};
const MAX_CONNECTIONS = 4;
const MAX_SECONDS = 8;

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'all' },
    courses: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    dry: { type: 'boolean', default: false },
  },
});
const courses = Number(values.courses.replace(/_/g, ''));
const seconds = Number(values.seconds);
const databases: BenchDatabase[] = values.db === 'all' ? ['pglite', 'postgres'] : [values.db as BenchDatabase];
if (!Number.isInteger(courses) || courses < 1 || !(seconds > 0) || !databases.every((db) => db in PROFILE)) {
  console.error('usage: npm run bench -- [--db pglite|postgres|all] [--courses N] [--seconds S] [--dry]');
  process.exit(2);
}

const log = (line: string) => console.log(line);

async function measure(database: BenchDatabase, db: Database, label: string): Promise<DatabaseFigures> {
  await ensureBenchCatalogue(db, courses, log);
  // Built before the app, which would otherwise start the build itself when it is ready.
  const indexStartedAt = performance.now();
  await searchIndexOf(db)!.ready();
  const indexSeconds = (performance.now() - indexStartedAt) / 1000;
  log(`  search index built in ${indexSeconds.toFixed(1)} s`);
  // The port is known only after listen: the host check (PUBLIC_URL's host only) stays off here.
  const settings = { ...loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1' }), devMailbox: false, publicHostOnly: false };
  const app = await build({ db, settings, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const { rate, targetP95 } = PROFILE[database];
  const mixes: MixFigures[] = [];
  try {
    for (const mix of benchMixes(searchToday())) {
      // SQL alone: what searches cost while the index is being built (after a start or a bulk load).
      configureSearchIndex(false);
      configureSearchCache(0);
      await warmUp(baseUrl, mix.paths);
      const sqlOnly = await runSteady(baseUrl, mix.paths, { rate, seconds });
      configureSearchIndex(true);
      await warmUp(baseUrl, mix.paths);
      await warmUp(baseUrl, mix.paths);
      const cold = await runSteady(baseUrl, mix.paths, { rate, seconds });
      const coldMax = await runLoad(baseUrl, mix.paths, { seconds: MAX_SECONDS, connections: MAX_CONNECTIONS });
      configureSearchCache(DEFAULT_CACHE_IDS);
      await warmUp(baseUrl, mix.paths);
      const warm = await runSteady(baseUrl, mix.paths, { rate, seconds });
      const warmMax = await runLoad(baseUrl, mix.paths, { seconds: MAX_SECONDS, connections: MAX_CONNECTIONS });
      log(
        `  ${mix.name.padEnd(12)} sql-only p95 ${sqlOnly.p95.toFixed(1)} ms, cold p95 ${cold.p95.toFixed(1)} ms (${cold.rps.toFixed(0)} req/s), ` +
          `warm p95 ${warm.p95.toFixed(1)} ms (${warm.rps.toFixed(0)} req/s); max ${coldMax.rps.toFixed(0)} / ${warmMax.rps.toFixed(0)} req/s`,
      );
      mixes.push({ mix, sqlOnly, cold, warm, coldMax, warmMax });
    }
  } finally {
    await app.close();
  }
  return { database, label, courses, rate, targetP95, maxConnections: MAX_CONNECTIONS, seconds, indexSeconds, mixes };
}

async function benchDatabase(database: BenchDatabase): Promise<DatabaseFigures> {
  if (database === 'pglite') {
    log(`PGlite (${PGLITE_DIR})`);
    const db = await openDatabase({ dataDir: PGLITE_DIR });
    try {
      return await measure(database, db, 'PGlite (embedded)');
    } finally {
      await db.close();
    }
  }
  const server = await openBenchPostgres();
  log(server.label);
  const db = await openDatabase({ databaseUrl: server.url, dataDir: '' });
  try {
    return await measure(database, db, server.label);
  } finally {
    await db.close();
    await server.stop();
  }
}

const date = new Date().toISOString().slice(0, 10);
for (const database of databases) {
  const figures = await benchDatabase(database);
  console.log(`\n${figures.label}, ${courses.toLocaleString('en')} courses, ${figures.rate} req/s:\n${renderTable(figures)}\n`);
  if (!values.dry) writeFigures(benchmarksFile, figures, date);
}
if (!values.dry) console.log(`written to ${benchmarksFile}`);
