/**
 * `npm run mutation [-- <machine> …] [--since <git ref>] [--force] [--report | --check]` (issue 23 §4): Stryker
 * mutates each machine of machines/ (.config/stryker.config.mjs, one run per machine), then
 * docs/flows/mutation.md is written from the results of every machine's last run.
 *
 * - no machine named: every machine of .config/mutation-targets.json; with incremental mode only the mutants whose code or tests changed
 *   since the committed results (.stryker/incremental/<machine>.json), and every survivor, are tested again;
 * - `--since <ref>`: only the machines whose mutated files (.config/mutation-targets.json) or whose tests
 *   (tests/machines/<machine>*.test.ts, tests/lib) changed since <ref> (CI: the base of the change); all,
 *   with `--force`, when the mutation set-up itself changed;
 * - `--force`: test every mutant again (a new incremental file);
 * - `--concurrency <n>`: test runners side by side (default 1: the machine's other core stays free);
 * - `--report`: only write docs/flows/mutation.md from the results there are;
 * - `--check` (CI): mutates nothing and writes nothing; fails when a machine has no result, its result
 *   was made for other machine code than is committed, it scores below 90 %, a survivor is neither
 *   killed nor explained in .config/mutation-notes.json, or docs/flows/mutation.md
 *   differs from what its results give. A full run takes an hour on two cores, so CI checks the
 *   committed results instead of making them; test files changed since a result are listed, not failed.
 *
 * Fails when a machine mutated in this run scores below 90 % (tests/support/mutation-report.ts).
 * Runs below normal priority: the test runner shares the machine with the rest of the work.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parseArgs } from 'node:util';
import targets from '../../.config/mutation-targets.json';
import { DESIGN_CARD_FLOWS } from '../../machines/index';
import notes from '../../.config/mutation-notes.json';
import { REQUIRED_SCORE, mutationPage, noteFor, readFigures, reportFile, staleness, type RunTime, type StrykerReport, type SurvivorNote } from './mutation-report';

const PAGE = 'docs/flows/mutation.md';
const RUN_TIMES = '.stryker/run-times.json';
const TARGETS: Record<string, string[]> = targets;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    since: { type: 'string' },
    force: { type: 'boolean' },
    report: { type: 'boolean' },
    check: { type: 'boolean' },
    concurrency: { type: 'string' },
  },
});

const unknown = positionals.filter((machine) => !(machine in TARGETS));
if (unknown.length > 0) {
  console.error(`Not a machine: ${unknown.join(', ')}. Machines: ${Object.keys(TARGETS).join(', ')}.`);
  process.exit(2);
}
const missing = DESIGN_CARD_FLOWS.filter((machine) => !(machine in TARGETS));
if (missing.length > 0) {
  console.error(`.config/mutation-targets.json lacks ${missing.join(', ')}.`);
  process.exit(2);
}

/** The files of the mutation set-up itself: a change to them may change any result, kept or not. */
const HARNESS = ['.config/stryker.config.mjs', '.config/stryker-ignore-descriptions.mjs', '.config/vitest.mutation.config.ts', 'tests/support/mutation-load-failures.ts'];

/** The machines a change since `ref` touches (their mutated files or their fast tests), and whether the set-up changed. */
function touchedSince(ref: string): { machines: string[]; harness: boolean } {
  const changed = execFileSync('git', ['diff', '--name-only', `${ref}...HEAD`], { encoding: 'utf8' }).split('\n').filter(Boolean);
  const harness = changed.some((file) => HARNESS.includes(file));
  const shared = harness || changed.some((file) => file.startsWith('tests/lib/') || file === 'tests/support/setup-web.ts');
  const machines = Object.keys(TARGETS).filter(
    (machine) =>
      shared ||
      changed.some((file) => TARGETS[machine]!.includes(file) || (file.startsWith(`tests/machines/${machine}`) && file.endsWith('.test.ts'))),
  );
  return { machines, harness };
}

const readOrNull = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

