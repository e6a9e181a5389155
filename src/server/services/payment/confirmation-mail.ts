/**
 * The order confirmation e-mail, in the order's language: order number, every position with its
 * dates, the totals (net, VAT per rate, gross), and what to do about the payment — for an invoice the
 * due date and the seller's bank account, for SEPA the pre-notification (amount, debit date, mandate
 * reference, creditor id), for a card that it is paid; and the contracting party — the seller of the
 * invoice, as the Impressum, the AGB and the summary name it (issue 24 §4). For a consumer the
 * withdrawal notice naming the seller as the recipient of a withdrawal, with the address of the model
 * instructions and form (/widerruf), and the early-start request the order stored — when it was made
 * and its wording (issue 24 §2). Plain text: it reaches every mail client.
 */
import type { PaymentMethod } from '../../../shared/order.ts';
import type { OutgoingMail } from '../mail.ts';
import {
  formatCents,
  formatDay,
  formatMoment,
  formatPeriod,
  VAT_EXEMPTION_NOTE,
  type DocumentLanguage,
} from '../../documents/index.ts';
import { type InvoiceRecord, type OrderFacts } from '../invoice/index.ts';
import { formatIban, maskIban } from '../../../shared/iban.ts';
import { sellerAddress, sellerIdentity } from '../../../shared/seller.ts';
import { localCountryName } from '../../../shared/countries.ts';
import { earlyStartWording } from '../../../shared/early-start.ts';

/** The page with the model withdrawal instructions and form (content page 'widerruf'). */
const WITHDRAWAL_PAGE = '/widerruf';

export interface ConfirmedPayment {
  method: PaymentMethod;
  accountHolder: string | null;
  iban: string | null;
  mandateReference: string | null;
}

export interface ConfirmationInput extends OrderFacts {
  invoice: InvoiceRecord;
  payment: ConfirmedPayment | null;
  publicUrl: string;
}

const TEXT = {
  de: {
    subject: (number: string) => `Ihre Bestellung ${number} bei Kursmarkt`,
    greeting: (name: string) => `Guten Tag ${name},`,
    thanks: (number: string) =>
      `vielen Dank für Ihre Bestellung. Sie ist verbindlich; Ihre Bestellnummer ist ${number}.`,
    positions: 'Ihre Positionen:',
    discount: 'Nachlass',
    net: 'Summe netto',
    vat: (rate: number) => `USt. ${rate} %`,
    gross: 'Gesamtbetrag',
    invoice: (number: string, date: string) => `Rechnung ${number} vom ${date}.`,
    invoiceWhere:
      'Die Rechnung als PDF finden Sie in Ihrem Kundenkonto unter „Bestellungen“ und auf der Bestellbestätigungsseite.',
    invoiceWhereGuest: 'Die Rechnung als PDF können Sie auf der Bestellbestätigungsseite herunterladen.',
    payInvoice: (sum: string, due: string) => `Bitte überweisen Sie ${sum} bis zum ${due} auf folgendes Konto:`,
    reference: (number: string) => `Verwendungszweck: ${number}`,
    sepa: (sum: string, due: string, iban: string) =>
      `Vorabankündigung: Wir ziehen ${sum} am ${due} (oder am nächsten Bankarbeitstag) per SEPA-Lastschrift von Ihrem Konto ${iban} ein.`,
    mandate: (reference: string, creditorId: string) => `Mandatsreferenz: ${reference}, Gläubiger-ID: ${creditorId}`,
    card: (sum: string) => `${sum} wurden per Kreditkarte bezahlt.`,
    nothing: 'Es ist nichts zu zahlen.',
    closing: 'Mit freundlichen Grüßen\nIhr Kursmarkt-Team',
    bank: 'Bank',
    seller: 'Ihr Vertragspartner und Verkäufer:',
    email: 'E-Mail',
    phone: 'Telefon',
    vatId: 'USt-IdNr.',
    taxNumber: 'Steuernummer',
    representative: 'Vertreten durch',
    withdrawalTitle: 'Widerrufsrecht',
    withdrawalText:
      'Als Verbraucherin oder Verbraucher können Sie diesen Vertrag binnen vierzehn Tagen ab dem Tag des Vertragsschlusses ohne Angabe von Gründen widerrufen. Um Ihr Widerrufsrecht auszuüben, müssen Sie uns mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Richten Sie den Widerruf an:',
    withdrawalPage: 'Die vollständige Widerrufsbelehrung und das Muster-Widerrufsformular finden Sie hier:',
    earlyStart: (day: string, time: string) =>
      `Sie haben am ${day} um ${time} Uhr verlangt, dass wir vor Ablauf der Widerrufsfrist mit der Leistung beginnen. Widerrufen Sie den Vertrag, zahlen Sie uns einen angemessenen Betrag für die bis dahin erbrachte Leistung.`,
    earlyStartWording: (version: string) => `Ihre Erklärung (Fassung ${version}):`,
  },
  en: {
    subject: (number: string) => `Your order ${number} at Kursmarkt`,
    greeting: (name: string) => `Dear ${name},`,
    thanks: (number: string) => `thank you for your order. It is binding; your order number is ${number}.`,
    positions: 'Your positions:',
    discount: 'Discount',
    net: 'Net total',
    vat: (rate: number) => `VAT ${rate} %`,
    gross: 'Total',
    invoice: (number: string, date: string) => `Invoice ${number} of ${date}.`,
    invoiceWhere: 'You find the invoice as a PDF in your account under "Orders" and on the order confirmation page.',
    invoiceWhereGuest: 'You can download the invoice as a PDF on the order confirmation page.',
    payInvoice: (sum: string, due: string) => `Please transfer ${sum} by ${due} to this account:`,
    reference: (number: string) => `Payment reference: ${number}`,
    sepa: (sum: string, due: string, iban: string) =>
      `Pre-notification: we will collect ${sum} on ${due} (or the next bank working day) by SEPA direct debit from your account ${iban}.`,
    mandate: (reference: string, creditorId: string) =>
      `Mandate reference: ${reference}, creditor identifier: ${creditorId}`,
    card: (sum: string) => `${sum} have been paid by credit card.`,
    nothing: 'There is nothing to pay.',
    closing: 'Kind regards\nYour Kursmarkt team',
    bank: 'Bank',
    seller: 'Your contracting party and seller:',
    email: 'E-mail',
    phone: 'Phone',
    vatId: 'VAT id',
    taxNumber: 'Tax number',
    representative: 'Represented by',
    withdrawalTitle: 'Right of withdrawal',
    withdrawalText:
      'As a consumer you may withdraw from this contract within fourteen days of the day the contract was concluded without giving any reason. To exercise your right of withdrawal, you must inform us of your decision to withdraw from this contract by a clear statement (e.g. a letter sent by post or an e-mail). Address your withdrawal to:',
    withdrawalPage: 'The full withdrawal instructions and the model withdrawal form are here:',
    earlyStart: (day: string, time: string) =>
      `On ${day} at ${time} you requested that we begin the service before the withdrawal period ends. If you withdraw from the contract, you pay us a reasonable amount for the service provided until then.`,
    earlyStartWording: (version: string) => `Your statement (version ${version}):`,
  },
} as const satisfies Record<DocumentLanguage, unknown>;

