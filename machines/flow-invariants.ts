/**
 * Invariants: the rules a flow keeps on every path, in German and English for analysts (docs/flows,
 * the explorer) and as a predicate for the harness, which checks them on every prefix of every simple
 * path of the machine's graph up to a bound (tests/support/flow-invariant-check.ts, reported by
 * `npm run paths`). Each machine keeps its rules beside it, in `<flow>.invariants.ts`.
 *
 * A rule reads a path as its steps so far: the event that led to each state and the state after it
 * (steps[0] is the initial state, its event `xstate.init`). It answers whether the rule still holds
 * after the last step, so a rule about order ("only through a payment") looks back over the path.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';

export interface InvariantStep {
  event: EventObject;
  state: AnyMachineSnapshot;
}

export interface FlowInvariant {
  /** Stable id, e.g. 'paidOnlyThroughPayment'. */
  id: string;
  /** The rule in the shop's language, as an analyst says it. */
  de: string;
  en: string;
  /** Whether the rule holds after the last step of `steps`. */
  holds: (steps: readonly InvariantStep[]) => boolean;
}

/** The state after the last step. */
export const last = (steps: readonly InvariantStep[]): AnyMachineSnapshot => steps[steps.length - 1]!.state;

/** Whether any step's state so far matched `state` (a state path like 'payment' or 'step.summary'). */
export const passedThrough = (steps: readonly InvariantStep[], state: string): boolean =>
  steps.some((step) => step.state.matches(state));
