/** JSON Schemas of the catalogue API; they mirror src/shared/catalogue.ts. */
import {
  WAITING_LIST_MAX_PLACES, YEAR_OVERVIEW_MAX_PAGE_SIZE, YEAR_OVERVIEW_PAGE_SIZE,
} from '../../shared/catalogue.ts';
import { languageSchema } from './common.ts';
import { str, int, bool, num, day, id, arrayOf, keysOf, singleLine, singleLineText, strict } from './primitives.ts';

const kind = { type: 'string', enum: ['FACHANWALTSLEHRGANG', 'FAO15', 'FORTBILDUNG'] } as const;
const searchType = { type: 'string', enum: ['EDUCATION', 'RENO'] } as const;
const courseType = { type: 'string', enum: ['SELF', 'ONLINE', 'PRESENT'] } as const;

const namedRef = strict({ id: int, name: str });
const cityRef = { anyOf: [{ type: 'null' }, namedRef] } as const;
const priceLevel = strict({ id: int, name: str, priceValue: int });

const scheduleOverviewProperties = {
  id: int,
  city: cityRef,
  startDate: day,
  endDate: day,
  freePlaces: int,
  fullyBooked: bool,
  pricelevels: arrayOf(priceLevel),
} as const;
const scheduleOverview = strict(scheduleOverviewProperties);
const scheduleDetail = strict({ ...scheduleOverviewProperties, online: bool, selfStudy: bool, capacity: int, past: bool });

const meta = strict({ description: str });

export const courseOverviewSchema = strict({
  id: int,
  name: str,
  slug: str,
  kind,
  type: searchType,
  courseType,
  durationValue: num,
  organizer: namedRef,
  professionalScopes: arrayOf(namedRef),
  courseSchedules: arrayOf(scheduleOverview),
  minPrice: { type: ['integer', 'null'] },
  meta,
});

const referentSummaryProperties = { id: int, title: str, firstName: str, lastName: str, name: str, profession: str } as const;
const organizerSummaryProperties = { id: int, name: str, slug: str, city: cityRef, website: str } as const;
const organizerSummary = strict(organizerSummaryProperties);

export const courseDetailSchema = strict({
  id: int,
  name: str,
  slug: str,
  kind,
  type: searchType,
  courseType,
  durationValue: num,
  fao15: strict({ qualifies: bool, hours: num }),
  distanceLearning: {
    anyOf: [
      { type: 'null' },
      strict({ kind: { type: 'string', enum: ['ZFU_APPROVED'] }, zfuNumber: str }),
      strict({ kind: { type: 'string', enum: ['NOT_DISTANCE_LEARNING'] }, statement: str }),
    ],
    description: 'FernUSG: the ZFU approval number, or the statement that the course is not distance learning; null: not declared',
  },
  description: str,
  organizer: organizerSummary,
  professionalScopes: arrayOf(namedRef),
  category: { anyOf: [{ type: 'null' }, namedRef] },
  documents: arrayOf(strict({ id: int, name: str, fileName: str, contentType: { type: 'string', enum: ['application/pdf'] } })),
  referents: arrayOf(strict(referentSummaryProperties)),
  courseSchedules: arrayOf(scheduleDetail),
  meta,
});

export const yearOverviewSchema = strict({ year: int, count: int, courses: arrayOf(courseOverviewSchema) });

const packageProperties = {
  id: int,
  name: str,
  slug: str,
  educationalType: searchType,
  organizer: namedRef,
  professionalScopeIds: arrayOf(int),
  professionalScopes: arrayOf(namedRef),
  creditValue: int,
  price: strict({ price: int }),
} as const;
export const packageListSchema = arrayOf(strict(packageProperties));
export const packageDetailSchema = strict({ ...packageProperties, courses: arrayOf(courseOverviewSchema), courseCount: int });

export const organizerListSchema = arrayOf(organizerSummary);
export const organizerDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...keysOf(organizerSummaryProperties), 'description', 'email', 'courseCount'],
  properties: {
    ...organizerSummaryProperties,
    description: str,
    email: str,
    courseCount: int,
    scopes: arrayOf(strict({ id: int, name: str, courseCount: int })),
  },
} as const;

const referentInfoProperties = { ...referentSummaryProperties, organizer: namedRef } as const;
export const referentListSchema = arrayOf(strict(referentInfoProperties));
export const referentDetailSchema = strict({
  ...referentInfoProperties,
  vita: str,
  courses: arrayOf(courseOverviewSchema),
  courseCount: int,
});

/** One line of text, not only white space (a person's name). */
const text = singleLineText;

export const waitingListBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['courseId', 'courseScheduleId', 'firstName', 'lastName', 'email'],
  properties: {
    courseId: id,
    courseScheduleId: id,
    firstName: text(100),
    lastName: text(100),
    email: singleLine(254, 3),
    phone: { type: 'string', maxLength: 40, pattern: '^[0-9 +()/-]*$' },
    places: { type: 'integer', minimum: 1, maximum: WAITING_LIST_MAX_PLACES },
    language: { type: 'string', enum: ['de', 'en'] },
  },
} as const;

export const waitingListEntrySchema = strict({
  id: int,
  courseId: int,
  courseScheduleId: int,
  email: str,
  places: int,
  position: int,
  createdAt: str,
});

// Parameters and query strings.
export const idParams = { type: 'object', additionalProperties: false, required: ['id'], properties: { id } } as const;
export const documentParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'documentId'],
  properties: { id, documentId: id },
} as const;
export const yearParams = {
  type: 'object',
  additionalProperties: false,
  required: ['year'],
  properties: { year: { type: 'integer', minimum: 2000, maximum: 2100 } },
} as const;

export const languageOnlyQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { language: languageSchema },
} as const;
export const yearOverviewQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    futureEventsOnly: { type: 'boolean', default: false },
    organizerId: id,
    start: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: YEAR_OVERVIEW_MAX_PAGE_SIZE, default: YEAR_OVERVIEW_PAGE_SIZE },
    language: languageSchema,
  },
} as const;
export const organizerQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { includeScopes: { type: 'boolean', default: false }, language: languageSchema },
} as const;
