/**
 * Issue 12 §3–§4 end to end, in Chromium against the real server (no mocks): a new customer
 * (registered on the provider) orders a self-study course through the real API with their bearer
 * token (cart → invoice → PUT /api/order), passes its learning-success check on
 * /lernerfolgskontrolle/{positionId} (after a failed attempt), downloads the certificate (a PDF whose
 * text names the course and the participant), opens the attendance confirmation by its URL id, finds
 * the certificate again by course, order number and e-mail, and evaluates the course on /teilnehmer-feedback.
 * No page scrolls sideways at 360 px.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { CATEGORY_QUESTIONS, GENERAL_QUESTIONS } from '../../src/server/seed/data/learning-check-questions.ts';
import type { CourseDetail } from '../../src/shared/catalogue.ts';
import type { CourseInfo } from '../../src/shared/certificates.ts';
import type { CustomerOrder } from '../../src/shared/customer-area.ts';
import type { Order, OrderSummary } from '../../src/shared/order.ts';
import type { SearchResult } from '../../src/shared/search.ts';
import { expectNoSidewaysScrollAt360, json, registerOnProvider } from './support/shop.ts';

/** The seed's question bank: question text → its correct option's text (what a prepared participant knows). */
const SOLUTIONS = new Map(
  [...GENERAL_QUESTIONS, ...Object.values(CATEGORY_QUESTIONS).flat()].map((seed) => [seed.question, seed.options[seed.correct]!]),
);

/** A self-study lawyer course with a learning-success check and a date that can be booked at a price. */
async function selfStudyCourse(request: APIRequestContext): Promise<{ course: CourseDetail; scheduleId: number; priceLevelId: number }> {
  const { courses } = await json<SearchResult>(request, '/api/search?courseType=SELF&types=EDUCATION&limit=40');
  for (const summary of courses) {
    const course = await json<CourseDetail>(request, `/api/course/${summary.id}`);
    const info = await json<CourseInfo>(request, `/api/course/${summary.id}/info`);
    const schedule = course.courseSchedules.find((candidate) => !candidate.past && !candidate.fullyBooked && candidate.pricelevels.some((level) => level.priceValue > 0));
    if (info.hasLearningCheck && schedule) {
      return { course, scheduleId: schedule.id, priceLevelId: schedule.pricelevels.find((level) => level.priceValue > 0)!.id };
    }
  }
  throw new Error('no bookable self-study course with a learning-success check in the seed');
}

/** Orders the date with the signed-in customer's bearer token, as the checkout pages would; answers the position. */
async function orderThroughApi(page: Page, email: string, courseId: number, scheduleId: number, priceLevelId: number) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const headers = { authorization: `Bearer ${token}` };
  const ok = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
    return response;
  };
  const api = page.request;
  await ok(await api.put('/api/order/customer', {
    headers,
    data: {
      buyerType: 'CONSUMER', email, firstName: 'Selma', lastName: 'Studium', company: null, street: 'Lindenallee 5', zipCode: '50667',
      city: 'Köln', country: 'DEU', taxNumber: null,
    },
  }));
  await ok(await api.put('/api/cart', { headers, data: { courseId, scheduleId, priceLevelId } }));
  await ok(await api.put('/api/order/payment', { headers, data: { paymentMethod: 'INVOICE' } }));
  const summary = (await (await ok(await api.get('/api/order/summary', { headers }))).json()) as OrderSummary;
  const placed = (await (await ok(await api.put('/api/order', {
    headers: { ...headers, 'idempotency-key': `e2e-certificates-${Date.now()}` },
    data: { acceptTerms: true, acceptPrivacy: true, earlyStartRequested: true, confirmedGrossValue: summary.totals.grossValue },
  }))).json()) as Order;
  expect(placed.status).toBe('CONFIRMED');
  const orders = (await (await ok(await api.get(`/api/customer/orders/${placed.placedAt.slice(0, 4)}`, { headers }))).json()) as CustomerOrder[];
  return { order: placed, position: orders.find((order) => order.id === placed.id)!.positions[0]!, headers };
}

/** Answers every question on the page: the correct option, except `wrong` questions get another one. */
async function answerQuestions(page: Page, wrong: number) {
  const groups = page.getByRole('main').getByRole('group');
  const count = await groups.count();
  expect(count).toBe(5);
  for (let index = 0; index < count; index++) {
    const group = groups.nth(index);
    const legend = (await group.locator('legend .check-question__text').textContent())!;
    const solution = SOLUTIONS.get(legend);
    expect(solution, legend).toBeDefined();
    if (index < wrong) await group.getByRole('radio').filter({ hasNot: page.getByText(solution!, { exact: true }) }).first().check();
    else await group.getByRole('radio', { name: solution!, exact: true }).check();
  }
}

