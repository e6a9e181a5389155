/**
 * The fixed values a transition passes to its guard, read from the machine, so the docs can say
 * "ein Termin ist inzwischen ausgebucht" instead of "der Fehler hat den Code ‹code›".
 *
 * A guard's `params` is often a function of the event (`({ event }) => ({ error: event.error, code:
 * 'FULLY_BOOKED' })`): it is called with a stand-in event and context that answer every property with
 * another stand-in, so what comes back as a string (or a list of strings) is a value the transition
 * itself fixed, and everything read from the event is dropped. The values of one guard use form its key
 * in flows.json `guardValues.<machine>.<guard>.<key>`: the strings in parameter order, lists joined by
 * '+' ('FULLY_BOOKED', 'PAYMENT_METHOD_MISSING+PAYMENT_METHOD_NOT_OFFERED').
 */
import type { AnyTransitionDefinition } from 'xstate';
import type { MachineDefinition } from './flow-coverage';

/** Any property, call or conversion of it gives itself: the event and context a transition never sees. */
const standIn: unknown = new Proxy(function standIn() {}, {
  get: (_, key) => (key === Symbol.toPrimitive ? () => '' : standIn),
  apply: () => standIn,
});

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');

/** The key of one guard use's fixed values, or null when it fixes none. */
function valueKey(params: unknown): string | null {
  let value = params;
  if (typeof params === 'function') {
    try {
      value = (params as (args: unknown) => unknown)({ context: standIn, event: standIn });
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const fixed = Object.values(value).flatMap((item) => (typeof item === 'string' ? [item] : isStrings(item) ? [item.join('+')] : []));
  return fixed.length > 0 ? fixed.join('+') : null;
}

type GuardLike = { type?: string; params?: unknown; guards?: GuardLike[] } | string | undefined;

/** Guard name → value key, for every guard of a transition (also inside and/or/not) that fixes values. */
function guardValueKeys(guard: GuardLike, into: Record<string, string> = {}): Record<string, string> {
  if (!guard || typeof guard === 'string') return into;
  if (Array.isArray(guard.guards)) {
    for (const part of guard.guards) guardValueKeys(part, into);
    return into;
  }
  const key = guard.params === undefined ? null : valueKey(guard.params);
  if (key !== null && guard.type) into[guard.type] = key;
  return into;
}

/** Transition id (flow-coverage's) → the guard values it passes; transitions without any are left out. */
export function transitionGuardValues(definition: MachineDefinition): Map<string, Record<string, string>> {
  const values = new Map<string, Record<string, string>>();
  for (const [transition, id] of definition.idOf as Map<AnyTransitionDefinition, string>) {
    const keys = guardValueKeys(transition.guard as GuardLike);
    if (Object.keys(keys).length > 0) values.set(id, keys);
  }
  return values;
}
