/**
 * Issue 24 §1, the withdrawal function ("Vertrag widerrufen", § 356a BGB) end to end, in Chromium
 * against the real server (no mocks):
 * - a consumer guest orders two courses on invoice, finds "Vertrag widerrufen" in the footer without
 *   signing in, asks for the link with order number and e-mail, opens it from the dev mailbox and
 *   withdraws ONE position in two steps; the receipt states date and time, the confirmation mail the
 *   same with the declaration's content; the date's free seats go back up; the credit note PDF
 *   (pdftotext) has its own number RK-… and names the invoice RE-…;
 * - a consumer guest pays by test card and withdraws from the order mail's own link; the test
 *   provider's page for that payment shows "Erstattet …" — on a phone (390 × 844), no step scrolling
 *   sideways;
 * - a new customer (consumer) withdraws from "Meine Kurse" in the customer area;
 * - a business order (guest, from the order-complete page's "Vertrag widerrufen") is refused with the
 *   reason and pointed to the cancellation terms — on a phone as well.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { CourseDetail } from '../../src/shared/catalogue.ts';
import {
  addFirstBookableDate, bookableCourses, cartPositions, expectNoSidewaysScroll, json, nameParticipantsLater, registerOnProvider,
} from './support/shop.ts';

/** The smallest file the server takes as a PDF (checked by its content). */
const PROOF_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const WITHDRAWAL_LINK = /https?:\/\/\S+\/vertrag-widerrufen#token=\S+/;
const RECEIVED = /Eingegangen am (\d{2}\.\d{2}\.\d{4}) um (\d{2}:\d{2}) Uhr/;

interface DevMail {
  id: number;
  recipient: string;
  subject: string;
  textBody: string;
  attachments: { fileName: string; contentType: string; url: string }[];
}

type Buyer = { kind: 'consumer' | 'business'; email: string; firstName: string; lastName: string };

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Amounts are written with a no-break space in the browser ('99,00 €'), with a space or one in mails and on the provider's page. */
const oneSpace = (text: string) => text.replace(/\s+/g, ' ');
const anySpace = (text: string) => new RegExp(escapeRegExp(oneSpace(text)).replace(/ /g, '\\s+'));

function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'withdrawal-e2e-'));
  try {
    const file = join(dir, 'file.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function mailsTo(request: APIRequestContext, email: string) {
  return (await json<DevMail[]>(request, '/api/dev/mails')).filter((mail) => mail.recipient === email);
}

/** Waits for the mail to `email` whose subject matches, and returns it. */
async function mailTo(request: APIRequestContext, email: string, subject: RegExp): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(async () => (found = (await mailsTo(request, email)).find((mail) => subject.test(mail.subject))) !== undefined, {
      message: `a mail to ${email} with the subject ${subject}`,
      timeout: 20_000,
    })
    .toBe(true);
  return found!;
}

/** Free seats of every date of a course, from the public course API. */
async function freePlaces(request: APIRequestContext, course: CourseDetail): Promise<Map<number, number>> {
  const detail = await json<CourseDetail>(request, `/api/course/${course.id}`);
  return new Map(detail.courseSchedules.map((schedule) => [schedule.id, schedule.freePlaces]));
}

/** The one date whose free seats went down by one between `before` and `after`. */
function bookedDate(before: Map<number, number>, after: Map<number, number>): number {
  const changed = [...before].filter(([id, free]) => after.get(id) !== free);
  expect(changed, 'exactly one date lost a seat').toHaveLength(1);
  const [[id, free]] = changed as [[number, number]];
  expect(after.get(id)).toBe(free - 1);
  return id;
}

