/**
 * Turns what the browser recorded (structural keys, src/features/flows-coverage/flow-keys.ts) into
 * the ids of tests/support/flow-coverage.ts — the same state paths and transition ids the model-based
 * tests report — with the registry's machine and `machineDefinition`, so the id format has one home.
 */
import type { AnyStateMachine } from 'xstate';
import { machineRegistry } from '../../machines/index';
import { stateKey, transitionKey } from '../../src/features/flows-coverage/flow-keys';
import type { FlowCoverageDelta } from '../../src/features/flows-coverage/protocol';
import { machineDefinition, stateNodes, statePath } from './flow-coverage';
import type { E2eCoverageFile } from './flow-e2e-coverage';

export interface KeyIds {
  states: Map<string, string>;
  transitions: Map<string, string>;
}

/** Every state key and transition key of `machine`, with its path or id. */
export function keyIds(machine: AnyStateMachine): KeyIds {
  const states = new Map(stateNodes(machine.root).map((node) => [stateKey(node), statePath(node)] as const));
  const transitions = new Map<string, string>();
  for (const [transition, id] of machineDefinition(machine).idOf) {
    const key = transitionKey(transition);
    if (key !== null) transitions.set(key, id);
  }
  return { states, transitions };
}

/** The paths and ids of recorded keys; keys the machine does not have (an older build) are left out. */
export function idsOfKeys(ids: KeyIds, recorded: { states: readonly string[]; transitions: readonly string[] }) {
  const known = (map: Map<string, string>, keys: readonly string[]) =>
    keys.map((key) => map.get(key)).filter((id): id is string => id !== undefined);
  return { states: known(ids.states, recorded.states), transitions: known(ids.transitions, recorded.transitions) };
}

const idsOfMachine = new Map<string, KeyIds>();

/**
 * One test's coverage per machine, from what its pages sent (src/features/flows-coverage/recorder.ts):
 * each state path and transition id with `test` (the test file). Machines not in the registry are
 * left out.
 */
export function coverageFiles(deltas: readonly FlowCoverageDelta[], test: string): E2eCoverageFile[] {
  const files = new Map<string, E2eCoverageFile>();
  for (const delta of deltas) {
    const machine = machineRegistry.find((flow) => flow.id === delta.machineId)?.machine;
    if (!machine) continue;
    let ids = idsOfMachine.get(delta.machineId);
    if (!ids) idsOfMachine.set(delta.machineId, (ids = keyIds(machine)));
    let file = files.get(delta.machineId);
    if (!file) files.set(delta.machineId, (file = { machine: delta.machineId, states: {}, transitions: {} }));
    const { states, transitions } = idsOfKeys(ids, delta);
    for (const path of states) file.states[path] = [test];
    for (const id of transitions) file.transitions[id] = [test];
  }
  return [...files.values()];
}
