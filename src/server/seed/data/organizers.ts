/**
 * Fictional course organizers. Names, descriptions and addresses are invented (example.org domains);
 * any likeness to a real provider is unintended. `focus` says what each one teaches and steers which
 * courses, referents and packages the generator gives it.
 */
import type { CourseType } from '../../../shared/types.ts';

export interface OrganizerSeed {
  name: string;
  /** Must name a city of cities.ts. */
  city: string;
  description: string;
  domain: string;
  mailbox: string;
  /** Scope slugs; '*lawyer' and '*reno' stand for every scope of that kind. */
  focus: readonly string[];
  /** Relative share of the course catalogue. */
  weight: number;
  /** The delivery the organizer is known for, or null for a balanced mix. */
  favours: CourseType | null;
}

export const ORGANIZERS: readonly OrganizerSeed[] = [
  {
    name: 'Akademie Anwaltspraxis Rhein-Main', city: 'Frankfurt am Main', domain: 'anwaltspraxis-rheinmain.example.org',
    mailbox: 'seminare', focus: ['*lawyer'], weight: 5, favours: null,
    description: 'Die Akademie Anwaltspraxis Rhein-Main bietet seit über zwanzig Jahren Fachanwaltslehrgänge und Fortbildungen nach § 15 FAO an. Dozentinnen und Dozenten aus Anwaltschaft, Justiz und Wissenschaft verbinden aktuelle Rechtsprechung mit dem, was im Kanzleialltag zählt.',
  },
  {
    name: 'Nordlicht Juristenseminare', city: 'Hamburg', domain: 'nordlicht-seminare.example.org',
    mailbox: 'info', focus: ['*lawyer'], weight: 4, favours: 'PRESENT',
    description: 'Seminare mit Blick auf die Elbe: Nordlicht Juristenseminare veranstaltet Präsenzlehrgänge und Tagungen für Anwältinnen und Anwälte in Norddeutschland. Kleine Gruppen und viel Zeit für Fragen gehören zum Konzept.',
  },
  {
    name: 'Isar Rechtsforum', city: 'München', domain: 'isar-rechtsforum.example.org',
    mailbox: 'anmeldung', focus: ['*lawyer'], weight: 4, favours: null,
    description: 'Das Isar Rechtsforum ist ein unabhängiger Fortbildungsanbieter für die Anwaltschaft in Süddeutschland. Neben Fachanwaltslehrgängen gehören Jahresarbeitstagungen und kompakte Update-Seminare zum Programm.',
  },
  {
    name: 'Campus Kanzleipraxis', city: 'Köln', domain: 'campus-kanzleipraxis.example.org',
    mailbox: 'kurse', focus: ['*reno'], weight: 4, favours: 'ONLINE',
    description: 'Campus Kanzleipraxis schult Rechtsanwalts- und Notarfachangestellte, Rechtsfachwirtinnen und Auszubildende. Die meisten Seminare finden live online statt und passen in einen normalen Kanzleitag.',
  },
  {
    name: 'Arbeitsrechtsforum Westfalen', city: 'Münster', domain: 'arbeitsrechtsforum-westfalen.example.org',
    mailbox: 'info', focus: ['arbeitsrecht', 'sozialrecht'], weight: 3, favours: 'PRESENT',
    description: 'Spezialisiert auf Arbeits- und Sozialrecht: Das Arbeitsrechtsforum Westfalen bringt Arbeitsrichterinnen, Fachanwälte und Unternehmensjuristen zusammen. Bekannt ist es für seine jährliche Herbsttagung in Münster.',
  },
  {
    name: 'Institut für Familien- und Erbrechtspraxis', city: 'Stuttgart', domain: 'familien-erbrechtspraxis.example.org',
    mailbox: 'institut', focus: ['familienrecht', 'erbrecht', 'steuerrecht'], weight: 3, favours: null,
    description: 'Das Institut widmet sich der Beratung von Familien über Generationen: Unterhalt, Güterrecht, Testamentsgestaltung und Unternehmensnachfolge, immer mit Blick auf die steuerlichen Folgen.',
  },
  {
    name: 'Elbe Verteidigerkolleg', city: 'Dresden', domain: 'verteidigerkolleg-elbe.example.org',
    mailbox: 'kolleg', focus: ['strafrecht', 'verkehrsrecht', 'migrationsrecht'], weight: 2, favours: 'PRESENT',
    description: 'Von Verteidigern für Verteidiger: Das Elbe Verteidigerkolleg trainiert Revision, Hauptverhandlung und Haftsachen in praxisnahen Workshops mit Rollenspielen.',
  },
  {
    name: 'Lindenhof Seminare', city: 'Leipzig', domain: 'lindenhof-seminare.example.org',
    mailbox: 'seminare', focus: ['*lawyer', '*reno'], weight: 3, favours: null,
    description: 'Lindenhof Seminare bildet die ganze Kanzlei fort – Anwältinnen und Anwälte ebenso wie ihre Teams. Das Seminarhaus in Leipzig liegt wenige Minuten vom Hauptbahnhof entfernt.',
  },
  {
    name: 'Baurechtsseminare Südwest', city: 'Karlsruhe', domain: 'baurecht-suedwest.example.org',
    mailbox: 'info', focus: ['bau-und-architektenrecht', 'vergaberecht', 'verwaltungsrecht', 'miet-und-wohnungseigentumsrecht'], weight: 2, favours: 'PRESENT',
    description: 'Privates und öffentliches Baurecht aus einer Hand: Baurechtsseminare Südwest schult Anwältinnen, Anwälte und Syndikusjuristen aus Bauwirtschaft und Verwaltung.',
  },
  {
    name: 'Spree Mietrechtskolleg', city: 'Berlin', domain: 'spree-mietrechtskolleg.example.org',
    mailbox: 'kontakt', focus: ['miet-und-wohnungseigentumsrecht', 'bau-und-architektenrecht', 'erbrecht', 'familienrecht'], weight: 2, favours: 'ONLINE',
    description: 'Das Spree Mietrechtskolleg verfolgt die Rechtsprechung zu Wohnraum, Gewerberaum und Wohnungseigentum laufend und bereitet sie in kurzen Online-Formaten auf.',
  },
  {
    name: 'Rheinische Akademie für Unternehmensrecht', city: 'Düsseldorf', domain: 'rheinische-unternehmensrecht.example.org',
    mailbox: 'akademie', focus: ['handels-und-gesellschaftsrecht', 'bank-und-kapitalmarktrecht', 'insolvenz-und-sanierungsrecht', 'internationales-wirtschaftsrecht', 'steuerrecht'], weight: 3, favours: 'PRESENT',
    description: 'Die Rheinische Akademie für Unternehmensrecht richtet sich an Wirtschaftskanzleien und Rechtsabteilungen. Schwerpunkte sind Gesellschaftsrecht, Finanzierung, Restrukturierung und grenzüberschreitende Transaktionen.',
  },
  {
    name: 'Digitalrecht Campus', city: 'Hannover', domain: 'digitalrecht-campus.example.org',
    mailbox: 'hallo', focus: ['informationstechnologierecht', 'urheber-und-medienrecht', 'gewerblicher-rechtsschutz'], weight: 2, favours: 'ONLINE',
    description: 'Datenschutz, KI-Verordnung, Plattformen und Marken: Digitalrecht Campus erklärt die Regeln der digitalen Wirtschaft in kompakten Live-Webinaren und Selbstlernkursen.',
  },
  {
    name: 'Kolleg Medizin und Recht', city: 'Essen', domain: 'kolleg-medizin-recht.example.org',
    mailbox: 'info', focus: ['medizinrecht', 'versicherungsrecht', 'sozialrecht'], weight: 2, favours: null,
    description: 'Das Kolleg Medizin und Recht verbindet medizinisches und juristisches Wissen. Ärztinnen, Sachverständige und Fachanwälte unterrichten gemeinsam zu Arzthaftung, Vertragsarztrecht und Versicherungsfragen.',
  },
  {
    name: 'Thüringer Verkehrsrechtstage', city: 'Erfurt', domain: 'verkehrsrechtstage-thueringen.example.org',
    mailbox: 'tagung', focus: ['verkehrsrecht', 'versicherungsrecht', 'strafrecht'], weight: 2, favours: 'PRESENT',
    description: 'Aus einer jährlichen Tagung entstanden, bieten die Thüringer Verkehrsrechtstage heute ganzjährig Seminare zu Unfallregulierung, Bußgeldverfahren und Verkehrsstrafrecht an.',
  },
  {
    name: 'Kanzleiakademie Bodensee', city: 'Konstanz', domain: 'kanzleiakademie-bodensee.example.org',
    mailbox: 'seminare', focus: ['*reno', 'familienrecht', 'erbrecht', 'miet-und-wohnungseigentumsrecht'], weight: 2, favours: null,
    description: 'Die Kanzleiakademie Bodensee schult Anwältinnen, Anwälte und ihre Mitarbeitenden – oft im selben Haus, manchmal im selben Seminar. Gelernt wird mit Blick auf den See.',
  },
  {
    name: 'Weserschule für Kanzleiberufe', city: 'Bremen', domain: 'weserschule-kanzleiberufe.example.org',
    mailbox: 'sekretariat', focus: ['*reno'], weight: 3, favours: 'PRESENT',
    description: 'Die Weserschule bereitet Auszubildende auf die Abschlussprüfung vor und bildet Rechtsanwaltsfachangestellte zu Spezialistinnen für Kosten, Vollstreckung und Fristen weiter.',
  },
  {
    name: 'Ruhr Insolvenzforum', city: 'Dortmund', domain: 'ruhr-insolvenzforum.example.org',
    mailbox: 'forum', focus: ['insolvenz-und-sanierungsrecht', 'bank-und-kapitalmarktrecht', 'handels-und-gesellschaftsrecht', 'insolvenzsachbearbeitung', 'zwangsvollstreckung'], weight: 2, favours: null,
    description: 'Das Ruhr Insolvenzforum ist der Treffpunkt für Sanierungsberater, Insolvenzverwalterbüros und ihre Sachbearbeiterinnen und Sachbearbeiter im Ruhrgebiet.',
  },
  {
    name: 'Fränkisches Steuerrechtsinstitut', city: 'Nürnberg', domain: 'steuerrechtsinstitut-franken.example.org',
    mailbox: 'institut', focus: ['steuerrecht', 'erbrecht', 'handels-und-gesellschaftsrecht'], weight: 2, favours: null,
    description: 'Am Fränkischen Steuerrechtsinstitut unterrichten Steuerberater, Richterinnen am Finanzgericht und Fachanwälte für Steuerrecht – vom Umsatzsteuer-Update bis zur Nachfolgeplanung.',
  },
  {
    name: 'Agrarrechtsforum Weser-Ems', city: 'Oldenburg', domain: 'agrarrechtsforum-weser-ems.example.org',
    mailbox: 'info', focus: ['agrarrecht', 'erbrecht', 'verwaltungsrecht'], weight: 1, favours: 'PRESENT',
    description: 'Landpacht, Hofübergabe und Förderrecht: Das Agrarrechtsforum Weser-Ems bietet Fortbildungen für Kanzleien mit landwirtschaftlicher Mandantschaft.',
  },
  {
    name: 'Werkstatt Migrationsrecht', city: 'Bonn', domain: 'werkstatt-migrationsrecht.example.org',
    mailbox: 'werkstatt', focus: ['migrationsrecht', 'sozialrecht', 'verwaltungsrecht'], weight: 1, favours: 'ONLINE',
    description: 'Die Werkstatt Migrationsrecht begleitet Anwältinnen und Anwälte durch ein Rechtsgebiet, das sich ständig ändert – mit monatlichen Online-Updates und Fallbesprechungen.',
  },
  {
    name: 'Sportrechtsakademie Saar', city: 'Saarbrücken', domain: 'sportrechtsakademie-saar.example.org',
    mailbox: 'info', focus: ['sportrecht', 'arbeitsrecht', 'urheber-und-medienrecht', 'gewerblicher-rechtsschutz'], weight: 1, favours: null,
    description: 'Verbände, Vereine, Spielerverträge und Vermarktung: Die Sportrechtsakademie Saar ist auf die rechtlichen Fragen des Sports spezialisiert.',
  },
  {
    name: 'Hafenkolleg Transportrecht', city: 'Duisburg', domain: 'hafenkolleg-transportrecht.example.org',
    mailbox: 'kolleg', focus: ['transport-und-speditionsrecht', 'internationales-wirtschaftsrecht', 'versicherungsrecht'], weight: 1, favours: 'PRESENT',
    description: 'Am größten Binnenhafen Europas unterrichtet das Hafenkolleg Fracht-, Speditions- und Logistikrecht für Kanzleien und Rechtsabteilungen der Transportwirtschaft.',
  },
  {
    name: 'Akademie für Vergabepraxis', city: 'Magdeburg', domain: 'vergabepraxis-akademie.example.org',
    mailbox: 'akademie', focus: ['vergaberecht', 'bau-und-architektenrecht', 'verwaltungsrecht'], weight: 1, favours: 'ONLINE',
    description: 'Die Akademie für Vergabepraxis schult Anwältinnen, Anwälte und Vergabestellen zu Verfahren, Wertung und Nachprüfung – überwiegend online und mit vielen Praxisfällen.',
  },
  {
    name: 'Fernlehrinstitut Paragraphenweg', city: 'Kassel', domain: 'paragraphenweg.example.org',
    mailbox: 'studienservice', focus: ['*lawyer'], weight: 3, favours: 'SELF',
    description: 'Lernen, wann es passt: Das Fernlehrinstitut Paragraphenweg bietet Fachanwaltslehrgänge und Fortbildungen nach § 15 FAO im Selbststudium mit Lehrbriefen, Videos und Lernerfolgskontrolle.',
  },
  {
    name: 'Rechtskompakt Online-Seminare', city: 'Mainz', domain: 'rechtskompakt.example.org',
    mailbox: 'service', focus: ['*lawyer', '*reno'], weight: 4, favours: 'ONLINE',
    description: 'Rechtskompakt veranstaltet jede Woche Live-Webinare für Anwältinnen, Anwälte und Kanzleiteams. Teilnahmebescheinigungen stehen direkt nach dem Seminar zum Download bereit.',
  },
  {
    name: 'Notarfachschule Mitteldeutschland', city: 'Halle (Saale)', domain: 'notarfachschule-mitte.example.org',
    mailbox: 'info', focus: ['notariat', 'grundbuch-und-registerrecht', 'kostenfestsetzung', 'gebuehrenrecht-rvg'], weight: 1, favours: 'PRESENT',
    description: 'Die Notarfachschule Mitteldeutschland bildet Notarfachangestellte und Mitarbeitende in Anwaltsnotariaten fort – von der Beurkundung bis zur Kostenrechnung.',
  },
  {
    name: 'Kanzleiwerk Lernportal', city: 'Bielefeld', domain: 'kanzleiwerk-lernportal.example.org',
    mailbox: 'support', focus: ['*reno'], weight: 2, favours: 'SELF',
    description: 'Das Kanzleiwerk Lernportal bietet Selbstlernkurse für Kanzleimitarbeitende: kurze Lektionen, Übungsfälle aus dem Büroalltag und ein Zertifikat am Ende.',
  },
  {
    name: 'Forum Fachanwaltschaft Ost', city: 'Potsdam', domain: 'forum-fachanwaltschaft-ost.example.org',
    mailbox: 'forum', focus: ['*lawyer'], weight: 2, favours: 'PRESENT',
    description: 'Das Forum Fachanwaltschaft Ost veranstaltet Lehrgänge und Tagungen in Potsdam, Berlin und den ostdeutschen Landeshauptstädten.',
  },
  {
    name: 'Rechtsakademie Schwarzwald', city: 'Freiburg im Breisgau', domain: 'rechtsakademie-schwarzwald.example.org',
    mailbox: 'info', focus: ['familienrecht', 'erbrecht', 'arbeitsrecht', 'verkehrsrecht', 'miet-und-wohnungseigentumsrecht'], weight: 2, favours: null,
    description: 'Die Rechtsakademie Schwarzwald konzentriert sich auf die Rechtsgebiete der Allgemeinkanzlei und verbindet Seminartage in Freiburg mit Online-Angeboten.',
  },
  {
    name: 'Donau Praxisseminare Recht', city: 'Regensburg', domain: 'donau-praxisseminare.example.org',
    mailbox: 'seminare', focus: ['arbeitsrecht', 'strafrecht', 'familienrecht', 'verwaltungsrecht', 'sozialrecht'], weight: 2, favours: null,
    description: 'Donau Praxisseminare Recht bietet Fortbildungen für Kanzleien in Ostbayern – praxisnah, in überschaubaren Gruppen und mit Referentinnen und Referenten aus der Region.',
  },
];
