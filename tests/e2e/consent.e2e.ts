/**
 * The consent dialog (issue 26 §4, must show): a visitor from a partner's link (?aid=) meets the
 * dialog before anything that needs consent. Rejected: no `aid` cookie and no request to
 * googletagmanager.com, across a reload. Accepted (a new browser): the `aid` cookie, the tag manager's
 * request, and a view_item event in its dataLayer on a course page.
 *
 * The servers run with TAG_MANAGER_ID (playwright.config.ts). googletagmanager.com is outside the
 * test's reach: its request is answered here with a tiny script (page.route, the browser's boundary),
 * and every request to it is counted.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { coursePath } from '../../src/shared/page-paths.ts';
import { AFFILIATES } from '../../src/server/seed/data/affiliates.ts';
import { bookableCourses, expectNoSidewaysScroll } from './support/shop.ts';
import { expect, test } from './support/test.ts';

// This file meets the dialog: no choice stored beforehand (support/consent.ts).
test.use({ storedConsent: false });

const AFFILIATE = AFFILIATES[0]!.id;
const TAG_MANAGER = /^https:\/\/www\.googletagmanager\.com\//;

/** Answers googletagmanager.com with a script that only marks it ran; answers the requests seen. */
async function standInForTagManager(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route(TAG_MANAGER, async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ contentType: 'application/javascript', body: 'window.__gtmLoaded = true;' });
  });
  return requests;
}

const affiliateCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'aid');

async function dialogOf(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Ihre Cookie-Einstellungen' });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test('reject: no aid cookie and no tag manager request, also after a reload', async ({ page, context }) => {
      const requests = await standInForTagManager(context);
      await page.goto(`/?aid=${AFFILIATE}`);
      const dialog = await dialogOf(page);
      await expectNoSidewaysScroll(page);
      const reject = dialog.getByRole('button', { name: 'Alle ablehnen' });
      const accept = dialog.getByRole('button', { name: 'Alle akzeptieren' });
      // As easy and as prominent: the same size, side by side.
      const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
      expect(Math.round(rejectBox!.width)).toBe(Math.round(acceptBox!.width));
      expect(Math.round(rejectBox!.height)).toBe(Math.round(acceptBox!.height));
      expect(Math.round(rejectBox!.y)).toBe(Math.round(acceptBox!.y));
      // Focus is inside, and Escape agrees to nothing.
      await expect(dialog).toBeFocused();
      // WCAG 2.1 AA on the open dialog (the page behind is inert).
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(violations.map((violation) => violation.id)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();

      await reject.click();
      await expect(dialog).toBeHidden();
      expect(await affiliateCookie(context)).toBeUndefined();
      // The affiliate is still passed on, for this tab only.
      expect(await page.evaluate(() => sessionStorage.getItem('aid'))).toBe(AFFILIATE);

      await page.reload();
      await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' })).toBeVisible();
      await expect(page.getByRole('dialog')).toBeHidden();
      expect(await affiliateCookie(context)).toBeUndefined();
      expect(await page.locator('script[src*="googletagmanager.com"]').count()).toBe(0);
      expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
      expect(requests).toEqual([]);
    });

    test('accept: the aid cookie, the tag manager request, and view_item on a course page', async ({
      page,
      context,
      request,
    }) => {
      const [course] = await bookableCourses(request, 1);
      const requests = await standInForTagManager(context);
      await page.goto(`/?aid=${AFFILIATE}`);
      const dialog = await dialogOf(page);
      expect(requests).toEqual([]);

      await dialog.getByRole('button', { name: 'Alle akzeptieren' }).click();
      await expect(dialog).toBeHidden();
      const cookie = await affiliateCookie(context);
      expect(cookie?.value).toBe(AFFILIATE);
      // A lasting cookie: it expires after the configured days, not with the session.
      expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 86_400);
      await expect.poll(() => requests).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-E2E0001']);
      await expect.poll(() => page.evaluate(() => (window as { __gtmLoaded?: boolean }).__gtmLoaded)).toBe(true);

      await page.goto(coursePath(course!));
      await expect(page.getByRole('heading', { level: 1, name: course!.name })).toBeVisible();
      await expect(page.getByRole('dialog')).toBeHidden();
      const viewItem = () =>
        page.evaluate(
          () =>
            (window as { dataLayer?: Record<string, unknown>[] }).dataLayer?.find(
              (entry) => entry.event === 'view_item',
            ) ?? null,
        );
      await expect.poll(viewItem).toMatchObject({
        event: 'view_item',
        ecommerce: {
          currency: 'EUR',
          items: [
            {
              item_id: String(course!.id),
              item_name: course!.name,
              item_category: course!.professionalScopes[0]!.name,
            },
          ],
        },
      });
    });
  });
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the dialog fits without sideways scroll; "Cookie-Einstellungen" in the footer opens it again; withdrawing deletes the aid cookie', async ({
    page,
    context,
  }) => {
    await standInForTagManager(context);
    await page.goto(`/?aid=${AFFILIATE}`);
    const dialog = await dialogOf(page);
    await expectNoSidewaysScroll(page);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await dialog.getByRole('switch', { name: 'Partnerprogramm (Affiliate-Cookie aid)' }).check();
    await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(dialog).toBeHidden();
    expect((await affiliateCookie(context))?.value).toBe(AFFILIATE);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    const again = await dialogOf(page);
    await expect(again.getByRole('switch', { name: 'Partnerprogramm (Affiliate-Cookie aid)' })).toBeChecked();
    await again.getByRole('button', { name: 'Alle ablehnen' }).click();
    await expect(again).toBeHidden();
    expect(await affiliateCookie(context)).toBeUndefined();
  });
});
