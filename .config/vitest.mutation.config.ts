/**
 * The tests Stryker runs against each mutant of machines/ (`npm run mutation`, .config/stryker.config.mjs):
 * the fast pure tests of the machines and their rules (tests/machines, tests/lib), jsdom as in the
 * web project of vite.config.ts. Not the model tests (tests/model): they render React, take minutes
 * per machine, and most of a machine is a static config object, so each of its mutants would re-run
 * all of them. Stryker's vitest runner narrows this set further to the files that import the mutated
 * one (`related`) and, for a mutant inside a function, to the tests that reach it (`perTest`).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LoadFailureAsFailedTest } from '../tests/support/mutation-load-failures.ts';

export default defineConfig({
  // The folder above .config/: the project, or Stryker's copy of it in its sandbox.
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'mutation',
    environment: 'jsdom',
    include: ['tests/machines/**/*.test.ts', 'tests/lib/**/*.test.ts'],
    setupFiles: ['tests/support/setup-web.ts'],
    testTimeout: 15_000,
    // One environment and module cache for all test files: a static mutant re-runs every related file,
    // and a fresh jsdom and import per file made each run 15 s instead of 5 (guestOrder). The files share
    // no state (they pass together; Stryker's initial run checks that before any mutant).
    isolate: false,
    // A mutant that stops a machine from loading fails its tests (tests/support/mutation-load-failures.ts).
    reporters: ['default', new LoadFailureAsFailedTest()],
  },
});
