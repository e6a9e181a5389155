/**
 * Issue 11, the guest checkout end to end, in Chromium against the real server (no mocks): a guest
 * puts two courses in the cart, redeems a demo voucher, chooses "Als Gast bestellen", gives the buyer
 * data, sees the summary (a reload resumes there), orders with obligation to pay, uploads a proof if a
 * course needs one, pays by invoice and sees the order complete with its number; the confirmation
 * e-mail is in the dev mailbox. A guest whose e-mail belongs to an account is told so (and may go
 * on as a guest) — on a phone-sized screen, where no step scrolls sideways.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { CourseDetail } from '../../src/shared/catalogue.ts';
import { addFirstBookableDate, bookableCourses, cartPositions, expectNoSidewaysScroll, json, nameParticipantsLater } from './support/shop.ts';

const VOUCHER = 'WILLKOMMEN10';
const DEMO_CUSTOMER = 'kunde@kursmarkt.example';
/** The smallest file the server takes as a PDF (checked by its content). */
const PROOF_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function fillBuyer(page: Page, email: string) {
  // The page's form, not the footer's newsletter field.
  const form = page.getByRole('main');
  await form.getByRole('radio', { name: /Unternehmen oder Kanzlei/ }).check();
  await form.getByRole('textbox', { name: /Kanzlei \/ Unternehmen/ }).fill('Kanzlei Gast & Partner');
  await form.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(email);
  await form.getByRole('textbox', { name: /Vorname/ }).fill('Greta');
  await form.getByRole('textbox', { name: /Nachname/ }).fill('Gast');
  await form.getByRole('textbox', { name: /Straße und Hausnummer/ }).fill('Hafenstraße 1');
  await form.getByRole('textbox', { name: /PLZ/ }).fill('20457');
  await form.getByRole('textbox', { name: /^Ort/ }).fill('Hamburg');
  await form.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
}

async function cartWithTwoCoursesAndVoucher(page: Page, courses: CourseDetail[]) {
  for (const course of courses) await addFirstBookableDate(page, course);
  await expect(cartPositions(page)).toHaveCount(2);
  await page.getByLabel('Gutscheincode').fill(VOUCHER.toLowerCase());
  await page.getByRole('button', { name: 'Einlösen' }).click();
  await expect(page.getByText(`Gutschein ${VOUCHER}`).first()).toBeVisible();
}

