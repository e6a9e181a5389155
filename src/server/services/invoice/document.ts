/**
 * The invoice as a PDF (pdfkit, PDF/A-3b so it can later carry a ZUGFeRD/XRechnung file): the
 * mandatory content of §14 Abs. 4 UStG — seller and buyer with addresses and tax numbers, the
 * invoice number and date, each position with its service dates, net, VAT rate and amount (or the
 * exemption note of §4 Nr. 21 UStG), the totals per rate and gross, and how to pay. The numbers are
 * the order's own (its snapshot), so the invoice equals the order to the cent.
 *
 * Fonts and PDF/A set-up: pdf-document.ts (shared with the chamber letter). The letterhead, the
 * position and totals tables and the footer are shared with the credit note (credit-note-document.ts).
 */
import { countryByIso, countryName, localCountryName } from '../../../shared/countries.ts';
import type { BuyerData, OrderTotals, PricedLine } from '../../../shared/order.ts';
import { formatIban } from '../../../shared/iban.ts';
import type { InvoiceRecord } from './numbering.ts';
import type { OrderFacts } from './order-facts.ts';
import type { Seller } from './seller.ts';
import {
  type DocumentLanguage,
  CONTENT_WIDTH,
  createPdfDocument,
  formatCents,
  formatDay,
  formatPeriod,
  MARGIN,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  VAT_EXEMPTION_NOTE,
} from '../../documents/index.ts';

/** Columns of the position table: x offsets and widths. */
const COLUMNS = {
  position: { x: MARGIN, width: 24 },
  service: { x: MARGIN + 28, width: 222 },
  net: { x: MARGIN + 254, width: 70 },
  vat: { x: MARGIN + 328, width: 84 },
  gross: { x: MARGIN + 413, width: CONTENT_WIDTH - 413 },
};

export interface InvoiceSettlement {
  /** SEPA: the mandate the amount is collected under. */
  mandateReference: string | null;
  iban: string | null;
}

export interface InvoiceInput extends Pick<OrderFacts, 'order'> {
  invoice: InvoiceRecord;
  settlement: InvoiceSettlement | null;
  /**
   * The order's language. The invoice itself is German (a German seller's tax document), but the
   * countries in the addresses are named in the buyer's language: an English buyer's post and
   * bookkeeping read "Austria", not "Österreich".
   */
  language: DocumentLanguage;
}

export function buyerLines(buyer: BuyerData, language: DocumentLanguage): string[] {
  const known = countryByIso(buyer.country);
  const country = known ? countryName(known, language) : buyer.country;
  return [
    ...(buyer.company ? [buyer.company] : []),
    `${buyer.firstName} ${buyer.lastName}`,
    buyer.street,
    `${buyer.zipCode} ${buyer.city}`,
    country,
  ];
}

/**
 * "Ihre Referenz: …" under the buyer's address: the invoice is German (a German seller's tax
 * document); an English order adds the English words.
 */
export const referenceLine = (reference: string, language: DocumentLanguage) =>
  language === 'en' ? `Ihre Referenz / Your reference: ${reference}` : `Ihre Referenz: ${reference}`;

export function serviceText(line: PricedLine): string {
  const facts = [line.organizer];
  if (line.schedule) {
    facts.push(`Leistungsdatum: ${formatPeriod(line.schedule)}${line.schedule.city ? `, ${line.schedule.city}` : ''}`);
  }
  if (line.kind === 'PACKAGE') facts.push('Kurspaket');
  // A distance-learning course names its ZFU approval on the invoice too (issue 26 §3).
  if (line.zfuNumber) facts.push(`Fernunterricht, ZFU-Zulassungsnummer ${line.zfuNumber}`);
  // Several places of one date (issue 25 §1): the quantity and the price of one place.
  const seats = line.seats ?? 1;
  if (seats > 1) facts.push(`${seats} Plätze × Einzelpreis ${formatCents(line.priceValue / seats)}`);
  if (line.voucherCode || line.discountValue > 0) {
    facts.push(
      `Listenpreis ${formatCents(line.priceValue)}, Nachlass ${formatCents(line.discountValue)}${line.voucherCode ? ` (Gutschein ${line.voucherCode})` : ''}`,
    );
  }
  if (line.vatTreatment === 'EXEMPT') facts.push(VAT_EXEMPTION_NOTE.de);
  return `${line.name}\n${facts.join('\n')}`;
}

