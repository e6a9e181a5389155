/**
 * Questions of the learning-success check (lernerfolgskontrolle) of self-study courses, by scope
 * category (SCOPE_CATEGORIES nameDe), plus general questions on the profession's rules. Each has
 * exactly one correct option (`correct`, an index into `options`). Ours, written to be plausible for a
 * §15 FAO self-study check; they are demo data, not legal advice.
 */
export interface QuestionSeed {
  question: string;
  options: readonly string[];
  correct: number;
}

export const GENERAL_QUESTIONS: readonly QuestionSeed[] = [
  {
    question: 'Wie viele Stunden Fortbildung muss eine Fachanwältin nach § 15 FAO je Fachgebiet und Kalenderjahr mindestens nachweisen?',
    options: ['10 Stunden', '15 Stunden', '20 Stunden', '40 Stunden'],
    correct: 1,
  },
  {
    question: 'Unter welcher Voraussetzung zählt ein Selbststudium für die Fortbildungspflicht nach § 15 FAO?',
    options: ['Immer ohne Nachweis', 'Nur mit einer Lernerfolgskontrolle', 'Nur bei Präsenz des Referenten', 'Gar nicht'],
    correct: 1,
  },
  {
    question: 'Welche Vorschrift regelt die anwaltliche Verschwiegenheitspflicht?',
    options: ['§ 43a Abs. 2 BRAO', '§ 1 FAO', '§ 12 RVG', '§ 823 BGB'],
    correct: 0,
  },
  {
    question: 'Wem gegenüber ist die Fortbildung nach § 15 FAO nachzuweisen?',
    options: ['Dem Amtsgericht', 'Der Rechtsanwaltskammer', 'Dem Bundesjustizministerium', 'Der Mandantschaft'],
    correct: 1,
  },
  {
    question: 'Was verbietet das Verbot der Vertretung widerstreitender Interessen?',
    options: [
      'Mandate in mehreren Rechtsgebieten',
      'Die Beratung beider Seiten in derselben Rechtssache',
      'Die Tätigkeit außerhalb des Kammerbezirks',
      'Erfolgshonorare jeder Art',
    ],
    correct: 1,
  },
];

