/**
 * The benchmark's table, printed and kept in docs/benchmarks.md. Each database has its own block
 * between markers, so a run on one database replaces its figures and leaves the other's alone.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { LoadResult } from './load.ts';
import type { Mix } from './mixes.ts';

export type BenchDatabase = 'pglite' | 'postgres';

/**
 * One mix: steady-rate latency with SQL alone (no index, no cache: while the index builds), then
 * with the index and without (cold) and with the match cache (warm), and maximum throughput.
 */
export interface MixFigures {
  mix: Mix;
  sqlOnly: LoadResult;
  cold: LoadResult;
  warm: LoadResult;
  coldMax: LoadResult;
  warmMax: LoadResult;
}

export interface DatabaseFigures {
  database: BenchDatabase;
  label: string;
  courses: number;
  rate: number;
  targetP95: number;
  maxConnections: number;
  seconds: number;
  /** Building the in-memory search index from the search tables. */
  indexSeconds: number;
  mixes: MixFigures[];
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : Number.isFinite(value) ? value.toFixed(1) : 'overload');

export function machineLine(): string {
  const cpus = os.cpus();
  return `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`;
}

export function renderTable(figures: DatabaseFigures): string {
  const target = figures.targetP95;
  const met = (name: string, result: LoadResult) => (name === 'ceiling' ? '' : result.p95 <= target ? 'yes' : '**no**');
  const lines = [
    `| mix | SQL only p95 ms | cold p50 / p95 / p99 ms | cold req/s | cold p95 ≤ ${target} | warm p50 / p95 / p99 ms | warm req/s | warm p95 ≤ ${target} | max req/s cold / warm | failed or not served (cold, warm) |`,
    '|---|---:|---:|---:|:---:|---:|---:|:---:|---:|---:|',
  ];
  for (const { mix, sqlOnly, cold, warm, coldMax, warmMax } of figures.mixes) {
    // SQL-only overload shows in its own column; this one is about the index's runs.
    const failures = cold.failures + warm.failures + coldMax.failures + warmMax.failures;
    lines.push(
      `| ${mix.name} | ${ms(sqlOnly.p95)} | ${ms(cold.p50)} / ${ms(cold.p95)} / ${ms(cold.p99)} | ${cold.rps.toFixed(1)} | ${met(mix.name, cold)} ` +
        `| ${ms(warm.p50)} / ${ms(warm.p95)} / ${ms(warm.p99)} | ${warm.rps.toFixed(1)} | ${met(mix.name, warm)} ` +
        `| ${coldMax.rps.toFixed(0)} / ${warmMax.rps.toFixed(0)} | ${failures} |`,
    );
  }
  return lines.join('\n');
}

function block(figures: DatabaseFigures, date: string): string {
  return [
    `<!-- search-bench:${figures.database} -->`,
    `### ${figures.label} — ${date}`,
    `${figures.courses.toLocaleString('en')} courses; ${machineLine()}. Latency at a steady ${figures.rate} req/s ` +
      `(${figures.seconds} s per mix, open loop), then unthrottled with ${figures.maxConnections} connections (autocannon). ` +
      `*SQL only*: index and match cache off, every request computes its match in the database (what searches cost while the index is built: ${figures.indexSeconds.toFixed(1)} s here). ` +
      '*Cold*: match cache off, every request computes its match (count, facets, first courses) in the in-memory index. *Warm*: match cache on (the default), ' +
      'after one warm-up pass over the mix.',
    '',
    renderTable(figures),
    `<!-- /search-bench:${figures.database} -->`,
  ].join('\n');
}

const SECTION_START = '<!-- search-bench -->';
const SECTION_END = '<!-- /search-bench -->';
const SECTION_INTRO = `## Search (issue #3)

\`npm run bench\` (src/server/cli/bench.ts) builds a 100,000-course catalogue once per database
(PGlite in data/bench-pglite; PostgreSQL in database kursmarkt_bench on DATABASE_URL, else in a private
cluster on port 55433 under /tmp), starts the real app on a loopback port and measures each mix of
src/server/bench/mixes.ts: latency at a steady open-loop rate (50 req/s on PGlite, 100 req/s on
PostgreSQL; src/server/bench/steady.ts says why not autocannon's overallRate), then the most requests
per second four autocannon connections get. The load generator runs in the server's process. Targets:
p95 ≤ 50 ms on PGlite, p95 ≤ 20 ms on PostgreSQL, for every mix. "overload": more than 5 % of the
requests were not even sent (64 open requests) or answered within the run plus 5 s. Storage, indexes
and the match cache: docs/decisions/003-search-storage.md; the in-memory index that computes every
match: docs/decisions/007-search-index.md. *SQL only* figures are what searches cost while that index is
being built (at start-up, after a bulk load); *cold* figures what a filter set's first search costs
with the index (and every search after a catalogue change or at the start of a day); *warm* ones what
each further page or repeat costs. Building the catalogue with the search tables' triggers
(002-search.sql) took 106 s on PGlite and 65–72 s on PostgreSQL for 100,000 courses on 2026-11-22
(about three times the seeding without them); with the change log of 009-search-changes.sql it took
110 s on PostgreSQL (a 40,000-course seed: 34 s with the log, 37 s without — within noise). The facet
groups of 004-search-facets.sql add about 0.5 s per bulk statement (their migration on the built
catalogue: 1.4 s PostgreSQL, 4.8 s PGlite).`;

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
