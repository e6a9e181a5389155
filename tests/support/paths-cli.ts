/**
 * `npm run paths` — per machine of machines/index.ts: its states and transitions, how many of them the
 * model-based tests covered, and the number of paths. Exits 1 when a machine is below 100 % or has no
 * coverage report.
 *
 * Where the numbers come from: every tests/model/<id>.mbt.test.tsx ends with the harness's coverage
 * test (tests/support/flow-model.ts `testCoverage()`), which writes
 * test-results/flow-coverage/<id>.json from what the run really visited and took. This command reads
 * those reports and compares them with the machines as they are now, so a state or transition added
 * since the last test run counts as uncovered. `npm run paths -- --run` runs the model tests first
 * (`vitest run --project web tests/model`).
 */
import { spawnSync } from 'node:child_process';
import { machineRegistry } from '../../machines/index';
import { machineDefinition, readCoverageReport } from './flow-coverage';
import { generateFlowPaths } from './flow-paths';

if (process.argv.includes('--run')) {
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'web', 'tests/model'], { stdio: 'inherit' });
  if (run.status !== 0) console.error('The model tests failed; the coverage below is what they reached.');
}

const percent = (covered: number, total: number) => (total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10);

let failed = false;
const rows: string[][] = [['machine', 'states', 'transitions', 'paths', 'status']];
const details: string[] = [];

for (const entry of machineRegistry) {
  const definition = machineDefinition(entry.machine);
  const states = definition.states.map((s) => s.path);
  const transitions = definition.transitions.map((t) => t.id);
  const paths = entry.model ? generateFlowPaths(entry.machine, entry.model).length : 0;
  const report = readCoverageReport(entry.id);

  const coveredStates = report ? states.filter((s) => report.states.covered.includes(s)) : [];
  const coveredTransitions = report ? transitions.filter((t) => report.transitions.covered.includes(t)) : [];
  const complete = report !== null && coveredStates.length === states.length && coveredTransitions.length === transitions.length;
  let status = 'ok';
  if (!entry.model) status = 'no model in machines/index.ts';
  else if (!report) status = `no report: run tests/model/${entry.id}.mbt.test.tsx`;
  else if (!complete) status = 'below 100 %';
  else if (report.paths !== paths) status = `ran ${report.paths} of ${paths} paths: run the model test again`;
  if (status !== 'ok') failed = true;

  rows.push([
    entry.id,
    `${coveredStates.length}/${states.length} (${percent(coveredStates.length, states.length)} %)`,
    `${coveredTransitions.length}/${transitions.length} (${percent(coveredTransitions.length, transitions.length)} %)`,
    String(paths),
    status,
  ]);
  if (report && !complete) {
    details.push(
      `${entry.id} — not covered:`,
      ...states.filter((s) => !coveredStates.includes(s)).map((s) => `  state ${s}`),
      ...transitions.filter((t) => !coveredTransitions.includes(t)).map((t) => `  transition ${t}`),
    );
  }
}

const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
for (const row of rows) console.log(row.map((value, column) => value.padEnd(widths[column]!)).join('  ').trimEnd());
if (details.length > 0) console.log(`\n${details.join('\n')}`);
if (failed) {
  console.error('\nModel-based coverage is below 100 % (or not measured) for at least one machine.');
  process.exit(1);
}
