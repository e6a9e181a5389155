/**
 * English (issue 9, 2.5): the configured content — navigation menu, portal tabs, advert banner,
 * footer links — and the catalogue's price-level names show in the chosen language.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { CourseDetail } from '../../src/shared/catalogue.ts';
import { coursePath } from '../../src/shared/page-paths.ts';
import type { SearchResult } from '../../src/shared/search.ts';

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

test('in English the menu, portal tabs, advert and footer links are English', async ({ page }) => {
  await page.goto('/?language=en');
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByRole('button', { name: 'Specialist lawyer courses' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Seminar packages' })).toBeVisible();
  await expect(menu).not.toContainText('Fachanwaltslehrgänge');
  await menu.getByRole('button', { name: 'Specialist lawyer courses' }).click();
  await expect(menu.getByRole('link', { name: 'Employment Law' }).first()).toBeVisible();

  await expect(page.getByRole('link', { name: /Training for law-office teams/ })).toBeVisible();
  await expect(page.getByText(/^Early birds take note/)).toBeVisible();

  const footer = page.getByRole('contentinfo');
  for (const name of ['About us', 'Contact', 'Legal notice', 'Data protection', 'Terms and conditions']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(footer).not.toContainText('Impressum');

  // Back to German: the same places in German.
  await page.getByRole('radio', { name: 'Deutsch' }).check();
  await page.waitForURL(/[?&]language=de/);
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: 'Fachanwaltslehrgänge' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' })).toBeVisible();
});

test('in English a course names its price levels in English', async ({ page, request }) => {
  const { courses } = await json<SearchResult>(request, '/api/search?courseType=PRESENT&limit=20');
  let course: CourseDetail | undefined;
  for (const summary of courses) {
    const detail = await json<CourseDetail>(request, `/api/course/${summary.id}`);
    if (detail.courseSchedules.some((schedule) => !schedule.past && schedule.pricelevels.some((level) => level.name === 'Regulär'))) {
      course = detail;
      break;
    }
  }
  await page.goto(`${coursePath(course!)}?language=en`);
  const dates = page.getByRole('heading', { level: 2, name: 'Dates and prices' });
  await expect(dates).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Regular' }).first()).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Regulär' })).toHaveCount(0);
  await expect(page.getByText('All prices in euros, VAT included.')).toBeVisible();
});
