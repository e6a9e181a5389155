/**
 * GET /api/customer-invoice/{id}/xrechnung: the invoice as XRechnung (CII syntax) for business
 * buyers whose bookkeeping or public-sector portal takes the XML alone. XRechnung requires the
 * buyer reference (BT-10: the order's "Ihre Referenz", or a Leitweg-ID given there), so an invoice
 * without one is refused with 422 — as is a consumer's invoice (consumers give no reference).
 * The same owner rule as the PDF: anyone else 404.
 */
import type { Queryable } from '../../../db/database.ts';
import { HttpError } from '../../../errors.ts';
import type { OrderOwner } from '../../order-store/index.ts';
import { ownInvoice, type InvoiceFile } from '../service.ts';
import { xrechnungOfInvoice } from './zugferd.ts';

export async function xrechnungFor(db: Queryable, reader: OrderOwner, invoiceId: number): Promise<InvoiceFile> {
  const input = await ownInvoice(db, reader, invoiceId);
  const { buyer } = input.order;
  if (buyer.buyerType !== 'BUSINESS') {
    throw new HttpError(
      422,
      'XRECHNUNG_BUSINESS_ONLY',
      'An XRechnung is issued for business buyers only; this invoice is a consumer’s (download the PDF)',
    );
  }
  if (!buyer.invoiceReference?.trim()) {
    throw new HttpError(
      422,
      'BUYER_REFERENCE_REQUIRED',
      'An XRechnung needs your buyer reference (BT-10: order number, cost centre or Leitweg-ID), and this order was placed without one (the PDF invoice carries the same e-invoice)',
    );
  }
  const xml = await xrechnungOfInvoice(input);
  return { fileName: `XRechnung-${input.invoice.invoiceNumber}.xml`, bytes: Buffer.from(xml, 'utf8') };
}