/** The PDF's payment note, also the e-invoice's payment terms (BT-20). */
export function paymentNote({ invoice, order, settlement }: InvoiceInput): string {
  const sum = formatCents(order.totals.grossValue);
  const due = invoice.dueOn ? formatDay(invoice.dueOn) : '';
  const seller = invoice.seller;
  if (order.totals.grossValue === 0) return 'Es ist nichts zu zahlen.';
  switch (invoice.paymentMethod) {
    case 'INVOICE':
      return `Bitte überweisen Sie ${sum} bis zum ${due} auf das Konto ${seller.name}, IBAN ${formatIban(seller.iban)}, BIC ${seller.bic} (${seller.bankName}). Verwendungszweck: ${invoice.invoiceNumber}.`;
    case 'SEPA_DIRECT_DEBIT':
      return `Der Betrag von ${sum} wird am ${due} per SEPA-Lastschrift von Ihrem Konto ${settlement?.iban ? formatIban(settlement.iban) : ''} eingezogen. Mandatsreferenz: ${settlement?.mandateReference ?? ''}, Gläubiger-ID: ${seller.creditorId}.`;
    case 'CREDIT_CARD':
      return `Der Betrag von ${sum} wurde per Kreditkarte bezahlt.`;
    default:
      return `Zahlbar: ${sum}.`;
  }
}

/**
 * The head of the first page every invoice-like document shares (invoice, credit note): the sender
 * line and the buyer's address where a window envelope shows it, the seller on the right. Countries
 * are named in the order's language.
 */
export function letterhead(doc: PDFKit.PDFDocument, seller: Seller, buyer: BuyerData, language: DocumentLanguage): void {
  doc
    .font('Regular')
    .fontSize(7.5)
    .fillColor('#555555')
    .text(`${seller.name} · ${seller.street} · ${seller.zipCode} ${seller.city}`, MARGIN, 120, { width: 250 });
  doc
    .font('Regular')
    .fontSize(10)
    .fillColor('#000000')
    .text(buyerLines(buyer, language).join('\n'), MARGIN, 136, { width: 250 });
  if (buyer.taxNumber) doc.text(`USt-IdNr.: ${buyer.taxNumber}`, { width: 250 });
  // The firm's order number or cost centre (issue 25 §2), so its bookkeeping finds the invoice.
  if (buyer.invoiceReference) doc.text(referenceLine(buyer.invoiceReference, language), { width: 250 });

  const sellerTax = [
    seller.vatId ? `USt-IdNr.: ${seller.vatId}` : null,
    seller.taxNumber ? `Steuernummer: ${seller.taxNumber}` : null,
  ];
  doc
    .font('Bold')
    .fontSize(10)
    .text(seller.name, 340, 60, { width: CONTENT_WIDTH - 284 });
  doc
    .font('Regular')
    .fontSize(9)
    .text(
      [
        seller.street,
        `${seller.zipCode} ${seller.city}`,
        localCountryName(seller.country, language),
        seller.email,
        // Phone and register data where the seller has them (snapshots before they existed have none).
        ...(seller.phone ? [`Telefon: ${seller.phone}`] : []),
        ...sellerTax.filter(Boolean),
        ...(seller.register ? [seller.register] : []),
        ...(seller.representative ? [`Vertreten durch: ${seller.representative}`] : []),
      ].join('\n'),
      { width: CONTENT_WIDTH - 284 },
    );
}

/** The foot of the last page: seller, address, e-mail and bank account. */
export function footer(doc: PDFKit.PDFDocument, seller: Seller): void {
  // Two short lines, placed inside the bottom margin's limit so pdfkit adds no page.
  doc.fontSize(7.5).fillColor('#555555');
  doc.text(
    `${seller.name} · ${seller.street} · ${seller.zipCode} ${seller.city} · ${seller.email}`,
    MARGIN,
    PAGE_HEIGHT - MARGIN - 24,
    {
      width: CONTENT_WIDTH,
      align: 'center',
    },
  );
  doc.text(`${seller.bankName} · IBAN ${formatIban(seller.iban)} · BIC ${seller.bic}`, {
    width: CONTENT_WIDTH,
    align: 'center',
  });
}

/** One row of the position table (amounts in cents; negative on a credit note). */
export interface TableRow {
  position: string;
  service: string;
  netValue: number;
  /** The VAT column's text ("19 %: 3,19 €", "steuerfrei"). */
  vat: string;
  grossValue: number;
}

