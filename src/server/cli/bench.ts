/**
 * `npm run bench [-- --db pglite|postgres|all] [-- --courses 100000] [-- --seconds 10] [-- --reseed] [-- --prepare] [-- --dry]`:
 * search latency and throughput as users get them, on the embedded database and on PostgreSQL.
 * The catalogue comes from `npm run seed`, the shop from `npm start` in a child process, the load
 * from this process — from the moment the shop's port accepts connections. Prints a table per
 * database and (unless --dry) writes it into docs/benchmarks.md. How: bench/report.ts's intro.
 * --prepare only makes the catalogues (minutes each), so a later run measures at once.
 */
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureSeededCatalogue } from '../bench/catalogue.ts';
import { runLoad } from '../bench/load.ts';
import { benchMixes, type Mix } from '../bench/mixes.ts';
import { openBenchPostgres } from '../bench/postgres-cluster.ts';
import {
  renderTable,
  writeFigures,
  type BenchDatabase,
  type DatabaseFigures,
  type MixFigures,
} from '../bench/report.ts';
import { startShop } from '../bench/shop-process.ts';
import { groupCpuMs, groupRssMiB, postgresCpuMs } from '../bench/process-cpu.ts';
import { runSteady } from '../bench/steady.ts';
import { searchToday } from '../services/search/index.ts';
import { buildSpaIfStale } from './spa-build.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const BENCH_DIR = `${root}data/bench`;
const benchmarksFile = `${root}docs/benchmarks.md`;

/** Steady rate and p95 target per database (issues #3 and #9). */
const PROFILE: Record<BenchDatabase, { rate: number; targetP95: number }> = {
  pglite: { rate: 50, targetP95: 50 },
  postgres: { rate: 100, targetP95: 20 },
};
const MAX_CONNECTIONS = 4;
const MAX_SECONDS = 5;
/** The overload phase: this many times the steady rate of first-time searches of every mix. */
const OVERLOAD_FACTOR = 6;
const OVERLOAD_SECONDS = 5;

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'all' },
    courses: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    'start-seconds': { type: 'string', default: '15' },
    reseed: { type: 'boolean', default: false },
    prepare: { type: 'boolean', default: false },
    dry: { type: 'boolean', default: false },
  },
});
const courses = Number(values.courses.replace(/_/g, ''));
const seconds = Number(values.seconds);
const justStartedSeconds = Number(values['start-seconds']);
const databases: BenchDatabase[] = values.db === 'all' ? ['pglite', 'postgres'] : [values.db as BenchDatabase];
if (
  !Number.isInteger(courses) ||
  courses < 1 ||
  !(seconds > 0) ||
  !(justStartedSeconds > 0) ||
  !databases.every((db) => db in PROFILE)
) {
  console.error(
    'usage: npm run bench -- [--db pglite|postgres|all] [--courses N] [--seconds S] [--start-seconds S] [--reseed] [--prepare] [--dry]',
  );
  process.exit(2);
}

const log = (line: string) => console.log(line);

/** Every search mix's first `perMix` paths (as far as it has them), taken in turns, so every kind of search comes up. */
function interleaved(mixes: Mix[], perMix: number): string[] {
  const paths: string[] = [];
  for (let index = 0; index < perMix; index++)
    for (const mix of mixes) if (index < mix.paths().length) paths.push(mix.paths()[index]!);
  return paths;
}

