/**
 * The flow explorer and the live view (issue 13 §1–§2) in Chromium against the real server: the guest
 * order flow stepped to its end by clicking events and answering invoked actors, the highlighted state
 * following; a listed path replayed; axe; no sideways scroll at 360 px; the live view following a real
 * add-to-cart. Screenshots of the explorer go to SCREENS_DIR (default /work/notes/screens).
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { StateValue } from 'xstate';
import { describeStateValue } from '../../src/features/flows/state-paths.ts';
import type { CourseDetail } from '../../src/shared/catalogue.ts';
import { coursePath } from '../../src/shared/page-paths.ts';
import type { SearchResult } from '../../src/shared/search.ts';
import { expectNoSidewaysScroll } from './support/shop.ts';

const SCREENS_DIR = process.env.SCREENS_DIR ?? '/work/notes/screens';

const current = (page: Page) => page.getByTestId('flows-current');
const highlighted = (page: Page) => page.locator('.flows-chart [data-active="true"]');

async function step(page: Page, name: RegExp, state: string) {
  await page.getByRole('button', { name }).click();
  await expect(current(page)).toHaveText(state);
  await expect(highlighted(page).last()).toHaveAttribute('data-state', state.split(' + ')[0]!);
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`explorer (${viewport.name}): the guest order flow stepped to its end, a path replayed`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Abläufe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Abläufe' })).toBeVisible();
    // Every registered machine, the order flows first.
    const machines = await page
      .locator('.flows-list__item')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-machine')));
    expect(machines.slice(0, 2)).toEqual(['guestOrder', 'customerOrder']);
    expect(machines).toHaveLength(9);

    await page.getByRole('link', { name: 'Ablauf Gastbestellung öffnen' }).click();
    await expect(page.locator('.flows-chart svg')).toBeVisible({ timeout: 30_000 });
    await expect(current(page)).toHaveText('resuming');
    await expect(highlighted(page)).toHaveAttribute('data-state', 'resuming');

    await step(page, /^gelingt \(checkout=null, order=null, atSummary=false\) → guest$/, 'guest.editing');
    await step(page, /^Daten absenden → guest\.saving$/, 'guest.saving');
    await step(page, /^gelingt \(accountExists=false\) → summary$/, 'summary.loading');
    await step(page, /^gelingt → summary\.ready$/, 'summary.ready');
    await step(page, /^Zahlungspflichtig bestellen/, 'ordering.placing');
    await step(page, /^gelingt \(status="CONFIRMED".*→ complete$/, 'complete');
    await expect(page.locator('.flows-step__final')).toHaveText('Endzustand erreicht.');

    // The chart with the final state highlighted beside (desktop) or above (phone) the step mode.
    await page.locator('#flows-chart-title').evaluate((heading) => heading.scrollIntoView());
    await page.screenshot({ path: `${SCREENS_DIR}/explorer-${viewport.name}.png`, fullPage: false });

    // A listed path, replayed in the step mode.
    await page.getByRole('button', { name: 'Weg nach guest.saveFailed nachspielen' }).click();
    await expect(current(page)).toHaveText('guest.saveFailed');
    await expect(highlighted(page).last()).toHaveAttribute('data-state', 'guest.saveFailed');
    await page.getByRole('button', { name: 'Zurücksetzen' }).click();
    await expect(current(page)).toHaveText('resuming');
  });
}

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
  expect(serious).toEqual([]);
}

test('explorer: accessible (axe) and no sideways scroll of the page at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ablaeufe?ablauf=guestOrder');
  await expect(page.locator('.flows-chart svg')).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousViolations(page);
  // A step further: the greyed event with its guard in words, the invoked actor's answers.
  await page.getByRole('button', { name: 'Weg nach fileUpload.idle nachspielen' }).click();
  await expect(page.getByRole('button', { name: /^Weiter/ })).toBeDisabled();
  await expectNoSeriousViolations(page);
});

async function bookableCourse(request: APIRequestContext): Promise<CourseDetail> {
  const result = (await (await request.get('/api/search?courseType=PRESENT&limit=40')).json()) as SearchResult;
  for (const summary of result.courses) {
    const course = (await (await request.get(`/api/course/${summary.id}`)).json()) as CourseDetail;
    if (course.courseSchedules.some((s) => !s.past && !s.fullyBooked && s.pricelevels.length > 0)) return course;
  }
  throw new Error('no bookable course in the seed');
}

test('live view (?flows=live): follows a real add-to-cart and links to the explorer at that state', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const course = await bookableCourse(request);
  await page.goto(`${coursePath(course)}?flows=live`);
  const panel = page.getByTestId('flows-live');
  const cart = panel.locator('[data-machine="cart"]');
  await expect(cart).toBeVisible({ timeout: 15_000 });
  await expect(panel.locator('[data-machine="login"]')).toBeVisible();
  const copied = async () => {
    await cart.getByRole('button', { name: 'Zustand kopieren' }).click();
    await expect(panel.getByRole('status')).toHaveText('Zustand von Warenkorb kopiert.');
    return JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
      machine: string;
      state: unknown;
      context: unknown;
    };
  };
  expect(JSON.stringify((await copied()).context)).not.toContain(`"courseId":${course.id}`);

  await page
    .getByRole('button', { name: /in den Warenkorb legen$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  // Still there on the next page (remembered for the session), and the cart actor has the course now.
  await expect(cart).toBeVisible();
  await expect.poll(async () => JSON.stringify((await copied()).context)).toContain(`"courseId":${course.id}`);
  expect((await copied()).machine).toBe('cart');

  // The order flow in progress appears while it runs (the guest checkout's buyer form).
  await page.goto('/guest-order/guest');
  const order = panel.locator('[data-machine="guestOrder"]');
  await expect(order.locator('.flows-live__state')).toHaveText('guest.editing', { timeout: 15_000 });
  await expect(cart).toBeVisible();
  await page.screenshot({ path: `${SCREENS_DIR}/live-view-desktop.png` });
  await expectNoSeriousViolations(page);

  const snapshot = await copied();
  const href = await cart.getByRole('link', { name: 'Warenkorb im Ablauf-Explorer öffnen' }).getAttribute('href');
  expect(href).toMatch(/^\/ablaeufe\?ablauf=cart&zustand=/);
  await page.goto(href!);
  await expect(page.getByText('Gestartet im Zustand', { exact: false })).toBeVisible({ timeout: 30_000 });
  // The step mode starts at the live state (machine.resolveState).
  await expect(current(page)).toHaveText(describeStateValue(snapshot.state as StateValue));
});
