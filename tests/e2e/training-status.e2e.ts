/**
 * Issue 12 "must show", the §15 FAO training status end to end in Chromium against the real server:
 * a new customer orders two § 15 FAO courses of one specialist title through the real checkout (the
 * cart, registration, buyer data, invoice), enters a course taken elsewhere, and mein-status counts
 * the hours of all three for that title and year and warns that the title is below 15 hours. The
 * chamber letter (§ 15 Abs. 5 FAO: courses that took place) refuses the ordered dates still ahead and
 * says why; for a course of this year that took place it is a PDF listing it.
 * (Favourites, the Merkzettel: customer-area.e2e.ts; the learning-success check and the evaluation:
 * certificates.e2e.ts.)
 */
import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { CourseDetail, CourseScheduleDetail } from '../../src/shared/catalogue.ts';
import type { SearchResult } from '../../src/shared/search.ts';
import { addFirstBookableDate, cartPositions, isDemoWebinar, json, nameParticipantsLater, registerOnProvider } from './support/shop.ts';

const bookable = (schedule: CourseScheduleDetail | undefined): schedule is CourseScheduleDetail =>
  schedule !== undefined && !schedule.past && !schedule.fullyBooked && schedule.pricelevels.some((level) => level.priceValue > 0);

/**
 * Two § 15 FAO courses (not self-study, with referents) whose first date is bookable, of one title
 * and one year, with fewer than 13 hours together (so, with 1.5 hours elsewhere, the title stays below 15).
 */
async function twoCoursesOfOneTitle(request: APIRequestContext): Promise<{ courses: [CourseDetail, CourseDetail]; scope: string; year: number }> {
  const { courses } = await json<SearchResult>(request, '/api/search?kind=FAO15&limit=100');
  const found = new Map<string, CourseDetail[]>();
  for (const summary of courses) {
    const course = await json<CourseDetail>(request, `/api/course/${summary.id}`);
    const first = course.courseSchedules[0];
    // One scope: the hours count toward it without a choice; addFirstBookableDate books the first date.
    if (isDemoWebinar(course) || course.kind !== 'FAO15' || course.courseType === 'SELF' || course.professionalScopes.length !== 1 || course.referents.length === 0) continue;
    if (!bookable(first) || course.durationValue <= 0) continue;
    const key = `${course.professionalScopes[0]!.name}|${first.startDate.slice(0, 4)}`;
    const group = found.get(key) ?? [];
    const partner = group.find((other) => other.durationValue + course.durationValue < 13);
    if (partner) {
      const [scope, year] = key.split('|') as [string, string];
      return { courses: [partner, course], scope, year: Number(year) };
    }
    found.set(key, [...group, course]);
  }
  throw new Error('no two bookable § 15 FAO courses of one title and year in the seed');
}

const hours = (value: number) => value.toLocaleString('de-DE', { maximumFractionDigits: 1 });

/** Registers from the cart's "Zur Kasse", gives the buyer data and orders on invoice. */
async function orderOnInvoice(page: Page) {
  await page.getByRole('button', { name: 'Zur Kasse' }).click();
  await page.getByRole('region', { name: 'Wie möchten Sie bestellen?' }).getByRole('button', { name: 'Registrieren' }).click();
  await registerOnProvider(page, 'Greta', 'Fortbildung');
  // A new account's empty cart takes the guest's: no merge notice, on to the buyer data.
  await expect(page).toHaveURL(/\/order\/customer$/, { timeout: 20_000 });
  await page.getByRole('radio', { name: /Unternehmen oder Kanzlei/ }).check();
  await page.getByRole('textbox', { name: /Kanzlei \/ Unternehmen/ }).fill('Kanzlei Fortbildung');
  await page.getByRole('textbox', { name: /Vorname/ }).fill('Greta');
  await page.getByRole('textbox', { name: /Nachname/ }).fill('Fortbildung');
  await page.getByRole('textbox', { name: /Straße und Hausnummer/ }).fill('Kanzleistraße 5');
  await page.getByRole('textbox', { name: /PLZ/ }).fill('50667');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Köln');
  await page.getByRole('combobox', { name: /Land/ }).selectOption({ label: 'Deutschland' });
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();
  await nameParticipantsLater(page);
  await expect(page).toHaveURL(/\/order\/payment-selection$/, { timeout: 20_000 });
  await page.getByRole('radio', { name: /Rechnung/ }).check();
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await expect(page).toHaveURL(/\/order\/summary$/);
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/order\/order-complete$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
}

