/**
 * Every invoice variant the shop writes is an EN 16931 e-invoice (issue 26 §1–§2): the CII that
 * services/invoice/einvoice/ makes of an invoice or credit note — taxed, exempt (§ 4 Nr. 21 UStG),
 * mixed, with a voucher, a package paying a course, a buyer abroad, several seats, SEPA and card,
 * nothing to pay, a credit note with and without the share owed — passes the official EN 16931
 * rules (../shared/einvoice, SaxonJS) with no fatal assertion, and its totals are the order's to the
 * cent. The check can fail: without its number the invoice breaks BR-02. The ZUGFeRD PDF is PDF/A-3
 * (pdfinfo's XMP, qpdf --check where installed) with factur-x.xml embedded, and the XML read back
 * out of it (pdfdetach) is the one validated.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerData, PricedLine, VatTreatment } from '../../src/shared/order.ts';
import type { CreditNoteInput } from '../../src/server/services/invoice/credit-note-document.ts';
import type { InvoiceInput } from '../../src/server/services/invoice/document.ts';
import { ciiOfCreditNote, ciiOfInvoice, renderZugferdInvoice } from '../../src/server/services/invoice/einvoice/zugferd.ts';
import type { Seller } from '../../src/server/services/invoice/seller.ts';
import { lineVat, totalsOf, type StoredOrder } from '../../src/server/services/order-store/index.ts';
import { ciiValidator, compiledRules, fatal, oracleAvailability, type FailedAssert } from '../support/en16931.ts';

const SELLER: Seller = {
  name: 'Kursmarkt Demo GmbH', street: 'Musterstraße 1', zipCode: '50667', city: 'Köln', country: 'Deutschland',
  vatId: 'DE999999999', taxNumber: null, email: 'kontakt@kursmarkt.example', phone: '+49 221 0000000',
  register: 'Amtsgericht Köln, HRB 000000 (Beispiel)', representative: 'Dr. Jana Beispiel (Geschäftsführerin)',
  bankName: 'Demo-Bank', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', creditorId: 'DE98ZZZ09999999999',
};
const FIRM: BuyerData = {
  buyerType: 'BUSINESS', email: 'buero@kanzlei-mueller.example', firstName: 'Maria', lastName: 'Müller', company: 'Kanzlei Müller & Söhne',
  street: 'Königsallee 12', zipCode: '40212', city: 'Düsseldorf', country: 'DEU', taxNumber: 'DE811907980', invoiceReference: 'KST-4711/2026',
};
const CONSUMER: BuyerData = {
  buyerType: 'CONSUMER', email: 'berta@example.org', firstName: 'Berta', lastName: 'Beispiel', company: null,
  street: 'Hauptstraße 1', zipCode: '10115', city: 'Berlin', country: 'DEU', taxNumber: null,
};
const VIENNA: BuyerData = {
  ...FIRM, company: 'Kanzlei Gruber', street: 'Graben 1', zipCode: '1010', city: 'Wien', country: 'AUT', taxNumber: 'ATU13585627', invoiceReference: 'Wien-77',
};

let positionIds = 0;
/** A priced line as the cart prices it: gross list price × seats, a discount, VAT split per line (order-store/vat.ts). */
function line(treatment: VatTreatment, unitCents: number, extra: { seats?: number; discount?: number; voucher?: string; kind?: 'PACKAGE'; included?: boolean } = {}): PricedLine {
  const seats = extra.seats ?? 1;
  const priceValue = unitCents * seats;
  const discountValue = extra.included ? priceValue : (extra.discount ?? 0);
  const grossValue = priceValue - discountValue;
  positionIds += 1;
  return {
    positionId: positionIds, kind: extra.kind ?? 'COURSE', courseId: extra.kind ? null : positionIds, packageId: extra.kind ? 7 : null,
    scheduleId: extra.kind ? null : positionIds * 10, name: extra.kind ? 'Seminarpaket Arbeitsrecht (15 Stunden)' : `Arbeitsrecht aktuell ${positionIds}`,
    organizer: treatment === 'EXEMPT' ? 'Akademie (steuerbefreit)' : 'Seminare GmbH', courseType: null, courseKind: null, scopes: ['Arbeitsrecht'],
    schedule: extra.kind ? null : { startDate: '2027-01-18', endDate: '2027-01-19', city: 'Köln' }, training: null, priceLevelName: 'Standard',
    packageIncluded: extra.included ?? false, voucherCode: extra.voucher ?? null, priceValue, seats, discountValue, grossValue,
    ...lineVat(grossValue, treatment),
  };
}

