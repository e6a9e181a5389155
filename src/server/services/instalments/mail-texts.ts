/** The instalment and termination mails' words (German, English): the order's language. */
import type { DocumentLanguage } from '../../documents/index.ts';

export const INSTALMENT_TEXT: Record<DocumentLanguage, {
  subject: (invoice: string, order: string) => string;
  greeting: (name: string) => string;
  intro: (order: string) => string;
  line: (course: string, number: number, count: number, period: string, amount: string) => string;
  zfu: (zfu: string) => string;
  transfer: (amount: string, due: string, invoice: string) => string;
  debit: (amount: string, due: string) => string;
  attached: (invoice: string) => string;
  terminationRight: string;
  closing: string;
}> = {
  de: {
    subject: (invoice, order) => `Rechnung ${invoice}: fällige Rate zur Bestellung ${order}`,
    greeting: (name) => `Guten Tag ${name},`,
    intro: (order) => `zu Ihrer Bestellung ${order} ist heute die nächste Rate Ihres Fernlehrgangs fällig:`,
    line: (course, number, count, period, amount) => `- ${course}: ${number}. Rate von ${count} für ${period}: ${amount}`,
    zfu: (zfu) => `  ZFU-Zulassungsnummer ${zfu}`,
    transfer: (amount, due, invoice) => `Bitte überweisen Sie ${amount} bis zum ${due} (Verwendungszweck: ${invoice}).`,
    debit: (amount, due) => `Der Betrag von ${amount} wird am ${due} per SEPA-Lastschrift eingezogen.`,
    attached: (invoice) => `Die Rechnung ${invoice} ist dieser E-Mail als PDF (mit eingebetteter E-Rechnung) beigefügt.`,
    terminationRight:
      'Sie können den Fernunterrichtsvertrag nach § 5 FernUSG kündigen – unter „Meine Kurse“ mit der Schaltfläche „Fernunterrichtsvertrag kündigen“.',
    closing: 'Mit freundlichen Grüßen\nIhr Kursmarkt-Team',
  },
  en: {
    subject: (invoice, order) => `Invoice ${invoice}: instalment due for order ${order}`,
    greeting: (name) => `Dear ${name},`,
    intro: (order) => `the next instalment of your distance-learning course of order ${order} is due today:`,
    line: (course, number, count, period, amount) => `- ${course}: instalment ${number} of ${count} for ${period}: ${amount}`,
    zfu: (zfu) => `  ZFU approval number ${zfu}`,
    transfer: (amount, due, invoice) => `Please transfer ${amount} by ${due} (reference: ${invoice}).`,
    debit: (amount, due) => `The amount of ${amount} will be collected by SEPA direct debit on ${due}.`,
    attached: (invoice) => `Invoice ${invoice} is attached to this e-mail as a PDF (with the e-invoice embedded).`,
    terminationRight:
      'You may terminate the distance-learning contract under § 5 FernUSG – in "My courses" with the button "Terminate distance-learning contract".',
    closing: 'Kind regards\nYour Kursmarkt team',
  },
};

export const TERMINATION_TEXT: Record<DocumentLanguage, {
  subject: (order: string) => string;
  greeting: (name: string) => string;
  intro: (course: string, order: string) => string;
  zfu: (zfu: string) => string;
  declared: (date: string) => string;
  ends: (date: string) => string;
  cancelled: (numbers: string) => string;
  reduced: (number: number, amount: string, full: string) => string;
  noMore: string;
  closing: string;
}> = {
  de: {
    subject: (order) => `Kündigung Ihres Fernunterrichtsvertrags bestätigt (Bestellung ${order})`,
    greeting: (name) => `Guten Tag ${name},`,
    intro: (course, order) => `wir bestätigen die Kündigung Ihres Fernunterrichtsvertrags „${course}“ aus der Bestellung ${order} (§ 5 FernUSG).`,
    zfu: (zfu) => `ZFU-Zulassungsnummer: ${zfu}`,
    declared: (date) => `Gekündigt am: ${date}`,
    ends: (date) => `Der Vertrag endet am: ${date}`,
    cancelled: (numbers) => `Diese Raten entfallen: ${numbers}`,
    reduced: (number, amount, full) => `Die ${number}. Rate schulden Sie nur anteilig bis zum Vertragsende: ${amount} statt ${full}.`,
    noMore: 'Weitere Raten werden nicht fällig.',
    closing: 'Mit freundlichen Grüßen\nIhr Kursmarkt-Team',
  },
  en: {
    subject: (order) => `Termination of your distance-learning contract confirmed (order ${order})`,
    greeting: (name) => `Dear ${name},`,
    intro: (course, order) => `we confirm the termination of your distance-learning contract "${course}" of order ${order} (§ 5 FernUSG).`,
    zfu: (zfu) => `ZFU approval number: ${zfu}`,
    declared: (date) => `Terminated on: ${date}`,
    ends: (date) => `The contract ends on: ${date}`,
    cancelled: (numbers) => `These instalments are cancelled: ${numbers}`,
    reduced: (number, amount, full) => `Instalment ${number} is owed only pro rata until the contract ends: ${amount} instead of ${full}.`,
    noMore: 'No further instalments will be due.',
    closing: 'Kind regards\nYour Kursmarkt team',
  },
};
