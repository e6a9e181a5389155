/**
 * The paths through a machine that the model-based tests run and docs/flows lists, generated with
 * xstate/graph's TestModel (`new TestModel(machine, options)`; createTestModel refuses machines that
 * invoke or use `after`, so actor results and delays are ordinary events of the model:
 * `xstate.done.actor.<id>` with `output`, `xstate.error.actor.<id>` with `error`,
 * `xstate.after.<delay>.<stateId>`).
 *
 * 1. One path per reachable state: TestModel's shortest paths (or its simple paths, for small graphs:
 *    `model.paths = 'simple'`), minus paths that are the start of a longer one.
 * 2. Shortest paths reach every state but not every transition: a transition into a state that is
 *    reached more directly lies on no shortest path (e.g. `querying — error → idle`). For each machine
 *    transition no path takes yet, one more path: the shortest path to a state where it is enabled,
 *    plus that step. So every transition the representative events can take is run once.
 *
 * Pure (no vitest): the test harness (flow-model.ts) and the docs CLI (flows-cli.ts) both use it.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { TestModel } from 'xstate/graph';
import type { FlowModel } from '../../machines/index';
import { machineDefinition, takenTransitions, type MachineDefinition } from './flow-coverage';
import { pathSentence, pathTitle } from './flow-describe';

export type { FlowModel };

export interface FlowStep {
  /** The event that led here (`xstate.init` for the first step). */
  event: EventObject;
  /** The state the machine is in after the event. */
  state: AnyMachineSnapshot;
}

export interface FlowPath {
  /** Test name: target state and the events, e.g. 'showing: user.cityTyped "Ber" → after debounce → …'. */
  description: string;
  /** The same path as a sentence, for docs/flows. */
  sentence: string;
  /** steps[0] is the initial state (event `xstate.init`); every further step is one event. */
  steps: FlowStep[];
  /** Why the path exists: to reach a state, or to take a transition no state path takes. */
  reason: 'state' | 'transition';
}

/** The default state identity: state value plus the whole context. */
export const serializeSnapshot = (snapshot: AnyMachineSnapshot): string =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context });

export function flowTestModel(machine: AnyStateMachine, model: FlowModel) {
  const serializeState = model.serializeState ?? serializeSnapshot;
  return new TestModel(machine, {
    events: model.events as EventObject[],
    input: model.input,
    serializeState: (snapshot: AnyMachineSnapshot) => serializeState(snapshot),
    serializeEvent: (event: EventObject) => JSON.stringify(event),
    ...(model.stopWhen ? { stopWhen: model.stopWhen } : {}),
    ...(model.limit !== undefined ? { limit: model.limit } : {}),
  });
}

type GraphPath = { steps: FlowStep[] };

const eventKey = (event: EventObject) => JSON.stringify(event);

/** Drops every path whose events are the start of another path's events. */
function withoutPrefixes(paths: GraphPath[]): GraphPath[] {
  const keys = paths.map((path) => path.steps.slice(1).map((step) => eventKey(step.event)));
  return paths.filter((_, i) =>
    !keys.some((other, j) => j !== i && other.length > keys[i]!.length && keys[i]!.every((key, k) => key === other[k])) &&
    // Equal event sequences: keep the first.
    keys.findIndex((other) => other.length === keys[i]!.length && other.every((key, k) => key === keys[i]![k])) === i,
  );
}

function transitionsOf(definition: MachineDefinition, machine: AnyStateMachine, path: GraphPath): string[] {
  return path.steps.slice(1).flatMap((step, index) => takenTransitions(definition, machine, path.steps[index]!.state, step.event));
}

export function generateFlowPaths(machine: AnyStateMachine, model: FlowModel): FlowPath[] {
  const testModel = flowTestModel(machine, model);
  const serializeState = model.serializeState ?? serializeSnapshot;
  const definition = machineDefinition(machine);
  const statePaths: GraphPath[] = (model.paths === 'simple' ? testModel.getSimplePaths() : testModel.getShortestPaths()).map(
    (path) => ({ steps: path.steps as FlowStep[] }),
  );

  const covered = new Set(statePaths.flatMap((path) => transitionsOf(definition, machine, path)));
  const shortestTo = new Map<string, GraphPath>();
  for (const path of testModel.getShortestPaths({ allowDuplicatePaths: true })) {
    shortestTo.set(serializeState(path.state as AnyMachineSnapshot), { steps: path.steps as FlowStep[] });
  }
  const transitionPaths: GraphPath[] = [];
  // Breadth-first order: the first state where a transition is enabled is the nearest one.
  const adjacency = testModel.getAdjacencyMap() as Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }
  >;
  for (const [key, { state, transitions }] of Object.entries(adjacency)) {
    const from = shortestTo.get(key);
    if (!from) continue;
    for (const { event, state: next } of Object.values(transitions)) {
      const taken = takenTransitions(definition, machine, state, event);
      if (taken.length === 0 || taken.every((id) => covered.has(id))) continue;
      taken.forEach((id) => covered.add(id));
      transitionPaths.push({ steps: [...from.steps, { event, state: next }] });
    }
  }

  const titles = new Map<string, number>();
  const unique = (title: string) => {
    const n = (titles.get(title) ?? 0) + 1;
    titles.set(title, n);
    return n === 1 ? title : `${title} (${n})`;
  };
  const kept = new Set(withoutPrefixes([...statePaths, ...transitionPaths]));
  return [
    ...statePaths.filter((path) => kept.has(path)).map((path) => ({ ...path, reason: 'state' as const })),
    ...transitionPaths.filter((path) => kept.has(path)).map((path) => ({ ...path, reason: 'transition' as const })),
  ].map((path) => ({ ...path, description: unique(pathTitle(path.steps)), sentence: pathSentence(path.steps) }));
}
