/**
 * GET /api/customer-invoice/{id}: the invoice PDF read back with pdftotext (poppler-utils) shows the
 * invoice number, date, seller and buyer with tax numbers, every position with its service dates,
 * VAT rate and amount or the §4 Nr. 21 exemption note, and totals equal to the order's to the cent.
 * Only the order's owner (bearer token, or the guest's X-Order) gets it; anyone else 404.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/shared/order.ts';
import { formatCents, formatDay } from '../../src/server/documents/index.ts';
import { BUYER, bookable, type Bookable, type OrderApi, positionOf, startOrderApi } from '../support/order-api.ts';
import { customerOrder, decideOnTestPage, guestOrder } from '../support/payment-flow.ts';

let api: OrderApi;
let taxed: Bookable[];
let exempt: Bookable[];
const scratch = mkdtempSync(join(tmpdir(), 'kursmarkt-invoice-'));

beforeAll(async () => {
  api = await startOrderApi();
  taxed = await bookable(api, 'not exists (select 1 from organizer o where o.id = c.organizer_id and o.vat_exempt)');
  exempt = await bookable(api, 'exists (select 1 from organizer o where o.id = c.organizer_id and o.vat_exempt)');
}, 120_000);
afterAll(async () => {
  await api?.server.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** The PDF's text as pdftotext lays it out (the tool is installed here and in CI: .ci/run). */
