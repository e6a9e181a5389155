/**
 * JSON Schemas of the order calls (spec §7 customer and guest order flow); they mirror
 * src/shared/order.ts. Request bodies refuse unknown properties: a client-sent price (priceValue,
 * grossValue, …) is a 400 naming the field. The only sum a client sends is confirmedGrossValue, which
 * is compared with the server's, never used.
 */
import { IDEMPOTENCY_KEY_PATTERN, INVOICE_FORMATS, ORDER_TOKEN_PATTERN, UPLOAD_CONTENT_TYPES } from '../../shared/order.ts';
import { cartSchema, pricingRequestSchema } from './cart.ts';
import { seatParticipantsSchema } from './participants.ts';
import { arrayOf, bool, day, id, int, keysOf, nullable, num, singleLine, singleLineText, str, strict } from './primitives.ts';
import { apiErrorWith } from './common.ts';

/** One line of text, not only white space: every buyer field is printed on one line of the invoice address. */
const text = singleLineText;
const cents = { type: 'integer', minimum: 0, maximum: 2_147_483_647 } as const;

export const buyerTypeSchema = { type: 'string', enum: ['BUSINESS', 'CONSUMER'] } as const;
export const invoiceFormatSchema = { type: 'string', enum: [...INVOICE_FORMATS] } as const;
export const paymentMethodSchema = { type: 'string', enum: ['INVOICE', 'CREDIT_CARD', 'PAYPAL', 'SEPA_DIRECT_DEBIT'] } as const;

const buyerBodyFields = strict({
  buyerType: buyerTypeSchema,
  email: singleLine(254, 3),
  firstName: text(100),
  lastName: text(100),
  company: nullable(text(200)),
  street: text(200),
  zipCode: { ...text(10), description: 'Format per country (e.g. 5 digits in Germany, 4 in Austria and Switzerland)' },
  city: text(100),
  country: { type: 'string', pattern: '^[A-Z]{3}$', description: 'ISO 3166-1 alpha-3 (src/shared/countries.ts)' },
  taxNumber: nullable({ type: 'string', maxLength: 30, pattern: '^[A-Za-z0-9 .-]*$' }),
});

/** The firm's invoice data (issue 25 §2): optional, so clients written before them keep working; absent keeps the stored value. */
const invoiceFields = {
  invoiceReference: {
    ...nullable(singleLine(60)),
    description: 'Order number or cost centre printed on the invoice ("Ihre Referenz"); business buyers only (422 otherwise); null or blank clears it',
  },
  invoiceEmail: {
    ...nullable(singleLine(254)),
    description: 'Where the invoice mail goes when not to the buyer e-mail (422 EMAIL_INVALID); null or blank clears it',
  },
  invoiceFormat: {
    ...invoiceFormatSchema,
    description:
      'PDF (ZUGFeRD, every buyer) or XRECHNUNG (the XRechnung XML as well): business buyers only (422 XRECHNUNG_BUSINESS_ONLY), needs invoiceReference as the buyer reference BT-10 (422 BUYER_REFERENCE_REQUIRED); absent keeps the stored one',
  },
} as const;

/** BuyerData as a request body: every field given (company and taxNumber may be null), the invoice fields optional. */
export const buyerDataSchema = {
  ...buyerBodyFields,
  properties: { ...buyerBodyFields.properties, ...invoiceFields },
} as const;

const buyerAnswerFields = strict({
  buyerType: buyerTypeSchema,
  email: str,
  firstName: str,
  lastName: str,
  company: nullable(str),
  street: str,
  zipCode: str,
  city: str,
  country: str,
  taxNumber: nullable(str),
});
/** BuyerData as answered (what an order snapshot holds); the invoice fields only when set. */
const buyerAnswer = {
  ...buyerAnswerFields,
  properties: { ...buyerAnswerFields.properties, invoiceReference: nullable(str), invoiceEmail: nullable(str), invoiceFormat: invoiceFormatSchema },
} as const;

