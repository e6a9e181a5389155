/** Examples of the pure pricing rules (services/cart/pricing.ts) that the property tests state in general. */
import { describe, expect, it } from 'vitest';
import { priceCart, voucherRejection, type CourseLine, type PackageLine, type VoucherFacts } from '../../src/server/services/cart/pricing.ts';
import { taxNumberRequired } from '../../src/server/services/cart/service.ts';

const TODAY = '2026-11-22';

const course = (id: number, extra: Partial<CourseLine> = {}): CourseLine => ({
  kind: 'COURSE', courseId: id, scheduleId: id * 10, priceLevelId: id * 100, priceLevelName: 'Standard', packageId: null,
  packageIncluded: false, durationValue: 8, courseType: 'PRESENT', courseKind: 'FAO15',
  schedule: { startDate: TODAY, endDate: TODAY, city: 'Köln' }, type: 'EDUCATION', organizerId: 1, organizer: 'O',
  scopeIds: [1], scopes: ['Arbeitsrecht'], name: `Kurs ${id}`, scopeId: null, categoryId: null, priceCents: 10_000, seats: 1, freePlaces: 20, ...extra,
});
const pack = (extra: Partial<PackageLine> = {}): PackageLine => ({
  kind: 'PACKAGE', packageId: 7, creditValue: 15, type: 'EDUCATION', organizerId: 1, organizer: 'O', scopeIds: [1, 2],
  scopes: ['Arbeitsrecht', 'Familienrecht'], name: 'Paket', scopeId: null, categoryId: null, priceCents: 50_000, seats: 1, ...extra,
});
const voucher = (code: string, extra: Partial<VoucherFacts> = {}): VoucherFacts => ({
  code, kind: 'PERCENT', value: 10, validFrom: '2026-01-01', validTo: '2026-12-31', scopeId: null, maxUses: null, uses: 0, ...extra,
});
const price = (lines: (CourseLine | PackageLine)[], vouchers: VoucherFacts[] = []) =>
  priceCart(lines, vouchers.map((v) => v.code), new Map(vouchers.map((v) => [v.code, v])), TODAY);

describe('package credits', () => {
  it('pays courses in cart order while credits last', () => {
    const cart = price([
      pack(),
      course(1, { packageId: 7, packageIncluded: true }),
      course(2, { packageId: 7, packageIncluded: true }),
    ]);
    expect(cart.positions.map((p) => [p.packageIncluded, p.discountPriceValue])).toEqual([[false, 50_000], [true, 0], [false, 10_000]]);
    expect(cart.positions[0]!.remainingCredits).toBe(7);
    expect(cart.positions[2]!.packageId).toBeNull();
  });

  it('counts half hours exactly', () => {
    const cart = price([pack({ creditValue: 15 }), course(1, { durationValue: 7.5, packageId: 7, packageIncluded: true }), course(2, { durationValue: 7.5, packageId: 7, packageIncluded: true })]);
    expect(cart.positions[0]!.remainingCredits).toBe(0);
    expect(cart.sumValue).toBe(50_000);
  });

  it('needs the package in the cart, the same organizer and type, and a shared scope', () => {
    const included = (lines: (CourseLine | PackageLine)[]) => price(lines).positions.find((p) => p.kind === 'COURSE')!.packageIncluded;
    const wanting = course(1, { packageId: 7, packageIncluded: true });
    expect(included([wanting])).toBe(false);
    expect(included([pack({ organizerId: 2 }), wanting])).toBe(false);
    expect(included([pack({ type: 'RENO' }), wanting])).toBe(false);
    expect(included([pack({ scopeIds: [3] }), wanting])).toBe(false);
    expect(included([pack(), wanting])).toBe(true);
    // The package may come after the course in the cart.
    expect(included([wanting, pack()])).toBe(true);
  });
});

