/**
 * Reusable routes (spec §2, §9; issue 21 item 9): back navigation from a course page re-attaches the
 * organizer page as it was left — its data without a new request to the API, and its scroll position —
 * on a desktop window and on a phone.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { OrganizerSummary } from '../../src/shared/catalogue.ts';
import { organizerPath } from '../../src/shared/page-paths.ts';
import type { SearchResult } from '../../src/shared/search.ts';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The organizer whose page lists the most courses (the longest page to scroll). */
async function organizerWithMostCourses(request: APIRequestContext): Promise<OrganizerSummary> {
  const organizers = (await (await request.get('/api/organizer')).json()) as OrganizerSummary[];
  let best: { organizer: OrganizerSummary; count: number } | null = null;
  for (const organizer of organizers) {
    const result = (await (await request.get(`/api/search?organizerId=${organizer.id}&start=1&limit=1`)).json()) as SearchResult;
    if (!best || result.count > best.count) best = { organizer, count: result.count };
  }
  expect(best && best.count, 'an organizer with courses in the seed').toBeGreaterThan(6);
  return best!.organizer;
}

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 720 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`${name}: back from a course page restores the organizer page and its scroll position without a request`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const organizer = await organizerWithMostCourses(request);
    await page.goto(organizerPath(organizer));
    await expect(page.getByRole('heading', { level: 1, name: organizer.name })).toBeVisible();
    const cards = page.locator('.organizer-courses > li');
    await expect(cards.nth(5)).toBeVisible();
    await page.waitForLoadState('networkidle');

    // Scrolled down to a course further down the list, which the visitor opens.
    const card = cards.nth(5);
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 40));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
    const before = await scrollY(page);
    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Termine und Preise' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const organizerCalls: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname.startsWith('/api/organizer') || url.pathname.startsWith('/api/search')) organizerCalls.push(url.pathname + url.search);
    });
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: organizer.name })).toBeVisible();
    await expect(cards.nth(5)).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(before);
    await page.waitForLoadState('networkidle');
    // Still there once the delayed restore of spec §9 has run, and nothing was asked again.
    await expect.poll(() => scrollY(page)).toBe(before);
    expect(organizerCalls).toEqual([]);
  });
}