function pdfText(bytes: Buffer): string {
  const file = join(scratch, `invoice-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}
/** A poppler tool's report on the PDF (pdffonts, pdfinfo). */
const poppler = (tool: string, bytes: Buffer) => {
  const file = join(scratch, `${tool}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync(tool, [file], { encoding: 'utf8' });
};

describe('GET /api/customer-invoice/{id}', () => {
  it("shows number, date, seller, buyer, positions with dates and VAT or the exemption, and the order's totals to the cent", async () => {
    const { customer, order } = await customerOrder(
      api,
      [taxed[0]!, exempt[0]!],
      { paymentMethod: 'INVOICE' },
      {
        company: 'Kanzlei Müller & Söhne',
        street: 'Königsallee 12',
        zipCode: '40212',
        city: 'Düsseldorf',
        taxNumber: 'DE811907980',
      },
    );
    expect(order.status).toBe('CONFIRMED');
    const answer = await api.call({
      method: 'GET',
      url: `/api/customer-invoice/${order.invoice!.id}`,
      token: customer.token,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toContain(`Rechnung-${order.invoice!.invoiceNumber}.pdf`);
    const text = pdfText(answer.rawPayload);

    const [invoice] = await api.q<{ issued_on: string; due_on: string }>(
      'select issued_on::text, due_on::text from invoice where id = $1',
      [order.invoice!.id],
    );
    expect(text).toContain(`Rechnung ${order.invoice!.invoiceNumber}`);
    expect(text).toContain(`Rechnungsdatum: ${formatDay(invoice!.issued_on)}`);
    expect(text).toContain(`Bestellnummer: ${order.orderNumber}`);
    // Seller (demo) and buyer with their addresses and tax numbers; umlauts and € print.
    expect(text).toContain('Kursmarkt Demo GmbH');
    expect(text).toContain('USt-IdNr.: DE999999999');
    expect(text).toContain('Kanzlei Müller & Söhne');
    expect(text).toContain('Königsallee 12');
    expect(text).toContain('40212 Düsseldorf');
    expect(text).toContain('USt-IdNr.: DE811907980');
    for (const line of order.lines) {
      expect(text).toContain(line.name.slice(0, 30));
      expect(text).toContain(formatCents(line.grossValue));
      expect(text).toContain(`Leistungsdatum: ${formatDay(line.schedule!.startDate)}`);
    }
    const taxedLine = order.lines.find((line) => line.vatTreatment === 'STANDARD')!;
    const exemptLine = order.lines.find((line) => line.vatTreatment === 'EXEMPT')!;
    expect(text).toContain(`19 %: ${formatCents(taxedLine.vatValue)}`);
    expect(text).toContain(formatCents(taxedLine.netValue));
    expect(exemptLine).toBeDefined();
    expect(text).toContain('Steuerfrei gemäß § 4 Nr. 21 UStG');

    // Totals: the order's, which are the stored order's, which are the sum of its positions.
    const [stored] = await api.q<{ net: number; vat: number; gross: number }>(
      'select net_cents as net, vat_cents as vat, gross_cents as gross from customer_order where id = $1',
      [order.id],
    );
    expect(order.totals).toMatchObject({ netValue: stored!.net, vatValue: stored!.vat, grossValue: stored!.gross });
    expect(order.lines.reduce((sum, line) => sum + line.grossValue, 0)).toBe(stored!.gross);
    expect(text).toMatch(new RegExp(`Summe netto\\s+${escape(formatCents(stored!.net))}`));
    expect(text).toMatch(
      new RegExp(
        `zzgl\\. USt\\. 19 % auf ${escape(formatCents(taxedLine.netValue))}\\s+${escape(formatCents(stored!.vat))}`,
      ),
    );
    expect(text).toMatch(new RegExp(`Gesamtbetrag\\s+${escape(formatCents(stored!.gross))}`));
    expect(text).toContain(`bis zum ${formatDay(invoice!.due_on)}`);
    expect(text).toContain(`Verwendungszweck: ${order.invoice!.invoiceNumber}`);

    // The fonts are embedded (a PDF/A requirement), so € and umlauts print everywhere.
    const fonts = poppler('pdffonts', answer.rawPayload);
    expect(fonts).toContain('LiberationSans');
    expect(
      fonts
        .split('\n')
        .slice(2)
        .filter(Boolean)
        .every((row) => /\byes\s+yes\b/.test(row)),
    ).toBe(true);
    // Two positions fit on one page (the footer never spills onto a second).
    expect(poppler('pdfinfo', answer.rawPayload)).toMatch(/^Pages:\s+1$/m);
  }, 60_000);

  it('a buyer field with a line break is refused, so no forged line reaches an invoice; valid data prints as given', async () => {
    const consumer = { buyerType: 'CONSUMER', company: null, taxNumber: null } as const;
    const forged = await api.call({
      method: 'PUT',
      url: '/api/guest-order/guest',
      payload: {
        buyer: { ...BUYER, ...consumer, email: 'gast@example.org', city: 'Berlin\nUSt-IdNr.: DE123456789' },
        cart: { positions: [positionOf(taxed[4]!)], voucherCodes: [] },
      },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'buyer.city' });

    const { orderToken, order } = await guestOrder(
      api,
      [taxed[4]!],
      { paymentMethod: 'INVOICE' },
      { ...consumer, city: 'Berlin-Mitte' },
    );
    const answer = await api.call({ method: 'GET', url: `/api/customer-invoice/${order.invoice!.id}`, orderToken });
    expect(answer.statusCode, answer.body).toBe(200);
    const text = pdfText(answer.rawPayload);
    expect(text).toContain('Berta Beispiel');
    expect(text).toContain('Hauptstraße 1');
    expect(text).toContain('10115 Berlin-Mitte');
    // The seller's VAT id is the only one: a consumer without a tax number has none on the invoice.
    expect(text.match(/USt-IdNr\./g)).toHaveLength(1);
    expect(text).not.toContain('DE123456789');
  }, 60_000);

  it("names the countries of both addresses in the order's language: English for an English shopper, German otherwise", async () => {
    const inAustria = { buyerType: 'CONSUMER', company: null, taxNumber: null, street: 'Graben 1', zipCode: '1010', city: 'Wien', country: 'AUT' } as const;
    const invoiceText = async (language: 'de' | 'en', position: Bookable) => {
      const { orderToken, order } = await guestOrder(api, [position], { paymentMethod: 'INVOICE' }, { ...inAustria, email: `wien-${language}@example.org` }, language);
      const answer = await api.call({ method: 'GET', url: `/api/customer-invoice/${order.invoice!.id}`, orderToken });
      expect(answer.statusCode, answer.body).toBe(200);
      return pdfText(answer.rawPayload);
    };

    const english = await invoiceText('en', taxed[5] ?? taxed[0]!);
    expect(english).toMatch(/1010 Wien\s*\n\s*Austria\b/);
    expect(english).toMatch(/\bGermany\b/);
    expect(english).not.toContain('Österreich');
    expect(english).not.toContain('Deutschland');

    const german = await invoiceText('de', taxed[6] ?? taxed[1]!);
    expect(german).toMatch(/1010 Wien\s*\n\s*Österreich\b/);
    expect(german).toMatch(/\bDeutschland\b/);
    expect(german).not.toContain('Austria');
    expect(german).not.toContain('Germany');
  }, 60_000);

  it("answers 404 for another customer's invoice and 401 without any credentials", async () => {
    const { order } = await customerOrder(api, [taxed[1]!], { paymentMethod: 'INVOICE' });
    const other = await api.customer();
    const foreign = await api.call({
      method: 'GET',
      url: `/api/customer-invoice/${order.invoice!.id}`,
      token: other.token,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await api.call({ method: 'GET', url: `/api/customer-invoice/${order.invoice!.id}` })).statusCode).toBe(401);
    expect(
      (await api.call({ method: 'GET', url: '/api/customer-invoice/2147483647', token: other.token })).statusCode,
    ).toBe(404);
  }, 60_000);

  it('a guest gets the invoice of its order with its order token, a card payment shown as paid; another token 404', async () => {
    const { orderToken, order } = await guestOrder(api, [taxed[2]!], { paymentMethod: 'CREDIT_CARD' });
    await decideOnTestPage(api, order.payment!.redirectUrl!, 'pay');
    const paid = await api.call({
      method: 'PUT',
      url: '/api/guest-order/validate-payment',
      orderToken,
      payload: { orderId: order.id, paymentId: order.payment!.paymentId },
    });
    const confirmed = paid.json<Order>();
    const answer = await api.call({ method: 'GET', url: `/api/customer-invoice/${confirmed.invoice!.id}`, orderToken });
    expect(answer.statusCode, answer.body).toBe(200);
    const text = pdfText(answer.rawPayload);
    expect(text).toContain(confirmed.invoice!.invoiceNumber);
    expect(text).toContain('Berta Beispiel');
    expect(text).toContain(`Der Betrag von ${formatCents(confirmed.totals.grossValue)} wurde per Kreditkarte bezahlt.`);
    const other = await guestOrder(api, [taxed[3]!], { paymentMethod: 'INVOICE' });
    expect(
      (
        await api.call({
          method: 'GET',
          url: `/api/customer-invoice/${confirmed.invoice!.id}`,
          orderToken: other.orderToken,
        })
      ).statusCode,
    ).toBe(404);
  }, 60_000);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