export const CATEGORY_QUESTIONS: Readonly<Record<string, readonly QuestionSeed[]>> = {
  Zivilrecht: [
    {
      question: 'Wie lang ist die regelmäßige Verjährungsfrist nach § 195 BGB?',
      options: ['Ein Jahr', 'Drei Jahre', 'Fünf Jahre', 'Dreißig Jahre'],
      correct: 1,
    },
    {
      question: 'Wann beginnt die regelmäßige Verjährungsfrist?',
      options: [
        'Mit Entstehung des Anspruchs am selben Tag',
        'Mit dem Schluss des Jahres, in dem der Anspruch entstanden ist und der Gläubiger Kenntnis erlangt hat',
        'Mit Zustellung der Klage',
        'Mit dem ersten Mahnschreiben',
      ],
      correct: 1,
    },
    {
      question: 'Wie hoch darf die Mietsicherheit (Kaution) bei Wohnraum nach § 551 BGB höchstens sein?',
      options: ['Eine Monatsmiete', 'Drei Nettokaltmieten', 'Sechs Bruttomieten', 'Eine Jahresmiete'],
      correct: 1,
    },
    {
      question: 'Wer erbt nach der gesetzlichen Erbfolge in der ersten Ordnung?',
      options: ['Die Eltern des Erblassers', 'Die Abkömmlinge des Erblassers', 'Die Geschwister', 'Der Staat'],
      correct: 1,
    },
  ],
  Wirtschaftsrecht: [
    {
      question: 'Wie hoch ist das Mindeststammkapital einer GmbH?',
      options: ['1 Euro', '12.500 Euro', '25.000 Euro', '50.000 Euro'],
      correct: 2,
    },
    {
      question: 'Innerhalb welcher Frist muss ein Kaufmann beim Handelskauf Mängel rügen (§ 377 HGB)?',
      options: ['Unverzüglich', 'Binnen sechs Monaten', 'Binnen zwei Jahren', 'Eine Rüge ist nicht nötig'],
      correct: 0,
    },
    {
      question: 'Wer vertritt eine GmbH gerichtlich und außergerichtlich?',
      options: ['Die Gesellschafterversammlung', 'Der Aufsichtsrat', 'Die Geschäftsführer', 'Der Prokurist allein'],
      correct: 2,
    },
    {
      question: 'Binnen welcher Frist ist bei Zahlungsunfähigkeit einer GmbH der Insolvenzantrag spätestens zu stellen?',
      options: ['Eine Woche', 'Drei Wochen', 'Drei Monate', 'Ein Jahr'],
      correct: 1,
    },
  ],
  'Arbeits- und Sozialrecht': [
    {
      question: 'Innerhalb welcher Frist muss eine Kündigungsschutzklage erhoben werden?',
      options: ['Eine Woche', 'Drei Wochen nach Zugang der Kündigung', 'Ein Monat', 'Sechs Monate'],
      correct: 1,
    },
    {
      question: 'Ab wann gilt das Kündigungsschutzgesetz für ein Arbeitsverhältnis?',
      options: [
        'Sofort ab Vertragsschluss',
        'Nach mehr als sechs Monaten Bestand in einem Betrieb mit mehr als zehn Arbeitnehmern',
        'Erst nach zwei Jahren',
        'Nur bei leitenden Angestellten',
      ],
      correct: 1,
    },
    {
      question: 'Welche Form verlangt § 623 BGB für die Kündigung eines Arbeitsverhältnisses?',
      options: ['Keine', 'Textform (E-Mail genügt)', 'Schriftform', 'Notarielle Beurkundung'],
      correct: 2,
    },
    {
      question: 'Wie lang ist die Widerspruchsfrist gegen einen Verwaltungsakt eines Sozialleistungsträgers?',
      options: ['Zwei Wochen', 'Ein Monat nach Bekanntgabe', 'Drei Monate', 'Ein Jahr'],
      correct: 1,
    },
  ],
  'Öffentliches Recht': [
    {
      question: 'Welche Klageart ist statthaft, wenn die Aufhebung eines Verwaltungsakts begehrt wird?',
      options: ['Leistungsklage', 'Anfechtungsklage', 'Feststellungsklage', 'Normenkontrolle'],
      correct: 1,
    },
    {
      question: 'Wie lang ist die Klagefrist der Anfechtungsklage nach § 74 VwGO?',
      options: ['Zwei Wochen', 'Ein Monat', 'Drei Monate', 'Ein Jahr'],
      correct: 1,
    },
    {
      question: 'Was bewirken Widerspruch und Anfechtungsklage nach § 80 Abs. 1 VwGO grundsätzlich?',
      options: ['Nichts', 'Aufschiebende Wirkung', 'Die Nichtigkeit des Verwaltungsakts', 'Eine Zwangsvollstreckung'],
      correct: 1,
    },
    {
      question: 'Welches Gericht entscheidet über Verfassungsbeschwerden gegen Bundesgesetze?',
      options: ['Das Bundesverwaltungsgericht', 'Das Bundesverfassungsgericht', 'Der Bundesgerichtshof', 'Das Landgericht'],
      correct: 1,
    },
  ],
  Strafrecht: [
    {
      question: 'Wann ist die Mitwirkung eines Verteidigers nach § 140 StPO notwendig?',
      options: [
        'Nur auf Wunsch des Beschuldigten',
        'Unter anderem, wenn dem Beschuldigten ein Verbrechen zur Last gelegt wird',
        'Nur in Bußgeldsachen',
        'Nie im Ermittlungsverfahren',
      ],
      correct: 1,
    },
    {
      question: 'Innerhalb welcher Frist ist die Revision in Strafsachen einzulegen?',
      options: ['Eine Woche nach Verkündung des Urteils', 'Zwei Wochen', 'Ein Monat', 'Drei Monate'],
      correct: 0,
    },
    {
      question: 'Was ist ein Verbrechen im Sinne von § 12 StGB?',
      options: [
        'Jede vorsätzliche Tat',
        'Eine rechtswidrige Tat, die im Mindestmaß mit Freiheitsstrafe von einem Jahr oder darüber bedroht ist',
        'Jede Tat mit Geldstrafe',
        'Jede Ordnungswidrigkeit',
      ],
      correct: 1,
    },
    {
      question: 'Wie lang ist die Einspruchsfrist gegen einen Strafbefehl?',
      options: ['Eine Woche', 'Zwei Wochen nach Zustellung', 'Ein Monat', 'Sechs Wochen'],
      correct: 1,
    },
  ],
  'Verfahren und Kosten': [
    {
      question: 'Wie lang ist die Berufungsfrist im Zivilprozess nach § 517 ZPO?',
      options: ['Zwei Wochen', 'Ein Monat nach Zustellung des Urteils', 'Zwei Monate', 'Drei Monate'],
      correct: 1,
    },
    {
      question: 'Nach welchem Gesetz rechnen Rechtsanwälte ihre gesetzliche Vergütung ab?',
      options: ['GKG', 'RVG', 'JVEG', 'GNotKG'],
      correct: 1,
    },
    {
      question: 'Wie lang ist die Einspruchsfrist gegen ein Versäumnisurteil?',
      options: ['Eine Woche', 'Zwei Wochen ab Zustellung', 'Ein Monat', 'Drei Monate'],
      correct: 1,
    },
    {
      question: 'Ab welchem Streitwert ist in Zivilsachen grundsätzlich das Landgericht zuständig?',
      options: ['Über 1.000 Euro', 'Über 5.000 Euro', 'Über 10.000 Euro', 'Über 50.000 Euro'],
      correct: 1,
    },
  ],
  Kanzleipraxis: [
    {
      question: 'Wie lange sind Handakten nach § 50 BRAO grundsätzlich aufzubewahren?',
      options: ['Ein Jahr', 'Drei Jahre', 'Sechs Jahre', 'Dreißig Jahre'],
      correct: 2,
    },
    {
      question: 'Wozu dient das besondere elektronische Anwaltspostfach (beA)?',
      options: [
        'Zur Buchhaltung der Kanzlei',
        'Zum elektronischen Rechtsverkehr mit Gerichten und Behörden',
        'Zur Terminvergabe für Mandanten',
        'Zur Archivierung privater E-Mails',
      ],
      correct: 1,
    },
    {
      question: 'Was gehört zu einer ordnungsgemäßen Fristenkontrolle?',
      options: [
        'Nur die Notiz in der Handakte',
        'Eintragung von Frist und Vorfrist in einen Fristenkalender und Kontrolle der Erledigung',
        'Die mündliche Absprache im Team',
        'Eine Erinnerung durch das Gericht',
      ],
      correct: 1,
    },
    {
      question: 'Wer darf Mandantengelder auf einem Anderkonto verwalten?',
      options: ['Jede Kanzleimitarbeiterin', 'Der Rechtsanwalt als Treuhänder', 'Die Mandantschaft selbst', 'Die Bank nach eigenem Ermessen'],
      correct: 1,
    },
  ],
};
