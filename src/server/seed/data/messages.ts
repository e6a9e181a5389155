/**
 * Server-maintained texts (table `message`), per language. The scalar keys of the Messages contract
 * (mainDomain, defaultSiteTitle, …) plus the texts of the start-page modules; the browser merges
 * them into its i18n resources at start-up. Scope names are not here: the server reads them from
 * the scope tables, and the newsletter box texts belong to the browser's own locale files.
 */
import type { Language } from '../../../shared/constants.ts';

export const MESSAGES: Record<Language, Record<string, string>> = {
  de: {
    mainDomain: 'https://www.kursmarkt.example',
    defaultSiteTitle: 'Kursmarkt – Fortbildungen für Rechtsberufe',
    defaultSiteTitleShort: 'Kursmarkt',
    defaultMetaDescription:
      'Fachanwaltslehrgänge, Fortbildungen nach § 15 FAO, Online-Seminare und Selbststudium für Anwältinnen, Anwälte und Kanzleiteams – vergleichen und direkt buchen.',
    'welcome.title': 'Fortbildungen für Anwältinnen, Anwälte und Kanzleiteams',
    'welcome.text':
      'Finden Sie Fachanwaltslehrgänge, Seminare nach § 15 FAO und Schulungen für Ihr Kanzleiteam – vor Ort, live online oder im Selbststudium.',
    'textSearch.title': 'Wonach suchen Sie?',
    'textSearch.placeholder': 'Thema, Kurs oder Veranstalter',
    'scopeOverview.title': 'Fachanwaltschaften',
    'scopeOverview.text': 'Alle 24 Fachgebiete der Fachanwaltsordnung – vom Agrarrecht bis zum Verwaltungsrecht.',
    'scopeOverviewReno.title': 'Themen für Kanzleimitarbeitende',
    'categories.title': 'Rechtsgebiete im Überblick',
    'coursePreview.title': 'Demnächst auf Kursmarkt',
    'benefits.title': 'Ihre Vorteile auf Kursmarkt',
    'benefits.1': 'Über 30 Veranstalter und Tausende Termine an einem Ort',
    'benefits.2': 'Zeitstunden und Eignung für § 15 FAO auf einen Blick',
    'benefits.3': 'Bescheinigungen und Fortbildungsnachweis gesammelt im Kundenkonto',
    'benefitsImmoCampus.title': 'Warum Kanzleiteams mit uns lernen',
    'benefitsImmoCampus.text': 'Kurze Formate, die in den Arbeitstag passen, und Zertifikate für die Personalakte.',
    'testimonial.text':
      '„Ich plane meine 15 Stunden jetzt im Januar für das ganze Jahr – und habe die Nachweise am Ende alle an einem Ort.“',
    'testimonial.author': 'Rechtsanwältin und Fachanwältin für Familienrecht, Köln',
    'organizerInfo.title': 'Sie veranstalten Fortbildungen?',
    'organizerInfo.text': 'Bieten Sie Ihre Lehrgänge und Seminare dort an, wo Juristinnen und Juristen suchen.',
    'whoTo.title': 'Für wen sind unsere Seminare?',
    'whoTo.text':
      'Für Rechtsanwalts- und Notarfachangestellte, Rechtsfachwirtinnen und Rechtsfachwirte, Auszubildende und Wiedereinsteigende.',
    'ekbwCourseOverview.title': 'Selbstlernkurse für Kanzleimitarbeitende',
    'news.title': 'Neuigkeiten',
    'news.text': 'Neu auf Kursmarkt: Ihr Fortbildungsnachweis nach § 15 FAO als PDF direkt aus dem Kundenkonto.',
    'aboutUs.title': 'Über Kursmarkt',
    'aboutUs.text':
      'Kursmarkt bringt Veranstalter und Fortbildungssuchende aus den Rechtsberufen zusammen – transparent, vergleichbar und mit wenigen Klicks gebucht.',
  },
  en: {
    mainDomain: 'https://www.kursmarkt.example',
    defaultSiteTitle: 'Kursmarkt – training for legal professionals',
    defaultSiteTitleShort: 'Kursmarkt',
    defaultMetaDescription:
      'Specialist-lawyer courses, § 15 FAO training, online seminars and self-study for lawyers and law-office teams – compare and book directly.',
    'welcome.title': 'Training for lawyers and law-office teams',
    'welcome.text':
      'Find specialist-lawyer courses, § 15 FAO seminars and training for your office team – in person, live online or as self-study.',
    'textSearch.title': 'What are you looking for?',
    'textSearch.placeholder': 'Topic, course or organizer',
    'scopeOverview.title': 'Specialist fields',
    'scopeOverview.text': 'All 24 specialist fields of the German Specialist Lawyers Regulation – from agricultural to administrative law.',
    'scopeOverviewReno.title': 'Topics for law-office staff',
    'categories.title': 'Areas of law at a glance',
    'coursePreview.title': 'Coming up on Kursmarkt',
    'benefits.title': 'Why Kursmarkt',
    'benefits.1': 'More than 30 organizers and thousands of dates in one place',
    'benefits.2': 'Training hours and § 15 FAO eligibility at a glance',
    'benefits.3': 'Certificates and your training record collected in your account',
    'benefitsImmoCampus.title': 'Why law-office teams learn with us',
    'benefitsImmoCampus.text': 'Short formats that fit into the working day, and certificates for the personnel file.',
    'testimonial.text':
      '“I now plan my 15 hours for the whole year in January – and at the end I have all the certificates in one place.”',
    'testimonial.author': 'Lawyer and specialist in family law, Cologne',
    'organizerInfo.title': 'Do you organise training?',
    'organizerInfo.text': 'Offer your courses and seminars where legal professionals look for them.',
    'whoTo.title': 'Who are our seminars for?',
    'whoTo.text': 'For paralegals and notary clerks, certified legal specialists, trainees and people returning to work.',
    'ekbwCourseOverview.title': 'Self-study courses for law-office staff',
    'news.title': 'News',
    'news.text': 'New on Kursmarkt: your § 15 FAO training record as a PDF, straight from your account.',
    'aboutUs.title': 'About Kursmarkt',
    'aboutUs.text':
      'Kursmarkt brings organizers and legal professionals looking for training together – transparent, comparable and booked in a few clicks.',
  },
};
