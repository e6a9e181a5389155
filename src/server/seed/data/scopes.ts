/**
 * The subject areas ("scopes") courses are filed under: the 24 Fachanwaltschaften of § 1 FAO for
 * lawyers, and the practice areas of law-office staff (RENO). Topics feed the course-name and
 * description templates; they are ours, written as a practitioner would list them.
 */
import { slugify } from '../slug.ts';

export type ScopeKind = 'LAWYER' | 'RENO';

export interface ScopeCategorySeed {
  key: string;
  nameDe: string;
  nameEn: string;
}

/**
 * A topic of a scope. `article` is its grammatical gender in German ('m', 'n', 'f'), or 'x' where no
 * "zum/zur …" phrase fits (plurals, lists); templates that need the dative article skip 'x' topics.
 */
export interface Topic {
  name: string;
  article: 'm' | 'n' | 'f' | 'x';
}

export interface ScopeSeed {
  kind: ScopeKind;
  nameDe: string;
  nameEn: string;
  slug: string;
  categoryKey: string;
  top: boolean;
  /** Dative phrase for course names: 'im Arbeitsrecht', 'im Gewerblichen Rechtsschutz'. */
  inDe: string;
  /** Completes 'Fachanwalt für …' (§ 1 FAO spelling); only lawyer scopes have it. */
  specialistOf?: string;
  topics: Topic[];
}

export const SCOPE_CATEGORIES: readonly ScopeCategorySeed[] = [
  { key: 'zivilrecht', nameDe: 'Zivilrecht', nameEn: 'Civil law' },
  { key: 'wirtschaftsrecht', nameDe: 'Wirtschaftsrecht', nameEn: 'Business law' },
  { key: 'arbeit-soziales', nameDe: 'Arbeits- und Sozialrecht', nameEn: 'Employment and social security law' },
  { key: 'oeffentliches-recht', nameDe: 'Öffentliches Recht', nameEn: 'Public law' },
  { key: 'strafrecht', nameDe: 'Strafrecht', nameEn: 'Criminal law' },
  { key: 'verfahren-kosten', nameDe: 'Verfahren und Kosten', nameEn: 'Procedure and costs' },
  { key: 'kanzleipraxis', nameDe: 'Kanzleipraxis', nameEn: 'Law office practice' },
];

/** Compact topic notation 'm:Kündigungsschutz' keeps the lists below readable. */
function topics(...entries: string[]): Topic[] {
  return entries.map((entry) => {
    const [article, name] = entry.split(':', 2) as [Topic['article'], string];
    return { name, article };
  });
}

interface LawyerScopeInput {
  nameDe: string;
  nameEn: string;
  categoryKey: string;
  top?: boolean;
  inDe?: string;
  specialistOf?: string;
  topics: Topic[];
}

function lawyer(input: LawyerScopeInput): ScopeSeed {
  return {
    kind: 'LAWYER',
    nameDe: input.nameDe,
    nameEn: input.nameEn,
    slug: slugify(input.nameDe),
    categoryKey: input.categoryKey,
    top: input.top ?? false,
    inDe: input.inDe ?? `im ${input.nameDe}`,
    specialistOf: input.specialistOf ?? input.nameDe,
    topics: input.topics,
  };
}

