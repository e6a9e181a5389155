/**
 * The start page's JavaScript budget (issue 10 §2): every script the start page loads before its first
 * screen is complete — the entry, what it imports (index.html's modulepreloads) and the lazy chunks the
 * first screen renders (FIRST_SCREEN_LAZY with their imports) — summed as gzip -9 bytes, read from a
 * build's dist/.vite/manifest.json. tests/e2e/start-paint.e2e.ts checks on a phone that the start
 * page loads nothing else before the first screen is done, so the list cannot fall behind.
 *
 *   npx tsx src/build/start-page-budget.ts [dist] [--limit <KiB>]   (npm test runs it after vite build)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

/**
 * Lazy modules the start page's first screen renders. None today: the search box, once one, is part of
 * the entry (StartPage.tsx says why); an older build's manifest still names it, so it counts there. Its
 * machine (SearchBoxWithMachine.tsx) is not counted: it loads when the visitor chooses a scope, or at
 * once only for a visitor whose session holds a last search (src/features/search/box/SearchBox.tsx).
 */
export const FIRST_SCREEN_LAZY = ['src/features/search/box/SearchBox.tsx'];

/** The issue's goal and the limit its CI check should fail above, in KiB (1024 bytes) of gzip. */
export const START_PAGE_GOAL_KIB = 115;
export const START_PAGE_ISSUE_LIMIT_KIB = 125;
/**
 * What `npm test` fails above today: 116 KiB, under the issue's check of START_PAGE_ISSUE_LIMIT_KIB.
 * It was the goal (115) until the consent dialog's host (issue 26 §4: every page must ask before the
 * affiliate cookie or the tag manager, so reading the stored choice and opening the dialog belong to
 * the entry; the dialog itself is a lazy chunk) took the start page from 114.5 to 115.1 KiB; making
 * the one-off "account deleted" notice lazy saved nothing (the lazy wrapper costs as much). Earlier,
 * at 114.996 KiB, the chunk names' hashes alone (which change with any lazy route) moved the figure
 * across the goal; merging seven tiny shared chunks (vite.config.ts, 'app-shared') gave the room back.
 * i18next and react-i18next are no part of it (src/lib/texts.ts: the first screen's texts come from
 * src/lib/translator.ts); react-dom and react-router's data router are most of what is left
 * (docs/benchmarks.md).
 */
export const START_PAGE_LIMIT_KIB = 116;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The script files (relative to dist) the start page loads for its first screen. */
export function startPageScripts(dist: string, firstScreenLazy: readonly string[] = FIRST_SCREEN_LAZY): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  // The page's start script, which imports the entry after the first paint (src/build/paint-first.ts).
  visit('src/paint-first.ts');
  for (const key of firstScreenLazy) visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}

export function gzipBytes(dist: string, files: readonly string[]): number {
  return files.reduce((total, file) => total + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { limit: { type: 'string' } } });
  const dist = positionals[0] ?? 'dist';
  const limit = Number(values.limit ?? START_PAGE_LIMIT_KIB);
  const files = startPageScripts(dist);
  const kib = gzipBytes(dist, files) / 1024;
  console.log(
    `start-page JavaScript: ${kib.toFixed(1)} KiB gzip in ${files.length} scripts ` +
      `(limit ${limit}; issue 10: goal ${START_PAGE_GOAL_KIB}, check at ${START_PAGE_ISSUE_LIMIT_KIB})`,
  );
  if (kib > limit) {
    for (const file of files) console.log(`  ${(gzipBytes(dist, [file]) / 1024).toFixed(1).padStart(6)} KiB  ${file}`);
    console.error(`The start page's JavaScript is over its budget of ${limit} KiB gzip.`);
    process.exit(1);
  }
}
