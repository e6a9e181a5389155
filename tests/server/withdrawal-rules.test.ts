/**
 * The withdrawal rules without a database (services/withdrawal/eligibility.ts, pro-rata.ts): the
 * period's end in Europe/Berlin, the refusals in their order, and the pro-rata share by course days
 * rounded down to the cent — for a course and for a package whose credits paid begun courses.
 */
import { describe, expect, it } from 'vitest';
import { orderRefusal, periodEndsAt, positionRefusal } from '../../src/server/services/withdrawal/eligibility.ts';
import type { OrderForWithdrawal, PositionForWithdrawal, WithdrawalFacts } from '../../src/server/services/withdrawal/facts.ts';
import { performedDays, proRataCents } from '../../src/server/services/withdrawal/pro-rata.ts';

const order = (over: Partial<OrderForWithdrawal> = {}): OrderForWithdrawal => ({
  id: 1, orderNumber: 'KM-2026-100001', status: 'CONFIRMED', buyerType: 'CONSUMER',
  buyer: { buyerType: 'CONSUMER', email: 'a@example.org', firstName: 'A', lastName: 'B', company: null, street: 'S 1', zipCode: '10115', city: 'Berlin', country: 'DEU', taxNumber: null },
  email: 'a@example.org', language: 'de', customerId: null, placedAt: '2026-03-10T09:00:00.000Z', earlyStartRequested: true,
  // Placed 10 March (Berlin): the period ends at the end of 24 March, i.e. 25 March 00:00 CET = 23:00 UTC on the 24th.
  periodEndsBefore: '2026-03-24T23:00:00.000Z', now: '2026-03-20T10:00:00.000Z', today: '2026-03-20', hasInvoice: true,
  ...over,
});
const course = (over: Partial<PositionForWithdrawal> = {}): PositionForWithdrawal => ({
  id: 10, lineNo: 0, kind: 'COURSE', name: 'Kurs', organizer: 'Veranstalter', scheduleId: 5, scheduleStart: '2026-03-18', scheduleEnd: '2026-03-24',
  scheduleCity: 'Berlin', packageId: null, packageIncluded: false, voucherCode: null, grossCents: 99_999, netCents: 84_033, vatCents: 15_966,
  vatRatePercent: 19, vatTreatment: 'STANDARD', durationHours: 20, creditHours: null, withdrawalId: null, seats: 1, ...over,
});

describe('eligibility', () => {
  it('ends the period at the end of the 14th day in Berlin', () => {
    expect(periodEndsAt(order())).toBe('2026-03-24T22:59:59.999Z');
    expect(orderRefusal({ order: order({ now: '2026-03-24T22:59:59.999Z' }), positions: [course()] })).toBeNull();
    expect(orderRefusal({ order: order({ now: '2026-03-24T23:00:00.000Z' }), positions: [course()] })).toBe('PERIOD_OVER');
  });

  it('names a business order first, a fully withdrawn order before its cancellation', () => {
    expect(orderRefusal({ order: order({ buyerType: 'BUSINESS', status: 'CANCELLED' }), positions: [course()] })).toBe('BUSINESS_ORDER');
    expect(orderRefusal({ order: order({ status: 'CANCELLED' }), positions: [course({ withdrawalId: 3 })] })).toBe('ALREADY_WITHDRAWN');
    expect(orderRefusal({ order: order({ status: 'CANCELLED' }), positions: [course()] })).toBe('ORDER_CANCELLED');
  });

  it('refuses a course fully performed after an early start, and its package', () => {
    const over = course({ scheduleStart: '2026-03-11', scheduleEnd: '2026-03-19', packageId: 7, packageIncluded: true, grossCents: 0 });
    const pkg = course({ id: 11, kind: 'PACKAGE', scheduleId: null, scheduleStart: null, scheduleEnd: null, packageId: 7, creditHours: 40 });
    const facts: WithdrawalFacts = { order: order(), positions: [over, pkg] };
    expect(positionRefusal(facts, over)).toBe('FULLY_PERFORMED');
    expect(positionRefusal(facts, pkg)).toBe('FULLY_PERFORMED');
    // Without the early-start request the right does not end by performance.
    expect(positionRefusal({ order: order({ earlyStartRequested: false }), positions: [over] }, over)).toBeNull();
  });
});

describe('pro-rata (§ 357a Abs. 2 BGB)', () => {
  it('counts course days up to and including the day of receipt', () => {
    expect(performedDays(course(), '2026-03-17')).toEqual([0, 7]);
    expect(performedDays(course(), '2026-03-18')).toEqual([1, 7]);
    expect(performedDays(course(), '2026-03-20')).toEqual([3, 7]);
    expect(performedDays(course(), '2026-03-30')).toEqual([7, 7]);
  });

  it('rounds the share down to the cent, and is 0 without an early-start request', () => {
    const context = { earlyStartRequested: true, today: '2026-03-20' };
    // 99 999 × 3 / 7 = 42 856.71… → 42 856 cents.
    expect(proRataCents(course(), [course()], context)).toBe(42_856);
    expect(proRataCents(course(), [course()], { ...context, earlyStartRequested: false })).toBe(0);
    expect(proRataCents(course(), [course()], { ...context, today: '2026-03-17' })).toBe(0);
  });

  it('charges a package for the share of its credit hours begun courses used', () => {
    const paid = course({ packageId: 7, packageIncluded: true, grossCents: 0, durationHours: 10 });
    const later = course({ id: 12, packageId: 7, packageIncluded: true, grossCents: 0, durationHours: 10, scheduleStart: '2026-04-01', scheduleEnd: '2026-04-02' });
    const pkg = course({ id: 11, kind: 'PACKAGE', scheduleId: null, scheduleStart: null, scheduleEnd: null, packageId: 7, creditHours: 40, grossCents: 120_000 });
    // 10 h × 3/7 used of 40 h: 120 000 × (30/7) / 400 = 12 857.14… → 12 857 cents.
    expect(proRataCents(pkg, [paid, later, pkg], { earlyStartRequested: true, today: '2026-03-20' })).toBe(12_857);
    expect(proRataCents(paid, [paid, later, pkg], { earlyStartRequested: true, today: '2026-03-20' })).toBe(0);
  });
});
