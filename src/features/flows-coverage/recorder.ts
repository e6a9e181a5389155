/**
 * The browser side of the e2e flow coverage (issue 23 §5): per machine, the state nodes the running
 * actors were in and the transitions they took, as keys (./flow-keys.ts). Loaded only in a browser
 * test (src/app/flow-coverage-tap.ts decides and feeds it), so no shopper downloads it.
 *
 * Each newly seen key goes to the test's sink at once: a navigation ends the document and its records,
 * the sink lives in the test. The document's records stay readable on window.__flowCoverage.
 */
import type { AnyMachineSnapshot, AnyTransitionDefinition } from 'xstate';
import { activeStateKeys, transitionKey } from './flow-keys';
import type { FlowCoverageRecords, FlowCoverageSink } from './protocol';

/** The document's records, for a test (or a person at the console) to read. */
export const FLOW_COVERAGE_RECORDS = '__flowCoverage';

/** One step of a watched actor: the state it is in now and the transitions that led there. */
export interface FlowStep {
  machineId: string;
  snapshot: AnyMachineSnapshot;
  transitions: readonly AnyTransitionDefinition[];
}

export type FlowStepRecorder = (step: FlowStep) => void;

/** Adds the keys not in `seen` to it and answers them. */
function added(seen: Set<string>, keys: readonly (string | null)[]): string[] {
  const fresh = [...new Set(keys.filter((key): key is string => key !== null && !seen.has(key)))];
  fresh.forEach((key) => seen.add(key));
  return fresh;
}

export function flowCoverageRecorder(sink: FlowCoverageSink): FlowStepRecorder {
  const seen = new Map<string, { states: Set<string>; transitions: Set<string> }>();
  const records: FlowCoverageRecords = {};
  (window as unknown as Record<string, unknown>)[FLOW_COVERAGE_RECORDS] = records;

  return ({ machineId, snapshot, transitions }) => {
    // A machine's snapshot has its active state nodes; anything else (a stopped actor's error) has none.
    if (!Array.isArray(snapshot._nodes)) return;
    let known = seen.get(machineId);
    if (!known) seen.set(machineId, (known = { states: new Set(), transitions: new Set() }));
    const states = added(known.states, activeStateKeys(snapshot));
    const taken = added(known.transitions, transitions.map(transitionKey));
    if (states.length === 0 && taken.length === 0) return;
    records[machineId] = { states: [...known.states], transitions: [...known.transitions] };
    // A page that is closing may not deliver it; the test reads what arrived.
    sink({ machineId, states, transitions: taken }).catch(() => undefined);
  };
}
