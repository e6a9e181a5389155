import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const resultCards = (page: Page) => page.getByRole('region', { name: 'Suchergebnisse' }).getByRole('article');

async function foundCount(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ Kurse? gefunden$/).textContent();
  return Number(text!.split(' ')[0]);
}

test('search from the start page: scope, city suggestion, load more to the end, open a course and come back', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('region', { name: 'Fortbildung finden' });
  await box.getByRole('button', { name: 'Arbeitsrecht', exact: true }).click();

  // The city comes from the suggestion list (GET /api/search/suggestCity after the debounce).
  const city = box.getByRole('combobox', { name: 'Ort' });
  await city.fill('Köl');
  await page.getByRole('option', { name: 'Köln' }).click();
  await expect(city).toHaveValue('Köln');

  await box.getByRole('button', { name: 'Suchen' }).click();
  await page.waitForURL(/\/search\?/);
  const query = new URL(page.url()).searchParams;
  expect(query.get('scope')).toBe('2');
  expect(query.get('cityName')).toBe('Köln');
  expect(query.get('radius')).toBe('100');

  await expect(resultCards(page).first()).toBeVisible();
  const count = await foundCount(page);
  expect(count).toBeGreaterThan(20);
  await expect(resultCards(page)).toHaveCount(20);

  const loadMore = page.getByRole('button', { name: 'Weitere Kurse laden' });
  while (await loadMore.isVisible()) {
    const shown = await resultCards(page).count();
    await loadMore.click();
    await expect(resultCards(page)).not.toHaveCount(shown);
  }
  await expect(resultCards(page)).toHaveCount(count);
  // Every course once: the pages do not overlap (names may repeat; the links carry the ids).
  const courseLinks = () => resultCards(page).getByRole('heading').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const links = await courseLinks();
  expect(new Set(links).size).toBe(count);

  // Open a course from the second page, then go back.
  const picked = resultCards(page).nth(count - 2);
  await picked.scrollIntoViewIfNeeded();
  const scrollBefore = await page.evaluate(() => window.scrollY);
  expect(scrollBefore).toBeGreaterThan(0);
  const pickedName = (await picked.getByRole('heading').textContent())!;
  await picked.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: pickedName })).toBeVisible();

  const searchesAfterBack: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/search?')) searchesAfterBack.push(request.url());
  });
  await page.goBack();
  await expect(resultCards(page)).toHaveCount(count);
  expect(await courseLinks()).toEqual(links);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  // The pages came back from the stored search state, not from new requests.
  expect(searchesAfterBack).toEqual([]);
});

test('every search route answers with its own heading and results', async ({ page }) => {
  for (const [path, heading] of [
    ['/fachanwaltslehrgaenge', 'Fachanwaltslehrgänge'],
    ['/fortbildungen-15-fao', 'Fortbildungen nach § 15 FAO'],
    ['/online-seminare', 'Online-Seminare'],
    ['/praesenzschulung', 'Präsenzschulungen'],
    ['/selbststudium-mitarbeiter', 'Selbststudium für Kanzleimitarbeitende'],
    ['/stadt/koeln-4', 'Fortbildungen in Köln und Umgebung'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(resultCards(page).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${heading}`));
  }
});

test('the text search of the start page finds courses by a word form (German stemming)', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Suchbegriff' }).fill('Arbeitsrechts');
  await page.getByRole('search').getByRole('button', { name: 'Suchen' }).click();
  await page.waitForURL(/\/search\?term=Arbeitsrechts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Suchergebnisse für „Arbeitsrechts“' })).toBeVisible();
  await expect(resultCards(page).first()).toContainText(/Arbeitsrecht/);
});
