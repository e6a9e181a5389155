/**
 * Issue 12 §1–§2 end to end, in Chromium against the real server (no mocks): the demo customer
 * signs in, opens every user-menu entry and every dashboard section (none is the 404 page),
 * bookmarks a course on its page and finds it on the Merkzettel (and puts it in the cart from there),
 * saves a search on the result page and runs it again from Favoriten, enters a course taken
 * elsewhere on mein-status and sees its hours counted (and produces the chamber letter), and edits
 * and saves meine-daten. At 390 × 844 no dashboard page scrolls sideways.
 */
import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { CourseDetail } from '../../src/shared/catalogue.ts';
import { coursePath } from '../../src/shared/page-paths.ts';
import { bookableCourses, DEMO_CUSTOMER, expectNoSidewaysScroll, logInOnProvider } from './support/shop.ts';

const SECTIONS = [
  { path: '/customer-dashboard', heading: 'Mein Konto', menu: 'Übersicht' },
  { path: '/customer-dashboard/mein-status', heading: 'Mein Fortbildungsstatus', menu: 'Mein Fortbildungsstatus' },
  { path: '/customer-dashboard/meine-kurse', heading: 'Meine Kurse', menu: 'Meine Kurse' },
  { path: '/customer-dashboard/favoriten', heading: 'Suchfavoriten', menu: 'Suchfavoriten' },
  { path: '/customer-dashboard/meine-daten', heading: 'Meine Daten', menu: 'Meine Daten' },
  { path: '/customer-dashboard/merkzettel', heading: 'Merkzettel', menu: 'Merkzettel' },
  { path: '/customer-dashboard/kanzlei', heading: 'Kanzlei', menu: 'Kanzlei' },
] as const;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Opens a dashboard page as a guest: the provider's login, then back on the same page. */
async function signInAt(page: Page, path: string) {
  await page.goto(path);
  await logInOnProvider(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`), { timeout: 20_000 });
}

async function expectNotFoundAbsent(page: Page) {
  await expect(page.getByRole('heading', { name: 'Upps! Da ist was schief gelaufen.' })).toHaveCount(0);
  expect(new URL(page.url()).pathname).not.toBe('/404');
}

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
  expect(serious, page.url()).toEqual([]);
}

test('a guest is sent to the sign-in and comes back to the same section; every user-menu entry and section is a page', async ({ page }) => {
  await signInAt(page, '/customer-dashboard/meine-kurse');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Kurse' })).toBeVisible();
  await expect(page).toHaveTitle('Meine Kurse | Kursmarkt');

  const banner = page.getByRole('banner');
  for (const section of SECTIONS) {
    await banner.getByRole('button', { name: `Benutzermenü von ${DEMO_CUSTOMER.name}` }).click();
    await banner.getByRole('link', { name: section.menu, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${section.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: section.heading })).toBeVisible();
    await expectNotFoundAbsent(page);
  }
  const nav = page.getByRole('navigation', { name: 'Bereiche Ihres Kontos' });
  for (const section of SECTIONS) {
    await nav.getByRole('link', { name: section.menu, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: section.heading })).toBeVisible();
    await expect(nav.getByRole('link', { name: section.menu, exact: true })).toHaveAttribute('aria-current', 'page');
    await expectNotFoundAbsent(page);
  }
  // Every link inside the sections' content leads to a page too (the overview's summary).
  await page.goto('/customer-dashboard');
  const summary = page.getByRole('region', { name: 'Ihre Übersicht' }).getByRole('link');
  await expect(summary.first()).toBeVisible();
  for (const href of await summary.evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNotFoundAbsent(page);
  }
});

test('a bookmarked course is on the Merkzettel and goes from there into the cart', async ({ page, request }) => {
  const [course] = (await bookableCourses(request, 1, 2)) as [CourseDetail];
  await signInAt(page, '/customer-dashboard');
  await page.goto(coursePath(course));
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
  const toggle = page.getByRole('button', { name: /Auf den Merkzettel|Vom Merkzettel entfernen/ });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/customer-dashboard/merkzettel');
  const item = page.getByRole('list', { name: 'Gemerkte Kurse' }).getByRole('listitem').filter({ has: page.getByRole('link', { name: course.name }) });
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('link', { name: course.name })).toHaveAttribute('href', coursePath(course));
  await item.getByRole('button', { name: `In den Warenkorb: ${course.name}` }).click();
  await item.getByRole('button', { name: `In den Warenkorb legen: ${course.name}` }).click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  await expect(page.getByRole('list', { name: 'Positionen im Warenkorb' }).getByRole('listitem').filter({ hasText: course.name })).not.toHaveCount(0);

  // Removing it from the Merkzettel.
  await page.goto('/customer-dashboard/merkzettel');
  await item.getByRole('button', { name: `Vom Merkzettel entfernen: ${course.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'vom Merkzettel entfernt' })).toBeVisible();
  await expect(item).toHaveCount(0);
});

