import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { OrganizerSummary, PackageSummary, ReferentInfo } from '../../src/shared/catalogue.ts';
import { coursePath, organizerPath, packagePath, referentPath } from '../../src/shared/page-paths.ts';
import type { SearchResult } from '../../src/shared/search.ts';

/** axe-core on the rendered page: no violation of the serious or critical kind (WCAG 2.1 AA rules). */
async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) }));
  expect(serious, page.url()).toEqual([]);
}

async function firstCourse(request: APIRequestContext, courseType: string) {
  const result = (await (await request.get(`/api/search?courseType=${courseType}&limit=1`)).json()) as SearchResult;
  return result.courses[0]!;
}

async function firstOf<T>(request: APIRequestContext, url: string): Promise<T> {
  return ((await (await request.get(url)).json()) as T[])[0]!;
}

async function expectAccessible(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Wait until data-driven parts (results, preview) have rendered.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoSeriousViolations(page);
}

// One test per page (axe takes seconds on each): the two workers share them, and each has its own timeout.
test.describe('no serious accessibility violations', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const path of ['/', '/search', '/fachanwaltslehrgaenge', '/stadt/koeln-4', '/seminar-pakete', '/veranstalter', '/referenten']) {
    test(`on ${path}`, async ({ page }) => expectAccessible(page, path));
  }
  for (const courseType of ['PRESENT', 'ONLINE', 'SELF']) {
    test(`on the course page of the first ${courseType} course`, async ({ page, request }) =>
      expectAccessible(page, coursePath(await firstCourse(request, courseType))));
  }
  test('on a package, an organizer and a referent page', async ({ page, request }) => {
    await expectAccessible(page, packagePath(await firstOf<PackageSummary>(request, '/api/courses/packages')));
    await expectAccessible(page, organizerPath(await firstOf<OrganizerSummary>(request, '/api/organizer')));
    await expectAccessible(page, referentPath(await firstOf<ReferentInfo>(request, '/api/referent-infos')));
  });
});

test('the result page has no heading-order violation (Lighthouse accessibility 99 before)', async ({ page }) => {
  await page.goto('/fortbildungen');
  await expect(page.locator('.course-card').first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  expect(violations.map((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
});
