/**
 * The flow explorer and the live view (issue 13 §1–§2, issue 23 §7) in Chromium against the real
 * server: the guest order flow stepped to its end by clicking events and answering invoked actors, the
 * highlighted state following (on a phone the step list instead of the chart); a listed path replayed;
 * the address reproducing the state; "Einpassen" showing the whole chart; the chart as SVG and PNG and
 * the paths as CSV; axe; no sideways scroll at 360 px; the live view at once on the start page,
 * following a real add-to-cart, and beside the guest's buyer form without covering a field.
 * Screenshots go to SCREENS_DIR (default /work/notes/screens).
 */
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { StateValue } from 'xstate';
import { describeStateValue } from '../../src/features/flows/state-paths.ts';
import type { CourseDetail } from '../../src/shared/catalogue.ts';
import { coursePath } from '../../src/shared/page-paths.ts';
import type { SearchResult } from '../../src/shared/search.ts';
import { addFirstBookableDate, bookableCourses, expectNoSidewaysScroll, nameParticipantsLater } from './support/shop.ts';

const SCREENS_DIR = process.env.SCREENS_DIR ?? '/work/notes/screens';

const current = (page: Page) => page.getByTestId('flows-current');
const highlighted = (page: Page) => page.locator('.flows-chart [data-active="true"]');
/** On a phone: the step list's current entry. */
const currentStep = (page: Page) => page.locator('.flows-steplist__item[aria-current="step"]');

/** An event button's name: its words, then where it leads — the state's meaning with its code name, or the code name alone. */
const leadsTo = (words: string, state: string) =>
  new RegExp(`^${words} → (.+ \\()?${state.replace(/\./g, '\\.')}\\)?$`);

/** Where the step mode is: highlighted in the chart, or on a phone the step list's last entry. */
async function expectAt(page: Page, state: string, phone = false) {
  await expect(current(page)).toHaveText(state);
  if (phone) await expect(currentStep(page)).toHaveAttribute('data-state', state);
  else await expect(highlighted(page).last()).toHaveAttribute('data-state', state.split(' + ')[0]!);
}

async function step(page: Page, name: RegExp, state: string, phone = false) {
  await page.getByRole('button', { name }).click();
  await expectAt(page, state, phone);
}

