/**
 * Server-maintained texts (table `message`), per language. The scalar keys of the Messages contract
 * (mainDomain, defaultSiteTitle, …) plus the texts of the start-page modules; the browser merges
 * them into its i18n resources at start-up. Start modules read '{prefix}.title', '{prefix}.text' and
 * numbered items ('benefits.1', 'news.1.title' …, up to the first gap; see
 * src/features/start/modules/module-texts.ts). Scope names are not here: the server reads them from
 * the scope tables, and the newsletter box texts belong to the browser's own locale files.
 * 'priceLevel.{slug}' names the catalogue's standard price levels in another language (the slug of
 * the German name, as src/components/price-level-name.ts looks it up); a level an organizer names
 * otherwise shows as named.
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
    'scopeOverviewReno.text':
      'Von der Zwangsvollstreckung bis zum beA: Online-Seminare für alle, die in Kanzlei und Notariat Akten, Fristen und Kosten im Griff haben.',
    'categories.title': 'Rechtsgebiete im Überblick',
    'categories.text': 'Wählen Sie ein Rechtsgebiet und sehen Sie alle Kurse der zugehörigen Fachgebiete.',
    'coursePreview.title': 'Demnächst auf Kursmarkt',
    'benefits.title': 'Ihre Vorteile auf Kursmarkt',
    'benefits.1': 'Über 30 Veranstalter und Tausende Termine an einem Ort',
    'benefits.2': 'Zeitstunden und Eignung für § 15 FAO auf einen Blick',
    'benefits.3': 'Bescheinigungen und Fortbildungsnachweis gesammelt im Kundenkonto',
    'benefits.4': 'Merkzettel für Kurse, die Sie sich für später vormerken möchten',
    'benefitsImmoCampus.title': 'Warum Kanzleiteams mit uns lernen',
    'benefitsImmoCampus.text': 'Kurze Formate, die in den Arbeitstag passen, und Zertifikate für die Personalakte.',
    'benefitsImmoCampus.1': 'Online-Seminare von 90 Minuten bis zu einem halben Tag',
    'benefitsImmoCampus.2': 'Selbstlernkurse mit Zugang rund um die Uhr',
    'benefitsImmoCampus.3': 'Teilnahmebescheinigung nach jedem Kurs',
    'benefitsImmoCampus.4': 'Übungsfälle aus Zwangsvollstreckung, Gebührenrecht und Fristenwesen',
    'benefitsImmoCampus.link': 'Selbstlernkurse für Mitarbeitende',
    'testimonial.title': 'Das sagen unsere Kundinnen und Kunden',
    'testimonial.text':
      '„Ich plane meine 15 Stunden jetzt im Januar für das ganze Jahr – und habe die Nachweise am Ende alle an einem Ort.“',
    'testimonial.author': 'Rechtsanwältin und Fachanwältin für Familienrecht, Köln',
    'testimonialReno.title': 'Aus der Praxis',
    'testimonialReno.text':
      '„Das Online-Seminar zur Zwangsvollstreckung lag genau in der Mittagspause – und am nächsten Morgen habe ich den ersten Pfändungsantrag ohne Rückfrage gestellt.“',
    'testimonialReno.author': 'Rechtsfachwirtin, Hannover',
    'organizerInfo.title': 'Sie veranstalten Fortbildungen?',
    'organizerInfo.text': 'Bieten Sie Ihre Lehrgänge und Seminare dort an, wo Juristinnen und Juristen suchen.',
    'organizerInfo.1': 'Ihre Kurse mit Terminen, Preisen und freien Plätzen auf einer Seite',
    'organizerInfo.2': 'Buchung, Rechnung und Teilnahmebescheinigung aus einer Hand',
    'organizerInfo.3': 'Seminar-Pakete mit Zeitstunden, die Ihre Kundschaft im Voraus kauft',
    'organizerInfo.link': 'Informationen für Veranstalter',
    'whoTo.title': 'Für wen sind unsere Seminare?',
    'whoTo.text': 'Für alle, die in Kanzlei und Notariat Akten, Fristen und Kosten im Griff haben:',
    'whoTo.1': 'Rechtsanwalts- und Notarfachangestellte',
    'whoTo.2': 'Rechtsfachwirtinnen und Rechtsfachwirte',
    'whoTo.3': 'Auszubildende in Kanzlei und Notariat',
    'whoTo.4': 'Wiedereinsteigende nach Elternzeit oder Berufspause',
    'ekbwCourseOverview.title': 'Kursübersicht {{year}}: Campus Kanzleipraxis',
    'ekbwCourseOverview.text':
      'Die nächsten Termine unseres Partners Campus Kanzleipraxis aus Köln – Schulungen für Rechtsanwalts- und Notarfachangestellte.',
    'selfStudies.title': 'Selbststudium: lernen, wann es passt',
    'selfStudies.text':
      'Selbstlernkurse für Anwältinnen und Anwälte mit Zugang rund um die Uhr. Für § 15 FAO zählen bis zu fünf Zeitstunden im Jahr.',
    'news.title': 'Neuigkeiten',
    'news.1.date': '2026-11-03',
    'news.1.title': 'Fortbildungsnachweis als PDF',
    'news.1.text': 'Ihr Fortbildungsnachweis nach § 15 FAO lässt sich jetzt direkt aus dem Kundenkonto als PDF herunterladen – mit allen Kursen des Jahres.',
    'news.2.date': '2026-10-14',
    'news.2.title': 'Neue Selbstlernkurse im Steuerrecht',
    'news.2.text': 'Acht neue Selbstlernkurse behandeln die Änderungen im Umsatz- und Einkommensteuerrecht – ideal für die letzten Stunden des Jahres.',
    'news.3.date': '2026-09-01',
    'news.3.title': 'Frühbucherrabatt für das neue Jahr',
    'news.3.text': 'Mit dem Code FRUEHBUCHER50 sparen Sie 50 € auf Ihre nächste Buchung eines Fachanwaltslehrgangs oder Seminars.',
    'aboutUs.title': 'Über Kursmarkt',
    'aboutUs.text':
      'Kursmarkt bringt Veranstalter und Fortbildungssuchende aus den Rechtsberufen zusammen – transparent, vergleichbar und mit wenigen Klicks gebucht.',
    'aboutUs.link': 'Mehr über Kursmarkt',
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
    'scopeOverviewReno.text':
      'From enforcement to the beA: online seminars for everyone who keeps files, deadlines and costs under control in law and notary offices.',
    'categories.title': 'Areas of law at a glance',
    'categories.text': 'Choose an area of law to see every course in its specialist fields.',
    'coursePreview.title': 'Coming up on Kursmarkt',
    'benefits.title': 'Why Kursmarkt',
    'benefits.1': 'More than 30 organizers and thousands of dates in one place',
    'benefits.2': 'Training hours and § 15 FAO eligibility at a glance',
    'benefits.3': 'Certificates and your training record collected in your account',
    'benefits.4': 'A bookmark list for the courses you want to remember',
    'benefitsImmoCampus.title': 'Why law-office teams learn with us',
    'benefitsImmoCampus.text': 'Short formats that fit into the working day, and certificates for the personnel file.',
    'benefitsImmoCampus.1': 'Online seminars from 90 minutes to half a day',
    'benefitsImmoCampus.2': 'Self-study courses you can access around the clock',
    'benefitsImmoCampus.3': 'A certificate of attendance after every course',
    'benefitsImmoCampus.4': 'Practice cases from enforcement, lawyers’ fees and deadline management',
    'benefitsImmoCampus.link': 'Self-study courses for staff',
    'testimonial.title': 'What our customers say',
    'testimonial.text':
      '“I now plan my 15 hours for the whole year in January – and at the end I have all the certificates in one place.”',
    'testimonial.author': 'Lawyer and specialist in family law, Cologne',
    'testimonialReno.title': 'From practice',
    'testimonialReno.text':
      '“The online seminar on enforcement was right in my lunch break – and the next morning I filed my first attachment application without asking anyone.”',
    'testimonialReno.author': 'Certified legal specialist, Hanover',
    'organizerInfo.title': 'Do you organise training?',
    'organizerInfo.text': 'Offer your courses and seminars where legal professionals look for them.',
    'organizerInfo.1': 'Your courses with dates, prices and free places on one page',
    'organizerInfo.2': 'Booking, invoice and certificate of attendance from one source',
    'organizerInfo.3': 'Seminar packages of training hours your customers buy in advance',
    'organizerInfo.link': 'Information for organizers',
    'whoTo.title': 'Who are our seminars for?',
    'whoTo.text': 'For everyone who keeps files, deadlines and costs under control in law and notary offices:',
    'whoTo.1': 'Paralegals and notary clerks',
    'whoTo.2': 'Certified legal specialists',
    'whoTo.3': 'Trainees in law and notary offices',
    'whoTo.4': 'People returning after parental leave or a career break',
    'ekbwCourseOverview.title': 'Course overview {{year}}: Campus Kanzleipraxis',
    'ekbwCourseOverview.text':
      'The next dates of our partner Campus Kanzleipraxis from Cologne – training for paralegals and notary clerks.',
    'selfStudies.title': 'Self-study: learn when it suits you',
    'selfStudies.text':
      'Self-study courses for lawyers with access around the clock. Up to five hours a year count towards § 15 FAO.',
    'news.title': 'News',
    'news.1.date': '2026-11-03',
    'news.1.title': 'Training record as a PDF',
    'news.1.text': 'Your § 15 FAO training record can now be downloaded as a PDF straight from your account – with every course of the year.',
    'news.2.date': '2026-10-14',
    'news.2.title': 'New self-study courses in tax law',
    'news.2.text': 'Eight new self-study courses cover the changes in VAT and income tax law – ideal for the last hours of the year.',
    'news.3.date': '2026-09-01',
    'news.3.title': 'Early-bird discount for the new year',
    'news.3.text': 'With the code FRUEHBUCHER50 you save €50 on your next booking of a specialist-lawyer course or seminar.',
    'aboutUs.title': 'About Kursmarkt',
    'aboutUs.text':
      'Kursmarkt brings organizers and legal professionals looking for training together – transparent, comparable and booked in a few clicks.',
    'aboutUs.link': 'More about Kursmarkt',
    'priceLevel.regulaer': 'Regular',
    'priceLevel.fruehbucher': 'Early bird',
    'priceLevel.dav-mitglieder': 'DAV members',
    'priceLevel.berufseinsteiger-bis-3-jahre-zulassung': 'Career starters (admitted up to 3 years)',
    'priceLevel.kanzleipaket-ab-3-personen': 'Office package (3 or more people)',
    'priceLevel.auszubildende': 'Trainees',
  },
};
