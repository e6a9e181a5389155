/**
 * Order contract of browser and server (issue 11; spec §2 order flows, §3 Order, Customer, Country
 * list, Payment; §6 guest tokens; §7 customer order flow, guest order flow, invoices).
 *
 * Money is integer cents; the server prices every order from the catalogue at placement. The browser
 * sends what the shopper chose (buyer data, payment method, consents, the sum it showed) and never a
 * price: the sum it showed is only compared (409 PRICE_CHANGED), never used.
 *
 * The two flows (steps in the URL, so reload and back work):
 * - customer: /order/customer → /order/file-upload (verification step) → /order/payment-selection
 *   (payment step) → /order/summary → PUT /api/order → /order/payment (redirect methods) →
 *   /order/order-complete → /order/evaluation. The payment method is chosen before the order is placed.
 * - guest: /guest-order/guest (buyer data and the local cart) → /guest-order/guest-summary →
 *   /guest-order/order (PUT /api/guest-order/order places it) → /guest-order/file-upload
 *   (verification step) → /guest-order/payment-selection (payment step) → /guest-order/payment
 *   (redirect methods) → /guest-order/guest-order-complete. The order is placed before its method is
 *   chosen; it is CONFIRMED once the proof (if needed) is there and the method chosen (or the card paid).
 */
import type { Cart, CartPricingRequest, PaymentMethod } from './cart';
import type { CourseKind } from './search';
import type { CourseType } from './types';
import type { Fao15Hours } from './catalogue';
import type { SellerIdentity } from './seller';
import type { SeatParticipant } from './participants';
import type { Instalment, InstalmentProgress } from './instalments';

export type { PaymentMethod } from './cart';

/** The guest order token header (spec §6–§7): issued by PUT /api/guest-order/guest, sent on every guest-order call. */
export const ORDER_TOKEN_HEADER = 'X-Order';
/** Placing and paying carry this header; the same key (per customer / order token) answers the same order. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{16,128}$';

/** Buyer status: lawyers usually book for their practice (BUSINESS); CONSUMER gets the withdrawal notice. */
export type BuyerType = 'BUSINESS' | 'CONSUMER';

/**
 * The buyer data of an order (GET/PUT /api/order/customer, GET/PUT /api/guest-order/guest). `country`
 * is ISO 3166-1 alpha-3 from COUNTRIES (src/shared/countries.ts). `company` is required for BUSINESS;
 * `taxNumber` (VAT id) is required when taxNumberRequired() says so (check rule 3).
 */
export interface BuyerData {
  buyerType: BuyerType;
  email: string;
  firstName: string;
  lastName: string;
  company: string | null;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  taxNumber: string | null;
  /**
   * The firm's invoice reference (issue 25 §2): its order number or cost centre, at most 60
   * characters, printed on the invoice ("Ihre Referenz") and later the buyer reference of the
   * e-invoice. BUSINESS buyers only (a consumer sending one: 422). Optional: a body without it keeps
   * the stored one (clients written before it), null clears it.
   */
  invoiceReference?: string | null;
  /**
   * Where the invoice goes when it differs from the buyer's (sign-in) e-mail: the mail carrying the
   * invoice PDF is sent there as well. Absent keeps the stored one, null clears it.
   */
  invoiceEmail?: string | null;
  /**
   * The invoice the firm asks for at checkout (issue 26 §1): 'PDF' (the ZUGFeRD PDF every buyer gets)
   * or 'XRECHNUNG' (the XRechnung XML as well, e.g. for a public authority). BUSINESS buyers only;
   * XRECHNUNG needs `invoiceReference` (the buyer reference BT-10, e.g. a Leitweg-ID): 422
   * BUYER_REFERENCE_REQUIRED before the order otherwise. Absent keeps the stored one; an order's
   * buyer snapshot carries it only when XRECHNUNG.
   */
  invoiceFormat?: InvoiceFormat;
}

export const INVOICE_FORMATS = ['PDF', 'XRECHNUNG'] as const;
export type InvoiceFormat = (typeof INVOICE_FORMATS)[number];

