/**
 * Issue 12 "every link works": signed in as the demo customer, every link of the header (with the
 * user menu open), the footer, the customer dashboard's section navigation and its overview leads to
 * a page of the shop — none ends on the 404 page, none answers an HTTP error.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { DEMO_CUSTOMER, logInOnProvider } from './support/shop.ts';

const NOT_FOUND_TEXT = 'Die gesuchte Seite existiert leider nicht!';

/** The shop's own addresses the links inside `selector` lead to (no other hosts, no API or dev tools). */
async function internalLinks(page: Page, selector: string): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page.locator(selector).locator('a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !url.pathname.startsWith('/dev/') && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/oidc/'))
    .map((url) => `${url.pathname}${url.search}`);
}

test('every link of the header, the footer and the customer dashboard leads to a page for a signed-in customer', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  await logInOnProvider(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await expect(page).toHaveURL(/\/customer-dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Ihre Übersicht' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: `Benutzermenü von ${DEMO_CUSTOMER.name}` }).click();
  const paths = new Set([
    ...(await internalLinks(page, 'header')),
    ...(await internalLinks(page, 'footer')),
    ...(await internalLinks(page, 'main')),
  ]);
  // Header navigation, six user-menu entries, footer pages, dashboard sections.
  expect(paths.size).toBeGreaterThan(15);

  const broken: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    if (!response || response.status() >= 400) broken.push(`${path}: HTTP ${response?.status()}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
    if ((await page.getByText(NOT_FOUND_TEXT).count()) > 0 || new URL(page.url()).pathname === '/404') broken.push(`${path}: the 404 page`);
  }
  expect(broken).toEqual([]);
});
