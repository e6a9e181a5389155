/**
 * Issue 25 "must show", the firm's whole journey in Chromium against the real server (no mocks), at
 * 1366 × 768 and at 390 × 844, each on a demo webinar of its own (src/server/seed/demo-webinars.ts:
 * an online date of organizer 1 that started today, one that starts tomorrow):
 * - the demo firm's office manager books today's date for three lawyers — Anna and Bernd (members
 *   with accounts) and one person outside the firm — as the firm, with an invoice reference, and pays
 *   by invoice, naming them in the checkout's participants step (the members chosen from "Mitglied der
 *   Kanzlei"); the invoice (PDF) names the firm and the reference;
 * - each participant's mail (development mailbox) has the calendar file and the personal access link;
 * - the organizer's staff mark Anna and Bernd present and the third absent in the Teilnehmerliste;
 * - Anna and Bernd each download a certificate in their own name; the third, signed up with the
 *   booked address, sees there is none; Anna's "Mein Status" counts the hours; the office manager's
 *   Kanzlei section shows the members' hours, bookings and certificates, and the order of three places;
 * - substitution: the office manager books tomorrow's date for Bernd, and after naming closed names a
 *   substitute in "Meine Kurse"; Bernd's link answers "nicht mehr gültig", the substitute's opens the room.
 * No page visited scrolls sideways.
 */
import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Browser, Download, Page } from '@playwright/test';
import { storeConsentChoice } from './support/consent.ts';
import { expect, test } from './support/test.ts';
import { DEMO_WEBINARS } from '../../src/server/seed/demo-webinars.ts';
import type { CourseDetail, CourseScheduleDetail } from '../../src/shared/catalogue.ts';
import type { SearchResult } from '../../src/shared/search.ts';
import { coursePath } from '../../src/shared/page-paths.ts';
import { cartPositions, expectNoSidewaysScroll, json, PASSWORD, signInAt } from './support/shop.ts';

const MANAGER = { email: 'kanzlei@kursmarkt.example', password: 'Kanzlei-Demo-2026' };
const STAFF = { email: 'veranstalter@kursmarkt.example', password: 'Veranstalter-Demo-2026' };
const ANNA = { firstName: 'Anna', lastName: 'Anwältin', email: 'anna.anwaeltin@kursmarkt.example', password: 'Anwaeltin-Demo-2026' };
const BERND = { firstName: 'Bernd', lastName: 'Anwalt', email: 'bernd.anwalt@kursmarkt.example', password: 'Anwalt-Demo-2026' };
const FIRM = 'Kanzlei Demo & Partner';

interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

interface DevMail {
  id: number;
  recipient: string;
  subject: string;
  textBody: string;
  attachments: { fileName: string; url: string }[];
}

/** 'yyyy-mm-dd' as the pages write it. */
const german = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
const period = (schedule: CourseScheduleDetail) => `${german(schedule.startDate)} – ${german(schedule.endDate)}`;
const hours = (value: number) => value.toLocaleString('de-DE', { maximumFractionDigits: 1 });
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The demo webinar, its date that started today and its date that starts tomorrow. */
async function demoWebinar(request: APIRequestContext, index: number) {
  const { name } = DEMO_WEBINARS[index]!;
  const { courses } = await json<SearchResult>(request, `/api/search?term=${encodeURIComponent(name)}&courseType=ONLINE&limit=20`);
  const summary = courses.find((candidate) => candidate.name === name);
  expect(summary, `the demo webinar "${name}" (demo seed)`).toBeDefined();
  const course = await json<CourseDetail>(request, `/api/course/${summary!.id}`);
  const [today, tomorrow] = [...course.courseSchedules].sort((a, b) => a.startDate.localeCompare(b.startDate));
  expect(today!.past).toBe(false);
  return { course, today: today!, tomorrow: tomorrow! };
}

/**
 * The newest mail to `email` whose subject starts with `subject` and whose text holds `text` (a date's
 * period, when the person is booked on two dates); the jobs send some within a round or two.
 */
