/**
 * The benchmark's table, printed and kept in docs/benchmarks.md. Each database has its own block
 * between markers, so a run on one database replaces its figures and leaves the other's alone.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { LoadResult } from './load.ts';

export type BenchDatabase = 'pglite' | 'postgres';

/** One mix at the steady rate: each parameter set asked for the first time, then again; then unthrottled. */
export interface MixFigures {
  name: string;
  first: LoadResult;
  repeated: LoadResult;
  max: LoadResult;
  /** CPU milliseconds of the shop's processes per request served, first time and repeated (bench/process-cpu.ts). */
  cpuMs: { first: number; repeated: number };
  /** The same for PostgreSQL's server processes (PostgreSQL runs only). */
  databaseCpuMs?: { first: number; repeated: number };
}

export interface DatabaseFigures {
  database: BenchDatabase;
  label: string;
  courses: number;
  rate: number;
  targetP95: number;
  maxConnections: number;
  seconds: number;
  justStartedSeconds: number;
  /** `npm run seed` time, or null when the catalogue of an earlier run was reused. */
  seedSeconds: number | null;
  /** From spawning `npm start` until its port accepted connections. */
  startSeconds: number;
  /** Every search mix's first-time parameter sets, interleaved, from the moment the port accepted. */
  justStarted: LoadResult;
  mixes: MixFigures[];
  /** Resident memory of the shop's processes after the mixes (the search index and match cache are most of it). */
  rssMiB: number;
  /** The machine's 1-minute load average when the shop started and when the run ended (other jobs show here). */
  loadAverage: [number, number];
  /** First-time searches far beyond what the server computes: shed, not queued without bound. */
  overload: { rate: number; seconds: number; result: LoadResult };
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : Number.isFinite(value) ? value.toFixed(1) : 'overload');
const latencies = (result: LoadResult) => `${ms(result.p50)} / ${ms(result.p95)} / ${ms(result.p99)}`;
const failures = (...results: LoadResult[]) =>
  `${results.reduce((sum, result) => sum + result.errors, 0)} / ${results.reduce((sum, result) => sum + result.shed, 0)}`;

export function machineLine(): string {
  const cpus = os.cpus();
  return `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`;
}

/** A steady run meets the target when its p95 does and nothing failed or was shed. */
export function meetsTarget(result: LoadResult, targetP95: number): boolean {
  return result.p95 <= targetP95 && result.errors === 0 && result.shed === 0;
}

export function renderTable(figures: DatabaseFigures): string {
  const target = figures.targetP95;
  const met = (...results: LoadResult[]) => (results.every((result) => meetsTarget(result, target)) ? 'yes' : '**no**');
  const lines = [
    `| phase / mix | first time p50 / p95 / p99 ms | req/s | repeated p50 / p95 / p99 ms | req/s | p95 ≤ ${target}, no errors | max req/s (${figures.maxConnections} conn.) | errors / 503 | CPU ms per request, first / repeated${figures.database === 'postgres' ? ': shop + PostgreSQL' : ''} |`,
    '|---|---:|---:|---:|---:|:---:|---:|---:|---:|',
  ];
  const { justStarted } = figures;
  lines.push(
    `| just started, under load (all search mixes) | ${latencies(justStarted)} | ${justStarted.rps.toFixed(1)} | | | ${met(justStarted)} | | ${failures(justStarted)} | |`,
  );
  const cpu = (shop: number, database: number | undefined) => shop.toFixed(1) + (database === undefined ? '' : ` + ${database.toFixed(1)}`);
  for (const { name, first, repeated, max, cpuMs, databaseCpuMs } of figures.mixes) {
    const ceiling = name === 'ceiling';
    lines.push(
      `| ${name} | ${latencies(first)} | ${first.rps.toFixed(1)} | ${latencies(repeated)} | ${repeated.rps.toFixed(1)} ` +
        `| ${ceiling ? '' : met(first, repeated)} | ${max.rps.toFixed(0)} | ${failures(first, repeated, max)} | ${cpu(cpuMs.first, databaseCpuMs?.first)} / ${cpu(cpuMs.repeated, databaseCpuMs?.repeated)} |`,
    );
  }
  const { overload } = figures;
  lines.push(
    `| overload: ${overload.rate} req/s of first-time searches of every mix for ${overload.seconds} s (served requests) | ${latencies(overload.result)} ` +
      `| ${overload.result.rps.toFixed(1)} | | | | | ${failures(overload.result)} | |`,
  );
  return lines.join('\n');
}

