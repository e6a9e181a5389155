/**
 * Guards seen both ways (issue 23 §3, tests/support/flow-graph-guards.ts): the machine's graph meets
 * the outcome the view cannot produce; an outcome nothing meets fails `npm run paths` unless the model
 * says why it cannot happen.
 */
import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import type { FlowEntry, GuardSideException } from '../../machines/index';
import { machineCoverage } from '../support/flow-coverage-report';
import { graphGuardOutcomes, guardCoverage, staleGuardExceptions } from '../support/flow-graph-guards';

/** A door that opens with the right code, and a lock whose guard nothing ever makes fail. */
const door = setup({
  types: { context: {} as { locks: number }, events: {} as { type: 'user.code'; code: string } | { type: 'user.lock' } },
  guards: {
    rightCode: (_, params: { code: string }) => params.code === '1234',
    canLock: ({ context }) => context.locks >= 0,
  },
}).createMachine({
  id: 'door',
  context: { locks: 0 },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'user.code': { guard: { type: 'rightCode', params: ({ event }) => ({ code: event.code }) }, target: 'open' },
      },
    },
    open: {
      on: { 'user.lock': { guard: 'canLock', target: 'closed', actions: assign({ locks: ({ context }) => Math.min(context.locks + 1, 2) }) } },
    },
  },
});

const CODE = 'closed — user.code [rightCode] → open';
const LOCK = 'open — user.lock [canLock] → closed';
const events = [{ type: 'user.code', code: '1234' }, { type: 'user.code', code: '0000' }, { type: 'user.lock' }];
const none = { held: new Set<string>(), failed: new Set<string>() };

describe('guards seen both ways', () => {
  it('meets a guard failing on the graph where a wrong event arrives', () => {
    const graph = graphGuardOutcomes(door, { events });
    expect(graph.held).toEqual(new Set([CODE, LOCK]));
    expect(graph.failed).toEqual(new Set([CODE]));
  });

  it('counts a guard the view saw both ways as the view\'s, and one the graph completes as the graph\'s', () => {
    const view = { held: new Set([CODE, LOCK]), failed: new Set([CODE]) };
    const verdict = guardCoverage([CODE, LOCK], view, graphGuardOutcomes(door, { events }));
    expect(verdict).toMatchObject({ byView: [CODE], byGraph: [], onlyTrue: [LOCK], onlyFalse: [], never: [] });
    const onlyHeld = { held: new Set([CODE]), failed: new Set<string>() };
    expect(guardCoverage([CODE], onlyHeld, graphGuardOutcomes(door, { events })).byGraph).toEqual([CODE]);
  });

  it('accepts an outcome that cannot happen only with its reason, and only for that outcome', () => {
    const graph = graphGuardOutcomes(door, { events });
    const neverFails: GuardSideException = { transition: LOCK, never: 'fails', reason: 'the lock count is never negative' };
    expect(guardCoverage([CODE, LOCK], none, graph, [neverFails])).toMatchObject({ excused: [neverFails], onlyTrue: [] });
    const wrongSide: GuardSideException = { ...neverFails, never: 'holds' };
    expect(guardCoverage([CODE, LOCK], none, graph, [wrongSide])).toMatchObject({ excused: [], onlyTrue: [LOCK] });
    expect(staleGuardExceptions([CODE, LOCK], [neverFails, { ...neverFails, transition: 'open — user.lock → gone' }])).toHaveLength(1);
  });

  it('fails the path coverage of a machine with a guard not seen both ways, and passes it once the reason is written', () => {
    const entry = { id: 'door', machine: door, model: { events } } as unknown as FlowEntry;
    expect(machineCoverage(entry, null).guards).toMatchObject({ covered: 1, total: 2, onlyTrue: [LOCK] });
    const excused = { ...entry, model: { events, guardSides: [{ transition: LOCK, never: 'fails', reason: 'never negative' }] } } as unknown as FlowEntry;
    expect(machineCoverage(excused, null).guards).toMatchObject({ covered: 2, total: 2, missing: [] });
  });
});
