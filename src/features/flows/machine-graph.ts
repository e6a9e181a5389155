/**
 * A machine's statechart as plain data for the explorer's drawing, read at run time from the machine's
 * own state nodes (`machine.root`: `states`, `on`, `after`, `invoke`, `always`, `onDone`), so the chart
 * cannot drift from the code. Browser-safe (no node:), unlike tests/support/flow-coverage.ts, which
 * reads the same definitions for the coverage report.
 */
import { and, not, or, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';

export type EdgeKind = 'event' | 'after' | 'done' | 'error' | 'always';

export interface ChartState {
  /** '' for the machine itself, else the dotted path: 'payment.validating'. */
  path: string;
  key: string;
  type: AnyStateNode['type'];
  /** Dotted paths of the child states (compound and parallel states). */
  children: string[];
  initial: string | null;
  invokes: string[];
  /** Named or numeric delays of its `after` transitions. */
  delays: string[];
  description: string | null;
}

export interface ChartEdge {
  id: string;
  /** Source state path ('' = the machine: "in any state"). */
  source: string;
  /** Target state paths; empty: the transition only runs actions (drawn as a loop). */
  targets: string[];
  eventType: string;
  kind: EdgeKind;
  /** The invoked actor of `done` / `error`, or the delay of `after`. */
  subject: string | null;
  guard: string | null;
}

export interface MachineChart {
  id: string;
  states: ChartState[];
  edges: ChartEdge[];
}

const AFTER = /^xstate\.after\.([^.]+)\./;
const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

export const statePath = (node: AnyStateNode): string => node.path.join('.');

type GuardLike = string | { type?: string } | ((...args: never[]) => unknown) | undefined;

// and(), or() and not() are told apart by their check function, not by their function's name, which
// a production build shortens.
const CHECKS = new Map<unknown, 'and' | 'or' | 'not'>([
  [(and([]) as unknown as { check: unknown }).check, 'and'],
  [(or([]) as unknown as { check: unknown }).check, 'or'],
  [(not('_') as unknown as { check: unknown }).check, 'not'],
]);

/** 'and' / 'or' / 'not' with its parts, for a combined guard; else null. */
export function combinedGuard(guard: GuardLike): { combinator: 'and' | 'or' | 'not'; parts: GuardLike[] } | null {
  if (typeof guard !== 'function') return null;
  const combined = guard as unknown as { guards?: GuardLike[]; check?: unknown };
  const combinator = CHECKS.get(combined.check);
  return combinator && Array.isArray(combined.guards) ? { combinator, parts: combined.guards } : null;
}

/** A guard's name: 'isSuggested', 'not(inputIsEmpty)', 'and(a, b)', or 'inline' (as the coverage report names it). */
export function guardLabel(guard: GuardLike): string | null {
  if (guard === undefined) return null;
  if (typeof guard === 'string') return guard;
  const combined = combinedGuard(guard);
  if (combined) return `${combined.combinator}(${combined.parts.map(guardLabel).join(', ')})`;
  if (typeof guard === 'function') return guard.name && guard.name !== 'guard' ? guard.name : 'inline';
  return guard.type ?? 'inline';
}

export function edgeKind(eventType: string): { kind: EdgeKind; subject: string | null } {
  const after = AFTER.exec(eventType);
  if (after) return { kind: 'after', subject: after[1]! };
  if (eventType.startsWith(DONE)) return { kind: 'done', subject: eventType.slice(DONE.length) };
  if (eventType.startsWith(ERROR)) return { kind: 'error', subject: eventType.slice(ERROR.length) };
  return { kind: 'event', subject: null };
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(allNodes)];
}

export function machineChart(machine: AnyStateMachine): MachineChart {
  const nodes = allNodes(machine.root);
  const states = nodes.map((node): ChartState => ({
    path: statePath(node),
    key: node.key,
    type: node.type,
    children: Object.values(node.states as Record<string, AnyStateNode>).map(statePath),
    initial: node.initial?.target?.[0] ? statePath(node.initial.target[0] as AnyStateNode) : null,
    invokes: (node.invoke as { id: string }[]).map((invoke) => invoke.id),
    delays: [...new Set((node.after as AnyTransitionDefinition[]).map((t) => edgeKind(t.eventType).subject ?? ''))],
    description: node.description ?? null,
  }));
  const edges: ChartEdge[] = [];
  const add = (node: AnyStateNode, transition: AnyTransitionDefinition, eventType: string, kind?: EdgeKind) => {
    const described = kind ? { kind, subject: null } : edgeKind(eventType);
    edges.push({
      id: `e${edges.length}`,
      source: statePath(node),
      targets: (transition.target ?? []).map((target: AnyStateNode) => statePath(target)),
      eventType,
      ...described,
      guard: guardLabel(transition.guard as GuardLike),
    });
  };
  for (const node of nodes) {
    for (const [eventType, list] of (node.transitions as Map<string, AnyTransitionDefinition[]>).entries()) {
      for (const transition of list) add(node, transition, eventType);
    }
    for (const transition of (node.always ?? []) as AnyTransitionDefinition[]) add(node, transition, '', 'always');
  }
  return { id: machine.id, states, edges };
}

/** The state paths active in a snapshot, the machine itself left out. */
export function activePaths(snapshot: { _nodes: readonly AnyStateNode[] }): string[] {
  return snapshot._nodes.filter((node) => node.path.length > 0).map(statePath);
}
