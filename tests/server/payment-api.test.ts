/**
 * Payments through the real API (app.inject; PGlite, or PostgreSQL with DATABASE_URL): the test card
 * round trip (pay, decline, cancel) for customers and guests, validate-payment twice (one
 * confirmation, one invoice, one mail), forged and late returns, SEPA with its IBAN check and mandate,
 * the payment state after a reload, and gapless invoice numbers under concurrent confirmations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderPayment } from '../../src/shared/order.ts';
import { confirmOrder } from '../../src/server/services/payment/index.ts';
import { bookable, newKey, positionOf, type Bookable, type OrderApi, startOrderApi } from '../support/order-api.ts';
import { customerOrder, decideOnTestPage, guestOrder, mailsAbout, openTestPage, returnOf } from '../support/payment-flow.ts';

let api: OrderApi;
let dates: Bookable[];
let next = 0;
/** A fresh bookable date per test, so seat counts never interfere. */
const date = () => dates[next++ % dates.length]!;

beforeAll(async () => {
  api = await startOrderApi();
  dates = await bookable(api);
}, 120_000);
afterAll(async () => {
  await api?.server.close();
});

const CARD = { paymentMethod: 'CREDIT_CARD' } as const;
const validate = (token: string, body: { orderId: number; paymentId: string }) =>
  api.call({ method: 'PUT', url: '/api/order/validate-payment', token, payload: body });
const counts = async (orderId: number) => {
  const [row] = await api.q<{ invoices: number; payments: number }>(
    `select (select count(*)::int from invoice where order_id = $1) as invoices, (select count(*)::int from payment where order_id = $1) as payments`,
    [orderId],
  );
  return row!;
};

