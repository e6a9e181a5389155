/**
 * Issue 11, the customer checkout end to end, in Chromium against the real server (no mocks): a new
 * customer puts a Fachanwaltslehrgang (a course that needs a proof) into the cart, registers from the
 * cart's "Zur Kasse", passes /check to /order/customer, gives the buyer data, uploads a real PDF,
 * chooses the card, confirms the summary (a reload resumes there), pays on the embedded test card
 * page and sees the order complete with its number and a working invoice PDF. A declined card
 * returns to the payment selection with a clear message, and paying again completes the order.
 * The main path runs on a desktop and a phone (390×844); no order page scrolls sideways at 360 px.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { CourseDetail, CourseScheduleDetail } from '../../src/shared/catalogue.ts';
import type { SearchResult } from '../../src/shared/search.ts';
import { addFirstBookableDate, cartPositions, expectNoSidewaysScrollAt360, json, registerOnProvider } from './support/shop.ts';

/** The smallest file the server takes as a PDF (checked by its content). */
const PROOF_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const bookable = (schedule: CourseScheduleDetail) =>
  !schedule.past && !schedule.fullyBooked && schedule.pricelevels.some((level) => level.priceValue > 0);

/** A Fachanwaltslehrgang whose first date can be booked at a price: the cart then has a verification step. */
async function specialistCourse(request: APIRequestContext, skip = 0): Promise<CourseDetail> {
  const { courses } = await json<SearchResult>(request, '/api/search?kind=FACHANWALTSLEHRGANG&limit=40');
  let seen = 0;
  for (const summary of courses) {
    const course = await json<CourseDetail>(request, `/api/course/${summary.id}`);
    // addFirstBookableDate takes the page's first date: it must be the bookable one.
    if (course.kind === 'FACHANWALTSLEHRGANG' && course.courseSchedules[0] && bookable(course.courseSchedules[0]) && seen++ === skip) return course;
  }
  throw new Error('no bookable Fachanwaltslehrgang in the seed');
}