/** § 1 FAO, in alphabetical order as the regulation lists them. */
export const LAWYER_SCOPES: readonly ScopeSeed[] = [
  lawyer({
    nameDe: 'Agrarrecht', nameEn: 'Agricultural Law', categoryKey: 'zivilrecht',
    topics: topics('n:Landpachtrecht', 'n:Höferecht', 'f:Hofübergabe', 'n:Grundstücksverkehrsrecht',
      'x:EU-Agrarförderung und Direktzahlungen', 'n:Tierhaltungsrecht', 'n:Jagd- und Fischereirecht'),
  }),
  lawyer({
    nameDe: 'Arbeitsrecht', nameEn: 'Employment Law', categoryKey: 'arbeit-soziales', top: true,
    topics: topics('m:Kündigungsschutz', 'f:Befristung von Arbeitsverträgen', 'x:Aufhebungsverträge und Abfindungen',
      'n:Betriebsverfassungsrecht', 'x:Arbeitszeit und Arbeitszeiterfassung', 'm:Urlaubsanspruch',
      'm:Betriebsübergang', 'm:Beschäftigtendatenschutz', 'n:Tarifrecht', 'f:AGB-Kontrolle von Arbeitsverträgen'),
  }),
  lawyer({
    nameDe: 'Bank- und Kapitalmarktrecht', nameEn: 'Banking and Capital Markets Law', categoryKey: 'wirtschaftsrecht',
    topics: topics('n:Kreditsicherungsrecht', 'n:Zahlungsdiensterecht', 'n:Verbraucherdarlehensrecht',
      'x:Anlageberatung und Prospekthaftung', 'n:Wertpapierhandelsrecht', 'x:Kryptowerte und MiCAR', 'f:Kapitalmarktaufsicht'),
  }),
  lawyer({
    nameDe: 'Bau- und Architektenrecht', nameEn: "Construction and Architects' Law", categoryKey: 'zivilrecht',
    topics: topics('n:Bauvertragsrecht', 'f:VOB/B', 'x:Architektenhonorare nach HOAI', 'f:Nachtragsvergütung',
      'x:Mängelrechte am Bau', 'n:Bauträgerrecht', 'x:Selbstständiges Beweisverfahren'),
  }),
  lawyer({
    nameDe: 'Erbrecht', nameEn: 'Inheritance Law', categoryKey: 'zivilrecht', top: true,
    topics: topics('m:Pflichtteil', 'f:Testamentsgestaltung', 'f:Unternehmensnachfolge', 'f:Erbschaftsteuer',
      'f:Testamentsvollstreckung', 'f:Erbengemeinschaft', 'x:Vorsorgevollmacht und Patientenverfügung',
      'n:Behindertentestament', 'x:Grenzüberschreitende Erbfälle'),
  }),
  lawyer({
    nameDe: 'Familienrecht', nameEn: 'Family Law', categoryKey: 'zivilrecht', top: true,
    topics: topics('m:Kindesunterhalt', 'm:Ehegattenunterhalt', 'm:Zugewinnausgleich', 'm:Versorgungsausgleich',
      'n:Sorge- und Umgangsrecht', 'x:Eheverträge und Scheidungsfolgenvereinbarungen', 'n:Familienverfahrensrecht',
      'f:Düsseldorfer Tabelle'),
  }),
  lawyer({
    nameDe: 'Gewerblicher Rechtsschutz', nameEn: 'Intellectual Property Law', categoryKey: 'wirtschaftsrecht',
    inDe: 'im Gewerblichen Rechtsschutz', specialistOf: 'gewerblichen Rechtsschutz',
    topics: topics('n:Markenrecht', 'n:Wettbewerbsrecht (UWG)', 'n:Patentrecht', 'n:Designrecht',
      'x:Abmahnungen und einstweilige Verfügungen', 'm:Geschäftsgeheimnisschutz'),
  }),
  lawyer({
    nameDe: 'Handels- und Gesellschaftsrecht', nameEn: 'Commercial and Corporate Law', categoryKey: 'wirtschaftsrecht', top: true,
    topics: topics('n:GmbH-Recht', 'n:Personengesellschaftsrecht', 'f:Geschäftsführerhaftung', 'n:Handelsvertreterrecht',
      'x:Gesellschafterstreitigkeiten', 'x:Umwandlungen und Umstrukturierungen', 'n:Transparenzregister'),
  }),
  lawyer({
    nameDe: 'Informationstechnologierecht', nameEn: 'Information Technology Law', categoryKey: 'wirtschaftsrecht',
    topics: topics('n:Datenschutzrecht (DSGVO)', 'x:IT-Verträge und Softwarelizenzen', 'f:KI-Verordnung',
      'x:Cloud-Verträge', 'n:E-Commerce-Recht', 'f:IT-Sicherheit', 'm:Digital Services Act'),
  }),
  lawyer({
    nameDe: 'Insolvenz- und Sanierungsrecht', nameEn: 'Insolvency and Restructuring Law', categoryKey: 'wirtschaftsrecht',
    topics: topics('n:Insolvenzanfechtungsrecht', 'x:Sanierung nach dem StaRUG', 'f:Eigenverwaltung',
      'f:Geschäftsführerhaftung in der Krise', 'f:Verbraucherinsolvenz', 'f:Restschuldbefreiung', 'n:Insolvenzarbeitsrecht'),
  }),
  lawyer({
    nameDe: 'Internationales Wirtschaftsrecht', nameEn: 'International Business Law', categoryKey: 'wirtschaftsrecht',
    inDe: 'im Internationalen Wirtschaftsrecht', specialistOf: 'internationales Wirtschaftsrecht',
    topics: topics('n:UN-Kaufrecht (CISG)', 'x:Internationale Schiedsverfahren', 'n:Außenwirtschaftsrecht',
      'x:Sanktionen und Exportkontrolle', 'x:Lieferketten und Sorgfaltspflichten', 'x:Internationales Zivilverfahrensrecht'),
  }),
  lawyer({
    nameDe: 'Medizinrecht', nameEn: 'Medical Law', categoryKey: 'zivilrecht',
    topics: topics('f:Arzthaftung', 'n:Vertragsarztrecht', 'n:Krankenhausrecht', 'n:Berufsrecht der Heilberufe',
      'n:Medizinprodukterecht', 'n:Apothekenrecht', 'x:Kooperationen im Gesundheitswesen'),
  }),
  lawyer({
    nameDe: 'Miet- und Wohnungseigentumsrecht', nameEn: 'Tenancy and Condominium Law', categoryKey: 'zivilrecht', top: true,
    topics: topics('f:Mietpreisbremse', 'f:Eigenbedarfskündigung', 'f:Betriebskostenabrechnung', 'x:Schönheitsreparaturen',
      'n:Gewerberaummietrecht', 'x:Beschlussklagen nach dem WEG', 'f:Modernisierungsmieterhöhung', 'f:Eigentümerversammlung'),
  }),
  lawyer({
    nameDe: 'Migrationsrecht', nameEn: 'Migration Law', categoryKey: 'oeffentliches-recht',
    topics: topics('n:Aufenthaltsrecht', 'n:Asylverfahrensrecht', 'f:Fachkräfteeinwanderung', 'n:Staatsangehörigkeitsrecht',
      'm:Familiennachzug', 'n:Ausweisungsrecht', 'f:Einbürgerung'),
  }),
  lawyer({
    nameDe: 'Sozialrecht', nameEn: 'Social Security Law', categoryKey: 'arbeit-soziales',
    topics: topics('n:Bürgergeld', 'n:Rentenversicherungsrecht', 'n:Schwerbehindertenrecht', 'f:Pflegeversicherung',
      'f:Erwerbsminderungsrente', 'x:Verfahren vor den Sozialgerichten', 'f:Eingliederungshilfe'),
  }),
  lawyer({
    nameDe: 'Sportrecht', nameEn: 'Sports Law', categoryKey: 'wirtschaftsrecht',
    topics: topics('n:Verbandsrecht', 'x:Spielerverträge und Transfers', 'n:Anti-Doping-Recht',
      'f:Sportschiedsgerichtsbarkeit', 'n:Sportvermarktungsrecht', 'f:Vereinshaftung'),
  }),
  lawyer({
    nameDe: 'Steuerrecht', nameEn: 'Tax Law', categoryKey: 'wirtschaftsrecht', top: true,
    topics: topics('n:Umsatzsteuerrecht', 'f:Erbschaft- und Schenkungsteuer', 'f:Betriebsprüfung', 'n:Steuerstrafrecht',
      'n:Körperschaftsteuerrecht', 'n:Grundsteuerrecht', 'f:Selbstanzeige', 'n:Finanzgerichtsverfahren'),
  }),
  lawyer({
    nameDe: 'Strafrecht', nameEn: 'Criminal Law', categoryKey: 'strafrecht', top: true,
    topics: topics('f:Revision in Strafsachen', 'n:Wirtschaftsstrafrecht', 'n:Betäubungsmittelstrafrecht',
      'f:Untersuchungshaft', 'n:Jugendstrafrecht', 'f:Hauptverhandlung', 'f:Pflichtverteidigung', 'f:Vermögensabschöpfung'),
  }),
  lawyer({
    nameDe: 'Transport- und Speditionsrecht', nameEn: 'Transport and Freight Forwarding Law', categoryKey: 'wirtschaftsrecht',
    topics: topics('n:Frachtrecht', 'f:CMR', 'x:Haftung des Spediteurs', 'n:Seehandelsrecht', 'n:Luftfrachtrecht',
      'x:ADSp und Logistikverträge', 'n:Zollrecht'),
  }),
  lawyer({
    nameDe: 'Urheber- und Medienrecht', nameEn: 'Copyright and Media Law', categoryKey: 'wirtschaftsrecht',
    topics: topics('n:Urheberrecht', 'n:Presserecht', 'n:Äußerungsrecht', 'x:Lizenzverträge', 'n:Influencer-Marketing',
      'f:Plattformhaftung', 'n:Filmrecht'),
  }),
  lawyer({
    nameDe: 'Vergaberecht', nameEn: 'Public Procurement Law', categoryKey: 'oeffentliches-recht',
    topics: topics('n:Vergabeverfahren', 'n:Nachprüfungsverfahren', 'f:Eignungsprüfung', 'x:Unterschwellenvergaben',
      'f:Angebotswertung', 'f:Sektorenvergabe', 'f:Auftragsänderung'),
  }),
  lawyer({
    nameDe: 'Verkehrsrecht', nameEn: 'Traffic Law', categoryKey: 'zivilrecht', top: true,
    topics: topics('n:Verkehrsunfallrecht', 'n:Bußgeldverfahren', 'n:Fahrerlaubnisrecht', 'n:Verkehrsstrafrecht',
      'm:Personenschaden', 'f:Unfallregulierung', 'n:Fahrverbot', 'n:Autokaufrecht'),
  }),
  lawyer({
    nameDe: 'Versicherungsrecht', nameEn: 'Insurance Law', categoryKey: 'zivilrecht',
    topics: topics('f:Berufsunfähigkeitsversicherung', 'f:Haftpflichtversicherung', 'f:Rechtsschutzversicherung',
      'f:Lebensversicherung', 'f:Gebäudeversicherung', 'f:Obliegenheitsverletzung', 'f:D&O-Versicherung'),
  }),
  lawyer({
    nameDe: 'Verwaltungsrecht', nameEn: 'Administrative Law', categoryKey: 'oeffentliches-recht',
    topics: topics('x:Öffentliches Baurecht', 'n:Polizei- und Ordnungsrecht', 'n:Kommunalrecht', 'n:Beamtenrecht',
      'n:Umweltrecht', 'm:Verwaltungsprozess', 'n:Immissionsschutzrecht', 'n:Informationsfreiheitsrecht'),
  }),
];

