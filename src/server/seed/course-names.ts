/**
 * Course names from templates per kind and audience ('Fachanwaltslehrgang Arbeitsrecht (120 Stunden)',
 * 'Aktuelle Rechtsprechung zum Kündigungsschutz 2027', 'Zwangsvollstreckung kompakt für Rechtsfachwirte').
 * Templates with a condition only apply where they make sense (self-study, long events, …).
 */
import type { CourseType } from '../../shared/types.ts';
import type { ScopeSeed, Topic } from './data/scopes.ts';
import { joinTwo } from './german-text.ts';
import type { Random } from './random.ts';
import type { CourseKind } from './rows.ts';

export interface NameInput {
  kind: CourseKind;
  audience: 'EDUCATION' | 'RENO';
  courseType: CourseType;
  scope: ScopeSeed;
  /** Three distinct topics, the first being the course's main topic. */
  topics: readonly [Topic, Topic, Topic];
  duration: number;
  /** Year of the first date, for annual titles. */
  year: number;
}

interface Template {
  when?: (input: NameInput) => boolean;
  name: (input: NameInput) => string;
}

/** 'zum Kündigungsschutz', 'zur Befristung …'; only for topics with a known gender. */
function withDativeArticle(topic: Topic): string {
  return `${topic.article === 'f' ? 'zur' : 'zum'} ${topic.name}`;
}

function both(first: Topic, second: Topic): string {
  return joinTwo(first.name, second.name);
}

const hasArticle = (input: NameInput) => input.topics[0].article !== 'x';
const isSelf = (input: NameInput) => input.courseType === 'SELF';
const isOnline = (input: NameInput) => input.courseType === 'ONLINE';
const isPresent = (input: NameInput) => input.courseType === 'PRESENT';
/** Event-style titles (workshop, forum, …) do not fit a self-study course. */
const isEvent = (input: NameInput) => input.courseType !== 'SELF';
const notarial = (input: NameInput) => ['notariat', 'grundbuch-und-registerrecht'].includes(input.scope.slug);

const SPECIALIST_COURSE: Template[] = [
  // Listed twice: the plain title is by far the most common one.
  { name: ({ scope, duration }) => `Fachanwaltslehrgang ${scope.nameDe} (${duration} Stunden)` },
  { name: ({ scope, duration }) => `Fachanwaltslehrgang ${scope.nameDe} (${duration} Stunden)` },
  { when: isOnline, name: ({ scope }) => `Fachanwaltslehrgang ${scope.nameDe} – online mit Live-Unterricht` },
  { when: isSelf, name: ({ scope }) => `Fachanwaltslehrgang ${scope.nameDe} im Fernstudium` },
  { when: isPresent, name: ({ scope, year }) => `Fachanwaltslehrgang ${scope.nameDe} ${year}/${String(year + 1).slice(2)}` },
  { name: ({ scope }) => `Fachanwaltskurs ${scope.nameDe} mit Klausurentraining` },
];

const FAO15: Template[] = [
  { name: ({ scope, year }) => `Aktuelle Rechtsprechung ${scope.inDe} ${year}` },
  { when: hasArticle, name: ({ topics, year }) => `Aktuelle Rechtsprechung ${withDativeArticle(topics[0])} ${year}` },
  { name: ({ scope, topics }) => `Update ${scope.nameDe}: ${both(topics[0], topics[1])}` },
  { when: (input) => input.duration >= 10 && !isSelf(input), name: ({ scope, year }) => `Jahresarbeitstagung ${scope.nameDe} ${year}` },
  { name: ({ topics }) => `${topics[0].name} in der anwaltlichen Praxis` },
  { when: isEvent, name: ({ topics }) => `Intensivseminar ${topics[0].name}` },
  { name: ({ scope, topics }) => `Brennpunkte ${scope.inDe}: ${topics[0].name}` },
  { name: ({ topics }) => `${topics[0].name}: Neues aus Gesetzgebung und Rechtsprechung` },
  { name: ({ scope, topics }) => `Fallstricke ${scope.inDe}: ${both(topics[0], topics[1])}` },
  { when: isSelf, name: ({ topics }) => `Selbststudium § 15 FAO: ${topics[0].name}` },
  { when: isOnline, name: ({ scope, topics }) => `Webinar ${scope.nameDe}: ${topics[0].name} kompakt` },
];

const LAWYER_TRAINING: Template[] = [
  { name: ({ scope, topics }) => `Grundlagenseminar ${scope.nameDe}: ${topics[0].name}` },
  { when: isEvent, name: ({ topics }) => `Workshop ${topics[0].name}: Strategie, Schriftsatz, Verhandlung` },
  { when: isEvent, name: ({ scope, year }) => `Praxistag ${scope.nameDe} ${year}` },
  { name: ({ scope, topics }) => `Mandatsführung ${scope.inDe}: ${topics[0].name}` },
  { name: ({ topics }) => `${topics[0].name} für Berufseinsteiger` },
  { when: isEvent, name: ({ scope, topics }) => `Kanzleiforum ${scope.nameDe}: ${both(topics[0], topics[1])}` },
  { name: ({ topics }) => `Kompaktkurs ${topics[0].name}` },
  { when: isOnline, name: ({ topics }) => `Online-Kurs ${topics[0].name}` },
  { when: isSelf, name: ({ scope, topics }) => `E-Learning ${scope.nameDe}: ${topics[0].name}` },
];

const RENO_TRAINING: Template[] = [
  { name: ({ scope }) => `${scope.nameDe} kompakt für Rechtsfachwirte` },
  { name: ({ scope }) => `${scope.nameDe} für Auszubildende und Berufseinsteiger` },
  { when: isEvent, name: ({ scope, topics }) => `Praxisseminar ${scope.nameDe}: ${topics[0].name}` },
  { name: ({ topics }) => `${topics[0].name} – Grundlagen für Rechtsanwaltsfachangestellte` },
  { when: (input) => input.duration >= 8, name: ({ scope }) => `Aufbaukurs ${scope.nameDe}` },
  { name: ({ scope, year }) => `Update ${scope.nameDe} ${year}` },
  { name: ({ topics }) => `${topics[0].name} sicher beherrschen` },
  { name: ({ scope, topics }) => `Fehlerfrei ${scope.inDe}: ${both(topics[0], topics[1])}` },
  { when: isOnline, name: ({ scope, topics }) => `Webinar ${scope.nameDe}: ${topics[0].name}` },
  { when: isSelf, name: ({ scope, topics }) => `Selbstlernkurs ${scope.nameDe}: ${topics[0].name}` },
  { when: notarial, name: ({ topics }) => `${topics[0].name} für Notarfachangestellte` },
];

function templatesFor(input: NameInput): Template[] {
  if (input.audience === 'RENO') return RENO_TRAINING;
  if (input.kind === 'FACHANWALTSLEHRGANG') return SPECIALIST_COURSE;
  return input.kind === 'FAO15' ? FAO15 : LAWYER_TRAINING;
}

export function courseName(random: Random, input: NameInput): string {
  const usable = templatesFor(input).filter((template) => template.when?.(input) ?? true);
  return random.pick(usable).name(input);
}
