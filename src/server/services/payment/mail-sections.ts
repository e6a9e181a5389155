/**
 * The parts the order e-mails share (confirmation-mail.ts, placed-mail.ts), each a list of plain-text
 * lines in the order's language: the positions, the totals, what to do about the payment, the seller
 * (the contracting party, as the Impressum, the AGB, the summary and the invoice name it; issue 24 §4),
 * the withdrawal notice and the early-start record (issue 24 §2).
 */
import { dueWithOrder } from '../../../shared/instalments.ts';
import type { PaymentMethod } from '../../../shared/order.ts';
import type { SeatParticipant } from '../../../shared/participants.ts';
import {
  formatCents,
  formatDay,
  formatMoment,
  formatPeriod,
  VAT_EXEMPTION_NOTE,
  type DocumentLanguage,
} from '../../documents/index.ts';
import type { InvoiceRecord, OrderFacts } from '../invoice/index.ts';
import { formatIban, maskIban } from '../../../shared/iban.ts';
import { sellerAddress, sellerIdentity, type SellerIdentity } from '../../../shared/seller.ts';
import { localCountryName } from '../../../shared/countries.ts';
import { earlyStartWording } from '../../../shared/early-start.ts';
import type { NamingLink } from '../participants/index.ts';
import { TEXT } from './mail-texts.ts';

/** The page with the model withdrawal instructions and form (content page 'widerruf'). */
export const WITHDRAWAL_PAGE = '/widerruf';

export interface ConfirmedPayment {
  method: PaymentMethod;
  accountHolder: string | null;
  iban: string | null;
  mandateReference: string | null;
}

type Order = OrderFacts['order'];

/** Who takes the places of a course line, and how many still want a name (issue 25 §1). */
function participantLines(seats: readonly SeatParticipant[] | undefined, t: (typeof TEXT)[DocumentLanguage]): string[] {
  if (!seats || seats.length === 0) return [];
  const named = seats.flatMap(({ participant }) => (participant ? [`${participant.firstName} ${participant.lastName}`] : []));
  const unnamed = seats.length - named.length;
  // One place nobody named is the buyer's own booking as before seats existed: nothing to say.
  const sayUnnamed = unnamed > 0 && (named.length > 0 || seats.length > 1);
  return [...(named.length > 0 ? [`  ${t.participants(named.join(', '))}`] : []), ...(sayUnnamed ? [`  ${t.unnamed(unnamed)}`] : [])];
}

export function positionLines(order: Order, language: DocumentLanguage): string[] {
  const t = TEXT[language];
  return order.lines.flatMap((line) => {
    const facts = [
      line.organizer,
      line.schedule ? formatPeriod(line.schedule, language) : null,
      line.schedule?.city ?? null,
    ].filter(Boolean);
    const vat = line.vatTreatment === 'EXEMPT' ? VAT_EXEMPTION_NOTE[language] : t.vat(line.vatRatePercent);
    const seats = line.seats ?? 1;
    return [
      `- ${line.name}`,
      `  ${facts.join(', ')}`,
      // Several places of one date (issue 25 §1): how many, at what price each.
      ...(seats > 1 ? [`  ${t.seats(seats, formatCents(line.priceValue / seats, language))}`] : []),
      ...participantLines(line.participants, t),
      ...(line.discountValue > 0 ? [`  ${t.discount}: -${formatCents(line.discountValue, language)}`] : []),
      `  ${formatCents(line.grossValue, language)} (${vat})`,
      ...distanceLearningLines(line, language),
    ];
  });
}

/** A distance-learning line (issue 26 §3): its ZFU number and its payment plan. */
function distanceLearningLines(line: Order['lines'][number], language: DocumentLanguage): string[] {
  const t = TEXT[language];
  return [
    ...(line.zfuNumber ? [`  ${t.zfu(line.zfuNumber)}`] : []),
    ...(line.instalments
      ? [
          `  ${t.plan}`,
          ...line.instalments.map(
            (entry) =>
              `    ${t.instalment(entry.number, formatCents(entry.grossValue, language), entry.number === 1 ? null : formatDay(entry.dueOn, language))}`,
          ),
        ]
      : []),
  ];
}

export function totalLines(order: Order, language: DocumentLanguage): string[] {
  const t = TEXT[language];
  const totals = order.totals;
  return [
    `${t.net}: ${formatCents(totals.netValue, language)}`,
    ...totals.vatByRate
      .filter((rate) => rate.ratePercent > 0)
      .map((rate) => `${t.vat(rate.ratePercent)}: ${formatCents(rate.vatValue, language)}`),
    `${t.gross}: ${formatCents(totals.grossValue, language)}`,
  ];
}

/** For an invoice the due date and the seller's account, for SEPA the pre-notification, for a card that it is paid. */
export function paymentLines(
  order: Order,
  invoice: InvoiceRecord,
  payment: ConfirmedPayment | null,
  language: DocumentLanguage,
): string[] {
  const t = TEXT[language];
  // With distance-learning instalments, this invoice bills the first of them; the rest come later.
  const billed = dueWithOrder(order.totals.grossValue, order.lines);
  const sum = formatCents(billed, language);
  const due = invoice.dueOn ? formatDay(invoice.dueOn, language) : '';
  const later = billed === order.totals.grossValue ? [] : [t.laterInstalments(formatCents(order.totals.grossValue, language))];
  if (!payment || billed === 0) return [t.nothing, ...later];
  return [...billedPaymentLines(payment, invoice, sum, due, language), ...later];
}

