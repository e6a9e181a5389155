/**
 * The browser side of the e2e flow coverage (issue 23 §5): off unless a browser test exposed its sink;
 * with it, the global actors' steps from before the recorder loaded and a flow announced later arrive.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { citySuggestMachine } from '../../machines/citySuggest.machine';
import { creditsOfCart, packageCreditsMachine } from '../../machines/packageCredits.machine';
import { tapFlowCoverage } from '../../src/app/flow-coverage-tap';
import { runningFlows } from '../../src/app/running-flows';
import { FLOW_COVERAGE_SINK, type FlowCoverageDelta } from '../../src/features/flows-coverage/protocol';

const globals = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete globals[FLOW_COVERAGE_SINK];
  delete globals.__flowCoverage;
});

describe('tapFlowCoverage', () => {
  it('does nothing for a shopper: no sink, no inspection, no recorder', () => {
    const credits = createActor(packageCreditsMachine, { input: creditsOfCart(null) });
    const inspect = vi.spyOn(credits.system, 'inspect');
    tapFlowCoverage([{ machineId: 'packageCredits', actor: credits }], runningFlows());
    expect(inspect).not.toHaveBeenCalled();
    expect(globals.__flowCoverage).toBeUndefined();
  });

  it('in a browser test: what the actors pass through reaches the sink, the first steps and later flows included', async () => {
    const deltas: FlowCoverageDelta[] = [];
    globals[FLOW_COVERAGE_SINK] = async (delta: FlowCoverageDelta) => void deltas.push(delta);
    const flows = runningFlows();
    const city = createActor(citySuggestMachine, { input: { city: null } });
    tapFlowCoverage([{ machineId: 'citySuggest', actor: city }], flows);
    // Before the recorder's chunk has arrived.
    city.start();
    city.send({ type: 'user.closed' });
    await vi.waitFor(() => expect(deltas.some((d) => d.transitions.length > 0)).toBe(true));
    expect(deltas.every((d) => d.machineId === 'citySuggest')).toBe(true);

    // Another name, to tell the two apart: the browser records under whatever name the list gives.
    const later = createActor(citySuggestMachine, { input: { city: null } });
    flows.add('searchBoxCity', later);
    later.start();
    later.send({ type: 'user.cityTyped', value: 'B' });
    expect(deltas.filter((d) => d.machineId === 'searchBoxCity').flatMap((d) => d.states)).toEqual([
      '["idle"]',
      '["debouncing"]',
    ]);
    expect(Object.keys(globals.__flowCoverage as object)).toEqual(['citySuggest', 'searchBoxCity']);
    city.stop();
    later.stop();
  });
});
