/**
 * The local cart copy (localStorage `cart`) and the local credit package list (`cp`), spec §3. The
 * one owner of that storage: the cart actor (src/actors/cart.ts) and the logout use it.
 *
 * Only what the visitor wants is stored — positions (with their places) and the nested course facts, what the cart page
 * shows of them before they are priced (`preview`), and voucher codes — never a price. Reading is
 * defensive: a stored value of another shape (an old version, a hand edit) counts as empty, unknown
 * fields (a price someone put there) are dropped, and so is a preview of another shape.
 */
import { STORAGE_KEYS } from '../shared/constants';
import type { CartPositionPreview, CreditPackage, LocalCart, LocalCartCourse, LocalCartPosition } from '../shared/cart';
import {
  CART_MAX_POSITIONS, CART_MAX_VOUCHERS, EMPTY_LOCAL_CART, MAX_SEATS_PER_POSITION, normalizeVoucherCodes, VOUCHER_CODE_MAX_LENGTH,
} from '../shared/cart';

const POSITION_NUMBERS = ['courseId', 'scheduleId', 'priceLevelId', 'packageId', 'scopeId', 'categoryId'] as const;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readCourse(value: unknown): LocalCartCourse | undefined {
  if (!isObject(value) || !isId(value.id) || typeof value.durationValue !== 'number') return undefined;
  if ((value.type !== 'EDUCATION' && value.type !== 'RENO') || !isObject(value.organizer) || !isId(value.organizer.id)) return undefined;
  const scopes = Array.isArray(value.professionalScopes) ? value.professionalScopes : [];
  return {
    id: value.id,
    durationValue: value.durationValue,
    type: value.type,
    organizer: { id: value.organizer.id },
    professionalScopes: scopes
      .filter((scope): scope is { id: number; name: string } => isObject(scope) && isId(scope.id) && typeof scope.name === 'string')
      .map(({ id, name }) => ({ id, name })),
  };
}

/** The longest text a preview keeps (a hand-edited storage must not grow the page without bound). */
const PREVIEW_TEXT_MAX_LENGTH = 300;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= PREVIEW_TEXT_MAX_LENGTH;

function readSchedule(value: unknown): CartPositionPreview['schedule'] | undefined {
  if (value === null) return null;
  if (!isObject(value) || typeof value.startDate !== 'string' || typeof value.endDate !== 'string') return undefined;
  if (!ISO_DATE.test(value.startDate) || !ISO_DATE.test(value.endDate)) return undefined;
  if (value.city !== null && !isText(value.city)) return undefined;
  return { startDate: value.startDate, endDate: value.endDate, city: value.city };
}

function readPreview(value: unknown): CartPositionPreview | undefined {
  if (!isObject(value) || !isText(value.name) || !isText(value.organizer)) return undefined;
  const schedule = readSchedule(value.schedule);
  if (schedule === undefined) return undefined;
  if (value.priceLevelName !== null && !isText(value.priceLevelName)) return undefined;
  return { name: value.name, organizer: value.organizer, schedule, priceLevelName: value.priceLevelName };
}

function readPosition(value: unknown): LocalCartPosition | null {
  if (!isObject(value)) return null;
  const position: LocalCartPosition = {};
  for (const key of POSITION_NUMBERS) if (isId(value[key])) position[key] = value[key];
  if (typeof value.packageIncluded === 'boolean') position.packageIncluded = value.packageIncluded;
  // Places of a course date (issue 25 §1); one when absent, so only more than one is kept.
  if (isId(value.seats) && value.seats > 1 && value.seats <= MAX_SEATS_PER_POSITION) position.seats = value.seats;
  const course = readCourse(value.course);
  if (course) position.course = course;
  const preview = readPreview(value.preview);
  if (preview) position.preview = preview;
  const isCourse = position.courseId !== undefined && position.scheduleId !== undefined;
  const isPackage = position.courseId === undefined && position.packageId !== undefined;
  return isCourse || isPackage ? position : null;
}