test('a search saved on the result page runs again from Favoriten, and can be renamed and deleted', async ({ page }) => {
  await signInAt(page, '/customer-dashboard/favoriten');
  await page.goto('/online-seminare?term=Arbeitsrecht');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const name = `Arbeitsrecht online ${unique()}`;
  await page.getByRole('button', { name: 'Suche speichern' }).click();
  await page.getByLabel('Name der Suche').fill(name);
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Die Suche wurde als „${name}“ gespeichert.` })).toBeVisible();
  await page.getByRole('link', { name: 'Zu Ihren Suchfavoriten' }).click();

  const card = page.getByRole('region', { name });
  await expect(card).toContainText('Arbeitsrecht');
  await expect(card).toContainText('Online-Seminar');
  await card.getByRole('link', { name: `Suche ausführen: ${name}` }).click();
  await expect(page).toHaveURL(/\/search\?/);
  const query = new URL(page.url()).searchParams;
  expect(query.get('term')).toBe('Arbeitsrecht');
  expect(query.get('courseType')).toBe('ONLINE');
  await expect(page.getByRole('searchbox').or(page.getByLabel('Suchbegriff')).first()).toHaveValue('Arbeitsrecht');

  await page.goto('/customer-dashboard/favoriten');
  await card.getByRole('button', { name: `Umbenennen: ${name}` }).click();
  const renamed = `${name} neu`;
  await card.getByLabel('Neuer Name').fill(renamed);
  await card.getByRole('button', { name: 'Namen speichern' }).click();
  const renamedCard = page.getByRole('region', { name: renamed });
  await expect(renamedCard).toBeVisible();
  await renamedCard.getByRole('button', { name: `Löschen: ${renamed}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Die Suche „${renamed}“ wurde gelöscht.` })).toBeVisible();
  await expect(renamedCard).toHaveCount(0);
});

test('a course taken elsewhere counts on mein-status, and the chamber letter lists it as a PDF', async ({ page }) => {
  await signInAt(page, '/customer-dashboard/mein-status');
  const year = new Date().getFullYear();
  const title = `Mietrecht aktuell ${unique()}`;
  await page.getByRole('button', { name: 'Kurs eintragen' }).click();
  const form = page.getByRole('form', { name: 'Kurs eintragen' });
  await form.getByLabel('Titel des Kurses').fill(title);
  await form.getByLabel('Veranstalter').fill('Anwaltverein Köln');
  await form.getByLabel('Beginn').fill(`${year}-02-03`);
  await form.getByLabel('Ende').fill(`${year}-02-03`);
  await form.getByLabel('Zeitstunden (netto)').fill('2.5');
  await form.getByLabel('Veranstaltungsart').selectOption('PRESENT');
  const scope = form.getByLabel('Fachanwaltstitel');
  await scope.selectOption({ index: 1 });
  const scopeName = (await scope.locator('option:checked').textContent())!.trim();
  await form.getByLabel('Referent').fill('Dr. Anna Muster');
  await form.getByRole('button', { name: 'Eintragen' }).click();
  await expect(page.getByRole('status').filter({ hasText: `„${title}“ wurde eingetragen.` })).toBeVisible();

  const entry = page.getByRole('list', { name: `Eigene Einträge ${year}` }).getByRole('listitem').filter({ hasText: title });
  await expect(entry).toContainText('2,5');
  const card = page.getByRole('region', { name: scopeName });
  await expect(card).toContainText(title);
  await expect(card).toContainText('2,5 Std., davon angerechnet 2,5 Std.');
  await expect(card).toContainText(/von 15 Zeitstunden angerechnet/);

  // Editing the entry changes the hours counted.
  await entry.getByRole('button', { name: `Bearbeiten: ${title}` }).click();
  const edit = page.getByRole('form', { name: `„${title}“ bearbeiten` });
  await edit.getByLabel('Zeitstunden (netto)').fill('3');
  await edit.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(card).toContainText('3 Std., davon angerechnet 3 Std.');

  // The letter: only this title and this course, to a chamber with a member number.
  const letter = page.getByRole('form', { name: `Nachweis für die Rechtsanwaltskammer ${year}` });
  await letter.getByLabel('Rechtsanwaltskammer').selectOption({ index: 1 });
  await letter.getByLabel('Mitgliedsnummer').fill('RAK-4711');
  for (const box of await letter.getByRole('group', { name: 'Fachanwaltstitel' }).getByRole('checkbox').all()) {
    const label = await box.evaluate((input) => input.closest('label')!.textContent!.trim());
    if ((label === scopeName) !== (await box.isChecked())) await box.click();
  }
  for (const box of await letter.getByRole('group', { name: 'Kurse im Nachweis' }).getByRole('checkbox').all()) {
    const label = await box.evaluate((input) => input.closest('label')!.textContent!);
    if (label.includes(title) !== (await box.isChecked())) await box.click();
  }
  await expect(letter).toContainText(`${scopeName}: Es fehlen noch`);
  const download = page.waitForEvent('download');
  await letter.getByRole('button', { name: 'Nachweis als PDF erstellen' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  // The PDF lists the course with its organizer and referent, and the member number.
  const text = execFileSync('pdftotext', ['-layout', (await (await download).path())!, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain(title);
  expect(text).toContain('Veranstalter: Anwaltverein Köln; Referenten: Dr. Anna Muster');
  expect(text).toContain('Mitgliedsnummer: RAK-4711');
  await expect(letter.getByRole('status').filter({ hasText: 'Der Nachweis wurde als' })).toBeVisible();

  await entry.getByRole('button', { name: `Löschen: ${title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `„${title}“ wurde gelöscht.` })).toBeVisible();
  await expect(entry).toHaveCount(0);
});

