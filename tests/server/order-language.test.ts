/**
 * The shopper's language travels with the order (issue 24 §6): the shop sends `?language=` when it
 * saves the guest checkout and places an order; the order keeps it, and the confirmation e-mail (with
 * the seller's country) and the test card provider's page follow it. German is the default, and a
 * language the shop does not offer is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderSummary } from '../../src/shared/order.ts';
import { BUYER, bookable, newKey, positionOf, startOrderApi, type Bookable, type OrderApi } from '../support/order-api.ts';
import { decideOnTestPage, guestOrder, mailsAbout, openTestPage, returnOf } from '../support/payment-flow.ts';

let api: OrderApi;
let dates: Bookable[] = [];
let next = 0;
const date = () => dates[next++ % dates.length]!;

beforeAll(async () => {
  api = await startOrderApi();
  dates = await bookable(api, 'not exists (select 1 from organizer o where o.id = c.organizer_id and o.vat_exempt)');
}, 120_000);
afterAll(async () => {
  await api?.server.close();
});

const CARD = { paymentMethod: 'CREDIT_CARD' } as const;
const INVOICE = { paymentMethod: 'INVOICE' } as const;
const CONSUMER = { buyerType: 'CONSUMER', company: null } as const;

async function confirmedGuestMail(orderToken: string, order: Order) {
  const paid = await decideOnTestPage(api, order.payment!.redirectUrl!, 'pay');
  expect(paid.statusCode).toBe(303);
  const back = returnOf(paid.headers.location as string);
  const validated = await api.call({ method: 'PUT', url: '/api/guest-order/validate-payment', orderToken, payload: back.body });
  expect(validated.statusCode, validated.body).toBe(200);
  // The mail at placing, then the confirmation with the invoice once paid (issue 24 §3).
  const [placed, confirmed] = await mailsAbout(api, order.orderNumber);
  return { placed: placed!, mail: confirmed! };
}

describe("the order's language", () => {
  it('an English guest gets the English test payment page and an English confirmation naming the country in English', async () => {
    const { orderToken, order } = await guestOrder(api, [date()], CARD, { ...CONSUMER, email: 'guest-en@example.org' }, 'en');
    const page = await openTestPage(api, order.payment!.redirectUrl!);
    expect(page.html).toContain('<html lang="en">');
    expect(page.html).toContain('<h1>Test payment</h1>');
    expect(page.html).toContain('>Pay</button>');
    expect(page.html).not.toContain('Bezahlen');

    const { placed, mail } = await confirmedGuestMail(orderToken, order);
    expect(placed.subject).toBe(`Your order ${order.orderNumber} at Kursmarkt`);
    expect(placed.text_body).toContain('Right of withdrawal');
    expect(placed.text_body).not.toContain('Deutschland');
    expect(mail.subject).toBe(`Confirmation and invoice for your order ${order.orderNumber}`);
    expect(mail.text_body).toContain('thank you for your order');
    expect(mail.text_body).toContain('have been paid by credit card');
    expect(mail.text_body).toMatch(/Your contracting party and seller:\n.*\n.*, Germany\n/);
    expect(mail.text_body).toMatch(/Address your withdrawal to:\n.*, Germany\n/);
    expect(mail.text_body).not.toContain('Deutschland');
    expect(mail.text_body).not.toContain('Vielen Dank');
  }, 60_000);

  it('a guest without a language (or with German) gets the German page and e-mail', async () => {
    for (const language of [undefined, 'de'] as const) {
      const { orderToken, order } = await guestOrder(api, [date()], CARD, { ...CONSUMER, email: `gast-${language ?? 'ohne'}@example.org` }, language);
      const page = await openTestPage(api, order.payment!.redirectUrl!);
      expect(page.html).toContain('<html lang="de">');
      expect(page.html).toContain('<h1>Testzahlung</h1>');
      expect(page.html).toContain('>Bezahlen</button>');

      const { placed, mail } = await confirmedGuestMail(orderToken, order);
      expect(placed.subject).toBe(`Ihre Bestellung ${order.orderNumber} bei Kursmarkt`);
      expect(placed.text_body).toContain('Widerrufsrecht');
      expect(mail.subject).toBe(`Bestätigung und Rechnung zu Ihrer Bestellung ${order.orderNumber}`);
      expect(mail.text_body).toContain('vielen Dank für Ihre Bestellung');
      expect(mail.text_body).toMatch(/Ihr Vertragspartner und Verkäufer:\n.*\n.*, Deutschland\n/);
      expect(mail.text_body).not.toContain('Germany');
    }
  }, 60_000);

  it('an English guest paying by invoice is told in English at once', async () => {
    const { order } = await guestOrder(api, [date()], INVOICE, { email: 'firm-en@example.org' }, 'en');
    const [placed, mail] = await mailsAbout(api, order.orderNumber);
    expect(placed!.subject).toBe(`Your order ${order.orderNumber} at Kursmarkt`);
    expect(mail!.subject).toBe(`Confirmation and invoice for your order ${order.orderNumber}`);
    expect(mail!.text_body).toContain('Please transfer');
  }, 60_000);

  it('an English customer paying by card gets the English test payment page', async () => {
    const customer = await api.customer();
    await api.call({ method: 'PUT', url: '/api/cart', token: customer.token, payload: positionOf(date()) });
    await api.call({ method: 'PUT', url: '/api/order/payment', token: customer.token, payload: CARD });
    const summary = (await api.call({ method: 'GET', url: '/api/order/summary', token: customer.token })).json<OrderSummary>();
    const placed = await api.call({
      method: 'PUT', url: '/api/order?language=en', token: customer.token, key: newKey(),
      payload: { acceptTerms: true, acceptPrivacy: true, confirmedGrossValue: summary.totals.grossValue, ...(summary.earlyStartRequestRequired ? { earlyStartRequested: true } : {}) },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const page = await openTestPage(api, placed.json<Order>().payment!.redirectUrl!);
    expect(page.html).toContain('<html lang="en">');
    expect(page.html).toContain('<h1>Test payment</h1>');
  }, 60_000);

  it('refuses a language the shop does not offer, and changes nothing', async () => {
    const before = await api.q<{ n: number }>('select count(*)::int as n from checkout');
    const answer = await api.call({
      method: 'PUT', url: '/api/guest-order/guest?language=fr',
      payload: { buyer: { ...BUYER, email: 'gast-fr@example.org' }, cart: { positions: [positionOf(date())], voucherCodes: [] } },
    });
    expect(answer.statusCode).toBe(400);
    expect(await api.q<{ n: number }>('select count(*)::int as n from checkout')).toEqual(before);
  }, 60_000);
});