function block(figures: DatabaseFigures, date: string): string {
  const seed = figures.seedSeconds === null ? 'reused from an earlier run' : `${figures.seedSeconds.toFixed(0)} s`;
  return [
    `<!-- search-bench:${figures.database} -->`,
    `### ${figures.label} — ${date}`,
    `${figures.courses.toLocaleString('en')} courses made by \`npm run seed -- --courses ${figures.courses}\` (${seed}); ${machineLine()}. ` +
      `\`npm start\` opened its port ${figures.startSeconds.toFixed(1)} s after it was spawned. Steady ${figures.rate} req/s, open loop, from the ` +
      `benchmark's process: ${figures.justStartedSeconds} s from the moment the port accepted, then ${figures.seconds} s per mix for the first ` +
      `time and ${figures.seconds} s repeated; then unthrottled with ${figures.maxConnections} connections (autocannon). ` +
      `The shop's resident memory after the mixes: ${figures.rssMiB.toFixed(0)} MiB. ` +
      `Load average ${figures.loadAverage.map((value) => value.toFixed(1)).join(' → ')} over the run` +
      (Math.max(...figures.loadAverage) > 2.5 ? ': other jobs shared the cores, so the figures are pessimistic.' : '.'),
    '',
    renderTable(figures),
    `<!-- /search-bench:${figures.database} -->`,
  ].join('\n');
}

const SECTION_START = '<!-- search-bench -->';
const SECTION_END = '<!-- /search-bench -->';
const SECTION_INTRO = `## Search (issues #3 and #9)

\`npm run bench\` (src/server/cli/bench.ts) measures what users get. It makes the catalogue with the
command users run, \`npm run seed -- --courses 100000\` (once; later runs reuse it, \`--reseed\` makes a
fresh one), into data/bench/pglite for PGlite, and for PostgreSQL into database kursmarkt_bench on
DATABASE_URL or else a throw-away cluster it starts itself (initdb under /tmp, port 55433, as .ci/run
does). It then starts the shop as \`npm start\` starts it — a child process, production build,
DATA_DIR or DATABASE_URL — and sends the load from its own process: first for a while from the very
moment the port accepts connections ("just started"), then each mix of src/server/bench/mixes.ts at a
steady open-loop rate (50 req/s on PGlite, 100 req/s on PostgreSQL; src/server/bench/steady.ts says why
not autocannon's overallRate), then unthrottled with autocannon. A search mix is a family of distinct
parameter sets: *first time* asks each once, so every answer is computed by the in-memory index
(docs/decisions/007-search-index.md); *repeated* asks them again, answered from the match cache
(docs/decisions/003-search-storage.md). The trivial GET /api/chambers in the same run is the ceiling of
server and harness. Latency counts from when a request was due, not sent (no coordinated omission);
"overload": more than 5 % of the requests were not even sent (64 open) or answered within the run
plus 5 s. *errors / 503*: failed requests, and requests the server shed under overload
(src/server/plugins/load-shedding.ts); the last row sends six times the steady rate to show it: the
server answers what it can within its bounded queue and sheds the rest at once. Targets: p95 ≤ 50 ms
on PGlite and ≤ 20 ms on PostgreSQL, every mix and the just-started phase, with no errors. The
shop's log of each run is in data/bench/.`;

const blockPattern = (database: BenchDatabase) =>
  new RegExp(`<!-- search-bench:${database} -->[\\s\\S]*?<!-- /search-bench:${database} -->`);

/**
 * Rewrites the Search section of docs/benchmarks.md with this database's fresh block and the other
 * database's block as it was; the rest of the file stays untouched.
 */
export function writeFigures(path: string, figures: DatabaseFigures, date: string): void {
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n';
  const start = text.indexOf(SECTION_START);
  const end = text.indexOf(SECTION_END);
  const section = start >= 0 && end > start ? text.slice(start, end + SECTION_END.length) : '';
  const blocks = (['pglite', 'postgres'] as const).map((database) =>
    database === figures.database ? block(figures, date) : (section.match(blockPattern(database))?.[0] ?? null),
  );
  const fresh = [SECTION_START, SECTION_INTRO, ...blocks.filter((entry) => entry !== null), SECTION_END].join('\n\n');
  const updated = section ? text.replace(section, fresh) : `${text.trimEnd()}\n\n${fresh}\n`;
  writeFileSync(path, updated.endsWith('\n') ? updated : `${updated}\n`);
}