const customerOrderDataFields = strict({
  buyerType: { type: ['string', 'null'], enum: ['BUSINESS', 'CONSUMER', null] },
  email: nullable(str),
  firstName: nullable(str),
  lastName: nullable(str),
  company: nullable(str),
  street: nullable(str),
  zipCode: nullable(str),
  city: nullable(str),
  country: nullable(str),
  taxNumber: nullable(str),
  complete: bool,
  taxNumberRequired: bool,
});
/** GET /api/order/customer; the invoice fields (issue 25 §2) always sent, listed not required (optional in BuyerData). */
export const customerOrderDataSchema = {
  ...customerOrderDataFields,
  properties: {
    ...customerOrderDataFields.properties,
    invoiceReference: nullable(str),
    invoiceEmail: nullable(str),
    invoiceFormat: { type: ['string', 'null'], enum: [...INVOICE_FORMATS, null] },
  },
} as const;

export const guestCheckoutRequestSchema = strict({ buyer: buyerDataSchema, cart: pricingRequestSchema });

export const guestCheckoutStartedSchema = strict({
  orderToken: { ...nullable(str), description: 'Only when this call created the checkout: send it as X-Order from now on' },
  accountExists: bool,
  cart: cartSchema,
});

export const guestCheckoutSchema = strict({ buyer: buyerAnswer, cart: cartSchema, orderId: nullable(int) });

export const paymentChoiceSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['paymentMethod'],
  properties: {
    paymentMethod: paymentMethodSchema,
    sepa: strict({ accountHolder: text(100), iban: { type: 'string', minLength: 15, maxLength: 42 } }),
  },
} as const;

export const chosenPaymentSchema = strict({
  paymentMethod: { type: ['string', 'null'], enum: ['INVOICE', 'CREDIT_CARD', 'PAYPAL', 'SEPA_DIRECT_DEBIT', null] },
  sepa: { anyOf: [{ type: 'null' }, strict({ accountHolder: str, ibanMasked: str })] },
});

const pricedLineProperties = {
  positionId: int,
  kind: { type: 'string', enum: ['COURSE', 'PACKAGE'] },
  courseId: nullable(int),
  packageId: nullable(int),
  scheduleId: nullable(int),
  name: str,
  organizer: str,
  courseType: { type: ['string', 'null'], enum: ['SELF', 'ONLINE', 'PRESENT', null] },
  courseKind: { type: ['string', 'null'], enum: ['FACHANWALTSLEHRGANG', 'FAO15', 'FORTBILDUNG', null] },
  scopes: arrayOf(str),
  schedule: { anyOf: [{ type: 'null' }, strict({ startDate: day, endDate: day, city: nullable(str) })] },
  training: {
    anyOf: [
      { type: 'null' },
      strict({
        hours: { ...num, description: 'The course hours (Zeitstunden)' },
        format: { type: 'string', enum: ['SELF', 'ONLINE', 'PRESENT'] },
        fao15: strict({ qualifies: bool, hours: { ...num, description: 'Hours that count for § 15 FAO (self-study at most 5)' } }),
        access: {
          type: 'string',
          enum: ['ON_SITE', 'ONLINE_LINK_BY_EMAIL', 'SELF_STUDY_PERIOD'],
          description: 'ON_SITE at the date\'s place; ONLINE_LINK_BY_EMAIL: the organizer e-mails the access link before the start; SELF_STUDY_PERIOD: online within the access period',
        },
      }),
    ],
    description: 'Courses: hours, format, § 15 FAO and how access works (issue 24 §5); null for packages',
  },
  priceLevelName: nullable(str),
  packageIncluded: bool,
  voucherCode: nullable(str),
  priceValue: { ...int, description: 'List price (gross) of the line: the price of one place × seats, cents' },
  discountValue: { ...int, description: 'Voucher and package-credit discount, cents' },
  grossValue: { ...int, description: 'Charged (gross), cents' },
  netValue: int,
  vatValue: int,
  vatTreatment: { type: 'string', enum: ['STANDARD', 'EXEMPT'] },
  vatRatePercent: int,
  seats: { ...int, description: 'Places booked (issue 25 §1; always sent, a package has one)' },
} as const;

