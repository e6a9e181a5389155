/**
 * A booked seat after the order (issue 27): cancelling under the AGB's schedule, rebooking to another
 * date of the same course once, and the waiting list that offers freed seats. The contract between
 * the SPA's `booking` machine (machines/booking.machine.ts) and the API (routes/booking/).
 *
 * A booking is one course position of an order (all of its seats: a firm's booking of three places
 * is cancelled or rebooked as a whole; a single person is replaced by naming a substitute). Who may
 * act: the order's owner — a signed-in customer (bearer) or the holder of a guest order's X-Order
 * token; anybody else gets 404. Every amount is the server's; the browser sends the fee it showed,
 * and a fee that changed meanwhile (midnight passed) is refused with 409 FEE_CHANGED and the new view.
 *
 * Routes (JSON; errors are the API's usual ApiError { statusCode, code, message, field? }):
 * - GET  /api/bookings/:positionId                                   → 200 BookingView
 * - POST /api/bookings/:positionId/cancellation (Idempotency-Key) CancellationRequest → 201 CancellationReceipt
 * - POST /api/bookings/:positionId/rebooking    (Idempotency-Key) RebookingRequest    → 201 RebookingReceipt
 * - GET  /api/waiting-list/offers/:token                             → 200 WaitingListOffer
 * - POST /api/waiting-list/offers/:token/cart (bearer or X-Auth guest cart) → 200 the cart with the held seat
 * - GET  /api/customer/waiting-list (signed in)                      → 200 WaitingListPlace[]
 */

