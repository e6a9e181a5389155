/**
 * JSON Schemas of the guest's naming link (issue 25 §1); they mirror src/shared/participant-naming.ts.
 * The token's form is checked by the service, so a malformed token is answered like a forged one (403).
 */
import { NAMING_LINK_HEADER } from '../../shared/participant-naming.ts';
import { arrayOf, day, id, int, nullable, str, strict } from './primitives.ts';
import { seatParticipantsSchema } from './participants.ts';

export const namingLinkHeaders = {
  type: 'object',
  required: [NAMING_LINK_HEADER],
  properties: {
    [NAMING_LINK_HEADER]: { type: 'string', minLength: 1, maxLength: 128, description: 'The token of /teilnehmende-benennen#token=…' },
  },
} as const;

export const namingPositionParams = strict({ positionId: id });

export const namingLinkOrderSchema = strict({
  orderNumber: str,
  status: { type: 'string', enum: ['PLACED', 'PAYMENT_PENDING', 'CONFIRMED', 'CANCELLED'] },
  positions: arrayOf(
    strict({
      positionId: int,
      name: { ...str, description: "The course's name" },
      organizer: str,
      courseType: { type: ['string', 'null'], enum: ['SELF', 'ONLINE', 'PRESENT', null] },
      startDate: nullable(day),
      endDate: nullable(day),
      city: { ...nullable(str), description: 'The place; null for online and self-study dates' },
      seats: int,
      participants: seatParticipantsSchema,
      participantsClosedOn: { ...nullable(day), description: 'From this day on only a substitute for a named seat' },
      substitutionClosedOn: { ...nullable(day), description: 'The start day: from then on nothing can be changed' },
      withdrawnAt: { ...nullable(str), description: 'When the position was withdrawn; null when it stands' },
    }),
  ),
});
