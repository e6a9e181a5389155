/**
 * A booking after the order (issue 27) in Chromium against the real demo server, with the demo's
 * movable clock (DEV_CLOCK). A new customer orders two dated courses on invoice. In "Meine Kurse" she
 * cancels the first more than four weeks before its start: free, the fee and refund shown before she
 * confirms, the credit note as a PDF; she rebooks the second to another date of its course; ten days
 * before that date (the clock moved) cancelling it costs half the price, shown first, and its credit
 * note charges the fee. On a desktop and at 390 × 844 (no sideways scroll at 360).
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { CourseDetail, CourseScheduleDetail } from '../../src/shared/catalogue.ts';
import { formatDate } from '../../src/lib/format-date.ts';
import { coursePath } from '../../src/shared/page-paths.ts';
import type { SearchResult } from '../../src/shared/search.ts';
import { expect, test } from './support/test.ts';
import { expectNoSidewaysScrollAt360, isDemoWebinar, json, nameParticipantsLater, registerOnProvider } from './support/shop.ts';

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const bookable = (date: CourseScheduleDetail) =>
  !date.past && !date.fullyBooked && date.startDate > inDays(40) && date.pricelevels.some((level) => level.priceValue > 0);
const samePrice = (a: CourseScheduleDetail, b: CourseScheduleDetail) =>
  a.pricelevels[0]?.name === b.pricelevels[0]?.name && a.pricelevels[0]?.priceValue === b.pricelevels[0]?.priceValue;

/** In-person courses (not the demo webinars, no Fachanwaltslehrgang): one with a date 40+ days ahead, one with two such dates of one price. */
async function courses(request: APIRequestContext, skip: number) {
  const { courses: found } = await json<SearchResult>(request, '/api/search?courseType=PRESENT&limit=60');
  const details: CourseDetail[] = [];
  for (const summary of found.filter((one) => !isDemoWebinar(one))) {
    const course = await json<CourseDetail>(request, `/api/course/${summary.id}`);
    if (course.kind !== 'FACHANWALTSLEHRGANG') details.push(course);
  }
  const twoDates = details.filter((course) => {
    const dates = course.courseSchedules.filter(bookable);
    return dates.length >= 2 && samePrice(dates[0]!, dates[1]!);
  });
  const rebook = twoDates[skip];
  const cancel = details.filter((course) => course !== rebook && !twoDates.includes(course) && course.courseSchedules.some(bookable))[skip];
  if (!rebook || !cancel) throw new Error('the seed has too few in-person courses with dates 40+ days ahead');
  const [from, to] = rebook.courseSchedules.filter(bookable) as [CourseScheduleDetail, CourseScheduleDetail];
  return { cancel: { course: cancel, date: cancel.courseSchedules.find(bookable)! }, rebook: { course: rebook, from, to } };
}

async function addDate(page: Page, course: CourseDetail, date: CourseScheduleDetail) {
  await page.goto(coursePath(course));
  const row = page.locator('li.course-schedule').filter({ hasText: formatDate(date.startDate) });
  await row.getByRole('button', { name: /in den Warenkorb legen$/ }).first().click();
  await expect(page).toHaveURL(/\/warenkorb$/);
}

async function setClock(request: APIRequestContext, date: string | null) {
  const moved = await request.put('/api/dev/clock', { data: { date } });
  expect(moved.ok(), await moved.text()).toBe(true);
}

/** From the cart: register, buyer data, names later, invoice, the order placed. */
async function orderAsNewCustomer(page: Page) {
  await page.getByRole('button', { name: 'Zur Kasse' }).click();
  await page.getByRole('region', { name: 'Wie möchten Sie bestellen?' }).getByRole('button', { name: 'Registrieren' }).click();
  await registerOnProvider(page, 'Stella', 'Storno');
  await expect(page).toHaveURL(/\/order\/customer$/, { timeout: 20_000 });
  await page.getByRole('radio', { name: /Unternehmen oder Kanzlei/ }).check();
  await page.getByRole('textbox', { name: /Kanzlei \/ Unternehmen/ }).fill('Kanzlei Storno');
  await page.getByRole('textbox', { name: /Vorname/ }).fill('Stella');
  await page.getByRole('textbox', { name: /Nachname/ }).fill('Storno');
  await page.getByRole('textbox', { name: /Straße und Hausnummer/ }).fill('Am Markt 3');
  await page.getByRole('textbox', { name: /PLZ/ }).fill('04109');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Leipzig');
  await page.getByRole('combobox', { name: /Land/ }).selectOption({ label: 'Deutschland' });
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();
  await nameParticipantsLater(page);
  await expect(page).toHaveURL(/\/order\/payment-selection$/);
  await page.getByRole('radio', { name: /Rechnung/ }).check();
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await expect(page).toHaveURL(/\/order\/summary$/);
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/order\/order-complete$/, { timeout: 20_000 });
}

