/**
 * One course with its scopes, referents, dates and price levels. The course's audience, organizer,
 * main scope, kind and format are drawn first; name, description, length and prices follow from them.
 */
import type { CourseType, SearchType } from '../../shared/types.ts';
import { courseDescription } from './course-descriptions.ts';
import { courseName } from './course-names.ts';
import type { Topic } from './data/scopes.ts';
import { addDays, yearOf } from './dates.ts';
import type { OrganizerRef } from './organizer-tables.ts';
import { priceLevels, regularPriceCents } from './prices.ts';
import type { Random } from './random.ts';
import type { ScopeRef } from './reference-tables.ts';
import type {
  CourseKind, CourseReferentRow, CourseRow, CourseScheduleRow, CourseScopeRow, PriceLevelRow,
} from './rows.ts';
import { generateSchedules } from './schedules.ts';
import { slugify } from './slug.ts';

/** A quarter of the catalogue is for law-office staff. */
const RENO_SHARE = 0.25;

const KIND_WEIGHTS: readonly (readonly [CourseKind, number])[] = [
  ['FACHANWALTSLEHRGANG', 7], ['FAO15', 60], ['FORTBILDUNG', 33],
];

const DELIVERY_WEIGHTS: Record<'FACHANWALTSLEHRGANG' | 'FAO15' | 'FORTBILDUNG' | 'RENO', Record<CourseType, number>> = {
  FACHANWALTSLEHRGANG: { PRESENT: 45, ONLINE: 35, SELF: 20 },
  FAO15: { PRESENT: 35, ONLINE: 45, SELF: 20 },
  FORTBILDUNG: { PRESENT: 40, ONLINE: 40, SELF: 20 },
  RENO: { PRESENT: 30, ONLINE: 55, SELF: 15 },
};

function durationHours(random: Random, type: SearchType, kind: CourseKind, courseType: CourseType): number {
  if (kind === 'FACHANWALTSLEHRGANG') return random.pick([120, 120, 120, 125, 130, 135]);
  // Self-study counts for at most five hours a year under § 15 FAO, so such courses stay short.
  if (courseType === 'SELF') return random.pick(kind === 'FAO15' ? [2.5, 3, 4, 5] : [2, 3, 4, 6, 8]);
  if (type === 'RENO') {
    return random.weighted([[2, 10], [2.5, 10], [3, 14], [4, 14], [5, 8], [6, 10], [8, 8], [12, 4], [16, 4], [24, 2]]);
  }
  if (kind === 'FAO15') {
    return random.weighted([[2.5, 10], [3, 12], [4, 10], [5, 18], [5.5, 5], [6, 10], [7.5, 8], [8, 6], [10, 8], [12, 3], [15, 10]]);
  }
  return random.weighted([[2, 8], [3, 10], [4, 12], [6, 10], [8, 10], [12, 5], [16, 5], [24, 3]]);
}

/** 1–3 scopes: the main one plus related ones the organizer also teaches, same category first. */
function courseScopes(random: Random, kind: CourseKind, main: ScopeRef, offered: readonly ScopeRef[]): ScopeRef[] {
  if (kind === 'FACHANWALTSLEHRGANG') return [main];
  const extra = random.weighted([[0, 65], [1, 27], [2, 8]]);
  const others = offered.filter((scope) => scope !== main);
  const related = others.filter((scope) => scope.categoryId === main.categoryId);
  const pool = related.length >= extra ? related : others;
  return [main, ...random.sample(pool, extra)];
}

/** Three distinct topics: mostly from the main scope, the last from a second scope if there is one. */
function pickTopics(random: Random, scopes: readonly ScopeRef[]): [Topic, Topic, Topic] {
  const main = random.sample(scopes[0]!.seed.topics, 3);
  const second = scopes[1];
  if (second && random.chance(0.6)) main[2] = random.pick(second.seed.topics);
  return main as [Topic, Topic, Topic];
}

function referentsFor(random: Random, organizer: OrganizerRef, scopes: readonly ScopeRef[]): number[] {
  const scopeIds = new Set(scopes.map((scope) => scope.id));
  const matching = organizer.referents.filter((referent) => referent.scopeIds.some((id) => scopeIds.has(id)));
  const pool = matching.length > 0 ? matching : organizer.referents;
  return random.sample(pool, random.weighted([[1, 55], [2, 33], [3, 12]])).map((referent) => referent.id).sort((a, b) => a - b);
}