describe('test card round trip', () => {
  it('pays on the clearly marked test page and returns to validate-payment, which confirms the order once', async () => {
    const { customer, order } = await customerOrder(api, [date()], CARD);
    expect(order.status).toBe('PAYMENT_PENDING');
    expect(order.next).toBe('PAYMENT');
    expect(order.payment).toMatchObject({ method: 'CREDIT_CARD', status: 'PENDING', amountValue: order.totals.grossValue });
    const redirectUrl = order.payment!.redirectUrl!;
    expect(redirectUrl).toMatch(/^http:\/\/shop\.test\/payment-test\/[A-Za-z0-9_-]{32}$/);

    const page = await openTestPage(api, redirectUrl);
    expect(page.html).toContain('Testmodus – es wird kein Geld bewegt');
    expect(page.html).toContain(order.orderNumber);
    expect(page.html).toMatch(/\d+,\d\d\s€/);
    expect(page.html).toContain('>Bezahlen<');
    expect(page.html).toContain('>Ablehnen<');
    expect(page.headers['cache-control']).toBe('no-store');
    expect((await openTestPage(api, redirectUrl, '?lang=en')).html).toContain('Test mode – no money is moved');

    // Back before deciding: the provider has no answer yet.
    const early = await validate(customer.token, { orderId: order.id, paymentId: order.payment!.paymentId });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'PAYMENT_NOT_FINISHED' });

    const decided = await decideOnTestPage(api, redirectUrl, 'pay');
    expect(decided.statusCode).toBe(303);
    const back = returnOf(decided.headers.location as string);
    expect(back.path).toBe('/order/payment');
    expect(back.body).toEqual({ orderId: order.id, paymentId: order.payment!.paymentId });

    // The browser comes back twice (a reload, a double click): one confirmation, one invoice, one mail.
    const [first, second] = [await validate(customer.token, back.body), await validate(customer.token, back.body)];
    for (const answer of [first, second]) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<Order>()).toMatchObject({ status: 'CONFIRMED', next: 'COMPLETE', payment: { status: 'PAID', redirectUrl: null } });
    }
    expect(first.json<Order>().invoice).toEqual(second.json<Order>().invoice);
    expect(first.json<Order>().invoice!.invoiceNumber).toMatch(/^RE-\d{4}-\d{6}$/);
    expect(await counts(order.id)).toEqual({ invoices: 1, payments: 1 });
    // The mail at placing, and one confirmation (with the invoice) however often the browser returns.
    const mails = await mailsAbout(api, order.orderNumber);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text_body).not.toContain('per Kreditkarte bezahlt');
    expect(mails[1]!.text_body).toContain('per Kreditkarte bezahlt');

    // The page now says it is paid; posting again changes nothing.
    expect((await openTestPage(api, redirectUrl)).html).toContain('Diese Zahlung ist bezahlt.');
    const sessionId = new URL(redirectUrl).pathname.split('/').pop();
    const [{ token } = { token: '' }] = await api.q<{ token: string }>('select csrf_token as token from test_payment_session where id = $1', [sessionId]);
    const again = await decideOnTestPage(api, redirectUrl, 'decline', token);
    expect(again.statusCode).toBe(303);
    expect((await validate(customer.token, back.body)).json<Order>().payment!.status).toBe('PAID');
  }, 60_000);

  for (const [decision, status] of [['decline', 'DECLINED'], ['cancel', 'CANCELLED']] as const) {
    it(`${decision} keeps the order waiting with its seats and sends it back to payment selection; another method then confirms it`, async () => {
      const booked = date();
      const seatsBefore = (await api.q<{ booked: number }>('select booked from course_schedule where id = $1', [booked.scheduleId]))[0]!.booked;
      const { customer, order } = await customerOrder(api, [booked], CARD);
      const decided = await decideOnTestPage(api, order.payment!.redirectUrl!, decision);
      const answer = await validate(customer.token, returnOf(decided.headers.location as string).body);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<Order>()).toMatchObject({ status: 'PAYMENT_PENDING', next: 'PAYMENT_SELECTION', payment: { status, redirectUrl: null }, invoice: null });
      const seats = (await api.q<{ booked: number }>('select booked from course_schedule where id = $1', [booked.scheduleId]))[0]!.booked;
      expect(seats).toBe(seatsBefore + 1);
      // Only the mail at placing: no confirmation while nothing is paid.
      expect(await mailsAbout(api, order.orderNumber)).toHaveLength(1);
      // The cart became the order, yet payment selection still has the methods to pay it again.
      const offers = await api.call({ method: 'GET', url: '/api/cart/payment-methods', token: customer.token });
      expect(offers.json<{ method: string }[]>().map((offer) => offer.method)).toEqual(expect.arrayContaining(['INVOICE', 'CREDIT_CARD']));

      const retry = await api.call({
        method: 'PUT', url: `/api/order/${order.payment!.paymentId}`, token: customer.token, key: newKey(), payload: { paymentMethod: 'INVOICE' },
      });
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json<Order>()).toMatchObject({ status: 'CONFIRMED', payment: { method: 'INVOICE', status: 'OPEN' } });
      expect(await counts(order.id)).toEqual({ invoices: 1, payments: 2 });
    }, 60_000);
  }

  it('works the same for a guest (X-Order), returning to /guest-order/payment', async () => {
    const { orderToken, order } = await guestOrder(api, [date()], CARD);
    expect(order.payment!.status).toBe('PENDING');
    const offers = await api.call({ method: 'GET', url: '/api/cart/payment-methods', orderToken });
    expect(offers.json<{ method: string }[]>().map((offer) => offer.method)).toEqual(expect.arrayContaining(['INVOICE', 'CREDIT_CARD']));
    const decided = await decideOnTestPage(api, order.payment!.redirectUrl!, 'pay');
    const back = returnOf(decided.headers.location as string);
    expect(back.path).toBe('/guest-order/payment');
    const answer = await api.call({ method: 'PUT', url: '/api/guest-order/validate-payment', orderToken, payload: back.body });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<Order>()).toMatchObject({ status: 'CONFIRMED', payment: { status: 'PAID' } });
    const state = await api.call({ method: 'GET', url: `/api/guest-order/payment/${back.body.paymentId}`, orderToken });
    expect(state.json<OrderPayment>()).toMatchObject({ status: 'PAID', method: 'CREDIT_CARD' });
    const [, mail] = await mailsAbout(api, order.orderNumber);
    expect(mail!.recipient).toBe('gast@example.org');
    // A guest has no account to find the invoice in: it is attached to the confirmation.
    expect(mail!.text_body).toContain('ist dieser E-Mail als PDF beigefügt');
    expect(mail!.text_body).not.toContain('Kundenkonto');
  }, 60_000);
});

