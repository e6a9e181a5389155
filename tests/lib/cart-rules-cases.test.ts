/**
 * The local-cart rules case by case (machines/cart-rules.ts): what a re-added booking keeps and drops,
 * which package payments a removal undoes, whom "pay with the package" touches. The property tests
 * (cart-rules.test.ts) hold over random sequences; these pin the exact positions a shopper's cart
 * holds after each step (issue 23 §4: the mutants they left alive).
 */
import { describe, expect, it } from 'vitest';
import {
  addToLocalCart, isSameBooking, notOrdered, removeFromLocalCart, removeVoucherCode, usePackageInLocalCart, wantedOf,
  type LocalCartData, type WantedCourseFacts, type WantedPosition,
} from '../../machines/cart-rules';

const FACTS: WantedCourseFacts = { id: 7, durationValue: 5, type: 'EDUCATION', organizer: { id: 1 }, professionalScopes: [] };
const cartOf = (...positions: WantedPosition[]): LocalCartData => ({ positions, voucherCodes: [] });
const COURSE_A: WantedPosition = { courseId: 7, scheduleId: 70 };
const COURSE_B: WantedPosition = { courseId: 8, scheduleId: 80 };
const PACKAGE_P: WantedPosition = { packageId: 1 };
const PACKAGE_Q: WantedPosition = { packageId: 2 };
const paidWith = (course: WantedPosition, packageId: number): WantedPosition => ({ ...course, packageId, packageIncluded: true });

describe('same booking', () => {
  it('two positions without course or package are not the same booking', () => {
    expect(isSameBooking({}, {})).toBe(false);
  });
});

describe('a priced position as a wanted one', () => {
  it('keeps only what it has: a package has no course, date or price level', () => {
    expect(wantedOf({ id: 1, courseId: null, scheduleId: null, priceLevelId: null, packageId: 4 })).toStrictEqual({ packageId: 4 });
  });

  it('a course keeps course, date and price level and no package', () => {
    expect(wantedOf({ id: 2, courseId: 7, scheduleId: 70, priceLevelId: 3, packageId: null })).toStrictEqual({ courseId: 7, scheduleId: 70, priceLevelId: 3 });
  });
});

describe('adding a booking that is there already', () => {
  it('keeps the package payment, the course facts and the preview it had when the re-add says nothing of them', () => {
    const preview = { title: 'Mietrecht' } as unknown as WantedPosition['preview'];
    const cart = cartOf({ ...paidWith(COURSE_A, 1), priceLevelId: 3, course: FACTS, preview });
    expect(addToLocalCart(cart, COURSE_A).positions).toStrictEqual([{ ...paidWith(COURSE_A, 1), priceLevelId: 3, course: FACTS, preview }]);
  });

  it('a re-add that pays normally drops the package', () => {
    const cart = cartOf(paidWith(COURSE_A, 1));
    expect(addToLocalCart(cart, { ...COURSE_A, packageIncluded: false }).positions).toStrictEqual([{ ...COURSE_A, packageIncluded: false }]);
  });

  it('a re-add that pays with a package takes that package', () => {
    const cart = cartOf(COURSE_A);
    expect(addToLocalCart(cart, paidWith(COURSE_A, 2)).positions).toStrictEqual([paidWith(COURSE_A, 2)]);
  });

  it('leaves no empty fields behind (the stored copy holds only what was chosen)', () => {
    const [position] = addToLocalCart(cartOf(COURSE_A), COURSE_A).positions;
    expect(Object.keys(position!).sort()).toEqual(['courseId', 'scheduleId']);
  });
});

describe('removing a booking', () => {
  it('a removed package unpays only its own courses', () => {
    const cart = cartOf(PACKAGE_P, PACKAGE_Q, paidWith(COURSE_A, 1), paidWith(COURSE_B, 2));
    expect(removeFromLocalCart(cart, PACKAGE_P).positions).toStrictEqual([PACKAGE_Q, { ...COURSE_A, packageIncluded: false }, paidWith(COURSE_B, 2)]);
  });

  it('a removed course leaves the other courses of its package paid with it', () => {
    const cart = cartOf(PACKAGE_P, paidWith(COURSE_A, 1), paidWith(COURSE_B, 1));
    expect(removeFromLocalCart(cart, COURSE_A).positions).toStrictEqual([PACKAGE_P, paidWith(COURSE_B, 1)]);
  });
});

describe('paying a course with a package', () => {
  it('touches that course only', () => {
    const cart = cartOf(PACKAGE_P, COURSE_A, COURSE_B);
    expect(usePackageInLocalCart(cart, COURSE_A, 1).positions).toStrictEqual([PACKAGE_P, paidWith(COURSE_A, 1), COURSE_B]);
  });

  it('never marks a package as paid with a package', () => {
    const cart = cartOf(PACKAGE_P, COURSE_A);
    expect(usePackageInLocalCart(cart, PACKAGE_P, 1).positions).toStrictEqual([PACKAGE_P, COURSE_A]);
  });
});

it('removes a voucher code however it is typed', () => {
  expect(removeVoucherCode({ positions: [], voucherCodes: ['SOMMER10', 'WINTER'] }, ' sommer10 ').voucherCodes).toEqual(['WINTER']);
});

describe('what another tab added after a guest order (issue 24 §6)', () => {
  it('keeps the bookings and vouchers the order did not have, in stored order, codes normalized', () => {
    const ordered = { positions: [COURSE_A, PACKAGE_P], voucherCodes: ['SOMMER10'] };
    const stored = { positions: [COURSE_A, COURSE_B, PACKAGE_P, PACKAGE_Q], voucherCodes: ['sommer10', ' herbst '] };
    expect(notOrdered(stored, ordered)).toStrictEqual({ positions: [COURSE_B, PACKAGE_Q], voucherCodes: ['HERBST'] });
  });

  it('is empty when the stored cart is what was ordered', () => {
    const ordered = { positions: [COURSE_A], voucherCodes: ['SOMMER10'] };
    expect(notOrdered(ordered, ordered)).toStrictEqual({ positions: [], voucherCodes: [] });
  });

  it('counts the same course at another date as another booking', () => {
    const otherDate = { courseId: 7, scheduleId: 71 };
    expect(notOrdered(cartOf(COURSE_A, otherDate), cartOf(COURSE_A)).positions).toStrictEqual([otherDate]);
  });
});
