/**
 * The confirmation of a withdrawal on a durable medium (§ 356a BGB, from Directive (EU) 2023/2673:
 * "without undue delay", with the content of the declaration and the date and time of its receipt):
 * an e-mail queued in the declaring transaction, in the declaration's language. It repeats what was
 * declared (order number and date, the positions, name and e-mail), states when the declaration was
 * received (Europe/Berlin), what is refunded and how, the pro-rata amount owed for what was performed
 * at the consumer's request (§ 357a Abs. 2 BGB), and the credit note with the invoice it corrects.
 * Plain text: it reaches every mail client.
 */
import { formatCents, formatMoment, formatPeriod, type DocumentLanguage } from '../../documents/index.ts';
import type { OutgoingMail } from '../mail.ts';
import type { RefundMethod } from '../payment/index.ts';
import type { PositionForWithdrawal } from './facts.ts';

export interface WithdrawalMailInput {
  language: DocumentLanguage;
  to: string;
  name: string;
  email: string;
  orderNumber: string;
  placedAt: string;
  receivedAt: string;
  lines: { position: PositionForWithdrawal; proRataCents: number }[];
  grossCents: number;
  proRataCents: number;
  refundCents: number;
  refundMethod: RefundMethod;
  creditNoteNumber: string | null;
  invoiceNumber: string | null;
  /** The credit note's download address (signed), when there is one. */
  creditNoteUrl: string | null;
}

const TEXT = {
  de: {
    subject: (number: string) => `Bestätigung Ihres Widerrufs – Bestellung ${number}`,
    greeting: (name: string) => `Guten Tag ${name},`,
    received: (day: string, time: string) =>
      `wir bestätigen den Eingang Ihres Widerrufs am ${day} um ${time} Uhr (deutsche Zeit). Ihre Erklärung hatte folgenden Inhalt:`,
    declaration: 'Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über die Erbringung der folgenden Dienstleistungen:',
    order: (number: string, day: string) => `Bestellung ${number} vom ${day}`,
    name: 'Name',
    email: 'E-Mail für die Bestätigung',
    proRataLine: (amount: string) => `anteiliger Wertersatz: ${amount}`,
    sums: 'Abrechnung:',
    gross: 'Preis der widerrufenen Positionen',
    proRata:
      'Wertersatz für die bis zum Widerruf auf Ihren ausdrücklichen Wunsch erbrachte Leistung (§ 357a Abs. 2 BGB, anteilig nach Kurstagen)',
    refund: 'Erstattungsbetrag',
    how: {
      CREDIT_CARD: (sum: string) => `Wir erstatten ${sum} binnen 14 Tagen auf die Kreditkarte, mit der Sie bezahlt haben.`,
      PAYPAL: (sum: string) => `Wir erstatten ${sum} binnen 14 Tagen auf Ihr PayPal-Konto.`,
      SEPA_DIRECT_DEBIT: (sum: string) =>
        `Wir überweisen ${sum} binnen 14 Tagen auf das Konto, von dem wir den Betrag per Lastschrift eingezogen haben.`,
      BANK_TRANSFER: (sum: string) => `Wir überweisen ${sum} binnen 14 Tagen auf das Konto, von dem Sie gezahlt haben.`,
      NONE: (sum: string) => `Sie hatten noch nicht gezahlt: Der zu zahlende Betrag verringert sich um ${sum}.`,
    },
    nothing: 'Es ist nichts zu erstatten.',
    creditNote: (number: string, invoice: string) => `Rechnungskorrektur ${number} zur Rechnung ${invoice}`,
    creditNoteLink: 'Die Rechnungskorrektur als PDF:',
    closing: 'Mit freundlichen Grüßen\nIhr Kursmarkt-Team',
  },
  en: {
    subject: (number: string) => `Confirmation of your withdrawal – order ${number}`,
    greeting: (name: string) => `Dear ${name},`,
    received: (day: string, time: string) =>
      `we confirm that we received your withdrawal on ${day} at ${time} (German time). Your declaration read:`,
    declaration: 'I hereby withdraw from the contract concluded by me for the provision of the following services:',
    order: (number: string, day: string) => `Order ${number} of ${day}`,
    name: 'Name',
    email: 'E-mail for the confirmation',
    proRataLine: (amount: string) => `pro-rata compensation: ${amount}`,
    sums: 'Settlement:',
    gross: 'Price of the withdrawn positions',
    proRata:
      'Compensation for the service provided at your express request until the withdrawal (§ 357a (2) BGB, pro rata by course days)',
    refund: 'Refund',
    how: {
      CREDIT_CARD: (sum: string) => `We refund ${sum} within 14 days to the credit card you paid with.`,
      PAYPAL: (sum: string) => `We refund ${sum} within 14 days to your PayPal account.`,
      SEPA_DIRECT_DEBIT: (sum: string) => `We transfer ${sum} within 14 days to the account we collected the direct debit from.`,
      BANK_TRANSFER: (sum: string) => `We transfer ${sum} within 14 days to the account you paid from.`,
      NONE: (sum: string) => `You had not paid yet: the amount to pay is reduced by ${sum}.`,
    },
    nothing: 'There is nothing to refund.',
    creditNote: (number: string, invoice: string) => `Credit note ${number} for invoice ${invoice}`,
    creditNoteLink: 'The credit note as a PDF:',
    closing: 'Kind regards\nYour Kursmarkt team',
  },
} as const satisfies Record<DocumentLanguage, unknown>;

export function withdrawalConfirmationMail(input: WithdrawalMailInput): OutgoingMail {
  const { language } = input;
  const t = TEXT[language];
  const received = formatMoment(input.receivedAt, language);
  const placed = formatMoment(input.placedAt, language);
  const money = (cents: number) => formatCents(cents, language);
  const positions = input.lines.flatMap(({ position, proRataCents }) => {
    const facts = [
      position.organizer,
      position.scheduleStart ? formatPeriod({ startDate: position.scheduleStart, endDate: position.scheduleEnd ?? position.scheduleStart }, language) : null,
      position.scheduleCity,
    ].filter(Boolean);
    return [
      `- ${position.name}`,
      ...(facts.length ? [`  ${facts.join(', ')}`] : []),
      `  ${money(position.grossCents)}${proRataCents > 0 ? ` (${t.proRataLine(money(proRataCents))})` : ''}`,
    ];
  });
  const text = [
    t.greeting(input.name),
    '',
    t.received(received.day, received.time),
    '',
    t.declaration,
    t.order(input.orderNumber, placed.day),
    ...positions,
    `${t.name}: ${input.name}`,
    `${t.email}: ${input.email}`,
    '',
    t.sums,
    `${t.gross}: ${money(input.grossCents)}`,
    ...(input.proRataCents > 0 ? [`${t.proRata}: -${money(input.proRataCents)}`] : []),
    `${t.refund}: ${money(input.refundCents)}`,
    input.refundCents > 0 ? t.how[input.refundMethod](money(input.refundCents)) : t.nothing,
    ...(input.creditNoteNumber && input.invoiceNumber
      ? ['', t.creditNote(input.creditNoteNumber, input.invoiceNumber), ...(input.creditNoteUrl ? [t.creditNoteLink, input.creditNoteUrl] : [])]
      : []),
    '',
    t.closing,
  ].join('\n');
  return { to: input.to, subject: t.subject(input.orderNumber), text };
}
