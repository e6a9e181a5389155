/**
 * The guest checkout and the customer data of ordering through app.inject: order tokens (a guest reads
 * only its own order; expired checkouts), placing a guest checkout twice, the summary's VAT with exempt
 * and taxed lines exact to the cent, the buyer data rules (zip code per country, company, tax number),
 * check rule 3 for a new customer, and the country list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../src/shared/countries.ts';
import type {
  BuyerData, CustomerOrderData, GuestCheckout, GuestCheckoutStarted, Order, OrderSummary,
} from '../../src/shared/order.ts';
import type { CartValidation } from '../../src/shared/cart.ts';
import { BUYER, bookable, newKey, positionOf, startOrderApi, type Bookable, type OrderApi } from '../support/order-api.ts';

let api: OrderApi;
let taxed: Bookable[];
let exempt: Bookable[];

beforeAll(async () => {
  api = await startOrderApi();
  taxed = await bookable(api, 'not exists (select 1 from organizer o where o.id = c.organizer_id and o.vat_exempt)');
  exempt = await bookable(api, 'exists (select 1 from organizer o where o.id = c.organizer_id and o.vat_exempt)');
}, 120_000);
afterAll(async () => {
  await api?.server.close();
});

const guestBuyer = (extra: Partial<BuyerData> = {}): BuyerData => ({ ...BUYER, email: 'gast@example.org', ...extra });

async function startGuest(positions: Bookable[], buyer = guestBuyer(), codes: string[] = []) {
  const answer = await api.call({
    method: 'PUT', url: '/api/guest-order/guest', payload: { buyer, cart: { positions: positions.map(positionOf), voucherCodes: codes } },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<GuestCheckoutStarted>();
}

const guestSummary = async (orderToken: string) => {
  const answer = await api.call({ method: 'GET', url: '/api/guest-order/guest-summary', orderToken });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<OrderSummary>();
};

const placeGuest = (orderToken: string, gross: number, key = newKey()) =>
  api.call({ method: 'PUT', url: '/api/guest-order/order', orderToken, key, payload: { acceptTerms: true, acceptPrivacy: true, confirmedGrossValue: gross } });

describe('guest checkout', () => {
  it('issues an order token once and keeps the checkout under it', async () => {
    const started = await startGuest([taxed[0]!]);
    expect(started.orderToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(started.accountExists).toBe(false);
    const [stored] = await api.q<{ n: number }>('select count(*)::int as n from checkout where order_token_hash = encode(sha256(convert_to($1, \'UTF8\')), \'hex\')', [started.orderToken]);
    expect(stored!.n).toBe(1);
    const updated = await api.call({
      method: 'PUT', url: '/api/guest-order/guest', orderToken: started.orderToken!,
      payload: { buyer: guestBuyer({ city: 'Potsdam', zipCode: '14467' }), cart: { positions: [positionOf(taxed[0]!), positionOf(taxed[1]!)], voucherCodes: [] } },
    });
    expect(updated.json<GuestCheckoutStarted>().orderToken).toBeNull();
    const checkout = (await api.call({ method: 'GET', url: '/api/guest-order/guest', orderToken: started.orderToken! })).json<GuestCheckout>();
    expect(checkout.buyer.city).toBe('Potsdam');
    expect(checkout.cart.positions).toHaveLength(2);
    expect(checkout.orderId).toBeNull();
  });

  it('tells the guest when the e-mail belongs to an account', async () => {
    const started = await startGuest([taxed[0]!], guestBuyer({ email: 'KUNDE@kursmarkt.example' }));
    expect(started.accountExists).toBe(true);
  });

  it('an unknown or expired order token answers 404 ORDER_TOKEN_UNKNOWN', async () => {
    const unknown = await api.call({ method: 'GET', url: '/api/guest-order/guest-summary', orderToken: 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('ORDER_TOKEN_UNKNOWN');
    const started = await startGuest([taxed[0]!]);
    await api.q(`update checkout set updated_at = now() - interval '25 hours' where order_token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`, [started.orderToken]);
    const expired = await api.call({ method: 'GET', url: '/api/guest-order/guest', orderToken: started.orderToken! });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().code).toBe('ORDER_TOKEN_UNKNOWN');
  });

  it('a guest order token reads only its own order', async () => {
    const mine = await startGuest([taxed[2]!]);
    const placed = await placeGuest(mine.orderToken!, (await guestSummary(mine.orderToken!)).totals.grossValue);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    expect(order.status).toBe('PLACED');
    expect(order.next).toBe('PAYMENT_SELECTION');
    const own = await api.call({ method: 'GET', url: `/api/guest-order/${order.id}`, orderToken: mine.orderToken! });
    expect(own.statusCode).toBe(200);
    expect(own.json<Order>().orderNumber).toBe(order.orderNumber);
    const other = await startGuest([taxed[3]!]);
    expect((await api.call({ method: 'GET', url: `/api/guest-order/${order.id}`, orderToken: other.orderToken! })).statusCode).toBe(404);
    expect((await api.call({ method: 'GET', url: `/api/guest-order/${order.id}` })).statusCode).toBe(400);
    const customer = await api.customer();
    expect((await api.call({ method: 'GET', url: `/api/order/${order.id}`, token: customer.token })).statusCode).toBe(404);
  });

  it('placing a guest checkout twice with different keys answers the same order', async () => {
    const started = await startGuest([taxed[4]!]);
    const gross = (await guestSummary(started.orderToken!)).totals.grossValue;
    const [first, second] = await Promise.all([placeGuest(started.orderToken!, gross), placeGuest(started.orderToken!, gross)]);
    expect([first!.statusCode, second!.statusCode].sort((a, b) => a - b)).toEqual([200, 201]);
    expect(first!.json<Order>().id).toBe(second!.json<Order>().id);
    const [orders] = await api.q<{ n: number }>(`select count(*)::int as n from customer_order where order_token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`, [started.orderToken]);
    expect(orders!.n).toBe(1);
  });

  it('refuses invalid buyer data with 422 naming buyer.<field>', async () => {
    const answer = await api.call({
      method: 'PUT', url: '/api/guest-order/guest',
      payload: { buyer: guestBuyer({ zipCode: '1234' }), cart: { positions: [positionOf(taxed[0]!)], voucherCodes: [] } },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ code: 'ZIP_CODE_INVALID', field: 'buyer.zipCode' });
  });
});

describe('VAT', () => {
  it('sums taxed and exempt lines exactly to the cent, in the summary and the placed order', async () => {
    // Prices that round: 19 % of gross/1.19 is not a whole cent for them.
    const [a, b] = [taxed[5]!, exempt[0]!];
    await api.q('update price_level set price_cents = 10001 where id = $1', [a.priceLevelId]);
    await api.q('update price_level set price_cents = 33333 where id = $1', [b.priceLevelId]);
    const started = await startGuest([a, b]);
    const summary = await guestSummary(started.orderToken!);
    const [taxedLine, exemptLine] = summary.lines;
    expect(taxedLine).toMatchObject({ grossValue: 10001, netValue: 8404, vatValue: 1597, vatRatePercent: 19, vatTreatment: 'STANDARD' });
    expect(exemptLine).toMatchObject({ grossValue: 33333, netValue: 33333, vatValue: 0, vatRatePercent: 0, vatTreatment: 'EXEMPT' });
    expect(summary.totals).toEqual({
      netValue: 8404 + 33333, vatValue: 1597, grossValue: 43334,
      vatByRate: [{ ratePercent: 19, netValue: 8404, vatValue: 1597 }, { ratePercent: 0, netValue: 33333, vatValue: 0 }],
    });
    const placed = await placeGuest(started.orderToken!, 43334);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<Order>().totals).toEqual(summary.totals);
    const [row] = await api.q<{ net: number; vat: number; gross: number }>('select net_cents as net, vat_cents as vat, gross_cents as gross from customer_order where id = $1', [placed.json<Order>().id]);
    expect(row).toEqual({ net: 41737, vat: 1597, gross: 43334 });
  });
});

describe('customer data', () => {
  it('a new customer fails check rule 3 until the buyer data are stored, then passes it', async () => {
    const customer = await api.customer();
    await api.q('update account set buyer_type = null, street = null where id = $1', [customer.id]);
    const before = (await api.call({ method: 'GET', url: '/api/order/customer', token: customer.token })).json<CustomerOrderData>();
    expect(before.complete).toBe(false);
    await api.call({ method: 'PUT', url: '/api/cart', token: customer.token, payload: positionOf(taxed[6]!) });
    const summary = await api.call({ method: 'GET', url: '/api/order/summary', token: customer.token });
    expect(summary.statusCode).toBe(412);
    expect(summary.json().code).toBe('CUSTOMER_INCOMPLETE');
    const check = (token: string) => api.call({ method: 'PUT', url: '/api/order/validate-cart', token, payload: { positions: [], voucherCodes: [] } });
    expect((await check(customer.token)).json<CartValidation>().validCustomerStatus).toBe(false);
    const saved = await api.call({ method: 'PUT', url: '/api/order/customer', token: customer.token, payload: { ...BUYER, buyerType: 'CONSUMER', company: null } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<CustomerOrderData>()).toMatchObject({ complete: true, buyerType: 'CONSUMER', street: BUYER.street });
    expect((await check(customer.token)).json<CartValidation>()).toMatchObject({ validCustomerStatus: true, taxNumberRequired: false });
  });

  it.each([
    [{ country: 'DEU', zipCode: '1234' }, 'ZIP_CODE_INVALID', 'zipCode'],
    [{ country: 'AUT', zipCode: '10115', taxNumber: 'ATU12345678' }, 'ZIP_CODE_INVALID', 'zipCode'],
    [{ country: 'CHE', zipCode: 'CH-8001' }, 'ZIP_CODE_INVALID', 'zipCode'],
    [{ country: 'XYZ' }, 'COUNTRY_UNKNOWN', 'country'],
    [{ buyerType: 'BUSINESS', company: null }, 'COMPANY_REQUIRED', 'company'],
    [{ country: 'AUT', zipCode: '1010', taxNumber: null }, 'TAX_NUMBER_REQUIRED', 'taxNumber'],
    [{ email: 'kein-at-zeichen.de' }, 'EMAIL_INVALID', 'email'],
  ] as const)('refuses %o with 422 %s', async (change, code, field) => {
    const customer = await api.customer();
    const answer = await api.call({ method: 'PUT', url: '/api/order/customer', token: customer.token, payload: { ...BUYER, ...change } });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ code, field });
  });

  it('accepts the zip codes of Austria and Switzerland, and an Austrian consumer without a VAT id', async () => {
    const customer = await api.customer();
    for (const change of [{ country: 'CHE', zipCode: '8001' }, { country: 'AUT', zipCode: '1010', buyerType: 'CONSUMER', company: null }]) {
      const answer = await api.call({ method: 'PUT', url: '/api/order/customer', token: customer.token, payload: { ...BUYER, ...change } });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<CustomerOrderData>().complete).toBe(true);
    }
  });

  it('PUT /api/customers/{id} writes only the caller\'s own record (another id answers 404)', async () => {
    const me = await api.customer();
    const other = await api.customer();
    expect((await api.call({ method: 'PUT', url: `/api/customers/${other.id}`, token: me.token, payload: { ...BUYER, city: 'Hamburg', zipCode: '20095' } })).statusCode).toBe(404);
    const own = await api.call({ method: 'PUT', url: `/api/customers/${me.id}`, token: me.token, payload: { ...BUYER, city: 'Hamburg', zipCode: '20095' } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ city: 'Hamburg', zipCode: '20095' });
    const [untouched] = await api.q<{ city: string }>('select city from account where id = $1', [other.id]);
    expect(untouched!.city).toBe(BUYER.city);
  });

  it('lists the main markets first, then every country by German name', () => {
    expect(COUNTRIES.slice(0, 6).map((country) => country.iso)).toEqual(['DEU', 'LUX', 'AUT', 'POL', 'CHE', 'ESP']);
    expect(COUNTRIES.length).toBeGreaterThan(240);
    const rest = COUNTRIES.slice(6).map((country) => country.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('de').compare));
  });
});