if (values.check) {
  const problems: string[] = [];
  const runTimesNow = JSON.parse(readOrNull(RUN_TIMES) ?? '{}') as Record<string, RunTime>;
  const figures = readFigures(Object.keys(TARGETS));
  // Every machine with mutation targets: the nine of the design card and the later ones (withdrawal).
  for (const machine of Object.keys(TARGETS)) {
    const saved = readOrNull(reportFile(machine));
    if (saved === null) {
      problems.push(`${machine}: no result — run \`npm run mutation -- ${machine}\``);
      continue;
    }
    const { code, tests } = staleness(TARGETS[machine]!, JSON.parse(saved) as StrykerReport, readOrNull);
    const score = figures.get(machine)!.score;
    console.log(`${machine.padEnd(15)} ${score.toFixed(1).padStart(5)} %${tests.length > 0 ? `  (tests changed since its run: ${tests.join(', ')})` : ''}`);
    if (code.length > 0) problems.push(`${machine}: its result is for other code than ${code.join(', ')} — run \`npm run mutation -- ${machine}\``);
    if (score < REQUIRED_SCORE) problems.push(`${machine}: ${score.toFixed(1)} % killed, below ${REQUIRED_SCORE} % (survivors in ${PAGE})`);
    const unexplained = figures.get(machine)!.survivors.filter((survivor) => noteFor(survivor, notes as SurvivorNote[]) === null);
    for (const survivor of unexplained) {
      problems.push(`${machine}: ${survivor.file}:${survivor.line} ${survivor.mutator} \`${survivor.original}\` → \`${survivor.replacement}\` survives unexplained — kill it with a test or explain it in .config/mutation-notes.json`);
    }
  }
  if (readOrNull(PAGE) !== mutationPage(figures, runTimesNow, notes as SurvivorNote[])) problems.push(`${PAGE} differs from the results: run \`npm run mutation -- --report\``);
  if (problems.length > 0) {
    console.error(`\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`\nEvery machine's committed mutation result is for its code as committed and at least ${REQUIRED_SCORE} %.`);
  process.exit(0);
}

const since = values.since && !values.report ? touchedSince(values.since) : null;
const machines: string[] = values.report ? [] : positionals.length > 0 ? positionals : since ? since.machines : Object.keys(TARGETS);
// A changed set-up can change results incremental mode would keep: test every mutant again.
const force = values.force === true || since?.harness === true;

const runTimes: Record<string, RunTime> = (() => {
  try {
    return JSON.parse(readFileSync(RUN_TIMES, 'utf8')) as Record<string, RunTime>;
  } catch {
    return {};
  }
})();

if (!values.report && machines.length === 0) console.log('No machine touched: nothing to mutate.');
// Below normal priority; Stryker and its test runner inherit it.
if (machines.length > 0) setPriority(10);
const failedRuns: string[] = [];
/**
 * Incremental mode keeps a mutant's result while the tests that covered it are unchanged; a static
 * mutant (in the machine's config object) names no covering tests, so a survivor stayed a survivor
 * even after a new test killed it. Survivors and uncovered mutants are few: each run tests them again;
 * killed ones keep their result while their killing test is unchanged.
 */
function retestSurvivors(machine: string): void {
  const saved = readOrNull(reportFile(machine));
  if (saved === null) return;
  const report = JSON.parse(saved) as StrykerReport;
  for (const file of Object.values(report.files)) {
    file.mutants = file.mutants.filter((mutant) => mutant.status !== 'Survived' && mutant.status !== 'NoCoverage');
  }
  writeFileSync(reportFile(machine), JSON.stringify(report));
}

for (const machine of machines) {
  console.log(`\n— mutating ${machine}: ${TARGETS[machine]!.join(', ')}`);
  if (!force) retestSurvivors(machine);
  const started = Date.now();
  const extra = [...(force ? ['--force'] : []), ...(values.concurrency ? ['--concurrency', values.concurrency] : [])];
  const run = spawnSync('npx', ['stryker', 'run', '.config/stryker.config.mjs', ...extra], {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_MACHINE: machine },
  });
  if (run.status !== 0) {
    failedRuns.push(machine);
    continue;
  }
  runTimes[machine] = { seconds: Math.round((Date.now() - started) / 1000), at: new Date().toISOString().slice(0, 10) };
}
mkdirSync('.stryker', { recursive: true });
if (machines.length > 0) writeFileSync(RUN_TIMES, `${JSON.stringify(runTimes, null, 2)}\n`);

// In the order of .config/mutation-targets.json.
const figures = readFigures(Object.keys(TARGETS));
writeFileSync(PAGE, mutationPage(figures, runTimes, notes as SurvivorNote[]));
console.log(`\nwrote ${PAGE}`);
for (const [machine, f] of figures) {
  console.log(f ? `${machine.padEnd(15)} ${f.score.toFixed(1).padStart(5)} %  (${f.killed + f.timeout} detected, ${f.survived} survived, ${f.noCoverage} not covered)` : `${machine.padEnd(15)} not run yet`);
}

const low = machines.filter((machine) => (figures.get(machine)?.score ?? 0) < REQUIRED_SCORE);
if (failedRuns.length > 0) console.error(`Stryker failed for ${failedRuns.join(', ')}.`);
if (low.length > 0) console.error(`Below ${REQUIRED_SCORE} %: ${low.join(', ')} (survivors in ${PAGE}).`);
if (failedRuns.length > 0 || low.length > 0) process.exit(1);
