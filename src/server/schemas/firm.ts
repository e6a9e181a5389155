/**
 * JSON Schemas of the firm calls (issue 25 §7); they mirror src/shared/firm.ts. Bodies refuse unknown
 * properties (400 naming the field); the rules between records (membership, roles, invitations) are
 * the service's (services/firm/): 403, 404, 409, 410, 422 with a code and the field.
 */
import { FIRM_NAME_MAX } from '../../shared/firm.ts';
import { apiErrorWith } from './common.ts';
import { positionSeatsFields, trainingStateSchema, yearParams } from './customer-area.ts';
import { participantBookingsSchema } from './participants.ts';
import { arrayOf, bool, id, int, nullable, singleLine, singleLineText, str, strict } from './primitives.ts';

const roleSchema = { type: 'string', enum: ['OFFICE_MANAGER', 'MEMBER'], description: 'OFFICE_MANAGER (Büroleitung) or MEMBER' } as const;
const timestamp = { type: 'string', description: 'ISO timestamp' } as const;

const firmFields = {
  street: nullable(singleLineText(200)),
  zipCode: nullable(singleLineText(10)),
  city: nullable(singleLineText(100)),
  country: { ...nullable({ type: 'string', pattern: '^[A-Z]{3}$' }), description: 'ISO 3166-1 alpha-3 (src/shared/countries.ts)' },
  taxNumber: { ...nullable({ type: 'string', minLength: 1, maxLength: 30, pattern: '^[A-Za-z0-9 .-]*$' }), description: 'VAT id' },
} as const;

export const newFirmBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: singleLineText(FIRM_NAME_MAX), ...firmFields },
} as const;

const firmSchema = strict({
  id: int,
  name: str,
  street: nullable(str),
  zipCode: nullable(str),
  city: nullable(str),
  country: nullable(str),
  taxNumber: nullable(str),
});

export const firmMembershipSchema = strict({
  firm: { anyOf: [{ type: 'null' }, firmSchema], description: 'null: the account belongs to no firm' },
  role: { type: ['string', 'null'], enum: ['OFFICE_MANAGER', 'MEMBER', null], description: 'null: the account belongs to no firm' },
});

export const firmMemberSchema = strict({ accountId: int, firstName: str, lastName: str, email: str, role: roleSchema, joinedAt: timestamp });
const invitationSchema = strict({ id: int, email: str, createdAt: timestamp, expiresAt: timestamp });
export const firmInvitationSchema = invitationSchema;
export const firmMembersSchema = strict({ members: arrayOf(firmMemberSchema), invitations: arrayOf(invitationSchema) });

export const inviteBody = strict({ email: { ...singleLine(254, 1), description: 'The colleague\'s e-mail address (422 EMAIL_INVALID otherwise)' } });
export const roleBody = strict({ role: roleSchema });
export const memberParams = strict({ accountId: id });
export const invitationParams = strict({ id });
export const idParams = strict({ id });
export const firmYearParams = yearParams;

/** The invitation token of the mail's link (32 random bytes, base64url). */
export const tokenBody = strict({ token: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$', description: 'From the link: /kanzlei-einladung#token=…' } });
export const invitationPreviewSchema = strict({ firmName: str, email: str, accountExists: { type: 'boolean' } });

export const firmBookingsSchema = strict({
  members: arrayOf(strict({ accountId: int, firstName: str, lastName: str, bookings: participantBookingsSchema.properties.bookings })),
});

export const firmHoursSchema = strict({
  year: int,
  members: arrayOf(strict({ accountId: int, firstName: str, lastName: str, state: trainingStateSchema })),
});

const firmOrderPositionFields = strict({
  positionId: int,
  kind: { type: 'string', enum: ['COURSE', 'PACKAGE'] },
  name: str,
  startDate: nullable(str),
  endDate: nullable(str),
  seats: int,
  participantNames: { ...arrayOf(str), description: 'Who takes its seats now, in seat order (seats not named yet are left out)' },
  withdrawnAt: { ...nullable(str), description: 'When the position was withdrawn (ISO); null while it stands' },
});
/** A course position also has its seats and deadlines, as in the buyer's orders (absent for packages). */
const firmOrderPositionSchema = {
  ...firmOrderPositionFields,
  properties: { ...firmOrderPositionFields.properties, ...positionSeatsFields },
} as const;

const orderStatus = { type: 'string', enum: ['PLACED', 'PAYMENT_PENDING', 'CONFIRMED', 'CANCELLED'] } as const;
export const firmOrdersSchema = strict({
  orders: arrayOf(
    strict({
      id: int,
      orderNumber: str,
      status: orderStatus,
      placedAt: timestamp,
      grossValue: { ...int, description: 'Cents' },
      buyer: strict({ accountId: int, firstName: str, lastName: str }),
      participantsChangeable: {
        ...bool,
        description: 'The office manager may name or replace its participants (PUT /api/firm/orders/{orderNumber}/positions/{positionId}/participants): its buyer is still a member',
      },
      invoiceNumber: nullable(str),
      invoiceUrl: { ...nullable(str), description: 'GET /api/firm/invoices/{id}; null until the order is confirmed' },
      positions: arrayOf(firmOrderPositionSchema),
    }),
  ),
});

export const firmErrorSchema = apiErrorWith({});
