/**
 * `npm run lighthouse [-- --path /fortbildung/…] [-- --dry]`: Lighthouse (performance, accessibility,
 * best practices, SEO) on a course page, in Debian's Chromium (CHROMIUM_PATH overrides), against the
 * production build served by the real server on a fresh in-memory database. Prints the scores and
 * (unless --dry) writes them into docs/benchmarks.md. Mobile emulation with Lighthouse's default
 * simulated throttling, so the figures compare with what PageSpeed reports for real sites.
 */
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../../../tests/support/chromium.ts';
import { writeLighthouseFigures, type LighthouseRun } from '../bench/lighthouse-report.ts';
import { loadConfig } from '../config.ts';
import { buildSpaIfStale } from './spa-build.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const benchmarksFile = fileURLToPath(new URL('../../../docs/benchmarks.md', import.meta.url));

const { values } = parseArgs({ options: { path: { type: 'string' }, dry: { type: 'boolean', default: false } } });

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

buildSpaIfStale();
process.env.NODE_ENV = 'production';
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const { startServer } = await import('../server.ts');
const app = await startServer({ ...loadConfig(), demo: true, port, host: '127.0.0.1', publicUrl: origin, dataDir: 'memory://', logLevel: 'warn' });

// A course with one date in a city: the title rule's common case, and a page with prices and documents.
const path = values.path ?? (await firstCoursePath(origin));
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
try {
  const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', onlyCategories: [...CATEGORIES], logLevel: 'error' });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  const run: LighthouseRun = {
    path,
    chromium: lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium',
    lighthouse: lhr.lighthouseVersion,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    metrics: Object.fromEntries(
      ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map((id) => [
        id,
        lhr.audits[id]?.displayValue ?? '–',
      ]),
    ),
    failedAccessibilityAudits: Object.values(lhr.audits)
      .filter((audit) => lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id) && audit.score === 0)
      .map((audit) => audit.id),
  };
  console.table(run.scores);
  console.table(run.metrics);
  if (run.failedAccessibilityAudits.length) console.log('failed accessibility audits:', run.failedAccessibilityAudits.join(', '));
  if (!values.dry) await writeLighthouseFigures(benchmarksFile, run);
} finally {
  chrome.kill();
  await app.close();
}
process.exit(0);

async function firstCoursePath(base: string): Promise<string> {
  const { coursePath } = await import('../../shared/page-paths.ts');
  const answer = (await (await fetch(`${base}/api/search?courseType=PRESENT&limit=1`)).json()) as {
    courses: { id: number; name: string; kind: 'FACHANWALTSLEHRGANG' | 'FAO15' | 'FORTBILDUNG' }[];
  };
  return coursePath(answer.courses[0]!);
}
