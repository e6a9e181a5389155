/** The confirmation of a rebooking, queued in the rebooking transaction, in the buyer's chosen language. */
import { formatPeriod, type DocumentLanguage } from '../../documents/index.ts';
import type { OutgoingMail } from '../mail.ts';
import type { BookingFacts } from './facts.ts';

interface DatePlace {
  startDate: string;
  endDate: string;
  city: string | null;
}

const TEXT = {
  de: {
    subject: (number: string) => `Bestätigung Ihrer Umbuchung – Bestellung ${number}`,
    greeting: (name: string) => `Guten Tag ${name},`,
    done: (course: string) => `wir haben Ihre Buchung „${course}“ umgebucht:`,
    from: 'bisher',
    to: 'neu',
    free: 'Die Umbuchung ist kostenfrei; der Preis bleibt unverändert. Eine weitere Umbuchung ist nicht möglich.',
    participants: 'Die benannten Teilnehmenden sind für den neuen Termin angemeldet.',
    closing: 'Mit freundlichen Grüßen\nIhr Kursmarkt-Team',
  },
  en: {
    subject: (number: string) => `Confirmation of your rebooking – order ${number}`,
    greeting: (name: string) => `Dear ${name},`,
    done: (course: string) => `we have rebooked your booking "${course}":`,
    from: 'before',
    to: 'now',
    free: 'The rebooking is free of charge; the price stays the same. It cannot be rebooked again.',
    participants: 'The named participants are registered for the new date.',
    closing: 'Kind regards\nYour Kursmarkt team',
  },
} as const satisfies Record<DocumentLanguage, unknown>;

export function rebookingMail({ facts, to, language }: { facts: BookingFacts; to: DatePlace; language: DocumentLanguage }): OutgoingMail {
  const t = TEXT[language];
  const line = (label: string, date: DatePlace) =>
    `- ${label}: ${formatPeriod({ startDate: date.startDate, endDate: date.endDate }, language)}${date.city ? `, ${date.city}` : ''}`;
  const text = [
    t.greeting(facts.buyerName || facts.email),
    '',
    t.done(facts.courseName),
    line(t.from, { startDate: facts.startDate!, endDate: facts.endDate!, city: facts.city }),
    line(t.to, to),
    '',
    t.free,
    t.participants,
    '',
    t.closing,
  ].join('\n');
  return { to: facts.email, subject: t.subject(facts.orderNumber), text };
}
