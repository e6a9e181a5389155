/**
 * What the cart needs from the catalogue: the facts of the wanted positions (courses, dates, price
 * levels, packages, scopes) read in a handful of queries, turned into pricing lines, and why a
 * position cannot be booked. Money is read here and only here — never from the client.
 */
import {
  MAX_SEATS_PER_POSITION, type CartPositionInput, type DroppedPositionReason, type VoucherValueType,
} from '../../../shared/cart.ts';
import { needsDistanceLearningDeclaration, type DistanceLearning } from '../../../shared/distance-learning.ts';
import type { CourseKind } from '../../../shared/search.ts';
import type { CourseType, SearchType } from '../../../shared/types.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { heldPlacesOn, type OfferHold } from '../waiting-list/index.ts';
import type { CartLine, VoucherFacts } from './pricing.ts';

/** 422 reasons: the position does not exist as asked; 409 reasons: it exists but cannot be booked now. */
export const PROBLEM_STATUS: Record<DroppedPositionReason, 409 | 422> = {
  COURSE_UNKNOWN: 422,
  SCHEDULE_UNKNOWN: 422,
  PRICE_LEVEL_UNKNOWN: 422,
  PACKAGE_UNKNOWN: 422,
  SCOPE_NOT_OF_COURSE: 422,
  CATEGORY_UNKNOWN: 422,
  SCHEDULE_PAST: 409,
  FULLY_BOOKED: 409,
  NOT_ENOUGH_PLACES: 409,
  DISTANCE_LEARNING_UNDECLARED: 409,
};

const PROBLEM_TEXT: Record<DroppedPositionReason, [field: string, text: string]> = {
  COURSE_UNKNOWN: ['courseId', 'There is no course with this id'],
  SCHEDULE_UNKNOWN: ['scheduleId', 'The date is not a date of this course'],
  PRICE_LEVEL_UNKNOWN: ['priceLevelId', 'The price level is not one of this date'],
  PACKAGE_UNKNOWN: ['packageId', 'There is no package with this id'],
  SCOPE_NOT_OF_COURSE: ['scopeId', 'The scope is not one of the course\'s scopes'],
  CATEGORY_UNKNOWN: ['categoryId', 'There is no scope category with this id'],
  SCHEDULE_PAST: ['scheduleId', 'The date has already begun and cannot be booked any more'],
  FULLY_BOOKED: ['scheduleId', 'The date is fully booked'],
  NOT_ENOUGH_PLACES: ['seats', 'The date has fewer places left than wanted'],
  DISTANCE_LEARNING_UNDECLARED: [
    'courseId',
    'This self-study course cannot be booked until its organizer states its ZFU approval (FernUSG) or that it is not distance learning',
  ],
};

/** "Only 2 places are left on this date" (the number of places a NOT_ENOUGH_PLACES position may book). */
const placesLeft = (freePlaces: number) =>
  `only ${freePlaces} ${freePlaces === 1 ? 'place is' : 'places are'} left on this date`;

/**
 * The error a single unbookable position answers (PUT /api/cart, PUT /api/cart/{id}/seats, PATCH
 * /api/order/cart/{id}). NOT_ENOUGH_PLACES says how many places are left, in the message and as
 * `freePlaces` in the body.
 */
export function problemError(reason: DroppedPositionReason, prefix = '', freePlaces?: number): HttpError {
  const [field, text] = PROBLEM_TEXT[reason];
  if (reason === 'NOT_ENOUGH_PLACES' && freePlaces !== undefined) {
    return new HttpError(409, reason, `${prefix}${field}: ${placesLeft(freePlaces)}`, `${prefix}${field}`, { freePlaces });
  }
  return new HttpError(PROBLEM_STATUS[reason], reason, `${prefix}${field}: ${text}`, `${prefix}${field}`);
}

export function problemMessage(reason: DroppedPositionReason, freePlaces?: number): string {
  if (reason === 'NOT_ENOUGH_PLACES' && freePlaces !== undefined) {
    const left = placesLeft(freePlaces);
    return `${left[0]!.toUpperCase()}${left.slice(1)}`;
  }
  return PROBLEM_TEXT[reason][1];
}

