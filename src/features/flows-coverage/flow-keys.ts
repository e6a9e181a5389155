/**
 * Structural keys of a machine's state nodes and transitions, the same for the shop's provided
 * machines in the browser and the registry's machines in Node (issue 23 §5): `machine.provide(...)`
 * builds new node and transition objects, but the same paths, event types and order.
 *
 * The browser records keys only; the tests turn them into the readable ids of
 * tests/support/flow-coverage.ts (tests/support/flow-e2e-coverage.ts), so the id format lives in one
 * place and the browser carries none of its code.
 */
import type { AnyMachineSnapshot, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** A state node's key: its path from the machine's root, '["filter","valid"]'. */
export const stateKey = (node: AnyStateNode): string => JSON.stringify(node.path);

/** The keys of the state nodes active in `snapshot`, without the machine's root. */
export function activeStateKeys(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as AnyStateNode[]).filter((node) => node.path.length > 0).map(stateKey);
}

/**
 * A transition's key: its source's path, its event type ('' for an eventless one) and its place in the
 * source's list for that event — two branches of one event differ only by their place. Null for what
 * the machine did not define (the initial transition xstate makes up at start).
 */
export function transitionKey(transition: AnyTransitionDefinition): string | null {
  const source = transition.source as AnyStateNode | undefined;
  if (!source) return null;
  const always = (source.always ?? []) as AnyTransitionDefinition[];
  const eventless = always.indexOf(transition);
  if (eventless >= 0) return JSON.stringify([source.path, '', eventless]);
  const list = (source.transitions as Map<string, AnyTransitionDefinition[]>).get(transition.eventType) ?? [];
  const index = list.indexOf(transition);
  return index >= 0 ? JSON.stringify([source.path, transition.eventType, index]) : null;
}
