/**
 * XRechnung asked for at checkout (issue 26 §1, "Bad input: an e-invoice request without a buyer
 * reference where one is required is refused before the order"): a firm chooses invoiceFormat
 * XRECHNUNG with its buyer data; without the reference (BT-10) both flows' buyer-data calls answer 422
 * BUYER_REFERENCE_REQUIRED and store nothing, a consumer's is refused, and placing refuses a stored
 * buyer that lacks it. With it, the invoice mail carries the PDF and the XRechnung XML — the same XML
 * Meine Kurse offers for download.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerOrdersByYear } from '../../src/shared/customer-area.ts';
import type { BuyerData, CustomerOrderData, GuestCheckout, GuestCheckoutStarted, Order } from '../../src/shared/order.ts';
import { orderOnInvoice, placeOnInvoice } from '../support/firm-api.ts';
import { BUYER, bookable, positionOf, startOrderApi, type Bookable, type OrderApi } from '../support/order-api.ts';
import { guestOrder } from '../support/payment-flow.ts';

const LEITWEG_ID = '991-01234-56';
const XRECHNUNG: Partial<BuyerData> = { invoiceFormat: 'XRECHNUNG', invoiceReference: LEITWEG_ID };
const CONSUMER: Partial<BuyerData> = { buyerType: 'CONSUMER', company: null };

describe('XRechnung chosen at checkout', () => {
  let api: OrderApi;
  let dates: Bookable[];

  beforeAll(async () => {
    api = await startOrderApi();
    dates = await bookable(api);
  }, 180_000);
  afterAll(async () => {
    await api?.server.close();
  });

  const putCustomer = (token: string, buyer: Partial<BuyerData>) =>
    api.call({ method: 'PUT', url: '/api/order/customer', token, payload: { ...BUYER, email: 'kanzlei@example.org', ...buyer } });
  const readCustomer = async (token: string) =>
    (await api.call({ method: 'GET', url: '/api/order/customer', token })).json<CustomerOrderData>();
  const putGuest = (buyer: Partial<BuyerData>, orderToken?: string) =>
    api.call({
      method: 'PUT', url: '/api/guest-order/guest', ...(orderToken ? { orderToken } : {}),
      payload: { buyer: { ...BUYER, email: 'amt@example.org', ...buyer }, cart: { positions: [positionOf(dates[0]!)], voucherCodes: [] } },
    });
  const guestCheckouts = async () => (await api.q<{ n: number }>('select count(*)::int as n from checkout where order_token_hash is not null'))[0]!.n;

  /** The attachments of the mails that carry invoice `number`. */
  const invoiceMails = (number: string) =>
    api.q<{ mail_id: number; file_name: string; content_type: string; bytes: Uint8Array }>(
      `select a.mail_id::int as mail_id, a.file_name, a.content_type, a.bytes from mail_attachment a
        where a.mail_id in (select mail_id from mail_attachment where file_name = $1) order by a.mail_id, a.position`,
      [`Rechnung-${number}.pdf`],
    );

  it('a customer: consumer and missing reference refused (nothing stored); with the reference stored, mailed and offered', async () => {
    const customer = await api.customer();
    const consumer = await putCustomer(customer.token, { ...CONSUMER, invoiceFormat: 'XRECHNUNG' });
    expect(consumer.statusCode).toBe(422);
    expect(consumer.json()).toMatchObject({ code: 'XRECHNUNG_BUSINESS_ONLY', field: 'invoiceFormat' });

    const missing = await putCustomer(customer.token, { company: 'Landesamt für Justiz', invoiceFormat: 'XRECHNUNG' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'BUYER_REFERENCE_REQUIRED', field: 'invoiceReference', message: expect.stringContaining('buyer reference') });
    expect(await readCustomer(customer.token)).toMatchObject({ company: 'Kanzlei Beispiel', invoiceFormat: 'PDF', invoiceReference: null });

    const saved = await putCustomer(customer.token, XRECHNUNG);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CustomerOrderData>()).toMatchObject({ invoiceFormat: 'XRECHNUNG', invoiceReference: LEITWEG_ID });
    // Clearing the reference while the XRechnung stays chosen (format left out: kept) is refused too.
    const cleared = await putCustomer(customer.token, { invoiceReference: null });
    expect(cleared.statusCode).toBe(422);
    expect(cleared.json()).toMatchObject({ code: 'BUYER_REFERENCE_REQUIRED' });

    const order = await orderOnInvoice(api, customer.token, dates[1]!);
    expect(order.buyer).toMatchObject(XRECHNUNG);
    const attachments = await invoiceMails(order.invoice!.invoiceNumber);
    const buyerMail = attachments.filter((a) => a.mail_id === attachments[0]!.mail_id);
    expect(buyerMail.map((a) => [a.file_name, a.content_type])).toEqual(expect.arrayContaining([
      [`Rechnung-${order.invoice!.invoiceNumber}.pdf`, 'application/pdf'],
      [`Rechnung-${order.invoice!.invoiceNumber}.xml`, 'application/xml'],
    ]));
    const xml = Buffer.from(buyerMail.find((a) => a.file_name.endsWith('.xml'))!.bytes).toString('utf8');
    expect(xml).toContain(`<ram:BuyerReference>${LEITWEG_ID}</ram:BuyerReference>`);
    expect(xml).toContain('urn:xeinkauf.de:kosit:xrechnung_3.0');

    // Meine Kurse offers the download, and it is the XML the mail carried.
    const listed = await api.call({ method: 'GET', url: '/api/customer/orders', token: customer.token });
    expect(listed.json<CustomerOrdersByYear>().years[0]!.orders[0]).toMatchObject({ invoiceId: order.invoice!.id, xrechnung: true });
    const download = await api.call({ method: 'GET', url: `/api/customer-invoice/${order.invoice!.id}/xrechnung`, token: customer.token });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.body).toBe(xml);
  }, 90_000);

  it('a guest: refused before the order without the reference (nothing stored); with it the invoice mail has both files', async () => {
    const before = await guestCheckouts();
    const consumer = await putGuest({ ...CONSUMER, invoiceFormat: 'XRECHNUNG' });
    expect(consumer.statusCode).toBe(422);
    expect(consumer.json()).toMatchObject({ code: 'XRECHNUNG_BUSINESS_ONLY', field: 'buyer.invoiceFormat' });
    const missing = await putGuest({ invoiceFormat: 'XRECHNUNG' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'BUYER_REFERENCE_REQUIRED', field: 'buyer.invoiceReference' });
    expect(await guestCheckouts()).toBe(before);

    // A checkout that has the XRechnung keeps it when a later body leaves the format out, and refuses losing the reference.
    const started = await putGuest(XRECHNUNG);
    expect(started.statusCode, started.body).toBe(200);
    const orderToken = started.json<GuestCheckoutStarted>().orderToken!;
    const cleared = await putGuest({ invoiceReference: null }, orderToken);
    expect(cleared.statusCode).toBe(422);
    expect(cleared.json()).toMatchObject({ code: 'BUYER_REFERENCE_REQUIRED' });
    const stored = await api.call({ method: 'GET', url: '/api/guest-order/guest', orderToken });
    expect(stored.json<GuestCheckout>().buyer).toMatchObject(XRECHNUNG);

    const { order } = await guestOrder(api, [dates[2]!], { paymentMethod: 'INVOICE' }, { ...XRECHNUNG, email: 'behoerde@example.org' });
    expect(order.buyer).toMatchObject(XRECHNUNG);
    const files = (await invoiceMails(order.invoice!.invoiceNumber)).map((a) => a.file_name);
    expect(files).toEqual(expect.arrayContaining([`Rechnung-${order.invoice!.invoiceNumber}.pdf`, `Rechnung-${order.invoice!.invoiceNumber}.xml`]));
  }, 90_000);

  it('placing refuses (422, nothing written) a stored buyer whose XRechnung lacks the reference', async () => {
    const customer = await api.customer(XRECHNUNG);
    const added = await api.call({ method: 'PUT', url: '/api/cart', token: customer.token, payload: positionOf(dates[3]!) });
    expect(added.statusCode, added.body).toBe(200);
    // Stored before the rule, or written around it: the placing call is the last check.
    await api.q('update account set invoice_reference = null where id = $1', [customer.id]);
    const orders = async () => (await api.q<{ n: number }>('select count(*)::int as n from customer_order where customer_id = $1', [customer.id]))[0]!.n;
    const refused = await placeOnInvoice(api, customer.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'BUYER_REFERENCE_REQUIRED' });
    expect(await orders()).toBe(0);
    expect((await api.call({ method: 'GET', url: '/api/cart', token: customer.token })).json<{ positions: unknown[] }>().positions).toHaveLength(1);
    const fixed = await putCustomer(customer.token, { invoiceReference: LEITWEG_ID });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const placed = await placeOnInvoice(api, customer.token);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<Order>().buyer).toMatchObject(XRECHNUNG);
  }, 90_000);
});
