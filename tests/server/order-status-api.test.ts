/**
 * The last two calls of spec §7's order flows: POST /api/order/status (a customer gives up a card
 * payment under way; every other status change is refused) and GET /api/guest-order/payment (the
 * guest order's current payment). Same ownership rules as their neighbours: a bearer token for
 * /order/*, the X-Order token for /guest-order/*; another party's order answers 404.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestCheckoutStarted, Order, OrderSummary } from '../../src/shared/order.ts';
import {
  BUYER,
  bookable,
  newKey,
  positionOf,
  type Bookable,
  type OrderApi,
  startOrderApi,
} from '../support/order-api.ts';
import { customerOrder, decideOnTestPage, guestOrder } from '../support/payment-flow.ts';

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
const INVOICE = { paymentMethod: 'INVOICE' } as const;
const changeStatus = (token: string | undefined, payload: unknown) =>
  api.call({
    method: 'POST',
    url: '/api/order/status',
    ...(token ? { token } : {}),
    payload: payload as Record<string, unknown>,
  });
const paymentStatusOf = async (orderId: number) =>
  (
    await api.q<{ status: string }>('select status from payment where order_id = $1 order by created_at desc limit 1', [
      orderId,
    ])
  )[0]?.status;

describe('POST /api/order/status', () => {
  it('cancels the card payment under way: the order waits for another method, and the payment page cannot pay any more', async () => {
    const { customer, order } = await customerOrder(api, [date()], CARD);
    expect(order.payment).toMatchObject({ status: 'PENDING' });

    const response = await changeStatus(customer.token, { id: order.id, type: 'PAYMENT', status: 'CANCELLED' });
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json<Order>();
    expect(changed).toMatchObject({ id: order.id, status: 'PAYMENT_PENDING', next: 'PAYMENT_SELECTION' });
    expect(changed.payment).toMatchObject({ paymentId: order.payment!.paymentId, status: 'CANCELLED' });

    await decideOnTestPage(api, order.payment!.redirectUrl!, 'pay');
    expect(await paymentStatusOf(order.id)).toBe('CANCELLED');
    // And another method can be chosen now.
    const again = await api.call({
      method: 'PUT',
      url: `/api/order/${order.payment!.paymentId}`,
      token: customer.token,
      key: newKey(),
      payload: INVOICE,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Order>()).toMatchObject({ status: 'CONFIRMED' });
  });

  it('never lets the customer mark a payment paid, or change the order itself (422, nothing changes)', async () => {
    const { customer, order } = await customerOrder(api, [date()], CARD);
    for (const body of [
      { id: order.id, type: 'PAYMENT', status: 'PAID' },
      { id: order.id, type: 'PAYMENT', status: 'DECLINED' },
      { id: order.id, type: 'PAYMENT', status: 'OPEN' },
      { id: order.id, type: 'ORDER', status: 'CONFIRMED' },
      { id: order.id, type: 'ORDER', status: 'CANCELLED' },
    ]) {
      const response = await changeStatus(customer.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toMatchObject({
        statusCode: 422,
        code: 'STATUS_CHANGE_NOT_ALLOWED',
        field: 'status',
        message: expect.any(String),
      });
    }
    expect(await paymentStatusOf(order.id)).toBe('PENDING');
    const [stored] = await api.q<{ status: string }>('select status from customer_order where id = $1', [order.id]);
    expect(stored!.status).toBe('PAYMENT_PENDING');
  });

  it('refuses to cancel a payment that is not under way (an invoice of a confirmed order) with 409', async () => {
    const { customer, order } = await customerOrder(api, [date()], INVOICE);
    expect(order.status).toBe('CONFIRMED');
    const response = await changeStatus(customer.token, { id: order.id, type: 'PAYMENT', status: 'CANCELLED' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'NO_PAYMENT_UNDER_WAY' });
    expect(await paymentStatusOf(order.id)).toBe('OPEN');
  });

  it("answers another customer's order, or one that does not exist, with 404 — and changes nothing", async () => {
    const { order } = await customerOrder(api, [date()], CARD);
    const stranger = await api.customer();
    for (const body of [
      { id: order.id, type: 'PAYMENT', status: 'CANCELLED' },
      { id: order.id, type: 'PAYMENT', status: 'PAID' },
      { id: 2_000_000_000, type: 'PAYMENT', status: 'CANCELLED' },
    ]) {
      const response = await changeStatus(stranger.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
    expect(await paymentStatusOf(order.id)).toBe('PENDING');
  });

  it('refuses a malformed body with 400 and a guest with 401', async () => {
    const { customer, order } = await customerOrder(api, [date()], CARD);
    for (const body of [
      {},
      { id: order.id, type: 'PAYMENT' },
      { id: order.id, type: 'PAYMENT', status: 'REFUNDED' },
      { id: order.id, type: 'INVOICE', status: 'CANCELLED' },
      { id: order.id, type: 'ORDER', status: 'PAID' },
      { id: 0, type: 'PAYMENT', status: 'CANCELLED' },
      { id: String(order.id), type: 'PAYMENT', status: 'CANCELLED', extra: true },
    ]) {
      const response = await changeStatus(customer.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
    }
    expect((await changeStatus(undefined, { id: order.id, type: 'PAYMENT', status: 'CANCELLED' })).statusCode).toBe(
      401,
    );
    expect(await paymentStatusOf(order.id)).toBe('PENDING');
  });
});

describe('GET /api/guest-order/payment', () => {
  const current = (orderToken?: string) =>
    api.call({ method: 'GET', url: '/api/guest-order/payment', ...(orderToken ? { orderToken } : {}) });

  it("answers the guest order's current payment", async () => {
    const { orderToken, order } = await guestOrder(api, [date()], CARD);
    const response = await current(orderToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ orderId: order.id, payment: order.payment });
    expect(order.payment).toMatchObject({ method: 'CREDIT_CARD', status: 'PENDING' });
  });

  it('answers null as the payment before the guest chose a method', async () => {
    const started = await api.call({
      method: 'PUT',
      url: '/api/guest-order/guest',
      payload: {
        buyer: { ...BUYER, email: 'gast.ohne.zahlung@example.org' },
        cart: { positions: [positionOf(date())], voucherCodes: [] },
      },
    });
    const orderToken = started.json<GuestCheckoutStarted>().orderToken!;
    const summary = (
      await api.call({ method: 'GET', url: '/api/guest-order/guest-summary', orderToken })
    ).json<OrderSummary>();
    const placed = await api.call({
      method: 'PUT',
      url: '/api/guest-order/order',
      orderToken,
      key: newKey(),
      payload: {
        acceptTerms: true,
        acceptPrivacy: true,
        confirmedGrossValue: summary.totals.grossValue,
        ...(summary.earlyStartRequestRequired ? { earlyStartRequested: true } : {}),
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const response = await current(orderToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ orderId: placed.json<Order>().id, payment: null });
  });

  it("answers another token (or a checkout that placed no order) with 404, never another guest's payment", async () => {
    await guestOrder(api, [date()], CARD);
    const unknown = await current(randomBytes(32).toString('base64url'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'ORDER_TOKEN_UNKNOWN' });
    const started = await api.call({
      method: 'PUT',
      url: '/api/guest-order/guest',
      payload: {
        buyer: { ...BUYER, email: 'gast.unbestellt@example.org' },
        cart: { positions: [positionOf(date())], voucherCodes: [] },
      },
    });
    expect((await current(started.json<GuestCheckoutStarted>().orderToken!)).statusCode).toBe(404);
  });

  it('refuses a missing or malformed X-Order with 400', async () => {
    for (const response of [await current(), await current('kurz'), await current('a'.repeat(200))]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
    }
  });
});
