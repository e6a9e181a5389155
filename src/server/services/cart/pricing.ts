/**
 * Cart pricing: the pure rules that turn catalogue facts and voucher rows into a priced Cart
 * (src/shared/cart.ts). No I/O; the store and the catalogue look-up feed it. All money is integer
 * cents, all durations and credits are hours (courses may last e.g. 7.5 h, so credits are counted in
 * tenths of an hour internally to stay exact).
 *
 * Rules, applied in this order:
 * 1. List prices. A position books `seats` places of its date (issue 25 §1; a package one):
 *    unitPriceValue = price_cents of the chosen price level of that date (COURSE) or
 *    package.price_cents (PACKAGE), and priceValue = unitPriceValue × seats.
 * 2. Package credits. Positions are processed in cart order. A course with packageIncluded and a
 *    packageId is paid with that package only if the package is a PACKAGE position of the same cart,
 *    has the course's organizer and educational type (course.type), shares at least one scope with
 *    the course, and its remaining credits cover the course's duration × seats (every participant
 *    takes the course: all its places or none are paid with credits). Then the course's
 *    discountPriceValue is 0 and the package's remainingCredits drop by duration × seats. Otherwise the
 *    flag is cleared (packageIncluded false, packageId null) and the course is paid normally.
 *    Credits never go negative. remainingCredits of a PACKAGE = credit_value − Σ included durations × seats.
 * 3. Vouchers, in the order of the cart's codes. Each code is checked against `today`
 *    ('yyyy-mm-dd'): unknown → UNKNOWN, valid_to < today → EXPIRED, valid_from > today →
 *    NOT_YET_VALID, uses ≥ max_uses → USED_UP (all → rejectedVoucher). A valid voucher applies to the
 *    paid positions (not package-included, price > 0) that have no voucher yet and lie in its scope
 *    (every position when scope_id is null; a position is in scope when its scopeIds hold it). None →
 *    unusedVoucher. PERCENT takes round(unit price × value / 100) × seats off each eligible position
 *    (value ≤ 100, so never below 0): every place gets the discount one place alone would get, so a
 *    position of 3 places costs exactly what 3 positions of one would. ABSOLUTE is an amount for the
 *    cart, not per place: it takes min(value, Σ eligible prices) off once, spread over the eligible
 *    positions in proportion to their prices (unit × seats; floors, then the remaining cents one by
 *    one in cart order), so no position goes below 0. A position takes at most one voucher (the first that
 *    applies). cartVoucher = the first applied voucher.
 * 4. Totals. sumValue = Σ discountPriceValue (≥ 0); paymentStep = sumValue > 0; verificationStep =
 *    a FACHANWALTSLEHRGANG course is in the cart (its proof of admission is uploaded when ordering).
 */
import type {
  AppliedVoucher, Cart, CartPosition, RejectedVoucher, VoucherRejectionReason, VoucherValueType,
} from '../../../shared/cart.ts';
import type { CourseKind } from '../../../shared/search.ts';
import type { CourseType, SearchType } from '../../../shared/types.ts';

/** What a position is, with every catalogue fact the rules need (read by services/cart/catalogue.ts). */
interface LineBase {
  /** Server cart position id; undefined when pricing a guest's local cart. */
  id?: number;
  type: SearchType;
  organizerId: number;
  organizer: string;
  scopeIds: number[];
  scopes: string[];
  name: string;
  scopeId: number | null;
  categoryId: number | null;
  /** List price of one place, cents. */
  priceCents: number;
  /** Places booked (1 to MAX_SEATS_PER_POSITION; a package 1). */
  seats: number;
}

export interface CourseLine extends LineBase {
  kind: 'COURSE';
  courseId: number;
  scheduleId: number;
  priceLevelId: number;
  priceLevelName: string;
  packageId: number | null;
  packageIncluded: boolean;
  durationValue: number;
  courseType: CourseType;
  courseKind: CourseKind;
  schedule: { startDate: string; endDate: string; city: string | null };
  /** The places the date has left now (its capacity minus what orders booked; the cart holds none). */
  freePlaces: number;
}

export interface PackageLine extends LineBase {
  kind: 'PACKAGE';
  packageId: number;
  creditValue: number;
}

export type CartLine = CourseLine | PackageLine;

/** A voucher row as the voucher table holds it (dates 'yyyy-mm-dd'). */
export interface VoucherFacts {
  code: string;
  kind: VoucherValueType;
  value: number;
  validFrom: string;
  validTo: string;
  scopeId: number | null;
  maxUses: number | null;
  uses: number;
}

/** Why a voucher cannot be used today, or null when it can. */
export function voucherRejection(voucher: VoucherFacts | undefined, today: string): VoucherRejectionReason | null {
  if (!voucher) return 'UNKNOWN';
  if (voucher.validTo < today) return 'EXPIRED';
  if (voucher.validFrom > today) return 'NOT_YET_VALID';
  if (voucher.maxUses !== null && voucher.uses >= voucher.maxUses) return 'USED_UP';
  return null;
}

const tenths = (hours: number) => Math.round(hours * 10);

