/**
 * The explorer's step mode: a real actor of the machine, started with the model's input, whose
 * invoked actors never run (each is a promise that never settles, provided with machine.provide) and
 * whose timers never fire (a clock that only keeps them). The results arrive as the model's
 * representative events instead — `xstate.done.actor.<id>` with its output, `xstate.error.actor.<id>`
 * with its error, `xstate.after.<delay>.<stateId>` — sent when the analyst clicks "gelingt",
 * "schlägt fehl" or "Zeit vergeht", exactly as the model-based tests answer them.
 */
import {
  createActor,
  fromPromise,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type StateValue,
} from 'xstate';
import type { FlowEntry } from '../../../machines/index';
import { combinedGuard, edgeKind, guardLabel, statePath, type EdgeKind } from './machine-graph';

/** A clock whose timers never fire: delays pass only when the analyst says so. */
const stoppedClock = {
  setTimeout: () => 0,
  clearTimeout: () => undefined,
};

/** The machine with every invoked actor waiting for ever (its answer is an event of the model). */
export function stubbedMachine(machine: AnyStateMachine): AnyStateMachine {
  const names = Object.keys((machine.implementations as { actors?: Record<string, unknown> }).actors ?? {});
  const waiting = fromPromise(() => new Promise<never>(() => undefined));
  return machine.provide({
    actors: Object.fromEntries(names.map((name) => [name, waiting])),
  } as never) as AnyStateMachine;
}

export interface StartFrom {
  value: StateValue;
  context?: Record<string, unknown>;
}

/** A started actor of the entry's machine, at its start or at `from` (machine.resolveState). */
export function startStepActor(entry: FlowEntry, from?: StartFrom | null): AnyActorRef {
  const machine = stubbedMachine(entry.machine);
  let snapshot: AnyMachineSnapshot | undefined;
  if (from) {
    const initial = createActor(machine, {
      input: entry.model?.input,
      clock: stoppedClock,
    }).getSnapshot() as AnyMachineSnapshot;
    snapshot = machine.resolveState({
      value: from.value,
      context: { ...initial.context, ...(from.context ?? {}) },
    } as never) as AnyMachineSnapshot;
  }
  const actor = createActor(machine, {
    input: entry.model?.input,
    clock: stoppedClock,
    ...(snapshot ? { snapshot } : {}),
  });
  actor.start();
  return actor;
}

export interface StepChoice {
  event: EventObject;
  kind: EdgeKind;
  /** The invoked actor (done/error) or the delay (after). */
  subject: string | null;
  enabled: boolean;
  /** Where the event leads (state paths), when enabled. */
  targets: string[];
  /** When disabled: the guards of the transitions the event would take, with their parameters. */
  guards: GuardUse[];
  /** What tells this event from others of the same type: 'step=guest', 'output.next=FILE_UPLOAD'. */
  hint: string;
}

export interface GuardUse {
  name: string;
  /** The guard's parameters as the transition passes them for this event (when they can be read). */
  params: Record<string, unknown>;
  /** and/or/not: the parts. */
  parts: GuardUse[];
  combinator: 'and' | 'or' | 'not' | null;
}

type GuardLike = string | { type?: string; params?: unknown } | ((...args: never[]) => unknown) | undefined;

function guardUse(guard: GuardLike, snapshot: AnyMachineSnapshot, event: EventObject): GuardUse {
  const combined = combinedGuard(guard);
  if (combined) {
    return {
      name: guardLabel(guard) ?? 'inline',
      params: {},
      parts: combined.parts.map((g) => guardUse(g as GuardLike, snapshot, event)),
      combinator: combined.combinator,
    };
  }
  let params: Record<string, unknown> = {};
  if (guard && typeof guard === 'object' && guard.params !== undefined) {
    try {
      const value =
        typeof guard.params === 'function'
          ? (guard.params as (a: unknown) => unknown)({ context: snapshot.context, event })
          : guard.params;
      if (value && typeof value === 'object') params = value as Record<string, unknown>;
    } catch {
      // Parameters that cannot be read for this event: the words go without them.
    }
  }
  return { name: guardLabel(guard) ?? 'inline', params, parts: [], combinator: null };
}

