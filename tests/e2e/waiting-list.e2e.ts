/**
 * The waiting list that promotes (issue 27 §4) in Chromium against the real demo server. A course date
 * is booked full by three guest orders; two people join its waiting list on the course page. The first
 * order is cancelled: the first person in line gets the offer by e-mail, opens its link, books the held
 * seat as a guest — the date stays full for everybody else meanwhile. The second order is cancelled:
 * the next person's offer is not used, and when the demo clock passes the hold (DEV_CLOCK) the offer
 * runs out, its link says so, and the seat is anybody's again. At 1366 × 768 and 390 × 844.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { BookingView, CancellationReceipt } from '../../src/shared/booking.ts';
import type { CourseDetail, CourseScheduleDetail } from '../../src/shared/catalogue.ts';
import type { GuestCheckoutStarted, Order, OrderSummary } from '../../src/shared/order.ts';
import { formatDate } from '../../src/lib/format-date.ts';
import { coursePath } from '../../src/shared/page-paths.ts';
import type { SearchResult } from '../../src/shared/search.ts';
import { expect, test } from './support/test.ts';
import { expectNoSidewaysScrollAt360, isDemoWebinar, json, nameParticipantsLater } from './support/shop.ts';

interface DevMail {
  recipient: string;
  subject: string;
  textBody: string;
}

/** An Idempotency-Key of the API's form (16–128 of A–Z, a–z, 0–9, _ and -). */
const newKey = () => `e2e${Date.now()}${Math.random().toString(36).slice(2)}`.replace(/[^A-Za-z0-9]/g, '');

const GUEST_BUYER = {
  buyerType: 'BUSINESS', firstName: 'Paula', lastName: 'Platzhalter', company: 'Kanzlei Platzhalter', street: 'Ring 1',
  zipCode: '10115', city: 'Berlin', country: 'DEU', taxNumber: null,
};

/** An in-person course whose date `skip` further on begins in 40+ days, has 3 to 20 free places and a price. */
async function roomyDate(request: APIRequestContext, skip: number): Promise<{ course: CourseDetail; date: CourseScheduleDetail }> {
  const { courses } = await json<SearchResult>(request, '/api/search?courseType=PRESENT&limit=40');
  const soonest = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  let seen = 0;
  for (const summary of courses.filter((candidate) => !isDemoWebinar(candidate))) {
    const course = await json<CourseDetail>(request, `/api/course/${summary.id}`);
    if (course.kind === 'FACHANWALTSLEHRGANG') continue;
    const date = course.courseSchedules.find(
      (one) => !one.past && one.startDate > soonest && one.freePlaces >= 3 && one.freePlaces <= 20 && one.pricelevels.some((level) => level.priceValue > 0),
    );
    if (date && seen++ === skip) return { course, date };
  }
  throw new Error('no roomy in-person date in the seed');
}

