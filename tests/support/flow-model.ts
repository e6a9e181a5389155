/**
 * Model-based testing harness: a machine's graph drives the real view.
 *
 *   const flow = flowModel({ machine: citySuggestMachine, model: citySuggestModel }, {
 *     setup: () => renderCityField(),                       // fresh render per path
 *     events: {                                             // how the SUT experiences each event
 *       'user.cityTyped': (sut, { event }) => sut.type(event.value),
 *       'xstate.after.debounce.citySuggest.debouncing': () => advance(CITY_SUGGEST_DEBOUNCE_MS),
 *       'xstate.done.actor.suggestCities': (sut, { event }) => sut.cities.resolve(event.output),
 *     },
 *     states: {                                             // what the SUT shows in each state
 *       '*': (sut, snapshot) => expect(sut.input).toHaveValue(snapshot.context.input),
 *       notFound: (sut) => expect(sut.hint).toHaveTextContent('Ort nicht gefunden'),
 *     },
 *     teardown: () => cleanup(),
 *   });
 *   describe('citySuggest', () => {
 *     flow.testPaths();      // one it(path.description) per generated path
 *     flow.testCoverage();   // fails below 100 % of states and transitions; writes the JSON report
 *   });
 *
 * Per path: `setup` renders, then for every step the event's executor runs (none for the first step,
 * the initial state), then the '*' check and every check whose key the state matches
 * (`snapshot.matches(key)`, e.g. 'showing' or 'filter.valid'). A step whose checks pass counts for
 * coverage: the states it is in and the machine transitions its event took. An event without an
 * executor fails the path — a silently skipped event would test a different path.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { it, vi } from 'vitest';
import { describeEvent, describeStateValue } from './flow-describe';
import { FlowCoverage, activeStates, projectRelative, writeCoverageReport } from './flow-coverage';
import { eventually } from './flow-actors';
import { acceptedUserEvents, controlMismatches, offeredEvents } from './flow-controls';
import { generateFlowPaths, type FlowModel, type FlowPath, type FlowStep } from './flow-paths';

/**
 * One path renders the real view and walks every step of it: on a busy 2-core machine a long path
 * (a form typed in, several answers) takes many times its quiet-machine time. The bound only ends a
 * path that hangs; each step still waits only for what it expects (see `eventually` in flow-actors.ts).
 */
const PATH_TIMEOUT_MS = 120_000;

export type { FlowModel, FlowPath, FlowStep };

type MaybePromise<T> = T | Promise<T>;

/**
 * An event of the model as executors see it: its payload is whatever the model listed (event.value,
 * event.output, event.city), so it is read without a cast.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FlowEvent = EventObject & { [payload: string]: any };

/** What an event executor gets: the event, the state it leads to, and the state before. */
export interface FlowStepContext {
  event: FlowEvent;
  state: AnyMachineSnapshot;
  previous: AnyMachineSnapshot;
  path: FlowPath;
}

export type FlowEventExecutor<TSut> = (sut: TSut, step: FlowStepContext) => MaybePromise<unknown>;
export type FlowStateCheck<TSut> = (sut: TSut, snapshot: AnyMachineSnapshot) => MaybePromise<unknown>;

export interface FlowTestOptions<TSut> {
  /** Renders the system under test, fresh for every path. */
  setup: (path: FlowPath) => MaybePromise<TSut>;
  /** One executor per event type of the model (including xstate.done/error/after events). */
  events: Record<string, FlowEventExecutor<TSut>>;
  /** '*' runs in every state; other keys run where `snapshot.matches(key)`. */
  states?: Record<string, FlowStateCheck<TSut>>;
  /**
   * A state the view passes at once, before anything can be seen (a guest order without a stored
   * token is not read back): its controls are not compared with the machine. Everywhere else the
   * page's controls (`data-event`, tests/support/flow-controls.ts) must be exactly the user events
   * the machine accepts.
   */
  unseen?: (sut: TSut, snapshot: AnyMachineSnapshot) => boolean;
  /** Runs after every path, also a failed one (unmount, real timers back). */
  teardown?: (sut: TSut | undefined) => MaybePromise<unknown>;
}

