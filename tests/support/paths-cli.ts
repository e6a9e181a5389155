/**
 * `npm run paths` — QA's path coverage: per machine of machines/index.ts its states, transitions and
 * guarded branches (both outcomes) covered by the model-based tests, what the browser tests passed
 * through, the number of tested, shortest and simple paths, and which test ran which path. Prints a
 * table and writes docs/flows/coverage.md, coverage.json and paths.csv
 * (tests/support/flow-coverage-report.ts). Exits 1 when a machine is below 100 % of states,
 * transitions or guard outcomes, has no report, or machines/ and the registry disagree.
 *
 * On a fresh clone it runs the model tests it needs first (`vitest run tests/model`); `--last-run`
 * reads the reports of the last run instead (CI, right after `npm test`). `--check` writes nothing and
 * also fails when the docs differ from what this run generates. Without a report for every machine
 * nothing is written: the committed tables are never replaced by empty ones.
 *
 * Where the numbers come from: every tests/model/<id>.mbt.test.tsx ends with the harness's coverage
 * test (tests/support/flow-model.ts `testCoverage()`), which writes coverage/flow-coverage/<id>.json
 * from what the run really visited and took; the browser tests' fixture writes
 * coverage/flow-e2e/<id>.json (tests/support/flow-e2e-coverage.ts). Without a browser run here (a
 * fresh clone, or `--check`, whose browser figures vary with timing) the browser column is the one
 * committed in docs/flows/coverage.json.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineRegistry } from '../../machines/index';
import { readCoverageReport } from './flow-coverage';
import { coverageJson, coverageMarkdown, coverageTable, machineCoverage, pathsCsv, type E2eCovered } from './flow-coverage-report';
import { readE2eCoverage } from './flow-e2e-coverage';
import { registryProblems } from './flow-registry';

const FLOWS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../docs/flows');
const check = process.argv.includes('--check');
const lastRun = process.argv.includes('--last-run');

const read = (file: string) => {
  try {
    return readFileSync(resolve(FLOWS_DIR, file), 'utf8');
  } catch {
    return null;
  }
};

if (!lastRun) {
  console.log('Running the model-based tests (tests/model) for their coverage; --last-run reads the last run instead.\n');
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'web', 'tests/model'], { stdio: 'inherit' });
  if (run.status !== 0) console.error('The model tests failed; the coverage below is what they reached.');
}

/** The browser column as committed, per machine. */
function committedE2e(): Map<string, E2eCovered> {
  const committed = JSON.parse(read('coverage.json') ?? '{"machines":[]}') as { machines: { id: string; e2e?: { covered?: E2eCovered } | null }[] };
  return new Map(committed.machines.flatMap((m) => (m.e2e?.covered ? [[m.id, m.e2e.covered] as const] : [])));
}

const fresh = check ? [] : machineRegistry.map((entry) => readE2eCoverage(entry.id));
const browserRan = fresh.some((coverage) => coverage !== null);
const committed = committedE2e();
const summary = {
  machines: machineRegistry.map((entry, index) =>
    machineCoverage(entry, readCoverageReport(entry.id), browserRan ? fresh[index]! : (committed.get(entry.id) ?? null)),
  ),
};

const rows = coverageTable(summary);
const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
for (const row of rows) console.log(row.map((value, column) => value.padEnd(widths[column]!)).join('  ').trimEnd());
for (const machine of summary.machines) {
  const missing = [
    ...machine.states.missing.map((state) => `state ${state}`),
    ...machine.transitions.missing.map((transition) => `transition ${transition}`),
    ...machine.guards.onlyTrue.map((id) => `guard seen only true: ${id}`),
    ...machine.guards.onlyFalse.map((id) => `guard seen only false: ${id}`),
  ];
  if (missing.length > 0) console.log(`\n${machine.id} — not covered:\n  ${missing.join('\n  ')}`);
}
console.log(`\nBrowser column: ${browserRan ? 'from this checkout\u2019s browser test run (coverage/flow-e2e)' : 'as committed in docs/flows/coverage.json'}.`);

const problems = [...registryProblems(), ...summary.machines.filter((m) => m.problem).map((m) => `${m.id}: ${m.problem}`)];
const files: [string, string][] = [
  ['coverage.md', coverageMarkdown(summary)],
  ['coverage.json', coverageJson(summary)],
  ['paths.csv', pathsCsv(summary)],
];
const unmeasured = summary.machines.some((m) => m.testFile === null);
if (check) {
  for (const [file, content] of files) {
    if (read(file) !== content) problems.push(`docs/flows/${file} differs from this run's coverage: run \`npm run paths\` and commit it`);
  }
} else if (unmeasured) {
  console.error('\nNot every machine has a report of its model test: docs/flows is left as it is.');
} else {
  for (const [file, content] of files) if (read(file) !== content) writeFileSync(resolve(FLOWS_DIR, file), content);
  console.log('Wrote docs/flows/coverage.md, coverage.json and paths.csv.');
}

if (problems.length > 0) {
  console.error(`\n${problems.join('\n')}`);
  console.error('\nModel-based coverage is below 100 % (or not measured, or machines/ and its registry disagree).');
  process.exit(1);
}
