/**
 * The package-credit rules of the browser (spec §3 Package, Local credit package list; §4 Package
 * credits: "reduced by the course duration when a course is added to a package, restored when it is
 * removed"). The one copy in the browser: the packageCredits machine decides with them, the cart page
 * shows which packages a course may use with them, and the priced cart is read into them here
 * (`creditsOfCart`). The server prices authoritatively (src/server/services/cart/pricing.ts, rule 2).
 * Pure; the types are the contract's (src/shared), which machines may import.
 */
import type { Cart, CartPosition, CreditPackage } from '../src/shared/cart';
import type { SearchType } from '../src/shared/types';

/** A package of the cart and its credits left: the contract's CreditPackage (storage `cp`). */
export type CreditPackageState = CreditPackage;

/** A course of the cart as the credit rules see it. */
export interface CreditCourse {
  /** Identifies the course position ('course-date', e.g. '101-1011'). */
  key: string;
  /** Hours: what it costs in credits — the course's hours for each of its places. */
  hours: number;
  type: SearchType;
  organizerId: number;
  scopeIds: number[];
}

/** A course paid with a package. */
export interface CreditAssignment {
  key: string;
  packageId: number;
  hours: number;
}

export type RefusalReason = 'credits' | 'package';

export interface CreditRefusal {
  key: string;
  packageId: number;
  reason: RefusalReason;
  hours: number;
  remaining: number;
}

export interface PackageCreditsInput {
  packages: CreditPackageState[];
  assignments: CreditAssignment[];
}

/** The package may pay for the course: same organizer and audience, a common scope (spec §3 Package). */
export function isEligible(pkg: CreditPackageState, course: CreditCourse): boolean {
  return (
    pkg.organizerId === course.organizerId &&
    pkg.type === course.type &&
    (pkg.scopeIds.length === 0 || course.scopeIds.some((id) => pkg.scopeIds.includes(id)))
  );
}

/** Why the course cannot be paid with the package, or null when it can. */
export function refusalOf(context: PackageCreditsInput, course: CreditCourse, packageId: number): RefusalReason | null {
  const pkg = context.packages.find((p) => p.packageId === packageId);
  if (!pkg || !isEligible(pkg, course) || context.assignments.some((a) => a.key === course.key)) return 'package';
  return course.hours >= 0 && pkg.remainingCredits >= course.hours ? null : 'credits';
}

/** The credits after paying the course with the package. */
export function assignCourse(context: PackageCreditsInput, course: CreditCourse, packageId: number): PackageCreditsInput {
  return {
    packages: context.packages.map((p) => (p.packageId === packageId ? { ...p, remainingCredits: p.remainingCredits - course.hours } : p)),
    assignments: [...context.assignments, { key: course.key, packageId, hours: course.hours }],
  };
}

/** The credits after the course no longer uses its package (the hours go back). */
export function releaseCourse(context: PackageCreditsInput, key: string): PackageCreditsInput {
  const assignment = context.assignments.find((a) => a.key === key);
  if (!assignment) return context;
  return {
    packages: context.packages.map((p) =>
      p.packageId === assignment.packageId ? { ...p, remainingCredits: p.remainingCredits + assignment.hours } : p,
    ),
    assignments: context.assignments.filter((a) => a.key !== key),
  };
}

/** The key of a course position ('course-date'). */
export const courseKey = (position: Pick<CartPosition, 'courseId' | 'scheduleId'>) => `${position.courseId}-${position.scheduleId}`;

/**
 * The credits a course position costs: its hours for each place (issue 25 §1: three lawyers of a firm
 * in one seminar use three times its hours), as the server counts them.
 */
export const creditHours = (position: Pick<CartPosition, 'durationValue' | 'seats'>): number =>
  (position.durationValue ?? 0) * (position.seats ?? 1);

/** A course position as the credit rules see it. */
export function creditCourse(position: CartPosition): CreditCourse {
  return {
    key: courseKey(position),
    hours: creditHours(position),
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
      ? [{ key: courseKey(position), packageId: position.packageId, hours: creditHours(position) }]
      : [],
  );
  return { packages, assignments };
}