function invoiceInput(lines: PricedLine[], buyer: BuyerData, payment: InvoiceInput['invoice']['paymentMethod'] = 'INVOICE', number = 'RE-2026-000042'): InvoiceInput {
  const order = { id: 1, orderNumber: 'KM-2026-100042', buyer, lines, totals: totalsOf(lines) } as unknown as StoredOrder;
  return {
    order,
    invoice: {
      id: 1, orderId: 1, invoiceNumber: number, issuedOn: '2026-11-28', seller: SELLER, paymentMethod: payment,
      dueOn: payment === 'INVOICE' || payment === 'SEPA_DIRECT_DEBIT' ? '2026-12-12' : null, instalmentNumber: null,
    },
    settlement: payment === 'SEPA_DIRECT_DEBIT' ? { mandateReference: 'KM-MANDAT-42', iban: 'DE02120300000000202051' } : null,
    language: 'de',
  };
}

function creditNoteInput(
  invoice: InvoiceInput,
  withdrawn: { line: PricedLine; share: number }[],
  reason: CreditNoteInput['reason'] = { kind: 'WITHDRAWAL' },
): CreditNoteInput {
  return {
    creditNote: { id: 1, withdrawalId: 1, orderId: 1, invoiceId: 1, creditNoteNumber: 'RK-2026-000007', issuedOn: '2026-12-01', seller: SELLER },
    invoice: invoice.invoice,
    order: invoice.order,
    receivedAt: '2026-12-01T09:30:00.000Z',
    lines: withdrawn.map(({ line: withdrawnLine, share }) => ({
      line: withdrawnLine, invoicePosition: invoice.order.lines.indexOf(withdrawnLine) + 1, proRataCents: share,
    })),
    refundMethod: 'BANK_TRANSFER',
    reason,
    language: 'de',
  };
}

const taxedA = line('STANDARD', 59_900);
const taxedB = line('STANDARD', 34_900);
const exemptA = line('EXEMPT', 45_000);
const exemptB = line('EXEMPT', 12_345);
const seats = line('STANDARD', 33_333, { seats: 3 });
const vouchered = line('STANDARD', 59_900, { voucher: 'SOMMER10', discount: 5_990 });
const voucheredExempt = line('EXEMPT', 45_000, { voucher: 'SOMMER10', discount: 4_500 });
const pack = line('STANDARD', 50_000, { kind: 'PACKAGE' });
const included = line('STANDARD', 29_900, { included: true });