describe('vouchers', () => {
  it('checks validity against today', () => {
    expect(voucherRejection(undefined, TODAY)).toBe('UNKNOWN');
    expect(voucherRejection(voucher('A', { validTo: '2026-11-21' }), TODAY)).toBe('EXPIRED');
    expect(voucherRejection(voucher('A', { validTo: TODAY }), TODAY)).toBeNull();
    expect(voucherRejection(voucher('A', { validFrom: '2026-11-23' }), TODAY)).toBe('NOT_YET_VALID');
    expect(voucherRejection(voucher('A', { maxUses: 1, uses: 1 }), TODAY)).toBe('USED_UP');
  });

  it('skips package-paid courses and spreads an absolute voucher in proportion', () => {
    const cart = price(
      [pack(), course(1, { packageId: 7, packageIncluded: true }), course(2, { priceCents: 30_000 }), course(3, { priceCents: 10_000 })],
      [voucher('ABS', { kind: 'ABSOLUTE', value: 10_001, scopeId: 1 })],
    );
    // Package (scope 1 too) 50,000, course 2 30,000, course 3 10,000: 10,001 cents spread 5,556 / 3,333 / 1,111
    // by floors, the cent left over to the first position. Course 1 is paid with the package (10,000 off, no voucher).
    expect(cart.positions.map((p) => p.priceValue - p.discountPriceValue)).toEqual([5_557, 10_000, 3_333, 1_111]);
    expect(cart.sumValue).toBe(90_000 - 10_001);
    expect(cart.positions[1]!.voucher).toBeNull();
  });

  it('gives each position at most one voucher, the first that applies', () => {
    const cart = price([course(1), course(2, { scopeIds: [2] })], [voucher('SCOPE2', { scopeId: 2, value: 50 }), voucher('ALL', { value: 10 })]);
    expect(cart.positions.map((p) => p.voucher?.voucherCode)).toEqual(['ALL', 'SCOPE2']);
    expect(cart.positions.map((p) => p.discountPriceValue)).toEqual([9_000, 5_000]);
    expect(cart.cartVoucher?.voucherCode).toBe('SCOPE2');
    expect(cart.unusedVoucher).toEqual([]);
  });

  it('sets the verification step for specialist-lawyer courses', () => {
    expect(price([course(1, { courseKind: 'FACHANWALTSLEHRGANG' })]).verificationStep).toBe(true);
    expect(price([course(1)]).verificationStep).toBe(false);
  });
});

describe('seats (issue 25 §1)', () => {
  it('prices a position as the price of one place × seats', () => {
    const cart = price([course(1, { priceCents: 12_345, seats: 3 }), pack()]);
    expect(cart.positions.map((p) => [p.seats, p.unitPriceValue, p.priceValue, p.discountPriceValue])).toEqual([
      [3, 12_345, 37_035, 37_035],
      [1, 50_000, 50_000, 50_000],
    ]);
    expect(cart.sumValue).toBe(87_035);
  });

  it('a percentage voucher takes off per place what one place alone gets (3 places cost what 3 positions of one cost)', () => {
    const three = price([course(1, { priceCents: 12_345, seats: 3 })], [voucher('P15', { value: 15 })]);
    // One place: round(12,345 × 15 %) = round(1,851.75) = 1,852 off; three places 5,556 (not round(37,035 × 15 %) = 5,555).
    expect(three.positions[0]!.priceValue - three.positions[0]!.discountPriceValue).toBe(5_556);
    expect(three.positions[0]!.discountPriceValue).toBe(31_479);
    expect(three.positions[0]!.voucher?.voucherCode).toBe('P15');
    const single = price([course(1, { priceCents: 12_345 }), course(2, { priceCents: 12_345 }), course(3, { priceCents: 12_345 })], [voucher('P15', { value: 15 })]);
    expect(three.sumValue).toBe(single.sumValue);
  });

  it('a fixed-amount voucher is taken off once for the cart, spread by the positions\' prices (unit × seats), never below 0', () => {
    const once = price([course(1, { seats: 3 })], [voucher('ABS', { kind: 'ABSOLUTE', value: 5_000 })]);
    expect(once.positions[0]!.priceValue).toBe(30_000);
    expect(once.positions[0]!.discountPriceValue).toBe(25_000);
    const spread = price([course(1, { seats: 3 }), course(2)], [voucher('ABS', { kind: 'ABSOLUTE', value: 8_000 })]);
    expect(spread.positions.map((p) => p.priceValue - p.discountPriceValue)).toEqual([6_000, 2_000]);
    expect(spread.sumValue).toBe(32_000);
    const capped = price([course(1, { seats: 3 })], [voucher('ABS', { kind: 'ABSOLUTE', value: 50_000 })]);
    expect(capped.positions[0]!.discountPriceValue).toBe(0);
    expect(capped.sumValue).toBe(0);
  });

  it('a course paid with package credits uses duration × seats credits, all its places or none', () => {
    const fits = price([pack({ creditValue: 15 }), course(1, { durationValue: 5, seats: 3, packageId: 7, packageIncluded: true })]);
    expect(fits.positions[1]!.packageIncluded).toBe(true);
    expect(fits.positions[1]!.discountPriceValue).toBe(0);
    expect(fits.positions[0]!.remainingCredits).toBe(0);
    const short = price([pack({ creditValue: 15 }), course(1, { durationValue: 8, seats: 2, packageId: 7, packageIncluded: true })]);
    expect(short.positions[1]!.packageIncluded).toBe(false);
    expect(short.positions[1]!.discountPriceValue).toBe(20_000);
    expect(short.positions[0]!.remainingCredits).toBe(15);
  });
});

describe('tax number rule', () => {
  it('asks EU customers outside Germany without a tax number', () => {
    expect(taxNumberRequired('DEU', null)).toBe(false);
    expect(taxNumberRequired('AUT', null)).toBe(true);
    expect(taxNumberRequired('AUT', 'ATU12345678')).toBe(false);
    expect(taxNumberRequired('CHE', null)).toBe(false);
    expect(taxNumberRequired(null, null)).toBe(false);
  });
});