/** An instalment of a distance-learning line (src/shared/instalments.ts); an order's answer adds its progress. */
export const instalmentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['number', 'dueOn', 'periodFrom', 'periodUntil', 'grossValue', 'netValue', 'vatValue'],
  properties: {
    number: int,
    dueOn: { ...str, description: 'yyyy-mm-dd: the first with the order, the others on the first day of their period' },
    periodFrom: str,
    periodUntil: str,
    grossValue: int,
    netValue: int,
    vatValue: int,
    status: { type: 'string', enum: ['PLANNED', 'INVOICED', 'CANCELLED'] },
    invoiceId: nullable(int),
    invoiceNumber: nullable(str),
    fullGrossValue: { ...nullable(int), description: 'Owed in part after a termination: the full amount before' },
  },
} as const;

/** PricedLine: every property required but seats (always sent; optional in the type for clients written before seats) and participants. */
const pricedLineSchema = {
  type: 'object',
  additionalProperties: false,
  required: keysOf(pricedLineProperties).filter((key) => key !== 'seats') as Exclude<keyof typeof pricedLineProperties, 'seats'>[],
  properties: {
    ...pricedLineProperties,
    zfuNumber: { ...nullable(str), description: 'Distance learning (issue 26 §3): the ZFU approval number; null otherwise' },
    instalments: {
      type: 'array',
      items: instalmentSchema,
      description: 'A distance-learning line: its instalments of at most three months each (§ 2 Abs. 3 FernUSG)',
    },
    participants: {
      ...seatParticipantsSchema,
      description: "An order's course line: its seats with their participants (null: not named yet; issue 25 §1)",
    },
  },
} as const;

const totalsSchema = strict({
  netValue: int,
  vatValue: int,
  grossValue: int,
  vatByRate: arrayOf(strict({ ratePercent: int, netValue: int, vatValue: int })),
});

/** The seller's public identity (src/shared/seller.ts). */
export const sellerIdentitySchema = strict({
  name: str,
  street: str,
  zipCode: str,
  city: str,
  country: str,
  email: str,
  phone: nullable(str),
  vatId: nullable(str),
  taxNumber: nullable(str),
  register: nullable(str),
  representative: nullable(str),
});

export const orderSummarySchema = strict({
  seller: { anyOf: [{ type: 'null' }, sellerIdentitySchema], description: 'The contracting party and seller; null while none is configured' },
  lines: arrayOf(pricedLineSchema),
  totals: totalsSchema,
  voucherCodes: arrayOf(str),
  buyer: buyerAnswer,
  payment: { anyOf: [{ type: 'null' }, chosenPaymentSchema] },
  dueWithOrderValue: { ...int, description: 'Charged with the order, cents: the total less the later instalments of distance-learning lines' },
  withdrawalNotice: bool,
  earlyStartRequestRequired: bool,
  verificationStep: bool,
  paymentStep: bool,
});

export const placeOrderSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['acceptTerms', 'acceptPrivacy', 'confirmedGrossValue'],
  properties: {
    acceptTerms: { type: 'boolean', const: true },
    acceptPrivacy: { type: 'boolean', const: true },
    earlyStartRequested: bool,
    confirmedGrossValue: { ...cents, description: 'The gross sum the summary showed (cents); compared, never used' },
  },
} as const;

export const orderPaymentSchema = strict({
  paymentId: str,
  method: paymentMethodSchema,
  status: { type: 'string', enum: ['OPEN', 'PENDING', 'PAID', 'DECLINED', 'CANCELLED'] },
  amountValue: int,
  redirectUrl: nullable(str),
  mandateReference: nullable(str),
});

export const uploadedFileSchema = strict({
  id: int,
  fileName: str,
  contentType: { type: 'string', enum: [...UPLOAD_CONTENT_TYPES] },
  sizeBytes: int,
  uploadedAt: str,
});

