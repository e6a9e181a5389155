/**
 * Distance learning (issue 26 §3, FernUSG) in Chromium against the real demo server, with the demo's
 * movable clock (DEV_CLOCK: PUT /api/dev/clock runs the jobs due at the moved time before it answers).
 * A new customer orders a self-study course approved by the ZFU on invoice: the summary shows the ZFU
 * number and the instalment plan (periods of at most three months, "mit der Bestellung", the amount due
 * today) before the order; the order's mail carries the invoice of the first instalment. Three months
 * on, the next instalment's invoice arrives on its due date; six months on, the customer terminates in
 * "Meine Kurse" — the contract ends, the later instalments are cancelled and no further invoice comes,
 * even when the clock passes their due dates. On a desktop and at 390 × 844 (no sideways scroll at 360).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { CourseDetail } from '../../src/shared/catalogue.ts';
import type { SearchResult } from '../../src/shared/search.ts';
import { expect, test } from './support/test.ts';
import { addFirstBookableDate, expectNoSidewaysScrollAt360, json, registerOnProvider } from './support/shop.ts';

interface DevMail {
  recipient: string;
  subject: string;
  textBody: string;
  attachments: { fileName: string }[];
}

/** A self-study course approved by the ZFU whose first date can be booked at a price (`skip` passed over). */
async function distanceCourse(request: APIRequestContext, skip: number): Promise<CourseDetail & { zfuNumber: string }> {
  const { courses } = await json<SearchResult>(request, '/api/search?courseType=SELF&limit=40');
  let seen = 0;
  for (const summary of courses) {
    const course = await json<CourseDetail>(request, `/api/course/${summary.id}`);
    const first = course.courseSchedules[0];
    const approved = course.distanceLearning?.kind === 'ZFU_APPROVED' ? course.distanceLearning.zfuNumber : null;
    if (approved && course.kind !== 'FACHANWALTSLEHRGANG' && first && !first.past && !first.fullyBooked && first.pricelevels.some((level) => level.priceValue > 0) && seen++ === skip)
      return { ...course, zfuNumber: approved };
  }
  throw new Error('no bookable distance-learning course in the seed');
}

const mailsTo = async (request: APIRequestContext, email: string) =>
  (await json<DevMail[]>(request, '/api/dev/mails')).filter((mail) => mail.recipient === email);

/** Sets the demo clock to noon of `date` (null: the real time); the jobs then due have run when it answers. */
async function setClock(request: APIRequestContext, date: string | null) {
  const moved = await request.put('/api/dev/clock', { data: { date } });
  expect(moved.ok(), await moved.text()).toBe(true);
}

/** 'dd.mm.yyyy' (as the page prints it) → 'yyyy-mm-dd'. */
function isoDay(text: string): string {
  const match = /(\d{2})\.(\d{2})\.(\d{4})/.exec(text);
  if (!match) throw new Error(`no date in "${text}"`);
  return `${match[3]}-${match[2]}-${match[1]}`;
}

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** From the cart to the summary as a new business customer paying on invoice. */
async function newCustomerAtSummary(page: Page, course: CourseDetail): Promise<string> {
  await addFirstBookableDate(page, course);
  await page.getByRole('button', { name: 'Zur Kasse' }).click();
  await page.getByRole('region', { name: 'Wie möchten Sie bestellen?' }).getByRole('button', { name: 'Registrieren' }).click();
  const email = await registerOnProvider(page, 'Fiona', 'Fernlernerin');
  await expect(page).toHaveURL(/\/order\/customer$/, { timeout: 20_000 });
  await page.getByRole('radio', { name: /Unternehmen oder Kanzlei/ }).check();
  await page.getByRole('textbox', { name: /Kanzlei \/ Unternehmen/ }).fill('Kanzlei Fernlernerin');
  await page.getByRole('textbox', { name: /Vorname/ }).fill('Fiona');
  await page.getByRole('textbox', { name: /Nachname/ }).fill('Fernlernerin');
  await page.getByRole('textbox', { name: /Straße und Hausnummer/ }).fill('Lindenallee 5');
  await page.getByRole('textbox', { name: /PLZ/ }).fill('50667');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Köln');
  await page.getByRole('combobox', { name: /Land/ }).selectOption({ label: 'Deutschland' });
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();
  await expect(page).toHaveURL(/\/order\/participants$/, { timeout: 20_000 });
  await page.getByRole('group', { name: 'Platz 1' }).getByRole('checkbox', { name: 'Ich nehme selbst teil' }).check();
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();
  await expect(page).toHaveURL(/\/order\/payment-selection$/);
  await page.getByRole('radio', { name: /Rechnung/ }).check();
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await expect(page).toHaveURL(/\/order\/summary$/);
  return email;
}

