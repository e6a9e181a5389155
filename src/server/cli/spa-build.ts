/** Builds the SPA when dist/ is missing or older than the sources (npm start, npm run lighthouse). */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const builtIndex = join(root, 'dist', 'index.html');

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

function spaIsStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const sources = ['src', 'index.html', 'vite.config.ts', 'package.json'].map((entry) => join(root, entry));
  return Math.max(...sources.filter(existsSync).map(newestChange)) > statSync(builtIndex).mtimeMs;
}

export function buildSpaIfStale(): void {
  if (!spaIsStale()) return;
  console.log('Baue die Web-App (vite build) …');
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}