export interface CourseContext {
  today: string;
  organizers: readonly OrganizerRef[];
  cityWeights: readonly (readonly [number, number])[];
  /** Next free ids, advanced as rows are made. */
  nextScheduleId: number;
  nextPriceLevelId: number;
}

export interface CourseBundle {
  course: CourseRow;
  scopes: CourseScopeRow[];
  referents: CourseReferentRow[];
  schedules: CourseScheduleRow[];
  priceLevels: PriceLevelRow[];
}

export function generateCourse(random: Random, id: number, context: CourseContext): CourseBundle {
  const type: SearchType = random.chance(RENO_SHARE) ? 'RENO' : 'EDUCATION';
  const offeredBy = (organizer: OrganizerRef) => (type === 'RENO' ? organizer.renoScopes : organizer.lawyerScopes);
  const organizer = random.weighted(
    context.organizers.filter((candidate) => offeredBy(candidate).length > 0).map((candidate) => [candidate, candidate.seed.weight] as const),
  );
  const offered = offeredBy(organizer);
  // Top scopes (Arbeitsrecht, Familienrecht, …) have the most specialists and so the most courses.
  const main = random.weighted(offered.map((scope) => [scope, scope.seed.top ? 3 : 1] as const));
  const kind: CourseKind = type === 'RENO' ? 'FORTBILDUNG' : random.weighted(KIND_WEIGHTS);
  const deliveryWeights = DELIVERY_WEIGHTS[type === 'RENO' ? 'RENO' : kind];
  const courseType = random.weighted(
    (Object.entries(deliveryWeights) as [CourseType, number][]).map(
      ([delivery, weight]) => [delivery, delivery === organizer.seed.favours ? weight * 3 : weight] as const,
    ),
  );
  const scopes = courseScopes(random, kind, main, offered);
  const topics = pickTopics(random, scopes);
  const duration = durationHours(random, type, kind, courseType);

  const drafts = generateSchedules(random, {
    courseId: id, kind, courseType, duration, organizerCityId: organizer.cityId, today: context.today,
  }, context.cityWeights);
  const firstStart = drafts[0]!.start_date;
  const name = courseName(random, { kind, audience: type, courseType, scope: main.seed, topics, duration, year: yearOf(firstStart) });
  const regular = regularPriceCents(random, type, kind, courseType, duration);

  const schedules: CourseScheduleRow[] = [];
  const levels: PriceLevelRow[] = [];
  for (const draft of drafts) {
    const scheduleId = context.nextScheduleId++;
    schedules.push({ id: scheduleId, ...draft });
    for (const level of priceLevels(random, type, regular)) {
      levels.push({ id: context.nextPriceLevelId++, schedule_id: scheduleId, ...level });
    }
  }

  // Listed a few weeks to months before the first date, never in the future.
  const listed = addDays(firstStart, -random.int(30, 200));
  const createdDay = listed < context.today ? listed : context.today;
  const createdAt = `${createdDay}T${String(random.int(7, 18)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00.000Z`;

  return {
    course: {
      id,
      name,
      slug: slugify(name),
      description: courseDescription(random, { kind, audience: type, courseType, scope: main.seed, topics, duration }),
      type,
      course_type: courseType,
      kind,
      organizer_id: organizer.id,
      duration_value: duration,
      created_at: createdAt,
      ...demoDistanceLearning(id, courseType),
    },
    scopes: scopes.map((scope) => ({ course_id: id, scope_id: scope.id })),
    referents: referentsFor(random, organizer, scopes).map((referentId) => ({ course_id: id, referent_id: referentId })),
    schedules,
    priceLevels: levels,
  };
}

/**
 * The demo's self-study courses are approved distance learning (FernUSG), each with a made-up ZFU
 * number of the real form (seven digits, from 7000000 on) — sample data like the rest of the demo;
 * a real organizer enters their own number (PUT /api/course). Drawn from the id, not the random
 * stream, so every other generated value stays as it was.
 */
function demoDistanceLearning(id: number, courseType: CourseType): Pick<CourseRow, 'distance_learning' | 'zfu_number'> {
  if (courseType !== 'SELF') return { distance_learning: null, zfu_number: null };
  return { distance_learning: 'ZFU_APPROVED', zfu_number: String(7_000_000 + (id % 1_000_000)) };
}
