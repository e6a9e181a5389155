/**
 * The packageCredits machine's model (machines/packageCredits.machine.ts): two courses and two packages
 * for the model-based tests (tests/model/packageCredits.mbt.test.tsx) and docs/flows.
 */
import type { CreditCourse, CreditPackageState, PackageCreditsInput } from './packageCredits.machine';

const PACKAGE_20: CreditPackageState = { packageId: 7, cartPosition: 1, type: 'EDUCATION', organizerId: 5, scopeIds: [3], remainingCredits: 20 };
const PACKAGE_OTHER: CreditPackageState = { packageId: 8, cartPosition: 3, type: 'EDUCATION', organizerId: 6, scopeIds: [4], remainingCredits: 40 };
const course = (key: string, hours: number): CreditCourse => ({ key, hours, type: 'EDUCATION', organizerId: 5, scopeIds: [3] });
/** 8 hours fit the 20 credits; 16 fit only without the first. */
export const MODEL_CREDIT_COURSES = { short: course('101-1011', 8), long: course('102-1021', 16) };

/**
 * Representative events: two courses (8 and 16 hours) against a 20-hour package (either fits alone,
 * not both; a package of another organizer is never offered), releases, and a sync from the priced cart.
 */
export const packageCreditsModel = {
  input: { packages: [PACKAGE_20, PACKAGE_OTHER], assignments: [] } satisfies PackageCreditsInput,
  events: [
    { type: 'user.courseAdded', course: MODEL_CREDIT_COURSES.short, packageId: 7 },
    { type: 'user.courseAdded', course: MODEL_CREDIT_COURSES.long, packageId: 7 },
    { type: 'user.courseRemoved', key: '101-1011' },
    { type: 'user.courseRemoved', key: '102-1021' },
    { type: 'user.refusalDismissed' },
    {
      type: 'cart.synced',
      packages: [{ ...PACKAGE_20, remainingCredits: 12 }, PACKAGE_OTHER],
      assignments: [{ key: '101-1011', packageId: 7, hours: 8 }],
    },
  ],
};