function billedPaymentLines(payment: ConfirmedPayment, invoice: InvoiceRecord, sum: string, due: string, language: DocumentLanguage): string[] {
  const t = TEXT[language];
  const seller = invoice.seller;
  switch (payment.method) {
    case 'INVOICE':
      return [
        t.payInvoice(sum, due),
        `  ${seller.name}`,
        `  IBAN ${formatIban(seller.iban)}, BIC ${seller.bic}`,
        `  ${t.bank}: ${seller.bankName}`,
        `  ${t.reference(invoice.invoiceNumber)}`,
      ];
    case 'SEPA_DIRECT_DEBIT':
      return [
        t.sepa(sum, due, maskIban(payment.iban ?? '')),
        t.mandate(payment.mandateReference ?? '', seller.creditorId),
      ];
    default:
      return [t.card(sum)];
  }
}

/** The seller: name, address, how to reach it, tax and register data. */
export function sellerBlock(identity: SellerIdentity, language: DocumentLanguage): string[] {
  const t = TEXT[language];
  const seller = sellerIdentity(identity);
  return [
    t.seller,
    `  ${seller.name}`,
    `  ${sellerAddress(seller)}, ${localCountryName(seller.country, language)}`,
    `  ${[`${t.email}: ${seller.email}`, seller.phone && `${t.phone}: ${seller.phone}`].filter(Boolean).join(', ')}`,
    ...(seller.vatId ? [`  ${t.vatId}: ${seller.vatId}`] : []),
    ...(seller.taxNumber ? [`  ${t.taxNumber}: ${seller.taxNumber}`] : []),
    ...(seller.register ? [`  ${seller.register}`] : []),
    ...(seller.representative ? [`  ${t.representative}: ${seller.representative}`] : []),
  ];
}

/** The seller as the invoice names it (its snapshot). */
export function sellerLines(input: { invoice: Pick<InvoiceRecord, 'seller'> }, language: DocumentLanguage): string[] {
  return sellerBlock(input.invoice.seller, language);
}

/** The consumer's early-start request as the order stored it: when (German time) and its wording. */
export function earlyStartLines(order: Pick<Order, 'earlyStart'>, language: DocumentLanguage): string[] {
  const t = TEXT[language];
  const early = order.earlyStart;
  if (!early) return [];
  const wording = earlyStartWording(early.wordingVersion);
  const moment = formatMoment(early.requestedAt, language);
  return [
    t.earlyStart(moment.day, moment.time),
    ...(wording
      ? [t.earlyStartWording(early.wordingVersion), language === 'de' ? `„${wording.de}“` : `“${wording.en}”`]
      : []),
  ];
}

/**
 * A guest's naming link (issue 25 §1, services/participants/naming-link.ts), when a course place still
 * wants a name: the guest keeps no other way in once the checkout tab is closed. Ends with a blank line.
 */
export function namingLinkLines(order: Order, link: NamingLink | null, language: DocumentLanguage): string[] {
  if (!link || !order.lines.some((line) => line.participants?.some((seat) => seat.participant === null))) return [];
  return [TEXT[language].namingLink(formatDay(link.lastDay, language)), link.url, ''];
}

/** The signed link to "Vertrag widerrufen" (§ 356a BGB: the withdrawal function), when there is one. */
export function withdrawOnlineLines(url: string | null | undefined, language: DocumentLanguage): string[] {
  return url ? [TEXT[language].withdrawOnline, url] : [];
}

/**
 * For a consumer, a short notice: the right of withdrawal, to whom a withdrawal goes (the seller of the
 * invoice), where the model instructions and form are, and the early-start request the order stored.
 * (The mail sent when the order is placed carries the full instructions and form instead.)
 */
export function withdrawalLines(
  input: {
    invoice: Pick<InvoiceRecord, 'seller'>;
    order: Pick<Order, 'buyer' | 'earlyStart'>;
    publicUrl: string;
    /** The order's signed link to the withdrawal function (consumers). */
    withdrawalUrl?: string | null;
  },
  language: DocumentLanguage,
): string[] {
  if (input.order.buyer.buyerType !== 'CONSUMER') return [];
  const t = TEXT[language];
  const seller = sellerIdentity(input.invoice.seller);
  const early = earlyStartLines(input.order, language);
  return [
    t.withdrawalTitle,
    t.withdrawalText,
    `  ${seller.name}, ${sellerAddress(seller)}, ${localCountryName(seller.country, language)}`,
    `  ${t.email}: ${seller.email}`,
    t.withdrawalPage,
    `${input.publicUrl}${WITHDRAWAL_PAGE}`,
    ...withdrawOnlineLines(input.withdrawalUrl, language),
    ...(early.length > 0 ? ['', ...early] : []),
    '',
  ];
}
