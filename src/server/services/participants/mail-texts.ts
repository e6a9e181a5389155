/**
 * The words of the participant's mails (participants/mail.ts), German and English: the order's
 * language decides (the buyer chose it; a firm books its lawyers in its own language).
 */
import type { DocumentLanguage } from '../../documents/index.ts';

export const PARTICIPANT_TEXT = {
  de: {
    subject: (course: string) => `Ihre Anmeldung: ${course}`,
    subjectSeveral: (count: number) => `Ihre Anmeldung zu ${count} Kursterminen`,
    greeting: (name: string) => `Guten Tag ${name},`,
    intro: (bookedBy: string) => `${bookedBy} hat Sie bei Kursmarkt für folgende Fortbildung angemeldet:`,
    introSeveral: (bookedBy: string) => `${bookedBy} hat Sie bei Kursmarkt für folgende Fortbildungen angemeldet:`,
    date: 'Termin',
    allDay: 'Uhrzeiten teilt Ihnen der Veranstalter mit.',
    times: (start: string, end: string, daily: boolean) => `${daily ? 'täglich ' : ''}${start}–${end} Uhr`,
    place: 'Ort',
    online: 'Online',
    selfStudy: 'Online (Selbststudium)',
    accessLink: 'Ihren persönlichen Zugangslink erhalten Sie vor Beginn gesondert per E-Mail.',
    organizer: 'Veranstalter',
    bookedBy: 'Gebucht von',
    calendar: 'Den Termin für Ihren Kalender finden Sie im Anhang (.ics).',
    accountIntro:
      'Melden Sie sich mit dieser E-Mail-Adresse an, um die Buchung, Ihre Bescheinigungen und Ihren Fortbildungsstand zu sehen:',
    registerIntro:
      'Sie haben noch kein Kundenkonto mit dieser E-Mail-Adresse. Über diesen Link legen Sie eines an – die Adresse ist dort schon eingetragen und gilt damit als bestätigt. Danach sehen Sie die Buchung, Ihre Bescheinigungen und Ihren Fortbildungsstand:',
    closing: 'Mit freundlichen Grüßen\nIhr Kursmarkt-Team',
    passedOnSubject: (course: string) => `Ihr Platz wurde weitergegeben: ${course}`,
    passedOn: (bookedBy: string, course: string, period: string) =>
      `${bookedBy} hat Ihren Platz bei „${course}“ (${period}) an eine andere Person weitergegeben. Sie sind für diesen Termin nicht mehr angemeldet. Bei Fragen wenden Sie sich bitte an ${bookedBy}.`,
    fileName: 'kurstermin.ics',
  },
  en: {
    subject: (course: string) => `Your booking: ${course}`,
    subjectSeveral: (count: number) => `Your booking of ${count} course dates`,
    greeting: (name: string) => `Dear ${name},`,
    intro: (bookedBy: string) => `${bookedBy} has booked you on this training course at Kursmarkt:`,
    introSeveral: (bookedBy: string) => `${bookedBy} has booked you on these training courses at Kursmarkt:`,
    date: 'Date',
    allDay: 'The organizer will tell you the times.',
    times: (start: string, end: string, daily: boolean) => `${daily ? 'daily ' : ''}${start}–${end} German time`,
    place: 'Place',
    online: 'Online',
    selfStudy: 'Online (self-study)',
    accessLink: 'You will receive your personal access link by separate e-mail before the start.',
    organizer: 'Organizer',
    bookedBy: 'Booked by',
    calendar: 'The date for your calendar is attached (.ics).',
    accountIntro: 'Sign in with this e-mail address to see the booking, your certificates and your training record:',
    registerIntro:
      'You have no customer account with this e-mail address yet. This link creates one – the address is filled in and counts as confirmed. Then you see the booking, your certificates and your training record:',
    closing: 'Kind regards\nYour Kursmarkt team',
    passedOnSubject: (course: string) => `Your place was passed on: ${course}`,
    passedOn: (bookedBy: string, course: string, period: string) =>
      `${bookedBy} has passed your place on “${course}” (${period}) on to another person. You are no longer booked on this date. If you have questions, please contact ${bookedBy}.`,
    fileName: 'course-date.ics',
  },
} as const satisfies Record<DocumentLanguage, unknown>;