/** Puts the courses in the cart, orders as a guest and gives the buyer data: on at the summary. */
async function guestAtSummary(page: Page, courses: CourseDetail[], buyer: Buyer) {
  for (const course of courses) await addFirstBookableDate(page, course);
  await expect(cartPositions(page)).toHaveCount(courses.length);
  await page.getByRole('button', { name: 'Zur Kasse' }).click();
  await page.getByRole('region', { name: 'Wie möchten Sie bestellen?' }).getByRole('button', { name: 'Als Gast bestellen' }).click();
  await expect(page).toHaveURL(/\/guest-order\/guest$/);
  const form = page.getByRole('main');
  if (buyer.kind === 'business') {
    await form.getByRole('radio', { name: /Unternehmen oder Kanzlei/ }).check();
    await form.getByRole('textbox', { name: /Kanzlei \/ Unternehmen/ }).fill('Kanzlei Widerruf & Partner');
  } else {
    await form.getByRole('radio', { name: /Privatperson/ }).check();
  }
  await form.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(buyer.email);
  await form.getByRole('textbox', { name: /Vorname/ }).fill(buyer.firstName);
  await form.getByRole('textbox', { name: /Nachname/ }).fill(buyer.lastName);
  await form.getByRole('textbox', { name: /Straße und Hausnummer/ }).fill('Lindenweg 3');
  await form.getByRole('textbox', { name: /PLZ/ }).fill('50667');
  await form.getByRole('textbox', { name: /^Ort/ }).fill('Köln');
  await form.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await nameParticipantsLater(page);
  await expect(page).toHaveURL(/\/guest-order\/guest-summary$/);
}

/** Consents (and the early start a course within 14 days asks for) and "zahlungspflichtig bestellen". */
async function orderWithObligationToPay(page: Page) {
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  const earlyStart = page.getByRole('checkbox', { name: /vor Ablauf der Widerrufsfrist/ });
  if (await earlyStart.count()) await earlyStart.check();
  await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click();
}