const INVOICES: [string, InvoiceInput][] = [
  ['taxed, transfer, firm with reference', invoiceInput([taxedA, taxedB], FIRM)],
  ['exempt (§ 4 Nr. 21 UStG)', invoiceInput([exemptA, exemptB], FIRM)],
  ['mixed taxed and exempt', invoiceInput([taxedA, exemptA], FIRM)],
  ['with a voucher on taxed and exempt lines', invoiceInput([vouchered, voucheredExempt, taxedB], FIRM)],
  ['a package paying a course', invoiceInput([pack, included], FIRM)],
  ['a firm abroad (Austria, VAT id)', invoiceInput([taxedA, exemptB], VIENNA)],
  ['a consumer, SEPA direct debit', invoiceInput([taxedB, exemptA], CONSUMER, 'SEPA_DIRECT_DEBIT')],
  ['a consumer, paid by card', invoiceInput([taxedA], CONSUMER, 'CREDIT_CARD')],
  ['several participants: 3 seats of one date', invoiceInput([seats, exemptB], FIRM)],
  ['nothing to pay (all in the package)', invoiceInput([included], FIRM, 'NONE')],
];
const CREDIT_NOTES: [string, () => CreditNoteInput][] = [
  ['a credit note of a withdrawn taxed line', () => creditNoteInput(INVOICES[2]![1], [{ line: taxedA, share: 0 }])],
  ['a credit note with the share owed (Wertersatz)', () => creditNoteInput(INVOICES[2]![1], [{ line: taxedA, share: 19_967 }, { line: exemptA, share: 15_000 }])],
  [
    'a credit note of a cancellation with its fee (Stornogebühr)',
    () => creditNoteInput(INVOICES[2]![1], [{ line: taxedA, share: 29_950 }, { line: exemptA, share: 22_500 }], { kind: 'CANCELLATION', feePercent: 50 }),
  ],
  ['a credit note of a vouchered line', () => creditNoteInput(INVOICES[3]![1], [{ line: vouchered, share: 0 }])],
];

const oracle = oracleAvailability();
if (!oracle.run) console.info(oracle.reason);

