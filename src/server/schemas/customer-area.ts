/**
 * JSON Schemas of the customer area (issue 12 §1–§2); they mirror src/shared/customer-area.ts.
 * Each field is checked alone here (400 naming it); rules between fields and against the catalogue
 * are in services/customer-area/ (422). Every number a request may carry is bounded.
 */
import { seatParticipantsSchema } from './participants.ts';
import { instalmentSchema } from './order.ts';
import { CUSTOMER_ORDERS_DEFAULT_SIZE, CUSTOMER_ORDERS_MAX_SIZE, FAVORITE_NAME_MAX } from '../../shared/customer-area.ts';
import { positionCertificatesSchema } from './certificates.ts';
import { arrayOf, bool, day, id, int, nullable, num, singleLine, singleLineText, str, strict } from './primitives.ts';
import { apiErrorWith } from './common.ts';
import { searchQuerySchema } from './search.ts';

const courseTypeSchema = { type: 'string', enum: ['SELF', 'ONLINE', 'PRESENT'] } as const;
/** A calendar year the customer area answers for. */
const yearSchema = { type: 'integer', minimum: 2000, maximum: 2100 } as const;
/** Hours as counted (one decimal). */
const hours = num;
/** A name a person types: one line, with something besides spaces (printed in the chamber letter). */
const text = singleLineText;

export const idParams = strict({ id });
export const yearParams = strict({ year: yearSchema });
export const scopeYearParams = strict({ scopeId: id, year: yearSchema });

const sizeSchema = { type: 'integer', minimum: 1, maximum: CUSTOMER_ORDERS_MAX_SIZE, default: CUSTOMER_ORDERS_DEFAULT_SIZE } as const;
export const ordersQuery = { type: 'object', additionalProperties: false, properties: { size: sizeSchema } } as const;
export const ordersOfYearQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    size: sizeSchema,
    manuel: { type: 'boolean', default: false, description: 'true: the manual entries of the year instead of the orders' },
  },
} as const;

const positionFields = strict({
  positionId: int,
  orderId: int,
  kind: { type: 'string', enum: ['COURSE', 'PACKAGE'] },
  courseId: nullable(int),
  packageId: nullable(int),
  scheduleId: nullable(int),
  name: str,
  organizer: str,
  courseType: { type: ['string', 'null'], enum: ['SELF', 'ONLINE', 'PRESENT', null] },
  courseKind: { type: ['string', 'null'], enum: ['FACHANWALTSLEHRGANG', 'FAO15', 'FORTBILDUNG', null] },
  startDate: nullable(str),
  endDate: nullable(str),
  city: nullable(str),
  hours: nullable(hours),
  referents: arrayOf(str),
  scopeId: nullable(int),
  scopeIds: arrayOf(int),
  scopes: arrayOf(str),
  packageIncluded: bool,
  learningCheckPassed: bool,
  grossValue: { ...int, description: 'Charged (gross), cents' },
  documents: arrayOf(strict({ id: int, name: str, url: str })),
  certificates: positionCertificatesSchema,
});
/** Positions and orders gained these after the SPA was written (issue 24 §1): listed, not required. */
const withdrawnAt = { ...nullable(str), description: 'When the position was withdrawn or cancelled (ISO); null while it stands' } as const;
/** Issue 27: how the position ended — a withdrawal (§ 355 BGB) or a cancellation under the AGB; null while it stands. */
const endedAs = { type: ['string', 'null'], enum: ['WITHDRAWAL', 'CANCELLATION', null] } as const;
/** Places the position booked (issue 25 §1); always sent, listed not required like withdrawnAt. */
const seats = { ...int, description: 'Places booked (a firm books several people for one date); a package has one' } as const;
/** A course position's seats with their participants (issue 25 §1); listed, not required; absent for packages. */
const participants = { ...seatParticipantsSchema, description: "The seats with their participants (null: not named yet)" } as const;
/** The day naming closes (PARTICIPANT_NAMING_CLOSES_DAYS_BEFORE before the start); listed, not required. */
const participantsClosedOn = { ...nullable(day), description: 'The day naming participants closes; null without a date' } as const;
/** The day replacing a named participant closes: the start (issue 25 §6); listed, not required. */
const substitutionClosedOn = {
  ...nullable(day),
  description: 'The day substituting a named participant closes (the start day); null without a date',
} as const;
/** A course position's seats and deadlines (also the firm's orders: schemas/firm.ts). */
export const positionSeatsFields = { participants, participantsClosedOn, substitutionClosedOn } as const;
/** Distance learning (issue 26 §3): the ZFU number, the instalments and the termination; listed, not required. */
const distanceLearningFields = {
  zfuNumber: { ...nullable(str), description: 'The ZFU approval number of a distance-learning course; null otherwise' },
  instalments: { ...arrayOf(instalmentSchema), description: 'A distance-learning position: its instalments and where each stands' },
  termination: {
    anyOf: [{ type: 'null' }, strict({ declaredOn: day, endsOn: day })],
    description: 'Its termination (§ 5 FernUSG): declared on, the last day of the contract; null while it runs',
  },
} as const;
export const positionSchema = {
  ...positionFields,
  properties: { ...positionFields.properties, withdrawnAt, endedAs, seats, ...positionSeatsFields, ...distanceLearningFields },
} as const;
export const positionScopeBody = strict({ scopeId: id });

