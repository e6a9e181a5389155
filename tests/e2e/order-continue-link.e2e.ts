/**
 * Issue 24 §3 end to end, in Chromium against the real server: a consumer guest orders
 * ("zahlungspflichtig bestellen") and closes the tab on "Zahlungsart wählen". The mail sent at placing
 * is in the dev mailbox with the AGB as a PDF and a link to continue the order; the link, opened in a
 * new tab, leads to the payment choice; the guest pays with the test card and downloads the invoice
 * on the complete page. The invoice is attached to the confirmation mail, and the link works only once.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { addFirstBookableDate, bookableCourses, json, nameParticipantsLater } from './support/shop.ts';

const PROOF_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

interface DevMail {
  id: number;
  recipient: string;
  subject: string;
  textBody: string;
  attachments: { fileName: string; contentType: string; url: string }[];
}

function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'continue-e2e-'));
  try {
    const file = join(dir, 'file.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function mailsTo(request: APIRequestContext, email: string) {
  return (await json<DevMail[]>(request, '/api/dev/mails')).filter((mail) => mail.recipient === email).reverse();
}

async function attachmentText(request: APIRequestContext, url: string) {
  const file = await request.get(url);
  expect(file.ok(), url).toBe(true);
  expect(file.headers()['content-type']).toBe('application/pdf');
  return pdfText(await file.body());
}

async function fillConsumer(page: Page, email: string) {
  const form = page.getByRole('main');
  await form.getByRole('radio', { name: /Privatperson/ }).check();
  await form.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(email);
  await form.getByRole('textbox', { name: /Vorname/ }).fill('Vera');
  await form.getByRole('textbox', { name: /Nachname/ }).fill('Verbraucherin');
  await form.getByRole('textbox', { name: /Straße und Hausnummer/ }).fill('Lindenweg 3');
  await form.getByRole('textbox', { name: /PLZ/ }).fill('50667');
  await form.getByRole('textbox', { name: /^Ort/ }).fill('Köln');
  await form.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await nameParticipantsLater(page);
}

test('a guest closes the tab after ordering, continues from the mail, pays by card and downloads the invoice', async ({ page, context, request }) => {
  const [course] = await bookableCourses(request, 1, 6);
  await addFirstBookableDate(page, course!);
  await page.getByRole('button', { name: 'Zur Kasse' }).click();
  await page.getByRole('region', { name: 'Wie möchten Sie bestellen?' }).getByRole('button', { name: 'Als Gast bestellen' }).click();
  const email = `fortsetzen-${Date.now()}@example.org`;
  await fillConsumer(page, email);

  await expect(page).toHaveURL(/\/guest-order\/guest-summary$/);
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  const earlyStart = page.getByRole('checkbox', { name: /vor Ablauf der Widerrufsfrist/ });
  if (await earlyStart.count()) await earlyStart.check();
  await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/guest-order\/(file-upload|payment-selection)$/, { timeout: 20_000 });
  if (page.url().endsWith('/file-upload')) {
    await page.getByLabel('Datei auswählen').setInputFiles({ name: 'zulassung.pdf', mimeType: 'application/pdf', buffer: PROOF_PDF });
    await expect(page.getByText('zulassung.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/guest-order\/payment-selection$/);
  // The guest closes the tab here: the tab's order token is gone with it.
  await page.close();

  // The mail sent at placing: the AGB attached, the withdrawal instructions, the continue link.
  await expect.poll(async () => (await mailsTo(request, email)).length, { timeout: 20_000 }).toBe(1);
  const [placed] = await mailsTo(request, email);
  expect(placed!.subject).toMatch(/^Ihre Bestellung KM-\d{4}-\d+ bei Kursmarkt$/);
  expect(placed!.textBody).toContain('Muster-Widerrufsformular');
  expect(placed!.attachments.map((file) => file.fileName)).toEqual(['AGB.pdf']);
  expect(await attachmentText(request, placed!.attachments[0]!.url)).toContain('Allgemeine Geschäftsbedingungen');
  const link = /https?:\/\/\S+\/bestellung-fortsetzen#token=\S+/.exec(placed!.textBody)?.[0];
  expect(link, 'the continue link').toBeDefined();

  // A new tab from the mail: the payment choice of this order.
  const tab = await context.newPage();
  await tab.goto(link!);
  await expect(tab).toHaveURL(/\/guest-order\/payment-selection$/, { timeout: 20_000 });
  await tab.getByRole('radio', { name: /Kreditkarte/ }).check();
  await tab.getByRole('button', { name: 'Zahlungsart bestätigen' }).click();
  await expect(tab.getByRole('button', { name: 'Bezahlen' })).toBeVisible({ timeout: 20_000 });
  await tab.getByRole('button', { name: 'Bezahlen' }).click();
  await expect(tab).toHaveURL(/\/guest-order\/guest-order-complete$/, { timeout: 20_000 });
  await expect(tab.getByText('Ihre Kartenzahlung ist eingegangen.')).toBeVisible();

  // The invoice, downloaded on the complete page.
  const invoiceButton = tab.getByRole('button', { name: /^Rechnung RE-\d{4}-\d+ herunterladen \(PDF\)$/ });
  await expect(invoiceButton).toBeVisible();
  const invoiceNumber = /RE-\d{4}-\d+/.exec((await invoiceButton.textContent()) ?? '')![0];
  const [download] = await Promise.all([tab.waitForEvent('download'), invoiceButton.click()]);
  const saved = await download.path();
  expect(saved).toBeTruthy();
  expect(pdfText(readFileSync(saved))).toContain(invoiceNumber);

  // The confirmation mail carries the invoice.
  await expect.poll(async () => (await mailsTo(request, email)).length, { timeout: 20_000 }).toBe(2);
  const [, confirmed] = await mailsTo(request, email);
  expect(confirmed!.attachments.map((file) => file.fileName)).toEqual([`Rechnung-${invoiceNumber}.pdf`]);
  expect(await attachmentText(request, confirmed!.attachments[0]!.url)).toContain(invoiceNumber);

  // The link works once.
  const again = await context.newPage();
  await again.goto(link!);
  await expect(again.getByText('Dieser Link wurde bereits verwendet.', { exact: false })).toBeVisible({ timeout: 20_000 });
});