/** The booking of `course` in "Meine Kurse", its panel opened. */
async function openBooking(page: Page, course: CourseDetail) {
  const item = page.locator('article.dashboard-position').filter({ has: page.getByRole('heading', { level: 4, name: course.name }) });
  await item.getByRole('button', { name: 'Stornieren oder umbuchen' }).click();
  return item;
}

/** Downloads the credit note of `item` and answers its file name and text as the PDF carries it. */
async function creditNoteOf(page: Page, item: ReturnType<Page['locator']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('button', { name: /^Rechnungskorrektur RK-/ }).click()]);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return download.suggestedFilename();
}

for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, skip: 0 },
  { name: 'phone 390×844', viewport: { width: 390, height: 844 }, skip: 1 },
]) {
  test.describe(device.name, () => {
    test.use({ viewport: device.viewport });
    test.afterEach(async ({ request }) => setClock(request, null));

    test('cancel free 30+ days before (credit note, refund), rebook once, and cancel ten days before for half the price', async ({ page, request }) => {
      test.setTimeout(180_000);
      const { cancel, rebook } = await courses(request, device.skip);
      await addDate(page, cancel.course, cancel.date);
      await addDate(page, rebook.course, rebook.from);
      await orderAsNewCustomer(page);
      await page.goto('/customer-dashboard/meine-kurse');

      // More than four weeks before: free — the fee and the refund before anything is sent.
      const first = await openBooking(page, cancel.course);
      await expect(first.getByText(/Eine Stornierung ist bis \d\d\.\d\d\.\d{4} kostenfrei/)).toBeVisible();
      await first.getByRole('button', { name: 'Buchung stornieren' }).click();
      await expect(first.getByText('Stornogebühr', { exact: true })).toBeVisible();
      await expect(first.getByText('0,00 €')).toBeVisible();
      await expectNoSidewaysScrollAt360(page);
      await first.getByRole('button', { name: 'Kostenfrei stornieren' }).click();
      await expect(first.getByText(/^Storniert am /).first()).toBeVisible();
      await expect(first.getByText(/Sie hatten noch nicht gezahlt: Der offene Betrag verringert sich um/)).toBeVisible();
      expect(await creditNoteOf(page, first)).toMatch(/^Rechnungskorrektur-RK-\d{4}-\d{6}\.pdf$/);
      await expect(first.getByText(/^Storniert am /).first()).toBeVisible();

      // Rebook the other course once, to its next date.
      const second = await openBooking(page, rebook.course);
      await second.getByRole('button', { name: 'Umbuchen', exact: true }).click();
      const newDay = formatDate(rebook.to.startDate).replace(/\./g, '\\.');
      await second.getByRole('button', { name: new RegExp(`^Termin am ${newDay}( – .*)? wählen$`) }).click();
      await expect(second.getByText('Die Umbuchung ist kostenfrei')).toBeVisible();
      await second.getByRole('button', { name: 'Umbuchung bestätigen' }).click();
      await expect(second.getByText(new RegExp(`^Umgebucht auf ${newDay}`))).toBeVisible();
      await expectNoSidewaysScrollAt360(page);

      // Ten days before the new date: cancelling costs half the price, shown before confirming.
      const tenDaysBefore = new Date(Date.parse(`${rebook.to.startDate}T00:00:00Z`) - 10 * DAY_MS).toISOString().slice(0, 10);
      await setClock(request, tenDaysBefore);
      await page.reload();
      const late = await openBooking(page, rebook.course);
      await expect(late.getByText('Eine Stornierung kostet jetzt 50 % des Preises (§ 4 AGB).')).toBeVisible();
      await expect(late.getByText(/Umgebucht vom Termin am/)).toBeVisible();
      await late.getByRole('button', { name: 'Buchung stornieren' }).click();
      await expect(late.getByText('Stornogebühr (50 %)')).toBeVisible();
      await late.getByRole('button', { name: 'Kostenpflichtig stornieren' }).click();
      await expect(late.getByText(/^Storniert am /).first()).toBeVisible();
      await expect(late.getByText(/^Stornogebühr: .*[1-9].* · Erstattung:/)).toBeVisible();
      expect(await creditNoteOf(page, late)).toMatch(/^Rechnungskorrektur-RK-/);
      await expectNoSidewaysScrollAt360(page);
    });
  });
}
