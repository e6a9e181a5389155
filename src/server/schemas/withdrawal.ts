/**
 * JSON Schemas of the withdrawal routes (routes/withdrawal/), the shapes of src/shared/withdrawal.ts.
 * Unknown properties are refused (400), so a client-sent amount is never taken.
 */
import { IDEMPOTENCY_KEY_PATTERN } from '../../shared/order.ts';
import { WITHDRAWAL_REFUSALS } from '../../shared/withdrawal.ts';
import { arrayOf, id, int, nullable, singleLineText, str, strict } from './primitives.ts';

const language = { type: 'string', enum: ['de', 'en'] } as const;
const email = { ...singleLineText(254), description: 'An e-mail address (checked further by the service)' } as const;
const cents = { type: 'integer', minimum: 0 } as const;
const refusal = { type: ['string', 'null'], enum: [...WITHDRAWAL_REFUSALS, null] } as const;
const refundMethod = { type: 'string', enum: ['CREDIT_CARD', 'PAYPAL', 'SEPA_DIRECT_DEBIT', 'BANK_TRANSFER', 'NONE'] } as const;
const instant = { type: 'string', description: 'ISO timestamp' } as const;

// No pattern here: a malformed token is refused like a forged one (403 WITHDRAWAL_TOKEN_INVALID by
// verifyLink), so the page offers a new link instead of a validation error. Fastify refuses a longer
// address part than 100 characters itself (414).
export const tokenParams = strict({
  token: { type: 'string', minLength: 1, maxLength: 100, description: 'The signed token of the withdrawal link' },
});

export const orderNumberParams = strict({
  orderNumber: { type: 'string', pattern: '^[A-Za-z0-9-]{1,40}$', description: 'The order number (KM-2026-100001)' },
});

export const declarationHeaders = {
  type: 'object',
  required: ['idempotency-key'],
  properties: {
    'idempotency-key': { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN, description: 'The same key answers the same receipt' },
  },
} as const;

export const linkRequestBody = strict({ orderNumber: singleLineText(40), email, language });
export const linkRequestedSchema = strict({ sent: { type: 'boolean', const: true } });
export const linkSchema = strict({ token: str });

const positionIds = { type: 'array', items: id, maxItems: 200, uniqueItems: true } as const;
export const selectionBody = strict({ positionIds });
export const declarationBody = strict({ positionIds, name: singleLineText(200), email, language });

export const withdrawableOrderSchema = strict({
  orderNumber: str,
  placedAt: instant,
  buyerType: { type: 'string', enum: ['BUSINESS', 'CONSUMER'] },
  buyerName: str,
  email: str,
  periodEndsAt: instant,
  refusal,
  earlyStartRequested: { type: 'boolean' },
  positions: arrayOf(
    strict({
      positionId: int,
      name: str,
      organizer: str,
      scheduleStart: nullable(str),
      scheduleEnd: nullable(str),
      scheduleCity: nullable(str),
      grossCents: cents,
      refusal,
    }),
  ),
});

const previewProperties = {
  lines: arrayOf(strict({ positionId: int, name: str, grossCents: cents, proRataCents: cents, refundCents: cents })),
  proRataCents: cents,
  refundCents: cents,
  refundMethod,
} as const;
export const previewSchema = strict(previewProperties);
export const receiptSchema = strict({
  ...previewProperties,
  orderNumber: str,
  receivedAt: instant,
  creditNoteNumber: nullable(str),
  invoiceNumber: nullable(str),
});
