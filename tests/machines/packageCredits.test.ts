/**
 * Actor-level tests of the package credits: the machine with the real actor layer (storage `cp`),
 * and property-based runs (fast-check) of random sequences of paying with and releasing packages.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  creditCourse, creditsOfCart, releaseCourse, type CreditCourse, type CreditPackageState, type PackageCreditsEmitted,
} from '../../machines/packageCredits.machine';
import { createPackageCreditsLogic } from '../../src/actors/packageCredits';
import { readCreditPackages } from '../../src/lib/cart-storage';
import type { Cart, CartPosition } from '../../src/shared/cart';
import { useMswServer } from '../web/support/msw';

useMswServer();

const PACKAGES: CreditPackageState[] = [
  { packageId: 7, cartPosition: 0, type: 'EDUCATION', organizerId: 5, scopeIds: [3], remainingCredits: 20 },
  { packageId: 8, cartPosition: 1, type: 'EDUCATION', organizerId: 5, scopeIds: [3, 4], remainingCredits: 7 },
  { packageId: 9, cartPosition: 2, type: 'RENO', organizerId: 6, scopeIds: [], remainingCredits: 30 },
];
const COURSES: CreditCourse[] = [
  { key: '1-11', hours: 8, type: 'EDUCATION', organizerId: 5, scopeIds: [3] },
  { key: '2-21', hours: 16, type: 'EDUCATION', organizerId: 5, scopeIds: [4] },
  { key: '3-31', hours: 5, type: 'EDUCATION', organizerId: 5, scopeIds: [3] },
  { key: '4-41', hours: 12, type: 'RENO', organizerId: 6, scopeIds: [9] },
  { key: '5-51', hours: 0, type: 'EDUCATION', organizerId: 6, scopeIds: [3] },
];

function start(packages = PACKAGES) {
  const actor = createActor(createPackageCreditsLogic(), { input: { packages, assignments: [] } });
  const told: PackageCreditsEmitted[] = [];
  actor.on('*', (event) => told.push(event as PackageCreditsEmitted));
  actor.start();
  return { actor, told };
}

/** A priced position of the cart; what the credit rules do not read is left at a plain value. */
function position(overrides: Partial<CartPosition>): CartPosition {
  return {
    kind: 'COURSE', courseId: null, packageId: null, scheduleId: null, priceLevelId: null, scopeId: null, categoryId: null,
    packageIncluded: false, durationValue: null, type: 'EDUCATION', organizerId: 5, organizer: 'Akademie', scopeIds: [], scopes: [],
    remainingCredits: null, name: 'Kurs', courseType: null, courseKind: null, schedule: null, priceLevelName: null, priceValue: 0,
    discountPriceValue: 0, voucher: null, ...overrides,
  };
}

function pricedCart(positions: CartPosition[]): Cart {
  return {
    positions, cartVoucher: null, rejectedVoucher: [], unusedVoucher: [], voucherCodes: [], verificationStep: false, paymentStep: false, sumValue: 0,
  };
}

const credits = (actor: ReturnType<typeof start>['actor']) =>
  Object.fromEntries(actor.getSnapshot().context.packages.map((p) => [p.packageId, p.remainingCredits]));