/** Spreads `amount` cents over `prices` in proportion, each share ≤ its price; Σ shares = amount. */
export function spreadAbsolute(amount: number, prices: readonly number[]): number[] {
  const total = prices.reduce((sum, price) => sum + price, 0);
  const take = Math.min(amount, total);
  if (take <= 0) return prices.map(() => 0);
  const shares = prices.map((price) => Math.floor((take * price) / total));
  let rest = take - shares.reduce((sum, share) => sum + share, 0);
  for (let index = 0; rest > 0 && index < shares.length; index += 1) {
    if (shares[index]! < prices[index]!) {
      shares[index]! += 1;
      rest -= 1;
    }
  }
  return shares;
}

const seatsOf = (position: CartPosition) => position.seats ?? 1;
const unitPriceOf = (position: CartPosition) => position.unitPriceValue ?? position.priceValue;

/**
 * Prices a cart. `lines` are in cart order; `codes` are the cart's normalized voucher codes;
 * `vouchers` holds the voucher row of every known code (upper-case keys).
 */
export function priceCart(
  lines: readonly CartLine[],
  codes: readonly string[],
  vouchers: ReadonlyMap<string, VoucherFacts>,
  today: string,
): Cart {
  // 2. Package credits, in tenths of an hour.
  const remaining = new Map<number, number>();
  const packages = new Map<number, PackageLine>();
  for (const line of lines) {
    if (line.kind === 'PACKAGE' && !packages.has(line.packageId)) {
      packages.set(line.packageId, line);
      remaining.set(line.packageId, tenths(line.creditValue));
    }
  }
  const positions: CartPosition[] = lines.map((line) => {
    const base = {
      ...(line.id !== undefined ? { id: line.id } : {}),
      kind: line.kind,
      type: line.type,
      organizerId: line.organizerId,
      organizer: line.organizer,
      scopeIds: [...line.scopeIds],
      scopes: [...line.scopes],
      name: line.name,
      scopeId: line.scopeId,
      categoryId: line.categoryId,
      priceValue: line.priceCents * line.seats,
      discountPriceValue: line.priceCents * line.seats,
      voucher: null,
      seats: line.seats,
      unitPriceValue: line.priceCents,
    };
    if (line.kind === 'PACKAGE') {
      return {
        ...base,
        courseId: null, packageId: line.packageId, scheduleId: null, priceLevelId: null,
        packageIncluded: false, durationValue: null, remainingCredits: null,
        courseType: null, courseKind: null, schedule: null, priceLevelName: null, freePlaces: null,
      };
    }
    let included = false;
    if (line.packageIncluded && line.packageId !== null) {
      const pack = packages.get(line.packageId);
      const left = remaining.get(line.packageId) ?? 0;
      const need = tenths(line.durationValue) * line.seats;
      if (
        pack && pack.organizerId === line.organizerId && pack.type === line.type &&
        pack.scopeIds.some((scope) => line.scopeIds.includes(scope)) && need <= left
      ) {
        included = true;
        remaining.set(line.packageId, left - need);
      }
    }
    return {
      ...base,
      courseId: line.courseId,
      packageId: included ? line.packageId : null,
      scheduleId: line.scheduleId,
      priceLevelId: line.priceLevelId,
      packageIncluded: included,
      durationValue: line.durationValue,
      remainingCredits: null,
      courseType: line.courseType,
      courseKind: line.courseKind,
      schedule: { ...line.schedule },
      priceLevelName: line.priceLevelName,
      discountPriceValue: included ? 0 : line.priceCents * line.seats,
      freePlaces: line.freePlaces,
    };
  });
  for (const position of positions) {
    if (position.kind === 'PACKAGE') position.remainingCredits = remaining.get(position.packageId!)! / 10;
  }

  // 3. Vouchers.
  const rejectedVoucher: RejectedVoucher[] = [];
  const unusedVoucher: string[] = [];
  let cartVoucher: AppliedVoucher | null = null;
  for (const code of codes) {
    const voucher = vouchers.get(code);
    const reason = voucherRejection(voucher, today);
    if (reason || !voucher) {
      rejectedVoucher.push({ code, reason: reason ?? 'UNKNOWN' });
      continue;
    }
    const eligible = positions.filter(
      (position) =>
        !position.packageIncluded && position.voucher === null && position.priceValue > 0 &&
        (voucher.scopeId === null || position.scopeIds.includes(voucher.scopeId)),
    );
    if (eligible.length === 0) {
      unusedVoucher.push(code);
      continue;
    }
    const applied: AppliedVoucher = { voucherCode: code, voucherValue: voucher.value, voucherValueType: voucher.kind };
    const discounts =
      voucher.kind === 'PERCENT'
        ? eligible.map((position) => seatsOf(position) * Math.round((unitPriceOf(position) * Math.min(voucher.value, 100)) / 100))
        : spreadAbsolute(voucher.value, eligible.map((position) => position.priceValue));
    eligible.forEach((position, index) => {
      position.discountPriceValue = Math.max(0, position.priceValue - discounts[index]!);
      position.voucher = applied;
    });
    cartVoucher ??= applied;
  }

  // 4. Totals.
  const sumValue = positions.reduce((sum, position) => sum + position.discountPriceValue, 0);
  return {
    positions,
    cartVoucher,
    rejectedVoucher,
    unusedVoucher,
    voucherCodes: [...codes],
    verificationStep: positions.some((position) => position.courseKind === 'FACHANWALTSLEHRGANG'),
    paymentStep: sumValue > 0,
    sumValue,
  };
}
