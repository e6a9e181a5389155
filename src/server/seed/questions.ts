/**
 * The seeded questions of the certificate and evaluation flows (issue 12 §3–§4): five questions of the
 * learning-success check per self-study course (three of its main scope's category, two on the
 * profession's rules; options shuffled), and one evaluation questionnaire per organizer, asked about
 * each of its courses. Drawn from their own random stream after the courses, so adding them changed
 * no course of the catalogue.
 */
import { CATEGORY_QUESTIONS, GENERAL_QUESTIONS, type QuestionSeed } from './data/learning-check-questions.ts';
import type { Random } from './random.ts';
import type { Catalogue, EvaluationQuestionRow, LearningCheckQuestionRow } from './rows.ts';

export const LEARNING_CHECK_QUESTIONS_PER_COURSE = 5;

function shuffled(random: Random, seed: QuestionSeed): { options: string[]; correct_option: number } {
  const order = random.sample(seed.options.map((_, index) => index), seed.options.length);
  return { options: order.map((index) => seed.options[index]!), correct_option: order.indexOf(seed.correct) };
}

export function generateLearningChecks(random: Random, catalogue: Pick<Catalogue, 'course' | 'course_scope' | 'scope' | 'scope_category'>): LearningCheckQuestionRow[] {
  const categoryName = new Map(catalogue.scope_category.map((category) => [category.id, category.name_de]));
  const scopeCategory = new Map(catalogue.scope.map((scope) => [scope.id, categoryName.get(scope.category_id)]));
  const mainScope = new Map<number, number>();
  for (const link of catalogue.course_scope) if (!mainScope.has(link.course_id)) mainScope.set(link.course_id, link.scope_id);
  const rows: LearningCheckQuestionRow[] = [];
  for (const course of catalogue.course) {
    if (course.course_type !== 'SELF') continue;
    const category = scopeCategory.get(mainScope.get(course.id) ?? 0);
    const own = CATEGORY_QUESTIONS[category ?? ''] ?? CATEGORY_QUESTIONS.Kanzleipraxis!;
    const picked = [...random.sample(own, 3), ...random.sample(GENERAL_QUESTIONS, LEARNING_CHECK_QUESTIONS_PER_COURSE - 3)];
    picked.forEach((seed, index) => rows.push({ course_id: course.id, position: index + 1, question: seed.question, ...shuffled(random, seed) }));
  }
  return rows;
}

type Draft = Omit<EvaluationQuestionRow, 'id' | 'organizer_id' | 'position'>;

const HEADLINE = (text: string): Draft => ({ type: 'HEADLINE', text, options: [], required: false });
const GRADE = (text: string, required = true): Draft => ({ type: 'GRADE', text, options: [], required });

/** The questionnaire every organizer starts from; some ask one more question of their own. */
const BASE: readonly Draft[] = [
  HEADLINE('Inhalt'),
  GRADE('Wie bewerten Sie die Aktualität und Praxisrelevanz der Inhalte?'),
  GRADE('Wie gut wurden Ihre Erwartungen an die Veranstaltung erfüllt?'),
  HEADLINE('Referentinnen und Referenten'),
  GRADE('Wie bewerten Sie die fachliche Kompetenz der Referenten?'),
  GRADE('Wie verständlich war die Darstellung?'),
  HEADLINE('Organisation'),
  {
    type: 'MULTIPLE_CHOICE', text: 'Wie sind Sie auf die Veranstaltung aufmerksam geworden?',
    options: ['Kursmarkt', 'Newsletter', 'Empfehlung', 'Rechtsanwaltskammer', 'Sonstiges'], required: true,
  },
  { type: 'MULTIPLE_CHOICE', text: 'Würden Sie die Veranstaltung weiterempfehlen?', options: ['Ja', 'Eher ja', 'Eher nein', 'Nein'], required: true },
  { type: 'FREE', text: 'Was hat Ihnen besonders gefallen, was können wir verbessern?', options: [], required: false },
];

const EXTRA: readonly Draft[] = [
  GRADE('Wie bewerten Sie die Unterlagen zur Veranstaltung?', false),
  { type: 'FREE', text: 'Welche Themen wünschen Sie sich für künftige Veranstaltungen?', options: [], required: false },
];

export function generateEvaluationQuestionnaires(random: Random, organizers: Catalogue['organizer']): EvaluationQuestionRow[] {
  const rows: EvaluationQuestionRow[] = [];
  let id = 1;
  for (const organizer of organizers) {
    const drafts = random.chance(0.5) ? [...BASE.slice(0, -1), random.pick(EXTRA), BASE.at(-1)!] : BASE;
    drafts.forEach((draft, index) => rows.push({ id: id++, organizer_id: organizer.id, position: index + 1, ...draft }));
  }
  return rows;
}
