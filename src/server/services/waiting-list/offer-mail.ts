/**
 * The waiting list's mails, in the language the person joined in: the offer of a freed seat (held
 * until a moment, with the link that books it) and the note that an offer ran out unused.
 */
import { formatMoment, formatPeriod, type DocumentLanguage } from '../../documents/index.ts';
import type { OutgoingMail } from '../mail.ts';

export interface OfferMailInput {
  language: DocumentLanguage;
  to: string;
  name: string;
  courseName: string;
  startDate: string;
  endDate: string;
  city: string | null;
  places: number;
  holdUntil: Date;
  url: string;
}

const TEXT = {
  de: {
    subject: (course: string) => `Ein Platz ist frei: ${course}`,
    greeting: (name: string) => `Guten Tag ${name},`,
    freed: (places: number) =>
      places === 1 ? 'für den Termin, auf dessen Warteliste Sie stehen, ist ein Platz frei geworden:' : `für den Termin, auf dessen Warteliste Sie stehen, sind ${places} Plätze frei geworden:`,
    held: (day: string, time: string) => `Wir halten ihn bis ${day} um ${time} Uhr (deutsche Zeit) für Sie frei. So buchen Sie ihn:`,
    after: 'Danach bieten wir den Platz der nächsten Person auf der Warteliste an. Eine Buchung entsteht erst mit Ihrer Bestellung.',
    expiredSubject: (course: string) => `Angebot abgelaufen: ${course}`,
    expired: 'das Angebot eines frei gewordenen Platzes für diesen Termin ist abgelaufen, ohne dass er gebucht wurde:',
    expiredAfter: 'Der Platz geht an die nächste Person auf der Warteliste. Sie stehen für diesen Termin nicht mehr auf der Warteliste.',
    closing: 'Mit freundlichen Grüßen\nIhr Kursmarkt-Team',
  },
  en: {
    subject: (course: string) => `A place is free: ${course}`,
    greeting: (name: string) => `Dear ${name},`,
    freed: (places: number) =>
      places === 1 ? 'a place has become free on the date whose waiting list you are on:' : `${places} places have become free on the date whose waiting list you are on:`,
    held: (day: string, time: string) => `We hold it for you until ${day} at ${time} (German time). Book it here:`,
    after: 'After that we offer the place to the next person on the waiting list. Nothing is booked until you order.',
    expiredSubject: (course: string) => `Offer expired: ${course}`,
    expired: 'the offer of a freed place on this date has expired without a booking:',
    expiredAfter: 'The place goes to the next person on the waiting list. You are no longer on the waiting list for this date.',
    closing: 'Kind regards\nYour Kursmarkt team',
  },
} as const satisfies Record<DocumentLanguage, unknown>;

const dateLine = (input: Omit<OfferMailInput, 'holdUntil' | 'url' | 'to' | 'name' | 'places'>) =>
  `- ${input.courseName}, ${formatPeriod({ startDate: input.startDate, endDate: input.endDate }, input.language)}${input.city ? `, ${input.city}` : ''}`;

export function offerMail(input: OfferMailInput): OutgoingMail {
  const t = TEXT[input.language];
  const hold = formatMoment(input.holdUntil.toISOString(), input.language);
  const text = [t.greeting(input.name), '', t.freed(input.places), dateLine(input), '', t.held(hold.day, hold.time), input.url, '', t.after, '', t.closing];
  return { to: input.to, subject: t.subject(input.courseName), text: text.join('\n') };
}

export function offerExpiredMail(input: Omit<OfferMailInput, 'holdUntil' | 'url' | 'places'>): OutgoingMail {
  const t = TEXT[input.language];
  const text = [t.greeting(input.name), '', t.expired, dateLine(input), '', t.expiredAfter, '', t.closing];
  return { to: input.to, subject: t.expiredSubject(input.courseName), text: text.join('\n') };
}
