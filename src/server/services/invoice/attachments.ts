/**
 * An invoice as mail attachments: the Factur-X/ZUGFeRD PDF (the buyer's bookkeeping reads the
 * e-invoice embedded in it) and, when the firm asked for it at checkout (issue 26 §1), the XRechnung
 * XML ("Rechnung-<nr>.xml"). Every mail that carries an invoice — the order's, an instalment's — uses it.
 */
import type { MailAttachment } from '../mail.ts';
import type { InvoiceInput } from './document.ts';
import { renderZugferdInvoice, xrechnungOfInvoice } from './einvoice/zugferd.ts';
import { invoiceFileName } from './service.ts';

export async function invoiceAttachments(input: InvoiceInput): Promise<MailAttachment[]> {
  const pdf: MailAttachment = { fileName: invoiceFileName(input.invoice), contentType: 'application/pdf', bytes: await renderZugferdInvoice(input) };
  if (input.order.buyer.invoiceFormat !== 'XRECHNUNG') return [pdf];
  const xml = await xrechnungOfInvoice(input);
  return [pdf, { fileName: `Rechnung-${input.invoice.invoiceNumber}.xml`, contentType: 'application/xml', bytes: Buffer.from(xml, 'utf8') }];
}
