/**
 * Issue 24 §6, in Chromium against the real server: a shopper has the summary open in one tab and puts
 * another course into the cart in a second tab. Ordering in the first tab buys exactly what its
 * summary showed; the second tab's course stays in the cart, and the complete page says so — for a
 * guest (the cart lives in the browser) and for a customer (the cart lives on the server).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { addFirstBookableDate, bookableCourses, cartPositions, nameParticipantsLater, registerOnProvider } from './support/shop.ts';

/** The smallest file the server takes as a PDF (checked by its content). */
const PROOF_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function fillBuyer(page: Page, { email }: { email?: string } = {}) {
  const form = page.getByRole('main');
  await form.getByRole('radio', { name: /Unternehmen oder Kanzlei/ }).check();
  await form.getByRole('textbox', { name: /Kanzlei \/ Unternehmen/ }).fill('Kanzlei Zweiter Tab');
  if (email) await form.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(email);
  await form.getByRole('textbox', { name: /Vorname/ }).fill('Tabea');
  await form.getByRole('textbox', { name: /Nachname/ }).fill('Zwei');
  await form.getByRole('textbox', { name: /Straße und Hausnummer/ }).fill('Hafenstraße 2');
  await form.getByRole('textbox', { name: /PLZ/ }).fill('20457');
  await form.getByRole('textbox', { name: /^Ort/ }).fill('Hamburg');
}

async function consentAndOrder(page: Page) {
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click();
}

async function uploadProofIfAsked(page: Page, step: RegExp) {
  await expect(page).toHaveURL(step, { timeout: 20_000 });
  if (!page.url().endsWith('/file-upload')) return;
  await page.getByLabel('Datei auswählen').setInputFiles({ name: 'zulassung.pdf', mimeType: 'application/pdf', buffer: PROOF_PDF });
  await expect(page.getByText('zulassung.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
}

/** The complete page's notice and the cart: only the second tab's course is left. */
async function expectOnlyOtherTabCourseLeft(page: Page, ordered: string, otherTab: string) {
  await expect(page.getByText(/Ihr Warenkorb enthält noch 1 Position, die nicht Teil dieser Bestellung ist/)).toBeVisible();
  await page.getByRole('link', { name: 'Zum Warenkorb' }).click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  await expect(cartPositions(page)).toHaveCount(1);
  await expect(cartPositions(page).first()).toContainText(otherTab);
  await expect(cartPositions(page).first()).not.toContainText(ordered);
}

test('a guest orders what the summary showed; a course added in a second tab meanwhile stays in the cart', async ({ page, context, request }) => {
  const [ordered, otherTab] = await bookableCourses(request, 2, 4);
  await addFirstBookableDate(page, ordered!);
  await page.getByRole('button', { name: 'Zur Kasse' }).click();
  await page.getByRole('region', { name: 'Wie möchten Sie bestellen?' }).getByRole('button', { name: 'Als Gast bestellen' }).click();
  await fillBuyer(page, { email: `zweiter-tab-${Date.now()}@kanzlei-beispiel.de` });
  await page.getByRole('main').getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await nameParticipantsLater(page);
  await expect(page).toHaveURL(/\/guest-order\/guest-summary$/);

  const second = await context.newPage();
  await addFirstBookableDate(second, otherTab!);
  await expect(cartPositions(second)).toHaveCount(2);
  await second.close();

  await expect(page.getByText(otherTab!.name)).toHaveCount(0);
  await consentAndOrder(page);
  await uploadProofIfAsked(page, /\/guest-order\/(file-upload|payment-selection)$/);
  await expect(page).toHaveURL(/\/guest-order\/payment-selection$/);
  await page.getByRole('radio', { name: /Rechnung/ }).check();
  await page.getByRole('button', { name: 'Zahlungsart bestätigen' }).click();
  await expect(page).toHaveURL(/\/guest-order\/guest-order-complete$/, { timeout: 20_000 });
  await expectOnlyOtherTabCourseLeft(page, ordered!.name, otherTab!.name);
});

test('a customer orders what the summary showed; a course added in a second tab meanwhile stays in the cart', async ({ page, context, request }) => {
  const [ordered, otherTab] = await bookableCourses(request, 2, 6);
  await addFirstBookableDate(page, ordered!);
  await page.getByRole('button', { name: 'Zur Kasse' }).click();
  await page.getByRole('region', { name: 'Wie möchten Sie bestellen?' }).getByRole('button', { name: 'Registrieren' }).click();
  await registerOnProvider(page, 'Tabea', 'Zwei');
  await expect(page).toHaveURL(/\/order\/customer$/, { timeout: 20_000 });
  await fillBuyer(page);
  await page.getByRole('combobox', { name: /Land/ }).selectOption({ label: 'Deutschland' });
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();
  await nameParticipantsLater(page);
  await uploadProofIfAsked(page, /\/order\/(file-upload|payment-selection)$/);
  await expect(page).toHaveURL(/\/order\/payment-selection$/);
  await page.getByRole('radio', { name: /Rechnung/ }).check();
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await expect(page).toHaveURL(/\/order\/summary$/);
  await expect(page.getByText(ordered!.name).first()).toBeVisible();

  // The second tab shares the sign-in (stored tokens) and so the server cart.
  const second = await context.newPage();
  await addFirstBookableDate(second, otherTab!);
  await expect(cartPositions(second)).toHaveCount(2);
  await second.close();

  await consentAndOrder(page);
  await expect(page).toHaveURL(/\/order\/order-complete$/, { timeout: 20_000 });
  await expectOnlyOtherTabCourseLeft(page, ordered!.name, otherTab!.name);
});
