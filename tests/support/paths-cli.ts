/**
 * `npm run paths` — QA's path coverage: per machine of machines/index.ts its states, transitions and
 * guarded branches covered by the model-based tests, the number of tested, shortest and simple paths,
 * and which test ran which path. Prints a table and writes docs/flows/coverage.json and
 * docs/flows/coverage.md (tests/support/flow-coverage-report.ts). Exits 1 when a machine is below
 * 100 % of states or transitions, has no report, or machines/ and the registry disagree (a machine
 * not registered, a design-card flow missing, a machine without model-based test).
 *
 * `--check` writes nothing and also fails when the two docs files differ from what the last run
 * generates (CI runs it after `npm test`). `--run` runs the model tests first.
 *
 * Where the numbers come from: every tests/model/<id>.mbt.test.tsx ends with the harness's coverage
 * test (tests/support/flow-model.ts `testCoverage()`), which writes
 * coverage/flow-coverage/<id>.json from what the run really visited and took. This command reads
 * those reports and compares them with the machines as they are now, so a state or transition added
 * since the last test run counts as uncovered.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineRegistry } from '../../machines/index';
import { readCoverageReport } from './flow-coverage';
import { coverageJson, coverageMarkdown, coverageTable, machineCoverage } from './flow-coverage-report';
import { registryProblems } from './flow-registry';

const FLOWS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../docs/flows');
const check = process.argv.includes('--check');

if (process.argv.includes('--run')) {
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'web', 'tests/model'], { stdio: 'inherit' });
  if (run.status !== 0) console.error('The model tests failed; the coverage below is what they reached.');
}

const summary = { machines: machineRegistry.map((entry) => machineCoverage(entry, readCoverageReport(entry.id))) };

const rows = coverageTable(summary);
const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
for (const row of rows) console.log(row.map((value, column) => value.padEnd(widths[column]!)).join('  ').trimEnd());
for (const machine of summary.machines.filter((m) => m.states.missing.length + m.transitions.missing.length > 0)) {
  console.log(`\n${machine.id} — not covered:`);
  for (const state of machine.states.missing) console.log(`  state ${state}`);
  for (const transition of machine.transitions.missing) console.log(`  transition ${transition}`);
}

const problems = [...registryProblems(), ...summary.machines.filter((m) => m.problem).map((m) => `${m.id}: ${m.problem}`)];
const files: [string, string][] = [
  ['coverage.md', coverageMarkdown(summary)],
  ['coverage.json', coverageJson(summary)],
];
const read = (file: string) => {
  try {
    return readFileSync(resolve(FLOWS_DIR, file), 'utf8');
  } catch {
    return null;
  }
};
if (check) {
  for (const [file, content] of files) {
    if (read(file) !== content) problems.push(`docs/flows/${file} differs from this run's coverage: run \`npm run paths\` and commit it`);
  }
} else {
  for (const [file, content] of files) if (read(file) !== content) writeFileSync(resolve(FLOWS_DIR, file), content);
  console.log('\nWrote docs/flows/coverage.md and docs/flows/coverage.json.');
}

if (problems.length > 0) {
  console.error(`\n${problems.join('\n')}`);
  console.error('\nModel-based coverage is below 100 % (or not measured, or machines/ and its registry disagree).');
  process.exit(1);
}
