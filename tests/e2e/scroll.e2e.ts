/**
 * Scrolling (spec §2, issue 9 2.4): a page opened by its address starts at the top, even when the tab
 * was scrolled on another page of the shop; back navigation restores the position.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function scrollDown(page: Page, y: number) {
  await page.evaluate((to) => window.scrollTo(0, to), y);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(y / 2);
}

test('a page opened by typing its address starts at the top; back restores the position', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await scrollDown(page, 1500);

  // A new document in the same tab (typed address), on a page as long as the last one.
  await page.goto('/fachanwaltslehrgaenge');
  await expect(page.locator('.results__list > li').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await scrollY(page)).toBe(0);

  // In the app: a new page starts at the top, back returns to where the visitor was.
  await scrollDown(page, 900);
  const before = await scrollY(page);
  await page.locator('.results__list > li a').nth(3).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Termine und Preise' })).toBeVisible();
  expect(await scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page.locator('.results__list > li').first()).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(before);

  // A reload keeps the position of the entry.
  await page.reload();
  await expect(page.locator('.results__list > li').first()).toBeVisible();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
});
