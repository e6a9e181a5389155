/**
 * GET /api/customer-invoice/{id}: the invoice PDF for the owner of its order — the customer who
 * ordered (bearer token), or the guest holding the order token (X-Order). Anyone else: 404. The PDF
 * is a Factur-X/ZUGFeRD invoice: the e-invoice (EN 16931) is embedded (einvoice/zugferd.ts).
 */
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import type { OrderOwner } from '../order-store/index.ts';
import type { InvoiceInput, InvoiceSettlement } from './document.ts';
import { renderZugferdInvoice } from './einvoice/zugferd.ts';
import { invoiceById, type InvoiceRecord } from './numbering.ts';
import { readOrderFacts } from './order-facts.ts';

export interface InvoiceFile {
  fileName: string;
  bytes: Buffer;
}

/** What an invoice shows, for the owner of its order only (anyone else: 404). */
export async function ownInvoice(db: Queryable, reader: OrderOwner, invoiceId: number): Promise<InvoiceInput> {
  const invoice = await invoiceById(db, invoiceId);
  const facts = invoice ? await readOrderFacts(db, invoice.orderId) : undefined;
  const owns =
    facts &&
    ('customerId' in reader
      ? 'customerId' in facts.owner && facts.owner.customerId === reader.customerId
      : 'tokenHash' in facts.owner && facts.owner.tokenHash === reader.tokenHash);
  if (!invoice || !facts || !owns) throw notFound(`Invoice ${invoiceId}`);
  const [settlement] = await db.query<InvoiceSettlement>(
    `select mandate_reference as "mandateReference", sepa_iban as iban from payment
      where order_id = $1 and status in ('OPEN', 'PAID') limit 1`,
    [invoice.orderId],
  );
  return { order: facts.order, invoice, settlement: settlement ?? null, language: facts.language };
}

export async function invoicePdfFor(db: Queryable, reader: OrderOwner, invoiceId: number): Promise<InvoiceFile> {
  const input = await ownInvoice(db, reader, invoiceId);
  return { fileName: invoiceFileName(input.invoice), bytes: await renderZugferdInvoice(input) };
}

/** The file name of an invoice PDF (the download and the mail attachment say the same). */
export const invoiceFileName = (invoice: Pick<InvoiceRecord, 'invoiceNumber'>) => `Rechnung-${invoice.invoiceNumber}.pdf`;