/** The stages of a seat's life the customer can see. */
export const BOOKING_STATUSES = ['BOOKED', 'CANCELLED', 'WITHDRAWN', 'ATTENDED', 'ABSENT'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Why a booking cannot be cancelled or rebooked now (answered as 409 with this code). */
export const BOOKING_REFUSALS = [
  /** The course has begun (its first day is today or past). */
  'COURSE_STARTED',
  /** Cancelled, withdrawn or the order cancelled: nothing left to change. */
  'NOT_BOOKED',
  /** Self-study, a package or distance learning: the AGB's § 4 schedule is for dated courses (§ 7 for distance learning). */
  'NOT_DATED',
  /** Rebooked before: a booking is rebooked once. */
  'ALREADY_REBOOKED',
  /** The course has no other date that is not past. */
  'NO_OTHER_DATE',
  /** Rebooking is free until `rebookFreeUntilDays` before; later only cancelling (with its fee) is possible. */
  'REBOOK_PERIOD_OVER',
] as const;
export type BookingRefusal = (typeof BOOKING_REFUSALS)[number];

/** Error codes besides the refusals. */
export const BOOKING_ERRORS = [
  /** The fee is not the one the request confirmed (409; the answer carries the current view). */
  'FEE_CHANGED',
  /** The target date has fewer free places than the booking's seats (409; join its waiting list instead). */
  'SCHEDULE_FULL',
  /** The target date is not a date of this course, or past (422). */
  'SCHEDULE_UNKNOWN',
  /** The waiting-list offer's hold has run out, or it was used (410). */
  'OFFER_EXPIRED',
  /** The offer's link is malformed or forged (403). */
  'OFFER_TOKEN_INVALID',
  /** The target date costs another price: cancel and book it instead (409). */
  'PRICE_DIFFERS',
] as const;
export type BookingError = (typeof BOOKING_ERRORS)[number] | BookingRefusal;

/** The AGB's § 4 schedule as an organizer has it (the default below is the AGB's). */
export interface CancellationPolicy {
  /** Free when cancelled at least this many days before the first day. */
  freeUntilDays: number;
  /** The full price when cancelled this many days or fewer before. */
  fullFromDays: number;
  /** In between: this percentage of the price. */
  partialPercent: number;
  /** A rebooking is free at least this many days before the first day; later the cancellation fee applies. */
  rebookFreeUntilDays: number;
}

export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = {
  freeUntilDays: 28,
  fullFromDays: 7,
  partialPercent: 50,
  rebookFreeUntilDays: 28,
};

/** What cancelling today would cost. */
export interface CancellationTerms {
  /** null when it can be cancelled; otherwise why not. */
  refusal: BookingRefusal | null;
  /** Whole days from today (Berlin) to the first day. */
  daysBefore: number;
  /** 0, the partial percentage or 100. */
  feePercent: number;
  feeCents: number;
  /** What is credited: the booking's price minus the fee. */
  refundCents: number;
  /** The last day (yyyy-mm-dd) on which cancelling is free, and the last on which the partial fee applies. */
  freeUntil: string;
  partialUntil: string;
}

/** Another date of the same course to rebook to. */
export interface RebookingDate {
  scheduleId: number;
  startDate: string;
  endDate: string;
  city: string | null;
  freePlaces: number;
  /** The price of the booking's seats on that date, at the same price level name when it has one. */
  grossCents: number;
  /** New price − old price (positive: invoiced; negative: credited). */
  differenceCents: number;
}

export interface RebookingTerms {
  refusal: BookingRefusal | null;
  /** The fee a rebooking costs today (0 until rebookFreeUntil). */
  feeCents: number;
  /** The last day a rebooking is free. */
  freeUntil: string;
  dates: RebookingDate[];
}

export interface BookingView {
  positionId: number;
  orderNumber: string;
  courseId: number;
  courseName: string;
  /** The course page (its dates and their waiting lists). */
  coursePath: string | null;
  organizer: string;
  scheduleId: number | null;
  startDate: string | null;
  endDate: string | null;
  city: string | null;
  seats: number;
  grossCents: number;
  status: BookingStatus;
  /** The named participants, seat by seat (null where a seat has no name yet). */
  participants: (string | null)[];
  /** The date this booking was rebooked from (once), or null. */
  rebookedFrom: { startDate: string; endDate: string; city: string | null } | null;
  /** When it was cancelled (ISO), and what the cancellation cost. */
  cancelled: { at: string; feeCents: number; refundCents: number; creditNoteId: number | null } | null;
  cancellation: CancellationTerms;
  rebooking: RebookingTerms;
}

export interface CancellationRequest {
  /** The fee the buyer saw and confirms. */
  expectedFeeCents: number;
  language: 'de' | 'en';
}

export interface CancellationReceipt {
  positionId: number;
  orderNumber: string;
  cancelledAt: string;
  feeCents: number;
  refundCents: number;
  refundMethod: 'CREDIT_CARD' | 'PAYPAL' | 'SEPA_DIRECT_DEBIT' | 'BANK_TRANSFER' | 'NONE';
  /** The credit note (Rechnungskorrektur) when the order had an invoice; its PDF: GET /api/customer-credit-note/:id. */
  creditNote: { id: number; number: string } | null;
}

export interface RebookingRequest {
  scheduleId: number;
  /** The fee plus price difference the buyer saw: feeCents + differenceCents. */
  expectedChargeCents: number;
  language: 'de' | 'en';
}

export interface RebookingReceipt {
  positionId: number;
  orderNumber: string;
  rebookedAt: string;
  from: { startDate: string; endDate: string; city: string | null };
  to: { scheduleId: number; startDate: string; endDate: string; city: string | null };
  feeCents: number;
  differenceCents: number;
}

/** How long a freed seat is held for the person it is offered to. */
export const WAITING_LIST_HOLD_HOURS = 48;

export const WAITING_LIST_STATUSES = ['WAITING', 'OFFERED', 'BOOKED', 'EXPIRED'] as const;
export type WaitingListStatus = (typeof WAITING_LIST_STATUSES)[number];

/** An offer as its link shows it. */
export interface WaitingListOffer {
  courseId: number;
  courseName: string;
  scheduleId: number;
  startDate: string;
  endDate: string;
  city: string | null;
  places: number;
  status: WaitingListStatus;
  /** ISO moment the hold ends. */
  holdUntil: string;
  /** The date's first price level: what the offer's "book" puts into the cart. */
  priceLevelId: number | null;
}

/** A customer's place on a waiting list (their account's e-mail). */
export interface WaitingListPlace {
  courseId: number;
  courseName: string;
  scheduleId: number;
  startDate: string;
  city: string | null;
  places: number;
  /** 1-based among those still waiting or offered. */
  position: number;
  status: WaitingListStatus;
  holdUntil: string | null;
  /** While an offer runs: the offer page's address with its token (/warteliste/angebot#token=…). */
  offerPath: string | null;
}
/** The offer mail's link: /warteliste/angebot#token=… */
export const WAITING_OFFER_PATH = '/warteliste/angebot';

/** GET /api/organizer/schedules/:scheduleId/waiting-list (organizer staff): everyone who joined, in line order. */
export interface OrganizerWaitingList {
  entries: {
    name: string;
    email: string;
    places: number;
    status: WaitingListStatus;
    /** ISO moment they joined. */
    joinedAt: string;
    /** While an offer runs: when its hold ends. */
    holdUntil: string | null;
  }[];
}