export interface FlowSubject {
  machine: AnyStateMachine;
  model: FlowModel;
}

export interface FlowHarness {
  readonly paths: FlowPath[];
  readonly coverage: FlowCoverage;
  /** Runs one path against a fresh system under test. */
  run(path: FlowPath): Promise<void>;
  /** Registers one `it(path.description)` per path. */
  testPaths(): void;
  /** Registers the coverage test; call it after testPaths() in the same describe. */
  testCoverage(): void;
}

function stepError(error: unknown, path: FlowPath, index: number, phase: 'event' | 'state'): Error {
  const step = path.steps[index]!;
  const where =
    phase === 'event'
      ? `while sending step ${index} (${describeEvent(step.event)})`
      : `in state ${describeStateValue(step.state.value)} after step ${index}${index > 0 ? ` (${describeEvent(step.event)})` : ''}`;
  const wrapped = error instanceof Error ? error : new Error(String(error));
  wrapped.message = `${wrapped.message}\n\n  ${where} of the path\n  ${path.sentence}`;
  return wrapped;
}

export function flowModel<TSut>({ machine, model }: FlowSubject, options: FlowTestOptions<TSut>): FlowHarness {
  const paths = generateFlowPaths(machine, model);
  const coverage = new FlowCoverage(machine);
  const checks = Object.entries(options.states ?? {});

  async function checkState(sut: TSut, snapshot: AnyMachineSnapshot): Promise<void> {
    const all = checks.find(([key]) => key === '*');
    if (all) await all[1](sut, snapshot);
    for (const [key, check] of checks) {
      if (key !== '*' && snapshot.matches(key)) await check(sut, snapshot);
    }
    if (options.unseen?.(sut, snapshot)) return;
    // After the state's own checks. A part of the view that loads lazily (the cart's summary) may
    // still be on its way, so the check waits for the controls to settle — but only on real timers:
    // vi.waitFor advances fake ones, and time passing would move a timed flow (login) on.
    const accepted = acceptedUserEvents(snapshot, [...model.events, ...(model.probes ?? [])]);
    const compare = () => {
      const offered = offeredEvents(document, machine.id);
      const mismatches = controlMismatches(snapshot, offered, accepted, model.controls);
      if (mismatches.length > 0) throw new Error(`View and machine disagree:\n  ${mismatches.join('\n  ')}`);
    };
    if (vi.isFakeTimers()) compare();
    else await eventually(compare);
  }

  async function run(path: FlowPath): Promise<void> {
    let sut: TSut | undefined;
    const states: string[] = [];
    const transitions: string[] = [];
    try {
      sut = await options.setup(path);
      for (const [index, step] of path.steps.entries()) {
        const previous = path.steps[index - 1]?.state;
        if (previous) {
          const execute = options.events[step.event.type];
          if (!execute) throw stepError(new Error(`No executor for event "${step.event.type}"`), path, index, 'event');
          try {
            await execute(sut, { event: step.event, state: step.state, previous, path });
          } catch (error) {
            throw stepError(error, path, index, 'event');
          }
        }
        try {
          await checkState(sut, step.state);
        } catch (error) {
          throw stepError(error, path, index, 'state');
        }
        coverage.recordState(step.state);
        for (const state of activeStates(step.state)) if (!states.includes(state)) states.push(state);
        if (previous) for (const id of coverage.recordStep(previous, step.event)) if (!transitions.includes(id)) transitions.push(id);
      }
      coverage.recordPath({ test: path.description, sentence: path.sentence, reason: path.reason, states, transitions });
    } finally {
      await options.teardown?.(sut);
    }
  }

  return {
    paths,
    coverage,
    run,
    testPaths() {
      for (const path of paths) it(path.description, () => run(path), PATH_TIMEOUT_MS);
    },
    testCoverage() {
      it(`covers every state and transition of ${machine.id}`, ({ expect }) => {
        // Written only when this test runs, so a filtered run (-t) leaves the last full report alone.
        writeCoverageReport(coverage.report(projectRelative(expect.getState().testPath ?? '')));
        expect(coverage.missing).toEqual([]);
        expect(coverage.pathsRun).toBe(paths.length);
      });
    },
  };
}