test('meine-daten saves the changed address; the password is changed at the provider', async ({ page }) => {
  await signInAt(page, '/customer-dashboard/meine-daten');
  const street = `Teststraße ${Math.floor(Math.random() * 900) + 1}`;
  await page.getByRole('radio', { name: /Privatperson/ }).check();
  await page.getByLabel('Vorname').fill('Clara');
  await page.getByLabel('Nachname').fill('Kunde');
  await page.getByLabel('Straße und Hausnummer').fill(street);
  await page.getByLabel('PLZ').fill('50667');
  await page.getByRole('textbox', { name: 'Ort', exact: true }).fill('Köln');
  await page.getByLabel('Land').selectOption('DEU');
  await page.getByRole('button', { name: 'Daten speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ihre Daten wurden gespeichert.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Straße und Hausnummer')).toHaveValue(street);
  await expect(page.getByRole('link', { name: 'Passwort ändern' })).toHaveAttribute('href', /\/oidc\/password$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('no dashboard section scrolls sideways at 390 × 844 nor at 360 px, and none has a serious accessibility violation', async ({ page }) => {
    await signInAt(page, '/customer-dashboard');
    for (const section of SECTIONS) {
      await page.goto(section.path);
      await expect(page.getByRole('heading', { level: 1, name: section.heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /geladen …$/ })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousViolations(page);
    }
    await page.setViewportSize({ width: 360, height: 740 });
    for (const section of SECTIONS) {
      await page.goto(section.path);
      await expect(page.getByRole('heading', { level: 1, name: section.heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /geladen …$/ })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
    }
    await page.goto('/customer-dashboard/mein-status');
    await page.getByRole('button', { name: 'Kurs eintragen' }).click();
    await expectNoSidewaysScroll(page);
    await page.goto('/search?term=Recht');
    await page.getByRole('button', { name: 'Suche speichern' }).click();
    await expectNoSidewaysScroll(page);
  });
});
