/**
 * The pure catalogue generator: same options, same rows, on any machine. Each part draws from its own
 * random stream (see deriveSeed), so the organizers, referents and packages do not change with the
 * number of courses, and the first N courses of a bigger catalogue equal a catalogue of N courses.
 */
import { isIsoDay, todayIso } from './dates.ts';
import { generateCourse, type CourseContext } from './courses.ts';
import { buildOrganizers } from './organizer-tables.ts';
import { generatePackages } from './packages.ts';
import { generateEvaluationQuestionnaires, generateLearningChecks } from './questions.ts';
import { createRandom, deriveSeed } from './random.ts';
import { buildReferenceData } from './reference-tables.ts';
import type { Catalogue } from './rows.ts';
import { weightedCities } from './schedules.ts';

export const DEFAULT_COURSE_COUNT = 2_000;
export const DEFAULT_SEED = 20261122;

export interface CatalogueOptions {
  /** Number of courses; default 2,000. */
  courses?: number;
  /** Seed of the random streams; default 20261122. */
  seed?: number;
  /** The day dates are relative to: 'YYYY-MM-DD' or a Date (its UTC day); default today. */
  today?: string | Date;
}

export interface ResolvedCatalogueOptions {
  courses: number;
  seed: number;
  today: string;
}

export function resolveCatalogueOptions(options: CatalogueOptions = {}): ResolvedCatalogueOptions {
  const courses = options.courses ?? DEFAULT_COURSE_COUNT;
  const seed = options.seed ?? DEFAULT_SEED;
  const today = options.today instanceof Date ? todayIso(options.today) : options.today ?? todayIso();
  if (!Number.isInteger(courses) || courses < 0) throw new Error(`courses must be a whole number ≥ 0, got ${courses}`);
  if (!Number.isInteger(seed)) throw new Error(`seed must be a whole number, got ${seed}`);
  if (!isIsoDay(today)) throw new Error(`today must be a date YYYY-MM-DD, got ${today}`);
  return { courses, seed, today };
}

export function generateCatalogue(options: CatalogueOptions = {}): Catalogue {
  const { courses, seed, today } = resolveCatalogueOptions(options);
  const reference = buildReferenceData(today);
  const { organizer, referent, organizers } = buildOrganizers(createRandom(deriveSeed(seed, 'organizers')), reference);

  const catalogue: Catalogue = {
    ...reference.tables,
    organizer,
    referent,
    course: [],
    course_scope: [],
    course_referent: [],
    course_schedule: [],
    price_level: [],
    ...generatePackages(createRandom(deriveSeed(seed, 'packages')), organizers),
    learning_check_question: [],
    evaluation_question: generateEvaluationQuestionnaires(createRandom(deriveSeed(seed, 'evaluation-questions')), organizer),
  };

  const courseRandom = createRandom(deriveSeed(seed, 'courses'));
  const context: CourseContext = {
    today,
    organizers,
    cityWeights: weightedCities(reference.cities),
    nextScheduleId: 1,
    nextPriceLevelId: 1,
  };
  for (let id = 1; id <= courses; id++) {
    const bundle = generateCourse(courseRandom, id, context);
    catalogue.course.push(bundle.course);
    catalogue.course_scope.push(...bundle.scopes);
    catalogue.course_referent.push(...bundle.referents);
    catalogue.course_schedule.push(...bundle.schedules);
    catalogue.price_level.push(...bundle.priceLevels);
  }
  catalogue.learning_check_question = generateLearningChecks(createRandom(deriveSeed(seed, 'learning-checks')), catalogue);
  return catalogue;
}