interface RenoScopeInput {
  nameDe: string;
  nameEn: string;
  categoryKey: string;
  inDe: string;
  top?: boolean;
  topics: Topic[];
}

function reno(input: RenoScopeInput): ScopeSeed {
  return {
    kind: 'RENO',
    nameDe: input.nameDe,
    nameEn: input.nameEn,
    slug: slugify(input.nameDe),
    categoryKey: input.categoryKey,
    top: input.top ?? false,
    inDe: input.inDe,
    topics: input.topics,
  };
}

/** What Rechtsanwalts- und Notarfachangestellte and Rechtsfachwirte train in. */
export const RENO_SCOPES: readonly ScopeSeed[] = [
  reno({
    nameDe: 'Zwangsvollstreckung', nameEn: 'Enforcement', categoryKey: 'verfahren-kosten', top: true,
    inDe: 'in der Zwangsvollstreckung',
    topics: topics('f:Forderungspfändung', 'n:Pfändungsschutzkonto', 'f:Vermögensauskunft', 'm:Vollstreckungsauftrag',
      'x:Vollstreckung in Immobilien', 'f:Vorpfändung', 'f:Sachpfändung'),
  }),
  reno({
    nameDe: 'Gebührenrecht (RVG)', nameEn: 'Lawyers’ fees (RVG)', categoryKey: 'verfahren-kosten', top: true,
    inDe: 'im Gebührenrecht',
    topics: topics('f:Vergütungsvereinbarung', 'x:Gebühren im Zivilprozess', 'f:Terminsgebühr', 'f:Einigungsgebühr',
      'x:Gebühren in Familiensachen', 'f:Beratungshilfe', 'x:Gebühren in Straf- und Bußgeldsachen'),
  }),
  reno({
    nameDe: 'Mahnverfahren', nameEn: 'Payment order procedure', categoryKey: 'verfahren-kosten',
    inDe: 'im Mahnverfahren',
    topics: topics('m:Mahnantrag', 'm:Vollstreckungsbescheid', 'x:Widerspruch und Einspruch', 'x:Automatisiertes Mahnverfahren',
      'x:Online-Mahnantrag und EGVP', 'x:Europäisches Mahnverfahren'),
  }),
  reno({
    nameDe: 'Fristenmanagement', nameEn: 'Deadline management', categoryKey: 'kanzleipraxis', top: true,
    inDe: 'im Fristenmanagement',
    topics: topics('f:Fristenkontrolle', 'f:Wiedereinsetzung in den vorigen Stand', 'm:Fristenkalender', 'x:Rechtsmittelfristen',
      'x:Vorfristen und Wiedervorlagen', 'f:Ausgangskontrolle', 'x:Haftungsfallen bei Fristen'),
  }),
  reno({
    nameDe: 'beA und elektronischer Rechtsverkehr', nameEn: 'beA and electronic legal communication', categoryKey: 'kanzleipraxis', top: true,
    inDe: 'im elektronischen Rechtsverkehr',
    topics: topics('n:beA', 'f:E-Akte', 'x:Signatur und sichere Übermittlungswege', 'f:Ersatzeinreichung',
      'x:Elektronisches Empfangsbekenntnis', 'x:beA-Karten und Rechteverwaltung'),
  }),
  reno({
    nameDe: 'Kanzleibuchhaltung', nameEn: 'Law office accounting', categoryKey: 'kanzleipraxis',
    inDe: 'in der Kanzleibuchhaltung',
    topics: topics('f:Fremdgeldverwaltung', 'n:Anderkonto', 'x:Offene Posten und Mahnwesen', 'f:Rechnungsstellung',
      'm:Jahresabschluss', 'f:Umsatzsteuer', 'f:Honorarabrechnung'),
  }),
  reno({
    nameDe: 'Kostenfestsetzung', nameEn: 'Assessment of costs', categoryKey: 'verfahren-kosten',
    inDe: 'in der Kostenfestsetzung',
    topics: topics('n:Kostenfestsetzungsverfahren', 'f:Kostenausgleichung', 'x:Reisekosten und Auslagen',
      'f:Kostengrundentscheidung', 'x:Rechtsbehelfe im Kostenrecht', 'n:Gerichtskostengesetz'),
  }),
  reno({
    nameDe: 'Notariat', nameEn: 'Notarial practice', categoryKey: 'kanzleipraxis',
    inDe: 'im Notariat',
    topics: topics('n:Beurkundungsverfahren', 'm:Grundstückskaufvertrag', 'x:Handelsregisteranmeldungen',
      'n:Notarkostenrecht', 'n:Urkundenverzeichnis', 'x:Elektronisches Urkundenarchiv'),
  }),
  reno({
    nameDe: 'Zivilprozess', nameEn: 'Civil procedure', categoryKey: 'verfahren-kosten',
    inDe: 'im Zivilprozess',
    topics: topics('f:Klageerhebung', 'x:Zustellungen', 'f:Beweisaufnahme', 'f:Berufung', 'n:Versäumnisurteil',
      'f:Streitwertbemessung', 'f:Prozesskostenhilfe'),
  }),
  reno({
    nameDe: 'Grundbuch- und Registerrecht', nameEn: 'Land register and company register', categoryKey: 'verfahren-kosten',
    inDe: 'im Grundbuch- und Registerrecht',
    topics: topics('n:Grundbuchverfahren', 'f:Auflassungsvormerkung', 'f:Grundschuld', 'n:Handelsregister',
      'n:Vereinsregister', 'x:Löschungen im Grundbuch'),
  }),
  reno({
    nameDe: 'Kanzleiorganisation', nameEn: 'Law office organisation', categoryKey: 'kanzleipraxis',
    inDe: 'in der Kanzleiorganisation',
    topics: topics('n:Zeitmanagement', 'f:Mandantenkommunikation', 'n:Qualitätsmanagement', 'm:Datenschutz',
      'f:Digitalisierung', 'f:Aktenführung', 'x:Konflikte im Kanzleialltag'),
  }),
  reno({
    nameDe: 'Insolvenzsachbearbeitung', nameEn: 'Insolvency case handling', categoryKey: 'verfahren-kosten',
    inDe: 'in der Insolvenzsachbearbeitung',
    topics: topics('f:Forderungsanmeldung', 'f:Insolvenztabelle', 'x:Gläubigerrechte im Insolvenzverfahren',
      'n:Verbraucherinsolvenzverfahren', 'f:Restschuldbefreiung', 'n:Insolvenzgeld'),
  }),
];

/** Lawyer scopes first, then RENO: the order fixes the ids (1–24 lawyer, 25–36 RENO). */
export const ALL_SCOPES: readonly ScopeSeed[] = [...LAWYER_SCOPES, ...RENO_SCOPES];