/** GET /api/order/customer: the signed-in customer's data; fields not yet given are null. */
export type CustomerOrderData = { [K in keyof BuyerData]: BuyerData[K] | null } & {
  /** Everything rule 3 needs is there (the check step would pass). */
  complete: boolean;
  taxNumberRequired: boolean;
};

/** PUT /api/guest-order/guest body: the buyer and the local cart (spec §3 Local cart copy without course facts). */
export interface GuestCheckoutRequest {
  buyer: BuyerData;
  cart: CartPricingRequest;
}

/** PUT /api/guest-order/guest answer. The order token is shown once: the browser keeps it (sessionStorage) and sends it as X-Order. */
export interface GuestCheckoutStarted {
  /** Present only when this call created the checkout (no valid X-Order was sent). */
  orderToken: string | null;
  /** The e-mail belongs to an account: the guest is told so and may sign in (or go on as a guest). */
  accountExists: boolean;
  cart: Cart;
}

/** GET /api/guest-order/guest: the guest checkout as stored. */
export interface GuestCheckout {
  buyer: BuyerData;
  cart: Cart;
  /** Set once PUT /api/guest-order/order placed it. */
  orderId: number | null;
}

/** SEPA direct debit: the account holder and IBAN (checked by its ISO 13616 checksum). */
export interface SepaInput {
  accountHolder: string;
  iban: string;
}

/** PUT /api/order/payment, PUT /api/guest-order/payment, PUT /api/order/{paymentId} body. */
export interface PaymentChoice {
  paymentMethod: PaymentMethod;
  /** Required for SEPA_DIRECT_DEBIT, refused otherwise. */
  sepa?: SepaInput;
}

/** GET /api/order/payment: the customer's chosen method before the order is placed (null: none yet). */
export interface ChosenPayment {
  paymentMethod: PaymentMethod | null;
  /** SEPA: IBAN masked except country, check digits and the last 4. */
  sepa: { accountHolder: string; ibanMasked: string } | null;
}

/** A payment method the configuration enables, with what the shopper must know (GET /api/cart/payment-methods). */
export interface PaymentMethodOffer {
  method: PaymentMethod;
  /** The method sends the shopper to a payment page (CREDIT_CARD). */
  redirect: boolean;
  /** The embedded test provider: no real money moves. */
  testMode: boolean;
  /** SEPA_DIRECT_DEBIT: the mandate text (with the seller and creditor id) the shopper agrees to by choosing it. */
  mandateText?: { de: string; en: string };
}

export type VatTreatment = 'STANDARD' | 'EXEMPT';
/** §4 Nr. 21 UStG: the note printed where a position is exempt. */
export const VAT_STANDARD_RATE_PERCENT = 19;

/**
 * How a participant takes part (issue 24 §5), as the marketplace information says who does what: the
 * organizer holds the course, on site or online. PRESENT: on site at the date's place; ONLINE: live
 * online, the organizer e-mails the access link before the start; SELF: self-study, online at any time
 * within the booked access period (the date's start and end), access data from the organizer by e-mail.
 */
export type CourseAccess = 'ON_SITE' | 'ONLINE_LINK_BY_EMAIL' | 'SELF_STUDY_PERIOD';

/** What a course line is (issue 24 §5, shown on every summary line): from the catalogue, never from the browser. */
export interface LineTraining {
  /** The course's hours (Zeitstunden). */
  hours: number;
  /** Online, in person or self-study. */
  format: CourseType;
  /** Whether it counts for § 15 FAO, and with how many hours (self-study at most 5). */
  fao15: Fao15Hours;
  access: CourseAccess;
}

