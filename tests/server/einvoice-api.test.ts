/**
 * The e-invoices as buyers get them through the API (issue 26 §1–§2): the invoice PDF a firm downloads
 * (and the one mailed) is Factur-X/ZUGFeRD with factur-x.xml embedded, valid to EN 16931 (0 fatal), its totals the order's
 * and its buyer reference the firm's "Ihre Referenz"; GET /api/customer-invoice/{id}/xrechnung
 * serves the same invoice as XRechnung (the XML differs only in the specification identifier BT-24),
 * refuses with 422 without a buyer reference or for a consumer, and only to the order's owner. A
 * withdrawal's credit note PDF carries its own e-invoice (type 381, naming the invoice).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerOrdersByYear } from '../../src/shared/customer-area.ts';
import type { BuyerData, Order } from '../../src/shared/order.ts';
import { signLink } from '../../src/server/services/signed-link.ts';
import { bookable, newKey, type Bookable, type OrderApi, startOrderApi } from '../support/order-api.ts';
import { customerOrder, guestOrder } from '../support/payment-flow.ts';
import { ciiValidator, compiledRules, fatal, oracleAvailability, type FailedAssert } from '../support/en16931.ts';
import { brokenXrechnungRules } from '../support/xrechnung-de.ts';

const oracle = oracleAvailability();
if (!oracle.run) console.info(oracle.reason);

const FIRM: Partial<BuyerData> = {
  company: 'Kanzlei Müller & Söhne', street: 'Königsallee 12', zipCode: '40212', city: 'Düsseldorf', taxNumber: 'DE811907980', invoiceReference: 'KST-4711/2026',
};
const CONSUMER: Partial<BuyerData> = { buyerType: 'CONSUMER', company: null, taxNumber: null };
const XRECHNUNG_ID = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';

describe.skipIf(!oracle.run)('e-invoices through the API', () => {
  let api: OrderApi;
  let taxed: Bookable[];
  let exempt: Bookable[];
  let validate: (xml: string) => Promise<FailedAssert[]>;
  const scratch = mkdtempSync(join(tmpdir(), 'kursmarkt-einvoice-'));

  beforeAll(async () => {
    validate = ciiValidator(compiledRules().sef);
    api = await startOrderApi();
    taxed = await bookable(api, 'not exists (select 1 from organizer o where o.id = c.organizer_id and o.vat_exempt)');
    exempt = await bookable(api, 'exists (select 1 from organizer o where o.id = c.organizer_id and o.vat_exempt)');
  }, 180_000);
  afterAll(async () => {
    await api?.server.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  /** The XML embedded in a PDF, read back with poppler's pdfdetach (listing it as factur-x.xml). */
  function embeddedXml(pdf: Buffer): string {
    const file = join(scratch, `${Math.random().toString(36).slice(2)}.pdf`);
    writeFileSync(file, pdf);
    expect(execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' })).toMatch(/^1: factur-x\.xml$/m);
    expect(execFileSync('pdfinfo', ['-meta', file], { encoding: 'utf8' })).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    execFileSync('pdfdetach', ['-save', '1', '-o', `${file}.xml`, file]);
    return readFileSync(`${file}.xml`, 'utf8');
  }
  const amountOf = (xml: string, name: string) => Math.round(Number(new RegExp(`<ram:${name}[^>]*>([^<]+)<`).exec(xml)?.[1]) * 100);

  it("a firm's invoice PDF carries a valid EN 16931 e-invoice; the XRechnung download is the same invoice", async () => {
    const { customer, order } = await customerOrder(api, [taxed[0]!, exempt[0]!], { paymentMethod: 'INVOICE' }, FIRM);
    expect(order.status).toBe('CONFIRMED');
    const pdf = await api.call({ method: 'GET', url: `/api/customer-invoice/${order.invoice!.id}`, token: customer.token });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const xml = embeddedXml(pdf.rawPayload);
    expect(fatal(await validate(xml))).toEqual([]);
    expect(xml).toContain(`<ram:ID>${order.invoice!.invoiceNumber}</ram:ID>`);
    expect(xml).toContain('<ram:BuyerReference>KST-4711/2026</ram:BuyerReference>');
    expect(xml).toContain('<ram:CategoryCode>E</ram:CategoryCode>');
    expect(amountOf(xml, 'TaxBasisTotalAmount')).toBe(order.totals.netValue);
    expect(amountOf(xml, 'TaxTotalAmount')).toBe(order.totals.vatValue);
    expect(amountOf(xml, 'GrandTotalAmount')).toBe(order.totals.grossValue);

    const xrechnung = await api.call({ method: 'GET', url: `/api/customer-invoice/${order.invoice!.id}/xrechnung`, token: customer.token });
    expect(xrechnung.statusCode, xrechnung.body).toBe(200);
    expect(xrechnung.headers['content-type']).toMatch(/^application\/xml/);
    expect(xrechnung.headers['content-disposition']).toContain(`XRechnung-${order.invoice!.invoiceNumber}.xml`);
    expect(xrechnung.body).toContain(`<ram:ID>${XRECHNUNG_ID}</ram:ID>`);
    expect(fatal(await validate(xrechnung.body))).toEqual([]);
    // The German CIUS on top (BR-DE-…), and the check can fail: without the buyer reference BR-DE-15 breaks.
    expect(await brokenXrechnungRules(xrechnung.body)).toEqual([]);
    expect(await brokenXrechnungRules(xrechnung.body.replace(/<ram:BuyerReference>[^<]*<\/ram:BuyerReference>/, ''))).toEqual(['BR-DE-15']);
    // The same invoice: only the specification identifier (BT-24) differs.
    expect(xrechnung.body.replace(XRECHNUNG_ID, 'urn:cen.eu:en16931:2017')).toBe(xml);
    // "Meine Kurse" offers it with the order.
    const listed = await api.call({ method: 'GET', url: '/api/customer/orders', token: customer.token });
    expect(listed.json<CustomerOrdersByYear>().years[0]!.orders[0]).toMatchObject({ invoiceId: order.invoice!.id, xrechnung: true });

    // The invoice the confirmation mail carries is the same e-invoice.
    const [mailed] = await api.q<{ bytes: Uint8Array }>(
      `select a.bytes from mail_attachment a join mail_outbox m on m.id = a.mail_id where a.file_name = $1 order by m.id limit 1`,
      [`Rechnung-${order.invoice!.invoiceNumber}.pdf`],
    );
    expect(embeddedXml(Buffer.from(mailed!.bytes))).toBe(xml);
  }, 90_000);

  it('XRechnung: 422 without a buyer reference or for a consumer, 404 for another customer, 401 without credentials', async () => {
    const { customer, order } = await customerOrder(api, [taxed[1]!], { paymentMethod: 'INVOICE' }, { ...FIRM, invoiceReference: null });
    const url = `/api/customer-invoice/${order.invoice!.id}/xrechnung`;
    const missing = await api.call({ method: 'GET', url, token: customer.token });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'BUYER_REFERENCE_REQUIRED', message: expect.stringContaining('buyer reference') });
    const listed = await api.call({ method: 'GET', url: '/api/customer/orders', token: customer.token });
    expect(listed.json<CustomerOrdersByYear>().years[0]!.orders[0]).toMatchObject({ invoiceId: order.invoice!.id, xrechnung: false });
    // The PDF is still an e-invoice (EN 16931 needs no buyer reference).
    const pdf = await api.call({ method: 'GET', url: `/api/customer-invoice/${order.invoice!.id}`, token: customer.token });
    expect(fatal(await validate(embeddedXml(pdf.rawPayload)))).toEqual([]);

    const other = await api.customer();
    expect((await api.call({ method: 'GET', url, token: other.token })).statusCode).toBe(404);
    expect((await api.call({ method: 'GET', url })).statusCode).toBe(401);
    expect((await api.call({ method: 'GET', url: '/api/customer-invoice/abc/xrechnung', token: customer.token })).statusCode).toBe(400);

    const guest = await guestOrder(api, [taxed[2]!], { paymentMethod: 'INVOICE' }, { ...CONSUMER, email: 'verbraucherin@example.org' });
    const consumer = await api.call({ method: 'GET', url: `/api/customer-invoice/${guest.order.invoice!.id}/xrechnung`, orderToken: guest.orderToken });
    expect(consumer.statusCode).toBe(422);
    expect(consumer.json()).toMatchObject({ code: 'XRECHNUNG_BUSINESS_ONLY' });
  }, 90_000);

  it("a withdrawal's credit note PDF carries a valid e-invoice of type 381 naming the invoice", async () => {
    const { order } = await guestOrder(api, [taxed[3]!, exempt[1] ?? taxed[4]!], { paymentMethod: 'INVOICE' }, { ...CONSUMER, email: 'widerruf@example.org' });
    const token = await signLink(api.server.database.db, { purpose: 'withdrawal', orderId: order.id, expiresAt: new Date(Date.now() + 86_400_000) });
    const first = (order as Order).lines[0]!;
    const declared = await api.call({
      method: 'POST', url: `/api/withdrawals/${token}`, key: newKey(),
      payload: { positionIds: [first.positionId], name: 'Vera Verbraucher', email: 'widerruf@example.org', language: 'de' },
    });
    expect(declared.statusCode, declared.body).toBe(201);
    const pdf = await api.call({ method: 'GET', url: `/api/withdrawals/${token}/credit-note` });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const xml = embeddedXml(pdf.rawPayload);
    expect(fatal(await validate(xml))).toEqual([]);
    expect(xml).toMatch(/<ram:TypeCode>381<\/ram:TypeCode>/);
    expect(xml).toMatch(new RegExp(`<ram:InvoiceReferencedDocument>\\s*<ram:IssuerAssignedID>${order.invoice!.invoiceNumber}</ram:IssuerAssignedID>`));
    expect(amountOf(xml, 'GrandTotalAmount')).toBe(first.grossValue);
  }, 90_000);
});
