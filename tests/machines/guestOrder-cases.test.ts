/**
 * Guest order cases the transition-by-transition tests (guestOrder.test.ts) left open (issue 23 §4:
 * the mutants they left alive): what an order is placed with when the summary asked nothing about an
 * early start, the refusal a not-finished payment shows, a failure that is not an answer of the API,
 * and the steps the address may name.
 */
import { describe, expect, it } from 'vitest';
import { GUEST_ORDER_STEPS, guestOrderMachine, isGuestOrderStep, type ResumedCheckout } from '../../machines/guestOrder.machine';
import {
  FAILURE_NOT_FINISHED, FAILURE_PRICE_CHANGED, FAILURE_SERVER, MODEL_CHECKOUT, MODEL_OFFERS, MODEL_SUMMARY, MODEL_SUMMARY_CHANGED, ORDER_PAYING, ORDER_TO_PAY,
} from '../../machines/guestOrder.model';
import { machineSteps } from '../support/machine-steps';

const resumed = (over: Partial<ResumedCheckout>): ResumedCheckout => ({ checkout: MODEL_CHECKOUT, order: null, atSummary: false, ...over });
const start = () => machineSteps(guestOrderMachine, { step: 'guest' });
const atSummary = () => start().done('resumeCheckout', resumed({ atSummary: true })).done('loadSummary', MODEL_SUMMARY);

describe('guest order cases', () => {
  it('knows its steps, and nothing else, in the address', () => {
    for (const step of GUEST_ORDER_STEPS) expect(isGuestOrderStep(step), step).toBe(true);
    expect(isGuestOrderStep('admin')).toBe(false);
  });

  it('starts without knowing of an account for the address', () => {
    expect(start().snapshot.context.accountExists).toBe(false);
  });

  it('places without an early start when the summary asked nothing about it', () => {
    const placing = atSummary().send({ type: 'user.placeOrder', choice: {} });
    expect(placing.calls).toEqual([['placeOrder', { earlyStartRequested: false, confirmedGrossValue: MODEL_SUMMARY.totals.grossValue }]]);
  });

  it('a voucher used up meanwhile shows the new sum to confirm, as a changed price does', () => {
    const f = atSummary().send({ type: 'user.placeOrder', choice: { earlyStartRequested: false } }).error('placeOrder', { ...FAILURE_PRICE_CHANGED, code: 'VOUCHER_USED_UP' });
    expect(f.snapshot.value).toEqual({ ordering: 'priceChanged' });
    expect(f.snapshot.context.summary).toEqual(MODEL_SUMMARY_CHANGED);
  });

  it('choosing the payment again after a failure shows no old failure while it is sent; a network failure is no crash', () => {
    const choosing = () => start().done('resumeCheckout', resumed({ order: ORDER_TO_PAY })).done('loadPaymentMethods', MODEL_OFFERS)
      .send({ type: 'user.choosePayment', choice: { paymentMethod: 'INVOICE' } });
    const f = choosing().error('choosePayment', FAILURE_SERVER);
    expect(f.snapshot.value).toEqual({ paymentSelection: 'failed' });
    f.send({ type: 'user.retry' });
    expect(f.snapshot.value).toEqual({ paymentSelection: 'paying' });
    expect(f.snapshot.context.failure).toBeNull();
    const offline = choosing().error('choosePayment', new TypeError('Failed to fetch'));
    expect(offline.snapshot.status).toBe('active');
    expect(offline.snapshot.value).toEqual({ paymentSelection: 'failed' });
  });

  it('a payment the provider has not finished keeps its refusal for the page to show', () => {
    const f = start().done('resumeCheckout', resumed({ order: ORDER_PAYING })).error('validatePayment', FAILURE_NOT_FINISHED);
    expect(f.snapshot.value).toEqual({ payment: 'unfinished' });
    expect(f.snapshot.context.failure).toEqual(FAILURE_NOT_FINISHED);
  });

  it('a failure that is no answer of the API (the network is gone) is a failure without status, not a crash', () => {
    for (const error of [new TypeError('Failed to fetch'), 'offline', null]) {
      const f = atSummary().send({ type: 'user.placeOrder', choice: { earlyStartRequested: false } }).error('placeOrder', error);
      expect(f.snapshot.status, String(error)).toBe('active');
      expect(f.snapshot.context.failure).toEqual({ status: 0, code: null, message: null });
    }
  });
});
