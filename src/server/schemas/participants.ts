/**
 * JSON Schemas of the participant calls (issue 25 §1); they mirror src/shared/participants.ts.
 * Request bodies refuse unknown properties (400 naming the field). A seat's entry is one object whose
 * properties are all optional here — a person (firstName, lastName, email, chamberId?, memberNumber?)
 * or { self: true } — or null; which of them it is, and what is missing, the service says (422 naming
 * the field: services/participants/rules.ts), so the answer names the field instead of Ajv's anyOf.
 */
import { CART_MAX_POSITIONS, MAX_SEATS_PER_POSITION } from '../../shared/cart.ts';
import { arrayOf, bool, day, id, int, nullable, singleLine, singleLineText, str, strict } from './primitives.ts';
import { apiErrorWith } from './common.ts';
import { positionCertificatesSchema } from './certificates.ts';

const participantEntry = {
  type: ['object', 'null'],
  additionalProperties: false,
  description: 'A participant of the seat, { "self": true } (the buyer takes part), or null (not named yet)',
  properties: {
    self: { type: 'boolean', const: true, description: '"Ich nehme selbst teil": the buyer\'s name and e-mail' },
    firstName: singleLineText(100),
    lastName: singleLineText(100),
    email: { ...singleLine(254, 1), description: 'An e-mail address (422 EMAIL_INVALID otherwise)' },
    chamberId: { ...nullable(id), description: 'The bar chamber (GET /api/chambers)' },
    memberNumber: { ...nullable(singleLineText(30)), description: 'The member number at that chamber' },
  },
} as const;

const entries = {
  type: 'array',
  maxItems: MAX_SEATS_PER_POSITION,
  items: participantEntry,
  description: 'In seat order (entry 1 = seat 1); at most the position\'s seats; a missing entry is a seat not named yet',
} as const;

export const checkoutParticipantsBody = strict({
  positions: { type: 'array', maxItems: CART_MAX_POSITIONS, items: strict({ positionId: id, participants: entries }) },
});

export const nameParticipantsBody = strict({ participants: entries });

const participantAnswer = strict({
  firstName: str,
  lastName: str,
  email: str,
  chamberId: nullable(int),
  memberNumber: nullable(str),
  self: bool,
});

export const seatParticipantsSchema = arrayOf(
  strict({ seat: int, participant: { anyOf: [{ type: 'null' }, participantAnswer], description: 'null: not named yet' } }),
);

export const positionParticipantsSchema = strict({ positionId: int, scheduleId: int, seats: int, participants: seatParticipantsSchema });

export const checkoutParticipantsSchema = strict({
  positions: arrayOf(
    strict({
      ...positionParticipantsSchema.properties,
      name: { ...str, description: "The course's name" },
      schedule: nullable(strict({ startDate: day, endDate: day, city: nullable(str) })),
    }),
  ),
});

export const participantBookingsSchema = strict({
  bookings: arrayOf(
    strict({
      courseId: int,
      scheduleId: int,
      name: str,
      organizer: str,
      courseType: { type: ['string', 'null'], enum: ['SELF', 'ONLINE', 'PRESENT', null] },
      schedule: strict({ startDate: day, endDate: day, city: nullable(str) }),
      seat: int,
      participant: participantAnswer,
      accessLink: { type: ['string', 'null'], description: 'Online dates: the personal access link once mailed (/zugang#…), else null' },
      participantId: int,
      present: { ...nullable(bool), description: 'What the organizer recorded; null: not yet' },
      certificateUrl: { ...nullable(str), description: "The participant's own certificate once marked present (self-study: check passed)" },
      modules: positionCertificatesSchema.properties.modules,
      attendanceUrlId: { ...nullable(str), description: "The participant's own public attendance confirmation (/bescheinigung/{id}) once the certificate exists" },
    }),
  ),
  emailVerified: { type: 'boolean' },
});

/** A refusal of a participant call: the error shape, plus the e-mail named twice or the date naming closed for. */
export const participantErrorSchema = apiErrorWith({
  email: { ...str, description: 'PARTICIPANT_TWICE: the e-mail named twice' },
  startDate: { ...day, description: "NAMING_CLOSED, SUBSTITUTION_CLOSED: the date's start" },
  closedOn: { ...day, description: 'NAMING_CLOSED: the day naming closed; SUBSTITUTION_CLOSED: the day substitution closed (the start)' },
  substitutionClosedOn: { ...day, description: 'NAMING_CLOSED: the day substitution closes (the start); until then a named participant can be replaced' },
});

export const orderNumberPositionParams = strict({
  orderNumber: { type: 'string', pattern: '^[A-Z]{2}-\\d{4}-\\d{1,12}$' },
  positionId: id,
});

export const orderIdPositionParams = strict({ id, positionId: id });

/** What PUT /api/order/participants and PUT /api/guest-order/participants take and refuse (route descriptions). */
export const NAMING_AT_CHECKOUT =
  'Body: { positions: [{ positionId, participants: [ { firstName, lastName, email, chamberId?, memberNumber? } | { self: true } | null ] }] } ' +
  "in seat order, at most the position's seats; null or a missing entry: not named yet; self: the buyer takes part (once per position). " +
  'The positions named are replaced, the others kept. 404 a position not in the cart; 422 TOO_MANY_PARTICIPANTS, PARTICIPANT_INCOMPLETE, ' +
  'INVALID_PARTICIPANT, EMAIL_INVALID, SELF_TWICE, PARTICIPANT_TWICE (email), CHAMBER_UNKNOWN, NOT_A_COURSE, POSITION_TWICE (field names ' +
  'the entry); 409 PARTICIPANT_TWICE (email) when another order names the person on that date. Nothing is written on a refusal. ' +
  'Placing the order copies the named seats into it.';

/** What naming after the order takes and refuses (route descriptions). */
export const NAMING_LATER =
  "Body: { participants: [ { firstName, lastName, email, chamberId?, memberNumber? } | { self: true } | null ] } in seat order, at most the " +
  "position's seats: the wanted state of its seats. An entry equal to the seat's participant keeps it; another person replaces them (the " +
  'old entry is kept for the record, marked replaced); null or a missing entry leaves the seat unnamed. self: the order\'s buyer. Naming is ' +
  'open until PARTICIPANT_NAMING_CLOSES_DAYS_BEFORE days (default 2) before the date starts; from then until the start only a substitute is ' +
  'taken (a named seat gets another person, or the same person another chamber or member number): filling an empty seat or emptying a named ' +
  'one answers 409 NAMING_CLOSED (startDate, closedOn, substitutionClosedOn). From the start day on every change: 409 SUBSTITUTION_CLOSED ' +
  '(startDate, closedOn). ' +
  '404 another\'s order or a position not of it; 409 POSITION_WITHDRAWN, ORDER_CANCELLED, PARTICIPANT_TWICE (email: another booking of the ' +
  'date names the person); 422 as at checkout (NOT_A_COURSE for a package). Nothing is written on a refusal.';