export const orderSchema = strict({
  id: int,
  orderNumber: str,
  status: { type: 'string', enum: ['PLACED', 'PAYMENT_PENDING', 'CONFIRMED', 'CANCELLED'] },
  placedAt: str,
  buyer: buyerAnswer,
  lines: arrayOf(pricedLineSchema),
  totals: totalsSchema,
  voucherCodes: arrayOf(str),
  payment: { anyOf: [{ type: 'null' }, orderPaymentSchema] },
  proofRequired: bool,
  proofs: arrayOf(uploadedFileSchema),
  invoice: { anyOf: [{ type: 'null' }, strict({ id: int, invoiceNumber: str })] },
  next: { type: 'string', enum: ['FILE_UPLOAD', 'PAYMENT_SELECTION', 'PAYMENT', 'COMPLETE'] },
});

export const orderEvaluationSchema = strict({
  orderId: int,
  orderNumber: str,
  courses: arrayOf(strict({ positionId: int, courseId: int, scheduleId: int, name: str, endDate: day, evaluationOpen: bool })),
});

/** 409 of placing: the error shape with the new summary or the sold-out positions. */
export const orderConflictSchema = apiErrorWith({
  email: { ...str, description: 'PARTICIPANT_TWICE: the e-mail another booking of the date names already' },
  positionId: { ...int, description: 'PARTICIPANTS_EXCEED_SEATS: the position with a named seat beyond its seats' },
  summary: orderSummarySchema,
  positions: arrayOf(
    strict({
      positionId: int,
      courseId: int,
      scheduleId: int,
      name: str,
      seats: { ...int, description: 'The places the position wanted' },
      freePlaces: { ...int, description: 'The places the date has left now (0: sold out)' },
    }),
  ),
});

export const orderIdParams = strict({ id });

const orderStatusSchema = { type: 'string', enum: ['PLACED', 'PAYMENT_PENDING', 'CONFIRMED', 'CANCELLED'] } as const;
const paymentStatusSchema = { type: 'string', enum: ['OPEN', 'PENDING', 'PAID', 'DECLINED', 'CANCELLED'] } as const;

/** POST /api/order/status: a status of one of the customer's orders (id), of the order or of its payment. */
export const statusChangeSchema = {
  oneOf: [
    strict({ id, type: { type: 'string', const: 'ORDER' }, status: orderStatusSchema }),
    strict({ id, type: { type: 'string', const: 'PAYMENT' }, status: paymentStatusSchema }),
  ],
} as const;

/** GET /api/guest-order/payment: the guest order of the X-Order token and its current payment (none chosen yet: null). */
export const guestCurrentPaymentSchema = strict({ orderId: id, payment: { anyOf: [{ type: 'null' }, orderPaymentSchema] } });
export const paymentIdParams = strict({ paymentId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } });

const idempotencyKey = { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN, description: 'The same key answers the same order' } as const;
const orderToken = { type: 'string', pattern: ORDER_TOKEN_PATTERN, description: 'Guest order token (PUT /api/guest-order/guest)' } as const;

/** Placing / paying (customer): the Idempotency-Key header. */
export const idempotentHeaders = {
  type: 'object',
  required: ['idempotency-key'],
  properties: { 'idempotency-key': idempotencyKey },
} as const;

/** A guest-order call: the X-Order token. */
export const guestOrderHeaders = {
  type: 'object',
  required: ['x-order'],
  properties: { 'x-order': orderToken },
} as const;

/** PUT /api/guest-order/guest: X-Order optional (none → a new checkout). */
export const guestStartHeaders = {
  type: 'object',
  properties: { 'x-order': { type: 'string', maxLength: 200, description: 'Guest order token; missing or unknown → a new checkout' } },
} as const;

/** Placing / paying (guest): X-Order and Idempotency-Key. */
export const guestIdempotentHeaders = {
  type: 'object',
  required: ['x-order', 'idempotency-key'],
  properties: { 'x-order': orderToken, 'idempotency-key': idempotencyKey },
} as const;

export const passwordAddressSchema = strict({ url: { ...str, description: 'Where the customer changes the password' } });
