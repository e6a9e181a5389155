/**
 * machines/ and its registry agree (issue 13 §4): a machine file nobody registered, a design-card flow
 * that is missing, or a machine without model-based test fails here — and so in CI — instead of
 * `npm run paths` reporting 100 % of fewer machines.
 */
import { describe, expect, it } from 'vitest';
import { DESIGN_CARD_FLOWS, machineRegistry } from '../../machines/index';
import { machineFiles, registryProblems } from '../support/flow-registry';
import { machineDefinition } from '../support/flow-coverage';
import { guardInWords, guardNames, type GuardTexts } from '../../machines/guard-words';
import germanFlowTexts from '../../src/locales/de/flows.json';
import englishFlowTexts from '../../src/locales/en/flows.json';

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

  it.each([
    ['de', germanFlowTexts],
    ['en', englishFlowTexts],
  ])('says every guard of every machine in words for the docs (%s)', (_, texts) => {
    const missing = machineRegistry.flatMap((entry) =>
      machineDefinition(entry.machine)
        .transitions.flatMap((t) => (t.guard ? [t.guard] : []))
        .filter((guard) => guardInWords(texts satisfies GuardTexts, entry.id, guard) === null)
        .map((guard) => `${entry.id}: ${guard}`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('has no words for guards that no longer exist', () => {
    const used = new Set(
      machineRegistry.flatMap((entry) =>
        machineDefinition(entry.machine).transitions.flatMap((t) => (t.guard ? guardNames(t.guard).map((name) => `${entry.id}.${name}`) : [])),
      ),
    );
    const worded = Object.entries(englishFlowTexts.guards).flatMap(([machine, words]) => Object.keys(words).map((name) => `${machine}.${name}`));
    expect(worded.filter((key) => !used.has(key))).toEqual([]);
  });
});
