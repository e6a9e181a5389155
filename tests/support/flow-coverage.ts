/**
 * What a machine defines (state nodes, transitions) and which of it a model-based test run took.
 *
 * Transitions are the machine's own definitions — every guarded branch of every `on`, `after`
 * (xstate.after.<delay>.<stateId>), invoke `onDone` / `onError` — each with a readable, stable id:
 *
 *   'querying — done suggestCities [noSuggestions] → notFound'
 *   '(any state) — user.cityTyped → debouncing'
 *
 * A step of a path is mapped to the definitions it took with the machine's own transition selection
 * (`machine.getTransitionData`), so guards decide exactly as at run time. Eventless (`always`)
 * transitions have no event a test could send: they are listed and reported missing, which is how the
 * convention "no `always` where an event works" (ARCHITECTURE.md) is enforced.
 *
 * Reports: the model tests write test-results/flow-coverage/<machineId>.json (see writeCoverageReport);
 * tests/support/paths-cli.ts reads them.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, EventObject } from 'xstate';
import { eventLabel } from './flow-describe';

// A string, not a URL object: under jsdom the global URL is jsdom's, which Node's fs refuses.
const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const COVERAGE_DIR = resolve(PROJECT_ROOT, 'test-results/flow-coverage');

export interface TransitionInfo {
  id: string;
  /** Source state path, '' for the machine itself (a transition of "any state"). */
  source: string;
  eventType: string;
  guard: string | null;
  /** Target state paths; empty when the transition only runs actions. */
  targets: string[];
  actions: string[];
  eventless: boolean;
  /** Whether the transition exits and re-enters its source. */
  reenter: boolean;
}

export interface StateInfo {
  /** 'idle', 'filter.valid' */
  path: string;
  type: AnyStateNode['type'];
  description: string | null;
  tags: string[];
  invokes: string[];
  delays: string[];
  initial: string | null;
}

export interface MachineDefinition {
  id: string;
  states: StateInfo[];
  transitions: TransitionInfo[];
  /** Maps the machine's transition objects to their ids (for coverage of taken transitions). */
  idOf: Map<AnyTransitionDefinition, string>;
}

export const statePath = (node: AnyStateNode): string => node.path.join('.');

/** Every state node below the root, parents before children, in definition order. */
export function stateNodes(root: AnyStateNode): AnyStateNode[] {
  return Object.values(root.states as Record<string, AnyStateNode>).flatMap((child) => [child, ...stateNodes(child)]);
}

type GuardLike = string | { type?: string; params?: unknown } | ((...args: never[]) => unknown) | undefined;

/** A guard's name: 'isSuggested', 'not(inputIsEmpty)', 'and(a, b)', or 'inline'. */
export function guardLabel(guard: GuardLike): string | null {
  if (guard === undefined) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const combined = guard as unknown as { guards?: GuardLike[]; name?: string };
    if (Array.isArray(combined.guards)) return `${combined.name ?? 'guard'}(${combined.guards.map(guardLabel).join(', ')})`;
    return combined.name && combined.name !== 'guard' ? combined.name : 'inline';
  }
  return guard.type ?? 'inline';
}

/** An action's name: 'storeInput', 'assign', 'emit', or 'inline'. */
export function actionLabel(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const named = action as { type?: string; name?: string };
    if (typeof named.type === 'string') return named.type.replace(/^xstate\./, '');
    return named.name || 'inline';
  }
  if (action && typeof action === 'object' && 'type' in action) return String((action as { type: unknown }).type);
  return 'inline';
}

function describeTransition(source: AnyStateNode, transition: AnyTransitionDefinition, eventless: boolean) {
  const targets = (transition.target ?? []).map(statePath);
  const guard = guardLabel(transition.guard as GuardLike);
  const from = source.path.length === 0 ? '(any state)' : statePath(source);
  const event = eventless ? '(always)' : eventLabel(transition.eventType);
  const to = targets.length === 0 ? '(stays)' : targets.join(', ');
  return {
    id: `${from} — ${event}${guard ? ` [${guard}]` : ''} → ${to}`,
    info: {
      source: statePath(source),
      eventType: eventless ? '' : transition.eventType,
      guard,
      targets,
      actions: (transition.actions as unknown[]).map(actionLabel),
      eventless,
      reenter: Boolean(transition.reenter),
    },
  };
}

