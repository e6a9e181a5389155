/** The FAQ page (spec §2): common and booking questions, in both languages (table `faq`). */
import type { Language } from '../../../shared/constants.ts';
import type { FaqCategory } from '../../../shared/types.ts';

export interface FaqSeed {
  category: FaqCategory;
  question: string;
  answer: string;
}

const DE: readonly FaqSeed[] = [
  { category: 'COMMON', question: 'Was ist Kursmarkt?', answer: 'Kursmarkt ist ein Marktplatz für Fortbildungen in Rechtsberufen. Sie finden dort Fachanwaltslehrgänge, Seminare nach § 15 FAO, Online-Seminare und Selbstlernkurse zahlreicher Veranstalter und buchen sie direkt.' },
  { category: 'COMMON', question: 'Welche Kurse zählen für die Fortbildungspflicht nach § 15 FAO?', answer: 'Kurse mit der Kennzeichnung „§ 15 FAO“ sind fachspezifisch und anwaltsorientiert. Auf jeder Kursseite steht, wie viele Zeitstunden Sie nachweisen können.' },
  { category: 'COMMON', question: 'Zählen Online-Seminare und Selbststudium?', answer: 'Ja. Online-Seminare zählen, wenn Interaktion mit den Referierenden möglich ist und die Teilnahme durchgehend erfasst wird. Selbststudium mit Lernerfolgskontrolle zählt mit bis zu fünf Stunden pro Jahr.' },
  { category: 'COMMON', question: 'Wie finde ich Kurse in meiner Nähe?', answer: 'Geben Sie in der Suche Ihren Ort ein und wählen Sie einen Umkreis von 10, 50, 100 oder 250 Kilometern. Angezeigt werden dann Präsenzkurse in diesem Umkreis.' },
  { category: 'COMMON', question: 'Was ist ein Seminarpaket?', answer: 'Ein Seminarpaket ist ein Stundenguthaben bei einem Veranstalter. Sie kaufen zum Beispiel 15 Stunden und lösen sie nach und nach für passende Kurse dieses Veranstalters ein.' },
  { category: 'COMMON', question: 'Brauche ich ein Kundenkonto?', answer: 'Nein, Sie können auch als Gast buchen. Mit Konto sehen Sie Ihre Bestellungen, Rechnungen und Bescheinigungen an einem Ort und behalten Ihre Fortbildungsstunden im Blick.' },
  { category: 'COMMON', question: 'Wie melde ich mich vom Newsletter ab?', answer: 'Jeder Newsletter enthält einen Abmeldelink. Ein Klick genügt.' },
  { category: 'BOOKING', question: 'Wie buche ich einen Kurs?', answer: 'Wählen Sie auf der Kursseite Termin und Preisstufe, legen Sie den Kurs in den Warenkorb und folgen Sie den Schritten der Bestellung.' },
  { category: 'BOOKING', question: 'Kann ich als Gast buchen?', answer: 'Ja. Sie geben Ihre Daten einmalig in der Bestellung an und erhalten Bestätigung und Rechnung per E-Mail.' },
  { category: 'BOOKING', question: 'Welche Zahlungsarten gibt es?', answer: 'Sie können auf Rechnung, per Lastschrift oder per Kreditkarte zahlen. Welche Zahlungsarten für Ihre Bestellung möglich sind, sehen Sie im Bestellablauf.' },
  { category: 'BOOKING', question: 'Wie löse ich einen Gutscheincode ein?', answer: 'Geben Sie den Code im Warenkorb ein. Gilt er für Ihre Bestellung, wird der Rabatt sofort abgezogen; andernfalls sehen Sie, warum er nicht angewendet werden kann.' },
  { category: 'BOOKING', question: 'Was passiert, wenn ein Termin ausgebucht ist?', answer: 'Sie können sich auf die Warteliste setzen lassen. Wird ein Platz frei, bieten wir ihn der ersten Person auf der Warteliste per E-Mail an und halten ihn 48 Stunden frei; wird er in dieser Zeit nicht gebucht, erhält die nächste Person das Angebot.' },
  { category: 'BOOKING', question: 'Kann ich stornieren oder eine Ersatzperson schicken?', answer: 'Bis 28 Tage vor Beginn stornieren Sie kostenfrei. Eine Ersatzperson können Sie jederzeit ohne Mehrkosten benennen.' },
  { category: 'BOOKING', question: 'Wann erhalte ich Rechnung und Teilnahmebescheinigung?', answer: 'Die Rechnung kommt mit der Buchungsbestätigung. Die Teilnahmebescheinigung steht nach dem Kurs in Ihrem Kundenkonto zum Download bereit.' },
];

const EN: readonly FaqSeed[] = [
  { category: 'COMMON', question: 'What is Kursmarkt?', answer: 'Kursmarkt is a marketplace for training in the legal professions. It lists specialist-lawyer courses, § 15 FAO seminars, online seminars and self-study courses from many organizers, and you book them directly.' },
  { category: 'COMMON', question: 'Which courses count towards the § 15 FAO training duty?', answer: 'Courses marked “§ 15 FAO” are field-specific and aimed at lawyers. Each course page states how many hours you can claim.' },
  { category: 'COMMON', question: 'Do online seminars and self-study count?', answer: 'Yes. Online seminars count if you can interact with the speakers and attendance is recorded throughout. Self-study with a test counts for up to five hours a year.' },
  { category: 'COMMON', question: 'How do I find courses near me?', answer: 'Enter your town in the search and pick a radius of 10, 50, 100 or 250 kilometres. In-person courses within that radius are shown.' },
  { category: 'COMMON', question: 'What is a seminar package?', answer: 'A seminar package is a credit of hours with one organizer. You buy, say, 15 hours and spend them on that organizer’s matching courses over time.' },
  { category: 'COMMON', question: 'Do I need an account?', answer: 'No, you can also book as a guest. With an account you see your orders, invoices and certificates in one place and keep track of your training hours.' },
  { category: 'COMMON', question: 'How do I unsubscribe from the newsletter?', answer: 'Every newsletter contains an unsubscribe link. One click is enough.' },
  { category: 'BOOKING', question: 'How do I book a course?', answer: 'Choose a date and price level on the course page, add the course to your cart and follow the order steps.' },
  { category: 'BOOKING', question: 'Can I book as a guest?', answer: 'Yes. You enter your details once during the order and receive the confirmation and invoice by e-mail.' },
  { category: 'BOOKING', question: 'How can I pay?', answer: 'You can pay by invoice, direct debit or credit card. The order steps show which methods are available for your order.' },
  { category: 'BOOKING', question: 'How do I redeem a voucher code?', answer: 'Enter the code in the cart. If it applies to your order, the discount is deducted at once; otherwise you see why it cannot be used.' },
  { category: 'BOOKING', question: 'What if a date is fully booked?', answer: 'You can join the waiting list. If a place becomes free, we offer it by e-mail to the first person on the list and hold it for 48 hours; if it is not booked within that time, the next person gets the offer.' },
  { category: 'BOOKING', question: 'Can I cancel or send someone else?', answer: 'Cancellation is free up to 28 days before the start. You can name a substitute at any time at no extra cost.' },
  { category: 'BOOKING', question: 'When do I get my invoice and certificate?', answer: 'The invoice comes with the booking confirmation. The attendance certificate is available for download in your account after the course.' },
];

export const FAQ: Record<Language, readonly FaqSeed[]> = { de: DE, en: EN };
