/**
 * Every machine keeps its invariants (machines/<id>.invariants.ts, issue 23 §2) on every simple path
 * of its graph up to the bound tests/support/flow-invariant-check.ts reports, and says each in German
 * and English; on the same graph every guard is met holding and failing (§3).
 */
import { describe, expect, it } from 'vitest';
import { DESIGN_CARD_FLOWS, machineRegistry } from '../../machines/index';
import { checkInvariants, INVARIANT_PREFIX_BUDGET } from '../support/flow-invariant-check';
import { machineDefinition } from '../support/flow-coverage';
import { graphGuardOutcomes, guardCoverage, staleGuardExceptions } from '../support/flow-graph-guards';
import { MUTATION_INVARIANT_BUDGET, mutatedMachine } from '../support/mutation-scope';

// Under `npm run mutation` only the mutated machine, with a smaller budget (tests/support/mutation-scope.ts).
const checked = machineRegistry.filter((entry) => mutatedMachine === null || entry.id === mutatedMachine);
const budget = mutatedMachine === null ? INVARIANT_PREFIX_BUDGET : MUTATION_INVARIANT_BUDGET;

describe.each(checked.map((entry) => [entry.id, entry] as const))('invariants of %s', (_, entry) => {
  it('states its rules in German and English', () => {
    expect(entry.invariants?.length ?? 0).toBeGreaterThanOrEqual(2);
    for (const invariant of entry.invariants ?? []) {
      expect(invariant.de.length, invariant.id).toBeGreaterThan(10);
      expect(invariant.en.length, invariant.id).toBeGreaterThan(10);
      expect(invariant.de, invariant.id).not.toBe(invariant.en);
    }
  });

  it('keeps them on every simple path of its graph within the bound', () => {
    const check = checkInvariants(entry.machine, entry.model!, entry.invariants ?? [], budget);
    expect(check.violations).toEqual([]);
    // Paths of at least a few steps, or all of them: a bound of one step would check next to nothing.
    if (budget === INVARIANT_PREFIX_BUDGET) expect(check.complete || check.depth >= 6, `only ${check.depth} steps`).toBe(true);
  });

  it('meets every guard both holding and failing on its graph, or says why one outcome cannot happen', () => {
    const guarded = machineDefinition(entry.machine).transitions.filter((t) => t.guard !== null).map((t) => t.id);
    const graph = graphGuardOutcomes(entry.machine, entry.model!);
    const none = { held: new Set<string>(), failed: new Set<string>() };
    const verdict = guardCoverage(guarded, none, graph, entry.model!.guardSides);
    expect({ onlyTrue: verdict.onlyTrue, onlyFalse: verdict.onlyFalse, never: verdict.never }).toEqual({ onlyTrue: [], onlyFalse: [], never: [] });
    expect(staleGuardExceptions(guarded, entry.model!.guardSides)).toEqual([]);
  });
});

it('covers the nine flows of the design card, and every later machine', () => {
  const withRules = machineRegistry.filter((entry) => entry.invariants).map((entry) => entry.id);
  expect(withRules).toEqual(expect.arrayContaining([...DESIGN_CARD_FLOWS]));
  expect(withRules.sort()).toEqual(machineRegistry.map((entry) => entry.id).sort());
});