/** Enters a course taken elsewhere for the title, in the year (on 10 March unless `day` says), with its hours. */
async function enterCourseTakenElsewhere(page: Page, title: string, scope: string, year: number, taken: number, day = `${year}-03-10`) {
  await page.getByRole('button', { name: 'Kurs eintragen' }).click();
  const form = page.getByRole('form', { name: 'Kurs eintragen' });
  await form.getByLabel('Titel des Kurses').fill(title);
  await form.getByLabel('Veranstalter').fill('Anwaltverein Köln');
  await form.getByLabel('Beginn').fill(day);
  await form.getByLabel('Ende').fill(day);
  await form.getByLabel('Zeitstunden (netto)').fill(String(taken));
  await form.getByLabel('Veranstaltungsart').selectOption('PRESENT');
  await form.getByLabel('Fachanwaltstitel').selectOption({ label: scope });
  await form.getByLabel('Referent').fill('Dr. Paul Extern');
  await form.getByRole('button', { name: 'Eintragen' }).click();
  await expect(page.getByRole('status').filter({ hasText: `„${title}“ wurde eingetragen.` })).toBeVisible();
}

/** Fills the chamber letter: a chamber with a member number, this title only, every course of it (or only the one named `only`). */
async function fillLetter(letter: Locator, scope: string, only?: string) {
  await letter.getByLabel('Rechtsanwaltskammer').selectOption({ index: 1 });
  await letter.getByLabel('Mitgliedsnummer').fill('RAK-2026-17');
  for (const box of await letter.getByRole('group', { name: 'Fachanwaltstitel' }).getByRole('checkbox').all()) {
    const label = await box.evaluate((input) => input.closest('label')!.textContent!.trim());
    if ((label === scope) !== (await box.isChecked())) await box.click();
  }
  for (const box of await letter.getByRole('group', { name: 'Kurse im Nachweis' }).getByRole('checkbox').all()) {
    const label = await box.evaluate((input) => input.closest('label')!.textContent!);
    if ((only === undefined || label.includes(only)) !== (await box.isChecked())) await box.click();
  }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('two ordered § 15 FAO courses and one entered elsewhere: the hours per title and year, the warning below 15 hours, and the chamber letter', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { courses, scope, year } = await twoCoursesOfOneTitle(request);
  for (const course of courses) await addFirstBookableDate(page, course);
  await expect(cartPositions(page)).toHaveCount(2);
  await orderOnInvoice(page);

  await page.goto(`/customer-dashboard/mein-status?jahr=${year}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Fortbildungsstatus' })).toBeVisible({ timeout: 20_000 });
  const elsewhere = `Erbrecht kompakt extern ${Date.now().toString(36)}`;
  const taken = 1.5;
  await enterCourseTakenElsewhere(page, elsewhere, scope, year, taken);

  // The title's card: each course with its hours, all counted, and the sum against the 15 hours.
  const card = page.getByRole('region', { name: scope });
  for (const course of courses) {
    await expect(card).toContainText(course.name);
    await expect(card).toContainText(`${hours(course.durationValue)} Std., davon angerechnet ${hours(course.durationValue)} Std.`);
  }
  await expect(card).toContainText(elsewhere);
  const total = courses[0].durationValue + courses[1].durationValue + taken;
  await expect(card).toContainText(`${hours(total)} von 15 Zeitstunden angerechnet`);
  // Below 15 hours the shop warns before a chamber would.
  expect(total).toBeLessThan(15);
  const letter = page.getByRole('form', { name: `Nachweis für die Rechtsanwaltskammer ${year}` });
  await expect(letter).toContainText(`${scope}: Es fehlen noch ${hours(15 - total)}`);

  // The letter (§ 15 Abs. 5 FAO proves courses that took place): the ordered dates are still ahead,
  // so the letter is refused and says why, for each of them.
  await fillLetter(letter, scope);
  await letter.getByRole('button', { name: 'Nachweis als PDF erstellen' }).click();
  await expect(letter).toContainText('Der Nachweis wurde nicht erstellt');
  for (const course of courses) await expect(letter).toContainText(new RegExp(`${escaped(course.name)}[^]*hat noch nicht stattgefunden`));

  // A course of this year that took place makes the letter: a PDF listing it, with the member number.
  const thisYear = Number(new Date().toISOString().slice(0, 4));
  await page.goto(`/customer-dashboard/mein-status?jahr=${thisYear}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Fortbildungsstatus' })).toBeVisible({ timeout: 20_000 });
  const past = `Arbeitsrecht vor Ort ${Date.now().toString(36)}`;
  await enterCourseTakenElsewhere(page, past, scope, thisYear, taken, `${thisYear}-01-15`);
  const pastLetter = page.getByRole('form', { name: `Nachweis für die Rechtsanwaltskammer ${thisYear}` });
  // The page reloads the year's state after the entry, and the letter's form with it: fill it once it lists the course.
  await expect(pastLetter.getByRole('group', { name: 'Kurse im Nachweis' })).toContainText(past);
  // Only that course: in this year the ordered dates may be listed too, and are still ahead.
  await fillLetter(pastLetter, scope, past);
  const download = page.waitForEvent('download');
  await pastLetter.getByRole('button', { name: 'Nachweis als PDF erstellen' }).click();
  const text = execFileSync('pdftotext', ['-layout', (await (await download).path())!, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain(past);
  for (const course of courses) expect(text).not.toContain(course.name);
  expect(text).toContain('Mitgliedsnummer: RAK-2026-17');
});