async function mailTo(request: APIRequestContext, email: string, subject: string, text = ''): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(async () => {
      const mails = await json<DevMail[]>(request, '/api/dev/mails');
      found = mails.find((mail) => mail.recipient.toLowerCase() === email.toLowerCase() && mail.subject.startsWith(subject) && mail.textBody.includes(text));
      return found !== undefined;
    }, { message: `a mail "${subject}" to ${email} (${text})`, timeout: 75_000, intervals: [1_000, 2_000, 5_000] })
    .toBe(true);
  return found!;
}

const accessLinkIn = (mail: DevMail) => {
  const link = /https?:\/\/\S+\/zugang#[A-Za-z0-9_-]{43}/.exec(mail.textBody)?.[0];
  expect(link, mail.textBody).toBeDefined();
  const url = new URL(link!);
  return `${url.pathname}${url.hash}`;
};

/** The text of a downloaded PDF, whitespace folded. */
async function pdfTextOf(download: Promise<Download>): Promise<string> {
  const file = (await (await download).path())!;
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/**
 * The checkout's participants step (issue 25 §1): each person on their seat — a member of the firm
 * chosen from "Mitglied der Kanzlei", anybody else typed in — then "Speichern und weiter".
 */
async function nameParticipantsAtCheckout(page: Page, people: readonly Person[]) {
  await expect(page).toHaveURL(/\/order\/participants$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Teilnehmende benennen' })).toBeVisible();
  for (const [index, person] of people.entries()) {
    const seat = page.getByRole('group', { name: `Platz ${index + 1}` });
    const members = seat.getByRole('combobox', { name: 'Mitglied der Kanzlei' });
    const member = members.locator('option', { hasText: person.email });
    if ((await member.count()) > 0) {
      await members.selectOption({ label: (await member.innerText()).trim() });
      await expect(seat.getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveValue(person.email);
    } else {
      await seat.getByRole('textbox', { name: /Vorname/ }).fill(person.firstName);
      await seat.getByRole('textbox', { name: /Nachname/ }).fill(person.lastName);
      await seat.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(person.email);
    }
  }
  await expectNoSidewaysScroll(page, '/order/participants');
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();
}

/**
 * The office manager (signed in) books `seats` places of one date as the firm, with an invoice
 * reference, names the people and pays by invoice; answers the order number. Ends on the order-complete page.
 */
async function bookForFirm(page: Page, course: CourseDetail, schedule: CourseScheduleDetail, people: readonly Person[], reference: string) {
  await page.goto(coursePath(course));
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the webinar');
  await page.getByRole('button', { name: new RegExp(`^Regulär am ${german(schedule.startDate)}.* in den Warenkorb legen$`) }).click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  const position = cartPositions(page).filter({ hasText: german(schedule.startDate) });
  await expect(cartPositions(page)).toHaveCount(1);
  if (people.length > 1) {
    await position.getByRole('combobox', { name: `Anzahl der Plätze für ${course.name}` }).selectOption(String(people.length));
    await expect(position.getByText(new RegExp(`${people.length} Plätze × `))).toBeVisible();
  }
  await expectNoSidewaysScroll(page, '/warenkorb');
  await page.getByRole('button', { name: 'Zur Kasse' }).click();

  // A buyer whose data are stored is taken past the buyer form: back (through the participants) to it,
  // the firm's data are given anew.
  await expect(page).toHaveURL(/\/order\/(customer|payment-selection)$/, { timeout: 20_000 });
  if (/\/order\/payment-selection$/.test(page.url())) {
    await page.getByRole('link', { name: 'Zurück' }).click();
    await expect(page).toHaveURL(/\/order\/participants$/, { timeout: 20_000 });
    await page.getByRole('link', { name: 'Zurück' }).click();
  }
  await expect(page).toHaveURL(/\/order\/customer$/, { timeout: 20_000 });
  await page.getByRole('radio', { name: /Unternehmen oder Kanzlei/ }).check();
  await page.getByRole('textbox', { name: /Kanzlei \/ Unternehmen/ }).fill(FIRM);
  await page.getByRole('textbox', { name: /Vorname/ }).fill('Beate');
  await page.getByRole('textbox', { name: /Nachname/ }).fill('Büroleitung');
  await page.getByRole('textbox', { name: /Straße und Hausnummer/ }).fill('Friedrichstraße 100');
  await page.getByRole('textbox', { name: /PLZ/ }).fill('10117');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Berlin');
  await page.getByRole('combobox', { name: /Land/ }).selectOption({ label: 'Deutschland' });
  await page.getByRole('textbox', { name: /Ihre Referenz für die Rechnung/ }).fill(reference);
  await expectNoSidewaysScroll(page, '/order/customer');
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();

  await nameParticipantsAtCheckout(page, people);

  await expect(page).toHaveURL(/\/order\/payment-selection$/);
  await page.getByRole('radio', { name: /Rechnung/ }).check();
  await expectNoSidewaysScroll(page, '/order/payment-selection');
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await expect(page).toHaveURL(/\/order\/summary$/);
  await expect(page.getByText(course.name).first()).toBeVisible();
  await expectNoSidewaysScroll(page, '/order/summary');
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/order\/order-complete$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  await expectNoSidewaysScroll(page, '/order/order-complete');
  const number = page.getByText('Ihre Bestellnummer:').locator('strong');
  await expect(number).toHaveText(/\S+/);
  return number.innerText();
}

/** Another person's browser at the same size, on the same shop. */
async function browserOf(browser: Browser, page: Page) {
  const context = await browser.newContext({ viewport: page.viewportSize()!, baseURL: new URL(page.url()).origin, locale: 'de-DE' });
  await storeConsentChoice(context);
  return { context, page: await context.newPage() };
}

/** A participant downloads the certificate of `course` in "Meine Kurse"; answers its text. */
async function certificateText(page: Page, course: CourseDetail) {
  const card = page.locator('article.participant-booking').filter({ has: page.getByRole('heading', { level: 3, name: course.name }) });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expectNoSidewaysScroll(page, 'Meine Kurse (participant)');
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Teilnahmebescheinigung (PDF)' }).click();
  return pdfTextOf(download);
}

for (const device of [
  { name: 'desktop 1366×768', viewport: { width: 1366, height: 768 }, webinar: 0 },
  { name: 'phone 390×844', viewport: { width: 390, height: 844 }, webinar: 1 },
]) {
  test.describe(device.name, () => {
    test.use({ viewport: device.viewport, actionTimeout: 30_000 });

    test('an office manager books a webinar for three lawyers by invoice; attendance, certificates, hours, and a substitute until the start', async ({ page, browser, request }) => {
      test.setTimeout(420_000);
      const { course, today, tomorrow } = await demoWebinar(request, device.webinar);
      const run = unique();
      const outside: Person = { firstName: 'Carla', lastName: 'Extern', email: `carla.extern.${run}@kursmarkt.example` };
      const reference = `KST 4711 / PO-${run}`;

      // The office manager books today's date for three lawyers, as the firm, with a reference.
      await signInAt(page, '/customer-dashboard/kanzlei', MANAGER);
      const orderNumber = await bookForFirm(page, course, today, [ANNA, BERND, outside], reference);

      // The invoice names the firm and the reference.
      const invoice = page.waitForEvent('download');
      await page.getByRole('button', { name: /Rechnung .* herunterladen \(PDF\)/ }).click();
      const invoiceText = await pdfTextOf(invoice);
      expect(invoiceText).toContain(FIRM);
      expect(invoiceText).toContain(`Ihre Referenz: ${reference}`);
      expect(invoiceText).toContain(orderNumber);

      // Tomorrow's date for Bernd (naming has closed for it already: only a substitute from now on).
      const substitutionOrder = await bookForFirm(page, course, tomorrow, [BERND], `${reference}-E`);

      // Each participant's mail: the booking confirmation with the calendar file, and the access link.
      for (const person of [ANNA, BERND, outside]) {
        const confirmation = await mailTo(request, person.email, `Ihre Anmeldung: ${course.name}`, period(today));
        expect(confirmation.attachments.map((file) => file.fileName)).toEqual(['kurstermin.ics']);
        const calendar = await (await request.get(confirmation.attachments[0]!.url)).text();
        expect(calendar).toContain('BEGIN:VEVENT');
        expect(calendar).toContain(course.name.slice(0, 30));
        expect(calendar).toMatch(new RegExp(`DTSTART;TZID=Europe/Berlin:${today.startDate.replaceAll('-', '')}T090000`));
        accessLinkIn(await mailTo(request, person.email, `Ihr persönlicher Zugangslink: ${course.name}`, period(today)));
      }

      // The organizer's staff: Anna and Bernd present (with continuous attendance), the third absent;
      // and the room's address for tomorrow's date.
      const staff = await browserOf(browser, page);
      await signInAt(staff.page, '/veranstalter/teilnehmerliste', STAFF);
      await expectNoSidewaysScroll(staff.page, '/veranstalter/teilnehmerliste');
      const dateItem = (schedule: CourseScheduleDetail) =>
        staff.page.locator('.organizer-dates__item').filter({ hasText: course.name }).filter({ hasText: period(schedule) });
      await dateItem(today).getByRole('link', { name: course.name }).click();
      for (const person of [ANNA, BERND]) {
        const mark = staff.page.getByRole('group', { name: `Anwesenheit von ${person.firstName} ${person.lastName}` });
        await mark.getByRole('radio', { name: 'anwesend' }).check();
        await mark.getByRole('checkbox', { name: 'mit Interaktion und kontinuierlicher Anwesenheit' }).check();
      }
      await staff.page.getByRole('group', { name: `Anwesenheit von ${outside.firstName} ${outside.lastName}` }).getByRole('radio', { name: 'abwesend' }).check();
      await expectNoSidewaysScroll(staff.page, 'Teilnehmerliste of today');
      await staff.page.getByRole('button', { name: 'Anwesenheit speichern' }).click();
      await expect(staff.page.getByText('Die Anwesenheit ist gespeichert.')).toBeVisible();
      await expect(staff.page.getByText('3 Teilnehmende · 2 anwesend · 1 abwesend')).toBeVisible();

      const room = `https://meet.example.org/kanzlei-${run}`;
      await staff.page.getByRole('link', { name: 'Zurück zu allen Terminen' }).click();
      await dateItem(tomorrow).getByRole('link', { name: course.name }).click();
      await expect(staff.page.getByText(`Die Anwesenheit kann ab Beginn des Termins am ${german(tomorrow.startDate)} erfasst werden.`)).toBeVisible();
      await staff.page.getByLabel('Adresse des Online-Raums (Zugangsadresse)').fill(room);
      await staff.page.getByRole('button', { name: 'Speichern', exact: true }).click();
      await expect(staff.page.getByText('Gespeichert. Die persönlichen Zugangslinks öffnen jetzt diese Adresse.')).toBeVisible();
      await expectNoSidewaysScroll(staff.page, 'Teilnehmerliste of tomorrow');
      await staff.context.close();

      // Substitution: Bernd's link for tomorrow was mailed at once (within the send days); the office
      // manager names Dora instead of him in "Meine Kurse" — after naming closed, before the start.
      const berndsLink = accessLinkIn(await mailTo(request, BERND.email, `Ihr persönlicher Zugangslink: ${course.name}`, period(tomorrow)));

      await page.goto('/customer-dashboard/meine-kurse');
      const order = page.getByRole('region', { name: `Bestellung ${substitutionOrder}` });
      await expect(order.getByText(/Die Frist für neue Namen ist abgelaufen\. Bis zum .*, dem Tag vor Beginn/)).toBeVisible({ timeout: 20_000 });
      await expect(order.getByRole('button', { name: /Teilnehmende/ })).toHaveCount(0);
      await expectNoSidewaysScroll(page, 'Meine Kurse (office manager)');
      await order.getByRole('button', { name: 'Ersatzperson benennen' }).click();
      const form = order.getByRole('form', { name: `Ersatzperson für ${course.name}` });
      await expect(form.getByLabel(/Wer wird ersetzt\?/)).toHaveValue('1');
      const dora: Person = { firstName: 'Dora', lastName: 'Ersatz', email: `dora.ersatz.${run}@kursmarkt.example` };
      await form.getByLabel(/Vorname/).fill(dora.firstName);
      await form.getByLabel(/Nachname/).fill(dora.lastName);
      await form.getByLabel(/E-Mail-Adresse/).fill(dora.email);
      await expectNoSidewaysScroll(page, 'Ersatzperson benennen');
      await form.getByRole('button', { name: 'Ersatzperson benennen' }).click();
      await expect(order.getByRole('status')).toContainText('Gespeichert.');
      await expect(order.getByRole('listitem').filter({ hasText: /^Platz 1 Dora Ersatz/ })).toBeVisible();
      await expect(order.getByRole('listitem').filter({ hasText: /^Platz 1 Bernd Anwalt/ })).toHaveCount(0);

      // Dora: her own confirmation with the calendar file, and her own link, which opens the room.
      const doraConfirmation = await mailTo(request, dora.email, `Ihre Anmeldung: ${course.name}`);
      expect(doraConfirmation.attachments.map((file) => file.fileName)).toEqual(['kurstermin.ics']);
      const dorasLink = accessLinkIn(await mailTo(request, dora.email, `Ihr persönlicher Zugangslink: ${course.name}`));
      expect(dorasLink).not.toBe(berndsLink);
      const access = await browserOf(browser, page);
      await access.page.goto(berndsLink);
      await expect(access.page.getByText('Dieser Zugangslink ist nicht mehr gültig.')).toBeVisible({ timeout: 20_000 });
      await expectNoSidewaysScroll(access.page, '/zugang (replaced)');
      // The room is another site (the reserved .example domain): a stand-in page shows it was reached.
      await access.page.route(`${room}**`, (route) =>
        route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Online-Raum</title><h1>Online-Raum</h1>' }),
      );
      await access.page.goto('/');
      await access.page.goto(dorasLink);
      await expect(access.page).toHaveURL(room, { timeout: 20_000 });
      await expect(access.page.getByRole('heading', { name: 'Online-Raum' })).toBeVisible();
      await access.context.close();

      // Anna and Bernd each download a certificate in their own name; Anna's status counts the hours.
      const anna = await browserOf(browser, page);
      await signInAt(anna.page, '/customer-dashboard/meine-kurse', ANNA);
      const annasCertificate = await certificateText(anna.page, course);
      expect(annasCertificate).toContain('Teilnahmebescheinigung');
      expect(annasCertificate).toContain('Anna Anwältin');
      expect(annasCertificate).not.toContain('Bernd Anwalt');
      expect(annasCertificate).toContain(course.name.slice(0, 25));
      const year = today.startDate.slice(0, 4);
      await anna.page.goto(`/customer-dashboard/mein-status?jahr=${year}`);
      await expect(anna.page.getByRole('heading', { level: 1, name: 'Mein Fortbildungsstatus' })).toBeVisible({ timeout: 20_000 });
      const title = anna.page.getByRole('region', { name: course.professionalScopes[0]!.name });
      await expect(title).toContainText(course.name);
      await expect(title).toContainText(`${hours(course.durationValue)} Std., davon angerechnet ${hours(course.durationValue)} Std.`);
      await expectNoSidewaysScroll(anna.page, 'Mein Status (Anna)');
      await anna.context.close();

      const bernd = await browserOf(browser, page);
      await signInAt(bernd.page, '/customer-dashboard/meine-kurse', BERND);
      const berndsCertificate = await certificateText(bernd.page, course);
      expect(berndsCertificate).toContain('Bernd Anwalt');
      expect(berndsCertificate).not.toContain('Anna Anwältin');
      await bernd.context.close();

      // The third lawyer, outside the firm, signs up with the booked address: the booking is there,
      // marked absent, without a certificate.
      const carla = await browserOf(browser, page);
      await carla.page.goto('/');
      await expect(async () => {
        if (!/\/oidc\/interaction\//.test(carla.page.url())) await carla.page.getByRole('banner').getByRole('button', { name: 'Registrieren' }).click();
        await expect(carla.page).toHaveURL(/\/oidc\/interaction\//, { timeout: 3_000 });
      }).toPass({ timeout: 30_000 });
      await carla.page.getByLabel('Vorname').fill(outside.firstName);
      await carla.page.getByLabel('Nachname').fill(outside.lastName);
      await carla.page.getByLabel('E-Mail-Adresse').fill(outside.email);
      await carla.page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
      await carla.page.getByLabel('Passwort wiederholen').fill(PASSWORD);
      await carla.page.getByRole('button', { name: 'Konto anlegen' }).click();
      await expect(carla.page).toHaveURL(/\/customer-dashboard$/, { timeout: 20_000 });
      const verify = /https?:\/\/\S+\/e-mail-bestaetigen#token=\S+/.exec((await mailTo(request, outside.email, 'Bitte bestätigen Sie Ihre E-Mail-Adresse')).textBody)![0];
      await carla.page.goto(`${new URL(verify).pathname}${new URL(verify).hash}`);
      await expect(carla.page.getByText(`Vielen Dank: Ihre E-Mail-Adresse ${outside.email} ist bestätigt.`)).toBeVisible();
      await carla.page.goto('/customer-dashboard/meine-kurse');
      const carlasBooking = carla.page.locator('article.participant-booking').filter({ has: carla.page.getByRole('heading', { level: 3, name: course.name }) });
      await expect(carlasBooking).toContainText('Laut Veranstalter haben Sie an diesem Termin nicht teilgenommen; eine Teilnahmebescheinigung gibt es daher nicht.', { timeout: 20_000 });
      await expect(carlasBooking.getByRole('button', { name: 'Teilnahmebescheinigung (PDF)' })).toHaveCount(0);
      await expectNoSidewaysScroll(carla.page, 'Meine Kurse (outside the firm)');
      await carla.context.close();

      // The office manager's Kanzlei section: the members' hours with this webinar, their bookings with
      // the certificates (the person outside the firm is no member: no hours, no bookings there), and the
      // order of three places naming all three.
      await page.goto('/customer-dashboard/kanzlei');
      await expect(page.getByRole('heading', { level: 2, name: FIRM })).toBeVisible({ timeout: 20_000 });
      const table = page.getByRole('table', { name: new RegExp(`^Stunden ${year}$`) });
      for (const person of [ANNA, BERND]) {
        const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `${person.firstName} ${person.lastName}` }) }).filter({ hasText: course.professionalScopes[0]!.name });
        await expect(row).toBeVisible();
      }
      await expect(table).not.toContainText(`${outside.firstName} ${outside.lastName}`);
      const bookings = page.getByRole('list', { name: 'Buchungen und Teilnahmebescheinigungen der Mitglieder' });
      for (const person of [ANNA, BERND]) {
        const member = bookings.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: `${person.firstName} ${person.lastName}` }) });
        await expect(member).toContainText(`${course.name}, ${german(today.startDate)}, online`);
        await expect(member.getByRole('button', { name: `Teilnahmebescheinigung ${course.name} – ${person.firstName} ${person.lastName} (PDF)` }).first()).toBeVisible();
      }
      await expect(bookings).not.toContainText(`${outside.firstName} ${outside.lastName}`);
      const orders = page.getByRole('list', { name: 'Bestellungen und Rechnungen' });
      const firmOrder = orders.getByRole('listitem').filter({ hasText: orderNumber }).first();
      await expect(firmOrder).toContainText(`${course.name}, ${german(today.startDate)}, 3 Platz/Plätze`);
      // All three by name: the order's participants, members or not.
      await expect(firmOrder).toContainText(`Teilnehmende: ${[ANNA, BERND, outside].map((person) => `${person.firstName} ${person.lastName}`).join(', ')}`);
      await expectNoSidewaysScroll(page, 'Kanzlei (office manager)');
    });
  });
}
