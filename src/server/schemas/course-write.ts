/**
 * JSON Schema of PUT /api/course (organizer staff): a course with its scopes, referents, dates and
 * price levels, as one document. No id: a new course; with an id: that course, replaced as a whole.
 * Unknown properties are refused (Ajv runs with removeAdditional: false), so nothing the client sends
 * passes unnoticed. What a schema cannot say — ids that exist, dates in order, a city exactly for
 * dates in a place — the service checks (422).
 */
import type { FromApiSchema } from './from-schema.ts';
import { id } from './primitives.ts';

/** Limits of one written course; generous for real courses, small enough to keep one write short. */
export const COURSE_WRITE_LIMITS = {
  nameLength: 200,
  descriptionLength: 20_000,
  /** Hours; duration_value is numeric(5, 1), and the search assumes whole or half hours. */
  maxDuration: 9_999.5,
  scopes: 20,
  referents: 50,
  schedules: 200,
  priceLevels: 10,
  priceLevelNameLength: 100,
  maxSeats: 100_000,
  /** Cents: 100,000 €. */
  maxPrice: 10_000_000,
} as const;

const L = COURSE_WRITE_LIMITS;
/** A text that is not only white space. */
const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;
/** A calendar day 'yyyy-mm-dd' (the format also refuses 2026-02-30). */
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date' } as const;
const idList = (maxItems: number) => ({ type: 'array', maxItems, uniqueItems: true, items: id }) as const;

const priceLevelBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'priceValue'],
  properties: {
    id: { ...id, description: 'A price level of this date to change; without: a new one' },
    name: text(L.priceLevelNameLength),
    priceValue: { type: 'integer', minimum: 0, maximum: L.maxPrice, description: 'Cents' },
  },
} as const;

const scheduleBody = {
  type: 'object',
  additionalProperties: false,
  required: ['startDate', 'endDate', 'seats', 'pricelevels'],
  properties: {
    id: { ...id, description: 'A date of this course to change; without: a new one' },
    cityId: {
      anyOf: [{ type: 'null' }, id],
      description: 'Required for PRESENT courses, null (or absent) for ONLINE and SELF',
    },
    startDate: day,
    endDate: day,
    seats: { type: 'integer', minimum: 0, maximum: L.maxSeats },
    pricelevels: { type: 'array', minItems: 1, maxItems: L.priceLevels, items: priceLevelBody },
  },
} as const;

export const courseWriteBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'name',
    'description',
    'type',
    'courseType',
    'kind',
    'durationValue',
    'professionalScopeIds',
    'referentIds',
    'courseSchedules',
  ],
  properties: {
    id: { ...id, description: 'The course to update; without: a new course' },
    name: text(L.nameLength),
    description: text(L.descriptionLength),
    type: { type: 'string', enum: ['EDUCATION', 'RENO'] },
    courseType: { type: 'string', enum: ['SELF', 'ONLINE', 'PRESENT'] },
    kind: { type: 'string', enum: ['FACHANWALTSLEHRGANG', 'FAO15', 'FORTBILDUNG'] },
    // minimum 0.5 rather than exclusiveMinimum 0 (the same with multipleOf 0.5): OpenAPI 3.0 only
    // knows the boolean exclusiveMinimum of draft 4, so a number there breaks client generators.
    durationValue: {
      type: 'number',
      minimum: 0.5,
      maximum: L.maxDuration,
      multipleOf: 0.5,
      description: 'Hours (whole or half)',
    },
    professionalScopeIds: { ...idList(L.scopes), minItems: 1 },
    referentIds: idList(L.referents),
    courseSchedules: { type: 'array', maxItems: L.schedules, items: scheduleBody },
    teachesAtDistance: {
      type: 'boolean',
      description:
        'FernUSG (issue 26 §3): the course (also an online or in-person one) hands out material to study at a distance and checks the ' +
        'learning success (exams, graded assignments, a forum whose questions are answered); then distanceLearning is required as for ' +
        'self-study. Absent: false.',
    },
    distanceLearning: {
      description:
        'FernUSG (issue 26 §3): kind ZFU_APPROVED with zfuNumber, or NOT_DISTANCE_LEARNING with the statement shown to buyers; ' +
        'required (not null) for self-study and a course that teaches at a distance. The number\'s form and the statement\'s length are checked by the service (422).',
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          additionalProperties: false,
          required: ['kind'],
          properties: {
            kind: { type: 'string', enum: ['ZFU_APPROVED', 'NOT_DISTANCE_LEARNING'] },
            zfuNumber: { type: 'string', maxLength: 40 },
            statement: { type: 'string', maxLength: 2_000 },
          },
        },
      ],
    },
  },
} as const;

/** The body of PUT /api/course, as the route's handler and services/course-write.ts see it. */
export type CourseWrite = FromApiSchema<typeof courseWriteBodySchema>;
export type CourseScheduleWrite = CourseWrite['courseSchedules'][number];
