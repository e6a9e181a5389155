/**
 * The second coverage column of `npm run paths` (issue 23 §5): which states and transitions of each
 * machine the Playwright tests passed through in the real browser. The browser tests' fixture
 * (tests/e2e/support/flow-coverage-fixture.ts) writes coverage/flow-e2e/<machineId>.json after each
 * test (./flow-e2e-merge.ts); this module names the files and reads them.
 *
 * A file collects every browser test run since the folder was last removed (`rm -r coverage/flow-e2e`
 * starts afresh): running two test files one after the other adds both. What the machine no longer
 * has is left out when read.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { machineRegistry } from '../../machines/index';
import { COVERAGE_DIR, machineDefinition } from './flow-coverage';

export const E2E_COVERAGE_DIR = resolve(COVERAGE_DIR, '../flow-e2e');

/** coverage/flow-e2e/<machineId>.json: each state path and transition id with the test files that passed it. */
export interface E2eCoverageFile {
  machine: string;
  states: Record<string, string[]>;
  transitions: Record<string, string[]>;
}

export const e2eCoveragePath = (machineId: string, dir = E2E_COVERAGE_DIR): string => join(dir, `${machineId}.json`);

export function readE2eCoverageFile(machineId: string, dir = E2E_COVERAGE_DIR): E2eCoverageFile | null {
  try {
    return JSON.parse(readFileSync(e2eCoveragePath(machineId, dir), 'utf8')) as E2eCoverageFile;
  } catch {
    return null;
  }
}

/**
 * The state paths and transition ids (as in tests/support/flow-coverage.ts) the browser tests passed
 * through, in the machine's definition order; null when no browser test has run it (or the machine is
 * not in the registry).
 */
export function readE2eCoverage(
  machineId: string,
  dir = E2E_COVERAGE_DIR,
): { states: string[]; transitions: string[] } | null {
  const file = readE2eCoverageFile(machineId, dir);
  const entry = machineRegistry.find((flow) => flow.id === machineId);
  if (!file || !entry) return null;
  const definition = machineDefinition(entry.machine);
  return {
    states: definition.states.map((state) => state.path).filter((path) => Object.hasOwn(file.states, path)),
    transitions: definition.transitions
      .map((transition) => transition.id)
      .filter((id) => Object.hasOwn(file.transitions, id)),
  };
}
