/**
 * Adds one browser test's flow coverage to coverage/flow-e2e/<machineId>.json (./flow-e2e-coverage.ts).
 * Two Playwright workers finish tests at the same time: each merge reads, adds and writes under a lock
 * (a directory, which only one process can create), and writes through a temporary file and a rename,
 * so no merge is lost and no reader sees half a file.
 */
import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { E2E_COVERAGE_DIR, e2eCoveragePath, readE2eCoverageFile, type E2eCoverageFile } from './flow-e2e-coverage';

/** A lock older than this was left by a killed worker (a merge takes milliseconds). */
const STALE_LOCK_MS = 10_000;

async function withLock<T>(dir: string, work: () => T): Promise<T> {
  mkdirSync(dir, { recursive: true });
  const lock = join(dir, '.lock');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      } catch {
        // Released meanwhile: try again.
      }
      await sleep(10 + Math.random() * 20);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Each id of `added` with the union of its test files in `into`, sorted so the files diff quietly. */
function union(into: Record<string, string[]>, added: Record<string, string[]>): Record<string, string[]> {
  const merged: Record<string, string[]> = { ...into };
  for (const [id, tests] of Object.entries(added)) merged[id] = [...new Set([...(merged[id] ?? []), ...tests])].sort();
  return Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
}

export function mergeCoverageFiles(into: E2eCoverageFile | null, added: E2eCoverageFile): E2eCoverageFile {
  return {
    machine: added.machine,
    states: union(into?.states ?? {}, added.states),
    transitions: union(into?.transitions ?? {}, added.transitions),
  };
}

/** Adds each machine's coverage of one test to its file. */
export async function mergeE2eCoverage(files: readonly E2eCoverageFile[], dir = E2E_COVERAGE_DIR): Promise<void> {
  if (files.length === 0) return;
  await withLock(dir, () => {
    for (const added of files) {
      const path = e2eCoveragePath(added.machine, dir);
      const merged = mergeCoverageFiles(readE2eCoverageFile(added.machine, dir), added);
      const temporary = `${path}.${process.pid}.tmp`;
      writeFileSync(temporary, `${JSON.stringify(merged, null, 2)}\n`);
      renameSync(temporary, path);
    }
  });
}
