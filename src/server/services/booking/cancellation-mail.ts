/**
 * The confirmation of a cancellation (AGB § 4), queued in the cancelling transaction, in the order's
 * language: which booking, when the cancellation arrived, the fee by the schedule, what is refunded
 * and how, and the credit note with the invoice it corrects. Plain text: it reaches every mail client.
 */
import type { CancellationReceipt } from '../../../shared/booking.ts';
import { formatCents, formatMoment, formatPeriod, type DocumentLanguage } from '../../documents/index.ts';
import type { OutgoingMail } from '../mail.ts';
import type { BookingFacts } from './facts.ts';

export interface CancellationMailInput {
  facts: BookingFacts;
  receipt: CancellationReceipt;
  feePercent: number;
  invoiceNumber: string | null;
  /** The credit note's signed download link, when there is one. */
  creditNoteLink: string | null;
}

const TEXT = {
  de: {
    subject: (number: string) => `Bestätigung Ihrer Stornierung – Bestellung ${number}`,
    greeting: (name: string) => `Guten Tag ${name},`,
    received: (day: string, time: string) => `wir bestätigen Ihre Stornierung vom ${day} um ${time} Uhr (deutsche Zeit):`,
    seats: (count: number) => (count === 1 ? '1 Platz' : `${count} Plätze`),
    price: 'Preis der Buchung',
    fee: (percent: number) => (percent === 0 ? 'Stornogebühr (kostenfreie Stornierung)' : `Stornogebühr nach § 4 AGB (${percent} %)`),
    refund: 'Erstattungsbetrag',
    how: {
      CREDIT_CARD: (sum: string) => `Wir erstatten ${sum} auf die Kreditkarte, mit der Sie bezahlt haben.`,
      PAYPAL: (sum: string) => `Wir erstatten ${sum} auf Ihr PayPal-Konto.`,
      SEPA_DIRECT_DEBIT: (sum: string) => `Wir überweisen ${sum} auf das Konto, von dem wir den Betrag per Lastschrift eingezogen haben.`,
      BANK_TRANSFER: (sum: string) => `Wir überweisen ${sum} auf das Konto, von dem Sie gezahlt haben.`,
      NONE: (sum: string) => `Sie hatten noch nicht gezahlt: Der zu zahlende Betrag verringert sich um ${sum}.`,
    },
    nothing: 'Es ist nichts zu erstatten.',
    creditNote: (number: string, invoice: string) => `Rechnungskorrektur ${number} zur Rechnung ${invoice}`,
    creditNoteLink: 'Die Rechnungskorrektur als PDF:',
    seatFreed: 'Ihr Platz wird an die erste Person auf der Warteliste vergeben, falls es eine gibt.',
    closing: 'Mit freundlichen Grüßen\nIhr Kursmarkt-Team',
  },
  en: {
    subject: (number: string) => `Confirmation of your cancellation – order ${number}`,
    greeting: (name: string) => `Dear ${name},`,
    received: (day: string, time: string) => `we confirm your cancellation of ${day} at ${time} (German time):`,
    seats: (count: number) => (count === 1 ? '1 place' : `${count} places`),
    price: 'Price of the booking',
    fee: (percent: number) => (percent === 0 ? 'Cancellation fee (free cancellation)' : `Cancellation fee under § 4 of our terms (${percent} %)`),
    refund: 'Refund',
    how: {
      CREDIT_CARD: (sum: string) => `We refund ${sum} to the credit card you paid with.`,
      PAYPAL: (sum: string) => `We refund ${sum} to your PayPal account.`,
      SEPA_DIRECT_DEBIT: (sum: string) => `We transfer ${sum} to the account we collected the direct debit from.`,
      BANK_TRANSFER: (sum: string) => `We transfer ${sum} to the account you paid from.`,
      NONE: (sum: string) => `You had not paid yet: the amount to pay is reduced by ${sum}.`,
    },
    nothing: 'There is nothing to refund.',
    creditNote: (number: string, invoice: string) => `Credit note ${number} for invoice ${invoice}`,
    creditNoteLink: 'The credit note as a PDF:',
    seatFreed: 'Your place goes to the first person on the waiting list, if there is one.',
    closing: 'Kind regards\nYour Kursmarkt team',
  },
} as const satisfies Record<DocumentLanguage, unknown>;

export function cancellationMail({ facts, receipt, feePercent, invoiceNumber, creditNoteLink }: CancellationMailInput): OutgoingMail {
  const language = facts.language;
  const t = TEXT[language];
  const money = (cents: number) => formatCents(cents, language);
  const received = formatMoment(receipt.cancelledAt, language);
  const when = facts.startDate ? formatPeriod({ startDate: facts.startDate, endDate: facts.endDate ?? facts.startDate }, language) : '';
  const text = [
    t.greeting(facts.buyerName || facts.email),
    '',
    t.received(received.day, received.time),
    `- ${facts.courseName}`,
    `  ${[facts.organizer, when, facts.city, t.seats(facts.seats)].filter(Boolean).join(', ')}`,
    '',
    `${t.price}: ${money(facts.grossCents)}`,
    `${t.fee(feePercent)}: ${money(receipt.feeCents)}`,
    `${t.refund}: ${money(receipt.refundCents)}`,
    receipt.refundCents > 0 ? t.how[receipt.refundMethod](money(receipt.refundCents)) : t.nothing,
    ...(receipt.creditNote && invoiceNumber
      ? ['', t.creditNote(receipt.creditNote.number, invoiceNumber), ...(creditNoteLink ? [t.creditNoteLink, creditNoteLink] : [])]
      : []),
    '',
    t.seatFreed,
    '',
    t.closing,
  ].join('\n');
  return { to: facts.email, subject: t.subject(facts.orderNumber), text };
}
