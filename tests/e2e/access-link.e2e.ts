/**
 * The personal access link's page /zugang (issue 25 §3, §6) in Chromium against the real server, on a
 * 360 × 740 phone: the page is an address of the shop (200, not the 404 page), posts the token of its
 * fragment to the real API and says clearly that an unknown link does not exist — without leaving
 * for the 404 page and without sideways scroll. (Links that open a room, wait for the organizer or were
 * replaced: tests/server/access-links.test.ts and tests/web/access-link.test.tsx.)
 */
import { expect, test } from './support/test.ts';
import { expectNoSidewaysScroll } from './support/shop.ts';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('an unknown access link says so on a phone, no 404 page, no sideways scroll', async ({ page, request }) => {
  const document = await request.get('/zugang');
  expect(document.status()).toBe(200);

  const answer = page.waitForResponse((response) => response.url().endsWith('/api/access-link') && response.request().method() === 'POST');
  await page.goto(`/zugang#${'Q'.repeat(43)}`);
  expect((await answer).status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Zugang zur Online-Veranstaltung' })).toBeVisible();
  await expect(page.getByText('Diesen Zugangslink gibt es nicht.')).toBeVisible();
  await expect(page).toHaveURL(/\/zugang#Q{43}$/);
  await expectNoSidewaysScroll(page, '/zugang, unknown link');
});