/** One line of the summary / order: the cart position with its VAT. */
export interface PricedLine {
  positionId: number;
  kind: 'COURSE' | 'PACKAGE';
  courseId: number | null;
  packageId: number | null;
  scheduleId: number | null;
  name: string;
  organizer: string;
  courseType: CourseType | null;
  courseKind: CourseKind | null;
  scopes: string[];
  schedule: { startDate: string; endDate: string; city: string | null } | null;
  /** Courses: hours, format, § 15 FAO and how access works; null for packages. */
  training: LineTraining | null;
  priceLevelName: string | null;
  packageIncluded: boolean;
  voucherCode: string | null;
  /** List price (gross) of the line: the price of one place × seats, cents. */
  priceValue: number;
  /**
   * Places booked (issue 25 §1). Always in the server's answers; optional here only so clients
   * written before seats keep compiling (absent means 1).
   */
  seats?: number;
  /**
   * The seats with their participants (issue 25 §1), in an order's answer (GET /api/order/{id},
   * GET /api/guest-order/{id}) for course lines; absent in the summary and for packages.
   */
  participants?: SeatParticipant[];
  /**
   * Distance learning (issue 26 §3): the course's ZFU approval number, shown on the summary and the
   * invoice; null otherwise. Optional only for clients written before it.
   */
  zfuNumber?: string | null;
  /**
   * A distance-learning position's instalments (src/shared/instalments.ts: at most three months each,
   * due dates shown before the order); absent for other lines. An order's answer adds each one's status.
   */
  instalments?: (Instalment & Partial<InstalmentProgress>)[];
  /** Voucher and package-credit discount, cents. */
  discountValue: number;
  /** What is charged (gross), cents. */
  grossValue: number;
  netValue: number;
  vatValue: number;
  vatTreatment: VatTreatment;
  /** 19 or 0. */
  vatRatePercent: number;
}

export interface OrderTotals {
  netValue: number;
  vatValue: number;
  grossValue: number;
  /** VAT per rate: one entry per rate that occurs. */
  vatByRate: { ratePercent: number; netValue: number; vatValue: number }[];
}

/** GET /api/order/summary and GET /api/guest-order/guest-summary. */
export interface OrderSummary {
  /** The contracting party and seller (the configured seller); null while a deployment has none configured. */
  seller: SellerIdentity | null;
  lines: PricedLine[];
  totals: OrderTotals;
  voucherCodes: string[];
  buyer: BuyerData;
  /** Customer flow: the chosen method; guest flow: null (chosen after placing). */
  payment: ChosenPayment | null;
  /**
   * What is charged with the order, cents: the total less the later instalments of distance-learning
   * positions (their invoices come on their due dates). Equals totals.grossValue without such positions.
   */
  dueWithOrderValue: number;
  /** A consumer gets the withdrawal notice. */
  withdrawalNotice: boolean;
  /** A consumer booking a course that starts within 14 days must ask for the early start (§356 BGB). */
  earlyStartRequestRequired: boolean;
  verificationStep: boolean;
  paymentStep: boolean;
}

/** PUT /api/order and PUT /api/guest-order/order body (with the Idempotency-Key header). */
export interface PlaceOrderRequest {
  acceptTerms: true;
  acceptPrivacy: true;
  /** Required (true) when the summary said earlyStartRequestRequired. */
  earlyStartRequested?: boolean;
  /** The gross sum the summary showed, cents: a different server sum answers 409 PRICE_CHANGED. */
  confirmedGrossValue: number;
}

export type OrderStatus =
  /** Placed; waiting for the proof and/or the payment method (guest flow). */
  | 'PLACED'
  /** A redirect payment is under way. */
  | 'PAYMENT_PENDING'
  /** Binding: invoice or SEPA chosen, card paid, or nothing to pay. Invoice issued, confirmation sent. */
  | 'CONFIRMED'
  | 'CANCELLED';

export type PaymentStatus = 'OPEN' | 'PENDING' | 'PAID' | 'DECLINED' | 'CANCELLED';

/** What the flow does next after placing or paying. */
export type NextStep = 'FILE_UPLOAD' | 'PAYMENT_SELECTION' | 'PAYMENT' | 'COMPLETE';

export interface OrderPayment {
  paymentId: string;
  method: PaymentMethod;
  status: PaymentStatus;
  amountValue: number;
  /** CREDIT_CARD while PENDING: where the browser goes to pay. */
  redirectUrl: string | null;
  /** SEPA: the mandate reference and the text the shopper agreed to. */
  mandateReference: string | null;
}

