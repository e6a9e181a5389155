/**
 * The invoice as a PDF (pdfkit, PDF/A-3b so it can later carry a ZUGFeRD/XRechnung file): the
 * mandatory content of §14 Abs. 4 UStG — seller and buyer with addresses and tax numbers, the
 * invoice number and date, each position with its service dates, net, VAT rate and amount (or the
 * exemption note of §4 Nr. 21 UStG), the totals per rate and gross, and how to pay. The numbers are
 * the order's own (its snapshot), so the invoice equals the order to the cent.
 *
 * Fonts and PDF/A set-up: pdf-document.ts (shared with the chamber letter).
 */
import { countryByIso, countryName, localCountryName } from '../../../shared/countries.ts';
import type { BuyerData, PricedLine } from '../../../shared/order.ts';
import { formatIban } from '../../../shared/iban.ts';
import type { InvoiceRecord } from './numbering.ts';
import type { OrderFacts } from './order-facts.ts';
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

function buyerLines(buyer: BuyerData, language: DocumentLanguage): string[] {
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

function serviceText(line: PricedLine): string {
  const facts = [line.organizer];
  if (line.schedule) {
    facts.push(`Leistungsdatum: ${formatPeriod(line.schedule)}${line.schedule.city ? `, ${line.schedule.city}` : ''}`);
  }
  if (line.kind === 'PACKAGE') facts.push('Kurspaket');
  if (line.voucherCode || line.discountValue > 0) {
    facts.push(
      `Listenpreis ${formatCents(line.priceValue)}, Nachlass ${formatCents(line.discountValue)}${line.voucherCode ? ` (Gutschein ${line.voucherCode})` : ''}`,
    );
  }
  if (line.vatTreatment === 'EXEMPT') facts.push(VAT_EXEMPTION_NOTE.de);
  return `${line.name}\n${facts.join('\n')}`;
}

function paymentNote({ invoice, order, settlement }: InvoiceInput): string {
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

  // Sender line and the buyer's address (window envelope position), the seller on the right.
  doc
    .font('Regular')
    .fontSize(7.5)
    .fillColor('#555555')
    .text(`${seller.name} · ${seller.street} · ${seller.zipCode} ${seller.city}`, MARGIN, 120, { width: 250 });
  doc
    .font('Regular')
    .fontSize(10)
    .fillColor('#000000')
    .text(buyerLines(order.buyer, language).join('\n'), MARGIN, 136, { width: 250 });
  if (order.buyer.taxNumber) doc.text(`USt-IdNr.: ${order.buyer.taxNumber}`, { width: 250 });

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

  // Position table.
  let y = doc.y + 18;
  const header = (top: number) => {
    doc.font('Bold').fontSize(9);
    doc.text('Pos.', COLUMNS.position.x, top, { width: COLUMNS.position.width });
    doc.text('Leistung', COLUMNS.service.x, top, { width: COLUMNS.service.width });
    doc.text('Netto', COLUMNS.net.x, top, { width: COLUMNS.net.width, align: 'right' });
    doc.text('USt.', COLUMNS.vat.x, top, { width: COLUMNS.vat.width, align: 'right' });
    doc.text('Brutto', COLUMNS.gross.x, top, { width: COLUMNS.gross.width, align: 'right' });
    doc
      .moveTo(MARGIN, top + 13)
      .lineTo(PAGE_WIDTH - MARGIN, top + 13)
      .lineWidth(0.5)
      .stroke();
    return top + 18;
  };
  y = header(y);
  order.lines.forEach((line, index) => {
    const service = serviceText(line);
    // An exempt position says why in its text (the note is too long for the column).
    const vat =
      line.vatTreatment === 'EXEMPT' ? 'steuerfrei' : `${line.vatRatePercent} %: ${formatCents(line.vatValue)}`;
    doc.font('Regular').fontSize(9);
    const height = Math.max(
      doc.heightOfString(service, { width: COLUMNS.service.width }),
      doc.heightOfString(vat, { width: COLUMNS.vat.width }),
    );
    if (y + height > PAGE_HEIGHT - MARGIN - 60) {
      doc.addPage();
      y = header(MARGIN);
    }
    doc.font('Regular').fontSize(9);
    doc.text(String(index + 1), COLUMNS.position.x, y, { width: COLUMNS.position.width });
    doc.text(service, COLUMNS.service.x, y, { width: COLUMNS.service.width });
    doc.text(formatCents(line.netValue), COLUMNS.net.x, y, { width: COLUMNS.net.width, align: 'right' });
    doc.text(vat, COLUMNS.vat.x, y, { width: COLUMNS.vat.width, align: 'right' });
    doc.text(formatCents(line.grossValue), COLUMNS.gross.x, y, { width: COLUMNS.gross.width, align: 'right' });
    y += height + 10;
  });
  doc
    .moveTo(MARGIN, y - 4)
    .lineTo(PAGE_WIDTH - MARGIN, y - 4)
    .lineWidth(0.5)
    .stroke();

  // Totals: net, VAT per rate, gross.
  const totals = order.totals;
  const rows: [string, string, boolean][] = [
    ['Summe netto', formatCents(totals.netValue), false],
    ...totals.vatByRate.map((rate): [string, string, boolean] =>
      rate.ratePercent > 0
        ? [`zzgl. USt. ${rate.ratePercent} % auf ${formatCents(rate.netValue)}`, formatCents(rate.vatValue), false]
        : [`${VAT_EXEMPTION_NOTE.de} auf ${formatCents(rate.netValue)}`, formatCents(0), false],
    ),
    ['Gesamtbetrag', formatCents(totals.grossValue), true],
  ];
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

  doc
    .font('Regular')
    .fontSize(9.5)
    .text(paymentNote(input), MARGIN, y + 14, { width: CONTENT_WIDTH });
  doc.moveDown(0.6).text('Vielen Dank für Ihre Bestellung.', { width: CONTENT_WIDTH });
  // Footer of the last page: two short lines, placed inside the bottom margin's limit so pdfkit adds no page.
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
  doc.end();
  return done;
}