for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone 390×844', viewport: { width: 390, height: 844 } },
]) {
  test.describe(device.name, () => {
    test.use({ viewport: device.viewport });
    // The clock is this worker's server's: back to the real time whatever happened.
    test.afterEach(async ({ request }) => setClock(request, null));

    test('a distance course shows its ZFU number and plan before the order, is invoiced instalment by instalment, and a termination after six months stops the rest', async ({ page, request }) => {
      test.setTimeout(120_000);
      const course = await distanceCourse(request, device.name === 'desktop' ? 0 : 1);
      const email = await newCustomerAtSummary(page, course);

      // Before the order: the ZFU number and the plan, the first instalment due with the order.
      await expect(page.getByText(`ZFU-Zulassungsnummer ${course.zfuNumber}`).first()).toBeVisible();
      const plan = page.getByRole('table', { name: /Zahlungsplan/ });
      await expect(plan).toBeVisible();
      const rows = plan.getByRole('row');
      const count = (await rows.count()) - 1;
      expect(count).toBeGreaterThanOrEqual(3);
      await expect(plan.getByText('mit der Bestellung')).toBeVisible();
      await expect(page.getByText(/Heute fällig/)).toBeVisible();
      await expectNoSidewaysScrollAt360(page);

      await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
      await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
      await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click();
      await expect(page).toHaveURL(/\/order\/order-complete$/, { timeout: 20_000 });
      // The order's page: what is due today, and the plan with the first instalment invoiced.
      await expect(page.getByText(/Heute fällig \(1\. Rate\)/)).toBeVisible();
      await expect(page.getByRole('table', { name: /Zahlungsplan/ }).getByRole('row').nth(1)).toContainText(/Rechnung RE-/);

      // The order's mail carries the invoice of the first instalment.
      await expect.poll(async () => (await mailsTo(request, email)).flatMap((mail) => mail.attachments.map((file) => file.fileName)).filter((name) => name.startsWith('Rechnung-')).length, { timeout: 20_000 }).toBe(1);

      // Meine Kurse: the first instalment invoiced, the second due later.
      await page.goto('/customer-dashboard/meine-kurse');
      const schedule = page.getByRole('table', { name: /Zahlungsplan/ }).first();
      await expect(schedule.getByRole('row').nth(1)).toContainText(/Rechnung RE-/);
      await expect(schedule.getByRole('row').nth(2)).toContainText(/fällig am/);
      const secondDay = isoDay(await schedule.getByRole('row').nth(2).innerText());
      const thirdDay = isoDay(await schedule.getByRole('row').nth(3).innerText());
      await expectNoSidewaysScrollAt360(page);

      // The day before the second instalment is due: no new invoice; on its due date: its invoice.
      const instalmentMails = async () => (await mailsTo(request, email)).filter((mail) => /fällige Rate/.test(mail.subject));
      await setClock(request, dayBefore(secondDay));
      expect(await instalmentMails()).toHaveLength(0);
      await setClock(request, secondDay);
      const dueMails = await instalmentMails();
      expect(dueMails).toHaveLength(1);
      expect(dueMails[0]!.textBody).toContain(`2. Rate von ${count}`);
      expect(dueMails[0]!.attachments.map((file) => file.fileName)).toEqual([expect.stringMatching(/^Rechnung-RE-/)]);
      await page.reload();
      await expect(page.getByRole('table', { name: /Zahlungsplan/ }).first().getByRole('row').nth(2)).toContainText(/Rechnung RE-/);

      // Six months after the order (the third instalment's due date, its invoice issued): terminate.
      // With three months' notice the contract ends with the third period: no later instalment is owed.
      await setClock(request, thirdDay);
      expect(await instalmentMails()).toHaveLength(2);
      await page.reload();
      await page.getByRole('button', { name: 'Fernunterrichtsvertrag kündigen' }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(/Der Vertrag endet am/);
      await dialog.getByRole('button', { name: 'Kündigung bestätigen' }).click();
      await expect(page.getByText(/Gekündigt am .* zum /).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Fernunterrichtsvertrag kündigen' })).toHaveCount(0);
      await expect(page.getByRole('table', { name: /Zahlungsplan/ }).first().getByText(/entfällt/).first()).toBeVisible();
      await expectNoSidewaysScrollAt360(page);

      // A year on, past every due date: no invoice after the termination.
      const lastDay = isoDay(await page.getByRole('table', { name: /Zahlungsplan/ }).first().getByRole('row').last().innerText());
      await setClock(request, lastDay);
      expect(await instalmentMails()).toHaveLength(2);
    });
  });
}
