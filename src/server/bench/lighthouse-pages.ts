/**
 * Lighthouse on the four pages of issue 10 §2 (start, search results, a course, the cart with one
 * position) and the guest checkout's first step with that cart, each run several times; the figures
 * of a page are the medians of its runs. Mobile emulation with Lighthouse's default simulated
 * throttling, as PageSpeed reports real sites.
 */
import { gzipSync } from 'node:zlib';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { gzipBytes, startPageScripts } from '../../build/start-page-budget.ts';
import { coursePath } from '../../shared/page-paths.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'] as const;
export type Metric = (typeof METRICS)[number];

export interface PageFigures {
  page: string;
  path: string;
  /** Category id → median score 0–100. */
  scores: Record<string, number>;
  /** Metric id → median numeric value (ms; CLS unitless). */
  metrics: Record<Metric, number>;
  /** Accessibility audits failed in any run. */
  failedAccessibilityAudits: string[];
}

export interface TargetFigures {
  label: string;
  /** gzip -9 bytes of the scripts the start page's first screen loads (src/build/start-page-budget.ts). */
  firstScreenScriptBytes: number;
  /** gzip -9 bytes of every script the start page loaded in its first Lighthouse run, later ones included. */
  startPageScriptBytes: number;
  pages: PageFigures[];
  lighthouse: string;
  chromium: string;
}

interface SearchAnswer {
  courses: { id: number; name: string; kind: 'FACHANWALTSLEHRGANG' | 'FAO15' | 'FORTBILDUNG'; courseSchedules: { startDate: string; pricelevels: unknown[] }[] }[];
}

interface Page {
  page: string;
  path: string;
  /** The course page whose first date the cart holds: put there before each run, as a visitor does. */
  cartFrom?: string;
}

/**
 * The pages: a present course with a date at least a week ahead is the course and the cart's position.
 * The guest checkout opens at its first step with that cart, as a visitor's reload of it or a link to it does.
 */
export async function pagesOf(origin: string): Promise<Page[]> {
  const answer = (await (await fetch(`${origin}/api/search?courseType=PRESENT&limit=20`)).json()) as SearchAnswer;
  const soon = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const course = answer.courses.find((candidate) => candidate.courseSchedules.some((s) => s.startDate >= soon && s.pricelevels.length)) ?? answer.courses[0]!;
  return [
    { page: 'start', path: '/' },
    { page: 'search results', path: '/fortbildungen' },
    { page: 'course', path: coursePath(course) },
    { page: 'cart', path: '/warenkorb', cartFrom: coursePath(course) },
    { page: 'guest checkout', path: '/guest-order/guest', cartFrom: coursePath(course) },
  ];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Puts the first date of the course at `coursePath` into the cart with its page's add button, as a
 * visitor does (so the cart is stored as the app stores it, and the cookie consent is answered), then
 * leaves the origin as a new visit finds it but for that cart and that choice: no service worker, no
 * caches, no HTTP cache.
 */
export async function fillCart(chromePort: number, origin: string, coursePath: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const page = await browser.newPage();
    const session = await page.createCDPSession();
    // What Lighthouse's own storage reset does, which the run itself must skip to keep the cart.
    await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await page.goto(`${origin}${coursePath}`);
    // A first visit is asked for its cookie consent (a modal dialog over the page): the visitor refuses.
    await page.locator('.consent-dialog__actions > button:first-child').click();
    await page.locator('button.cart-add:not([disabled])').click();
    await page.waitForFunction(() => location.pathname === '/warenkorb' && localStorage.getItem('cart') !== null);
    await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
    await session.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function scriptBytes(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  return total;
}

/** A browser for one run; `kill` ends it. */
export type LaunchBrowser = () => Promise<{ port: number; kill(): void }>;

/**
 * One Lighthouse run of `page` (its cart filled first) in a browser of its own, as Lighthouse's own
 * command line does: a service worker still installing or filling its cache for the run before (on
 * another checkout's origin, when runs take turns) must not weigh on this one. A run Lighthouse could
 * not complete (a protocol timeout on a busy machine) is repeated, twice at most.
 */
async function runOnce(label: string, origin: string, launchBrowser: LaunchBrowser, { page, path, cartFrom }: Page): Promise<Result> {
  for (let failures = 0; ; failures += 1) {
    const browser = await launchBrowser();
    try {
      if (cartFrom) await fillCart(browser.port, origin, cartFrom);
      const result = await lighthouse(
        `${origin}${path}`,
        { port: browser.port, output: 'json', onlyCategories: [...CATEGORIES], logLevel: 'error', disableStorageReset: cartFrom !== undefined },
      );
      if (!result) throw new Error(`Lighthouse returned no result for ${path}`);
      if (!result.lhr.runtimeError || failures >= 2) return result.lhr;
      console.log(`${label} ${page}: ${result.lhr.runtimeError.code}, run repeated`);
    } finally {
      browser.kill();
    }
  }
}

/** A page's figures: the medians of its runs, and the accessibility audits failed in any. */
function pageFigures({ page, path }: Page, results: Result[]): PageFigures {
  return {
    page,
    path,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(results.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)))])),
    metrics: Object.fromEntries(METRICS.map((id) => [id, median(results.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN))])) as Record<Metric, number>,
    failedAccessibilityAudits: [
      ...new Set(
        results.flatMap((lhr) =>
          Object.values(lhr.audits)
            .filter((audit) => lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id) && audit.score === 0)
            .map((audit) => audit.id),
        ),
      ),
    ],
  };
}

