/**
 * Cart contract of browser and server (spec §3 Cart, Cart position, Local cart copy, Local credit
 * package list; §4 Cart storage, Package credits, Check step; §7 cart calls).
 *
 * Money is integer cents everywhere (formatting happens only in the browser); durations and credits
 * are hours. The browser says WHAT it wants (CartPositionInput, voucher codes) and never what it
 * costs: every price, discount, voucher value and remaining credit is computed by the server from the
 * catalogue. A request body carrying a price is refused with 400 (unknown property).
 */
import type { CourseKind } from './search';
import type { CourseType, SearchType } from './types';

export type CartPositionKind = 'COURSE' | 'PACKAGE';
export type VoucherValueType = 'PERCENT' | 'ABSOLUTE';

/**
 * One wanted position. A course date at a price level (`courseId`, `scheduleId`, `priceLevelId`),
 * or a package to buy (`packageId` alone). A course with `packageIncluded: true` and a `packageId`
 * is paid with the credits of that package, which must be a PACKAGE position of the same cart.
 */
export interface CartPositionInput {
  courseId?: number;
  scheduleId?: number;
  priceLevelId?: number;
  packageId?: number;
  packageIncluded?: boolean;
  /** The scope / category the course is booked for (e.g. which § 15 FAO scope it counts toward). */
  scopeId?: number;
  categoryId?: number;
  /**
   * How many places of the date (issue 25 §1: a firm books several people): 1 to
   * MAX_SEATS_PER_POSITION, default 1. A package position always has one.
   */
  seats?: number;
}

/** A voucher as applied to a position or to the cart. */
export interface AppliedVoucher {
  voucherCode: string;
  /** PERCENT: whole percent; ABSOLUTE: cents. */
  voucherValue: number;
  voucherValueType: VoucherValueType;
}

export type VoucherRejectionReason =
  /** No voucher has this code. */
  | 'UNKNOWN'
  /** Its validity window ended before today. */
  | 'EXPIRED'
  /** Its validity window starts after today. */
  | 'NOT_YET_VALID'
  /** Its usage limit is reached. */
  | 'USED_UP'
  /** Told to guests instead of the reasons above, so guessing codes reveals nothing (POST /api/cart). */
  | 'NOT_REDEEMABLE';

export interface RejectedVoucher {
  code: string;
  reason: VoucherRejectionReason;
}

/** A priced position (spec §3 Cart position). */
export interface CartPosition {
  /** Server cart only: the id DELETE /api/cart/{id} and PATCH /api/order/cart/{id} take. */
  id?: number;
  kind: CartPositionKind;
  courseId: number | null;
  packageId: number | null;
  scheduleId: number | null;
  priceLevelId: number | null;
  scopeId: number | null;
  categoryId: number | null;
  /** The course is paid with credits of the package `packageId`. */
  packageIncluded: boolean;
  /** Course hours (what it costs in package credits); null for packages. */
  durationValue: number | null;
  type: SearchType;
  organizerId: number;
  organizer: string;
  scopeIds: number[];
  scopes: string[];
  /** PACKAGE: credits left after the courses of this cart paid with it; null for courses. */
  remainingCredits: number | null;
  name: string;
  courseType: CourseType | null;
  courseKind: CourseKind | null;
  /** The booked date (courses only). */
  schedule: { startDate: string; endDate: string; city: string | null } | null;
  priceLevelName: string | null;
  /** List price of the position: unitPriceValue × seats, cents. */
  priceValue: number;
  /** What is charged after package credits and vouchers, cents. */
  discountPriceValue: number;
  voucher: AppliedVoucher | null;
  /**
   * Places booked (1 to MAX_SEATS_PER_POSITION; a package 1). Always in the server's answers; optional
   * here only so clients written before seats keep compiling (absent means 1).
   */
  seats?: number;
  /** List price of one place, cents (always in the server's answers, like seats). */
  unitPriceValue?: number;
  /**
   * A course date's places left now, null for a package (always in the server's answers). The cart
   * holds no places: the cart page offers at most these, and placing the order checks again.
   */
  freePlaces?: number | null;
}

/** A priced cart (spec §3 Cart). */
export interface Cart {
  positions: CartPosition[];
  /** The voucher that reduced the cart, if any (the first applied of voucherCodes). */
  cartVoucher: AppliedVoucher | null;
  /** Codes that are not valid, with the reason. */
  rejectedVoucher: RejectedVoucher[];
  /** Valid codes that apply to no position of this cart (e.g. a voucher of another scope). */
  unusedVoucher: string[];
  /** The codes as kept, de-duplicated (case-insensitive, upper-cased), in the order given. */
  voucherCodes: string[];
  /** A position needs a proof upload before ordering (specialist-lawyer courses: proof of admission). */
  verificationStep: boolean;
  /** Something is left to pay (sumValue > 0). */
  paymentStep: boolean;
  /** Sum of discountPriceValue, cents. */
  sumValue: number;
  /**
   * Positions left out because they cannot be booked (any more): POST /api/cart reports the local
   * positions it could not price, PUT /api/order/validate-cart the positions it dropped. Absent or
   * empty otherwise.
   */
  droppedPositions?: DroppedPosition[];
}

