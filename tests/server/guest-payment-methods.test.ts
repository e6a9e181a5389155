/**
 * GET /api/cart/payment-methods for a guest checkout: a guest keeps the cart in the browser, so
 * without a cart owner the methods come from the checkout of the order token (X-Order) — what the
 * guest order flow's payment selection offers. Without a token, or with an unknown one, none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestCheckoutStarted, PaymentMethodOffer } from '../../src/shared/order.ts';
import { BUYER, bookable, positionOf, startOrderApi, type Bookable, type OrderApi } from '../support/order-api.ts';

let api: OrderApi;
let taxed: Bookable[];

beforeAll(async () => {
  api = await startOrderApi();
  taxed = await bookable(api, 'not exists (select 1 from organizer o where o.id = c.organizer_id and o.vat_exempt)');
}, 120_000);
afterAll(async () => {
  await api?.server.close();
});

const methods = async (orderToken?: string) => {
  const answer = await api.call({ method: 'GET', url: '/api/cart/payment-methods', ...(orderToken ? { orderToken } : {}) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<PaymentMethodOffer[]>().map((offer) => offer.method);
};

describe('payment methods of a guest checkout', () => {
  it('offers the configured methods for the checkout of the order token, none without one', async () => {
    const started = (
      await api.call({
        method: 'PUT', url: '/api/guest-order/guest',
        payload: { buyer: { ...BUYER, email: 'gast-methoden@example.org' }, cart: { positions: [positionOf(taxed[0]!)], voucherCodes: [] } },
      })
    ).json<GuestCheckoutStarted>();
    expect(await methods(started.orderToken!)).toContain('INVOICE');
    expect(await methods()).toEqual([]);
    expect(await methods('A'.repeat(43))).toEqual([]);
  });
});
