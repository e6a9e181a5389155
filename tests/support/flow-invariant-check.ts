/**
 * Checks a machine's invariants (machines/<id>.invariants.ts) on every prefix of every simple path of
 * its graph — the graph the model-based tests walk (xstate/graph's adjacency map with the model's
 * representative events and state identity), a simple path visiting no state twice.
 *
 * Simple paths grow exponentially with their length, so the walk deepens step by step and stops at
 * the first length whose paths would exceed the budget: the report then says "every simple path up to
 * k steps" with k the last length walked whole. Pure (no vitest): the invariant test and
 * `npm run paths` both use it.
 */
import { getInitialSnapshot, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import type { FlowInvariant, InvariantStep } from '../../machines/flow-invariants';
import type { FlowModel } from '../../machines/index';
import { pathSentence } from './flow-describe';
import { flowTestModel, serializeSnapshot } from './flow-paths';

/** How many path prefixes a machine's check may look at (seconds for the largest machine). */
export const INVARIANT_PREFIX_BUDGET = 200_000;
/** A graph beyond this many states is a machine that runs away (e.g. pages without end): it fails, not the memory. */
const GRAPH_STATE_LIMIT = 20_000;
/** No path is longer than this, even when the budget would allow it. */
const MAX_DEPTH = 40;

export interface InvariantViolation {
  invariant: string;
  /** A path that breaks it (the first the walk found), in words. */
  path: string;
}

export interface InvariantCheck {
  machine: string;
  invariants: string[];
  /** Every simple path of up to this many steps was checked. */
  depth: number;
  /** Whether the walk reached every simple path (no longer one exists). */
  complete: boolean;
  /** Path prefixes checked (each a path of its own). */
  prefixes: number;
  violations: InvariantViolation[];
}

type Adjacency = Record<string, { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }>;

/** The graph by state key, each edge with its target's key (serialized once, not on every visit). */
type Graph = Map<string, { event: EventObject; state: AnyMachineSnapshot; target: string }[]>;

function graphOf(adjacency: Adjacency, serialize: (s: AnyMachineSnapshot) => string): Graph {
  const graph: Graph = new Map();
  for (const [key, { transitions }] of Object.entries(adjacency)) {
    graph.set(key, Object.values(transitions).map(({ event, state }) => ({ event, state, target: serialize(state) })));
  }
  return graph;
}

interface Walk {
  prefixes: number;
  /** Whether some path was cut at the depth bound. */
  cut: boolean;
  violations: Map<string, InvariantStep[]>;
}

function walk(graph: Graph, start: { key: string; step: InvariantStep }, invariants: readonly FlowInvariant[], depth: number, budget: number): Walk | null {
  const result: Walk = { prefixes: 0, cut: false, violations: new Map() };
  const steps: InvariantStep[] = [start.step];
  const onPath = new Set<string>([start.key]);
  const visit = (key: string): boolean => {
    result.prefixes += 1;
    if (result.prefixes > budget) return false;
    for (const invariant of invariants) {
      if (result.violations.has(invariant.id) || invariant.holds(steps)) continue;
      result.violations.set(invariant.id, [...steps]);
    }
    for (const { event, state, target } of graph.get(key) ?? []) {
      if (onPath.has(target)) continue;
      if (steps.length > depth) {
        result.cut = true;
        continue;
      }
      steps.push({ event, state });
      onPath.add(target);
      const fits = visit(target);
      steps.pop();
      onPath.delete(target);
      if (!fits) return false;
    }
    return true;
  };
  return visit(start.key) ? result : null;
}

export function checkInvariants(machine: AnyStateMachine, model: FlowModel, invariants: readonly FlowInvariant[], budget = INVARIANT_PREFIX_BUDGET): InvariantCheck {
  const serialize = model.serializeState ?? serializeSnapshot;
  const graph = graphOf(flowTestModel(machine, { limit: GRAPH_STATE_LIMIT, ...model }).getAdjacencyMap() as Adjacency, serialize);
  const initial = getInitialSnapshot(machine, model.input);
  const start = { key: serialize(initial), step: { event: { type: 'xstate.init' }, state: initial } };
  let last: { depth: number; walk: Walk } | null = null;
  for (let depth = 1; depth <= MAX_DEPTH; depth += 1) {
    const result = walk(graph, start, invariants, depth, budget);
    if (!result) break;
    last = { depth, walk: result };
    if (!result.cut) break;
  }
  if (!last) throw new Error(`${machine.id}: not even the paths of one step fit the invariant budget`);
  return {
    machine: machine.id,
    invariants: invariants.map((invariant) => invariant.id),
    depth: last.depth,
    complete: !last.walk.cut,
    prefixes: last.walk.prefixes,
    violations: [...last.walk.violations].map(([invariant, steps]) => ({ invariant, path: pathSentence(steps) })),
  };
}
