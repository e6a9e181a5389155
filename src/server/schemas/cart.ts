/**
 * JSON Schemas of the cart API; they mirror src/shared/cart.ts. Request bodies refuse unknown
 * properties (a client-sent priceValue is a 400 naming the field).
 */
import {
  CART_MAX_POSITIONS, CART_MAX_VOUCHERS, GUEST_TOKEN_PATTERN, MAX_SEATS_PER_POSITION, VOUCHER_CODE_MAX_LENGTH,
} from '../../shared/cart.ts';
import { ORDER_TOKEN_PATTERN } from '../../shared/order.ts';
import { COURSE_WRITE_LIMITS } from './course-write.ts';
import { str, int, bool, num, day, id, nullable, arrayOf, strict } from './primitives.ts';
import { apiErrorWith } from './common.ts';

const searchType = { type: 'string', enum: ['EDUCATION', 'RENO'] } as const;
const voucherValueType = { type: 'string', enum: ['PERCENT', 'ABSOLUTE'] } as const;

export const voucherCodeSchema = { type: 'string', minLength: 1, maxLength: VOUCHER_CODE_MAX_LENGTH } as const;

/** Places of one position (issue 25 §1): a whole number from 1 to MAX_SEATS_PER_POSITION. */
export const seatsSchema = {
  type: 'integer',
  minimum: 1,
  maximum: MAX_SEATS_PER_POSITION,
  description: `Places of the date this position books (1 to ${MAX_SEATS_PER_POSITION}); a package has one`,
} as const;

const positionInputProperties = {
  courseId: id,
  scheduleId: id,
  priceLevelId: id,
  packageId: id,
  packageIncluded: bool,
  scopeId: id,
  categoryId: id,
  seats: { ...seatsSchema, description: `${seatsSchema.description}; default 1 (a course already in the cart keeps its places)` },
} as const;

/** CartPositionInput: what is wanted, never what it costs. */
export const positionInputSchema = {
  type: 'object',
  additionalProperties: false,
  properties: positionInputProperties,
} as const;

/**
 * A position of the browser's local cart (LocalCartPosition): CartPositionInput plus the nested
 * course facts the browser keeps for offline credit display. The server accepts and ignores `course`
 * knowingly: it reads every fact from the catalogue.
 */
const localPositionSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...positionInputProperties,
    course: {
      type: 'object',
      additionalProperties: false,
      description: 'Ignored: the server reads the course from the catalogue',
      properties: {
        id,
        durationValue: { type: 'number', minimum: 0, maximum: COURSE_WRITE_LIMITS.maxDuration },
        type: searchType,
        organizer: { type: 'object', additionalProperties: false, properties: { id } },
        professionalScopes: arrayOf({ type: 'object', additionalProperties: false, properties: { id, name: str } }),
      },
    },
  },
} as const;

export const pricingRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['positions', 'voucherCodes'],
  properties: {
    positions: { type: 'array', maxItems: CART_MAX_POSITIONS, items: localPositionSchema },
    voucherCodes: { type: 'array', maxItems: CART_MAX_VOUCHERS, items: voucherCodeSchema },
  },
} as const;

export const positionScopeSchema = strict({ scopeId: id, categoryId: id });

/** PUT /api/cart/{id}/seats body. */
export const positionSeatsSchema = strict({ seats: seatsSchema });

const appliedVoucher = strict({ voucherCode: str, voucherValue: int, voucherValueType });

