import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { coursePath } from '../../src/shared/page-paths.ts';
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

test('the start page, result pages and course pages have no serious accessibility violations', async ({ page, request }) => {
  const paths = ['/', '/search', '/fachanwaltslehrgaenge', '/stadt/koeln-4'];
  for (const courseType of ['PRESENT', 'ONLINE', 'SELF']) paths.push(coursePath(await firstCourse(request, courseType)));

  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Wait until data-driven parts (results, preview) have rendered.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousViolations(page);
  }
});
