/**
 * `npm run flows` — writes docs/flows/<machineId>.md for every machine in machines/index.ts and
 * docs/flows/README.md (the index).
 * `npm run flows -- --check` — writes nothing; exits 1 and names every file that differs from what
 * the machines generate (changed, missing, or a page of a machine that no longer exists). CI runs it.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineRegistry } from '../../machines/index';
import { flowIndex, flowPage } from './flow-docs';

const FLOWS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../docs/flows');
const check = process.argv.includes('--check');

function expectedFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const pages = machineRegistry.map((entry) => {
    if (entry.id !== entry.machine.id) throw new Error(`machines/index.ts: entry '${entry.id}' holds machine '${entry.machine.id}'`);
    return flowPage(entry);
  });
  for (const page of pages) files.set(`${page.id}.md`, page.markdown);
  files.set('README.md', flowIndex(pages));
  return files;
}

function read(file: string): string | null {
  try {
    return readFileSync(join(FLOWS_DIR, file), 'utf8');
  } catch {
    return null;
  }
}

const expected = expectedFiles();
const present = (() => {
  try {
    return readdirSync(FLOWS_DIR).filter((file) => file.endsWith('.md'));
  } catch {
    return [];
  }
})();
// coverage.md is `npm run paths`' report (from the tests' last run), checked there; mutation.md is
// `npm run mutation`'s (from Stryker's last run of each machine).
const stale = present.filter((file) => !expected.has(file) && file !== 'coverage.md' && file !== 'mutation.md');

if (check) {
  const problems = [
    ...[...expected].flatMap(([file, content]) => {
      const current = read(file);
      if (current === null) return [`docs/flows/${file} is missing`];
      return current === content ? [] : [`docs/flows/${file} differs from what the machines generate`];
    }),
    ...stale.map((file) => `docs/flows/${file} belongs to no machine in machines/index.ts`),
  ];
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    console.error('Run `npm run flows` and commit docs/flows.');
    process.exit(1);
  }
  console.log(`docs/flows is up to date (${expected.size} files).`);
} else {
  mkdirSync(FLOWS_DIR, { recursive: true });
  for (const [file, content] of expected) {
    if (read(file) !== content) {
      writeFileSync(join(FLOWS_DIR, file), content);
      console.log(`wrote docs/flows/${file}`);
    }
  }
  for (const file of stale) {
    rmSync(join(FLOWS_DIR, file));
    console.log(`removed docs/flows/${file}`);
  }
  console.log(`docs/flows: ${expected.size} files.`);
}
