/**
 * Issue 9 §2 end to end, in Chromium against the real server and its embedded OpenID provider:
 * - the guest cart is merged and shown at once after signing in or registering from the header on a
 *   page that is not the cart (header count on the landing page, the merged cart after a reload);
 * - a sign-in that cannot start (the provider's discovery document unreachable: the request fails at
 *   the network) shows an error with a retry in the header and on /check, and the retry works once
 *   the provider is reachable again;
 * - logout ends on the main domain (spec §4).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { CourseDetail } from '../../src/shared/catalogue.ts';
import {
  addFirstBookableDate, bookableCourses, cartPositions, DEMO_CUSTOMER, headerCartLink, logInOnProvider, logOutToMainDomain,
  registerOnProvider, storedKeys,
} from './support/shop.ts';

const banner = (page: Page) => page.getByRole('banner');

/** Back from the provider on the customer dashboard: the header counts the merged cart at once. */
async function expectMergedOnLanding(page: Page, course: CourseDetail, count: number) {
  await expect(page).toHaveURL(/\/customer-dashboard$/, { timeout: 20_000 });
  await expect(headerCartLink(page, count)).toBeVisible();
  // The guest cart went to the server: nothing left in storage that a later click would merge.
  await expect.poll(async () => (await storedKeys(page)).cart).toBeNull();
  // A reload of the cart page shows the merged cart.
  await page.goto('/warenkorb');
  await page.reload();
  await expect(cartPositions(page)).toHaveCount(count);
  await expect(cartPositions(page).filter({ hasText: course.name })).toHaveCount(1);
  await expect(headerCartLink(page, count)).toBeVisible();
}

async function registerFromHeaderWithGuestCart(page: Page, course: CourseDetail) {
  await addFirstBookableDate(page, course);
  await expect(headerCartLink(page, 1)).toBeVisible();
  // Registering from a page that is not the cart (the start page).
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Registrieren' }).click();
  await registerOnProvider(page, 'Ria', 'Neukundin');
  await expectMergedOnLanding(page, course, 1);
}

test('registering from the header merges the guest cart and shows it at once; logout ends on the main domain', async ({ page, request }) => {
  const [course] = (await bookableCourses(request, 1)) as [CourseDetail];
  await registerFromHeaderWithGuestCart(page, course);
  await logOutToMainDomain(page, /Ria Neukundin/);
  // Back in the shop nobody is signed in and the cart is gone.
  await page.goto('/');
  await expect(banner(page).getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Warenkorb,/ })).toHaveCount(0);
});

test('signing in from the header with the demo account merges the guest cart into the account cart at once', async ({ page, request }) => {
  const [course] = (await bookableCourses(request, 1, 1)) as [CourseDetail];
  await addFirstBookableDate(page, course);
  // The account may hold a cart already: the merged cart is the server's answer.
  await page.goto('/fortbildungen');
  await banner(page).getByRole('button', { name: 'Anmelden' }).click();
  await logInOnProvider(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await expect(page).toHaveURL(/\/customer-dashboard$/, { timeout: 20_000 });
  const link = banner(page).getByRole('link', { name: /^Warenkorb, \d+ Position/ });
  await expect(link).toBeVisible();
  const count = Number(/(\d+)/.exec((await link.getAttribute('aria-label')) ?? '')?.[1]);
  expect(count).toBeGreaterThanOrEqual(1);
  await expectMergedOnLanding(page, course, count);
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('registering from the header merges the guest cart and shows it at once', async ({ page, request }) => {
    const [course] = (await bookableCourses(request, 1, 2)) as [CourseDetail];
    await registerFromHeaderWithGuestCart(page, course);
  });
});

const DISCOVERY = '**/oidc/.well-known/openid-configuration';
const UNREACHABLE = 'Die Anmeldung ist gerade nicht erreichbar.';

/**
 * Makes the provider's discovery document unreachable until the returned function brings it back.
 * The route stays in place: `page.unroute` switches request interception off, and a request in
 * flight at that moment (a lazy chunk the page is loading) can fail with it. Tests that route block
 * the service worker: a chunk it answers while Playwright intercepts can fail to load in Chromium.
 */
async function providerDown(page: Page): Promise<() => void> {
  let down = true;
  await page.route(DISCOVERY, (route) => (down ? route.abort('connectionrefused') : route.fallback()));
  return () => {
    down = false;
  };
}

test.describe('with the provider unreachable', () => {
  test.use({ serviceWorkers: 'block' });

  test('a login that cannot start says so in the header, and the retry works once the provider is back', async ({ page }) => {
    const providerBack = await providerDown(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Registrieren' }).click();
    await expect(banner(page).getByRole('alert')).toContainText(UNREACHABLE);
    await expect(banner(page).getByRole('button', { name: 'Registrieren' })).toBeEnabled();

    providerBack();
    await banner(page).getByRole('button', { name: 'Anmeldung erneut versuchen' }).click();
    // The same request again: the provider's registration page.
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
    await expect(page.getByRole('button', { name: 'Konto anlegen' })).toBeVisible();
  });

  test('/check shows an error with a retry instead of waiting forever when the login cannot start', async ({ page }) => {
    const providerBack = await providerDown(page);
    await page.goto('/check');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(UNREACHABLE);
    await expect(page.getByRole('status').filter({ hasText: 'Einen Moment bitte …' })).toHaveCount(0);

    providerBack();
    await page.getByRole('main').getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  });
});
