/**
 * Phones are first-class (issue 9, 2.3): no page of the shop scrolls sideways at 390 × 844 or
 * 360 × 740, the header keeps its menu button and account buttons on screen, and on a result page
 * the results come first while the filters open from a button.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { CourseDetail } from '../../src/shared/catalogue.ts';
import { coursePath } from '../../src/shared/page-paths.ts';
import type { SearchResult } from '../../src/shared/search.ts';
import type { CourseType } from '../../src/shared/types.ts';
import { expectNoSidewaysScroll } from './support/shop.ts';

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

/** A course page of each delivery type, the one with the most dates (the widest price tables). */
async function coursePages(request: APIRequestContext): Promise<string[]> {
  const paths: string[] = [];
  for (const courseType of ['PRESENT', 'ONLINE', 'SELF'] satisfies CourseType[]) {
    const { courses } = await json<SearchResult>(request, `/api/search?courseType=${courseType}&limit=10`);
    const details = await Promise.all(courses.map((course) => json<CourseDetail>(request, `/api/course/${course.id}`)));
    const widest = details.sort((a, b) => b.courseSchedules.length - a.courseSchedules.length)[0]!;
    paths.push(coursePath(widest));
  }
  return paths;
}

/** The first detail link of a list page, e.g. '/veranstalter/…' on '/veranstalter'. */
async function firstDetailPath(page: Page, listPath: string): Promise<string> {
  await page.goto(listPath);
  const link = page.locator(`main a[href^="${listPath}/"]`).first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!;
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  // Lazy parts (search box, results, course preview) settle before measuring.
  await page.waitForLoadState('networkidle');
}

for (const viewport of PHONES) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });

    test('no page scrolls sideways', async ({ page, request }) => {
      test.setTimeout(240_000);
      const paths = [
        '/',
        '/search?term=Arbeitsrecht',
        '/fachanwaltslehrgaenge',
        '/fachanwaltslehrgaenge/informationstechnologierecht-9',
        '/online-seminare',
        '/selbststudium',
        '/praesenzschulung',
        ...(await coursePages(request)),
        '/seminar-pakete',
        await firstDetailPath(page, '/seminar-pakete'),
        '/veranstalter',
        await firstDetailPath(page, '/veranstalter'),
        '/referenten',
        await firstDetailPath(page, '/referenten'),
        '/impressum',
        '/agb',
        '/datenschutz',
        '/marktplatz-informationen',
        '/widerruf',
        '/ueber-uns',
        '/kontakt',
        '/faq',
        '/404',
        '/warenkorb',
      ];
      for (const path of paths) {
        await visit(page, path);
        await expectNoSidewaysScroll(page, path);
      }

      // The cart with a course in it, and a voucher code.
      await visit(page, paths[7]!);
      await page.getByRole('button', { name: /in den Warenkorb legen$/ }).first().click();
      await expect(page).toHaveURL(/\/warenkorb$/);
      await page.getByLabel('Gutscheincode').fill('WILLKOMMEN10');
      await page.getByRole('button', { name: 'Einlösen' }).click();
      await expect(page.getByRole('list', { name: 'Eingegebene Gutscheincodes' })).toContainText('WILLKOMMEN10');
      await expectNoSidewaysScroll(page, '/warenkorb with a position');

      // The provider's login page, reached from the header.
      await visit(page, '/');
      await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
      await expect(page).toHaveURL(/\/oidc\/interaction\//);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, page.url());
    });

    test('the header keeps the menu button and both account buttons on screen', async ({ page }) => {
      await visit(page, '/');
      const header = page.getByRole('banner');
      for (const control of [
        header.getByRole('button', { name: 'Menü' }),
        header.getByRole('button', { name: 'Anmelden' }),
        header.getByRole('button', { name: 'Registrieren' }),
        header.getByRole('radio', { name: 'English' }),
      ]) {
        const box = (await control.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }
      await header.getByRole('button', { name: 'Menü' }).click();
      await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Seminar-Pakete' })).toBeVisible();
    });

    test('a result page shows the results first; the filters open from a button', async ({ page }) => {
      await visit(page, '/fachanwaltslehrgaenge');
      // The app's page, not the server's first screen it replaces (whose buttons wait disabled).
      await expect(page.getByRole('button', { name: 'Suche verfeinern' })).toBeEnabled();
      const firstResult = page.locator('.results__list > li').first();
      await expect(firstResult).toBeVisible();
      expect((await firstResult.boundingBox())!.y).toBeLessThan(viewport.height);
      const term = page.getByLabel('Suchbegriff');
      await expect(term).toBeHidden();

      const toggle = page.getByRole('button', { name: 'Suche verfeinern' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(term).toBeVisible();
    });
  });
}
