/**
 * The e-mail sent when an order becomes binding after it was placed (a guest chose invoice or SEPA,
 * a card payment came back paid): the confirmation with the invoice attached as a PDF (issue 24 §3),
 * in the order's language — order number, positions, totals, what to do about the payment (for an
 * invoice the due date and the seller's bank account, for SEPA the pre-notification, for a card that
 * it is paid), the seller, and for a consumer the withdrawal notice. The mail sent when the order is
 * placed (placed-mail.ts) carried the AGB and the full withdrawal instructions and form already; an
 * order confirmed in the same transaction it was placed gets that one mail only, with the invoice.
 * Plain text: it reaches every mail client.
 */
import type { OutgoingMail } from '../mail.ts';
import { formatDay, type DocumentLanguage } from '../../documents/index.ts';
import type { InvoiceRecord, OrderFacts } from '../invoice/index.ts';
import type { NamingLink } from '../participants/index.ts';
import { TEXT } from './mail-texts.ts';
import {
  namingLinkLines,
  paymentLines,
  positionLines,
  sellerLines,
  totalLines,
  withdrawalLines,
  type ConfirmedPayment,
} from './mail-sections.ts';

export { sellerLines, withdrawalLines, type ConfirmedPayment };

export interface ConfirmationInput extends OrderFacts {
  invoice: InvoiceRecord;
  payment: ConfirmedPayment | null;
  publicUrl: string;
  /** The order's signed link to the withdrawal function (consumers; null for business orders). */
  withdrawalUrl: string | null;
  /** A guest's link to name the participants later (null for a customer, or without a course date). */
  namingLink: NamingLink | null;
}

/** Where the invoice is: attached, and for a customer also in the account. */
export function invoiceLines(input: ConfirmationInput, language: DocumentLanguage): string[] {
  const t = TEXT[language];
  return [
    t.invoiceAttached(input.invoice.invoiceNumber, formatDay(input.invoice.issuedOn, language)),
    ...('customerId' in input.owner ? [t.invoiceInAccount, `${input.publicUrl}/customer-dashboard`] : []),
  ];
}

/** The mail's text; the caller attaches the invoice PDF (order-mails.ts). */
export function confirmationMail(input: ConfirmationInput): OutgoingMail {
  const { order, language, email, invoice, payment } = input;
  const t = TEXT[language];
  const name = [order.buyer.firstName, order.buyer.lastName].filter(Boolean).join(' ');
  const text = [
    t.greeting(name),
    '',
    t.thanks(order.orderNumber),
    t.confirmed,
    '',
    t.positions,
    ...positionLines(order, language),
    '',
    ...totalLines(order, language),
    '',
    ...namingLinkLines(order, input.namingLink, language),
    ...paymentLines(order, invoice, payment, language),
    '',
    ...invoiceLines(input, language),
    '',
    ...sellerLines(input, language),
    '',
    ...withdrawalLines(input, language),
    t.closing,
  ].join('\n');
  return { to: email, subject: t.confirmedSubject(order.orderNumber), text };
}
