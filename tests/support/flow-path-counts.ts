/**
 * How many paths a machine's model has, for QA's report (`npm run paths`): shortest paths (one per
 * reachable state) and simple paths (every path from the initial state that visits no state twice,
 * ending anywhere) over the same graph the model-based tests walk (xstate/graph's adjacency map of
 * the model's representative events).
 *
 * Simple paths grow exponentially with the graph's cycles, so they are counted by a depth-first walk
 * that stops at SIMPLE_PATH_CAP: a machine above it reports "more than" instead of exploding.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { flowTestModel, serializeSnapshot, type FlowModel } from './flow-paths';

export const SIMPLE_PATH_CAP = 100_000;

export interface PathCounts {
  /** Reachable states of the model's graph (state value and context, or the model's serialisation). */
  graphStates: number;
  /** Edges of the graph (state × representative event that changes something or not). */
  graphEdges: number;
  shortest: number;
  /** Simple paths, at most SIMPLE_PATH_CAP. */
  simple: number;
  /** True when the count stopped at SIMPLE_PATH_CAP. */
  simpleCapped: boolean;
}

type Adjacency = Record<string, { transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }>;

export function countPaths(machine: AnyStateMachine, model: FlowModel): PathCounts {
  const testModel = flowTestModel(machine, model);
  const serialize = model.serializeState ?? serializeSnapshot;
  const adjacency = testModel.getAdjacencyMap() as unknown as Adjacency;
  const keys = Object.keys(adjacency);
  // Successor keys once, not per visit of the walk below.
  const successors = new Map(
    keys.map((key) => [key, [...new Set(Object.values(adjacency[key]!.transitions).map(({ state }) => serialize(state)))]]),
  );
  const graphEdges = keys.reduce((sum, key) => sum + Object.keys(adjacency[key]!.transitions).length, 0);

  let simple = 0;
  let capped = false;
  const onPath = new Set<string>();
  // Iterative depth-first walk: each visit of a state along a simple path is one simple path.
  const walk = (start: string): void => {
    const stack: { key: string; next: number }[] = [{ key: start, next: 0 }];
    onPath.add(start);
    simple += 1;
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const next = successors.get(top.key)?.[top.next];
      if (next === undefined) {
        onPath.delete(top.key);
        stack.pop();
        continue;
      }
      top.next += 1;
      if (onPath.has(next)) continue;
      if (simple >= SIMPLE_PATH_CAP) {
        capped = true;
        return;
      }
      simple += 1;
      onPath.add(next);
      stack.push({ key: next, next: 0 });
    }
  };
  if (keys[0] !== undefined) walk(keys[0]);

  return {
    graphStates: keys.length,
    graphEdges,
    shortest: testModel.getShortestPaths().length,
    simple,
    simpleCapped: capped,
  };
}