/** Why a position cannot be booked (also the `code` of a 409/422 answer to PUT /api/cart). */
export type DroppedPositionReason =
  | 'COURSE_UNKNOWN'
  | 'SCHEDULE_UNKNOWN'
  | 'PRICE_LEVEL_UNKNOWN'
  | 'PACKAGE_UNKNOWN'
  | 'SCOPE_NOT_OF_COURSE'
  | 'CATEGORY_UNKNOWN'
  /** The date has begun (self-study: its access period ended). */
  | 'SCHEDULE_PAST'
  | 'FULLY_BOOKED'
  /** The date has places left, but fewer than the position's seats (`freePlaces` says how many). */
  | 'NOT_ENOUGH_PLACES'
  /** Self-study whose organizer has declared neither a ZFU approval nor that it is not distance learning (src/shared/distance-learning.ts). */
  | 'DISTANCE_LEARNING_UNDECLARED';

export interface DroppedPosition {
  /** The position as it was wanted. */
  position: CartPositionInput;
  reason: DroppedPositionReason;
  message: string;
  /** NOT_ENOUGH_PLACES: the places the date has left. */
  freePlaces?: number;
}

/** POST /api/cart (guest pricing) and the body of PUT /api/order/validate-cart: the local cart. */
export interface CartPricingRequest {
  positions: CartPositionInput[];
  voucherCodes: string[];
}

/** PUT /api/order/validate-cart: the check step after login (spec §4). */
export interface CartValidation {
  cart: Cart;
  cartEmpty: boolean;
  /**
   * The local cart brought positions or voucher codes into a server cart that already held positions
   * or codes: two carts became one (an empty account cart just takes the local one: false).
   */
  merged: boolean;
  /** The customer's data is complete enough to order (name and postal address). */
  validCustomerStatus: boolean;
  taxNumberRequired: boolean;
}

/** The empty cart: nothing in it, nothing to pay (the one definition; the cart machine uses it too). */
export const EMPTY_CART: Cart = {
  positions: [],
  cartVoucher: null,
  rejectedVoucher: [],
  unusedVoucher: [],
  voucherCodes: [],
  verificationStep: false,
  paymentStep: false,
  sumValue: 0,
};

/** The empty local cart copy (spec §3): what a visitor without a stored cart has. */
export const EMPTY_LOCAL_CART: LocalCart = { positions: [], voucherCodes: [] };

export type PaymentMethod = 'INVOICE' | 'CREDIT_CARD' | 'PAYPAL' | 'SEPA_DIRECT_DEBIT';

/**
 * Local cart copy (localStorage `cart`, spec §3): the guest's wanted positions, each with the nested
 * course facts the package-credit rules need offline. Prices are never stored here.
 */
export interface LocalCartCourse {
  id: number;
  durationValue: number;
  type: SearchType;
  organizer: { id: number };
  professionalScopes: { id: number; name: string }[];
}

/**
 * What the cart page shows of a wanted position before the server has priced it: the facts the page
 * it was added on showed (course or package name, organizer, date, price level), so a returning
 * visitor sees the cart at once (issue 10 §2). Never a price; the server's answer replaces it.
 */
export interface CartPositionPreview {
  name: string;
  organizer: string;
  /** A course's booked date; null for packages. */
  schedule: { startDate: string; endDate: string; city: string | null } | null;
  priceLevelName: string | null;
}

export interface LocalCartPosition extends CartPositionInput {
  course?: LocalCartCourse;
  /** Kept in the browser only; the calls send the position without it (src/api/cart.ts). */
  preview?: CartPositionPreview;
}

export interface LocalCart {
  positions: LocalCartPosition[];
  voucherCodes: string[];
}

/** Local credit package list (localStorage `cp`, spec §3): a package of the cart and its credits. */
export interface CreditPackage {
  type: SearchType;
  organizerId: number;
  scopeIds: number[];
  remainingCredits: number;
  /** Index of the package's position in the local cart. */
  cartPosition: number;
  packageId: number;
}

/** Longest voucher code accepted. */
export const VOUCHER_CODE_MAX_LENGTH = 40;
/** Most positions one cart may hold. */
export const CART_MAX_POSITIONS = 50;
/** Most voucher codes one cart may hold. */
export const CART_MAX_VOUCHERS = 10;
/**
 * Most places one cart or order position may book (issue 25 §1). The database checks the same bound
 * (migration 020-seats.sql): change both together.
 */
export const MAX_SEATS_PER_POSITION = 20;

/** Spec §5: voucher codes are de-duplicated; codes compare case-insensitively and are kept upper-case. */
export function normalizeVoucherCodes(codes: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const code of codes) {
    const normalized = code.trim().toUpperCase();
    if (normalized) seen.add(normalized);
  }
  return [...seen];
}

/** Two positions are the same booking when course and date (or the package) match (spec §4). */
export function sameBooking(a: CartPositionInput, b: CartPositionInput): boolean {
  if (a.courseId !== undefined || b.courseId !== undefined) {
    return a.courseId === b.courseId && a.scheduleId === b.scheduleId;
  }
  return a.packageId !== undefined && a.packageId === b.packageId;
}

/** PATCH /api/order/cart/{id}: the scope (one of the course's scopes) and category a course is booked for. */
export interface CartPositionScope {
  scopeId: number;
  categoryId: number;
}

/** PUT /api/cart/{id}/seats: the places a course position of the caller's cart books. */
export interface CartPositionSeats {
  seats: number;
}

/**
 * Guests may keep a server cart under a guest token they generate (random, 32–128 characters of
 * A–Z a–z 0–9 _ -) and send in this header; the server stores only its sha-256.
 */
export const GUEST_TOKEN_HEADER = 'X-Auth';
export const GUEST_TOKEN_PATTERN = '^[A-Za-z0-9_-]{32,128}$';
