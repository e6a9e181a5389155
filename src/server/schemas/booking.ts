/**
 * JSON Schemas of the booking and waiting-list routes (routes/booking/), the shapes of
 * src/shared/booking.ts. Unknown properties are refused (400): the only amount a client sends is the
 * fee it showed, which the server compares and never takes.
 */
import { BOOKING_REFUSALS, BOOKING_STATUSES, WAITING_LIST_STATUSES } from '../../shared/booking.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../../shared/order.ts';
import { ORDER_TOKEN_PATTERN } from '../../shared/order.ts';
import { arrayOf, day, id, int, nullable, str, strict } from './primitives.ts';

const language = { type: 'string', enum: ['de', 'en'] } as const;
const cents = { type: 'integer', minimum: 0 } as const;
const signedCents = { type: 'integer' } as const;
const instant = { type: 'string', description: 'ISO timestamp' } as const;
const refusal = { type: ['string', 'null'], enum: [...BOOKING_REFUSALS, null] } as const;
const refundMethod = { type: 'string', enum: ['CREDIT_CARD', 'PAYPAL', 'SEPA_DIRECT_DEBIT', 'BANK_TRANSFER', 'NONE'] } as const;
const waitingStatus = { type: 'string', enum: WAITING_LIST_STATUSES } as const;
const period = strict({ startDate: day, endDate: day, city: nullable(str) });

export const positionParams = strict({ positionId: id });
export const offerTokenParams = strict({
  token: { type: 'string', minLength: 1, maxLength: 100, description: 'The signed token of the offer link' },
});

/** Customers: bearer token; guests: the X-Order token of the order. */
export const ownerHeaders = {
  type: 'object',
  properties: {
    'x-order': { type: 'string', pattern: ORDER_TOKEN_PATTERN, description: 'Guests: the order token of the order' },
  },
} as const;

export const changeHeaders = {
  type: 'object',
  required: ['idempotency-key'],
  properties: {
    ...ownerHeaders.properties,
    'idempotency-key': { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN, description: 'The same key answers the same receipt' },
  },
} as const;

export const cancellationBody = strict({
  expectedFeeCents: { ...cents, maximum: 100_000_000, description: 'The fee the buyer was shown and confirms' },
  language,
});

export const rebookingBody = strict({
  scheduleId: id,
  expectedChargeCents: { type: 'integer', minimum: -100_000_000, maximum: 100_000_000, description: 'The fee plus price difference shown' },
  language,
});

export const rebookingReceiptSchema = strict({
  positionId: int,
  orderNumber: str,
  rebookedAt: instant,
  from: period,
  to: strict({ scheduleId: int, startDate: day, endDate: day, city: nullable(str) }),
  feeCents: cents,
  differenceCents: signedCents,
});

const cancellationTerms = strict({
  refusal,
  daysBefore: int,
  feePercent: { type: 'integer', minimum: 0, maximum: 100 },
  feeCents: cents,
  refundCents: cents,
  freeUntil: day,
  partialUntil: day,
});

const rebookingTerms = strict({
  refusal,
  feeCents: cents,
  freeUntil: day,
  dates: arrayOf(
    strict({ scheduleId: int, startDate: day, endDate: day, city: nullable(str), freePlaces: int, grossCents: cents, differenceCents: signedCents }),
  ),
});

export const bookingSchema = strict({
  positionId: int,
  orderNumber: str,
  courseId: int,
  courseName: str,
  coursePath: nullable(str),
  organizer: str,
  scheduleId: nullable(int),
  startDate: nullable(day),
  endDate: nullable(day),
  city: nullable(str),
  seats: int,
  grossCents: cents,
  status: { type: 'string', enum: BOOKING_STATUSES },
  participants: { type: 'array', items: { type: ['string', 'null'] } },
  rebookedFrom: { ...period, type: ['object', 'null'] },
  cancelled: {
    ...strict({ at: instant, feeCents: cents, refundCents: cents, creditNoteId: nullable(int) }),
    type: ['object', 'null'],
  },
  cancellation: cancellationTerms,
  rebooking: rebookingTerms,
});

export const cancellationReceiptSchema = strict({
  positionId: int,
  orderNumber: str,
  cancelledAt: instant,
  feeCents: cents,
  refundCents: cents,
  refundMethod,
  creditNote: { ...strict({ id: int, number: str }), type: ['object', 'null'] },
});

/** 409 FEE_CHANGED carries the booking as it is now. */
export const feeChangedSchema = {
  type: 'object',
  required: ['statusCode', 'code', 'message'],
  properties: {
    statusCode: int,
    code: str,
    message: str,
    field: str,
    booking: bookingSchema,
  },
} as const;

export const offerSchema = strict({
  courseId: int,
  courseName: str,
  scheduleId: int,
  startDate: day,
  endDate: day,
  city: nullable(str),
  places: int,
  status: waitingStatus,
  holdUntil: nullable(instant),
  priceLevelId: nullable(int),
});

export const waitingPlacesSchema = arrayOf(
  strict({
    courseId: int,
    courseName: str,
    scheduleId: int,
    startDate: day,
    city: nullable(str),
    places: int,
    position: int,
    status: waitingStatus,
    holdUntil: nullable(instant),
    offerPath: nullable(str),
  }),
);

export const organizerWaitingListSchema = strict({
  entries: arrayOf(strict({ name: str, email: str, places: int, status: waitingStatus, joinedAt: instant, holdUntil: nullable(instant) })),
});