/** The guest order flow from its start through the participants ("Später benennen") to the summary's "ready". */
async function toSummary(page: Page, phone = false) {
  await step(
    page,
    leadsTo('gelingt \\(checkout=null, order=null, atSummary=false\\)', 'guest'),
    'guest.editing',
    phone,
  );
  await step(page, leadsTo('Daten absenden', 'guest.saving'), 'guest.saving', phone);
  // The stored cart books a course date (the model's other answers: an account, or a package only).
  await step(page, leadsTo('gelingt \\(accountExists=false.*', 'participants'), 'participants.loading', phone);
  await step(page, leadsTo('gelingt', 'participants.editing'), 'participants.editing', phone);
  await step(page, leadsTo('Später benennen', 'summary'), 'summary.loading', phone);
  await step(page, leadsTo('gelingt', 'summary.ready'), 'summary.ready', phone);
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900, phone: false },
  { name: 'phone', width: 390, height: 844, phone: true },
]) {
  test(`explorer (${viewport.name}): the guest order flow stepped to its end, a path replayed`, async ({ page }) => {
    const { phone } = viewport;
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Abläufe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Abläufe' })).toBeVisible();
    // Every registered machine, the order flows first.
    const machines = await page
      .locator('.flows-list__item')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-machine')));
    expect(machines.slice(0, 2)).toEqual(['guestOrder', 'customerOrder']);
    // The design card's nine flows, the withdrawal (issue 24) and the booking after the order (issue 27).
    expect([...machines].sort()).toEqual(
      ['booking', 'cart', 'checkRedirect', 'citySuggest', 'customerOrder', 'guestOrder', 'login', 'packageCredits', 'searchBox', 'searchPaging', 'withdrawal'],
    );

    await page.getByRole('link', { name: 'Ablauf Gastbestellung öffnen' }).click();
    if (phone) {
      // A phone lists the steps instead of drawing the chart (issue 23 §7).
      await expect(page.getByRole('heading', { level: 3, name: 'Schritte' })).toBeVisible();
      await expect(page.locator('.flows-chart')).toHaveCount(0);
    } else {
      await expect(page.locator('.flows-chart svg')).toBeVisible({ timeout: 30_000 });
    }
    await expectAt(page, 'resuming', phone);

    await toSummary(page, phone);
    await step(page, /^Zahlungspflichtig bestellen/, 'ordering.placing', phone);
    await step(page, /^gelingt \(status="CONFIRMED".*→ (.+ \()?complete\)?$/, 'complete', phone);
    await expect(page.locator('.flows-step__final')).toHaveText('Endzustand erreicht.');
    if (phone) {
      // The way so far, one entry per state, each after the event that led there.
      await expect(page.locator('.flows-steplist__item')).toHaveCount(9);
      await expect(page.locator('.flows-steplist__item').nth(2)).toContainText('Daten absenden →');
      await expectNoSidewaysScroll(page);
    }

    // The chart (or the step list) with the final state beside (desktop) or above (phone) the step mode.
    await page.locator('#flows-chart-title').evaluate((heading) => heading.scrollIntoView());
    await page.screenshot({ path: `${SCREENS_DIR}/explorer-${viewport.name}.png`, fullPage: false });

    // A listed path, replayed in the step mode.
    await page.getByRole('button', { name: 'Weg nach guest.saveFailed nachspielen' }).click();
    await expectAt(page, 'guest.saveFailed', phone);
    await page.getByRole('button', { name: 'Zurücksetzen' }).click();
    await expect(current(page)).toHaveText('resuming');
  });
}

test('explorer: the address follows the step mode and opens the same state', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ablaeufe?ablauf=guestOrder');
  await expect(page.locator('.flows-chart svg')).toBeVisible({ timeout: 30_000 });
  await toSummary(page);
  await expect(page).toHaveURL(/[?&]schritte=/);
  const address = page.url();
  const contextShown = await page.locator('.flows-step__context').textContent();

  // The same address in a fresh tab: the same state, with the same data, the steps as its history.
  const other = await context.newPage();
  await other.setViewportSize({ width: 1280, height: 900 });
  await other.goto(address);
  await expect(other.locator('.flows-chart svg')).toBeVisible({ timeout: 30_000 });
  await expectAt(other, 'summary.ready');
  await expect(other.locator('.flows-step__context')).toHaveText(contextShown!);
  await expect(other.locator('.flows-step__history summary')).toContainText('(6)');
  // A reload stays there, and a step further changes the address again.
  await other.reload();
  await expectAt(other, 'summary.ready');
  await step(other, /^Zahlungspflichtig bestellen/, 'ordering.placing');
  expect(other.url()).not.toBe(address);
  // A replayed path and a reset are followed as well.
  await other.getByRole('button', { name: 'Weg nach guest.saveFailed nachspielen' }).click();
  const replayed = other.url();
  await other.goto(replayed);
  await expectAt(other, 'guest.saveFailed');
  await other.getByRole('button', { name: 'Zurücksetzen' }).click();
  await expect(other).toHaveURL(/\/ablaeufe\?ablauf=guestOrder$/);
  // Another language keeps the state: the steps in the address go along.
  await other.goto(address);
  await expectAt(other, 'summary.ready');
  await other.getByRole('radio', { name: 'English' }).check();
  await expect(other).toHaveURL(/[?&]language=en/);
  await expect(other).toHaveURL(/[?&]schritte=/);
  await expectAt(other, 'summary.ready');
  await other.close();
});