async function measure(
  database: BenchDatabase,
  env: Record<string, string>,
  label: string,
): Promise<DatabaseFigures | null> {
  const { rate, targetP95 } = PROFILE[database];
  const logFile = `${BENCH_DIR}/${database}.log`;
  const catalogue = await ensureSeededCatalogue({
    courses,
    env,
    markerFile: `${BENCH_DIR}/${database}-catalogue.json`,
    logFile,
    reseed: values.reseed,
    log,
  });
  if (values.prepare) return null;
  buildSpaIfStale(); // as the first `npm start` would; the start is timed without it
  const mixes = benchMixes(searchToday());
  const searchMixes = mixes.filter((mix) => mix.name !== 'ceiling');
  const perMixAtStart = Math.ceil((rate * justStartedSeconds) / searchMixes.length);
  const perRun = Math.round(rate * seconds);

  log(`  npm start (log: ${logFile}) …`);
  const loadAtStart = os.loadavg()[0]!;
  const shop = await startShop({ env, logFile });
  try {
    // Load from the first moment the port accepts, as users' browsers would after a restart.
    const justStarted = await runSteady(shop.baseUrl, interleaved(searchMixes, perMixAtStart), {
      rate,
      seconds: justStartedSeconds,
    });
    log(
      `  port open after ${(shop.startMs / 1000).toFixed(1)} s; just started: p95 ${justStarted.p95.toFixed(1)} ms, ${justStarted.errors} errors, ${justStarted.shed} shed`,
    );
    const figures: MixFigures[] = [];
    for (const mix of mixes) {
      const all = mix.paths();
      // Parameter sets not asked yet (the just-started phase used the first ones).
      const paths = all.length > 1 ? all.slice(perMixAtStart, perMixAtStart + perRun) : all;
      if (all.length > 1 && paths.length < perRun)
        throw new Error(`mix ${mix.name} has only ${all.length} parameter sets`);
      // CPU per request: the shop's CPU time over each steady phase, divided by the requests it served.
      const cpuNow = () => [groupCpuMs(shop.processGroup), postgresCpuMs()] as const;
      const cpuBefore = cpuNow();
      const first = await runSteady(shop.baseUrl, paths, { rate, seconds });
      const cpuBetween = cpuNow();
      const repeated = await runSteady(shop.baseUrl, paths, { rate, seconds });
      const cpuAfter = cpuNow();
      const perRequest = (which: 0 | 1) => ({
        first: (cpuBetween[which] - cpuBefore[which]) / Math.max(1, first.requests),
        repeated: (cpuAfter[which] - cpuBetween[which]) / Math.max(1, repeated.requests),
      });
      const cpuMs = perRequest(0);
      const databaseCpuMs = database === 'postgres' ? perRequest(1) : undefined;
      const max = await runLoad(shop.baseUrl, paths, { seconds: MAX_SECONDS, connections: MAX_CONNECTIONS });
      log(
        `  ${mix.name.padEnd(12)} first p95 ${first.p95.toFixed(1)} ms, repeated p95 ${repeated.p95.toFixed(1)} ms, max ${max.rps.toFixed(0)} req/s, ` +
          `errors ${first.errors + repeated.errors + max.errors}, shed ${first.shed + repeated.shed + max.shed}`,
      );
      figures.push({ name: mix.name, first, repeated, max, cpuMs, ...(databaseCpuMs ? { databaseCpuMs } : {}) });
    }
    const rssMiB = groupRssMiB(shop.processGroup);
    // Far more than the server can compute: it should shed (503) rather than queue without bound.
    const overloadPaths = interleaved(searchMixes, perMixAtStart + perRun + 500).slice(
      (perMixAtStart + perRun) * searchMixes.length,
    );
    const overload = await runSteady(shop.baseUrl, overloadPaths, {
      rate: rate * OVERLOAD_FACTOR,
      seconds: OVERLOAD_SECONDS,
      maxInFlight: 256, // more than the server admits and queues, so its bound is what limits
    });
    log(
      `  overload     ${rate * OVERLOAD_FACTOR} req/s: served p95 ${overload.p95.toFixed(1)} ms, ${overload.rps.toFixed(0)} req/s served, ${overload.shed} shed, ${overload.errors} errors`,
    );
    return {
      database,
      label,
      courses,
      rate,
      targetP95,
      maxConnections: MAX_CONNECTIONS,
      seconds,
      justStartedSeconds,
      seedSeconds: catalogue.seedSeconds,
      startSeconds: shop.startMs / 1000,
      justStarted,
      mixes: figures,
      overload: { rate: rate * OVERLOAD_FACTOR, seconds: OVERLOAD_SECONDS, result: overload },
      rssMiB,
      loadAverage: [loadAtStart, os.loadavg()[0]!],
    };
  } finally {
    await shop.stop();
  }
}

async function benchDatabase(database: BenchDatabase): Promise<DatabaseFigures | null> {
  if (database === 'pglite') {
    const dataDir = `${BENCH_DIR}/pglite`;
    log(`PGlite (${dataDir})`);
    return measure(database, { DATA_DIR: dataDir }, 'PGlite (embedded)');
  }
  const server = await openBenchPostgres();
  log(server.label);
  try {
    return await measure(database, { DATABASE_URL: server.url }, server.label);
  } finally {
    await server.stop();
  }
}

mkdirSync(BENCH_DIR, { recursive: true });
const date = new Date().toISOString().slice(0, 10);
for (const database of databases) {
  const figures = await benchDatabase(database);
  if (!figures) continue;
  console.log(
    `\n${figures.label}, ${courses.toLocaleString('en')} courses, ${figures.rate} req/s:\n${renderTable(figures)}\n`,
  );
  if (!values.dry) writeFigures(benchmarksFile, figures, date);
}
if (!values.dry && !values.prepare) console.log(`written to ${benchmarksFile}`);
