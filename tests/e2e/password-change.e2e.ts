/**
 * The provider's change-password page in Chromium (issue 11, item 3): at 360 × 740 it does not scroll
 * sideways and has no serious accessibility violation, with and without error messages; a real form
 * post (its SameSite=Strict form cookie and token) changes the password of an account registered at
 * the provider, and the page leads back to the shop.
 */
import { createHash, randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoSidewaysScroll, PASSWORD, registerOnProvider } from './support/shop.ts';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

async function expectFitsAndAccessible(page: Page) {
  await expectNoSidewaysScroll(page);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
  expect(serious, page.url()).toEqual([]);
}

/** The provider's registration page, opened as the shop's "Registrieren" button would (screen=register). */
function registrationUrl(baseURL: string) {
  const verifier = randomBytes(32).toString('base64url');
  const params = new URLSearchParams({
    client_id: 'kursmarkt-spa',
    response_type: 'code',
    redirect_uri: `${baseURL}/auth/callback`,
    scope: 'openid profile email',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'e2e',
    screen: 'register',
  });
  return `/oidc/auth?${params}`;
}

test('the change-password page fits a phone, is accessible, and changes the password of a registered account', async ({ page, baseURL }) => {
  await page.goto(registrationUrl(baseURL!));
  const email = await registerOnProvider(page, 'Paula', 'Passwortwechsel');
  await expect(page).not.toHaveURL(/\/oidc\/interaction\//);

  await page.goto('/oidc/password');
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort ändern' })).toBeVisible();
  await expectFitsAndAccessible(page);

  // A wrong current password: the page says so, still fits and stays accessible.
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Aktuelles Passwort').fill('falsches-Passwort');
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Ganz-neues-Passwort-2026');
  await page.getByLabel('Neues Passwort wiederholen').fill('Ganz-neues-Passwort-2026');
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-Mail-Adresse oder aktuelles Passwort ist falsch.');
  await expectFitsAndAccessible(page);

  await page.getByLabel('Aktuelles Passwort').fill(PASSWORD);
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Ganz-neues-Passwort-2026');
  await page.getByLabel('Neues Passwort wiederholen').fill('Ganz-neues-Passwort-2026');
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort geändert' })).toBeVisible();
  await expect(page.getByText('Sie wurden auf allen Geräten abgemeldet.')).toBeVisible();
  await expectFitsAndAccessible(page);
  await expect(page.getByRole('link', { name: 'Zurück zum Shop' })).toHaveAttribute('href', `${baseURL}/`);
});