async function orderAsGuest(page: Page) {
  await page.getByRole('button', { name: 'Zur Kasse' }).click();
  const ways = page.getByRole('region', { name: 'Wie möchten Sie bestellen?' });
  await expect(ways.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(ways.getByRole('button', { name: 'Registrieren' })).toBeVisible();
  await ways.getByRole('button', { name: 'Als Gast bestellen' }).click();
  await expect(page).toHaveURL(/\/guest-order\/guest$/);
}

/** Gives both consents, orders, and uploads the proof a specialist-lawyer course needs: on at the payment selection. */
async function placeAndProve(page: Page) {
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/guest-order\/(file-upload|payment-selection)$/, { timeout: 20_000 });
  if (page.url().endsWith('/file-upload')) {
    await page.getByLabel('Datei auswählen').setInputFiles({ name: 'zulassung.pdf', mimeType: 'application/pdf', buffer: PROOF_PDF });
    await expect(page.getByText('zulassung.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/guest-order\/payment-selection$/);
}

test('a guest orders two courses with a voucher, pays by invoice, sees the order number and gets the confirmation e-mail', async ({ page, request }) => {
  const courses = await bookableCourses(request, 2);
  await cartWithTwoCoursesAndVoucher(page, courses);
  await orderAsGuest(page);

  // The buyer data beside the cart; the e-mail of no account.
  const email = `gast-${Date.now()}@kanzlei-beispiel.de`;
  await expect(page.getByRole('region', { name: 'Ihr Warenkorb' }).getByRole('listitem')).toHaveCount(2);
  await fillBuyer(page, email);

  // Who takes the seats of the two dates (issue 25 §1): the guest takes the first date's, the other is named later.
  await expect(page).toHaveURL(/\/guest-order\/participants$/, { timeout: 20_000 });
  for (const course of courses) await expect(page.getByRole('heading', { level: 2, name: course.name })).toBeVisible();
  await page.getByRole('group', { name: 'Platz 1' }).first().getByRole('checkbox', { name: 'Ich nehme selbst teil' }).check();
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();

  // The summary: both courses, the voucher, and the §312j button; a reload resumes here.
  await expect(page).toHaveURL(/\/guest-order\/guest-summary$/);
  const order = page.getByRole('button', { name: 'zahlungspflichtig bestellen' });
  await expect(order).toBeVisible();
  for (const course of courses) await expect(page.getByText(course.name).first()).toBeVisible();
  await expect(page.getByText(VOUCHER).first()).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/guest-order\/guest-summary$/);
  await expect(order).toBeVisible();
  const token = await page.evaluate(() => sessionStorage.getItem('guest-order-token'));
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  await order.click();

  // A course for specialist lawyers needs a proof first.
  await expect(page).toHaveURL(/\/guest-order\/(file-upload|payment-selection)$/, { timeout: 20_000 });
  // The order holds the courses now: the cart is empty.
  await expect(page.getByRole('link', { name: /^Warenkorb, / })).toHaveCount(0);
  if (page.url().endsWith('/file-upload')) {
    await page.getByLabel('Datei auswählen').setInputFiles({ name: 'zulassung.pdf', mimeType: 'application/pdf', buffer: PROOF_PDF });
    await expect(page.getByText('zulassung.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  }

  // Invoice.
  await expect(page).toHaveURL(/\/guest-order\/payment-selection$/);
  await page.getByRole('radio', { name: /Rechnung/ }).check();
  await page.getByRole('button', { name: 'Zahlungsart bestätigen' }).click();

  // Complete: the order number, the token forgotten.
  await expect(page).toHaveURL(/\/guest-order\/guest-order-complete$/, { timeout: 20_000 });
  // Thanked as a customer is (issue 24 §6).
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  const number = (await page.getByText('Ihre Bestellnummer:').locator('strong').textContent())?.trim() ?? '';
  expect(number).not.toBe('');
  expect(await page.evaluate(() => sessionStorage.getItem('guest-order-token'))).toBeNull();
  // A reload still shows it.
  await page.reload();
  await expect(page.getByText(number)).toBeVisible();

  // The confirmation e-mail went out to the guest, with the order number.
  await expect
    .poll(async () => (await json<{ recipient: string; subject: string; textBody: string }[]>(request, '/api/dev/mails')).filter((mail) => mail.recipient === email && `${mail.subject} ${mail.textBody}`.includes(number)).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a guest whose e-mail belongs to an account is told so and may go on as a guest; no step scrolls sideways', async ({ page, request }) => {
    const courses = await bookableCourses(request, 2, 2);
    await cartWithTwoCoursesAndVoucher(page, courses);
    await orderAsGuest(page);
    await expectNoSidewaysScroll(page);
    await fillBuyer(page, DEMO_CUSTOMER);

    const notice = page.getByRole('region', { name: 'Sie haben bereits ein Kundenkonto' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(DEMO_CUSTOMER);
    await expect(notice.getByRole('button', { name: 'Anmelden und mit Kundenkonto bestellen' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await notice.getByRole('button', { name: 'Weiter als Gast' }).click();
    await expect(page).toHaveURL(/\/guest-order\/participants$/, { timeout: 20_000 });
    await expect(page.getByRole('group', { name: 'Platz 1' }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Später benennen' }).click();
    await expect(page).toHaveURL(/\/guest-order\/guest-summary$/);
    await expect(page.getByRole('button', { name: 'zahlungspflichtig bestellen' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // Back through the participants to the buyer data with the browser's back button, and forward again.
    await page.goBack();
    await expect(page).toHaveURL(/\/guest-order\/participants$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Teilnehmende benennen' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/guest-order\/guest$/);
    await expect(page.getByRole('main').getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveValue(DEMO_CUSTOMER);
    await page.goForward();
    await expect(page).toHaveURL(/\/guest-order\/participants$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/guest-order\/guest-summary$/);
    await expect(page.getByRole('button', { name: 'zahlungspflichtig bestellen' })).toBeVisible();
  });
});

test('a guest pays by card on the test payment page: declined returns to the payment selection with the reason, paying completes', async ({ page, request }) => {
  await cartWithTwoCoursesAndVoucher(page, await bookableCourses(request, 2, 4));
  await orderAsGuest(page);
  await fillBuyer(page, `karte-${Date.now()}@kanzlei-beispiel.de`);
  await nameParticipantsLater(page);
  await expect(page).toHaveURL(/\/guest-order\/guest-summary$/);
  await placeAndProve(page);

  const payByCard = async () => {
    await page.getByRole('radio', { name: /Kreditkarte/ }).check();
    await page.getByRole('button', { name: 'Zahlungsart bestätigen' }).click();
    // The provider's page (test mode), outside the shop.
    await expect(page.getByRole('button', { name: 'Ablehnen' })).toBeVisible({ timeout: 20_000 });
  };
  await payByCard();
  await page.getByRole('button', { name: 'Ablehnen' }).click();
  // Back in the shop: the payment is checked, declined, and explained at the selection.
  await expect(page).toHaveURL(/\/guest-order\/payment-selection$/, { timeout: 20_000 });
  await expect(page.getByText(/Die Zahlung wurde abgelehnt/)).toBeVisible();

  await payByCard();
  await page.getByRole('button', { name: 'Bezahlen' }).click();
  await expect(page).toHaveURL(/\/guest-order\/guest-order-complete$/, { timeout: 20_000 });
  await expect(page.getByText('Ihre Bestellnummer:')).toBeVisible();
  await expect(page.getByText('Ihre Kartenzahlung ist eingegangen.')).toBeVisible();
});