describe('forged, foreign and late returns change nothing', () => {
  it('refuses a decision without the page\'s token, and answers 404 for unknown, mismatched or foreign ids', async () => {
    const { customer, order } = await customerOrder(api, [date()], CARD);
    const other = await customerOrder(api, [date()], CARD);
    const paymentId = order.payment!.paymentId;

    const forged = await decideOnTestPage(api, order.payment!.redirectUrl!, 'pay', 'x'.repeat(43));
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('Testmodus');

    const unknown = await validate(customer.token, { orderId: order.id, paymentId: 'A'.repeat(32) });
    expect(unknown.statusCode).toBe(404);
    const mismatched = await validate(customer.token, { orderId: order.id, paymentId: other.order.payment!.paymentId });
    expect(mismatched.statusCode).toBe(404);
    const foreign = await validate(other.customer.token, { orderId: order.id, paymentId });
    expect(foreign.statusCode).toBe(404);
    const foreignState = await api.call({ method: 'GET', url: `/api/order/payment/${paymentId}`, token: other.customer.token });
    expect(foreignState.statusCode).toBe(404);
    const guestTry = await api.call({ method: 'PUT', url: '/api/guest-order/validate-payment', orderToken: 'B'.repeat(43), payload: { orderId: order.id, paymentId } });
    expect(guestTry.statusCode).toBe(404);

    // Still pending, nothing written: the real decision still works afterwards.
    const [row] = await api.q<{ status: string }>('select status from payment where id = $1', [paymentId]);
    expect(row!.status).toBe('PENDING');
    const state = await api.call({ method: 'GET', url: `/api/order/payment/${paymentId}?method=CREDIT_CARD`, token: customer.token });
    expect(state.json<OrderPayment>()).toMatchObject({ status: 'PENDING', redirectUrl: order.payment!.redirectUrl });
    expect((await api.call({ method: 'GET', url: `/api/order/payment/${paymentId}?method=INVOICE`, token: customer.token })).statusCode).toBe(404);
  }, 60_000);

  it('a late return of an earlier declined attempt, after a later one paid, changes nothing', async () => {
    const { customer, order } = await customerOrder(api, [date()], CARD);
    const firstUrl = order.payment!.redirectUrl!;
    const firstId = order.payment!.paymentId;
    await decideOnTestPage(api, firstUrl, 'decline');
    await validate(customer.token, { orderId: order.id, paymentId: firstId });
    const retry = await api.call({ method: 'PUT', url: `/api/order/${firstId}`, token: customer.token, key: newKey(), payload: CARD });
    const second = retry.json<Order>().payment!;
    expect(second.paymentId).not.toBe(firstId);
    // Paying the new attempt, then an old return arrives: the order stays as the new payment left it.
    await decideOnTestPage(api, second.redirectUrl!, 'pay');
    expect((await validate(customer.token, { orderId: order.id, paymentId: second.paymentId })).json<Order>().status).toBe('CONFIRMED');
    const late = await validate(customer.token, { orderId: order.id, paymentId: firstId });
    expect(late.statusCode).toBe(200);
    expect(late.json<Order>()).toMatchObject({ status: 'CONFIRMED', payment: { paymentId: second.paymentId, status: 'PAID' } });
    expect(await counts(order.id)).toEqual({ invoices: 1, payments: 2 });
    // The mail at placing and one confirmation.
    expect(await mailsAbout(api, order.orderNumber)).toHaveLength(2);
  }, 60_000);
});

