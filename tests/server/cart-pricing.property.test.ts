/**
 * Property-based tests (fast-check, 1,000 random carts each) of the pure cart rules:
 * merge.ts loses no booking and duplicates none, and is idempotent; pricing.ts never lets credits go
 * negative, never charges below 0 or above the list price, and sums exactly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartPositionInput } from '../../src/shared/cart.ts';
import { bookingKey, mergeCarts, type MergeablePosition } from '../../src/server/services/cart/merge.ts';
import { priceCart, spreadAbsolute, type CartLine, type CourseLine, type PackageLine, type VoucherFacts } from '../../src/server/services/cart/pricing.ts';

const RUNS = { numRuns: 1000 };
const TODAY = '2026-11-22';

const smallId = fc.integer({ min: 1, max: 6 });
const coursePosition: fc.Arbitrary<CartPositionInput> = fc.record(
  {
    courseId: smallId,
    scheduleId: smallId,
    priceLevelId: smallId,
    packageId: smallId,
    packageIncluded: fc.boolean(),
    scopeId: smallId,
    categoryId: smallId,
  },
  { requiredKeys: ['courseId', 'scheduleId', 'priceLevelId'] },
);
const packagePosition: fc.Arbitrary<CartPositionInput> = smallId.map((packageId) => ({ packageId }));
const position = fc.oneof(coursePosition, packagePosition);
const code = fc.constantFrom('a', 'A', ' b ', 'B', 'c', 'WILLKOMMEN10', 'x1');

/** A server cart: unique bookings (the database enforces it) with ids. */
const serverCart = fc
  .uniqueArray(position, { selector: bookingKey, maxLength: 12 })
  .map((positions) => positions.map((p, index): MergeablePosition => ({ ...p, id: 100 + index })));

describe('mergeCarts', () => {
  it('keeps every booking of either side exactly once, server ids and order included', () => {
    fc.assert(
      fc.property(serverCart, fc.array(position, { maxLength: 12 }), fc.array(code, { maxLength: 5 }), fc.array(code, { maxLength: 5 }), (server, local, serverCodes, localCodes) => {
        const result = mergeCarts({ positions: server, voucherCodes: serverCodes }, { positions: local, voucherCodes: localCodes });
        const keys = result.positions.map(bookingKey);
        expect(new Set(keys).size).toBe(keys.length);
        const wanted = new Set([...server.map(bookingKey), ...local.map(bookingKey)]);
        expect(new Set(keys)).toEqual(wanted);
        // Server positions keep their place and id.
        server.forEach((p, index) => {
          expect(result.positions[index]!.id).toBe(p.id);
          expect(bookingKey(result.positions[index]!)).toBe(bookingKey(p));
        });
        // The last local position of a booking decides its price level and package flag.
        for (const key of new Set(local.map(bookingKey))) {
          const last = local.filter((p) => bookingKey(p) === key).at(-1)!;
          const merged = result.positions.find((p) => bookingKey(p) === key)!;
          if (last.courseId !== undefined) {
            expect(merged.priceLevelId).toBe(last.priceLevelId);
            expect(merged.packageIncluded ?? false).toBe(last.packageIncluded ?? false);
          }
        }
        // Codes: united, upper-case, no duplicates.
        expect(new Set(result.voucherCodes).size).toBe(result.voucherCodes.length);
        expect(result.merged).toBe(local.some((p) => !server.some((s) => bookingKey(s) === bookingKey(p))) || result.voucherCodes.length > new Set(serverCodes.map((c) => c.trim().toUpperCase()).filter(Boolean)).size);
      }),
      RUNS,
    );
  });

  it('is idempotent: merging the same local cart again changes nothing and is not "merged"', () => {
    fc.assert(
      fc.property(serverCart, fc.array(position, { maxLength: 12 }), fc.array(code, { maxLength: 5 }), fc.array(code, { maxLength: 5 }), (server, local, serverCodes, localCodes) => {
        const once = mergeCarts({ positions: server, voucherCodes: serverCodes }, { positions: local, voucherCodes: localCodes });
        const stored = once.positions.map((p, index) => ({ ...p, id: p.id ?? 1000 + index }));
        const twice = mergeCarts({ positions: stored, voucherCodes: once.voucherCodes }, { positions: local, voucherCodes: localCodes });
        expect(twice.merged).toBe(false);
        expect(twice.changed).toEqual([]);
        expect(twice.positions).toEqual(stored);
        expect(twice.voucherCodes).toEqual(once.voucherCodes);
      }),
      RUNS,
    );
  });
});

