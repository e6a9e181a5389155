/**
 * The facts of an e-invoice (EN 16931) from what the PDF prints: the invoice (type 380) from
 * InvoiceInput, the credit note (type 381) from CreditNoteInput, in @e-invoice-eu/core's input format
 * (UBL element names; the library writes CII from it). Nothing is computed anew that the order
 * already knows: lines, VAT and totals are the order's (lines.ts), the texts the PDF's.
 *
 * - BT-10 buyer reference: the firm's "Ihre Referenz" (issue 25 §2); XRechnung requires it.
 * - The shop's order number is in the note (BT-22, one: the library writes several into one CII
 *   note, which CII-SR-030 warns about): the library writes UBL's order reference as BT-13 too and
 *   fills the buyer's purchase order number it does not have with "NA".
 * - BT-9 due date and BT-20 payment terms: as the PDF's payment note says; BG-16 how to pay —
 *   transfer to the seller's account (58), SEPA direct debit with mandate and debited account (59),
 *   card (54). The SEPA creditor id is in the payment terms' text only: the library maps BT-90 from
 *   a payee (BG-10) alone, and a payee named like the seller fails BR-17.
 * - A card payment is paid (BT-113), so nothing is due (BT-115 = 0).
 * - A credit note refers to the invoice it corrects (BT-25; its date in the note, see generate.ts) and
 *   credits the withdrawn lines;
 *   the amount due (BT-115) is what is refunded.
 */
import type { Invoice } from '@e-invoice-eu/core';
import { formatDay } from '../../../documents/index.ts';
import type { CreditNoteInput } from '../credit-note-document.ts';
import { paymentNote, type InvoiceInput } from '../document.ts';
import { refundNote } from '../credit-note-document.ts';
import { reasonNote } from '../credit-note-reason.ts';
import { allowances, orderLine, valueCompensationLine, vatBreakdown, type EInvoiceLine } from './lines.ts';
import { buyerParty, sellerParty } from './parties.ts';

type Document = Invoice['ubl:Invoice'];
type Line = Document['cac:InvoiceLine'][number];
type PaymentMeans = NonNullable<Document['cac:PaymentMeans']>[number];

const CURRENCY = 'EUR';
/** UN/ECE Rec. 20 "one" (C62): a place in a course, or one package. */
const UNIT = 'C62';

/** Cents as a decimal with two places ("-12.30"), without floating point. */
export function amount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function line(entry: EInvoiceLine): Line {
  return {
    'cbc:ID': entry.id,
    'cbc:InvoicedQuantity': String(entry.quantity),
    'cbc:InvoicedQuantity@unitCode': UNIT,
    'cbc:LineExtensionAmount': amount(entry.listNetCents),
    'cbc:LineExtensionAmount@currencyID': CURRENCY,
    ...(entry.period
      ? { 'cac:InvoicePeriod': { 'cbc:StartDate': entry.period.start, 'cbc:EndDate': entry.period.end } }
      : {}),
    'cac:Item': {
      'cbc:Description': entry.description,
      'cbc:Name': entry.name,
      'cac:ClassifiedTaxCategory': {
        'cbc:ID': entry.category,
        'cbc:Percent': String(entry.ratePercent),
        'cac:TaxScheme': { 'cbc:ID': 'VAT' },
      },
    },
    'cac:Price': {
      // The list price of the line's seats, net, never negative (BR-27): a share that reduces a credit
      // note has the negative quantity instead.
      'cbc:PriceAmount': amount(Math.abs(entry.listNetCents)),
      'cbc:PriceAmount@currencyID': CURRENCY,
      'cbc:BaseQuantity': String(entry.baseQuantity),
      'cbc:BaseQuantity@unitCode': UNIT,
    },
  };
}

/** BG-20, BG-22 and BG-23 from the lines; `paidCents` is what was paid already (BT-113). */
function totals(
  lines: readonly EInvoiceLine[],
  paidCents: number,
): Pick<Document, 'cac:AllowanceCharge' | 'cac:TaxTotal' | 'cac:LegalMonetaryTotal'> {
  const lineTotal = lines.reduce((sum, entry) => sum + entry.listNetCents, 0);
  const discounts = allowances(lines);
  const allowanceTotal = discounts.reduce((sum, entry) => sum + entry.cents, 0);
  const net = lineTotal - allowanceTotal;
  const vat = lines.reduce((sum, entry) => sum + entry.vatCents, 0);
  const money = (cents: number) => amount(cents);
  return {
    ...(discounts.length
      ? {
          'cac:AllowanceCharge': discounts.map((entry) => ({
            'cbc:ChargeIndicator': 'false',
            // UNCL 5189 95: discount.
            'cbc:AllowanceChargeReasonCode': '95',
            'cbc:AllowanceChargeReason': entry.reason,
            'cbc:Amount': money(entry.cents),
            'cbc:Amount@currencyID': CURRENCY,
            'cac:TaxCategory': {
              'cbc:ID': entry.category,
              'cbc:Percent': String(entry.ratePercent),
              'cac:TaxScheme': { 'cbc:ID': 'VAT' },
            },
          })),
        }
      : {}),
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': money(vat),
        'cbc:TaxAmount@currencyID': CURRENCY,
        'cac:TaxSubtotal': vatBreakdown(lines).map((entry) => ({
          'cbc:TaxableAmount': money(entry.taxableCents),
          'cbc:TaxableAmount@currencyID': CURRENCY,
          'cbc:TaxAmount': money(entry.vatCents),
          'cbc:TaxAmount@currencyID': CURRENCY,
          'cac:TaxCategory': {
            'cbc:ID': entry.category,
            'cbc:Percent': String(entry.ratePercent),
            ...(entry.exemptionReason ? { 'cbc:TaxExemptionReason': entry.exemptionReason } : {}),
            'cac:TaxScheme': { 'cbc:ID': 'VAT' },
          },
        })),
      },
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': money(lineTotal),
      'cbc:LineExtensionAmount@currencyID': CURRENCY,
      'cbc:TaxExclusiveAmount': money(net),
      'cbc:TaxExclusiveAmount@currencyID': CURRENCY,
      'cbc:TaxInclusiveAmount': money(net + vat),
      'cbc:TaxInclusiveAmount@currencyID': CURRENCY,
      ...(allowanceTotal
        ? { 'cbc:AllowanceTotalAmount': money(allowanceTotal), 'cbc:AllowanceTotalAmount@currencyID': CURRENCY }
        : {}),
      ...(paidCents ? { 'cbc:PrepaidAmount': money(paidCents), 'cbc:PrepaidAmount@currencyID': CURRENCY } : {}),
      'cbc:PayableAmount': money(net + vat - paidCents),
      'cbc:PayableAmount@currencyID': CURRENCY,
    },
  };
}

