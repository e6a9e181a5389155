/**
 * The customer's data rights (issue 26 §5) in Chromium against the real server: a new customer with an
 * order downloads "Meine Daten" as JSON (it holds the order number), then deletes the account — the page
 * first says what happens to the unpaid order and the upcoming course, a wrong password is refused —
 * and is signed out; signing in with the old password fails afterwards. On a desktop and at 390 × 844
 * (no sideways scroll at 360 px).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Order, OrderSummary } from '../../src/shared/order.ts';
import { expect, test } from './support/test.ts';
import {
  bookableCourses, expectNoSidewaysScrollAt360, logInOnProvider, PASSWORD, registerOnProvider, standInForMainDomain,
} from './support/shop.ts';

/** A new account, registered from the header, signed in at the customer area. */
async function registerCustomer(page: Page, lastName: string): Promise<string> {
  await page.goto('/');
  await expect(async () => {
    if (!/\/oidc\/interaction\//.test(page.url())) await page.getByRole('banner').getByRole('button', { name: 'Registrieren' }).click();
    await expect(page).toHaveURL(/\/oidc\/interaction\//, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const email = await registerOnProvider(page, 'Dana', lastName);
  await expect(page).toHaveURL(/\/customer-dashboard$/, { timeout: 20_000 });
  return email;
}

/** Orders a course date on invoice with the customer's bearer token, as the checkout pages would; answers the order. */
async function orderThroughApi(page: Page, email: string, lastName: string, date: { courseId: number; scheduleId: number; priceLevelId: number }) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const headers = { authorization: `Bearer ${token}` };
  const api = page.request;
  const ok = async (response: Awaited<ReturnType<typeof api.get>>) => {
    expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
    return response;
  };
  await ok(await api.put('/api/order/customer', {
    headers,
    data: { buyerType: 'CONSUMER', email, firstName: 'Dana', lastName, company: null, street: 'Lindenallee 5', zipCode: '50667', city: 'Köln', country: 'DEU', taxNumber: null },
  }));
  await ok(await api.put('/api/cart', { headers, data: date }));
  await ok(await api.put('/api/order/payment', { headers, data: { paymentMethod: 'INVOICE' } }));
  const summary = (await (await ok(await api.get('/api/order/summary', { headers }))).json()) as OrderSummary;
  const placed = (await (await ok(await api.put('/api/order', {
    headers: { ...headers, 'idempotency-key': `e2e-data-rights-${Date.now()}-${lastName}` },
    data: { acceptTerms: true, acceptPrivacy: true, earlyStartRequested: true, confirmedGrossValue: summary.totals.grossValue },
  }))).json()) as Order;
  return placed;
}

async function downloadAndDelete(page: Page, lastName: string, courseIndex: number) {
  const email = await registerCustomer(page, lastName);
  const [course] = await bookableCourses(page.request, 1, courseIndex);
  const schedule = course!.courseSchedules.find((candidate) => !candidate.past && !candidate.fullyBooked && candidate.pricelevels.some((level) => level.priceValue > 0))!;
  const level = schedule.pricelevels.find((candidate) => candidate.priceValue > 0)!;
  const order = await orderThroughApi(page, email, lastName, { courseId: course!.id, scheduleId: schedule.id, priceLevelId: level.id });

  await page.goto('/customer-dashboard/meine-daten');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Daten' })).toBeVisible();

  // The export: one JSON file with the order.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Meine Daten herunterladen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kursmarkt-daten-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as { profile: { email: string }; orders: { orderNumber: string }[] };
  expect(exported.profile.email).toBe(email);
  expect(exported.orders.map((entry) => entry.orderNumber)).toEqual([order.orderNumber]);
  await expect(page.getByText('Ihre Daten wurden heruntergeladen.')).toBeVisible();

  // Deleting: what is kept and why, the unpaid order and the upcoming course are said first.
  const section = page.getByRole('region', { name: 'Konto löschen' });
  await expect(section.getByText(/Aufbewahrt werden Ihre Bestellungen und Rechnungen/)).toBeVisible();
  await section.getByRole('button', { name: 'Konto löschen …' }).click();
  await expect(section.getByRole('heading', { name: 'Offene Zahlungen' })).toBeVisible();
  await expect(section.getByText(`Bestellung ${order.orderNumber}:`, { exact: false })).toBeVisible();
  await expect(section.getByText(new RegExp(`${course!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} am`))).toBeVisible();
  await expectNoSidewaysScrollAt360(page);

  // A wrong password changes nothing; the right one deletes and signs out.
  await section.getByLabel('Ihr aktuelles Passwort').fill('Falsches-Passwort-2026');
  await section.getByRole('checkbox', { name: /Ich möchte mein Konto endgültig löschen/ }).check();
  await section.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(section.getByText('Das Passwort stimmt nicht. Ihr Konto wurde nicht gelöscht.')).toBeVisible();
  await section.getByLabel('Ihr aktuelles Passwort').fill(PASSWORD);
  await standInForMainDomain(page);
  await section.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  // The sign-out goes through the provider and on to the main domain, as every logout does (spec §4).
  await expect(page).toHaveURL(/^https:\/\/www\.kursmarkt\.example\//, { timeout: 20_000 });

  // Back at the shop: signed out, with the notice; the old password no longer signs in.
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Ihr Konto wurde gelöscht und Sie sind abgemeldet.' })).toBeVisible();
  await page.goto('/customer-dashboard');
  await logInOnProvider(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await expect(page.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist falsch.');
}

test('a customer downloads their data as JSON and deletes the account; the old password no longer works', async ({ page }) => {
  await downloadAndDelete(page, 'Datenschutz', 0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the same at 390 × 844', async ({ page }) => {
    await downloadAndDelete(page, 'Telefon', 1);
  });
});