export interface MeasuredTarget {
  label: string;
  origin: string;
  /** The checkout's dist directory. */
  dist: string;
}

/**
 * Every page (`only`: the names of the pages to measure, --page; empty, every page), `runs` times, on
 * every target: run k of a page on each checkout before run k + 1, in an order that alternates. The
 * machine's speed drifts within minutes (the same build's Total Blocking Time 2–3× apart, measured
 * for issue 28), so before and after measured one after the other would compare the drift too.
 */
export async function measureTargets(
  targets: readonly MeasuredTarget[], launchBrowser: LaunchBrowser, runs: number, only: readonly string[] = [],
): Promise<TargetFigures[]> {
  // Each target's own pages: the course (and so the cart's position) is looked up on each.
  const wanted = (candidate: Page) => only.length === 0 || only.includes(candidate.page);
  const allOfTarget = await Promise.all(targets.map(({ origin }) => pagesOf(origin)));
  const pagesOfTarget = allOfTarget.map((all) => all.filter(wanted));
  const pages = pagesOfTarget[0]!;
  if (pages.length === 0) throw new Error(`--page names none of the pages (${allOfTarget[0]!.map((candidate) => candidate.page).join(', ')})`);
  const results = targets.map(() => pages.map((): Result[] => []));
  for (const [pageIndex, { page }] of pages.entries()) {
    for (let run = 0; run < runs; run += 1) {
      const order = [...targets.keys()];
      if (run % 2 === 1) order.reverse();
      for (const index of order) {
        const { label, origin } = targets[index]!;
        const lhr = await runOnce(label, origin, launchBrowser, pagesOfTarget[index]![pageIndex]!);
        results[index]![pageIndex]!.push(lhr);
        console.log(`${label} ${page} run ${run + 1}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}`);
      }
    }
  }
  return Promise.all(
    targets.map(async ({ label, dist }, index) => {
      const first = results[index]![0]![0]!;
      const start = pages.findIndex((candidate) => candidate.page === 'start');
      const requests = start < 0 ? [] : ((results[index]![start]![0]!.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? []);
      return {
        label,
        firstScreenScriptBytes: gzipBytes(dist, startPageScripts(dist)),
        startPageScriptBytes: await scriptBytes(requests.filter((request) => request.resourceType === 'Script').map((request) => request.url)),
        pages: pagesOfTarget[index]!.map((page, pageIndex) => pageFigures(page, results[index]![pageIndex]!)),
        lighthouse: first.lighthouseVersion,
        chromium: first.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium',
      };
    }),
  );
}