const organizer = fc.integer({ min: 1, max: 2 });
const type = fc.constantFrom('EDUCATION' as const, 'RENO' as const);
const scopes = fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 });
const cents = fc.integer({ min: 0, max: 500_000 });

const courseLine: fc.Arbitrary<CourseLine> = fc
  .record({
    courseId: fc.integer({ min: 1, max: 1000 }), organizerId: organizer, type, scopeIds: scopes, priceCents: cents,
    durationTenths: fc.integer({ min: 5, max: 400 }), packageId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
    packageIncluded: fc.boolean(), fachanwalt: fc.boolean(), seats: fc.integer({ min: 1, max: 5 }),
  })
  .map((r) => ({
    kind: 'COURSE', courseId: r.courseId, scheduleId: r.courseId * 10, priceLevelId: r.courseId * 100, priceLevelName: 'Standard',
    packageId: r.packageId, packageIncluded: r.packageIncluded, durationValue: r.durationTenths / 10, courseType: 'PRESENT',
    courseKind: r.fachanwalt ? 'FACHANWALTSLEHRGANG' : 'FORTBILDUNG', schedule: { startDate: TODAY, endDate: TODAY, city: null },
    type: r.type, organizerId: r.organizerId, organizer: `O${r.organizerId}`, scopeIds: r.scopeIds, scopes: r.scopeIds.map(String),
    name: `Kurs ${r.courseId}`, scopeId: null, categoryId: null, priceCents: r.priceCents, seats: r.seats, freePlaces: 20,
  }));

const packageLine: fc.Arbitrary<PackageLine> = fc
  .record({ packageId: fc.integer({ min: 1, max: 4 }), organizerId: organizer, type, scopeIds: scopes, priceCents: cents, creditValue: fc.integer({ min: 1, max: 60 }) })
  .map((r) => ({
    kind: 'PACKAGE', packageId: r.packageId, creditValue: r.creditValue, type: r.type, organizerId: r.organizerId,
    organizer: `O${r.organizerId}`, scopeIds: r.scopeIds, scopes: r.scopeIds.map(String), name: `Paket ${r.packageId}`,
    scopeId: null, categoryId: null, priceCents: r.priceCents, seats: 1,
  }));

/** A cart as the store keeps it: one position per course date and per package. */
const lines = fc
  .array(fc.oneof(courseLine, packageLine), { maxLength: 15 })
  .map((all) => all.filter((line, index) => all.findIndex((other) => (other.kind === 'COURSE' ? `C${other.courseId}` : `P${other.packageId}`) === (line.kind === 'COURSE' ? `C${line.courseId}` : `P${line.packageId}`)) === index));

const voucher: fc.Arbitrary<VoucherFacts> = fc
  .record({
    code: fc.constantFrom('V1', 'V2', 'V3', 'V4', 'V5'),
    kind: fc.constantFrom('PERCENT' as const, 'ABSOLUTE' as const),
    percent: fc.integer({ min: 1, max: 100 }),
    absolute: fc.integer({ min: 1, max: 1_000_000 }),
    from: fc.constantFrom('2026-01-01', TODAY, '2027-01-01'),
    to: fc.constantFrom('2026-11-21', TODAY, '2027-12-31'),
    scopeId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
    maxUses: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    uses: fc.integer({ min: 0, max: 3 }),
  })
  .map((r) => ({
    code: r.code, kind: r.kind, value: r.kind === 'PERCENT' ? r.percent : r.absolute, validFrom: r.from, validTo: r.to,
    scopeId: r.scopeId, maxUses: r.maxUses, uses: r.uses,
  }));

