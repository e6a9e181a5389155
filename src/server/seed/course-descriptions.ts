/**
 * Course descriptions: two or three paragraphs (separated by a blank line) naming the topics, the
 * format and, for § 15 FAO courses, what counts and how it is certified.
 */
import type { CourseType } from '../../shared/types.ts';
import type { ScopeSeed, Topic } from './data/scopes.ts';
import { formatHours } from './german-text.ts';
import type { Random } from './random.ts';
import type { CourseKind } from './rows.ts';

export interface DescriptionInput {
  kind: CourseKind;
  audience: 'EDUCATION' | 'RENO';
  courseType: CourseType;
  scope: ScopeSeed;
  topics: readonly [Topic, Topic, Topic];
  duration: number;
}

const DELIVERY: Record<CourseType, readonly string[]> = {
  PRESENT: [
    'In kleiner Gruppe bleibt viel Raum für Ihre Fragen und den Austausch mit Kolleginnen und Kollegen.',
    'Die Veranstaltung findet in Präsenz statt; Tagungsunterlagen und Pausengetränke sind im Preis enthalten.',
  ],
  ONLINE: [
    'Sie nehmen live vom Schreibtisch aus teil und können Ihre Fragen jederzeit im Chat stellen; die Unterlagen stehen vorab zum Download bereit.',
    'Das Seminar läuft live im virtuellen Seminarraum. Die Teilnahme wird durchgehend erfasst, Fragen beantworten die Referierenden direkt.',
  ],
  SELF: [
    'Videolektionen, Skript und Übungsfragen stehen Ihnen zwölf Monate lang zur Verfügung – lernen Sie, wann es Ihnen passt.',
    'Sie arbeiten die Lektionen in Ihrem eigenen Tempo durch; eine abschließende Lernerfolgskontrolle dokumentiert Ihren Fortschritt.',
  ],
};

function specialistCourse(random: Random, input: DescriptionInput): string[] {
  const [a, b, c] = input.topics;
  const specialist = input.scope.specialistOf ?? input.scope.nameDe;
  const format = {
    PRESENT: 'Der Unterricht findet in mehreren Präsenzblöcken statt; zwischen den Blöcken vertiefen Skripte und Fallsammlungen den Stoff.',
    ONLINE: 'Alle Einheiten finden live im virtuellen Seminarraum statt, mit Fragen an die Dozentinnen und Dozenten; die durchgehende Teilnahme wird dokumentiert.',
    SELF: 'Sie lernen im eigenen Tempo mit Lehrbriefen, Videolektionen und Übungsfällen; Fragen beantwortet das Dozententeam im Kursforum.',
  }[input.courseType];
  return [
    `Der Lehrgang vermittelt in ${formatHours(input.duration)} Zeitstunden die theoretischen Kenntnisse, die die Fachanwaltsordnung für den Titel „Fachanwältin/Fachanwalt für ${specialist}“ verlangt. Schwerpunkte sind unter anderem ${a.name}, ${b.name} und ${c.name}.`,
    format,
    random.pick([
      'Zum Lehrgang gehören drei Klausuren als Leistungskontrollen. Nach bestandenen Klausuren erhalten Sie die Bescheinigung für Ihren Antrag bei der Rechtsanwaltskammer.',
      'Drei Klausuren mit Korrektur und Besprechung bereiten Sie auf die Leistungskontrollen vor; die Bescheinigung erhalten Sie nach erfolgreichem Abschluss.',
    ]),
  ];
}

function fao15Course(random: Random, input: DescriptionInput): string[] {
  const [a, b, c] = input.topics;
  const hours = formatHours(input.duration);
  const intro = random.pick([
    `Das Seminar verschafft Ihnen einen kompakten Überblick über ${a.name} und ${b.name}. Anhand aktueller Entscheidungen zeigen die Referierenden, welche Folgen sich für Beratung und Prozessführung ergeben.`,
    `Im Mittelpunkt stehen ${a.name}, ${b.name} und ${c.name}. Sie erhalten Checklisten und Formulierungshilfen, die Sie direkt in Ihre Mandatsarbeit übernehmen können.`,
    `Die Veranstaltung bringt Sie ${input.scope.inDe} auf den neuesten Stand – mit Schwerpunkt auf ${a.name} und ${b.name}.`,
  ]);
  const certificate = input.courseType === 'SELF'
    ? `Der Kurs umfasst ${hours} Zeitstunden im Selbststudium mit abschließender Lernerfolgskontrolle. Bis zu fünf Stunden im Jahr können Sie auf diesem Weg nach § 15 FAO nachweisen.`
    : `Die Veranstaltung umfasst ${hours} Zeitstunden und kann als Fortbildung nach § 15 FAO nachgewiesen werden; Sie erhalten eine Teilnahmebescheinigung. ${random.pick(DELIVERY[input.courseType])}`;
  return [intro, certificate, `Für Fachanwältinnen und Fachanwälte ${input.scope.inDe} und alle, die regelmäßig Mandate in diesem Gebiet betreuen.`];
}

function lawyerTraining(random: Random, input: DescriptionInput): string[] {
  const [a, b] = input.topics;
  return [
    random.pick([
      `Praxisnah und mit vielen Beispielen aus der Mandatsarbeit: Das Seminar behandelt ${a.name} und ${b.name}.`,
      `Sie erarbeiten ${a.name} anhand typischer Fallkonstellationen und lernen, worauf es ${input.scope.inDe} in der Beratung ankommt.`,
    ]),
    `Umfang: ${formatHours(input.duration)} Zeitstunden. Die Veranstaltung eignet sich zum Einstieg in das Gebiet ebenso wie zur Auffrischung. ${random.pick(DELIVERY[input.courseType])}`,
  ];
}

function renoTraining(random: Random, input: DescriptionInput): string[] {
  const [a, b, c] = input.topics;
  return [
    `Das Seminar richtet sich an Rechtsanwalts- und Notarfachangestellte, Rechtsfachwirtinnen und Rechtsfachwirte sowie Auszubildende. Behandelt werden ${a.name}, ${b.name} und ${c.name}.`,
    random.pick([
      'Viele Praxisbeispiele, Musterschreiben und Checklisten sorgen dafür, dass Sie das Gelernte am nächsten Arbeitstag anwenden können.',
      `Nach dem Seminar arbeiten Sie ${input.scope.inDe} sicherer und schneller – und wissen, wo die typischen Fehlerquellen liegen.`,
    ]),
    `Umfang: ${formatHours(input.duration)} Zeitstunden. ${random.pick(DELIVERY[input.courseType])}`,
  ];
}

export function courseDescription(random: Random, input: DescriptionInput): string {
  const paragraphs = input.audience === 'RENO'
    ? renoTraining(random, input)
    : input.kind === 'FACHANWALTSLEHRGANG'
      ? specialistCourse(random, input)
      : input.kind === 'FAO15'
        ? fao15Course(random, input)
        : lawyerTraining(random, input);
  return paragraphs.join('\n\n');
}
