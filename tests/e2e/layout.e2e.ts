/**
 * Issue 9, 2.2 and 2.7–2.10 in the browser: titles, the chosen Rechtsgebiet as a removable filter,
 * layouts that hold (scope buttons, voucher codes, the cart badge, price tables that line up, one
 * newsletter block), gross prices marked 'inkl. MwSt.' and an empty cart without checkout.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { CourseDetail } from '../../src/shared/catalogue.ts';
import { coursePath } from '../../src/shared/page-paths.ts';
import type { SearchResult } from '../../src/shared/search.ts';

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

/** A bookable in-person course with several dates whose price levels differ. */
async function courseWithSeveralDates(request: APIRequestContext): Promise<CourseDetail> {
  const { courses } = await json<SearchResult>(request, '/api/search?courseType=PRESENT&limit=40');
  for (const summary of courses) {
    const course = await json<CourseDetail>(request, `/api/course/${summary.id}`);
    const dates = course.courseSchedules.filter((schedule) => !schedule.past && !schedule.fullyBooked && schedule.pricelevels.length > 0);
    const names = new Set(dates.flatMap((schedule) => schedule.pricelevels.map((level) => level.name)));
    if (dates.length >= 3 && names.size >= 3) return course;
  }
  throw new Error('no course with several dates and price levels in the seed');
}

const box = async (locator: Locator) => (await locator.boundingBox())!;
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function openFurtherScopes(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Weitere Rechtsgebiete' }).click();
}

test('every scope button holds its name, on a desktop and on a phone', async ({ page }) => {
  for (const viewport of [{ width: 1280, height: 900 }, { width: 1024, height: 768 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await openFurtherScopes(page);
    const button = page.getByRole('button', { name: 'Informationstechnologierecht' });
    await expect(button).toBeVisible();
    const spilling = await page.locator('.search-box__scope').evaluateAll((buttons) =>
      buttons.filter((element) => element.scrollWidth > element.clientWidth).map((element) => element.textContent),
    );
    expect(spilling, `at ${viewport.width} px`).toEqual([]);
  }
});

test('the result page shows the chosen Rechtsgebiet as a removable filter', async ({ page }) => {
  // Chosen by the path: removing it leaves for the route without it.
  await page.goto('/fachanwaltslehrgaenge/arbeitsrecht-2');
  const chosen = page.getByRole('list', { name: 'Gewählte Filter' });
  await expect(chosen).toContainText('Rechtsgebiet: Arbeitsrecht');
  await chosen.getByRole('button', { name: 'Rechtsgebiet Arbeitsrecht entfernen' }).click();
  await expect(page).toHaveURL(/\/fachanwaltslehrgaenge$/);
  await expect(page.getByRole('list', { name: 'Gewählte Filter' })).toBeHidden();

  // Chosen in the query: the same.
  await page.goto('/search?scope=2&term=Praxis');
  await expect(chosen).toContainText('Rechtsgebiet: Arbeitsrecht');
  await chosen.getByRole('button', { name: 'Rechtsgebiet Arbeitsrecht entfernen' }).click();
  await expect(page).toHaveURL(/\/search\?term=Praxis$/);
  await expect(page.getByRole('list', { name: 'Gewählte Filter' })).toBeHidden();
});

test('the price tables of all dates line up; prices say inkl. MwSt.', async ({ page, request }) => {
  const course = await courseWithSeveralDates(request);
  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await page.goto(coursePath(course));
    const buttons = page.getByRole('button', { name: /in den Warenkorb legen$/ });
    // The app's page, not the server's first screen it replaces (whose buttons wait disabled).
    await expect(buttons.first()).toBeEnabled();
    const boxes = await Promise.all((await buttons.all()).map(box));
    expect(boxes.length).toBeGreaterThanOrEqual(3);
    for (const each of boxes) {
      expect(Math.round(each.x), `at ${viewport.width} px`).toBe(Math.round(boxes[0]!.x));
      expect(Math.round(each.width), `at ${viewport.width} px`).toBe(Math.round(boxes[0]!.width));
    }
    await expect(page.getByText('Alle Preise in Euro inkl. MwSt.')).toBeVisible();
  }
});

test('the cart: badge beside the login button, voucher code apart from its button, gross sum; empty: no checkout', async ({ page, request }) => {
  await page.goto('/warenkorb');
  await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zur Kasse' })).toHaveCount(0);

  const course = await courseWithSeveralDates(request);
  await page.goto(coursePath(course));
  await page.getByRole('button', { name: /in den Warenkorb legen$/ }).first().click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  await expect(page.getByRole('button', { name: 'Zur Kasse' })).toBeEnabled();
  await expect(page.getByText('Alle Preise in Euro inkl. MwSt.')).toBeVisible();

  const header = page.getByRole('banner');
  const badge = header.locator('.cart-link__count');
  await expect(badge).toHaveText('1');
  expect(overlaps(await box(badge), await box(header.getByRole('button', { name: 'Anmelden' })))).toBe(false);

  await page.getByLabel('Gutscheincode').fill('WILLKOMMEN10');
  await page.getByRole('button', { name: 'Einlösen' }).click();
  const codes = page.getByRole('list', { name: 'Eingegebene Gutscheincodes' });
  await expect(codes).toContainText('WILLKOMMEN10');
  const code = await box(codes.getByText('WILLKOMMEN10', { exact: true }));
  const remove = await box(codes.getByRole('button', { name: /WILLKOMMEN10/ }));
  expect(remove.x - (code.x + code.width)).toBeGreaterThanOrEqual(8);
});

test('the start page shows the newsletter block once', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Newsletter' })).toHaveCount(1);
  // Other pages keep it in the footer.
  await page.goto('/faq');
  await expect(page.getByRole('contentinfo').getByRole('region', { name: 'Newsletter' })).toHaveCount(1);
});