test('explorer: "Einpassen" shows the whole guest order chart in its box', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ablaeufe?ablauf=guestOrder');
  const svg = page.locator('.flows-chart svg');
  await expect(svg).toBeVisible({ timeout: 30_000 });
  const box = page.locator('.flows-chart');
  const before = (await svg.boundingBox())!;
  expect(before.width).toBeGreaterThan((await box.boundingBox())!.width);
  await page.getByRole('button', { name: 'Einpassen' }).click();
  await expect(page.getByRole('group', { name: /^Zoom: \d+ %$/ })).not.toHaveAccessibleName('Zoom: 100 %');
  const fitted = (await svg.boundingBox())!;
  const room = (await box.boundingBox())!;
  // Inside the box both ways, so nothing is left to scroll to.
  expect(fitted.width).toBeLessThanOrEqual(room.width);
  expect(fitted.height).toBeLessThanOrEqual(room.height);
  const scroll = await box.evaluate((element) => ({
    x: element.scrollWidth - element.clientWidth,
    y: element.scrollHeight - element.clientHeight,
  }));
  expect(scroll).toEqual({ x: 0, y: 0 });
  // Every state drawn inside the visible box.
  const states = await page.locator('.flows-chart__state').count();
  expect(states).toBeGreaterThan(30);
  await page.screenshot({ path: `${SCREENS_DIR}/explorer-fit-guestOrder.png` });
});