describe('packageCredits machine', () => {
  it('takes the course hours off the package, gives them back on release, stores them in cp', () => {
    const { actor, told } = start();
    actor.send({ type: 'user.courseAdded', course: COURSES[0]!, packageId: 7 });
    expect(credits(actor)).toEqual({ 7: 12, 8: 7, 9: 30 });
    expect(readCreditPackages().find((p) => p.packageId === 7)?.remainingCredits).toBe(12);
    actor.send({ type: 'user.courseRemoved', key: '1-11' });
    expect(credits(actor)).toEqual({ 7: 20, 8: 7, 9: 30 });
    expect(told).toEqual([
      { type: 'credits.assigned', key: '1-11', packageId: 7 },
      { type: 'credits.released', key: '1-11', packageId: 7 },
    ]);
  });

  it('refuses a course that does not fit, visibly, and leaves the credits alone', () => {
    const { actor, told } = start();
    actor.send({ type: 'user.courseAdded', course: COURSES[0]!, packageId: 8 });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.refusal).toEqual({ key: '1-11', packageId: 8, reason: 'credits', hours: 8, remaining: 7 });
    actor.send({ type: 'user.courseAdded', course: COURSES[3]!, packageId: 7 });
    expect(actor.getSnapshot().context.refusal?.reason).toBe('package');
    expect(credits(actor)).toEqual({ 7: 20, 8: 7, 9: 30 });
    expect(told).toEqual([]);
    actor.send({ type: 'user.refusalDismissed' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('ignores adding a course already paid with a package and releasing one that is not', () => {
    const { actor, told } = start();
    actor.send({ type: 'user.courseAdded', course: COURSES[2]!, packageId: 7 });
    actor.send({ type: 'user.courseAdded', course: COURSES[2]!, packageId: 8 });
    actor.send({ type: 'user.courseRemoved', key: '1-11' });
    expect(credits(actor)).toEqual({ 7: 15, 8: 7, 9: 30 });
    expect(told).toHaveLength(1);
  });

  it('derives the credits from a priced cart: the server figures, never negative', () => {
    expect(creditsOfCart(null)).toEqual({ packages: [], assignments: [] });
    const cart = pricedCart([
      position({ kind: 'PACKAGE', packageId: 7, remainingCredits: 12, scopeIds: [3] }),
      position({ kind: 'PACKAGE', packageId: 8, remainingCredits: -4 }),
      // A package position without a package id is not a package the courses can use.
      position({ kind: 'PACKAGE', packageId: null, remainingCredits: 30 }),
      position({ kind: 'COURSE', courseId: 1, scheduleId: 11, packageId: 7, packageIncluded: true, durationValue: 8 }),
      // Three places of a date use its hours three times (issue 25 §1).
      position({ kind: 'COURSE', courseId: 6, scheduleId: 61, packageId: 7, packageIncluded: true, durationValue: 2, seats: 3 }),
      // Priced at full price: the package id alone does not mean paid with it.
      position({ kind: 'COURSE', courseId: 2, scheduleId: 21, packageId: 8, packageIncluded: false, durationValue: 16 }),
      position({ kind: 'COURSE', courseId: 3, scheduleId: 31, packageId: null, packageIncluded: true, durationValue: 5 }),
    ]);
    expect(creditsOfCart(cart)).toEqual({
      packages: [
        { packageId: 7, cartPosition: 0, type: 'EDUCATION', organizerId: 5, scopeIds: [3], remainingCredits: 12 },
        { packageId: 8, cartPosition: 1, type: 'EDUCATION', organizerId: 5, scopeIds: [], remainingCredits: 0 },
      ],
      assignments: [
        { key: '1-11', packageId: 7, hours: 8 },
        { key: '6-61', packageId: 7, hours: 6 },
      ],
    });
  });

  it('reads a course position as the credit rules see it: its key and its hours for each place (none when it has no duration)', () => {
    const course = position({ kind: 'COURSE', courseId: 4, scheduleId: 41, durationValue: 12, type: 'RENO', organizerId: 6, scopeIds: [9] });
    expect(creditCourse(course)).toEqual({ key: '4-41', hours: 12, type: 'RENO', organizerId: 6, scopeIds: [9] });
    expect(creditCourse({ ...course, durationValue: null }).hours).toBe(0);
    // Each place costs the hours: two lawyers in a 12-hour course use 24 credits.
    expect(creditCourse({ ...course, seats: 2 }).hours).toBe(24);
  });

  it('pays only with a package of the same organizer and audience that shares a scope with the course', () => {
    const course: CreditCourse = { key: '6-61', hours: 4, type: 'EDUCATION', organizerId: 5, scopeIds: [3] };
    const refusedBy = (pkg: Partial<CreditPackageState>) => {
      const { actor } = start([{ ...PACKAGES[0]!, ...pkg }]);
      actor.send({ type: 'user.courseAdded', course, packageId: 7 });
      return actor.getSnapshot().context.refusal?.reason ?? null;
    };
    expect(refusedBy({})).toBeNull();
    expect(refusedBy({ organizerId: 6 })).toBe('package');
    expect(refusedBy({ type: 'RENO' })).toBe('package');
    expect(refusedBy({ scopeIds: [4] })).toBe('package');
    // One common scope is enough; a package without scopes pays for any scope.
    expect(refusedBy({ scopeIds: [4, 3] })).toBeNull();
    expect(refusedBy({ scopeIds: [] })).toBeNull();
    const { actor } = start([{ ...PACKAGES[0]!, scopeIds: [3] }]);
    actor.send({ type: 'user.courseAdded', course: { ...course, scopeIds: [3, 99] }, packageId: 7 });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    expect(credits(actor)).toEqual({ 7: 16 });
  });

  it('pays a course with exactly the credits left, and one without hours; never one with negative hours', () => {
    const { actor } = start([{ ...PACKAGES[1]!, remainingCredits: 7 }]);
    actor.send({ type: 'user.courseAdded', course: { ...COURSES[2]!, hours: 7 }, packageId: 8 });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(credits(actor)).toEqual({ 8: 0 });
    actor.send({ type: 'user.courseAdded', course: { ...COURSES[0]!, hours: 0 }, packageId: 8 });
    expect(actor.getSnapshot().context.assignments.map((a) => a.key)).toEqual(['3-31', '1-11']);
    actor.send({ type: 'user.courseAdded', course: { ...COURSES[1]!, hours: -3 }, packageId: 8 });
    expect(actor.getSnapshot().context.refusal?.reason).toBe('credits');
    expect(credits(actor)).toEqual({ 8: 0 });
  });

  it('pays a second course with the same package while the first one uses it', () => {
    const { actor, told } = start();
    actor.send({ type: 'user.courseAdded', course: COURSES[0]!, packageId: 7 });
    actor.send({ type: 'user.courseAdded', course: COURSES[2]!, packageId: 7 });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(credits(actor)).toEqual({ 7: 7, 8: 7, 9: 30 });
    expect(told.map((e) => e.key)).toEqual(['1-11', '3-31']);
  });

  it('refuses a course that does not fit while another course uses a package, and adding a paid course again shows nothing', () => {
    const { actor } = start();
    actor.send({ type: 'user.courseAdded', course: COURSES[0]!, packageId: 7 });
    actor.send({ type: 'user.courseAdded', course: COURSES[1]!, packageId: 8 });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.refusal).toMatchObject({ key: '2-21', reason: 'credits' });
    actor.send({ type: 'user.refusalDismissed' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    actor.send({ type: 'user.courseAdded', course: COURSES[0]!, packageId: 8 });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('tells which package a released course used, and stores the credits it gives back', () => {
    const { actor, told } = start();
    actor.send({ type: 'user.courseAdded', course: COURSES[0]!, packageId: 7 });
    actor.send({ type: 'user.courseAdded', course: COURSES[3]!, packageId: 9 });
    actor.send({ type: 'user.courseRemoved', key: '4-41' });
    expect(told.at(-1)).toEqual({ type: 'credits.released', key: '4-41', packageId: 9 });
    expect(readCreditPackages().find((p) => p.packageId === 9)?.remainingCredits).toBe(30);
    expect(readCreditPackages().find((p) => p.packageId === 7)?.remainingCredits).toBe(12);
  });

  it('a refusal shows until dismissed; a new cart from the server clears it and is stored', () => {
    const { actor } = start();
    actor.send({ type: 'user.courseAdded', course: COURSES[0]!, packageId: 8 });
    actor.send({ type: 'cart.synced', packages: [{ ...PACKAGES[0]!, remainingCredits: 3 }], assignments: [] });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.refusal).toBeNull();
    expect(readCreditPackages()).toEqual([{ ...PACKAGES[0]!, remainingCredits: 3 }]);
  });

  it('a refusal shows until the next step: paying a course that fits, or releasing one, closes it', () => {
    const { actor } = start();
    actor.send({ type: 'user.courseAdded', course: COURSES[0]!, packageId: 7 });
    actor.send({ type: 'user.courseAdded', course: COURSES[1]!, packageId: 8 });
    expect(actor.getSnapshot().value).toBe('refused');
    actor.send({ type: 'user.courseAdded', course: COURSES[2]!, packageId: 8 });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.refusal).toBeNull();
    actor.send({ type: 'user.courseAdded', course: COURSES[1]!, packageId: 8 });
    expect(actor.getSnapshot().value).toBe('refused');
    actor.send({ type: 'user.courseRemoved', key: '1-11' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('releasing a course that uses no package changes nothing (the rule)', () => {
    const context = { packages: PACKAGES, assignments: [{ key: '1-11', packageId: 7, hours: 8 }] };
    expect(releaseCourse(context, '9-99')).toBe(context);
  });

  it('over random sequences of add and remove: never negative, restored exactly on removal', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), course: fc.integer({ min: 0, max: COURSES.length - 1 }), pkg: fc.constantFrom(7, 8, 9, 10) }),
      fc.record({ kind: fc.constant('remove' as const), course: fc.integer({ min: 0, max: COURSES.length - 1 }) }),
      fc.record({ kind: fc.constant('dismiss' as const) }),
    );
    const startCredits = fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }));
    fc.assert(
      fc.property(startCredits, fc.array(step, { maxLength: 40 }), (initial, steps) => {
        const packages = PACKAGES.map((p, i) => ({ ...p, remainingCredits: initial[i]! }));
        const { actor } = start(packages);
        for (const s of steps) {
          const before = actor.getSnapshot().context;
          if (s.kind === 'add') {
            const course = COURSES[s.course]!;
            actor.send({ type: 'user.courseAdded', course, packageId: s.pkg });
          } else if (s.kind === 'remove') {
            const key = COURSES[s.course]!.key;
            const used = before.assignments.find((a) => a.key === key);
            actor.send({ type: 'user.courseRemoved', key });
            if (used) {
              // Restored exactly: the package gets the course's hours back, the others are untouched.
              const after = actor.getSnapshot().context;
              for (const p of after.packages) {
                const was = before.packages.find((b) => b.packageId === p.packageId)!.remainingCredits;
                expect(p.remainingCredits).toBe(p.packageId === used.packageId ? was + used.hours : was);
              }
            }
          } else {
            actor.send({ type: 'user.refusalDismissed' });
          }
          const { packages: now, assignments } = actor.getSnapshot().context;
          for (const p of now) {
            expect(p.remainingCredits).toBeGreaterThanOrEqual(0);
            // Invariant: start credits = credits left + hours of the courses paid with the package.
            const spent = assignments.filter((a) => a.packageId === p.packageId).reduce((sum, a) => sum + a.hours, 0);
            expect(p.remainingCredits + spent).toBe(packages.find((q) => q.packageId === p.packageId)!.remainingCredits);
          }
          expect(new Set(assignments.map((a) => a.key)).size).toBe(assignments.length);
        }
        actor.stop();
      }),
      { numRuns: 1_000 },
    );
  });
});
