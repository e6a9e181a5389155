import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
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

test('the start page, result pages and catalogue pages have no serious accessibility violations', async ({ page, request }) => {
  const paths = ['/', '/search', '/fachanwaltslehrgaenge', '/stadt/koeln-4', '/seminar-pakete', '/veranstalter', '/referenten'];
  for (const courseType of ['PRESENT', 'ONLINE', 'SELF']) paths.push(coursePath(await firstCourse(request, courseType)));
  paths.push(packagePath(await firstOf<PackageSummary>(request, '/api/courses/packages')));
  paths.push(organizerPath(await firstOf<OrganizerSummary>(request, '/api/organizer')));
  paths.push(referentPath(await firstOf<ReferentInfo>(request, '/api/referent-infos')));

  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Wait until data-driven parts (results, preview) have rendered.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousViolations(page);
  }
});

test('the result page has no heading-order violation (Lighthouse accessibility 99 before)', async ({ page }) => {
  await page.goto('/fortbildungen');
  await expect(page.locator('.course-card').first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  expect(violations.map((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
});
