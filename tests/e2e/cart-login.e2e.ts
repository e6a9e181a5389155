/**
 * Issue 5 end to end, in Chromium against the real server and its embedded OpenID provider: a guest
 * fills the cart (two course dates and a voucher), the cart survives a reload, the guest registers on
 * the provider's German page, comes back through /check (the new account's empty cart takes the
 * guest's: no merge notice), and logging out clears the stored cart, credit packages, tokens and the
 * login cookie and ends on the main domain.
 */
import { expect, test } from './support/test.ts';
import type { CourseDetail } from '../../src/shared/catalogue.ts';
import {
  addFirstBookableDate, bookableCourses, cartPositions, logOutToMainDomain, registerOnProvider, storedKeys,
} from './support/shop.ts';

const VOUCHER = 'WILLKOMMEN10';

test('a guest cart with a voucher survives a reload, becomes the new account\'s cart through /check (no merge notice), and logout clears it', async ({ page, request, context }) => {
  const [first, second] = (await bookableCourses(request, 2)) as [CourseDetail, CourseDetail];

  // As a guest: two course dates and a voucher.
  await addFirstBookableDate(page, first);
  await addFirstBookableDate(page, second);
  await expect(cartPositions(page)).toHaveCount(2);
  await page.getByLabel('Gutscheincode').fill(VOUCHER.toLowerCase());
  await page.getByRole('button', { name: 'Einlösen' }).click();
  const codes = page.getByRole('list', { name: 'Eingegebene Gutscheincodes' });
  await expect(codes).toContainText(VOUCHER);
  await expect(page.getByText(`Gutschein ${VOUCHER}`).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Warenkorb, 2 Positionen' })).toBeVisible();

  // A reload keeps the guest cart (local storage), priced again by the server.
  await page.reload();
  await expect(cartPositions(page)).toHaveCount(2);
  await expect(codes).toContainText(VOUCHER);
  const stored = JSON.parse((await storedKeys(page)).cart ?? 'null') as { positions: unknown[]; voucherCodes: string[] } | null;
  expect(stored?.positions).toHaveLength(2);
  expect(stored?.voucherCodes).toEqual([VOUCHER]);

  // Checkout as a guest offers three ways; signing in leads to the provider's login page; register there instead.
  await page.getByRole('button', { name: 'Zur Kasse' }).click();
  await page.getByRole('region', { name: 'Wie möchten Sie bestellen?' }).getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.getByRole('link', { name: 'Jetzt registrieren' }).click();
  await registerOnProvider(page, 'Erika', 'Mustermann');

  // Back in the shop: /check validates the local cart into the new account's empty cart — nothing to
  // merge into, so no merge notice (issue 24 §6) — and a new customer gives the buyer data first.
  await expect(page).toHaveURL(/\/order\/customer$/, { timeout: 20_000 });
  // The buyer form is there (the order flow has settled on its step) before the shopper goes back to the cart.
  await expect(page.getByRole('button', { name: 'Speichern und weiter' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Warenkorb, 2 Positionen' }).click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  await expect(cartPositions(page)).toHaveCount(2);
  await expect(page.getByText('zusammengeführt', { exact: false })).toHaveCount(0);
  await expect(codes).toContainText(VOUCHER);
  await expect(page.getByRole('button', { name: /Erika Mustermann/ })).toBeVisible();
  const signedIn = await storedKeys(page);
  expect(signedIn.cart).toBeNull();
  expect(signedIn.token).toBeTruthy();
  expect(signedIn.refreshToken).toBeTruthy();
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('rfLoggedIn');

  // The server holds the cart now: it is the account's.
  const serverCart = await page.evaluate(async (token) => {
    const response = await fetch('/api/cart', { headers: { authorization: `Bearer ${token}` } });
    return (await response.json()) as { positions: unknown[]; voucherCodes: string[] };
  }, signedIn.token);
  expect(serverCart.positions).toHaveLength(2);
  expect(serverCart.voucherCodes).toEqual([VOUCHER]);

  // Logout clears cookie, profile, cart and cp storage and the tokens, and ends on the main domain
  // (spec §4); back in the shop, nobody is signed in.
  await logOutToMainDomain(page, /Erika Mustermann/);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
  expect(await storedKeys(page)).toEqual({ cart: null, cp: null, token: null, refreshToken: null });
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('rfLoggedIn');
  await expect(page.getByRole('link', { name: /^Warenkorb,/ })).toHaveCount(0);
});
