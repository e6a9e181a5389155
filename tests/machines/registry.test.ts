/**
 * machines/ and its registry agree (issue 13 §4): a machine file nobody registered, a design-card flow
 * that is missing, or a machine without model-based test fails here — and so in CI — instead of
 * `npm run paths` reporting 100 % of fewer machines.
 */
import { describe, expect, it } from 'vitest';
import { DESIGN_CARD_FLOWS, machineRegistry } from '../../machines/index';
import { machineFiles, registryProblems } from '../support/flow-registry';

describe('machine registry', () => {
  it('registers every machine of machines/ with a model and a model-based test', () => {
    expect(registryProblems()).toEqual([]);
  });

  it("holds the design card's nine flows", () => {
    expect(DESIGN_CARD_FLOWS).toHaveLength(9);
    expect(machineRegistry.map((entry) => entry.id)).toEqual(expect.arrayContaining([...DESIGN_CARD_FLOWS]));
  });

  it('finds every machine file (the check would notice an unregistered one)', () => {
    expect(machineFiles()).toEqual([...machineRegistry.map((entry) => entry.id)].sort());
  });
});