/** The transitions for `type` the active states define, innermost first. */
function candidates(snapshot: AnyMachineSnapshot, type: string): AnyTransitionDefinition[] {
  const nodes = [...(snapshot._nodes as AnyStateNode[])].sort((a, b) => b.path.length - a.path.length);
  return nodes.flatMap((node) => (node.transitions as Map<string, AnyTransitionDefinition[]>).get(type) ?? []);
}

/** A value in a few characters: strings quoted, lists by length, objects as {…}. */
function short(value: unknown): string {
  if (value === undefined) return '–';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  return Array.isArray(value) ? `[${value.length}]` : '{…}';
}

/** The dotted paths (and their values) where `values` differ, descending only where all are objects. */
function differences(values: unknown[], path: string, out: { path: string; shown: string[] }[], depth: number): void {
  if (new Set(values.map((value) => JSON.stringify(value))).size <= 1) return;
  const records = values.every((value) => value !== null && typeof value === 'object' && !Array.isArray(value));
  if (records && depth < 4) {
    const keys = [...new Set(values.flatMap((value) => Object.keys(value as object)))];
    for (const key of keys) {
      differences(
        values.map((value) => (value as Record<string, unknown>)[key]),
        path ? `${path}.${key}` : key,
        out,
        depth + 1,
      );
    }
    return;
  }
  out.push({ path, shown: values.map(short) });
}

/** For events of one type: the payload values that tell them apart (at most three). */
function hints(events: readonly EventObject[]): string[] {
  const payloads = events.map((event) => {
    const { type: _type, ...payload } = event as EventObject & Record<string, unknown>;
    // "gelingt" / "schlägt fehl" say it already: output.next reads as next.
    return 'output' in payload ? payload.output : 'error' in payload ? payload.error : payload;
  });
  if (events.length === 1) {
    const only = payloads[0];
    const entries = only !== null && typeof only === 'object' && !Array.isArray(only) ? Object.entries(only) : [];
    const simple = entries.filter(([, value]) => value === null || typeof value !== 'object');
    return [
      entries.length > 0 && entries.length <= 2 && simple.length === entries.length
        ? simple.map(([k, v]) => `${k}=${short(v)}`).join(', ')
        : '',
    ];
  }
  const found: { path: string; shown: string[] }[] = [];
  differences(payloads, '', found, 0);
  const shown = found.slice(0, 3);
  return payloads.map((_, i) =>
    shown
      .map((difference) => (difference.path ? `${difference.path}=${difference.shown[i]}` : difference.shown[i]))
      .join(', '),
  );
}

/** The delayed events the active states wait for (when the model does not list them). */
function delayedEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  return (snapshot._nodes as AnyStateNode[]).flatMap((node) =>
    (node.after as AnyTransitionDefinition[]).map((t) => ({ type: t.eventType })),
  );
}

/** What the analyst can send now: every model event an active state handles, enabled or greyed. */
export function stepChoices(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  modelEvents: readonly EventObject[],
): StepChoice[] {
  // A finished flow (a final state) takes no event any more.
  if (snapshot.status !== 'active') return [];
  const handled = new Set(
    (snapshot._nodes as AnyStateNode[]).flatMap((node) => [...(node.transitions as Map<string, unknown>).keys()]),
  );
  const events = [...modelEvents];
  for (const event of delayedEvents(snapshot)) if (!events.some((e) => e.type === event.type)) events.push(event);
  const relevant = events.filter((event) => handled.has(event.type));
  const byType = new Map<string, EventObject[]>();
  for (const event of relevant) byType.set(event.type, [...(byType.get(event.type) ?? []), event]);
  const hintOf = new Map<EventObject, string>();
  for (const group of byType.values()) hints(group).forEach((hint, i) => hintOf.set(group[i]!, hint));
  return relevant.map((event) => {
    const enabled = snapshot.can(event);
    const targets = enabled
      ? [
          ...new Set(
            machine
              .getTransitionData(snapshot as never, event)
              .flatMap((t) => (t.target ?? []).map((n: AnyStateNode) => statePath(n))),
          ),
        ]
      : [];
    const guards = enabled
      ? []
      : candidates(snapshot, event.type)
          .filter((t) => t.guard)
          .map((t) => guardUse(t.guard as GuardLike, snapshot, event));
    return { event, ...edgeKind(event.type), enabled, targets, guards, hint: hintOf.get(event) ?? '' };
  });
}
