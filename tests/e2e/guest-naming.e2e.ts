/**
 * Issue 25 §1 for guests, in Chromium against the real server: a guest books two places of one date,
 * names nobody at checkout ("Später benennen" — the step says the order e-mail's link lets them name
 * people later) and pays by invoice. The mail sent at placing carries the naming link; opened in a new
 * tab it shows the date and its two empty places, the guest names two people with the same form as
 * "Meine Kurse", sees them — also after a reload, the link is reusable — and each person gets their
 * booking confirmation. A forged link says so and where to turn. Also at 390 × 844, without sideways
 * scrolling there or at 360 px.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  bookableCourses, cartPositions, expectNoSidewaysScroll, expectNoSidewaysScrollAt360, json, nameParticipantsLater,
} from './support/shop.ts';
import type { CourseDetail, CourseScheduleDetail } from '../../src/shared/catalogue.ts';
import { coursePath } from '../../src/shared/page-paths.ts';

const PROOF_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const LINK = /https?:\/\/\S+\/teilnehmende-benennen#token=\S+/;

interface DevMail { recipient: string; subject: string; textBody: string }

const mailsTo = async (request: APIRequestContext, email: string) =>
  (await json<DevMail[]>(request, '/api/dev/mails')).filter((mail) => mail.recipient === email).reverse();

const german = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

interface Booked { course: CourseDetail; schedule: CourseScheduleDetail }

/**
 * Online courses with an open date at least a week ahead, and that date: its places can still be
 * named (naming closes PARTICIPANT_NAMING_CLOSES_DAYS_BEFORE days before the start).
 */
async function datesNamedAhead(request: APIRequestContext, count: number): Promise<Booked[]> {
  const weekAhead = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const found = (await bookableCourses(request, 12)).flatMap((course) => {
    const schedule = course.courseSchedules.find(
      (candidate) => !candidate.past && !candidate.fullyBooked && candidate.startDate >= weekAhead && candidate.pricelevels.some((level) => level.priceValue > 0),
    );
    return schedule ? [{ course, schedule }] : [];
  });
  expect(found.length, 'online dates a week ahead').toBeGreaterThanOrEqual(count);
  return found.slice(0, count);
}

/** Two places of the date in the cart, ordered as a guest without names, paid by invoice; answers the guest's e-mail. */
async function guestOrdersTwoPlaces(page: Page, { course, schedule }: Booked, tag: string): Promise<string> {
  await page.goto(coursePath(course));
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(` am ${german(schedule.startDate)}.* in den Warenkorb legen$`) }).first().click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  await cartPositions(page).first().getByRole('combobox', { name: `Anzahl der Plätze für ${course.name}` }).selectOption('2');
  await expect(cartPositions(page).first().getByText(/2 Plätze × /)).toBeVisible();
  await page.getByRole('button', { name: 'Zur Kasse' }).click();
  await page.getByRole('region', { name: 'Wie möchten Sie bestellen?' }).getByRole('button', { name: 'Als Gast bestellen' }).click();
  const email = `benennen-${tag}-${Date.now()}@kanzlei-beispiel.de`;
  const form = page.getByRole('main');
  await form.getByRole('radio', { name: /Unternehmen oder Kanzlei/ }).check();
  await form.getByRole('textbox', { name: /Kanzlei \/ Unternehmen/ }).fill('Kanzlei Später & Partner');
  await form.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(email);
  await form.getByRole('textbox', { name: /Vorname/ }).fill('Greta');
  await form.getByRole('textbox', { name: /Nachname/ }).fill('Gast');
  await form.getByRole('textbox', { name: /Straße und Hausnummer/ }).fill('Hafenstraße 1');
  await form.getByRole('textbox', { name: /PLZ/ }).fill('20457');
  await form.getByRole('textbox', { name: /^Ort/ }).fill('Hamburg');
  await form.getByRole('button', { name: 'Weiter zur Übersicht' }).click();

  // The participants step points to the mail's link, no longer to the contact form.
  await expect(page.getByText(/können Sie später benennen: über den Link in Ihrer Bestellbestätigung/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Kontaktformular/)).toHaveCount(0);
  await nameParticipantsLater(page);

  await expect(page).toHaveURL(/\/guest-order\/guest-summary$/);
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
  await page.getByRole('radio', { name: /Rechnung/ }).check();
  await page.getByRole('button', { name: 'Zahlungsart bestätigen' }).click();
  await expect(page).toHaveURL(/\/guest-order\/guest-order-complete$/, { timeout: 20_000 });
  return email;
}

