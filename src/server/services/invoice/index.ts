/**
 * Invoices (services/invoice/): what the payment and withdrawal areas use — issuing an order's invoice
 * when it is paid, the facts of the order it prints, the seller printed on it, and the credit notes
 * ("Rechnungskorrektur") that correct it after a withdrawal — as Factur-X/ZUGFeRD PDFs carrying their
 * EN 16931 e-invoice, and the invoice as XRechnung (einvoice/).
 */
export { invoiceOf, issueInvoice, type InvoiceRecord } from './numbering.ts';
export { readOrderFacts, type OrderFacts } from './order-facts.ts';
export { requireSeller, type Seller, type SellerSettings } from './seller.ts';
export { invoiceFileName, invoicePdfFor } from './service.ts';
export { billedInput } from './instalment-billing.ts';
export { invoiceAttachments } from './attachments.ts';
export { renderInvoicePdf, type InvoiceSettlement } from './document.ts';
export { renderZugferdCreditNote, renderZugferdInvoice, xrechnungOfInvoice } from './einvoice/zugferd.ts';
export { xrechnungFor } from './einvoice/xrechnung.ts';
export {
  creditNoteById,
  creditNoteOfWithdrawal,
  creditNotesOfOrder,
  issueCreditNote,
  type CreditNoteRecord,
} from './credit-note-numbering.ts';
export type { CreditNoteReason } from './credit-note-reason.ts';
export { creditNoteRows, renderCreditNotePdf, type CreditNoteInput, type CreditNoteLine } from './credit-note-document.ts';
