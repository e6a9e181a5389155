/**
 * The documents buyers download and receive (issue 26 §1): the invoice and the credit note as
 * Factur-X/ZUGFeRD — the PDF/A-3 pdfkit renders (document.ts, credit-note-document.ts) with the same
 * document's EN 16931 CII embedded as factur-x.xml. The XML alone (ciiOfInvoice) is what the
 * XRechnung download serves, with XRechnung's specification identifier.
 */
import { renderCreditNotePdf, type CreditNoteInput } from '../credit-note-document.ts';
import { renderInvoicePdf, type InvoiceInput } from '../document.ts';
import { creditNoteFacts, invoiceFacts } from './cii-facts.ts';
import { ciiXml, facturXPdf, type XmlFormat } from './generate.ts';
import { billedInput } from '../instalment-billing.ts';

/** The invoice PDF with its e-invoice embedded. */
export async function renderZugferdInvoice(whole: InvoiceInput): Promise<Buffer> {
  // What this invoice bills: an order with instalments is billed one instalment at a time.
  const input = billedInput(whole);
  const pdf = await renderInvoicePdf(input);
  return facturXPdf(invoiceFacts(input), pdf, `Rechnung-${input.invoice.invoiceNumber}.pdf`);
}

/** The credit note PDF with its e-invoice (type 381) embedded. */
export async function renderZugferdCreditNote(input: CreditNoteInput): Promise<Buffer> {
  const pdf = await renderCreditNotePdf(input);
  return facturXPdf(creditNoteFacts(input), pdf, `Rechnungskorrektur-${input.creditNote.creditNoteNumber}.pdf`);
}

/** The invoice's CII: EN 16931 as embedded in the PDF, or as XRechnung. */
export const ciiOfInvoice = (input: InvoiceInput, format: XmlFormat): Promise<string> =>
  ciiXml(invoiceFacts(billedInput(input)), format);

/** The invoice as XRechnung (CII): the download in Meine Kurse and the mail attachment of an order that asked for it. */
export const xrechnungOfInvoice = (input: InvoiceInput): Promise<string> => ciiOfInvoice(input, 'xrechnung');

/** The credit note's CII (EN 16931), as embedded in its PDF. */
export const ciiOfCreditNote = (input: CreditNoteInput): Promise<string> => ciiXml(creditNoteFacts(input), 'cii');
