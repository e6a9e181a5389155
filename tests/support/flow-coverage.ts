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
 * Reports: the model tests write coverage/flow-coverage/<machineId>.json (see writeCoverageReport);
 * tests/support/paths-cli.ts reads them.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, EventObject } from 'xstate';
import { eventLabel } from './flow-describe';

// A string, not a URL object: under jsdom the global URL is jsdom's, which Node's fs refuses.
const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// Not under test-results/: Playwright empties that folder when it starts (npm test runs it after vitest).
export const COVERAGE_DIR = resolve(PROJECT_ROOT, 'coverage/flow-coverage');

/** 'tests/model/cart.mbt.test.tsx' for an absolute path inside the project. */
export const projectRelative = (file: string): string => relative(PROJECT_ROOT, file).split(sep).join('/');

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

/**
 * The guarded transitions `event` found false from `snapshot`: xstate tries, from each active atomic
 * state up through its ancestors, the state's transitions for the event in order and takes the first
 * whose guard holds. So every guarded candidate tried before the taken one (or all of them, when none
 * is taken) was false. With the taken ids this gives both outcomes of every guard a run met.
 */
export function falseGuards(definition: MachineDefinition, snapshot: AnyMachineSnapshot, event: EventObject, taken: readonly string[]): string[] {
  const found: string[] = [];
  const atomic = (snapshot._nodes as AnyStateNode[]).filter((node) => node.type === 'atomic' || node.type === 'final');
  for (const leaf of atomic) {
    chain: for (let node: AnyStateNode | undefined = leaf; node; node = node.parent) {
      const candidates = (node.transitions as Map<string, AnyTransitionDefinition[]>).get(event.type) ?? [];
      for (const candidate of candidates) {
        const id = definition.idOf.get(candidate);
        if (id === undefined) continue;
        if (taken.includes(id)) break chain;
        if (candidate.guard !== undefined && !found.includes(id)) found.push(id);
      }
    }
  }
  return found;
}

/** The state paths active in a snapshot (without the machine's root). */
export function activeStates(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as AnyStateNode[]).filter((node) => node.path.length > 0).map(statePath);
}

/** One path of a run: the test that ran it and what it covered. */
export interface PathRecord {
  /** The test's name (the path's description) in its file. */
  test: string;
  sentence: string;
  reason: 'state' | 'transition';
  /** State paths the path was in, transitions it took, in order of first appearance. */
  states: string[];
  transitions: string[];
}

export interface CoverageReport {
  machine: string;
  /** The model test file that wrote the report (relative to the project). */
  file: string;
  /** How many paths the run executed. */
  paths: number;
  states: { total: number; covered: string[]; missing: string[] };
  transitions: { total: number; covered: string[]; missing: string[] };
  /**
   * Guarded transitions (branches): a branch is covered when the run saw its guard hold (the
   * transition taken) and fail (the event arrived in its state and the guard said no).
   */
  guards: { total: number; covered: string[]; onlyTrue: string[]; onlyFalse: string[]; never: string[] };
  /** The paths that passed, each with its test. */
  pathRecords: PathRecord[];
}

/** Collects what a run visited and took, and compares it with the definition. */
export class FlowCoverage {
  readonly definition: MachineDefinition;
  readonly visitedStates = new Set<string>();
  readonly takenTransitions = new Set<string>();
  /** Guarded transitions whose guard the run saw false. */
  readonly falseGuards = new Set<string>();
  readonly pathRecords: PathRecord[] = [];
  pathsRun = 0;

  constructor(readonly machine: AnyStateMachine) {
    this.definition = machineDefinition(machine);
  }

  recordState(snapshot: AnyMachineSnapshot): void {
    for (const path of activeStates(snapshot)) this.visitedStates.add(path);
  }

  /** Records a step and answers the transitions it took. */
  recordStep(previous: AnyMachineSnapshot, event: EventObject): string[] {
    const taken = takenTransitions(this.definition, this.machine, previous, event);
    for (const id of taken) this.takenTransitions.add(id);
    for (const id of falseGuards(this.definition, previous, event, taken)) this.falseGuards.add(id);
    return taken;
  }

  recordPath(record: PathRecord): void {
    this.pathRecords.push(record);
    this.pathsRun += 1;
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

  report(file: string): CoverageReport {
    const states = this.definition.states.map((s) => s.path);
    const transitions = this.definition.transitions.map((t) => t.id);
    const guarded = this.definition.transitions.filter((t) => t.guard !== null).map((t) => t.id);
    const seenTrue = (id: string) => this.takenTransitions.has(id);
    const seenFalse = (id: string) => this.falseGuards.has(id);
    return {
      machine: this.definition.id,
      file,
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
      guards: {
        total: guarded.length,
        covered: guarded.filter((id) => seenTrue(id) && seenFalse(id)),
        onlyTrue: guarded.filter((id) => seenTrue(id) && !seenFalse(id)),
        onlyFalse: guarded.filter((id) => !seenTrue(id) && seenFalse(id)),
        never: guarded.filter((id) => !seenTrue(id) && !seenFalse(id)),
      },
      pathRecords: [...this.pathRecords],
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
