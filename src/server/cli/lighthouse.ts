/**
 * `npm run lighthouse [-- --before <git-ref> …] [-- --runs 3] [-- --port <n>] [-- --page <name> …] [-- --dry]`:
 * Lighthouse (performance, accessibility, best practices, SEO; FCP, LCP, TBT, CLS) on the start page, a
 * search results page, a course page, the cart and the guest checkout's first step with that cart
 * (--page narrows them by name, e.g. --page 'guest checkout', for a quick look), median of --runs runs
 * each, in Debian's Chromium (CHROMIUM_PATH overrides), against the production build served by the
 * real server on a fresh in-memory database;
 * and the gzip'd JavaScript the start page loads. With --before (repeatable), each given commit is built
 * from a temporary git worktree and served beside this checkout, and their runs take turns, so before
 * and after come from one run on one machine (issue 22 §3: a build without a speed trick next to the
 * one with it; issue 28: the machine's speed drifts within minutes).
 * Prints the figures and (unless --dry) writes them into docs/benchmarks.md.
 *
 * Ports: free ones the system hands out, or with --port <n> (a machine shared by several checkouts,
 * each with its own range) the servers listen on n, n + 1, … (one per measured commit) and Chromium's
 * debugging port is the next one.
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, chromiumPath } from '../../../tests/support/chromium.ts';
import { measureTargets, type TargetFigures } from '../bench/lighthouse-pages.ts';
import { writeLighthouseFigures } from '../bench/lighthouse-report.ts';
import { checkoutWorktree, startTarget, type Target } from '../bench/lighthouse-target.ts';

const repository = fileURLToPath(new URL('../../../', import.meta.url));
const benchmarksFile = fileURLToPath(new URL('../../../docs/benchmarks.md', import.meta.url));

const { values } = parseArgs({
  options: {
    before: { type: 'string', multiple: true, default: [] },
    runs: { type: 'string', default: '3' },
    port: { type: 'string' },
    page: { type: 'string', multiple: true, default: [] },
    dry: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 15) throw new Error('--runs takes a whole number from 1 to 15');
const firstPort = values.port === undefined ? undefined : Number(values.port);
if (firstPort !== undefined && (!Number.isInteger(firstPort) || firstPort < 1024 || firstPort > 65000)) {
  throw new Error('--port takes a port number from 1024 to 65000 (n and the ports after it are used)');
}

const load: [number, number] = [loadavg()[0]!, 0];
const checkouts = [
  ...values.before.map((ref) => ({ label: ref, worktree: checkoutWorktree(repository, ref) })),
  { label: 'this checkout', worktree: { root: repository, remove: () => undefined } },
];
// A fresh browser for every run (src/server/bench/lighthouse-pages.ts says why).
const launchBrowser = async () => {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    ...(firstPort === undefined ? {} : { port: firstPort + checkouts.length }),
  });
  return { port: chrome.port, kill: () => chrome.kill() };
};
// Every checkout built and started before the first run: their runs take turns (measureTargets says why).
const started: Target[] = [];
let targets: TargetFigures[];
try {
  for (const [index, { label, worktree }] of checkouts.entries()) {
    started.push(await startTarget(worktree.root, label, firstPort === undefined ? undefined : firstPort + index));
  }
  targets = await measureTargets(started, launchBrowser, runs, values.page);
} finally {
  for (const target of started) await target.stop();
  for (const { worktree } of checkouts) worktree.remove();
}
load[1] = loadavg()[0]!;
for (const target of targets) {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`${target.label}: start-page JavaScript ${kib(target.firstScreenScriptBytes)} gzip for the first screen, ${kib(target.startPageScriptBytes)} in all`);
  console.table(target.pages.map(({ page, scores, metrics }) => ({ page, ...scores, ...metrics })));
}
if (!values.dry) await writeLighthouseFigures(benchmarksFile, { runs, targets, load });
process.exit(0);