test('a customer passes the learning-success check of a self-study course, downloads the certificate and evaluates the course', async ({ page, request }) => {
  const { course, scheduleId, priceLevelId } = await selfStudyCourse(request);
  await page.goto('/');
  // The header's button works once the page's script runs: click until the provider's page opens.
  await expect(async () => {
    if (!/\/oidc\/interaction\//.test(page.url())) await page.getByRole('banner').getByRole('button', { name: 'Registrieren' }).click();
    await expect(page).toHaveURL(/\/oidc\/interaction\//, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const email = await registerOnProvider(page, 'Selma', 'Studium');
  await expect(page).toHaveURL(/\/customer-dashboard$/, { timeout: 20_000 });
  const { order, position, headers } = await orderThroughApi(page, email, course.id, scheduleId, priceLevelId);
  expect(position.certificates.learningCheck).toEqual({ state: 'OPEN', attemptsLeft: 3 });

  await page.goto(`/lernerfolgskontrolle/${position.positionId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lernerfolgskontrolle' })).toBeVisible();
  await expect(page.getByText(/mindestens 70 % richtige Antworten; Sie haben 3 von 3 Versuchen/)).toBeVisible();
  await expect(page).toHaveTitle(/Lernerfolgskontrolle/);
  await expectNoSidewaysScrollAt360(page);

  // Two of five wrong (60 %): not passed, another try offered.
  await answerQuestions(page, 2);
  await page.getByRole('button', { name: 'Antworten abschicken' }).click();
  await expect(page.getByText(/Nicht bestanden: 3 von 5 Fragen richtig \(60 %, nötig sind 70 %\)/)).toBeVisible();
  await expect(page.getByText('Sie haben noch 2 Versuche.')).toBeVisible();
  await page.getByRole('button', { name: 'Noch einmal versuchen' }).click();

  // All right: passed, and the certificate comes as a PDF naming the course and the participant.
  await answerQuestions(page, 0);
  await page.getByRole('button', { name: 'Antworten abschicken' }).click();
  await expect(page.getByText(/Bestanden: 5 von 5 Fragen richtig \(100 %\)/)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Bescheinigung herunterladen (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain('Teilnahmebescheinigung');
  expect(text).toContain('Selma Studium');
  expect(text).toContain(course.name.slice(0, 25));
  expect(text).toContain('Lernerfolgskontrolle bestanden am');

  // The attendance confirmation to pass on, by its URL id, and the lookup by course, order number and e-mail.
  const { certificates } = (await (await page.request.get(`/api/order/position/${position.positionId}`, { headers })).json()) as CustomerOrder['positions'][number];
  expect(certificates.attendanceUrlId).toMatch(/^[0-9a-f]{32}$/);
  await page.goto(`/bescheinigung/${certificates.attendanceUrlId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Teilnahmebestätigung' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Selma Studium', { exact: true })).toBeVisible();
  await expect(page.getByText('Selbststudium mit Lernerfolgskontrolle')).toBeVisible();
  await expectNoSidewaysScrollAt360(page);
  await page.goto('/bescheinigung');
  await expect(page).toHaveTitle(/Teilnahmebescheinigung abrufen/);
  await page.getByRole('textbox', { name: /Kursnummer/ }).fill(String(course.id));
  await page.getByRole('textbox', { name: /Bestellnummer/ }).fill(order.orderNumber);
  await page.getByRole('textbox', { name: /E-Mail-Adresse der Bestellung/ }).fill(email);
  await page.getByRole('button', { name: 'Bescheinigung suchen' }).click();
  await expect(page.getByText(`Bescheinigung für Selma Studium: ${course.name}`)).toBeVisible();
  const [lookedUp] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Bescheinigung herunterladen (PDF)' }).click(),
  ]);
  expect(readFileSync(await lookedUp.path()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoSidewaysScrollAt360(page);

  // The evaluation, open now that the self-study course is done.
  await page.goto(`/teilnehmer-feedback?courseId=${course.id}&scheduleId=${scheduleId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Teilnehmer-Feedback' })).toBeVisible();
  await expect(page).toHaveTitle(/Teilnehmer-Feedback/);
  await expectNoSidewaysScrollAt360(page);
  const groups = page.getByRole('main').getByRole('group');
  await expect(groups.first()).toBeVisible();
  for (let index = 0; index < (await groups.count()); index++) {
    const group = groups.nth(index);
    const grade = group.getByRole('radio', { name: 'Note 2' });
    if ((await grade.count()) > 0) await grade.check();
    else await group.getByRole('radio').first().check();
  }
  await page.getByRole('textbox').first().fill('Gut strukturierte Lehrbriefe, gerne mehr Fallbeispiele.');
  await page.getByRole('button', { name: 'Feedback senden' }).click();
  await expect(page.getByText('Vielen Dank für Ihr Feedback!')).toBeVisible();
  // Saved: a reload shows it as given, with the button to change it.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Feedback ändern' })).toBeVisible();
  await expect(page.getByRole('textbox').first()).toHaveValue('Gut strukturierte Lehrbriefe, gerne mehr Fallbeispiele.');
});
