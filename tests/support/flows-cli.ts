/**
 * `npm run flows` — writes the analyst pages of every machine in machines/index.ts: German in
 * docs/flows/<machineId>.md and docs/flows/README.md (the index), English beside them in
 * docs/flows/en/.
 * `npm run flows -- --check` — writes nothing; exits 1 and names every file that differs from what
 * the machines generate (changed, missing, or a page of a machine that no longer exists). CI runs it.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineRegistry } from '../../machines/index';
import { DOC_LANGUAGES, flowIndex, flowPage, languageDir } from './flow-docs';

const FLOWS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../docs/flows');
const check = process.argv.includes('--check');

/** Relative path below docs/flows → content. */
function expectedFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const pages = machineRegistry.map((entry) => {
    if (entry.id !== entry.machine.id) throw new Error(`machines/index.ts: entry '${entry.id}' holds machine '${entry.machine.id}'`);
    return flowPage(entry);
  });
  for (const language of DOC_LANGUAGES) {
    for (const page of pages) files.set(`${languageDir(language)}${page.id}.md`, page.markdown[language]);
    files.set(`${languageDir(language)}README.md`, flowIndex(pages, language));
  }
  return files;
}

function read(file: string): string | null {
  try {
    return readFileSync(join(FLOWS_DIR, file), 'utf8');
  } catch {
    return null;
  }
}

/** The Markdown files of docs/flows and its language folders. */
function presentFiles(): string[] {
  return DOC_LANGUAGES.flatMap((language) => {
    try {
      return readdirSync(join(FLOWS_DIR, languageDir(language)))
        .filter((file) => file.endsWith('.md'))
        .map((file) => `${languageDir(language)}${file}`);
    } catch {
      return [];
    }
  });
}

const expected = expectedFiles();
// coverage.md and mutation.md are `npm run paths`' and `npm run mutation`'s reports, checked there.
const OTHER_REPORTS = ['coverage.md', 'mutation.md'];
const stale = presentFiles().filter((file) => !expected.has(file) && !OTHER_REPORTS.includes(file));

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
  for (const [file, content] of expected) {
    if (read(file) !== content) {
      mkdirSync(dirname(join(FLOWS_DIR, file)), { recursive: true });
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
