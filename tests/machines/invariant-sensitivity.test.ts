/**
 * The invariant check catches a wrong flow (issue 23 §2): each machine below gets one deliberately
 * wrong guard — the kind of defect the model-based tests alone did not see, because their paths come
 * from the same machine — and the check must name the rule it breaks.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { machineRegistry } from '../../machines/index';
import { checkInvariants } from '../support/flow-invariant-check';
import { mutatedMachine } from '../support/mutation-scope';

const entry = (id: string) => machineRegistry.find((flow) => flow.id === id)!;

function brokenRules(id: string, broken: AnyStateMachine): string[] {
  const flow = entry(id);
  return checkInvariants(broken, flow.model!, flow.invariants!).violations.map((violation) => violation.invariant);
}

// Tests the checker, not a machine: not re-run for every mutant of `npm run mutation`.
describe.skipIf(mutatedMachine !== null)('the invariants catch a wrong guard', () => {
  it('guest order: "nothing to pay" always true lets an order with something to pay skip the payment', () => {
    const broken = entry('guestOrder').machine.provide({ guards: { nothingToPay: () => true } });
    expect(brokenRules('guestOrder', broken)).toContain('paidOnlyThroughPayment');
  });

  it('customer order: a payment at the provider never redirects, so the order completes unpaid', () => {
    const broken = entry('customerOrder').machine.provide({ guards: { redirects: () => false } });
    expect(brokenRules('customerOrder', broken)).toContain('paidOnlyThroughPayment');
  });

  it('paged search: "nothing found" always true says so while courses are there', () => {
    const broken = entry('searchPaging').machine.provide({ guards: { nothingFound: () => true } });
    expect(brokenRules('searchPaging', broken)).toContain('emptyMeansNothingFound');
  });

  it('withdrawal: a selection check that lets anything through lets a withdrawn position be chosen', () => {
    const broken = entry('withdrawal').machine.provide({ guards: { selectsWithdrawable: () => true } });
    expect(brokenRules('withdrawal', broken)).toContain('onlyWithdrawableSelected');
  });

  it('withdrawal: an order refusal overlooked opens step 1 for a business order', () => {
    const broken = entry('withdrawal').machine.provide({ guards: { orderRefused: () => false } });
    expect(brokenRules('withdrawal', broken)).toContain('refusalExplained');
  });

  it('the machines as they are break none', () => {
    for (const flow of ['guestOrder', 'customerOrder', 'searchPaging', 'withdrawal']) {
      expect(brokenRules(flow, entry(flow).machine), flow).toEqual([]);
    }
  });
});