describe('priceCart', () => {
  it('credits never negative, every charge between 0 and the list price, sum = Σ discountPriceValue ≥ 0', () => {
    fc.assert(
      fc.property(lines, fc.uniqueArray(voucher, { selector: (v) => v.code, maxLength: 4 }), fc.array(fc.constantFrom('V1', 'V2', 'V3', 'V4', 'V5', 'NONE'), { maxLength: 4 }), (cartLines, vouchers, rawCodes) => {
        const codes = [...new Set(rawCodes)];
        const cart = priceCart(cartLines, codes, new Map(vouchers.map((v) => [v.code, v])), TODAY);
        expect(cart.positions).toHaveLength(cartLines.length);
        let sum = 0;
        cart.positions.forEach((position, index) => {
          const line: CartLine = cartLines[index]!;
          expect(position.priceValue).toBe(line.priceCents * line.seats);
          expect(position.unitPriceValue).toBe(line.priceCents);
          expect(position.seats).toBe(line.seats);
          expect(position.discountPriceValue).toBeGreaterThanOrEqual(0);
          expect(position.discountPriceValue).toBeLessThanOrEqual(position.priceValue);
          expect(Number.isInteger(position.discountPriceValue)).toBe(true);
          if (position.packageIncluded) {
            expect(position.discountPriceValue).toBe(0);
            expect(position.voucher).toBeNull();
            const pack = cartLines.find((l): l is PackageLine => l.kind === 'PACKAGE' && l.packageId === position.packageId);
            expect(pack).toBeDefined();
            expect(pack!.organizerId).toBe(position.organizerId);
            expect(pack!.type).toBe(position.type);
            expect(pack!.scopeIds.some((s) => position.scopeIds.includes(s))).toBe(true);
          }
          if (position.voucher === null && !position.packageIncluded) expect(position.discountPriceValue).toBe(position.priceValue);
          // A percentage voucher gives every place the discount one place alone gets.
          if (position.voucher?.voucherValueType === 'PERCENT') expect((position.priceValue - position.discountPriceValue) % line.seats).toBe(0);
          sum += position.discountPriceValue;
        });
        expect(cart.sumValue).toBe(sum);
        expect(cart.sumValue).toBeGreaterThanOrEqual(0);
        expect(cart.paymentStep).toBe(sum > 0);
        // Credits: never negative, and exactly credit value minus the included durations.
        for (const pack of cart.positions.filter((p) => p.kind === 'PACKAGE')) {
          const line = cartLines.find((l): l is PackageLine => l.kind === 'PACKAGE' && l.packageId === pack.packageId)!;
          const used = cart.positions.filter((p) => p.packageIncluded && p.packageId === pack.packageId).reduce((total, p) => total + Math.round(p.durationValue! * 10) * p.seats!, 0);
          expect(pack.remainingCredits!).toBeGreaterThanOrEqual(0);
          expect(Math.round(pack.remainingCredits! * 10)).toBe(line.creditValue * 10 - used);
        }
        // Every code is accounted for exactly once: applied, unused or rejected.
        const applied = new Set(cart.positions.flatMap((p) => (p.voucher ? [p.voucher.voucherCode] : [])));
        for (const c of codes) {
          const places = [applied.has(c), cart.unusedVoucher.includes(c), cart.rejectedVoucher.some((r) => r.code === c)].filter(Boolean);
          expect(places).toHaveLength(1);
        }
        expect(cart.verificationStep).toBe(cartLines.some((l) => l.kind === 'COURSE' && l.courseKind === 'FACHANWALTSLEHRGANG'));
      }),
      RUNS,
    );
  });

  it('spreadAbsolute shares sum to min(amount, Σ prices) and never exceed a price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), fc.array(cents, { minLength: 1, maxLength: 10 }), (amount, prices) => {
        const shares = spreadAbsolute(amount, prices);
        const total = prices.reduce((a, b) => a + b, 0);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(Math.min(amount, total));
        shares.forEach((share, index) => {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(prices[index]!);
        });
      }),
      RUNS,
    );
  });
});
