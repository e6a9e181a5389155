// @ts-check
/**
 * Mutation testing of machines/ (issue 23 §4). One run mutates one machine: its machine file and the
 * rule files it decides with. `npm run mutation [-- <machine> …]` (tests/support/mutation-cli.ts) runs
 * this config once per machine with MUTATION_MACHINE set, then writes docs/flows/mutation.md from the
 * results (tests/support/mutation-report.ts).
 *
 * Each mutant is made cheap:
 * - the tests are the fast pure ones (.config/vitest.mutation.config.ts), not the model tests;
 * - `related`: Vitest runs only the test files that import the mutated file;
 * - `perTest`: a mutant inside a guard or action runs only the tests that reached it (the machine's
 *   config object is evaluated at import: its "static" mutants run all related tests);
 * - incremental mode: the results of the last run are kept per machine in
 *   .stryker/incremental/<machine>.json (committed, Stryker's JSON report) and reused for every mutant
 *   whose code and tests did not change.
 *
 * Left out of mutation (reported as "ignored", not counted in the score):
 * - `description:` texts (.config/stryker-ignore-descriptions.mjs): they describe a state for the docs
 *   and the explorer; no flow reads them.
 * Not mutated at all: the model files (*.model.ts, test data), guard-words.ts and guard-descriptions.ts
 * (the docs' wording), flow-invariants.ts (a type) and index.ts (the registry).
 */

import { readFileSync } from 'node:fs';

/**
 * Per machine the files mutated: the machine and the rule files it decides with
 * (.config/mutation-targets.json; the CLI reads it too, to know which machines a change touches).
 * @type {Record<string, string[]>}
 */
const TARGETS = JSON.parse(readFileSync(new URL('./mutation-targets.json', import.meta.url), 'utf8'));

const machine = process.env.MUTATION_MACHINE ?? '';
const mutate = TARGETS[machine];
if (!mutate) {
  throw new Error(`MUTATION_MACHINE is "${machine}", not one of ${Object.keys(TARGETS).join(', ')}: run \`npm run mutation [-- <machine> …]\`.`);
}

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: '.config/vitest.mutation.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner', './.config/stryker-ignore-descriptions.mjs'],
  ignorers: ['flow-descriptions'],
  mutate,
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: `.stryker/incremental/${machine}.json`,
  // The machine has two cores, shared: one test runner, and room for a slow run before a mutant times out.
  concurrency: 1,
  timeoutMS: 10_000,
  tempDirName: '.stryker/tmp',
  // Only what the tests need goes into the sandbox.
  ignorePatterns: ['/dist', '/data', '/docs', '/coverage', '/test-results', '/playwright-report', '/tests/e2e', '/tests/server', '/.ci', '/.stryker'],
  // The JSON report (mutation-testing-report-schema) is the incremental file above: Stryker writes the
  // same report there, and the report generator reads it for every machine, run this time or not.
  reporters: ['clear-text', 'progress'],
  clearTextReporter: { allowColor: false, logTests: false },
};