/** A new customer with the course in the cart registers from "Zur Kasse" and gets to the summary. */
async function newCustomerAtSummary(page: Page, course: CourseDetail) {
  await addFirstBookableDate(page, course);
  await expect(cartPositions(page)).toHaveCount(1);

  // The cart offers sign-in, registration and the guest checkout; register.
  await page.getByRole('button', { name: 'Zur Kasse' }).click();
  const ways = page.getByRole('region', { name: 'Wie möchten Sie bestellen?' });
  await expect(ways.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(ways.getByRole('button', { name: 'Als Gast bestellen' })).toBeVisible();
  await ways.getByRole('button', { name: 'Registrieren' }).click();
  const email = await registerOnProvider(page, 'Erika', 'Neukundin');

  // /check brought the guest's cart into the new account's empty cart: nothing to merge into, so no
  // merge notice (issue 24 §6); a new customer has no buyer data yet (spec §4 rule 3).
  await expect(page).toHaveURL(/\/order\/customer$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Daten' })).toBeVisible();
  // The account's e-mail is the buyer's (shown, not editable).
  await expect(page.getByRole('main').getByText(email)).toBeVisible();
  await expectNoSidewaysScrollAt360(page);
  await page.getByRole('radio', { name: /Unternehmen oder Kanzlei/ }).check();
  await page.getByRole('textbox', { name: /Kanzlei \/ Unternehmen/ }).fill('Kanzlei Neukundin');
  await page.getByRole('textbox', { name: /Vorname/ }).fill('Erika');
  await page.getByRole('textbox', { name: /Nachname/ }).fill('Neukundin');
  await page.getByRole('textbox', { name: /Straße und Hausnummer/ }).fill('Hauptstraße 1');
  await page.getByRole('textbox', { name: /PLZ/ }).fill('10115');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Berlin');
  await page.getByRole('combobox', { name: /Land/ }).selectOption({ label: 'Deutschland' });
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();

  // Who takes the course date's seat (issue 25 §1): the buyer herself.
  await expect(page).toHaveURL(/\/order\/participants$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 2, name: course.name })).toBeVisible();
  await expectNoSidewaysScrollAt360(page);
  await page.getByRole('group', { name: 'Platz 1' }).getByRole('checkbox', { name: 'Ich nehme selbst teil' }).check();
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();

  // The course needs a proof: a real PDF.
  await expect(page).toHaveURL(/\/order\/file-upload$/);
  await expectNoSidewaysScrollAt360(page);
  await page.getByLabel('Datei auswählen').setInputFiles({ name: 'zulassung.pdf', mimeType: 'application/pdf', buffer: PROOF_PDF });
  await expect(page.getByText('zulassung.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();

  // The card (test mode), chosen before placing.
  await expect(page).toHaveURL(/\/order\/payment-selection$/);
  await expectNoSidewaysScrollAt360(page);
  await page.getByRole('radio', { name: /Kreditkarte/ }).check();
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();

  await expect(page).toHaveURL(/\/order\/summary$/);
  await expect(page.getByText(course.name).first()).toBeVisible();
  return email;
}

/** Gives both consents and orders with obligation to pay (§312j BGB); the test card page opens. */
async function orderWithObligationToPay(page: Page) {
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click();
  await expect(page.getByRole('button', { name: 'Bezahlen' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Testmodus|Test mode/i).first()).toBeVisible();
}

async function expectOrderComplete(page: Page) {
  await expect(page).toHaveURL(/\/order\/order-complete$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  const number = page.getByText('Ihre Bestellnummer:').locator('strong');
  await expect(number).toHaveText(/\S+/);
  await expectNoSidewaysScrollAt360(page);
  return number.innerText();
}

for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone 390×844', viewport: { width: 390, height: 844 } },
]) {
  test.describe(device.name, () => {
    test.use({ viewport: device.viewport });

    test('a new customer registers from the cart, gives the buyer data, uploads a proof, pays by card and sees the order complete with its invoice', async ({ page, request }) => {
      const course = await specialistCourse(request, device.name === 'desktop' ? 0 : 1);
      await newCustomerAtSummary(page, course);

      // A reload on the summary resumes there.
      await page.reload();
      await expect(page).toHaveURL(/\/order\/summary$/);
      await expect(page.getByRole('button', { name: 'zahlungspflichtig bestellen' })).toBeVisible();
      await expectNoSidewaysScrollAt360(page);

      await orderWithObligationToPay(page);
      await page.getByRole('button', { name: 'Bezahlen' }).click();

      const orderNumber = await expectOrderComplete(page);
      await expect(page.getByText('Ihre Kartenzahlung ist eingegangen.')).toBeVisible();

      // The invoice: a PDF.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: /Rechnung .* herunterladen \(PDF\)/ }).click();
      const file = await (await download).createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of file) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

      // A reload of the complete page keeps the order.
      await page.reload();
      await expect(page.getByText('Ihre Bestellnummer:').locator('strong')).toHaveText(orderNumber);
    });
  });
}

test('a declined card returns to the payment selection with a clear message; paying again completes the order', async ({ page, request }) => {
  const course = await specialistCourse(request, 2);
  await newCustomerAtSummary(page, course);
  await orderWithObligationToPay(page);
  await page.getByRole('button', { name: 'Ablehnen' }).click();

  await expect(page).toHaveURL(/\/order\/payment-selection$/, { timeout: 20_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'Die Zahlung wurde abgelehnt.' })).toBeVisible();
  await expectNoSidewaysScrollAt360(page);

  // The placed order is paid again with a new choice.
  await page.getByRole('radio', { name: /Kreditkarte/ }).check();
  await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();
  await expect(page.getByRole('button', { name: 'Bezahlen' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Bezahlen' }).click();
  await expectOrderComplete(page);
});
