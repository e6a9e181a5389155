/**
 * What the package credits do in the browser: keep the cart's packages and their credits left in
 * storage `cp` (spec §3 Local credit package list), and derive the machine's state from a priced cart.
 */
import {
  packageCreditsMachine, type CreditAssignment, type CreditCourse, type CreditPackageState, type PackageCreditsInput,
} from '../../machines/packageCredits.machine';
import { writeCreditPackages } from '../lib/cart-storage';
import type { Cart, CartPosition, CreditPackage } from '../shared/cart';

export function createPackageCreditsLogic(storage?: Storage) {
  return packageCreditsMachine.provide({
    actions: {
      storeCreditPackages: (_, { packages }) => writeCreditPackages(packages as CreditPackage[], storage),
    },
  });
}

export const packageCreditsLogic = createPackageCreditsLogic();
export type PackageCreditsLogic = typeof packageCreditsLogic;

/** The key of a course position ('course-date'). */
export const courseKey = (position: Pick<CartPosition, 'courseId' | 'scheduleId'>) => `${position.courseId}-${position.scheduleId}`;

/** A course position as the credit rules see it. */
export function creditCourse(position: CartPosition): CreditCourse {
  return {
    key: courseKey(position),
    hours: position.durationValue ?? 0,
    type: position.type,
    organizerId: position.organizerId,
    scopeIds: position.scopeIds,
  };
}

/** The packages of a priced cart with the server's credits left, and which course uses which. */
export function creditsOfCart(cart: Cart | null): PackageCreditsInput {
  const positions = cart?.positions ?? [];
  const packages: CreditPackageState[] = positions.flatMap((position, index) =>
    position.kind === 'PACKAGE' && position.packageId !== null
      ? [{
          packageId: position.packageId,
          cartPosition: index,
          type: position.type,
          organizerId: position.organizerId,
          scopeIds: position.scopeIds,
          remainingCredits: Math.max(0, position.remainingCredits ?? 0),
        }]
      : [],
  );
  const assignments: CreditAssignment[] = positions.flatMap((position) =>
    position.kind === 'COURSE' && position.packageIncluded && position.packageId !== null
      ? [{ key: courseKey(position), packageId: position.packageId, hours: position.durationValue ?? 0 }]
      : [],
  );
  return { packages, assignments };
}
