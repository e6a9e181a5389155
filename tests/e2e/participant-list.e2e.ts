/**
 * The organizer staff's "Teilnehmerliste" (issue 25 §4) in Chromium against the real demo server, on a
 * 360 px phone: the demo staff account signs in at the page, finds the demo's past dates with
 * participants (seeded in demo mode, src/server/seed/demo-attendance.ts), opens one, sees each
 * participant as a card without sideways scrolling, marks and saves, and the list keeps the mark.
 */
import { expect, test } from './support/test.ts';
import { expectNoSidewaysScroll, logInOnProvider } from './support/shop.ts';

const STAFF = { email: 'veranstalter@kursmarkt.example', password: 'Veranstalter-Demo-2026' };

test.use({ viewport: { width: 360, height: 740 } });

test('organizer staff mark attendance on a phone', async ({ page }) => {
  await page.goto('/veranstalter/teilnehmerliste');
  await logInOnProvider(page, STAFF.email, STAFF.password);
  await expect(page).toHaveURL(/\/veranstalter\/teilnehmerliste$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Teilnehmerliste' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  // The demo's in-person date that is over: Clara Kunde, Jonas Weber (present) and Lea Schäfer (absent).
  // (In person: the firm journey's online webinar date may show the same counts.)
  const dates = page.locator('.organizer-dates__item').filter({ hasText: '3 Teilnehmende · 2 anwesend · 1 abwesend' }).filter({ hasNotText: '· online' });
  await dates.first().getByRole('link').click();
  await expect(page.getByRole('group', { name: 'Anwesenheit von Lea Schäfer' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  const lea = page.getByRole('group', { name: 'Anwesenheit von Lea Schäfer' });
  await expect(lea.getByRole('radio', { name: 'abwesend' })).toBeChecked();
  await lea.getByRole('radio', { name: 'anwesend' }).check();
  await page.getByRole('button', { name: 'Anwesenheit speichern' }).click();
  await expect(page.getByText('Die Anwesenheit ist gespeichert.')).toBeVisible();
  await expect(page.getByText('3 Teilnehmende · 3 anwesend · 0 abwesend')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('group', { name: 'Anwesenheit von Lea Schäfer' }).getByRole('radio', { name: 'anwesend' })).toBeChecked();
});
