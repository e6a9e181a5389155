/**
 * The e-mail sent when an order is placed, for every order, guests included (issue 24 §3; § 312f
 * Abs. 2, § 312i Abs. 1 Nr. 3 and 4 BGB: the contract confirmed on a durable medium): the positions
 * and totals, the seller, the AGB (attached as a PDF; the mail names its version), for a consumer the
 * withdrawal instructions and the model form — quoted from the page /widerruf, never a second copy of
 * the statutory text — and the early-start record; then what is still to do: a guest gets a signed
 * link to continue the order (choose the payment, upload the proof) and to download the invoice, a
 * customer the address of the account. A guest whose places are not all named gets the naming link. An order that became binding in the same transaction (invoice
 * or SEPA chosen before placing, nothing to pay) gets this one mail with the payment and the invoice,
 * not a second near-identical one.
 */
import type { OutgoingMail } from '../mail.ts';
import { formatDay, type DocumentLanguage } from '../../documents/index.ts';
import type { InvoiceRecord, OrderFacts } from '../invoice/index.ts';
import type { SellerIdentity } from '../../../shared/seller.ts';
import type { ContentPage } from '../../../shared/types.ts';
import { pageTextLines } from '../terms/index.ts';
import type { NamingLink } from '../participants/index.ts';
import { TEXT } from './mail-texts.ts';
import {
  earlyStartLines,
  namingLinkLines,
  paymentLines,
  positionLines,
  sellerBlock,
  totalLines,
  WITHDRAWAL_PAGE,
  withdrawOnlineLines,
  type ConfirmedPayment,
} from './mail-sections.ts';
import { invoiceLines } from './confirmation-mail.ts';

export interface PlacedMailInput extends OrderFacts {
  publicUrl: string;
  /** The configured seller (null: a deployment that has not configured it yet). */
  seller: SellerIdentity | null;
  /** The version of the attached AGB (null: the shop has no AGB page to attach). */
  agbVersion: string | null;
  /** The page /widerruf as served in the order's language (consumers; null when the page is missing). */
  withdrawalPage: ContentPage | null;
  /** The order's signed link to the withdrawal function (consumers; null for business orders). */
  withdrawalUrl: string | null;
  /** A guest's signed link and until when it works; null for a customer. */
  continueLink: { url: string; expiresAt: Date } | null;
  /** A guest's link to name the participants later (null for a customer, or without a course date). */
  namingLink: NamingLink | null;
  /** Set when the order became binding while it was placed. */
  confirmation: { invoice: InvoiceRecord; payment: ConfirmedPayment | null } | null;
}

/** What is still to do, and where (the continue link, the account). */
function nextLines(input: PlacedMailInput, language: DocumentLanguage): string[] {
  const t = TEXT[language];
  const { order } = input;
  const todo =
    order.proofRequired && 'tokenHash' in input.owner && order.status === 'PLACED'
      ? t.nextFileUpload
      : order.status === 'PAYMENT_PENDING'
        ? t.nextPayment
        : t.nextPaymentSelection;
  const where = input.continueLink
    ? [t.continueLink(formatDay(input.continueLink.expiresAt.toISOString().slice(0, 10), language)), input.continueLink.url]
    : [t.accountLink, `${input.publicUrl}/customer-dashboard`];
  return [todo, '', ...where, '', t.invoiceLater];
}

function withdrawalSection(input: PlacedMailInput, language: DocumentLanguage): string[] {
  if (input.order.buyer.buyerType !== 'CONSUMER') return [];
  const t = TEXT[language];
  const early = earlyStartLines(input.order, language);
  return [
    ...(input.withdrawalPage ? pageTextLines(input.withdrawalPage, input.publicUrl) : [t.withdrawalTitle]),
    '',
    t.withdrawalPage,
    `${input.publicUrl}${WITHDRAWAL_PAGE}`,
    ...withdrawOnlineLines(input.withdrawalUrl, language),
    ...(early.length > 0 ? ['', t.earlyStartTitle, ...early] : []),
    '',
  ];
}

export function placedMail(input: PlacedMailInput): OutgoingMail {
  const { order, language, email, confirmation } = input;
  const t = TEXT[language];
  const name = [order.buyer.firstName, order.buyer.lastName].filter(Boolean).join(' ');
  const text = [
    t.greeting(name),
    '',
    t.thanks(order.orderNumber),
    '',
    t.positions,
    ...positionLines(order, language),
    '',
    ...totalLines(order, language),
    '',
    ...namingLinkLines(order, input.namingLink, language),
    ...(confirmation
      ? [
          ...paymentLines(order, confirmation.invoice, confirmation.payment, language),
          '',
          ...invoiceLines({ ...input, ...confirmation }, language),
        ]
      : nextLines(input, language)),
    '',
    ...(input.seller ? [...sellerBlock(input.seller, language), ''] : []),
    ...(input.agbVersion ? [t.agbAttached(input.agbVersion), ''] : []),
    ...withdrawalSection(input, language),
    t.closing,
  ].join('\n');
  return { to: email, subject: t.subject(order.orderNumber), text };
}
