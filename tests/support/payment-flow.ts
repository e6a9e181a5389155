/**
 * Orders placed and paid through the real API (tests/server/payment-*, upload-*, invoice-*): a
 * customer's order with a chosen method, a guest's order paid after placing, and the test card
 * provider's page as a browser uses it (read the page, post a decision with the page's token, follow
 * the 303 back to the shop's return address).
 */
import { expect } from 'vitest';
import type { BuyerData, GuestCheckoutStarted, Order, OrderSummary, PaymentChoice } from '../../src/shared/order.ts';
import { BUYER, newKey, positionOf, type Bookable, type OrderApi } from './order-api.ts';

const PLACE = { acceptTerms: true, acceptPrivacy: true };

/** A new customer orders `positions`, paying with `choice`; answers the placed order and the customer. */
export async function customerOrder(api: OrderApi, positions: Bookable[], choice: PaymentChoice, buyer: Partial<BuyerData> = {}) {
  const customer = await api.customer(buyer);
  for (const position of positions) {
    const added = await api.call({ method: 'PUT', url: '/api/cart', token: customer.token, payload: positionOf(position) });
    expect(added.statusCode, added.body).toBe(200);
  }
  const chosen = await api.call({ method: 'PUT', url: '/api/order/payment', token: customer.token, payload: choice });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const summary = (await api.call({ method: 'GET', url: '/api/order/summary', token: customer.token })).json<OrderSummary>();
  const placed = await api.call({
    method: 'PUT', url: '/api/order', token: customer.token, key: newKey(),
    payload: { ...PLACE, confirmedGrossValue: summary.totals.grossValue, ...(summary.earlyStartRequestRequired ? { earlyStartRequested: true } : {}) },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return { customer, order: placed.json<Order>() };
}

/**
 * A guest places an order of `positions` and then pays it with `choice`; answers the order token and
 * the order. With `language` the calls carry it as the shop does (?language=…); without, none (German).
 */
export async function guestOrder(
  api: OrderApi, positions: Bookable[], choice: PaymentChoice, buyer: Partial<BuyerData> = {}, language?: 'de' | 'en',
) {
  const query = language ? `?language=${language}` : '';
  const started = await api.call({
    method: 'PUT', url: `/api/guest-order/guest${query}`,
    payload: { buyer: { ...BUYER, email: 'gast@example.org', ...buyer }, cart: { positions: positions.map(positionOf), voucherCodes: [] } },
  });
  expect(started.statusCode, started.body).toBe(200);
  const orderToken = started.json<GuestCheckoutStarted>().orderToken!;
  const summary = (await api.call({ method: 'GET', url: '/api/guest-order/guest-summary', orderToken })).json<OrderSummary>();
  const placed = await api.call({
    method: 'PUT', url: `/api/guest-order/order${query}`, orderToken, key: newKey(),
    payload: { ...PLACE, confirmedGrossValue: summary.totals.grossValue, ...(summary.earlyStartRequestRequired ? { earlyStartRequested: true } : {}) },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const paid = await api.call({ method: 'PUT', url: '/api/guest-order/payment', orderToken, key: newKey(), payload: choice });
  expect(paid.statusCode, paid.body).toBe(200);
  return { orderToken, order: paid.json<Order>() };
}

/** The test card page of a pending payment, as the browser gets it; with the token its forms post back. */
export async function openTestPage(api: OrderApi, redirectUrl: string, query = '') {
  const path = new URL(redirectUrl).pathname;
  const page = await api.call({ method: 'GET', url: `${path}${query}` });
  expect(page.statusCode, page.body).toBe(200);
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1];
  return { path, html: page.body, token, headers: page.headers };
}

/** Pays, declines or cancels on the test page; answers the provider's answer (303 back to the shop, or a refusal). */
export async function decideOnTestPage(api: OrderApi, redirectUrl: string, decision: 'pay' | 'decline' | 'cancel', token?: string) {
  const page = await openTestPage(api, redirectUrl);
  return api.call({
    method: 'POST', url: page.path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token: token ?? page.token!, decision }).toString(),
  });
}

/** The shop's return address (where the test page sent the browser) as a PaymentReturn body. */
export function returnOf(location: string) {
  const url = new URL(location);
  return { path: url.pathname, body: { orderId: Number(url.searchParams.get('orderId')), paymentId: url.searchParams.get('paymentId')! } };
}

export const mailsAbout = async (api: OrderApi, orderNumber: string) =>
  api.q<{ recipient: string; subject: string; text_body: string }>(
    `select recipient, subject, text_body from mail_outbox where subject like '%' || $1 || '%' order by id`,
    [orderNumber],
  );