/**
 * The shape rules a position must follow before the catalogue is asked (422 INVALID_POSITION naming
 * the field): a course needs scheduleId and priceLevelId; packageIncluded needs packageId; a package
 * position is a packageId alone.
 */
export function checkPositionShape(input: CartPositionInput, prefix = ''): void {
  const fail = (field: string, text: string) => {
    throw new HttpError(422, 'INVALID_POSITION', `${prefix}${field}: ${text}`, `${prefix}${field}`);
  };
  // The route schemas bound seats already; this keeps the rule for every other caller too.
  if (input.seats !== undefined && (!Number.isInteger(input.seats) || input.seats < 1 || input.seats > MAX_SEATS_PER_POSITION)) {
    fail('seats', `a position books 1 to ${MAX_SEATS_PER_POSITION} places`);
  }
  if (input.courseId !== undefined) {
    if (input.scheduleId === undefined) fail('scheduleId', 'a course position needs the date (scheduleId)');
    if (input.priceLevelId === undefined) fail('priceLevelId', 'a course position needs the price level (priceLevelId)');
    if (input.packageIncluded && input.packageId === undefined) fail('packageId', 'packageIncluded needs the package (packageId)');
    return;
  }
  if (input.packageId === undefined) fail('courseId', 'a position needs a course (courseId) or a package (packageId)');
  if (input.scheduleId !== undefined) fail('scheduleId', 'a package position takes no date');
  if (input.priceLevelId !== undefined) fail('priceLevelId', 'a package position takes no price level');
  if (input.packageIncluded) fail('packageIncluded', 'only a course can be paid with a package');
  if (input.scopeId !== undefined) fail('scopeId', 'a package position takes no scope');
  if (input.categoryId !== undefined) fail('categoryId', 'a package position takes no category');
  if (input.seats !== undefined && input.seats !== 1) fail('seats', 'a package is bought once: its position has one seat');
}

interface CourseRow {
  id: number; name: string; type: SearchType; course_type: CourseType; kind: CourseKind;
  organizer_id: number; organizer: string; duration: number; scope_ids: number[]; scopes: string[];
  distance_learning: DistanceLearning['kind'] | null;
  teaches_at_distance: boolean;
}
interface ScheduleRow {
  id: number; course_id: number; start_date: string; end_date: string; city: string | null; seats: number; booked: number;
}
interface PriceLevelRow { id: number; schedule_id: number; name: string; price_cents: number }
interface PackageRow {
  id: number; name: string; educational_type: SearchType; organizer_id: number; organizer: string;
  credit_value: number; price_cents: number; scope_ids: number[]; scopes: string[];
}

const ids = (values: (number | undefined | null)[]) => [...new Set(values.filter((value): value is number => typeof value === 'number'))];

export interface Resolved {
  /** Per input, the pricing line, or undefined when it has a problem. */
  lines: (CartLine | undefined)[];
  /** Per input, why it cannot be booked (undefined: fine). */
  problems: (DroppedPositionReason | undefined)[];
  /** Per input, the places its date has left now (undefined: not a known course date). */
  freePlaces: (number | undefined)[];
}

/**
 * Reads the catalogue facts of `inputs` (shape-checked) and says per input whether it can be booked
 * on `today`. With `bookableOnly: false` a past or fully booked date is still priced (a stored cart
 * shows what it holds; the check step drops such positions).
 */
export async function resolvePositions(
  db: Queryable,
  inputs: readonly PositionInput[],
  today: string,
  { bookableOnly = true, hold }: { bookableOnly?: boolean; hold?: OfferHold } = {},
): Promise<Resolved> {
  const facts = await readFacts(db, inputs);
  // For the person a waiting-list offer holds seats for, those seats are free (waiting-list/hold.ts).
  for (const schedule of facts.scheduleById.values()) {
    const held = heldPlacesOn(hold, Number(schedule.id));
    if (held > 0) schedule.booked = Math.max(schedule.booked - held, 0);
  }
  const resolved = inputs.map((input) => resolvePosition(input, facts, today, bookableOnly));
  return {
    lines: resolved.map((one) => one.line),
    problems: resolved.map((one) => one.problem),
    freePlaces: inputs.map((input) => {
      const schedule = input.courseId === undefined ? undefined : facts.scheduleById.get(input.scheduleId!);
      return schedule ? freePlacesOf(schedule) : undefined;
    }),
  };
}