/** RFC 4180 rows (quoted fields may hold commas, quotes and line breaks), without the byte order mark. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && source[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  return rows;
}

async function downloaded(page: Page, button: string): Promise<{ download: Download; content: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { download, content: await readFile((await download.path())!) };
}

test('explorer: the chart as SVG and PNG, the paths as CSV', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ablaeufe?ablauf=guestOrder');
  await expect(page.locator('.flows-chart svg')).toBeVisible({ timeout: 30_000 });
  const stateNames = await page.locator('.flows-chart__state .flows-chart__name').allTextContents();
  expect(stateNames.length).toBeGreaterThan(30);

  const svg = await downloaded(page, 'Als SVG herunterladen');
  expect(svg.download.suggestedFilename()).toBe('ablauf-guestOrder.svg');
  // Parsed as XML by the browser's own parser: an <svg> root in the SVG namespace with every state's label.
  const parsed = await page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'image/svg+xml');
    const root = document.documentElement;
    return {
      error: document.getElementsByTagName('parsererror').length > 0,
      root: root.localName,
      namespace: root.namespaceURI,
      width: Number(root.getAttribute('width')),
      texts: [...root.querySelectorAll('text')].map((text) => text.textContent),
      // Drawn without the page's style sheet: the boxes are not filled black.
      boxFill: root.querySelector('g[data-state] > rect')?.getAttribute('style') ?? '',
    };
  }, svg.content.toString('utf8'));
  expect(parsed.error).toBe(false);
  expect(parsed.root).toBe('svg');
  expect(parsed.namespace).toBe('http://www.w3.org/2000/svg');
  expect(parsed.width).toBeGreaterThan(1000);
  for (const name of stateNames) expect(parsed.texts).toContain(name);
  expect(parsed.texts).toEqual(expect.arrayContaining(['resuming', 'complete']));
  expect(parsed.boxFill).toMatch(/fill:/);
  expect(parsed.boxFill).not.toMatch(/fill:\s*rgb\(0, 0, 0\)/);

  const png = await downloaded(page, 'Als PNG herunterladen');
  expect(png.download.suggestedFilename()).toBe('ablauf-guestOrder.png');
  expect(png.content.subarray(1, 4).toString('ascii')).toBe('PNG');
  expect(png.content.readUInt32BE(16)).toBeGreaterThan(1000);

  const csv = await downloaded(page, 'Wege als CSV herunterladen');
  expect(csv.download.suggestedFilename()).toBe('ablauf-guestOrder-wege.csv');
  const rows = csvRows(csv.content.toString('utf8'));
  expect(rows[0]).toEqual(['machine', 'pathId', 'name', 'steps']);
  expect(rows).toHaveLength((await page.locator('.flows-paths__item').count()) + 1);
  // machine, path id, readable name (under 120 characters), the steps in words from the start.
  const ready = rows.find((row) => row[1] === 'guestOrder:summary.ready')!;
  expect(ready[0]).toBe('guestOrder');
  expect(ready[2]).toMatch(/^Weg nach (.+ \()?summary\.ready\)?$/);
  expect(ready[3]).toMatch(/^Start → .*gelingt → /);
  for (const row of rows.slice(1)) expect(row).toHaveLength(4);
  for (const row of rows.slice(1)) expect(row[2]!.length).toBeLessThan(120);
});

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
  await expect(page.getByTestId('flows-steplist')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page);
  // The chart on a phone when asked for: it scrolls in its own box, not the page.
  await page.getByRole('button', { name: 'Diagramm trotzdem zeigen' }).click();
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

test('live view: shows at once on the start page, without a click', async ({ page }) => {
  await page.goto('/?flows=live');
  const panel = page.getByTestId('flows-live');
  // No pointer, key or focus event has happened: the actors start after the first paint for it.
  await expect(panel.locator('[data-machine="cart"]')).toBeVisible({ timeout: 15_000 });
  await expect(panel.locator('[data-machine="login"]')).toBeVisible();
  // Docked beside the page, which is narrowed for it: nothing of the page under the panel.
  const side = (await panel.boundingBox())!;
  const main = (await page.locator('main').boundingBox())!;
  expect(main.x + main.width).toBeLessThanOrEqual(side.x + 1);
  await expectNoSidewaysScroll(page);
});

/** Every field of the form in <main>: visible, on top where its middle is (not under the panel), and fillable with a plain click. */
async function expectFormUsable(page: Page) {
  const fields = page.getByRole('main').locator('input:not([type="hidden"]), select, textarea');
  const count = await fields.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i++) {
    const field = fields.nth(i);
    if (!(await field.isVisible())) continue;
    await field.scrollIntoViewIfNeeded();
    const onTop = await field.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      // A custom radio or checkbox is drawn by its label: a hit on the label counts as the field's.
      const label = (element as HTMLInputElement).labels?.[0];
      return !!hit && (hit === element || element.contains(hit) || (!!label && label.contains(hit)));
    });
    expect(onTop, `field ${i} (${await field.getAttribute('name')}) is covered`).toBe(true);
    // Playwright's own click refuses an element another one would receive the click of.
    // (trial: the checks only; a click could tick a box that opens more fields.)
    await field.click({ trial: true, timeout: 5_000 });
  }
  // The form fills and submits as the guest checkout test does it.
  const form = page.getByRole('main');
  await form.getByRole('radio', { name: /Unternehmen oder Kanzlei/ }).check();
  await form.getByRole('textbox', { name: /Kanzlei \/ Unternehmen/ }).fill('Kanzlei Live & Partner');
  await form.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(`live-${Date.now()}@kanzlei-beispiel.de`);
  await form.getByRole('textbox', { name: /Vorname/ }).fill('Lena');
  await form.getByRole('textbox', { name: /Nachname/ }).fill('Live');
  await form.getByRole('textbox', { name: /Straße und Hausnummer/ }).fill('Hafenstraße 1');
  await form.getByRole('textbox', { name: /PLZ/ }).fill('20457');
  await form.getByRole('textbox', { name: /^Ort/ }).fill('Hamburg');
  await form.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await nameParticipantsLater(page);
  await expect(page).toHaveURL(/\/guest-order\/guest-summary$/, { timeout: 20_000 });
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 720 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`live view (${viewport.name}): the guest's buyer form fully usable with the panel open`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const [course] = await bookableCourses(request, 1);
    await addFirstBookableDate(page, course!);
    await page.goto('/guest-order/guest?flows=live');
    const panel = page.getByTestId('flows-live');
    await expect(panel.getByRole('heading', { name: 'Live-Ansicht der Abläufe' })).toBeVisible({ timeout: 15_000 });
    const toggle = panel.getByRole('button', { name: /^(Ausklappen|Einklappen)$/ });
    // On a phone it starts collapsed; open it for the test.
    if ((await toggle.getAttribute('aria-expanded')) === 'false') {
      expect(viewport.name).toBe('phone');
      await toggle.click();
    }
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.locator('[data-machine="guestOrder"] .flows-live__state')).toHaveText('guest.editing', {
      timeout: 15_000,
    });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SCREENS_DIR}/live-view-guest-form-${viewport.name}.png` });
    await expectFormUsable(page);
    // The panel followed the flow.
    await expect(panel.locator('[data-machine="guestOrder"] .flows-live__state')).toHaveText(/^summary\./);
  });
}
