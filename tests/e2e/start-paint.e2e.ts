/**
 * A start page that paints in a blink (issue 10 §2): the page itself carries what start-up needs, so
 * the first paint waits for no API round trip; without JavaScript a reader (a crawler, a phone on a
 * bad line) still sees the header and the welcome text, and on a result page the first courses; and
 * on a phone the first screen loads no script beyond the ones the start-page budget counts
 * (src/build/start-page-budget.ts).
 */
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { startPageScripts } from '../../src/build/start-page-budget.ts';
import type { CourseDetail } from '../../src/shared/catalogue.ts';
import { coursePath } from '../../src/shared/page-paths.ts';
import type { Messages } from '../../src/shared/types.ts';
import { bookableCourses } from './support/shop.ts';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));

const messages = async (request: APIRequestContext) =>
  (await (await request.get('/api/messages?language=de')).json()) as Messages;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the start page shows its header, welcome text, title and description', async ({ page, request }) => {
    const german = await messages(request);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('img', { name: german.defaultSiteTitleShort })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: german.texts['welcome.title'] })).toBeVisible();
    await expect(page).toHaveTitle(german.defaultSiteTitle);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', german.defaultMetaDescription);
  });

  test('a result page shows its heading, the number of courses and the first page of them, linked', async ({ page, request }) => {
    const { count } = (await (await request.get('/api/search?start=1&limit=20&types=EDUCATION')).json()) as { count: number };
    await page.goto('/fortbildungen');
    await expect(page.getByRole('heading', { level: 1, name: 'Fortbildungen' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`\\b${count}\\b`) })).toBeVisible();
    const titles = page.locator('ol.results__list h3 a');
    await expect(titles).toHaveCount(20);
    await titles.first().click();
    await expect(page).toHaveURL(/\/(fortbildung|fachanwaltslehrgang|fao-fortbildung|selbststudium)[^/]*\/[^/]+-\d+$/);
  });
});

test('the start page renders without asking the API for configuration or messages', async ({ page, request }) => {
  const german = await messages(request);
  const startUpRequests: string[] = [];
  page.on('request', (sent) => {
    if (/\/api\/(configuration|messages)\b/.test(sent.url())) startUpRequests.push(sent.url());
  });
  await page.goto('/');
  await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: german.texts['welcome.title'] })).toBeVisible();
  expect(startUpRequests).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the first screen loads only the scripts the start-page budget counts', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname.slice(1));
    });
    await page.goto('/', { waitUntil: 'load' });
    await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toBeVisible();
    const counted = startPageScripts(dist);
    expect(scripts.filter((script) => !counted.includes(script))).toEqual([]);
    // The newsletter form (Formik, Yup) and the course preview are not among them.
    expect(scripts.some((script) => /NewsletterSignup|FormField|CoursePreviewModule/.test(script))).toBe(false);
  });

  test('nothing on the start page moves once it is drawn (layout shift at most 0.02)', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/', { waitUntil: 'load' });
    await expect(page.getByRole('button', { name: /Arbeitsrecht/ }).first()).toBeVisible();
    // Until the parts that load when needed have arrived too (4 s after the load event at the latest).
    await expect(page.getByRole('region', { name: 'Newsletter' }).getByRole('textbox')).toHaveCount(1, { timeout: 10_000 });
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
  });

  test('result and course pages paint the server’s content, and the app draws it in the same places without a shift', async ({ page, request }) => {
    await page.addInitScript(() => {
      const seen = window as unknown as { firstBox?: DOMRect; layoutShift: number };
      seen.layoutShift = 0;
      new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length) {
          seen.firstBox ??= document.querySelector('.course-card__title, .course-page h1')?.getBoundingClientRect();
        }
      }).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) seen.layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const [course] = (await bookableCourses(request, 1)) as [CourseDetail];
    for (const path of ['/fortbildungen', coursePath(course)]) {
      await page.goto(path);
      // The app has taken over: its skip link (the server's page has none) and the content again.
      await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeAttached();
      await expect(page.locator('.course-card__title, .course-page h1').first()).toBeVisible();
      const { firstBox, layoutShift, now } = await page.evaluate(() => {
        const seen = window as unknown as { firstBox?: DOMRect; layoutShift: number };
        const box = document.querySelector('.course-card__title, .course-page h1')!.getBoundingClientRect();
        return { firstBox: seen.firstBox?.toJSON() as DOMRect | undefined, layoutShift: seen.layoutShift, now: box.toJSON() as DOMRect };
      });
      expect(firstBox, `${path}: content in the first paint`).toBeDefined();
      expect(now, path).toEqual(firstBox);
      expect(layoutShift, path).toBeLessThanOrEqual(0.02);
    }
  });

  test('the server’s shell paints before the app replaces it, on the start and a result page', async ({ page }) => {
    await page.addInitScript(() => {
      const seen = window as unknown as { appRenderedAt?: number };
      new MutationObserver((_, observer) => {
        // The app's first render replaces the shell inside #root (src/main.tsx).
        if (document.querySelector('#root .skip-link')) {
          seen.appRenderedAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    for (const path of ['/', '/fortbildungen']) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeAttached();
      const { firstPaint, appRenderedAt } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        appRenderedAt: (window as unknown as { appRenderedAt?: number }).appRenderedAt,
      }));
      expect(firstPaint, path).toBeDefined();
      expect(appRenderedAt, path).toBeDefined();
      expect(firstPaint!, path).toBeLessThan(appRenderedAt!);
    }
  });
});

test.describe('when scripts cannot be loaded', () => {
  // Playwright's routing and a service worker that answers from its cache do not mix in Chromium.
  test.use({ serviceWorkers: 'block' });

  test('a page whose app scripts cannot be loaded says so and offers a retry', async ({ page }) => {
    // A switch rather than page.unroute, which turns interception off under requests in flight.
    let scriptsDown = true;
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => (scriptsDown ? route.abort() : route.fallback()));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Die Seite konnte nicht geladen werden.' })).toBeVisible();
    scriptsDown = false;
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toBeVisible();
  });

  test('a part of a page whose code cannot be loaded says so in its place; the page stays usable', async ({ page }) => {
    await page.route(/\/assets\/NewsletterSignup-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/impressum');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole('alert')).toContainText('Dieser Inhalt konnte nicht geladen werden.');
    await expect(footer.getByRole('button', { name: 'Seite neu laden' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  });
});