const freePlacesOf = (schedule: ScheduleRow) => Math.max(schedule.seats - schedule.booked, 0);

/** The places a position books: its seats, 1 when not given; a package always 1. */
export const seatsOf = (input: CartPositionInput) => (input.courseId === undefined ? 1 : (input.seats ?? 1));

type PositionInput = CartPositionInput & { id?: number };

/** The catalogue rows the inputs name, by id. */
interface CatalogueFacts {
  courseById: Map<number, CourseRow>;
  scheduleById: Map<number, ScheduleRow>;
  levelById: Map<number, PriceLevelRow>;
  packageById: Map<number, PackageRow>;
  knownCategories: Set<number>;
}

async function readFacts(db: Queryable, inputs: readonly PositionInput[]): Promise<CatalogueFacts> {
  const courseIds = ids(inputs.map((input) => input.courseId));
  const scheduleIds = ids(inputs.map((input) => input.scheduleId));
  const levelIds = ids(inputs.map((input) => input.priceLevelId));
  const packageIds = ids(inputs.filter((input) => input.courseId === undefined).map((input) => input.packageId));
  const categoryIds = ids(inputs.map((input) => input.categoryId));
  const scopeAggregate = (link: string, owner: string) => `
      coalesce((select array_agg(sp.id order by sp.position, sp.id) from ${link} l join scope sp on sp.id = l.scope_id where l.${owner} = x.id), '{}') as scope_ids,
      coalesce((select array_agg(sp.name_de order by sp.position, sp.id) from ${link} l join scope sp on sp.id = l.scope_id where l.${owner} = x.id), '{}') as scopes`;
  const [courses, schedules, levels, packages, categories] = await Promise.all([
    courseIds.length
      ? db.query<CourseRow>(
          `select x.id, x.name, x.type, x.course_type, x.kind, x.organizer_id, o.name as organizer,
                  x.duration_value::float8 as duration, x.distance_learning, x.teaches_at_distance, ${scopeAggregate('course_scope', 'course_id')}
             from course x join organizer o on o.id = x.organizer_id where x.id = any($1::int[])`,
          [courseIds],
        )
      : [],
    scheduleIds.length
      ? db.query<ScheduleRow>(
          `select s.id, s.course_id, s.start_date::text as start_date, s.end_date::text as end_date, ci.name as city, s.seats, s.booked
             from course_schedule s left join city ci on ci.id = s.city_id where s.id = any($1::int[])`,
          [scheduleIds],
        )
      : [],
    levelIds.length
      ? db.query<PriceLevelRow>('select id, schedule_id, name, price_cents from price_level where id = any($1::int[])', [levelIds])
      : [],
    packageIds.length
      ? db.query<PackageRow>(
          `select x.id, x.name, x.educational_type, x.organizer_id, o.name as organizer, x.credit_value, x.price_cents,
                  ${scopeAggregate('package_scope', 'package_id')}
             from package x join organizer o on o.id = x.organizer_id where x.id = any($1::int[])`,
          [packageIds],
        )
      : [],
    categoryIds.length ? db.query<{ id: number }>('select id from scope_category where id = any($1::int[])', [categoryIds]) : [],
  ]);
  return {
    courseById: new Map(courses.map((row) => [row.id, row])),
    scheduleById: new Map(schedules.map((row) => [row.id, row])),
    levelById: new Map(levels.map((row) => [row.id, row])),
    packageById: new Map(packages.map((row) => [row.id, row])),
    knownCategories: new Set(categories.map((row) => row.id)),
  };
}

/** One input: its pricing line, or why it cannot be booked. */
type Resolution = { line: CartLine; problem: undefined } | { line: undefined; problem: DroppedPositionReason };
const refused = (problem: DroppedPositionReason): Resolution => ({ line: undefined, problem });