/** A CII element's text (the first), e.g. ram:GrandTotalAmount. */
const element = (xml: string, name: string) => new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`).exec(xml)?.[1];
const cents = (decimal: string | undefined) => Math.round(Number(decimal) * 100);

describe.skipIf(!oracle.run)('EN 16931 (CII) validation of every variant', () => {
  let validate: (xml: string) => Promise<FailedAssert[]>;
  const timings: { compileMs: number; perInvoiceMs: number[] } = { compileMs: 0, perInvoiceMs: [] };
  const timed = async (xml: string) => {
    const started = performance.now();
    const result = await validate(xml);
    timings.perInvoiceMs.push(performance.now() - started);
    return result;
  };

  beforeAll(() => {
    const rules = compiledRules();
    timings.compileMs = rules.compileMs;
    validate = ciiValidator(rules.sef);
  }, 120_000);
  afterAll(() => {
    const sorted = [...timings.perInvoiceMs].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    console.info(
      `EN 16931 validation: compile ${timings.compileMs ? `${(timings.compileMs / 1000).toFixed(1)} s` : 'cached'}, ` +
        `${sorted.length} documents, median ${median.toFixed(0)} ms, first ${timings.perInvoiceMs[0]?.toFixed(0)} ms`,
    );
  });

  it.each(INVOICES)('invoice: %s — 0 fatal, totals the order’s to the cent', async (_name, input) => {
    const xml = await ciiOfInvoice(input, 'cii');
    expect(fatal(await timed(xml))).toEqual([]);
    const { totals, buyer } = input.order;
    expect(element(xml, 'ram:TypeCode')).toBe('380');
    expect(xml).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
    expect(cents(element(xml, 'ram:TaxBasisTotalAmount'))).toBe(totals.netValue);
    expect(cents(element(xml, 'ram:TaxTotalAmount'))).toBe(totals.vatValue);
    expect(cents(element(xml, 'ram:GrandTotalAmount'))).toBe(totals.grossValue);
    const paid = input.invoice.paymentMethod === 'CREDIT_CARD' ? totals.grossValue : 0;
    expect(cents(element(xml, 'ram:DuePayableAmount'))).toBe(totals.grossValue - paid);
    // "Ihre Referenz" is the buyer reference (BT-10).
    if (buyer.invoiceReference) expect(element(xml, 'ram:BuyerReference')).toBe(buyer.invoiceReference);
    else expect(xml).not.toContain('ram:BuyerReference');
    // Exempt lines: category E with the reason in the breakdown; taxed: S 19 %.
    if (input.order.lines.some((entry) => entry.vatTreatment === 'EXEMPT')) {
      expect(xml).toMatch(/<ram:ExemptionReason>Steuerfrei gemäß § 4 Nr\. 21 UStG<\/ram:ExemptionReason>\s*<ram:BasisAmount>[^<]+<\/ram:BasisAmount>\s*<ram:CategoryCode>E<\/ram:CategoryCode>/);
    }
    if (input.order.lines.some((entry) => entry.voucherCode)) expect(xml).toContain('<ram:Reason>Gutschein SOMMER10</ram:Reason>');
  });

  it.each(CREDIT_NOTES)('%s — type 381, refers to the invoice, 0 fatal, refund to the cent', async (_name, make) => {
    const input = make();
    const xml = await ciiOfCreditNote(input);
    expect(fatal(await timed(xml))).toEqual([]);
    expect(element(xml, 'ram:TypeCode')).toBe('381');
    expect(xml).toMatch(new RegExp(`<ram:InvoiceReferencedDocument>\\s*<ram:IssuerAssignedID>${input.invoice.invoiceNumber}</ram:IssuerAssignedID>`));
    const refund = input.lines.reduce((sum, entry) => sum + entry.line.grossValue - entry.proRataCents, 0);
    expect(cents(element(xml, 'ram:GrandTotalAmount'))).toBe(refund);
  });

  it('XRechnung: the same invoice with XRechnung’s specification identifier, 0 fatal', async () => {
    const xml = await ciiOfInvoice(INVOICES[3]![1], 'xrechnung');
    expect(xml).toContain('<ram:ID>urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0</ram:ID>');
    expect(fatal(await timed(xml))).toEqual([]);
  });

  it('can fail: the same invoice without its number breaks BR-02', async () => {
    const xml = await ciiOfInvoice(INVOICES[2]![1], 'cii');
    const withoutNumber = xml.replace(/(<rsm:ExchangedDocument>\s*)<ram:ID>[^<]*<\/ram:ID>/, '$1');
    expect(withoutNumber).not.toBe(xml);
    expect(fatal(await timed(withoutNumber)).map((assert) => assert.id)).toContain('BR-02');
  });

  describe('the ZUGFeRD PDF', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'kursmarkt-zugferd-'));
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));
    const hasQpdf = (() => {
      try {
        execFileSync('qpdf', ['--version'], { stdio: 'pipe' });
        return true;
      } catch {
        return false;
      }
    })();

    it('is PDF/A-3 with factur-x.xml embedded (pdfinfo, pdfdetach, qpdf), and that XML is the one validated', async () => {
      const input = INVOICES[2]![1];
      const file = join(scratch, 'Rechnung.pdf');
      writeFileSync(file, await renderZugferdInvoice(input));
      const meta = execFileSync('pdfinfo', ['-meta', file], { encoding: 'utf8' });
      expect(meta).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
      expect(meta).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);
      expect(meta).toMatch(/<fx:DocumentFileName>factur-x\.xml<\/fx:DocumentFileName>/);
      expect(meta).toMatch(/<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/);
      expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/^Pages:\s+1$/m);
      expect(execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' })).toMatch(/^1: factur-x\.xml$/m);
      if (hasQpdf) expect(execFileSync('qpdf', ['--check', file], { encoding: 'utf8' })).toContain('No syntax or stream encoding errors found');
      const extracted = join(scratch, 'factur-x.xml');
      execFileSync('pdfdetach', ['-save', '1', '-o', extracted, file]);
      const embedded = readFileSync(extracted, 'utf8');
      expect(embedded).toBe(await ciiOfInvoice(input, 'cii'));
      expect(fatal(await timed(embedded))).toEqual([]);
      // The visible invoice is ours: pdftotext reads its number and total.
      const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      expect(text).toContain(`Rechnung ${input.invoice.invoiceNumber}`);
    }, 60_000);
  });
});
