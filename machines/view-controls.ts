/**
 * Where a view deliberately differs from its machine's user events. The model-based harness
 * (tests/support/flow-controls.ts) checks in every state that the view's controls are exactly the
 * user events the machine accepts; each machine's model lists its exceptions with the reason.
 */
import type { AnyMachineSnapshot } from 'xstate';

/** A deliberate difference between a view's controls and its machine's user events, with the reason. */
export interface ViewControlException {
  event: string;
  /**
   * 'no control': the machine accepts the event but this view has no control for it (another page
   * or the address sends it); 'control without transition': the view offers a control whose event
   * the machine ignores here.
   */
  kind: 'no control' | 'control without transition';
  /** The states it applies to (`snapshot.matches`); all states when absent. */
  states?: readonly string[];
  /** Narrows it further to the snapshots this holds for (e.g. no proof uploaded yet). */
  when?: (snapshot: AnyMachineSnapshot) => boolean;
  reason: string;
}