describe('invoice and SEPA', () => {
  it('an invoice order is confirmed at once; the mail names due date and the seller\'s bank account', async () => {
    const { order } = await customerOrder(api, [date()], { paymentMethod: 'INVOICE' });
    expect(order).toMatchObject({ status: 'CONFIRMED', payment: { method: 'INVOICE', status: 'OPEN' } });
    const [mail] = await mailsAbout(api, order.orderNumber);
    expect(mail!.subject).toBe(`Ihre Bestellung ${order.orderNumber} bei Kursmarkt`);
    expect(mail!.text_body).toMatch(/bis zum \d\d\.\d\d\.\d{4}/);
    expect(mail!.text_body).toContain('IBAN DE89 3704 0044 0532 0130 00');
    expect(mail!.text_body).toContain(`Verwendungszweck: ${order.invoice!.invoiceNumber}`);
    for (const line of order.lines) expect(mail!.text_body).toContain(line.name);
  }, 60_000);

  it('refuses an invalid IBAN (422 IBAN_INVALID on sepa.iban); a valid one gets a mandate and the pre-notification', async () => {
    const customer = await api.customer();
    await api.call({ method: 'PUT', url: '/api/cart', token: customer.token, payload: positionOf(date()) });
    const bad = await api.call({
      method: 'PUT', url: '/api/order/payment', token: customer.token,
      payload: { paymentMethod: 'SEPA_DIRECT_DEBIT', sepa: { accountHolder: 'Berta Beispiel', iban: 'DE89 3704 0044 0532 0130 01' } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'IBAN_INVALID', field: 'sepa.iban' });

    const { order } = await customerOrder(api, [date()], { paymentMethod: 'SEPA_DIRECT_DEBIT', sepa: { accountHolder: 'Berta Beispiel', iban: 'de89 3704 0044 0532 0130 00' } });
    expect(order).toMatchObject({ status: 'CONFIRMED', payment: { method: 'SEPA_DIRECT_DEBIT', status: 'OPEN', mandateReference: expect.stringMatching(/^KM\d{10}$/) } });
    const [mail] = await mailsAbout(api, order.orderNumber);
    expect(mail!.text_body).toContain(`Mandatsreferenz: ${order.payment!.mandateReference}`);
    expect(mail!.text_body).toContain('Gläubiger-ID: DE98ZZZ09999999999');
    expect(mail!.text_body).toContain('DE89 •••• 3000');
    expect(mail!.text_body).toContain('Vorabankündigung');
  }, 60_000);

  it('an order in English gets its confirmation in English', async () => {
    const customer = await api.customer();
    const position = date();
    await api.call({ method: 'PUT', url: '/api/cart', token: customer.token, payload: positionOf(position) });
    await api.call({ method: 'PUT', url: '/api/order/payment', token: customer.token, payload: { paymentMethod: 'INVOICE' } });
    const summary = (await api.call({ method: 'GET', url: '/api/order/summary', token: customer.token })).json<{ totals: { grossValue: number } }>();
    const placed = await api.call({
      method: 'PUT', url: '/api/order?language=en', token: customer.token, key: newKey(),
      payload: { acceptTerms: true, acceptPrivacy: true, confirmedGrossValue: summary.totals.grossValue },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    const [mail] = await mailsAbout(api, order.orderNumber);
    expect(mail!.subject).toBe(`Your order ${order.orderNumber} at Kursmarkt`);
    expect(mail!.text_body).toContain('Please transfer');
  }, 60_000);
});

describe('invoice numbers', () => {
  it('stay gapless under 20 concurrent confirmations, and a rolled-back confirmation gives its number back', async () => {
    const placed = [];
    for (let n = 0; n < 20; n += 1) placed.push(await customerOrder(api, [date()], CARD));
    // Everybody paid; all 20 returns arrive at once.
    for (const { order } of placed) await decideOnTestPage(api, order.payment!.redirectUrl!, 'pay');
    const before = (await api.q<{ n: number }>('select coalesce(max(running_number), 0)::int as n from invoice'))[0]!.n;
    const answers = await Promise.all(placed.map(({ customer, order }) => validate(customer.token, { orderId: order.id, paymentId: order.payment!.paymentId })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const numbers = answers.map((answer) => Number(answer.json<Order>().invoice!.invoiceNumber.slice(-6))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => before + index + 1));

    // A confirmation whose transaction fails leaves no gap.
    const { order } = await customerOrder(api, [date()], CARD);
    await decideOnTestPage(api, order.payment!.redirectUrl!, 'pay');
    await api.q(`update payment set status = 'PAID' where id = $1`, [order.payment!.paymentId]);
    await expect(api.server.database.db.transaction(async (tx) => {
      await confirmOrder(tx, order.id);
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    await api.server.database.db.transaction((tx) => confirmOrder(tx, order.id));
    const [invoice] = await api.q<{ running_number: number }>('select running_number from invoice where order_id = $1', [order.id]);
    expect(invoice!.running_number).toBe(before + 21);
  }, 300_000);
});
