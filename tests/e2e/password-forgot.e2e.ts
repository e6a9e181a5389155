/**
 * "Passwort vergessen" in Chromium against the real server (issue 24 §6), on a 360 × 740 phone: from
 * the shop's "Anmelden" to the provider's login page, "Passwort vergessen?", the address, the mail in
 * the development mailbox, its link, a new password — and then signed in with the new password. The
 * pages do not scroll sideways at 360 px and have no serious accessibility violation.
 */
import { createHash, randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { storeConsentChoice } from './support/consent.ts';
import { expect, test } from './support/test.ts';
import { expectNoSidewaysScroll, logInOnProvider, registerOnProvider } from './support/shop.ts';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const NEW_PASSWORD = 'Frisch-gesetztes-Passwort-2026';

async function expectFitsAndAccessible(page: Page) {
  await expectNoSidewaysScroll(page);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
  expect(serious, page.url()).toEqual([]);
}

/** An account registered at the provider in a browser of its own, so this test's browser starts signed out. */
async function registeredAccount(browser: Browser, baseURL: string): Promise<string> {
  const context = await browser.newContext({ baseURL });
  await storeConsentChoice(context);
  const page = await context.newPage();
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
  await page.goto(`/oidc/auth?${params}`);
  const email = await registerOnProvider(page, 'Vera', 'Vergessen');
  await expect(page).not.toHaveURL(/\/oidc\/interaction\//);
  await context.close();
  return email;
}

test('forgot password: the link by mail sets a new password, which then signs in', async ({ page, browser, baseURL }) => {
  const email = await registeredAccount(browser, baseURL!);

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Passwort vergessen' })).toBeVisible();
  await expectFitsAndAccessible(page);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByText('Wenn ein Konto mit dieser Adresse besteht, haben wir Ihnen einen Link geschickt')).toBeVisible();
  await expectFitsAndAccessible(page);

  // The development mailbox stands in for the inbox.
  await page.goto('/dev/mailbox');
  const mail = page.locator('article').filter({ hasText: email }).filter({ hasText: 'Neues Passwort für Ihr Kursmarkt-Konto' });
  await mail.getByRole('link', { name: /\/oidc\/password\/reset\?token=/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' })).toBeVisible();
  await expect(page.getByText(`Legen Sie ein neues Passwort für das Konto ${email} fest.`)).toBeVisible();
  await expectFitsAndAccessible(page);
  // Too short first: the registration's rule, said at the field.
  await page.getByLabel('Neues Passwort', { exact: true }).fill('zu-kurz');
  await page.getByLabel('Neues Passwort wiederholen').fill('zu-kurz');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Das Passwort muss mindestens 10 Zeichen lang sein.')).toBeVisible();
  await expectFitsAndAccessible(page);
  await page.getByLabel('Neues Passwort', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Neues Passwort wiederholen').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort geändert' })).toBeVisible();

  await page.getByRole('link', { name: 'Zurück zum Shop' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  await logInOnProvider(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/customer-dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: /Vera Vergessen/ })).toBeVisible();
});
