/**
 * A Vitest reporter for mutation runs only (.config/vitest.mutation.config.ts): a test file that fails
 * to load gets one failed test carrying the load error.
 *
 * Why: most of a machine is its config object, evaluated when the module is imported. A mutant there
 * that makes XState refuse the config (an initial state or a target that does not exist) fails every
 * test file that imports the machine before any test is collected. Stryker's Vitest runner (9.6.1 and
 * 10.0.0) builds a mutant's result from the collected tests only, so it scores such a mutant as
 * survived although `vitest run` fails (stryker-js issue #6150). With this reporter the file's load
 * error is a failed test, and the mutant counts as killed. A file that loaded is left as it is.
 */
import type { RunnerTestCase, RunnerTestFile, RunnerTestSuite } from 'vitest';
import type { Reporter, Vitest } from 'vitest/node';

const hasTests = (suite: RunnerTestSuite): boolean =>
  suite.tasks.some((task) => task.type === 'test' || (task.type === 'suite' && hasTests(task)));

/** The failed test a file that could not load stands for. */
export function loadFailure(file: RunnerTestFile): RunnerTestCase {
  return {
    type: 'test',
    id: `${file.id}_load`,
    name: 'loads',
    fullName: `${file.name} loads`,
    fullTestName: 'loads',
    mode: 'run',
    meta: {},
    file,
    suite: file,
    result: { state: 'fail', errors: file.result?.errors ?? [] },
    timeout: 0,
    annotations: [],
    artifacts: [],
    // Vitest builds a test's context while running it; nothing reads it once the run has finished.
    context: {} as RunnerTestCase['context'],
  };
}

export class LoadFailureAsFailedTest implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd() {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state === 'fail' && !hasTests(file)) file.tasks.push(loadFailure(file));
    }
  }
}
