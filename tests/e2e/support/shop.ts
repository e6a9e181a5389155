/**
 * What the shop's browser tests share: bookable courses from the real API, adding a date to the cart,
 * the cart page's positions, the stored sign-in and cart keys, the provider's registration and login
 * pages and signing in at a page, the main domain the logout ends on, and the check that a page does
 * not scroll sideways.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CourseDetail, CourseScheduleDetail } from '../../../src/shared/catalogue.ts';
import { coursePath } from '../../../src/shared/page-paths.ts';
import type { SearchResult } from '../../../src/shared/search.ts';
import { DEMO_WEBINARS } from '../../../src/server/seed/demo-webinars.ts';

export async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

const bookable = (schedule: CourseScheduleDetail) =>
  !schedule.past && !schedule.fullyBooked && schedule.pricelevels.some((level) => level.priceValue > 0);

/**
 * The demo webinars (src/server/seed/demo-webinars.ts) are the firm journey's (firm-journey.e2e.ts):
 * their first date started today, and the journey counts who is booked on them. Other tests pick
 * among the generated catalogue, as before the webinars were seeded.
 */
export const isDemoWebinar = (course: { name: string }) => DEMO_WEBINARS.some((webinar) => webinar.name === course.name);

/** The first `count` online courses with a date that can be booked at a price (`skip` passed over; not the demo webinars). */
export async function bookableCourses(request: APIRequestContext, count: number, skip = 0): Promise<CourseDetail[]> {
  const found: CourseDetail[] = [];
  const { courses } = await json<SearchResult>(request, '/api/search?courseType=ONLINE&limit=40');
  for (const summary of courses.filter((candidate) => !isDemoWebinar(candidate))) {
    const course = await json<CourseDetail>(request, `/api/course/${summary.id}`);
    if (course.courseSchedules.some(bookable)) found.push(course);
    if (found.length === count + skip) return found.slice(skip);
  }
  throw new Error(`fewer than ${count + skip} bookable online courses in the seed`);
}

export async function addFirstBookableDate(page: Page, course: CourseDetail) {
  await page.goto(coursePath(course));
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
  await page.getByRole('button', { name: /in den Warenkorb legen$/ }).first().click();
  await expect(page).toHaveURL(/\/warenkorb$/);
}

export const cartPositions = (page: Page) => page.getByRole('list', { name: 'Positionen im Warenkorb' }).getByRole('listitem');

/** The header's cart link with its count ('Warenkorb, 2 Positionen'). */
export const headerCartLink = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', { name: count === 1 ? 'Warenkorb, 1 Position' : `Warenkorb, ${count} Positionen` });

export async function storedKeys(page: Page) {
  return page.evaluate(() => ({
    cart: localStorage.getItem('cart'),
    cp: localStorage.getItem('cp'),
    token: localStorage.getItem('token'),
    refreshToken: localStorage.getItem('refresh token'),
  }));
}

export const PASSWORD = 'Ein-sicheres-Passwort-2026';

/** Fills the provider's registration page with a new e-mail address and sends it. */
export async function registerOnProvider(page: Page, firstName: string, lastName: string): Promise<string> {
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@kursmarkt.example`;
  await page.getByLabel('Vorname').fill(firstName);
  await page.getByLabel('Nachname').fill(lastName);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Passwort wiederholen').fill(PASSWORD);
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  return email;
}

/** The demo customer of README.md (src/server/seed/accounts.ts). */
export const DEMO_CUSTOMER = { email: 'kunde@kursmarkt.example', password: 'Kunde-Demo-2026', name: 'Clara Kunde' };

export async function logInOnProvider(page: Page, email: string, password: string) {
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** Opens a page that needs an account (a path without query), signs in on the provider's page and expects to be back there. */
export async function signInAt(page: Page, path: string, account: { email: string; password: string }) {
  await page.goto(path);
  await logInOnProvider(page, account.email, account.password);
  await expect(page).toHaveURL((url) => url.pathname === path, { timeout: 20_000 });
}

/** The demo seed's main domain (messages' mainDomain, src/server/seed/data/messages.ts). */
export const MAIN_DOMAIN = 'https://www.kursmarkt.example/';

/**
 * The main domain is another site (the reserved .example domain in the demo seed, which no DNS
 * answers): the browser's request for it gets a small stand-in page, so the test can see it arrive.
 */
export async function standInForMainDomain(page: Page) {
  await page.route(`${MAIN_DOMAIN}**`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Hauptdomain</title><h1>Hauptdomain</h1>' }),
  );
}

/** Logs out through the user menu and expects to end on the main domain (spec §4). */
export async function logOutToMainDomain(page: Page, name: RegExp) {
  await standInForMainDomain(page);
  await page.getByRole('button', { name }).click();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(MAIN_DOMAIN, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Hauptdomain' })).toBeVisible();
}

/** The page is no wider than the screen, so it does not scroll sideways (at the current viewport). */
export async function expectNoSidewaysScroll(page: Page, where = page.url()) {
  const sizes = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(sizes.scrollWidth, `${where} is ${sizes.scrollWidth} px wide on a ${sizes.clientWidth} px screen`).toBeLessThanOrEqual(
    sizes.clientWidth,
  );
}

/** The same on a 360 × 740 phone, the narrowest the shop supports; the viewport is put back afterwards. */
export async function expectNoSidewaysScrollAt360(page: Page) {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(size);
}

/**
 * The participants step a checkout with course dates shows after the buyer data (issue 25 §1):
 * "Später benennen" goes on without names (they can follow in "Meine Kurse").
 */
export async function nameParticipantsLater(page: Page) {
  await expect(page).toHaveURL(/\/(order|guest-order)\/participants$/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Später benennen' }).click();
}
