/**
 * Invoices (services/invoice/): what the payment area uses — issuing an order's invoice when it is
 * paid, the facts of the order it prints, and the seller printed on it.
 */
export { invoiceOf, issueInvoice, type InvoiceRecord } from './numbering.ts';
export { readOrderFacts, type OrderFacts } from './order-facts.ts';
export { requireSeller, type Seller, type SellerSettings } from './seller.ts';
export { invoiceFileName, invoicePdfFor } from './service.ts';
export { renderInvoicePdf, type InvoiceSettlement } from './document.ts';