export function machineDefinition(machine: AnyStateMachine): MachineDefinition {
  const nodes = [machine.root, ...stateNodes(machine.root)];
  const transitions: TransitionInfo[] = [];
  const idOf = new Map<AnyTransitionDefinition, string>();
  const seen = new Map<string, number>();
  const add = (source: AnyStateNode, transition: AnyTransitionDefinition, eventless: boolean) => {
    const { id: base, info } = describeTransition(source, transition, eventless);
    // Two identical definitions (same source, event, guard, target) still count separately.
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    const id = n === 1 ? base : `${base} #${n}`;
    idOf.set(transition, id);
    transitions.push({ id, ...info });
  };
  for (const node of nodes) {
    for (const list of (node.transitions as Map<string, AnyTransitionDefinition[]>).values()) {
      for (const transition of list) add(node, transition, false);
    }
    for (const transition of (node.always ?? []) as AnyTransitionDefinition[]) add(node, transition, true);
  }
  const states = stateNodes(machine.root).map(
    (node): StateInfo => ({
      path: statePath(node),
      type: node.type,
      description: node.description ?? null,
      tags: [...node.tags],
      invokes: (node.invoke as { id: string }[]).map((invoke) => invoke.id),
      delays: [...new Set((node.after as AnyTransitionDefinition[]).map((t) => eventLabel(t.eventType).replace(/^after /, '')))],
      initial: node.initial?.target?.[0] ? statePath(node.initial.target[0] as AnyStateNode) : null,
    }),
  );
  return { id: machine.id, states, transitions, idOf };
}

/** The ids of the transitions `event` takes from `snapshot` (guards evaluated by the machine). */
export function takenTransitions(definition: MachineDefinition, machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): string[] {
  return machine
    .getTransitionData(snapshot, event)
    .map((transition) => definition.idOf.get(transition))
    .filter((id): id is string => id !== undefined);
}

/** The state paths active in a snapshot (without the machine's root). */
export function activeStates(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as AnyStateNode[]).filter((node) => node.path.length > 0).map(statePath);
}

export interface CoverageReport {
  machine: string;
  /** How many paths the run executed. */
  paths: number;
  states: { total: number; covered: string[]; missing: string[] };
  transitions: { total: number; covered: string[]; missing: string[] };
}

/** Collects what a run visited and took, and compares it with the definition. */
export class FlowCoverage {
  readonly definition: MachineDefinition;
  readonly visitedStates = new Set<string>();
  readonly takenTransitions = new Set<string>();
  pathsRun = 0;

  constructor(readonly machine: AnyStateMachine) {
    this.definition = machineDefinition(machine);
  }

  recordState(snapshot: AnyMachineSnapshot): void {
    for (const path of activeStates(snapshot)) this.visitedStates.add(path);
  }

  recordStep(previous: AnyMachineSnapshot, event: EventObject): void {
    for (const id of takenTransitions(this.definition, this.machine, previous, event)) this.takenTransitions.add(id);
  }

  get missingStates(): string[] {
    return this.definition.states.map((s) => s.path).filter((path) => !this.visitedStates.has(path));
  }

  get missingTransitions(): string[] {
    return this.definition.transitions
      .filter((t) => !this.takenTransitions.has(t.id))
      .map((t) => (t.eventless ? `${t.id} (eventless: no test can send it — use an event)` : t.id));
  }

  /** Everything not reached: `expect(coverage.missing).toEqual([])`. */
  get missing(): string[] {
    return [...this.missingStates.map((path) => `state ${path}`), ...this.missingTransitions.map((id) => `transition ${id}`)];
  }

  report(): CoverageReport {
    const states = this.definition.states.map((s) => s.path);
    const transitions = this.definition.transitions.map((t) => t.id);
    return {
      machine: this.definition.id,
      paths: this.pathsRun,
      states: {
        total: states.length,
        covered: states.filter((s) => this.visitedStates.has(s)),
        missing: this.missingStates,
      },
      transitions: {
        total: transitions.length,
        covered: transitions.filter((t) => this.takenTransitions.has(t)),
        missing: this.missingTransitions,
      },
    };
  }
}

export function coverageReportPath(machineId: string): string {
  return join(COVERAGE_DIR, `${machineId}.json`);
}

export function writeCoverageReport(report: CoverageReport): void {
  mkdirSync(COVERAGE_DIR, { recursive: true });
  writeFileSync(coverageReportPath(report.machine), `${JSON.stringify(report, null, 2)}\n`);
}

export function readCoverageReport(machineId: string): CoverageReport | null {
  try {
    return JSON.parse(readFileSync(coverageReportPath(machineId), 'utf8')) as CoverageReport;
  } catch {
    return null;
  }
}
