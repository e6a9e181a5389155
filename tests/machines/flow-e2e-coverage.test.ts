/**
 * The e2e flow coverage (issue 23 §5): the keys the browser records for a provided machine's actor
 * become the same ids the model-based tests report, and merging keeps every test's additions.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { machineRegistry } from '../../machines/index';
import { citySuggestMachine, type CityOption } from '../../machines/citySuggest.machine';
import { flowCoverageRecorder } from '../../src/features/flows-coverage/recorder';
import type { FlowCoverageDelta } from '../../src/features/flows-coverage/protocol';
import { machineDefinition, takenTransitions } from '../support/flow-coverage';
import { readE2eCoverage, readE2eCoverageFile, type E2eCoverageFile } from '../support/flow-e2e-coverage';
import { coverageFiles, keyIds } from '../support/flow-e2e-ids';
import { mergeCoverageFiles, mergeE2eCoverage } from '../support/flow-e2e-merge';

describe('keys of the browser → ids of tests/support/flow-coverage.ts', () => {
  it.each(machineRegistry.map((flow) => [flow.id, flow.machine] as const))(
    '%s: every transition and state of the provided machine has one key',
    (_id, machine) => {
      // The shop runs machine.provide(...): new objects, the same structure.
      const provided = machine.provide({});
      const ids = keyIds(machine);
      const definition = machineDefinition(machine);
      expect([...keyIds(provided).transitions.values()]).toEqual(definition.transitions.map((t) => t.id));
      expect(ids.transitions.size).toBe(definition.transitions.length);
      expect([...ids.states.values()]).toEqual(definition.states.map((s) => s.path));
    },
  );

  describe('an actor watched as in the browser', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('records the transitions it takes, guarded branches and delays included, with their ids', async () => {
      const deltas: FlowCoverageDelta[] = [];
      const record = flowCoverageRecorder(async (delta) => void deltas.push(delta));
      let answer: (cities: CityOption[]) => void = () => undefined;
      const query = new Promise<CityOption[]>((resolve) => (answer = resolve));
      const machine = citySuggestMachine.provide({ actors: { suggestCities: fromPromise(() => query) } });
      const actor = createActor(machine, { input: { city: null } });
      actor.system.inspect((event) => {
        if (event.type === '@xstate.microstep' && event.actorRef === actor)
          record({
            machineId: 'citySuggest',
            snapshot: event.snapshot as AnyMachineSnapshot,
            transitions: event._transitions,
          });
      });
      actor.start();
      record({ machineId: 'citySuggest', snapshot: actor.getSnapshot(), transitions: [] });

      // What the model tests' harness would say for the same steps, computed from the registry's machine.
      const definition = machineDefinition(citySuggestMachine);
      const expected = new Set<string>();
      const step = async (event: AnyEventObject, act: () => unknown) => {
        for (const id of takenTransitions(definition, citySuggestMachine, actor.getSnapshot(), event)) expected.add(id);
        await act();
      };
      await step({ type: 'user.closed' }, () => actor.send({ type: 'user.closed' }));
      await step({ type: 'user.cityTyped', value: 'Be' }, () => actor.send({ type: 'user.cityTyped', value: 'Be' }));
      await step({ type: 'xstate.after.debounce.citySuggest.debouncing' }, () => vi.advanceTimersByTimeAsync(1_000));
      await step({ type: 'user.cityTyped', value: 'Ber' }, () => actor.send({ type: 'user.cityTyped', value: 'Ber' }));
      await step({ type: 'xstate.after.debounce.citySuggest.debouncing' }, () => vi.advanceTimersByTimeAsync(1_000));
      await step({ type: 'xstate.done.actor.suggestCities', output: [] }, async () => {
        answer([]);
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(actor.getSnapshot().value).toBe('notFound');

      const [file] = coverageFiles(deltas, 'tests/e2e/search.e2e.ts');
      expect(Object.keys(file!.transitions).sort()).toEqual([...expected].sort());
      expect(expected.size).toBe(5);
      expect(Object.keys(file!.states).sort()).toEqual(['debouncing', 'idle', 'notFound', 'querying']);
      expect(file!.transitions[[...expected][0]!]).toEqual(['tests/e2e/search.e2e.ts']);
      // What the document recorded is on window for a test to read.
      expect(Object.keys((window as unknown as { __flowCoverage: object }).__flowCoverage)).toEqual(['citySuggest']);
    });
  });
});

describe('coverage/flow-e2e/<machineId>.json', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'flow-e2e-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const definition = machineDefinition(citySuggestMachine);
  const [first, second] = definition.transitions;
  const part = (test: string, transition: string): E2eCoverageFile => ({
    machine: 'citySuggest',
    states: { idle: [test] },
    transitions: { [transition]: [test] },
  });

  it('merging unites the states, transitions and test files', () => {
    const merged = mergeCoverageFiles(part('a.e2e.ts', first!.id), part('b.e2e.ts', second!.id));
    expect(merged.states).toEqual({ idle: ['a.e2e.ts', 'b.e2e.ts'] });
    expect(merged.transitions).toEqual({ [first!.id]: ['a.e2e.ts'], [second!.id]: ['b.e2e.ts'] });
  });

  it('merges many at once without losing one, waits for a held lock and breaks a stale one', async () => {
    const tests = definition.transitions.map((t, n) => part(`t${n}.e2e.ts`, t.id));
    await Promise.all(tests.map((added) => mergeE2eCoverage([added], dir)));
    expect(Object.keys(readE2eCoverageFile('citySuggest', dir)!.transitions)).toHaveLength(
      definition.transitions.length,
    );

    // A lock left by a killed worker.
    mkdirSync(join(dir, '.lock'));
    const old = new Date(Date.now() - 60_000);
    utimesSync(join(dir, '.lock'), old, old);
    await mergeE2eCoverage([part('late.e2e.ts', first!.id)], dir);
    expect(readE2eCoverageFile('citySuggest', dir)!.transitions[first!.id]).toEqual(['late.e2e.ts', 't0.e2e.ts']);
  });

  it('reads the ids in definition order and leaves out what the machine no longer has', () => {
    const file: E2eCoverageFile = {
      machine: 'citySuggest',
      states: { notFound: ['a'], idle: ['a'], gone: ['a'] },
      transitions: { [second!.id]: ['a'], [first!.id]: ['a'], 'gone — x → y': ['a'] },
    };
    writeFileSync(join(dir, 'citySuggest.json'), JSON.stringify(file));
    expect(readE2eCoverage('citySuggest', dir)).toEqual({
      states: ['idle', 'notFound'],
      transitions: [first!.id, second!.id],
    });
    expect(readE2eCoverage('searchBox', dir)).toBeNull();
    expect(JSON.parse(readFileSync(join(dir, 'citySuggest.json'), 'utf8'))).toEqual(file);
  });
});