export const customerOrderSchema = strict({
  id: int,
  orderNumber: str,
  status: { type: 'string', enum: ['PLACED', 'PAYMENT_PENDING', 'CONFIRMED', 'CANCELLED'] },
  placedAt: str,
  grossValue: int,
  invoiceId: nullable(int),
  invoiceNumber: nullable(str),
  positions: arrayOf(positionSchema),
});
const creditNotes = {
  ...arrayOf(strict({ id: int, creditNoteNumber: str })),
  description: 'Credit notes (Rechnungskorrektur) of withdrawals: GET /api/customer-credit-note/{id}',
} as const;
const xrechnung = {
  type: 'boolean',
  description: "A business order's invoice with a buyer reference: GET /api/customer-invoice/{invoiceId}/xrechnung gives it as XRechnung",
} as const;
const customerOrderAnswer = { ...customerOrderSchema, properties: { ...customerOrderSchema.properties, creditNotes, xrechnung } } as const;
export const ordersByYearSchema = strict({
  years: arrayOf(strict({ year: int, orders: arrayOf(customerOrderAnswer) })),
  count: int,
});

const manualCourseProperties = {
  title: text(200),
  organizer: text(200),
  startDate: day,
  endDate: day,
  hours: { type: 'number', minimum: 0.1, maximum: 500, description: 'Net hours, one decimal' },
  courseType: courseTypeSchema,
  scopeId: { ...id, description: 'The specialist title (a LAWYER scope) the hours count toward' },
  referent: nullable(singleLine(200)),
  selfStudy: bool,
  learningCheckPassed: bool,
} as const;
export const manualCourseBody = strict(manualCourseProperties);
export const manualCourseSchema = strict({ id: int, ...manualCourseProperties, createdAt: str });
export const ordersOfYearSchema = {
  description: 'The orders of the year; with manuel=true the manual entries of the year',
  anyOf: [arrayOf(customerOrderAnswer), arrayOf(manualCourseSchema)],
} as const;

/** The search's own parameters (GET /api/search), without paging: what a favourite re-runs. */
const { start: _start, limit: _limit, ...favoriteSearchProperties } = searchQuerySchema.properties;
const favoriteParameters = { type: 'object', additionalProperties: false, properties: favoriteSearchProperties } as const;
export const favoriteBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'parameters'],
  properties: {
    id: { ...id, description: 'Absent: a new favourite; present: rename it / replace its parameters' },
    name: text(FAVORITE_NAME_MAX),
    parameters: favoriteParameters,
  },
} as const;
/** Answers carry what was stored (radius typed as a number, as in src/shared/search.ts). */
const storedParameters = { ...favoriteParameters, properties: { ...favoriteSearchProperties, radius: int } } as const;
export const favoriteSchema = strict({ id: int, name: str, parameters: storedParameters, createdAt: str, updatedAt: str });
export const favoriteListSchema = arrayOf(favoriteSchema);

const rejection = {
  type: 'string',
  enum: ['NO_SPEAKER', 'NO_HOURS', 'SELF_STUDY_WITHOUT_CHECK', 'SELF_STUDY_OVER_CAP', 'NOT_ATTENDED'],
} as const;
const trainingCourse = strict({
  source: { type: 'string', enum: ['ORDER', 'MANUAL'] },
  id: int,
  title: str,
  organizer: str,
  startDate: str,
  endDate: str,
  hours: nullable(hours),
  countedHours: hours,
  selfStudy: bool,
  referents: arrayOf(str),
  rejections: arrayOf(rejection),
});
export const trainingStateSchema = strict({
  year: int,
  titles: arrayOf(strict({
    scopeId: int,
    scopeName: str,
    year: int,
    requiredHours: hours,
    countedHours: hours,
    missingHours: hours,
    selfStudyHours: hours,
    selfStudyCountedHours: hours,
    selfStudyCapHours: hours,
    fulfilled: bool,
    courses: arrayOf(trainingCourse),
  })),
  unassigned: arrayOf(strict({ positionId: int, title: str, startDate: str, hours: nullable(hours), scopeIds: arrayOf(int) })),
});

const idList = (maxItems: number) => ({ type: 'array', maxItems, items: id }) as const;
export const letterBody = strict({
  scopeIds: { ...idList(20), minItems: 1 },
  orderIds: idList(500),
  manuelOrderIds: idList(500),
  chamberId: id,
  chamberMemberId: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9][A-Za-z0-9 ./_-]*$' },
});
/** 422 LETTER_REJECTED: the error with the courses a chamber would not count. */
export const letterRejectedSchema = apiErrorWith({
  courses: arrayOf(strict({
    source: { type: 'string', enum: ['ORDER', 'MANUAL'] },
    id: int,
    title: str,
    rejections: arrayOf({ type: 'string', enum: [...rejection.enum, 'NOT_OF_SELECTED_TITLES', 'NOT_TAKEN_PLACE'] }),
  })),
});

export const packagesQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { organizerId: id, type: { type: 'string', enum: ['EDUCATION', 'RENO'] }, scope: id },
} as const;
export const creditPackageListSchema = arrayOf(strict({
  packageId: int,
  name: str,
  organizerId: int,
  organizer: str,
  type: { type: ['string', 'null'], enum: ['EDUCATION', 'RENO', null] },
  scopeIds: arrayOf(int),
  creditHours: hours,
  remainingCredits: hours,
}));
