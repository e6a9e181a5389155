/**
 * Package credits of the cart (spec §3 Local credit package list, §4 Package credits).
 *
 * A package of the cart holds credit hours. A course of the cart can be paid with one of them: its
 * duration is taken off the package's credits; released (or removed), the hours go back. Credits
 * never go negative: a course that does not fit — too few credits left, or a package of another
 * organizer, audience or scope — is refused, and the refusal shows until dismissed or the next step.
 *
 * `cart.synced` takes the state of the priced cart (the server's remaining credits and which course
 * is paid with which package); every change is stored (`storeCreditPackages`, storage `cp`) and
 * told to the cart (`credits.assigned`, `credits.released`), which reprices. The composition root
 * (src/app/system.ts) does both: it is one global actor next to the cart.
 *
 * The rules themselves (eligibility, refusal, paying and releasing, reading a priced cart) are in
 * ./package-credit-rules.ts, the browser's one copy.
 */
import { assign, emit, setup } from 'xstate';
import {
  assignCourse, refusalOf, releaseCourse, type CreditAssignment, type CreditCourse, type CreditPackageState, type CreditRefusal,
  type PackageCreditsInput,
} from './package-credit-rules';

export * from './package-credit-rules';

export interface PackageCreditsContext extends PackageCreditsInput {
  refusal: CreditRefusal | null;
}

export type PackageCreditsEvent =
  | { type: 'user.courseAdded'; course: CreditCourse; packageId: number }
  | { type: 'user.courseRemoved'; key: string }
  | { type: 'user.refusalDismissed' }
  | { type: 'cart.synced'; packages: CreditPackageState[]; assignments: CreditAssignment[] };

export type PackageCreditsEmitted =
  | { type: 'credits.assigned'; key: string; packageId: number }
  | { type: 'credits.released'; key: string; packageId: number };

export const packageCreditsMachine = setup({
  types: {
    context: {} as PackageCreditsContext,
    events: {} as PackageCreditsEvent,
    input: {} as PackageCreditsInput,
    emitted: {} as PackageCreditsEmitted,
  },
  guards: {
    fits: ({ context }, params: { course: CreditCourse; packageId: number }) => refusalOf(context, params.course, params.packageId) === null,
    isAssigned: ({ context }, params: { key: string }) => context.assignments.some((a) => a.key === params.key),
    /** A course already paid with a package is released first; adding it again is ignored. */
    isUnassigned: ({ context }, params: { key: string }) => !context.assignments.some((a) => a.key === params.key),
  },
  actions: {
    assign: assign(({ context }, params: { course: CreditCourse; packageId: number }) => ({
      ...assignCourse(context, params.course, params.packageId),
      refusal: null,
    })),
    release: assign(({ context }, params: { key: string }) => ({ ...releaseCourse(context, params.key), refusal: null })),
    refuse: assign({
      refusal: ({ context }, params: { course: CreditCourse; packageId: number }): CreditRefusal => ({
        key: params.course.key,
        packageId: params.packageId,
        reason: refusalOf(context, params.course, params.packageId) ?? 'package',
        hours: params.course.hours,
        remaining: context.packages.find((p) => p.packageId === params.packageId)?.remainingCredits ?? 0,
      }),
    }),
    dismiss: assign({ refusal: null }),
    sync: assign((_, params: PackageCreditsInput) => ({ packages: params.packages, assignments: params.assignments, refusal: null })),
    announceAssigned: emit((_, params: { key: string; packageId: number }) => ({ type: 'credits.assigned' as const, ...params })),
    announceReleased: emit(({ context }, params: { key: string }) => ({
      type: 'credits.released' as const,
      key: params.key,
      packageId: context.assignments.find((a) => a.key === params.key)?.packageId ?? 0,
    })),
    /** Writes the packages to storage `cp`. Provided by src/actors/packageCredits.ts. */
    storeCreditPackages: (_, _params: { packages: CreditPackageState[] }) => {},
  },
}).createMachine({
  id: 'packageCredits',
  context: ({ input }) => ({ packages: input.packages, assignments: input.assignments, refusal: null }),
  initial: 'ready',
  on: {
    'cart.synced': {
      target: '.ready',
      actions: [
        { type: 'sync', params: ({ event }) => ({ packages: event.packages, assignments: event.assignments }) },
        { type: 'storeCreditPackages', params: ({ context }) => ({ packages: context.packages }) },
      ],
    },
    'user.courseAdded': [
      {
        guard: { type: 'fits', params: ({ event }) => ({ course: event.course, packageId: event.packageId }) },
        target: '.ready',
        actions: [
          { type: 'assign', params: ({ event }) => ({ course: event.course, packageId: event.packageId }) },
          { type: 'storeCreditPackages', params: ({ context }) => ({ packages: context.packages }) },
          { type: 'announceAssigned', params: ({ event }) => ({ key: event.course.key, packageId: event.packageId }) },
        ],
      },
      {
        guard: { type: 'isUnassigned', params: ({ event }) => ({ key: event.course.key }) },
        target: '.refused',
        actions: { type: 'refuse', params: ({ event }) => ({ course: event.course, packageId: event.packageId }) },
      },
    ],
    'user.courseRemoved': {
      guard: { type: 'isAssigned', params: ({ event }) => ({ key: event.key }) },
      target: '.ready',
      // Announce first: it reads the package the course used before the release forgets it.
      actions: [
        { type: 'announceReleased', params: ({ event }) => ({ key: event.key }) },
        { type: 'release', params: ({ event }) => ({ key: event.key }) },
        { type: 'storeCreditPackages', params: ({ context }) => ({ packages: context.packages }) },
      ],
    },
  },
  states: {
    ready: {
      description: 'The packages with their credits left show; a course can be paid with a package.',
    },
    refused: {
      description: 'A course did not fit the package: the reason shows (credits left, hours needed).',
      on: { 'user.refusalDismissed': { target: 'ready', actions: 'dismiss' } },
    },
  },
});