function paymentLines(input: ConfirmationInput, language: DocumentLanguage): string[] {
  const t = TEXT[language];
  const { invoice, payment, order } = input;
  const sum = formatCents(order.totals.grossValue, language);
  const due = invoice.dueOn ? formatDay(invoice.dueOn, language) : '';
  const seller = invoice.seller;
  if (!payment || order.totals.grossValue === 0) return [t.nothing];
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

/** The seller as the invoice names it (its snapshot): name, address, how to reach it, tax and register data. */
export function sellerLines(input: Pick<ConfirmationInput, 'invoice'>, language: DocumentLanguage): string[] {
  const t = TEXT[language];
  const seller = sellerIdentity(input.invoice.seller);
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

/**
 * For a consumer: the right of withdrawal, to whom a withdrawal goes (the seller of the invoice), where
 * the model instructions and form are, and the early-start request the order stored.
 */
export function withdrawalLines(
  input: Pick<ConfirmationInput, 'invoice' | 'order' | 'publicUrl'>,
  language: DocumentLanguage,
): string[] {
  if (input.order.buyer.buyerType !== 'CONSUMER') return [];
  const t = TEXT[language];
  const seller = sellerIdentity(input.invoice.seller);
  const early = input.order.earlyStart;
  const wording = early && earlyStartWording(early.wordingVersion);
  const moment = early && formatMoment(early.requestedAt, language);
  return [
    t.withdrawalTitle,
    t.withdrawalText,
    `  ${seller.name}, ${sellerAddress(seller)}, ${localCountryName(seller.country, language)}`,
    `  ${t.email}: ${seller.email}`,
    t.withdrawalPage,
    `${input.publicUrl}${WITHDRAWAL_PAGE}`,
    ...(early && moment
      ? [
          '',
          t.earlyStart(moment.day, moment.time),
          ...(wording ? [t.earlyStartWording(early.wordingVersion), language === 'de' ? `„${wording.de}“` : `“${wording.en}”`] : []),
        ]
      : []),
    '',
  ];
}

export function confirmationMail(input: ConfirmationInput): OutgoingMail {
  const { order, language, email, invoice } = input;
  const t = TEXT[language];
  const name = [order.buyer.firstName, order.buyer.lastName].filter(Boolean).join(' ');
  const lines = order.lines.flatMap((line) => {
    const facts = [
      line.organizer,
      line.schedule ? formatPeriod(line.schedule, language) : null,
      line.schedule?.city ?? null,
    ].filter(Boolean);
    const vat = line.vatTreatment === 'EXEMPT' ? VAT_EXEMPTION_NOTE[language] : t.vat(line.vatRatePercent);
    return [
      `- ${line.name}`,
      `  ${facts.join(', ')}`,
      ...(line.discountValue > 0 ? [`  ${t.discount}: -${formatCents(line.discountValue, language)}`] : []),
      `  ${formatCents(line.grossValue, language)} (${vat})`,
    ];
  });
  const totals = order.totals;
  const text = [
    t.greeting(name),
    '',
    t.thanks(order.orderNumber),
    '',
    t.positions,
    ...lines,
    '',
    `${t.net}: ${formatCents(totals.netValue, language)}`,
    ...totals.vatByRate
      .filter((rate) => rate.ratePercent > 0)
      .map((rate) => `${t.vat(rate.ratePercent)}: ${formatCents(rate.vatValue, language)}`),
    `${t.gross}: ${formatCents(totals.grossValue, language)}`,
    '',
    ...paymentLines(input, language),
    '',
    t.invoice(invoice.invoiceNumber, formatDay(invoice.issuedOn, language)),
    'customerId' in input.owner ? t.invoiceWhere : t.invoiceWhereGuest,
    `${input.publicUrl}/`,
    '',
    ...sellerLines(input, language),
    '',
    ...withdrawalLines(input, language),
    t.closing,
  ].join('\n');
  return { to: email, subject: t.subject(order.orderNumber), text };
}
