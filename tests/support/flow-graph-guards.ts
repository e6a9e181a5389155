/**
 * Both outcomes of every guard (issue 23 §3). The model-based tests run one path per state and per
 * transition through the real view; a guard's other outcome is often on no such path (the view cannot
 * send a city that was never offered, a second "Weiter" while a proof is sent). The machine's graph —
 * every reachable state of the model × every representative event, the graph the invariant check walks
 * on every simple path — sends each event in each state, so it meets both outcomes of a guard wherever
 * the model's events can reach them.
 *
 * A guarded transition is covered when its guard was seen to hold and to fail, by the view's paths or
 * on the graph, or when the model says why one outcome cannot happen (`FlowModel.guardSides`).
 * Pure (no vitest): `npm run paths` and the invariant test both use it.
 */
import type { AnyStateMachine } from 'xstate';
import { adjacencyMapToArray } from 'xstate/graph';
import type { FlowModel, GuardSideException } from '../../machines/index';
import { falseGuards, machineDefinition, takenTransitions } from './flow-coverage';
import { flowTestModel } from './flow-paths';

/** The graph's states may not exceed this (as for the invariant check). */
const GRAPH_STATE_LIMIT = 20_000;

export interface GuardOutcomes {
  /** Guarded transitions seen taken (the guard held). */
  held: ReadonlySet<string>;
  /** Guarded transitions whose guard was seen to fail (the event arrived, the guard said no). */
  failed: ReadonlySet<string>;
}

/** What the machine's graph shows of its guards: every state × every representative event. */
export function graphGuardOutcomes(machine: AnyStateMachine, model: FlowModel): GuardOutcomes {
  const definition = machineDefinition(machine);
  const guarded = new Set(definition.transitions.filter((t) => t.guard !== null).map((t) => t.id));
  const adjacency = flowTestModel(machine, { limit: GRAPH_STATE_LIMIT, ...model }).getAdjacencyMap();
  const held = new Set<string>();
  const failed = new Set<string>();
  for (const { state, event } of adjacencyMapToArray(adjacency)) {
    const taken = takenTransitions(definition, machine, state, event);
    for (const id of taken) if (guarded.has(id)) held.add(id);
    for (const id of falseGuards(definition, state, event, taken)) failed.add(id);
  }
  return { held, failed };
}

export interface GuardCoverage {
  /** Guarded transitions of the machine, in definition order. */
  guarded: string[];
  /** Seen both ways by the view's paths alone. */
  byView: string[];
  /** Seen both ways only with the graph's help. */
  byGraph: string[];
  /** One outcome never seen, and the model says why it cannot happen. */
  excused: GuardSideException[];
  /** One outcome (or both) never seen and not excused: `npm run paths` fails. */
  onlyTrue: string[];
  onlyFalse: string[];
  never: string[];
}

/** Merges the view's outcomes, the graph's and the model's reasons into one verdict per guarded transition. */
export function guardCoverage(guarded: readonly string[], view: GuardOutcomes, graph: GuardOutcomes, exceptions: readonly GuardSideException[] = []): GuardCoverage {
  const result: GuardCoverage = { guarded: [...guarded], byView: [], byGraph: [], excused: [], onlyTrue: [], onlyFalse: [], never: [] };
  for (const id of guarded) {
    if (view.held.has(id) && view.failed.has(id)) {
      result.byView.push(id);
      continue;
    }
    const held = view.held.has(id) || graph.held.has(id);
    const failed = view.failed.has(id) || graph.failed.has(id);
    if (held && failed) {
      result.byGraph.push(id);
      continue;
    }
    const missingSide = held ? 'fails' : failed ? 'holds' : null;
    const exception = exceptions.find((e) => e.transition === id && (missingSide === null ? false : e.never === missingSide));
    if (exception) result.excused.push(exception);
    else if (held) result.onlyTrue.push(id);
    else if (failed) result.onlyFalse.push(id);
    else result.never.push(id);
  }
  return result;
}

/** Exceptions that name no guarded transition of the machine (a renamed state or guard leaves them behind). */
export function staleGuardExceptions(guarded: readonly string[], exceptions: readonly GuardSideException[] = []): GuardSideException[] {
  return exceptions.filter((e) => !guarded.includes(e.transition));
}