function paymentMeans({ invoice, settlement, order }: InvoiceInput): PaymentMeans[] {
  if (order.totals.grossValue === 0) return [];
  const seller = invoice.seller;
  switch (invoice.paymentMethod) {
    case 'INVOICE':
      return [
        {
          'cbc:PaymentMeansCode': '58',
          'cbc:PaymentID': invoice.invoiceNumber,
          'cac:PayeeFinancialAccount': {
            'cbc:ID': seller.iban,
            'cbc:Name': seller.name,
            'cac:FinancialInstitutionBranch': { 'cbc:ID': seller.bic },
          },
        },
      ];
    case 'SEPA_DIRECT_DEBIT':
      return [
        {
          'cbc:PaymentMeansCode': '59',
          'cbc:PaymentID': invoice.invoiceNumber,
          'cac:PaymentMandate': {
            ...(settlement?.mandateReference ? { 'cbc:ID': settlement.mandateReference } : {}),
            ...(settlement?.iban ? { 'cac:PayerFinancialAccount': { 'cbc:ID': settlement.iban } } : {}),
          },
        },
      ];
    case 'CREDIT_CARD':
      return [{ 'cbc:PaymentMeansCode': '54' }];
    default:
      return [];
  }
}

/** The invoice (380) the PDF of `input` shows. */
export function invoiceFacts(input: InvoiceInput): Invoice {
  const { invoice, order } = input;
  const lines = order.lines.map((entry, index) => orderLine(entry, index + 1));
  const paid = invoice.paymentMethod === 'CREDIT_CARD' ? order.totals.grossValue : 0;
  const means = paymentMeans(input);
  return {
    'ubl:Invoice': {
      'cbc:ID': invoice.invoiceNumber,
      'cbc:IssueDate': invoice.issuedOn,
      ...(invoice.dueOn && paid === 0 && order.totals.grossValue > 0 ? { 'cbc:DueDate': invoice.dueOn } : {}),
      'cbc:InvoiceTypeCode': '380',
      'cbc:Note': [`Bestellnummer: ${order.orderNumber}. Vielen Dank für Ihre Bestellung.`],
      'cbc:DocumentCurrencyCode': CURRENCY,
      ...(order.buyer.invoiceReference ? { 'cbc:BuyerReference': order.buyer.invoiceReference } : {}),
      'cac:AccountingSupplierParty': sellerParty(invoice.seller),
      'cac:AccountingCustomerParty': buyerParty(order.buyer),
      ...(means.length ? { 'cac:PaymentMeans': means } : {}),
      'cac:PaymentTerms': { 'cbc:Note': paymentNote(input) },
      ...totals(lines, paid),
      'cac:InvoiceLine': lines.map(line) as Document['cac:InvoiceLine'],
    },
  };
}

/** The credit note (381) the PDF of `input` shows: the withdrawn lines credited, the shares owed deducted. */
export function creditNoteFacts(input: CreditNoteInput): Invoice {
  const { creditNote, invoice, order } = input;
  const lines = input.lines.flatMap(({ line: entry, invoicePosition, proRataCents }) => [
    orderLine(entry, invoicePosition),
    ...(proRataCents > 0 ? [valueCompensationLine(entry, invoicePosition, proRataCents, input.reason)] : []),
  ]);
  const refund = lines.reduce((sum, entry) => sum + entry.netCents + entry.vatCents, 0);
  return {
    'ubl:Invoice': {
      'cbc:ID': creditNote.creditNoteNumber,
      'cbc:IssueDate': creditNote.issuedOn,
      'cbc:InvoiceTypeCode': '381',
      'cbc:Note': [
        `Rechnungskorrektur zur Rechnung ${invoice.invoiceNumber} vom ${formatDay(invoice.issuedOn)} (Bestellnummer: ${order.orderNumber}): ${reasonNote(input.reason, input.receivedAt)}`,
      ],
      'cbc:DocumentCurrencyCode': CURRENCY,
      ...(order.buyer.invoiceReference ? { 'cbc:BuyerReference': order.buyer.invoiceReference } : {}),
      'cac:BillingReference': [
        { 'cac:InvoiceDocumentReference': { 'cbc:ID': invoice.invoiceNumber, 'cbc:IssueDate': invoice.issuedOn } },
      ],
      'cac:AccountingSupplierParty': sellerParty(creditNote.seller),
      'cac:AccountingCustomerParty': buyerParty(order.buyer),
      'cac:PaymentTerms': { 'cbc:Note': refundNote(input.refundMethod, refund) },
      ...totals(lines, 0),
      'cac:InvoiceLine': lines.map(line) as Document['cac:InvoiceLine'],
    },
  };
}
