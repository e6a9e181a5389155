/**
 * Every machine keeps its invariants (machines/<id>.invariants.ts, issue 23 §2) on every simple path
 * of its graph up to the bound tests/support/flow-invariant-check.ts reports, and says each in German
 * and English.
 */
import { describe, expect, it } from 'vitest';
import { DESIGN_CARD_FLOWS, machineRegistry } from '../../machines/index';
import { checkInvariants } from '../support/flow-invariant-check';

describe.each(machineRegistry.map((entry) => [entry.id, entry] as const))('invariants of %s', (_, entry) => {
  it('states its rules in German and English', () => {
    expect(entry.invariants?.length ?? 0).toBeGreaterThanOrEqual(2);
    for (const invariant of entry.invariants ?? []) {
      expect(invariant.de.length, invariant.id).toBeGreaterThan(10);
      expect(invariant.en.length, invariant.id).toBeGreaterThan(10);
      expect(invariant.de, invariant.id).not.toBe(invariant.en);
    }
  });

  it('keeps them on every simple path of its graph within the bound', () => {
    const check = checkInvariants(entry.machine, entry.model!, entry.invariants ?? []);
    expect(check.violations).toEqual([]);
    // Paths of at least a few steps, or all of them: a bound of one step would check next to nothing.
    expect(check.complete || check.depth >= 6, `only ${check.depth} steps`).toBe(true);
  });
});

it('covers the nine flows of the design card', () => {
  expect(machineRegistry.filter((entry) => entry.invariants).map((entry) => entry.id).sort()).toEqual([...DESIGN_CARD_FLOWS].sort());
});