/** The position table from `top`, breaking pages with the header repeated; answers the y below it. */
export function positionTable(doc: PDFKit.PDFDocument, rows: readonly TableRow[], top: number): number {
  const header = (at: number) => {
    doc.font('Bold').fontSize(9);
    doc.text('Pos.', COLUMNS.position.x, at, { width: COLUMNS.position.width });
    doc.text('Leistung', COLUMNS.service.x, at, { width: COLUMNS.service.width });
    doc.text('Netto', COLUMNS.net.x, at, { width: COLUMNS.net.width, align: 'right' });
    doc.text('USt.', COLUMNS.vat.x, at, { width: COLUMNS.vat.width, align: 'right' });
    doc.text('Brutto', COLUMNS.gross.x, at, { width: COLUMNS.gross.width, align: 'right' });
    doc
      .moveTo(MARGIN, at + 13)
      .lineTo(PAGE_WIDTH - MARGIN, at + 13)
      .lineWidth(0.5)
      .stroke();
    return at + 18;
  };
  let y = header(top);
  for (const row of rows) {
    doc.font('Regular').fontSize(9);
    const height = Math.max(
      doc.heightOfString(row.service, { width: COLUMNS.service.width }),
      doc.heightOfString(row.vat, { width: COLUMNS.vat.width }),
    );
    if (y + height > PAGE_HEIGHT - MARGIN - 60) {
      doc.addPage();
      y = header(MARGIN);
    }
    doc.font('Regular').fontSize(9);
    doc.text(row.position, COLUMNS.position.x, y, { width: COLUMNS.position.width });
    doc.text(row.service, COLUMNS.service.x, y, { width: COLUMNS.service.width });
    doc.text(formatCents(row.netValue), COLUMNS.net.x, y, { width: COLUMNS.net.width, align: 'right' });
    doc.text(row.vat, COLUMNS.vat.x, y, { width: COLUMNS.vat.width, align: 'right' });
    doc.text(formatCents(row.grossValue), COLUMNS.gross.x, y, { width: COLUMNS.gross.width, align: 'right' });
    y += height + 10;
  }
  doc
    .moveTo(MARGIN, y - 4)
    .lineTo(PAGE_WIDTH - MARGIN, y - 4)
    .lineWidth(0.5)
    .stroke();
  return y;
}

/** Totals: net, VAT per rate, and the gross sum under `grossLabel`; answers the y below them. */
export function totalsTable(doc: PDFKit.PDFDocument, totals: OrderTotals, grossLabel: string, top: number): number {
  const rows: [string, string, boolean][] = [
    ['Summe netto', formatCents(totals.netValue), false],
    ...totals.vatByRate.map((rate): [string, string, boolean] =>
      rate.ratePercent > 0
        ? [`zzgl. USt. ${rate.ratePercent} % auf ${formatCents(rate.netValue)}`, formatCents(rate.vatValue), false]
        : [`${VAT_EXEMPTION_NOTE.de} auf ${formatCents(rate.netValue)}`, formatCents(0), false],
    ),
    [grossLabel, formatCents(totals.grossValue), true],
  ];
  let y = top;
  if (y > PAGE_HEIGHT - MARGIN - 160) {
    doc.addPage();
    y = MARGIN;
  }
  for (const [label, value, bold] of rows) {
    doc.font(bold ? 'Bold' : 'Regular').fontSize(bold ? 11 : 9.5);
    doc.text(label, MARGIN + 150, y, { width: 250, align: 'right' });
    doc.text(value, COLUMNS.gross.x - 10, y, { width: COLUMNS.gross.width + 10, align: 'right' });
    y += bold ? 18 : 14;
  }
  return y;
}

/** Renders the invoice; resolves with the PDF's bytes. */
export function renderInvoicePdf(input: InvoiceInput): Promise<Buffer> {
  const { invoice, order, language } = input;
  const seller = invoice.seller;
  const { doc, done } = createPdfDocument({
    title: `Rechnung ${invoice.invoiceNumber}`,
    author: seller.name,
    subject: `Bestellung ${order.orderNumber}`,
    creationDate: new Date(`${invoice.issuedOn}T12:00:00Z`),
  });

  letterhead(doc, seller, order.buyer, language);

  doc.font('Bold').fontSize(16).text(`Rechnung ${invoice.invoiceNumber}`, MARGIN, 250, { width: CONTENT_WIDTH });
  doc
    .moveDown(0.4)
    .font('Regular')
    .fontSize(10)
    .text(
      [
        `Rechnungsnummer: ${invoice.invoiceNumber}`,
        `Rechnungsdatum: ${formatDay(invoice.issuedOn)}`,
        `Bestellnummer: ${order.orderNumber}`,
      ].join('\n'),
    );

  const rows = order.lines.map((line, index): TableRow => ({
    position: String(index + 1),
    service: serviceText(line),
    netValue: line.netValue,
    // An exempt position says why in its text (the note is too long for the column).
    vat: line.vatTreatment === 'EXEMPT' ? 'steuerfrei' : `${line.vatRatePercent} %: ${formatCents(line.vatValue)}`,
    grossValue: line.grossValue,
  }));
  let y = positionTable(doc, rows, doc.y + 18);
  y = totalsTable(doc, order.totals, 'Gesamtbetrag', y);
  doc
    .font('Regular')
    .fontSize(9.5)
    .text(paymentNote(input), MARGIN, y + 14, { width: CONTENT_WIDTH });
  doc.moveDown(0.6).text('Vielen Dank für Ihre Bestellung.', { width: CONTENT_WIDTH });
  footer(doc, seller);
  doc.end();
  return done;
}
