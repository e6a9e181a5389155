/**
 * The local-cart rules of the cart machine (spec §3 Local cart copy, §4 Cart storage, §5 voucher
 * codes): pure functions over the wanted positions and voucher codes, property-tested in
 * tests/lib/cart-rules.test.ts. The types are the contract's (src/shared/cart.ts), under the names the
 * machine uses; machines import types and constants from src/shared, nothing else of src/.
 */
import {
  EMPTY_CART, EMPTY_LOCAL_CART, MAX_SEATS_PER_POSITION, type Cart, type CartPosition, type LocalCart, type LocalCartCourse,
  type LocalCartPosition,
} from '../src/shared/cart';

export { EMPTY_CART, EMPTY_LOCAL_CART, MAX_SEATS_PER_POSITION };

/** What the local-cart rules read of the nested course facts: the contract's LocalCartCourse. */
export type WantedCourseFacts = LocalCartCourse;
/** A wanted position: the contract's LocalCartPosition. */
export type WantedPosition = LocalCartPosition;
/** The local cart copy (storage `cart`): the contract's LocalCart. */
export type LocalCartData = LocalCart;
/** A priced position: the contract's CartPosition. */
export type PricedPosition = CartPosition;
/** A priced cart: the contract's Cart, kept as the server sent it. */
export type PricedCart = Cart;

/** The booking the view means: the priced position it shows (or a wanted one). */
export type PositionRef = Pick<PricedPosition, 'id' | 'courseId' | 'scheduleId' | 'priceLevelId' | 'packageId'>;

/** Spec §5: codes compare case-insensitively, are kept upper-case, blank ones dropped, first wins. */
export function normalizeCodes(codes: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const code of codes) {
    const normalized = code.trim().toUpperCase();
    if (normalized) seen.add(normalized);
  }
  return [...seen];
}

/** Same booking: course and date, or the package (spec §4). */
export function isSameBooking(a: Omit<WantedPosition, 'course' | 'preview'>, b: Omit<WantedPosition, 'course' | 'preview'>): boolean {
  if (a.courseId != null || b.courseId != null) return a.courseId === b.courseId && a.scheduleId === b.scheduleId;
  return a.packageId != null && a.packageId === b.packageId;
}

/** A priced position as a wanted one (nulls dropped), to compare it with the local cart. */
export function wantedOf(position: PositionRef): WantedPosition {
  const wanted: WantedPosition = {};
  if (position.courseId != null) wanted.courseId = position.courseId;
  if (position.scheduleId != null) wanted.scheduleId = position.scheduleId;
  if (position.priceLevelId != null) wanted.priceLevelId = position.priceLevelId;
  if (position.packageId != null) wanted.packageId = position.packageId;
  return wanted;
}

/**
 * Adds a position. The same course and date already there: its price level and package use are
 * updated instead (spec §4), nothing is duplicated.
 */
export function addToLocalCart(cart: LocalCartData, position: WantedPosition): LocalCartData {
  const index = cart.positions.findIndex((p) => isSameBooking(p, position));
  if (index === -1) return { ...cart, positions: [...cart.positions, position] };
  const existing = cart.positions[index]!;
  const updated: WantedPosition = {
    ...existing,
    priceLevelId: position.priceLevelId ?? existing.priceLevelId,
    packageIncluded: position.packageIncluded ?? existing.packageIncluded,
    packageId: position.packageIncluded === false ? undefined : (position.packageId ?? existing.packageId),
    course: position.course ?? existing.course,
    // What the page it was added on last showed of it (a re-add may bring another price level's name).
    preview: position.preview ?? existing.preview,
  };
  if (updated.priceLevelId === undefined) delete updated.priceLevelId;
  if (updated.packageIncluded === undefined) delete updated.packageIncluded;
  if (updated.packageId === undefined && existing.courseId != null) delete updated.packageId;
  if (updated.course === undefined) delete updated.course;
  if (updated.preview === undefined) delete updated.preview;
  return { ...cart, positions: cart.positions.map((p, i) => (i === index ? updated : p)) };
}

/** Removes a booking; courses paid with a removed package are paid normally again. */
export function removeFromLocalCart(cart: LocalCartData, position: WantedPosition): LocalCartData {
  const removed = cart.positions.filter((p) => isSameBooking(p, position));
  const removedPackages = new Set(removed.filter((p) => p.courseId == null).map((p) => p.packageId));
  const positions = cart.positions
    .filter((p) => !isSameBooking(p, position))
    .map((p) => {
      if (p.courseId == null || !p.packageIncluded || !removedPackages.has(p.packageId)) return p;
      const { packageId: _packageId, ...rest } = p;
      return { ...rest, packageIncluded: false };
    });
  return { ...cart, positions };
}

/** Pays a course of the cart with a package of the cart (or normally again with `packageId` null). */
export function usePackageInLocalCart(cart: LocalCartData, position: WantedPosition, packageId: number | null): LocalCartData {
  return {
    ...cart,
    positions: cart.positions.map((p) => {
      if (!isSameBooking(p, position) || p.courseId == null) return p;
      if (packageId === null) {
        const { packageId: _packageId, ...rest } = p;
        return { ...rest, packageIncluded: false };
      }
      return { ...p, packageId, packageIncluded: true };
    }),
  };
}

/** The places a position books (issue 25 §1): its seats, one when absent. */
export const seatsOf = (position: { seats?: number | undefined }): number => position.seats ?? 1;

/** A number of places a course position may book: a whole number from 1 to MAX_SEATS_PER_POSITION. */
export const isSeatCount = (seats: number): boolean => Number.isInteger(seats) && seats >= 1 && seats <= MAX_SEATS_PER_POSITION;

/**
 * Books `seats` places of a course date of the local cart (a firm books several people). One place is
 * stored as no `seats` at all, as the pages add it; a package keeps its one.
 */
export function setSeatsInLocalCart(cart: LocalCartData, position: WantedPosition, seats: number): LocalCartData {
  return {
    ...cart,
    positions: cart.positions.map((p) => {
      if (!isSameBooking(p, position) || p.courseId == null) return p;
      const { seats: _seats, ...rest } = p;
      return seats === 1 ? rest : { ...rest, seats };
    }),
  };
}

export function addVoucherCode(cart: LocalCartData, code: string): LocalCartData {
  return { ...cart, voucherCodes: normalizeCodes([...cart.voucherCodes, code]) };
}

export function removeVoucherCode(cart: LocalCartData, code: string): LocalCartData {
  const removed = code.trim().toUpperCase();
  return { ...cart, voucherCodes: normalizeCodes(cart.voucherCodes).filter((c) => c !== removed) };
}

/**
 * What the stored local cart holds beyond what this tab ordered (issue 24 §6): a course another tab
 * added after this tab's summary. It stays in the cart after the order; the ordered bookings and
 * vouchers go.
 */
export function notOrdered(stored: LocalCartData, ordered: LocalCartData): LocalCartData {
  const orderedCodes = normalizeCodes(ordered.voucherCodes);
  return {
    positions: stored.positions.filter((position) => !ordered.positions.some((done) => isSameBooking(done, position))),
    voucherCodes: normalizeCodes(stored.voucherCodes).filter((code) => !orderedCodes.includes(code)),
  };
}

export { cartItemCount } from './cart-count';
