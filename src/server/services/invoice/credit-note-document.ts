/**
 * The credit note ("Rechnungskorrektur") of a withdrawal as a PDF, on the invoice's letterhead and
 * tables (document.ts): its own number and date, "zur Rechnung <number> vom <date>" (§ 31 Abs. 5 UStDV:
 * the reference to the corrected invoice), the seller from its snapshot (the one seller
 * configuration when it was issued) and the buyer as invoiced. Per withdrawn position a negative row
 * with the VAT rate and split of the invoice; where the consumer owes a share for what was performed
 * at their request before the withdrawal (§ 357a Abs. 2 BGB), a positive row "Wertersatz" under it,
 * split by the same rate. The total is what the withdrawal refunds (negative), and the note says how
 * it is paid back. German, like the invoice.
 */
import type { PricedLine } from '../../../shared/order.ts';
import type { WithdrawalPreview } from '../../../shared/withdrawal.ts';
import { CONTENT_WIDTH, createPdfDocument, formatCents, formatDay, MARGIN, type DocumentLanguage } from '../../documents/index.ts';
import { lineVat, totalsOf, type StoredOrder } from '../order-store/index.ts';
import type { CreditNoteRecord } from './credit-note-numbering.ts';
import { correctedPositions, reasonLine, shareWords, type CreditNoteReason } from './credit-note-reason.ts';
import { footer, letterhead, positionTable, serviceText, totalsTable, type TableRow } from './document.ts';
import type { InvoiceRecord } from './numbering.ts';

export interface CreditNoteLine {
  line: PricedLine;
  /** The position's number on the invoice (1-based). */
  invoicePosition: number;
  proRataCents: number;
}

export interface CreditNoteInput {
  creditNote: CreditNoteRecord;
  invoice: InvoiceRecord;
  order: Pick<StoredOrder, 'orderNumber' | 'buyer'>;
  /** ISO timestamp: when the withdrawal or cancellation was received. */
  receivedAt: string;
  /** A withdrawal (pro-rata share owed) or a cancellation (its fee owed). */
  reason: CreditNoteReason;
  lines: CreditNoteLine[];
  refundMethod: WithdrawalPreview['refundMethod'];
  /** The order's language: the countries in the addresses (the credit note itself is German, as the invoice). */
  language: DocumentLanguage;
}

const vatText = (treatment: PricedLine['vatTreatment'], rate: number, vat: number) =>
  treatment === 'EXEMPT' ? 'steuerfrei' : `${rate} %: ${formatCents(vat)}`;

/** The signed rows and the amounts they add up to (net, VAT per rate, gross). */
export function creditNoteRows(lines: readonly CreditNoteLine[], reason: CreditNoteReason) {
  const rows: TableRow[] = [];
  const amounts: { grossValue: number; netValue: number; vatValue: number; vatRatePercent: number }[] = [];
  for (const { line, invoicePosition, proRataCents } of lines) {
    rows.push({
      position: String(invoicePosition),
      service: serviceText(line),
      netValue: -line.netValue,
      vat: vatText(line.vatTreatment, line.vatRatePercent, -line.vatValue),
      grossValue: -line.grossValue,
    });
    amounts.push({ grossValue: -line.grossValue, netValue: -line.netValue, vatValue: -line.vatValue, vatRatePercent: line.vatRatePercent });
    if (proRataCents > 0) {
      // The share owed is taxed like the service it pays for: the same treatment and rate.
      const share = lineVat(proRataCents, line.vatTreatment);
      rows.push({
        position: '',
        service: shareWords(reason).text,
        netValue: share.netValue,
        vat: vatText(share.vatTreatment, share.vatRatePercent, share.vatValue),
        grossValue: proRataCents,
      });
      amounts.push({ grossValue: proRataCents, netValue: share.netValue, vatValue: share.vatValue, vatRatePercent: share.vatRatePercent });
    }
  }
  return { rows, totals: totalsOf(amounts) };
}

/** The credit note's refund note, also the e-invoice's payment terms (BT-20). */
export function refundNote(method: CreditNoteInput['refundMethod'], refund: number): string {
  const sum = formatCents(refund);
  if (refund === 0) return 'Es ist nichts zu erstatten.';
  switch (method) {
    case 'CREDIT_CARD':
      return `Der Betrag von ${sum} wird auf die Kreditkarte erstattet, mit der Sie bezahlt haben.`;
    case 'PAYPAL':
      return `Der Betrag von ${sum} wird auf Ihr PayPal-Konto erstattet.`;
    case 'SEPA_DIRECT_DEBIT':
      return `Der Betrag von ${sum} wird auf das Konto überwiesen, von dem er per Lastschrift eingezogen wurde.`;
    case 'BANK_TRANSFER':
      return `Der Betrag von ${sum} wird auf das Konto überwiesen, von dem Sie gezahlt haben.`;
    default:
      return `Der noch offene Betrag der Rechnung verringert sich um ${sum}.`;
  }
}

/** Renders the credit note; resolves with the PDF's bytes. */
export function renderCreditNotePdf(input: CreditNoteInput): Promise<Buffer> {
  const { creditNote, invoice, order, language } = input;
  const seller = creditNote.seller;
  const { doc, done } = createPdfDocument({
    title: `Rechnungskorrektur ${creditNote.creditNoteNumber}`,
    author: seller.name,
    subject: `Rechnungskorrektur zur Rechnung ${invoice.invoiceNumber}, Bestellung ${order.orderNumber}`,
    creationDate: new Date(`${creditNote.issuedOn}T12:00:00Z`),
  });
  letterhead(doc, seller, order.buyer, language);
  doc
    .font('Bold')
    .fontSize(16)
    .fillColor('#000000')
    .text(`Rechnungskorrektur ${creditNote.creditNoteNumber}`, MARGIN, 250, { width: CONTENT_WIDTH });
  doc
    .moveDown(0.4)
    .font('Regular')
    .fontSize(10)
    .text(
      [
        `Nummer der Rechnungskorrektur: ${creditNote.creditNoteNumber}`,
        `Datum: ${formatDay(creditNote.issuedOn)}`,
        `zur Rechnung ${invoice.invoiceNumber} vom ${formatDay(invoice.issuedOn)}`,
        `Bestellnummer: ${order.orderNumber}`,
        reasonLine(input.reason, input.receivedAt),
      ].join('\n'),
    );
  const { rows, totals } = creditNoteRows(input.lines, input.reason);
  let y = positionTable(doc, rows, doc.y + 18);
  y = totalsTable(doc, totals, 'Erstattungsbetrag', y);
  doc
    .font('Regular')
    .fontSize(9.5)
    .text(
      `Diese Rechnungskorrektur berichtigt die Rechnung ${invoice.invoiceNumber} um ${correctedPositions(input.reason)}. ${refundNote(input.refundMethod, -totals.grossValue)}`,
      MARGIN,
      y + 14,
      { width: CONTENT_WIDTH },
    );
  footer(doc, seller);
  doc.end();
  return done;
}