/** Parses a stored local cart; anything else is the empty cart. */
export function parseLocalCart(raw: string | null): LocalCart {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : null;
  } catch {
    value = null;
  }
  if (!isObject(value)) return EMPTY_LOCAL_CART;
  const positions = (Array.isArray(value.positions) ? value.positions : [])
    .map(readPosition)
    .filter((p): p is LocalCartPosition => p !== null)
    .slice(0, CART_MAX_POSITIONS);
  const codes = (Array.isArray(value.voucherCodes) ? value.voucherCodes : []).filter(
    (code): code is string => typeof code === 'string' && code.trim().length <= VOUCHER_CODE_MAX_LENGTH,
  );
  return { positions, voucherCodes: normalizeVoucherCodes(codes).slice(0, CART_MAX_VOUCHERS) };
}

/** Without storage (the server's pre-rendering, src/prerender) the cart is empty. */
export function readLocalCart(storage: Storage = globalThis.localStorage): LocalCart {
  try {
    return parseLocalCart(storage.getItem(STORAGE_KEYS.cart));
  } catch {
    return EMPTY_LOCAL_CART;
  }
}

/** Stores the local cart (as parsed back: no prices, no unknown fields); an empty one is removed. */
export function writeLocalCart(cart: LocalCart, storage: Storage = localStorage): void {
  try {
    const clean = parseLocalCart(JSON.stringify(cart));
    if (clean.positions.length === 0 && clean.voucherCodes.length === 0) storage.removeItem(STORAGE_KEYS.cart);
    else storage.setItem(STORAGE_KEYS.cart, JSON.stringify(clean));
  } catch {
    // Storage full or unavailable: the cart lives on in memory for this visit.
  }
}

function readCreditPackage(value: unknown): CreditPackage | null {
  if (!isObject(value) || !isId(value.packageId) || !isId(value.organizerId)) return null;
  if (value.type !== 'EDUCATION' && value.type !== 'RENO') return null;
  if (typeof value.remainingCredits !== 'number' || value.remainingCredits < 0) return null;
  if (typeof value.cartPosition !== 'number' || !Number.isInteger(value.cartPosition) || value.cartPosition < 0) return null;
  const scopeIds = (Array.isArray(value.scopeIds) ? value.scopeIds : []).filter(isId);
  return {
    type: value.type,
    organizerId: value.organizerId,
    scopeIds,
    remainingCredits: value.remainingCredits,
    cartPosition: value.cartPosition,
    packageId: value.packageId,
  };
}

export function readCreditPackages(storage: Storage = localStorage): CreditPackage[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.creditPackages) ?? '[]');
    return (Array.isArray(value) ? value : []).map(readCreditPackage).filter((p): p is CreditPackage => p !== null);
  } catch {
    return [];
  }
}

/** Stores the credit packages; none is a removed key. */
export function writeCreditPackages(packages: readonly CreditPackage[], storage: Storage = localStorage): void {
  try {
    const clean = packages.map(readCreditPackage).filter((p): p is CreditPackage => p !== null);
    if (clean.length === 0) storage.removeItem(STORAGE_KEYS.creditPackages);
    else storage.setItem(STORAGE_KEYS.creditPackages, JSON.stringify(clean));
  } catch {
    // Storage full or unavailable.
  }
}

/**
 * The local cart is gone: after a validation merged it into the server cart (spec §4 check step rule
 * 5), at logout (spec §4 Login) and once a guest order bought it, the cart, its credit packages and
 * its guest token (`rf-cart`, src/lib/guest-cart-token.ts) are removed: the next guest cart is a new one.
 */
export function clearCartStorage(storage: Storage = localStorage): void {
  try {
    storage.removeItem(STORAGE_KEYS.cart);
    storage.removeItem(STORAGE_KEYS.creditPackages);
    storage.removeItem(STORAGE_KEYS.guestCartToken);
  } catch {
    // Nothing to remove.
  }
}