/** A guest order of `seats` places of `date` through the API, on invoice; answers its token and position. */
async function guestBooks(request: APIRequestContext, course: CourseDetail, date: CourseScheduleDetail, seats: number, email: string) {
  const level = date.pricelevels.find((one) => one.priceValue > 0)!;
  const started = await request.put('/api/guest-order/guest', {
    data: { buyer: { ...GUEST_BUYER, email }, cart: { positions: [{ courseId: course.id, scheduleId: date.id, priceLevelId: level.id, seats }], voucherCodes: [] } },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const orderToken = ((await started.json()) as GuestCheckoutStarted).orderToken!;
  const headers = { 'x-order': orderToken };
  const summary = (await (await request.get('/api/guest-order/guest-summary', { headers })).json()) as OrderSummary;
  const placed = await request.put('/api/guest-order/order', {
    headers: { ...headers, 'idempotency-key': newKey() },
    data: { acceptTerms: true, acceptPrivacy: true, confirmedGrossValue: summary.totals.grossValue },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const paid = await request.put('/api/guest-order/payment', {
    headers: { ...headers, 'idempotency-key': newKey() },
    data: { paymentMethod: 'INVOICE' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  return { orderToken, positionId: ((await paid.json()) as Order).lines[0]!.positionId };
}

/** The guest cancels through the booking API (free: 40+ days before). */
async function guestCancels(request: APIRequestContext, booking: { orderToken: string; positionId: number }) {
  const headers = { 'x-order': booking.orderToken };
  const view = (await (await request.get(`/api/bookings/${booking.positionId}`, { headers })).json()) as BookingView;
  const cancelled = await request.post(`/api/bookings/${booking.positionId}/cancellation`, {
    headers: { ...headers, 'idempotency-key': newKey() },
    data: { expectedFeeCents: view.cancellation.feeCents, language: 'de' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(201);
  return (await cancelled.json()) as CancellationReceipt;
}

async function joinOnCoursePage(page: Page, course: CourseDetail, date: CourseScheduleDetail, who: { firstName: string; email: string }) {
  await page.goto(coursePath(course));
  const day = formatDate(date.startDate);
  const row = page.locator('li.course-schedule').filter({ hasText: day });
  await row.getByRole('button', { name: 'Auf die Warteliste' }).click();
  const form = row.getByRole('region', { name: `Warteliste für den Termin am ${day}` });
  await form.getByRole('textbox', { name: /Vorname/ }).fill(who.firstName);
  await form.getByRole('textbox', { name: /Nachname/ }).fill('Wartend');
  await form.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(who.email);
  await form.getByRole('button', { name: 'Auf die Warteliste setzen' }).click();
  await expect(row.getByText(/Sie stehen auf der Warteliste \(Platz \d\)/)).toBeVisible();
}

async function offerLinkOf(request: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await json<DevMail[]>(request, '/api/dev/mails')).find((one) => one.recipient === email && one.subject.startsWith('Ein Platz ist frei'));
      link = /(https?:\/\/\S+\/warteliste\/angebot#token=\S+)/.exec(mail?.textBody ?? '')?.[1] ?? '';
      return link;
    }, { timeout: 20_000 })
    .not.toBe('');
  return new URL(link).pathname + new URL(link).hash;
}

async function setClock(request: APIRequestContext, date: string | null) {
  const moved = await request.put('/api/dev/clock', { data: { date } });
  expect(moved.ok(), await moved.text()).toBe(true);
}

/** From the cart to the completed order as a guest paying on invoice. */
async function guestCheckout(page: Page, email: string) {
  await page.getByRole('button', { name: 'Zur Kasse' }).click();
  await page.getByRole('region', { name: 'Wie möchten Sie bestellen?' }).getByRole('button', { name: 'Als Gast bestellen' }).click();
  const form = page.getByRole('main');
  await form.getByRole('radio', { name: /Unternehmen oder Kanzlei/ }).check();
  await form.getByRole('textbox', { name: /Kanzlei \/ Unternehmen/ }).fill('Kanzlei Wartend');
  await form.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(email);
  await form.getByRole('textbox', { name: /Vorname/ }).fill('Erika');
  await form.getByRole('textbox', { name: /Nachname/ }).fill('Wartend');
  await form.getByRole('textbox', { name: /Straße und Hausnummer/ }).fill('Gartenweg 2');
  await form.getByRole('textbox', { name: /PLZ/ }).fill('80331');
  await form.getByRole('textbox', { name: /^Ort/ }).fill('München');
  await form.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await nameParticipantsLater(page);
  await expect(page).toHaveURL(/\/guest-order\/guest-summary$/);
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/guest-order\/payment-selection$/, { timeout: 20_000 });
  await page.getByRole('radio', { name: /Rechnung/ }).check();
  await page.getByRole('button', { name: 'Zahlungsart bestätigen' }).click();
  await expect(page).toHaveURL(/\/guest-order\/guest-order-complete$/, { timeout: 20_000 });
}

for (const [size, viewport, skip] of [
  ['desktop', { width: 1366, height: 768 }, 0],
  ['phone', { width: 390, height: 844 }, 1],
] as const) {
  test.describe(`on ${size === 'phone' ? 'a phone (390 × 844)' : 'a desktop (1366 × 768)'}`, () => {
    test.use({ viewport });
    test.afterEach(async ({ request }) => setClock(request, null));

    test('a freed seat is offered in line, booked from the mail, and goes to the next person when a hold runs out', async ({ page, request }) => {
      test.setTimeout(180_000);
      const { course, date } = await roomyDate(request, skip);
      const stamp = `${size}-${Date.now()}`;
      const first = await guestBooks(request, course, date, 1, `erste-buchung-${stamp}@example.org`);
      const second = await guestBooks(request, course, date, 1, `zweite-buchung-${stamp}@example.org`);
      await guestBooks(request, course, date, date.freePlaces - 2, `rest-${stamp}@example.org`);

      const waiting = [
        { firstName: 'Erika', email: `erika-${stamp}@example.org` },
        { firstName: 'Norbert', email: `norbert-${stamp}@example.org` },
      ];
      for (const who of waiting) await joinOnCoursePage(page, course, date, who);

      // The first order is cancelled: Erika, first in line, gets the offer; the date stays full for others.
      await guestCancels(request, first);
      const erikasLink = await offerLinkOf(request, waiting[0]!.email);
      const full = (await json<CourseDetail>(request, `/api/course/${course.id}`)).courseSchedules.find((one) => one.id === date.id)!;
      expect(full.fullyBooked).toBe(true);

      await page.goto(erikasLink);
      await expect(page.getByRole('heading', { level: 1, name: 'Ein Platz ist frei geworden' })).toBeVisible();
      await expect(page.getByText('Für Sie ist ein Platz reserviert.')).toBeVisible();
      await expect(page.getByText(course.name).first()).toBeVisible();
      if (size === 'phone') await expectNoSidewaysScrollAt360(page);
      await page.getByRole('button', { name: 'Platz jetzt buchen' }).click();
      await expect(page).toHaveURL(/\/warenkorb$/);
      await expect(page.getByText(course.name).first()).toBeVisible();
      await guestCheckout(page, waiting[0]!.email);
      // The guest's completed order offers its date to cancel or rebook (with the order's token).
      const dates = page.getByRole('region', { name: 'Ihre Termine' });
      await dates.getByRole('button', { name: 'Stornieren oder umbuchen' }).click();
      await expect(dates.getByText(/Eine Stornierung ist bis \d\d\.\d\d\.\d{4} kostenfrei/)).toBeVisible();
      await expect(dates.getByRole('button', { name: 'Buchung stornieren' })).toBeVisible();
      await page.goto(erikasLink);
      await expect(page.getByText('Dieses Angebot wurde bereits gebucht.')).toBeVisible();

      // The second order is cancelled: Norbert's offer is not used; two days and more later it has run out.
      await guestCancels(request, second);
      const norbertsLink = await offerLinkOf(request, waiting[1]!.email);
      const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      await setClock(request, inThreeDays);
      await expect
        .poll(async () => (await json<DevMail[]>(request, '/api/dev/mails')).some((mail) => mail.recipient === waiting[1]!.email && mail.subject.startsWith('Angebot abgelaufen')))
        .toBe(true);
      await page.goto(norbertsLink);
      await expect(page.getByText(/Dieses Angebot ist abgelaufen|Dieser Link ist ungültig/)).toBeVisible();
      // Nobody else waits: the seat is free for anybody again.
      const freed = (await json<CourseDetail>(request, `/api/course/${course.id}`)).courseSchedules.find((one) => one.id === date.id)!;
      expect(freed.freePlaces).toBe(1);
    });
  });
}
