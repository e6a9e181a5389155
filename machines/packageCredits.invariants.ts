/** The rules every path of the package credits keeps (machines/flow-invariants.ts). */
import { last, type FlowInvariant, type InvariantStep } from './flow-invariants';
import type { PackageCreditsContext } from './packageCredits.machine';

const context = (step: InvariantStep) => step.state.context as PackageCreditsContext;
const used = (step: InvariantStep, packageId: number) =>
  context(step).assignments.filter((a) => a.packageId === packageId).reduce((sum, a) => sum + a.hours, 0);

export const packageCreditsInvariants: readonly FlowInvariant[] = [
  {
    id: 'neverBelowZero',
    de: 'Das Guthaben eines Pakets fällt nie unter null.',
    en: 'A package’s credits never go below zero.',
    holds: (steps) => context(steps.at(-1)!).packages.every((pkg) => pkg.remainingCredits >= 0),
  },
  {
    id: 'creditsComeBack',
    de: 'Guthaben geht nicht verloren: Rest plus die Stunden der damit bezahlten Kurse ergibt immer das Guthaben, mit dem der Warenkorb es zuletzt meldete; verlässt ein Kurs das Paket, kommen seine Stunden zurück.',
    en: 'Credits are never lost: what is left plus the hours of the courses paid with it always equals what the cart last reported; when a course leaves the package its hours come back.',
    holds: (steps) => {
      // Since the last time the cart reported the packages (or the start), the sum stays the same.
      const since = steps.findLastIndex((step) => step.event.type === 'cart.synced' || step.event.type === 'xstate.init');
      const base = steps[since]!;
      const now = steps.at(-1)!;
      return context(now).packages.every((pkg) => {
        const before = context(base).packages.find((p) => p.packageId === pkg.packageId);
        return before === undefined || pkg.remainingCredits + used(now, pkg.packageId) === before.remainingCredits + used(base, pkg.packageId);
      });
    },
  },
  {
    id: 'refusalExplained',
    de: 'Eine Ablehnung nennt immer Paket und Kurs, die nicht zusammenpassen.',
    en: 'A refusal always names the package and the course that do not fit.',
    holds: (steps) => !last(steps).matches('refused') || context(steps.at(-1)!).refusal !== null,
  },
];
