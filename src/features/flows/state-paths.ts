/**
 * The shortest path from the start to each state of a machine, for the explorer's list: xstate/graph's
 * getShortestPaths over the model's representative events (the same walk tests/support/flow-paths.ts
 * gives the model-based tests), one path per state value — the shortest of those that end there.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { FlowModel } from '../../../machines/index';

export interface StatePath {
  /** 'summary.loading', or 'a.x + b.y' for parallel regions. */
  state: string;
  value: StateValue;
  /** The events from the start, in order (empty: the flow starts here). */
  events: EventObject[];
}

/** 'showing', 'filter.valid', or 'a.x + b.y' for parallel regions. */
export function describeStateValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) =>
      child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)
        ? key
        : `${key}.${describeStateValue(child)}`,
    )
    .join(' + ');
}

const serializeSnapshot = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context });

export function shortestStatePaths(machine: AnyStateMachine, model: FlowModel): StatePath[] {
  const paths = getShortestPaths(machine, {
    events: model.events as EventObject[],
    input: model.input,
    serializeState: (snapshot: AnyMachineSnapshot) =>
      (model.serializeState ?? serializeSnapshot)(snapshot as AnyMachineSnapshot),
    serializeEvent: (event: EventObject) => JSON.stringify(event),
    ...(model.stopWhen
      ? { stopWhen: (snapshot: AnyMachineSnapshot) => model.stopWhen!(snapshot as AnyMachineSnapshot) }
      : {}),
    ...(model.limit !== undefined ? { limit: model.limit } : {}),
  } as never) as unknown as { state: AnyMachineSnapshot; steps: { event: EventObject }[] }[];
  const byState = new Map<string, StatePath>();
  for (const path of paths) {
    const state = describeStateValue(path.state.value);
    const events = path.steps.slice(1).map((step) => step.event);
    const known = byState.get(state);
    if (!known || events.length < known.events.length) byState.set(state, { state, value: path.state.value, events });
  }
  return [...byState.values()].sort((a, b) => a.events.length - b.events.length || a.state.localeCompare(b.state));
}