const cartPosition = {
  type: 'object',
  additionalProperties: false,
  required: [
    'kind', 'courseId', 'packageId', 'scheduleId', 'priceLevelId', 'scopeId', 'categoryId', 'packageIncluded',
    'durationValue', 'type', 'organizerId', 'organizer', 'scopeIds', 'scopes', 'remainingCredits', 'name',
    'courseType', 'courseKind', 'schedule', 'priceLevelName', 'priceValue', 'discountPriceValue', 'voucher',
  ],
  properties: {
    id: { ...int, description: 'Server cart only' },
    kind: { type: 'string', enum: ['COURSE', 'PACKAGE'] },
    courseId: nullable(int),
    packageId: nullable(int),
    scheduleId: nullable(int),
    priceLevelId: nullable(int),
    scopeId: nullable(int),
    categoryId: nullable(int),
    packageIncluded: bool,
    durationValue: { ...nullable(num), description: 'Course hours (package credits it costs)' },
    type: searchType,
    organizerId: int,
    organizer: str,
    scopeIds: arrayOf(int),
    scopes: arrayOf(str),
    remainingCredits: { ...nullable(num), description: 'PACKAGE: credits left after the courses of this cart paid with it' },
    name: str,
    courseType: { type: ['string', 'null'], enum: ['SELF', 'ONLINE', 'PRESENT', null] },
    courseKind: { type: ['string', 'null'], enum: ['FACHANWALTSLEHRGANG', 'FAO15', 'FORTBILDUNG', null] },
    schedule: { anyOf: [{ type: 'null' }, strict({ startDate: day, endDate: day, city: nullable(str) })] },
    priceLevelName: nullable(str),
    priceValue: { ...int, description: 'List price of the position (unitPriceValue × seats), cents' },
    discountPriceValue: { ...int, description: 'Charged after package credits and vouchers, cents' },
    voucher: { anyOf: [{ type: 'null' }, appliedVoucher] },
    seats: { ...int, description: 'Places booked (always sent; a package has one)' },
    unitPriceValue: { ...int, description: 'List price of one place, cents (always sent)' },
    freePlaces: {
      ...nullable(int),
      description: "A course date's places left now (the cart holds none: they are taken when the order is placed); null for a package",
    },
  },
} as const;

const droppedPosition = {
  type: 'object',
  additionalProperties: false,
  required: ['position', 'reason', 'message'],
  properties: {
    position: positionInputSchema,
    reason: {
      type: 'string',
      enum: [
        'COURSE_UNKNOWN', 'SCHEDULE_UNKNOWN', 'PRICE_LEVEL_UNKNOWN', 'PACKAGE_UNKNOWN', 'SCOPE_NOT_OF_COURSE',
        'CATEGORY_UNKNOWN', 'SCHEDULE_PAST', 'FULLY_BOOKED', 'NOT_ENOUGH_PLACES', 'DISTANCE_LEARNING_UNDECLARED',
      ],
    },
    message: str,
    freePlaces: { ...int, description: 'NOT_ENOUGH_PLACES: the places the date has left' },
  },
} as const;

export const cartSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['positions', 'cartVoucher', 'rejectedVoucher', 'unusedVoucher', 'voucherCodes', 'verificationStep', 'paymentStep', 'sumValue'],
  properties: {
    positions: arrayOf(cartPosition),
    cartVoucher: { anyOf: [{ type: 'null' }, appliedVoucher] },
    rejectedVoucher: arrayOf(strict({ code: str, reason: { type: 'string', enum: ['UNKNOWN', 'EXPIRED', 'NOT_YET_VALID', 'USED_UP', 'NOT_REDEEMABLE'] } })),
    unusedVoucher: arrayOf(str),
    voucherCodes: arrayOf(str),
    verificationStep: bool,
    paymentStep: bool,
    sumValue: { ...int, description: 'Sum of discountPriceValue, cents' },
    droppedPositions: arrayOf(droppedPosition),
  },
} as const;

export const cartValidationSchema = strict({
  cart: cartSchema,
  cartEmpty: bool,
  merged: bool,
  validCustomerStatus: bool,
  taxNumberRequired: bool,
});

/**
 * 409 of a cart write: the error shape; NOT_ENOUGH_PLACES also says how many places the date has
 * left (freePlaces), so the client can offer that many.
 */
export const cartConflictSchema = apiErrorWith({
  freePlaces: { ...int, description: 'NOT_ENOUGH_PLACES: the places the date has left' },
});

export const positionIdParams = strict({ id });
export const voucherParams = strict({ code: voucherCodeSchema });
export const guestTokenParams = strict({ id: { type: 'string', pattern: GUEST_TOKEN_PATTERN } });

/** The optional guest token header (X-Auth). */
/** GET /api/cart/payment-methods also answers for a placed guest order (X-Order) waiting for its payment. */
export const paymentMethodsHeaders = {
  type: 'object',
  properties: {
    'x-auth': { type: 'string', pattern: GUEST_TOKEN_PATTERN, description: 'Guest token (32–128 characters)' },
    'x-order': { type: 'string', pattern: ORDER_TOKEN_PATTERN, description: 'Guest order token of a placed order waiting for its payment' },
  },
} as const;

export const guestHeaders = {
  type: 'object',
  properties: { 'x-auth': { type: 'string', pattern: GUEST_TOKEN_PATTERN, description: 'Guest token (32–128 characters)' } },
} as const;