/** A course for specialist lawyers needs a proof: uploaded when asked for. Ends at the payment choice. */
async function proveIfAsked(page: Page, flow: 'guest-order' | 'order') {
  await expect(page).toHaveURL(new RegExp(`/${flow}/(file-upload|payment-selection)$`), { timeout: 20_000 });
  if (page.url().endsWith('/file-upload')) {
    await page.getByLabel('Datei auswählen').setInputFiles({ name: 'zulassung.pdf', mimeType: 'application/pdf', buffer: PROOF_PDF });
    await expect(page.getByText('zulassung.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/${flow}/payment-selection$`));
}

/** The order-complete page's order number. */
async function completedOrderNumber(page: Page, flow: 'guest-order' | 'order'): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`/${flow}/(guest-)?order-complete$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  const number = page.getByText('Ihre Bestellnummer:').locator('strong');
  await expect(number).toHaveText(/^KM-\d{4}-\d+$/);
  return (await number.innerText()).trim();
}

async function guestPaysByInvoice(page: Page): Promise<string> {
  await orderWithObligationToPay(page);
  await proveIfAsked(page, 'guest-order');
  await page.getByRole('radio', { name: /Rechnung/ }).check();
  await page.getByRole('button', { name: 'Zahlungsart bestätigen' }).click();
  return completedOrderNumber(page, 'guest-order');
}

const withdrawalCheckbox = (page: Page, course: CourseDetail) => page.getByRole('checkbox', { name: new RegExp(escapeRegExp(course.name)) });

/**
 * Step 1 (select the course, name and e-mail as given) and step 2 ("Widerruf bestätigen"), on a page
 * showing the order's withdrawal; ends on the receipt and returns what it states.
 */
async function withdrawInTwoSteps(page: Page, course: CourseDetail, declarant: { name: string; email: string }, phone = false) {
  const progress = page.getByRole('list', { name: 'Fortschritt' });
  await expect(progress.getByRole('listitem').filter({ hasText: 'Schritt 1 von 2: Auswahl' })).toHaveAttribute('aria-current', 'step', { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Schritt 1 von 2: Auswahl' })).toBeVisible();
  // Name and e-mail are those of the order.
  await expect(page.getByRole('textbox', { name: /Ihr Name/ })).toHaveValue(declarant.name);
  await expect(page.getByRole('textbox', { name: /E-Mail-Adresse für die Bestätigung/ })).toHaveValue(declarant.email);
  if (phone) await expectNoSidewaysScroll(page, 'step 1');
  // Nothing chosen: the step says so and stays.
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bitte wählen Sie mindestens einen Kurs.' })).toBeVisible();
  await withdrawalCheckbox(page, course).check();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();

  // Step 2: the declaration as it will be made, with the server's amounts.
  await expect(page.getByRole('heading', { level: 2, name: 'Schritt 2 von 2: Bestätigung' })).toBeVisible({ timeout: 20_000 });
  await expect(progress.getByRole('listitem').filter({ hasText: 'Schritt 2 von 2: Bestätigung' })).toHaveAttribute('aria-current', 'step');
  const declaration = page.locator('blockquote');
  await expect(declaration).toContainText('Hiermit widerrufe ich den von mir abgeschlossenen Vertrag');
  await expect(declaration).toContainText(course.name);
  await expect(declaration).toContainText(`Name: ${declarant.name}`);
  await expect(page.getByText(`Die Bestätigung geht an: ${declarant.email}`)).toBeVisible();
  await expect(page.getByText(/^Sie erhalten zurück: .+€$/)).toBeVisible();
  if (phone) await expectNoSidewaysScroll(page, 'step 2');
  await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();

  // The receipt: date and time of receipt, where the confirmation went.
  await expect(page.getByRole('heading', { level: 2, name: 'Ihr Widerruf ist eingegangen' })).toBeVisible({ timeout: 20_000 });
  const received = page.getByText(RECEIVED);
  await expect(received).toBeVisible();
  const [, date, time] = RECEIVED.exec(await received.innerText())!;
  await expect(page.getByText(`Eine Bestätigung mit dem Inhalt Ihrer Erklärung und dem Zeitpunkt des Eingangs haben wir an ${declarant.email} gesendet.`)).toBeVisible();
  const refund = oneSpace(await page.getByText(/^Erstattungsbetrag: /).innerText()).replace('Erstattungsbetrag: ', '').trim();
  if (phone) await expectNoSidewaysScroll(page, 'the receipt');
  return { date: date!, time: time!, refund };
}

/** The confirmation mail (§ 356a BGB): date and time of receipt and the declaration's content. */
async function expectConfirmationMail(
  request: APIRequestContext,
  email: string,
  orderNumber: string,
  receipt: { date: string; time: string },
  withdrawn: CourseDetail,
  kept?: CourseDetail,
): Promise<DevMail> {
  const mail = await mailTo(request, email, new RegExp(`^Bestätigung Ihres Widerrufs – Bestellung ${orderNumber}$`));
  expect(mail.textBody).toContain(`wir bestätigen den Eingang Ihres Widerrufs am ${receipt.date} um ${receipt.time} Uhr (deutsche Zeit)`);
  expect(mail.textBody).toContain('Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über die Erbringung der folgenden Dienstleistungen:');
  expect(mail.textBody).toMatch(new RegExp(`Bestellung ${orderNumber} vom \\d{2}\\.\\d{2}\\.\\d{4}`));
  expect(mail.textBody).toContain(`- ${withdrawn.name}`);
  if (kept) expect(mail.textBody).not.toContain(kept.name);
  expect(mail.textBody).toContain(`E-Mail für die Bestätigung: ${email}`);
  return mail;
}

test('a damaged link (a character lost when copied) offers a new link instead of a loading error', async ({ page }) => {
  await page.goto('/vertrag-widerrufen#token=123.abc.kaputt');
  await expect(page.getByText('Dieser Link ist ungültig. Fordern Sie bitte einen neuen Link an.')).toBeVisible();
  await expect(page.getByLabel('Bestellnummer')).toBeVisible();
  await expect(page.getByText('Ihre Bestellung konnte nicht geladen werden.')).toHaveCount(0);
});

test('a consumer guest withdraws one of two courses from the footer without an account: receipt, mail, seat back, credit note', async ({ page, context, request }) => {
  const [withdrawn, kept] = (await bookableCourses(request, 2, 8)) as [CourseDetail, CourseDetail];
  const seatsBefore = await freePlaces(request, withdrawn);
  const keptBefore = await freePlaces(request, kept);
  const buyer: Buyer = { kind: 'consumer', email: `widerruf-${unique()}@example.org`, firstName: 'Vera', lastName: 'Verbraucherin' };

  await guestAtSummary(page, [withdrawn, kept], buyer);
  const orderNumber = await guestPaysByInvoice(page);
  const invoiceButton = page.getByRole('button', { name: /^Rechnung RE-\d{4}-\d+ herunterladen \(PDF\)$/ });
  await expect(invoiceButton).toBeVisible();
  const invoiceNumber = /RE-\d{4}-\d+/.exec((await invoiceButton.textContent()) ?? '')![0];

  // Each course's date lost a seat.
  const schedule = bookedDate(seatsBefore, await freePlaces(request, withdrawn));
  const keptSchedule = bookedDate(keptBefore, await freePlaces(request, kept));

  // Later, without an account: the footer of any page.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Vertrag widerrufen' }).click();
  await expect(page).toHaveURL(/\/vertrag-widerrufen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vertrag widerrufen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Bestellung angeben' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Bestellnummer/ }).fill(orderNumber);
  await page.getByRole('textbox', { name: /^E-Mail-Adresse der Bestellung/ }).fill(buyer.email);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Bitte prüfen Sie Ihr Postfach' })).toBeVisible();

  // The link comes by mail, to the order's address.
  const linkMail = await mailTo(request, buyer.email, new RegExp(`^Ihr Link zum Widerruf der Bestellung ${orderNumber}$`));
  const link = WITHDRAWAL_LINK.exec(linkMail.textBody)?.[0];
  expect(link, 'the withdrawal link').toBeDefined();
  await page.goto(link!);
  await expect(page.getByText(`Bestellung ${orderNumber}`, { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(withdrawalCheckbox(page, kept)).toBeVisible();

  const receipt = await withdrawInTwoSteps(page, withdrawn, { name: 'Vera Verbraucherin', email: buyer.email });
  // Nothing was paid yet: the invoice is corrected by a credit note of its own number.
  const creditNoteLine = page.getByText(/^Rechnungskorrektur RK-\d{4}-\d+ zur Rechnung RE-\d{4}-\d+$/);
  await expect(creditNoteLine).toBeVisible();
  const creditNoteNumber = /RK-\d{4}-\d+/.exec(await creditNoteLine.innerText())![0];
  await expect(creditNoteLine).toContainText(`zur Rechnung ${invoiceNumber}`);

  // The credit note PDF from the receipt page: its own number, the invoice it corrects.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Rechnungskorrektur herunterladen (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Rechnungskorrektur-${creditNoteNumber}.pdf`);
  const fromPage = pdfText(readFileSync(await download.path()));
  expect(fromPage).toContain(creditNoteNumber);
  expect(fromPage).toContain(invoiceNumber);
  expect(fromPage).toContain('Rechnungskorrektur');
  expect(fromPage).toContain(withdrawn.name);
  expect(fromPage).not.toContain(kept.name);

  // The confirmation mail: date and time of receipt, the declaration, the credit note and its link.
  const mail = await expectConfirmationMail(request, buyer.email, orderNumber, receipt, withdrawn, kept);
  expect(mail.textBody).toContain(`Rechnungskorrektur ${creditNoteNumber} zur Rechnung ${invoiceNumber}`);
  const creditNoteUrl = /https?:\/\/\S+\/api\/withdrawals\/\S+\/credit-note/.exec(mail.textBody)?.[0];
  expect(creditNoteUrl, 'the credit note link').toBeDefined();
  const file = await request.get(creditNoteUrl!);
  expect(file.ok()).toBe(true);
  expect(file.headers()['content-type']).toBe('application/pdf');
  const fromMail = pdfText(await file.body());
  expect(fromMail).toContain(creditNoteNumber);
  expect(fromMail).toContain(invoiceNumber);

  // The withdrawn course's date has its seat back; the kept course's date does not.
  expect((await freePlaces(request, withdrawn)).get(schedule)).toBe(seatsBefore.get(schedule));
  expect((await freePlaces(request, kept)).get(keptSchedule)).toBe(keptBefore.get(keptSchedule)! - 1);

  // The link again, from the mail in a new tab: the withdrawn course is listed as such, the other one can still be withdrawn.
  const again = await context.newPage();
  await again.goto(link!);
  await expect(withdrawalCheckbox(again, kept)).toBeVisible({ timeout: 20_000 });
  await expect(withdrawalCheckbox(again, withdrawn)).toHaveCount(0);
  const refused = again.getByRole('heading', { level: 3, name: 'Nicht widerrufbar' }).locator('..');
  await expect(refused).toContainText(withdrawn.name);
  await expect(refused).toContainText('Bereits widerrufen.');
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a card order withdrawn from the order mail\'s link is refunded: the test provider\'s page shows "Erstattet …"; no step scrolls sideways', async ({ page, context, request }) => {
    const [course] = (await bookableCourses(request, 1, 10)) as [CourseDetail];
    const buyer: Buyer = { kind: 'consumer', email: `karte-widerruf-${unique()}@example.org`, firstName: 'Karl', lastName: 'Kartenzahler' };
    await guestAtSummary(page, [course], buyer);
    await orderWithObligationToPay(page);
    await proveIfAsked(page, 'guest-order');
    await page.getByRole('radio', { name: /Kreditkarte/ }).check();
    await page.getByRole('button', { name: 'Zahlungsart bestätigen' }).click();

    // The provider's page (test mode): its address is the payment's.
    await expect(page.getByRole('button', { name: 'Bezahlen' })).toBeVisible({ timeout: 20_000 });
    const providerPage = page.url();
    expect(new URL(providerPage).pathname).toMatch(/^\/payment-test\/[^/]+$/);
    await page.getByRole('button', { name: 'Bezahlen' }).click();
    const orderNumber = await completedOrderNumber(page, 'guest-order');
    await expect(page.getByText('Ihre Kartenzahlung ist eingegangen.')).toBeVisible();

    // The order's mail carries its own withdrawal link: no form, no second mail needed.
    await expect.poll(async () => (await mailsTo(request, buyer.email)).filter((mail) => WITHDRAWAL_LINK.test(mail.textBody)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const orderMail = (await mailsTo(request, buyer.email)).find((mail) => WITHDRAWAL_LINK.test(mail.textBody))!;
    expect(orderMail.subject).toContain(orderNumber);
    const link = WITHDRAWAL_LINK.exec(orderMail.textBody)![0];

    const tab = await context.newPage();
    await tab.goto(link);
    await expect(tab.getByText(`Bestellung ${orderNumber}`, { exact: true })).toBeVisible({ timeout: 20_000 });
    const receipt = await withdrawInTwoSteps(tab, course, { name: 'Karl Kartenzahler', email: buyer.email }, true);
    await expect(tab.getByText('Die Rückzahlung erfolgt binnen 14 Tagen auf die Kreditkarte, mit der Sie bezahlt haben.')).toBeVisible();
    const mail = await expectConfirmationMail(request, buyer.email, orderNumber, receipt, course);
    expect(oneSpace(mail.textBody)).toContain(`Wir erstatten ${receipt.refund} binnen 14 Tagen auf die Kreditkarte, mit der Sie bezahlt haben.`);

    // The test provider's page for this payment shows the refund.
    await tab.goto(providerPage);
    await expect(tab.getByRole('status')).toHaveText('Diese Zahlung ist bezahlt.');
    await expect(tab.getByText(anySpace(`Erstattet: ${receipt.refund} am ${receipt.date}`))).toBeVisible();
    await expectNoSidewaysScroll(tab, 'the test provider page');
  });

  test('a business order is refused with the reason and pointed to the cancellation terms', async ({ page, request }) => {
    const [course] = (await bookableCourses(request, 1, 12)) as [CourseDetail];
    const buyer: Buyer = { kind: 'business', email: `kanzlei-${unique()}@example.org`, firstName: 'Berta', lastName: 'Betrieb' };
    await guestAtSummary(page, [course], buyer);
    const orderNumber = await guestPaysByInvoice(page);

    // "Vertrag widerrufen" on the order-complete page: the form, prefilled with this order.
    await page.getByRole('main').getByRole('link', { name: 'Vertrag widerrufen' }).click();
    await expect(page).toHaveURL(/\/vertrag-widerrufen$/);
    await expect(page.getByRole('textbox', { name: /^Bestellnummer/ })).toHaveValue(orderNumber);
    await expect(page.getByRole('textbox', { name: /^E-Mail-Adresse der Bestellung/ })).toHaveValue(buyer.email);
    await expectNoSidewaysScroll(page, 'the form for a link');
    await page.getByRole('button', { name: 'Link anfordern' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Bitte prüfen Sie Ihr Postfach' })).toBeVisible();

    const linkMail = await mailTo(request, buyer.email, new RegExp(`^Ihr Link zum Widerruf der Bestellung ${orderNumber}$`));
    await page.goto(WITHDRAWAL_LINK.exec(linkMail.textBody)![0]);

    // Why not, and where the cancellation terms are; no step to withdraw.
    await expect(page.getByRole('heading', { level: 2, name: 'Diese Bestellung kann nicht widerrufen werden' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(`Bestellung ${orderNumber}`, { exact: true })).toBeVisible();
    await expect(page.getByText('Sie haben als Unternehmer bestellt. Das gesetzliche Widerrufsrecht gilt nur für Verbraucher.')).toBeVisible();
    await expect(page.getByText('Für eine Stornierung gelten die Stornierungsbedingungen in unseren AGB.')).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Widerruf bestätigen' })).toHaveCount(0);
    await expectNoSidewaysScroll(page, 'the refusal');
    await page.getByRole('link', { name: 'Stornierungsbedingungen (AGB)' }).click();
    await expect(page).toHaveURL(/\/agb$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Allgemeine Geschäftsbedingungen');

    // Nothing was withdrawn: no confirmation mail.
    expect((await mailsTo(request, buyer.email)).filter((mail) => mail.subject.startsWith('Bestätigung Ihres Widerrufs'))).toEqual([]);
  });
});

test('a new customer withdraws an order from "Meine Kurse" in the customer area', async ({ page, request }) => {
  const [course] = (await bookableCourses(request, 1, 14)) as [CourseDetail];
  const seatsBefore = await freePlaces(request, course);
  await addFirstBookableDate(page, course);
  await page.getByRole('button', { name: 'Zur Kasse' }).click();
  await page.getByRole('region', { name: 'Wie möchten Sie bestellen?' }).getByRole('button', { name: 'Registrieren' }).click();
  const email = await registerOnProvider(page, 'Klara', 'Kundin');

  await expect(page).toHaveURL(/\/order\/customer$/, { timeout: 20_000 });
  await page.getByRole('radio', { name: /Privatperson/ }).check();
  await page.getByRole('textbox', { name: /Vorname/ }).fill('Klara');
  await page.getByRole('textbox', { name: /Nachname/ }).fill('Kundin');
  await page.getByRole('textbox', { name: /Straße und Hausnummer/ }).fill('Lindenweg 5');
  await page.getByRole('textbox', { name: /PLZ/ }).fill('50667');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Köln');
  await page.getByRole('combobox', { name: /Land/ }).selectOption({ label: 'Deutschland' });
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();
  await nameParticipantsLater(page);
  await proveIfAsked(page, 'order');
  await page.getByRole('radio', { name: /Rechnung/ }).check();
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await expect(page).toHaveURL(/\/order\/summary$/);
  await orderWithObligationToPay(page);
  const orderNumber = await completedOrderNumber(page, 'order');
  const schedule = bookedDate(seatsBefore, await freePlaces(request, course));

  // The customer area: the order, with its own "Vertrag widerrufen".
  await page.goto('/customer-dashboard/meine-kurse');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Kurse' })).toBeVisible({ timeout: 20_000 });
  const order = page.getByRole('region', { name: `Bestellung ${orderNumber}` });
  await expect(order.getByText('Eingegangen', { exact: true }).or(order.getByText('Bestätigt', { exact: true }))).toBeVisible();
  await order.getByRole('button', { name: 'Vertrag widerrufen' }).click();

  // Straight to the order's withdrawal: no link by mail for one's own order.
  await expect(page).toHaveURL(/\/vertrag-widerrufen#token=/, { timeout: 20_000 });
  await expect(page.getByText(`Bestellung ${orderNumber}`, { exact: true })).toBeVisible({ timeout: 20_000 });
  const receipt = await withdrawInTwoSteps(page, course, { name: 'Klara Kundin', email });
  const creditNoteLine = page.getByText(/^Rechnungskorrektur RK-\d{4}-\d+ zur Rechnung RE-\d{4}-\d+$/);
  await expect(creditNoteLine).toBeVisible();
  const line = await creditNoteLine.innerText();
  const numbers = { creditNote: /RK-\d{4}-\d+/.exec(line)![0], invoice: /RE-\d{4}-\d+/.exec(line)![0] };
  await expectConfirmationMail(request, email, orderNumber, receipt, course);
  expect((await freePlaces(request, course)).get(schedule)).toBe(seatsBefore.get(schedule));

  // Back in the customer area: the order's only position is withdrawn, so the order is cancelled; the
  // position says when, and the credit note is there to download.
  await page.goto('/customer-dashboard/meine-kurse');
  const cancelled = page.getByRole('region', { name: `Bestellung ${orderNumber}` });
  await expect(cancelled.getByText('Storniert', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(cancelled.getByText(`Widerrufen am ${receipt.date}`)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    cancelled.getByRole('button', { name: `Rechnungskorrektur ${numbers.creditNote} (PDF)` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Rechnungskorrektur-${numbers.creditNote}.pdf`);
  const text = pdfText(readFileSync(await download.path()));
  expect(text).toContain(numbers.creditNote);
  expect(text).toContain(numbers.invoice);
});
