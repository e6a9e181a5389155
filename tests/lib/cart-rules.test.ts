/**
 * The local-cart rules of machines/cart.machine.ts, property-based (fast-check): adding the same
 * booking twice never duplicates it (the price level and package use are updated), voucher codes stay
 * de-duplicated, and the machine's rules agree with the contract's (src/shared/cart.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToLocalCart, addVoucherCode, EMPTY_LOCAL_CART, isSameBooking, normalizeCodes, removeFromLocalCart, removeVoucherCode,
  usePackageInLocalCart, type LocalCartData, type WantedPosition,
} from '../../machines/cart.machine';
import { normalizeVoucherCodes, sameBooking } from '../../src/shared/cart';

const courseBooking = fc.record({
  courseId: fc.integer({ min: 1, max: 3 }),
  scheduleId: fc.integer({ min: 1, max: 3 }),
  priceLevelId: fc.integer({ min: 1, max: 3 }),
});
const packageBooking = fc.record({ packageId: fc.integer({ min: 1, max: 3 }) });
const booking: fc.Arbitrary<WantedPosition> = fc.oneof(courseBooking, packageBooking);
const code = fc.oneof(fc.constantFrom('sommer10', 'SOMMER10', ' Sommer10 ', 'winter', 'WINTER', '', '  '), fc.string({ maxLength: 8 }));

type Step =
  | { kind: 'add'; position: WantedPosition }
  | { kind: 'remove'; position: WantedPosition }
  | { kind: 'code'; code: string }
  | { kind: 'dropCode'; code: string }
  | { kind: 'package'; position: WantedPosition; packageId: number | null };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), position: booking }),
  fc.record({ kind: fc.constant('remove' as const), position: booking }),
  fc.record({ kind: fc.constant('code' as const), code }),
  fc.record({ kind: fc.constant('dropCode' as const), code }),
  fc.record({ kind: fc.constant('package' as const), position: courseBooking, packageId: fc.option(fc.integer({ min: 1, max: 3 })) }),
);

function apply(cart: LocalCartData, s: Step): LocalCartData {
  switch (s.kind) {
    case 'add':
      return addToLocalCart(cart, s.position);
    case 'remove':
      return removeFromLocalCart(cart, s.position);
    case 'code':
      return addVoucherCode(cart, s.code);
    case 'dropCode':
      return removeVoucherCode(cart, s.code);
    case 'package':
      return usePackageInLocalCart(cart, s.position, s.packageId);
  }
}

describe('local cart rules', () => {
  it('the machine compares bookings and codes like the contract does', () => {
    fc.assert(
      fc.property(booking, booking, (a, b) => {
        expect(isSameBooking(a, b)).toBe(sameBooking(a, b));
      }),
      { numRuns: 1_000 },
    );
    fc.assert(
      fc.property(fc.array(code), (codes) => {
        expect(normalizeCodes(codes)).toEqual(normalizeVoucherCodes(codes));
      }),
      { numRuns: 1_000 },
    );
  });

  it('over random sequences: no booking twice, codes unique, upper-case and never blank', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let cart = EMPTY_LOCAL_CART;
        for (const s of steps) {
          cart = apply(cart, s);
          for (const [i, a] of cart.positions.entries()) {
            for (const b of cart.positions.slice(i + 1)) expect(isSameBooking(a, b)).toBe(false);
          }
          expect(new Set(cart.voucherCodes).size).toBe(cart.voucherCodes.length);
          for (const c of cart.voucherCodes) expect(c).toBe(c.trim().toUpperCase());
          expect(cart.voucherCodes).not.toContain('');
          // A course paid with a package names it.
          for (const p of cart.positions) if (p.packageIncluded) expect(p.packageId).toBeDefined();
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it('adding the same booking twice keeps one position with the newer price level', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 10 }), courseBooking, fc.integer({ min: 1, max: 9 }), (steps, position, level) => {
        const cart = steps.reduce(apply, EMPTY_LOCAL_CART);
        const once = addToLocalCart(cart, position);
        const twice = addToLocalCart(once, { ...position, priceLevelId: level });
        expect(twice.positions).toHaveLength(once.positions.length);
        const kept = twice.positions.filter((p) => isSameBooking(p, position));
        expect(kept).toHaveLength(1);
        expect(kept[0]!.priceLevelId).toBe(level);
      }),
      { numRuns: 1_000 },
    );
  });

  it('adding the same booking at another price level shows the new level until it is priced', () => {
    const preview = (priceLevelName: string) => ({ name: 'Kurs', organizer: 'Akademie', schedule: null, priceLevelName });
    const once = addToLocalCart(EMPTY_LOCAL_CART, { courseId: 1, scheduleId: 2, priceLevelId: 3, preview: preview('Regulär') });
    const twice = addToLocalCart(once, { courseId: 1, scheduleId: 2, priceLevelId: 4, preview: preview('Frühbucher') });
    expect(twice.positions).toEqual([{ courseId: 1, scheduleId: 2, priceLevelId: 4, preview: preview('Frühbucher') }]);
    // An add without one (an older page) keeps the preview there is.
    expect(addToLocalCart(twice, { courseId: 1, scheduleId: 2, priceLevelId: 4 }).positions[0]!.preview).toEqual(preview('Frühbucher'));
  });

  it('a code entered twice, in any case, is kept once', () => {
    fc.assert(
      fc.property(fc.array(code), code, (codes, c) => {
        const cart = codes.reduce(addVoucherCode, EMPTY_LOCAL_CART);
        expect(addVoucherCode(addVoucherCode(cart, c), c.toLowerCase()).voucherCodes).toEqual(addVoucherCode(cart, c).voucherCodes);
      }),
      { numRuns: 1_000 },
    );
  });

  it('removing a package pays its courses normally again', () => {
    let cart = addToLocalCart(EMPTY_LOCAL_CART, { packageId: 7 });
    cart = addToLocalCart(cart, { courseId: 1, scheduleId: 11, priceLevelId: 111 });
    cart = usePackageInLocalCart(cart, { courseId: 1, scheduleId: 11 }, 7);
    expect(cart.positions[1]).toEqual({ courseId: 1, scheduleId: 11, priceLevelId: 111, packageId: 7, packageIncluded: true });
    cart = removeFromLocalCart(cart, { packageId: 7 });
    expect(cart.positions).toEqual([{ courseId: 1, scheduleId: 11, priceLevelId: 111, packageIncluded: false }]);
  });
});