/** GET /api/order/{id}, GET /api/guest-order/{id}; also the answer of placing and paying. */
export interface Order {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  placedAt: string;
  buyer: BuyerData;
  lines: PricedLine[];
  totals: OrderTotals;
  voucherCodes: string[];
  payment: OrderPayment | null;
  proofRequired: boolean;
  proofs: UploadedFile[];
  /** Set once CONFIRMED: GET /api/customer-invoice/{invoiceId} (customers) gives the PDF. */
  invoice: { id: number; invoiceNumber: string } | null;
  next: NextStep;
}

/** PUT /api/order/validate-payment, PUT /api/guest-order/validate-payment body (the return from the payment page). */
export interface PaymentReturn {
  orderId: number;
  paymentId: string;
}

/** POST /api/order/file-upload, POST /api/guest-order/file-upload answer. */
export interface UploadedFile {
  id: number;
  fileName: string;
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png';
  sizeBytes: number;
  uploadedAt: string;
}
/** Largest upload, bytes (10 MB). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** GET /api/order/evaluation/{id}: after the order, which courses can be evaluated when. */
export interface OrderEvaluation {
  orderId: number;
  orderNumber: string;
  courses: { positionId: number; courseId: number; scheduleId: number; name: string; endDate: string; evaluationOpen: boolean }[];
}

/** Error codes of the order calls (the `code` of `{ statusCode, code, message, field? }`). */
export type OrderErrorCode =
  | 'CART_EMPTY' // 409
  | 'CUSTOMER_INCOMPLETE' // 412: rule 3 not met
  | 'PROOF_MISSING' // 412
  | 'PAYMENT_METHOD_MISSING' // 412
  | 'PAYMENT_METHOD_NOT_OFFERED' // 422
  | 'IBAN_INVALID' // 422, field sepa.iban
  | 'EARLY_START_REQUEST_MISSING' // 422
  | 'PRICE_CHANGED' // 409: the answer's `summary` is the new one
  | 'FULLY_BOOKED' // 409: a date sold out meanwhile or cannot take all the position's seats; `positions` lists which, with freePlaces
  | 'VOUCHER_USED_UP' // 409
  | 'ORDER_TOKEN_UNKNOWN' // 404: the guest checkout expired or never was
  | 'UPLOAD_TYPE_REFUSED' // 415
  | 'UPLOAD_TOO_LARGE' // 413
  | 'PAYMENT_NOT_FINISHED' // 409: validate-payment before the provider has an answer
  | 'PARTICIPANTS_EXCEED_SEATS'; // 409: names for a seat beyond the position's seats (src/shared/participants.ts)

/** The X-Order token: 32 random bytes, base64url (43 characters). Only its sha-256 is stored. */
export const ORDER_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';
/** A guest checkout not touched for this long is gone (404 ORDER_TOKEN_UNKNOWN). */
export const GUEST_CHECKOUT_HOURS = 24;
/** A consumer booking a course that starts within this many days must ask for the early start (§356 BGB). */
export const EARLY_START_DAYS = 14;

/** A position a 409 FULLY_BOOKED names: the date sold out meanwhile (offer the waiting list). */
export interface FullyBookedPosition {
  positionId: number;
  courseId: number;
  scheduleId: number;
  name: string;
  /** The places the position wanted (always sent by the server; absent means 1). */
  seats?: number;
  /** The places the date has left now (0: sold out; always sent by the server). */
  freePlaces?: number;
}

/**
 * The body of a 409 of placing: the error shape, plus the new summary (PRICE_CHANGED,
 * VOUCHER_USED_UP) or the sold-out positions (FULLY_BOOKED).
 */
export interface OrderConflict {
  statusCode: 409;
  code: 'PRICE_CHANGED' | 'FULLY_BOOKED' | 'VOUCHER_USED_UP' | 'CART_EMPTY' | string;
  message: string;
  field?: string;
  summary?: OrderSummary;
  positions?: FullyBookedPosition[];
}