/** The naming link of the mail sent when the order was placed. */
async function namingLinkOf(request: APIRequestContext, email: string): Promise<string> {
  await expect.poll(async () => (await mailsTo(request, email)).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const [placed] = await mailsTo(request, email);
  expect(placed!.textBody).toContain('Teilnehmende jetzt benennen');
  const link = LINK.exec(placed!.textBody)?.[0];
  expect(link, 'the naming link').toBeDefined();
  return link!;
}

const person = (first: string, tag: string) => ({ first, last: 'Beispiel', email: `${first.toLowerCase()}-${tag}-${Date.now()}@kanzlei-beispiel.de` });

async function nameTwo(page: Page, course: CourseDetail, people: ReturnType<typeof person>[]) {
  const position = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: course.name }) });
  await expect(position.getByRole('listitem')).toHaveText([/^Platz 1 noch ohne Namen$/, /^Platz 2 noch ohne Namen$/]);
  await position.getByRole('button', { name: 'Teilnehmende benennen' }).click();
  const form = position.getByRole('form', { name: `Teilnehmende für ${course.name}` });
  for (const [index, who] of people.entries()) {
    const seat = form.getByRole('group', { name: `Platz ${index + 1}` });
    await seat.getByRole('textbox', { name: 'Vorname' }).fill(who.first);
    await seat.getByRole('textbox', { name: 'Nachname' }).fill(who.last);
    await seat.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(who.email);
  }
  await expectNoSidewaysScroll(page, 'the naming form');
  await form.getByRole('button', { name: 'Teilnehmende speichern' }).click();
  await expect(position.getByRole('status').filter({ hasText: /^Gespeichert\./ })).toBeVisible({ timeout: 20_000 });
  return position;
}

async function expectNamed(page: Page, course: CourseDetail, people: ReturnType<typeof person>[]) {
  const position = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: course.name }) });
  await expect(position.getByRole('listitem')).toHaveText(
    people.map((who, index) => new RegExp(`^Platz ${index + 1} ${who.first} ${who.last}\\s*${who.email.replace(/[.+]/g, '\\$&')}$`)),
  );
}

async function runJourney(page: Page, request: APIRequestContext, booked: Booked, tag: string) {
  const { course } = booked;
  const email = await guestOrdersTwoPlaces(page, booked, tag);
  const link = await namingLinkOf(request, email);
  // The checkout's tab is gone; the link opens in a new one.
  const tab = await page.context().newPage();
  await page.close();
  await tab.goto(link);
  await expect(tab.getByRole('heading', { level: 1, name: 'Teilnehmende benennen' })).toBeVisible({ timeout: 20_000 });
  await expect(tab.getByText(/^Bestellung KM-\d{4}-\d+: Hier tragen Sie ein/)).toBeVisible();
  await expect(tab.getByRole('heading', { level: 2, name: course.name })).toBeVisible();
  await expectNoSidewaysScroll(tab, 'the naming page');
  await expectNoSidewaysScrollAt360(tab);

  const people = [person('Anna', tag), person('Ben', tag)];
  await nameTwo(tab, course, people);
  await expectNamed(tab, course, people);
  // Reusable: the same link shows the names again.
  await tab.reload();
  await expectNamed(tab, course, people);
  await expectNoSidewaysScrollAt360(tab);

  // Each person named gets their own booking confirmation.
  for (const who of people) {
    await expect
      .poll(async () => (await mailsTo(request, who.email)).map((mail) => mail.subject), { timeout: 20_000 })
      .toContain(`Ihre Anmeldung: ${course.name}`);
  }

  // A link altered on the way is refused, with somewhere to turn.
  await tab.goto(link.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')));
  await expect(tab.getByRole('alert')).toContainText('Dieser Link ist nicht gültig.', { timeout: 20_000 });
  await expect(tab.getByRole('link', { name: /Kontaktformular/ })).toBeVisible();
}

test('a guest names the two places of an order later, through the link of the order e-mail', async ({ page, request }) => {
  const [booked] = await datesNamedAhead(request, 2);
  await runJourney(page, request, booked!, 'desktop');
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the same from the phone: the link opens, two people are named and shown, nothing scrolls sideways', async ({ page, request }) => {
    const [, booked] = await datesNamedAhead(request, 2);
    await runJourney(page, request, booked!, 'phone');
  });
});