function resolvePosition(input: PositionInput, facts: CatalogueFacts, today: string, bookableOnly: boolean): Resolution {
  if (input.categoryId !== undefined && !facts.knownCategories.has(input.categoryId)) return refused('CATEGORY_UNKNOWN');
  const common = { ...(input.id !== undefined ? { id: input.id } : {}), categoryId: input.categoryId ?? null };
  if (input.courseId === undefined) {
    const pack = facts.packageById.get(input.packageId!);
    if (!pack) return refused('PACKAGE_UNKNOWN');
    const line: CartLine = {
      ...common, kind: 'PACKAGE', packageId: pack.id, type: pack.educational_type, organizerId: pack.organizer_id,
      organizer: pack.organizer, scopeIds: pack.scope_ids, scopes: pack.scopes, name: pack.name, scopeId: null,
      priceCents: pack.price_cents, creditValue: pack.credit_value, seats: 1,
    };
    return { line, problem: undefined };
  }
  const course = facts.courseById.get(input.courseId);
  const schedule = facts.scheduleById.get(input.scheduleId!);
  const level = facts.levelById.get(input.priceLevelId!);
  if (!course) return refused('COURSE_UNKNOWN');
  if (!schedule || schedule.course_id !== course.id) return refused('SCHEDULE_UNKNOWN');
  if (!level || level.schedule_id !== schedule.id) return refused('PRICE_LEVEL_UNKNOWN');
  const problem = courseProblem(input, course, schedule, today, bookableOnly);
  if (problem) return refused(problem);
  const line: CartLine = {
    ...common, kind: 'COURSE', courseId: course.id, scheduleId: schedule.id, priceLevelId: level.id,
    priceLevelName: level.name, packageId: input.packageId ?? null, packageIncluded: input.packageIncluded ?? false,
    durationValue: Number(course.duration), courseType: course.course_type, courseKind: course.kind,
    schedule: { startDate: schedule.start_date, endDate: schedule.end_date, city: schedule.city },
    type: course.type, organizerId: course.organizer_id, organizer: course.organizer, scopeIds: course.scope_ids,
    scopes: course.scopes, name: course.name, scopeId: input.scopeId ?? null, priceCents: level.price_cents,
    seats: seatsOf(input), freePlaces: freePlacesOf(schedule),
  };
  return { line, problem: undefined };
}

/**
 * Why a known course date cannot be booked: a scope not of the course, self-study not declared as
 * approved distance learning (or as none), a past or fully booked date, or fewer places left than
 * the position's seats. The cart holds no places: they are taken when the
 * order is placed (services/order/place.ts), so this is checked again there.
 */
function courseProblem(
  input: PositionInput,
  course: CourseRow,
  schedule: ScheduleRow,
  today: string,
  bookableOnly: boolean,
): DroppedPositionReason | undefined {
  if (input.scopeId !== undefined && !course.scope_ids.includes(input.scopeId)) return 'SCOPE_NOT_OF_COURSE';
  // A distance-learning contract without the ZFU's approval is void (§ 7 FernUSG): not sold at all.
  if (bookableOnly && needsDistanceLearningDeclaration(course.course_type, course.teaches_at_distance) && course.distance_learning === null) {
    return 'DISTANCE_LEARNING_UNDECLARED';
  }
  if (bookableOnly && (course.course_type === 'SELF' ? schedule.end_date : schedule.start_date) < today) return 'SCHEDULE_PAST';
  if (bookableOnly && schedule.booked >= schedule.seats) return 'FULLY_BOOKED';
  if (bookableOnly && seatsOf(input) > freePlacesOf(schedule)) return 'NOT_ENOUGH_PLACES';
  return undefined;
}

interface VoucherRow {
  code: string; kind: VoucherValueType; value: number; valid_from: string; valid_to: string;
  scope_id: number | null; max_uses: number | null; uses: number;
}

/** The voucher rows of `codes` (normalized upper-case, as the voucher table keeps them), by code. */
export async function loadVouchers(db: Queryable, codes: readonly string[]): Promise<Map<string, VoucherFacts>> {
  if (codes.length === 0) return new Map();
  const rows = await db.query<VoucherRow>(
    `select upper(code) as code, kind, value, valid_from::text as valid_from, valid_to::text as valid_to, scope_id, max_uses, uses
       from voucher where code = any($1::text[])`,
    [codes],
  );
  return new Map(
    rows.map((row) => [
      row.code,
      {
        code: row.code, kind: row.kind, value: row.value, validFrom: row.valid_from, validTo: row.valid_to,
        scopeId: row.scope_id, maxUses: row.max_uses, uses: row.uses,
      },
    ]),
  );
}
