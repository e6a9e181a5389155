/**
 * Guest order cases the transition-by-transition tests (guestOrder.test.ts) left open (issue 23 §4:
 * the mutants they left alive): what an order is placed with when the summary asked nothing about an
 * early start, the refusal a not-finished payment shows, a failure that is not an answer of the API,
 * and the steps the address may name.
 */
import { describe, expect, it } from 'vitest';
import { GUEST_ORDER_STEPS, guestOrderMachine, isGuestOrderStep, type ResumedCheckout } from '../../machines/guestOrder.machine';
import {
  FAILURE_EMAIL, FAILURE_EXCEED_SEATS, FAILURE_NOT_FINISHED, FAILURE_PRICE_CHANGED, FAILURE_SERVER, FAILURE_TOKEN_UNKNOWN, MODEL_CHECKOUT, MODEL_OFFERS,
  MODEL_CART, MODEL_PACKAGE_CART, MODEL_PARTICIPANTS_REQUEST, MODEL_PARTICIPANTS_STEP, MODEL_SUMMARY, MODEL_SUMMARY_CHANGED, ORDER_PAYING, ORDER_TO_PAY, modelParticipants,
} from '../../machines/guestOrder.model';
import { machineSteps } from '../support/machine-steps';

const resumed = (over: Partial<ResumedCheckout>): ResumedCheckout => ({ checkout: MODEL_CHECKOUT, order: null, atSummary: false, atParticipants: false, ...over });
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

describe('the guest names the participants of the course dates (issue 25 §1)', () => {
  const PACKAGE_CHECKOUT = { ...MODEL_CHECKOUT, cart: MODEL_PACKAGE_CART };
  const atParticipants = () => start().done('resumeCheckout', resumed({ atSummary: true, atParticipants: true }));
  const editing = () => atParticipants().done('loadParticipants', MODEL_PARTICIPANTS_STEP);

  it('a reload on the participants resumes there when the cart has course dates, else at the summary', () => {
    const f = atParticipants();
    expect(f.at).toEqual({ value: { participants: 'loading' }, tags: ['busy', 'step.participants'] });
    expect(f.snapshot.context.step).toBe('participants');
    expect(f.calls).toEqual([['loadParticipants', undefined]]);
    expect(start().done('resumeCheckout', resumed({ checkout: PACKAGE_CHECKOUT, atSummary: true, atParticipants: true })).snapshot.value).toEqual({
      summary: 'loading',
    });
    // A placed order is past naming at checkout.
    expect(start().done('resumeCheckout', resumed({ order: ORDER_TO_PAY, atParticipants: true })).snapshot.value).toEqual({
      paymentSelection: 'loading',
    });
  });

  it('shows the seats; saved names go on to the summary and are kept', () => {
    const f = editing();
    expect(f.at).toEqual({ value: { participants: 'editing' }, tags: ['step.participants'] });
    expect(f.snapshot.context.participants).toEqual(MODEL_PARTICIPANTS_STEP);
    f.send({ type: 'user.participantsSaved', request: MODEL_PARTICIPANTS_REQUEST });
    expect(f.at).toEqual({ value: { participants: 'saving' }, tags: ['busy', 'sending', 'step.participants'] });
    expect(f.calls).toEqual([['saveParticipants', MODEL_PARTICIPANTS_REQUEST]]);
    f.done('saveParticipants', modelParticipants(true));
    expect(f.snapshot.value).toEqual({ summary: 'loading' });
    expect(f.snapshot.context.step).toBe('guest-summary');
    expect(f.snapshot.context.participants).toEqual({ ...MODEL_PARTICIPANTS_STEP, participants: modelParticipants(true) });
  });

  it('"Später benennen" goes on to the summary without a call', () => {
    const f = editing().send({ type: 'user.participantsSkipped' });
    expect(f.snapshot.value).toEqual({ summary: 'loading' });
    expect(f.calls).toEqual([['loadSummary', undefined]]);
  });

  it('a refused save keeps the step with the reason; saving again sends anew; skipping drops the failure', () => {
    const f = editing().send({ type: 'user.participantsSaved', request: MODEL_PARTICIPANTS_REQUEST }).error('saveParticipants', FAILURE_EMAIL);
    expect(f.at).toEqual({ value: { participants: 'failed' }, tags: ['error', 'failed.input', 'step.participants'] });
    expect(f.snapshot.context.failure).toEqual(FAILURE_EMAIL);
    f.send({ type: 'user.participantsSaved', request: MODEL_PARTICIPANTS_REQUEST });
    expect(f.calls).toEqual([['saveParticipants', MODEL_PARTICIPANTS_REQUEST]]);
    f.error('saveParticipants', FAILURE_SERVER).send({ type: 'user.participantsSkipped' });
    expect(f.snapshot.value).toEqual({ summary: 'loading' });
    expect(f.snapshot.context.failure).toBeNull();
  });

  it('names saved after a refusal go on without the old failure', () => {
    const f = editing()
      .send({ type: 'user.participantsSaved', request: MODEL_PARTICIPANTS_REQUEST })
      .error('saveParticipants', FAILURE_EMAIL)
      .send({ type: 'user.participantsSaved', request: MODEL_PARTICIPANTS_REQUEST })
      .done('saveParticipants', modelParticipants(true));
    expect(f.snapshot.value).toEqual({ summary: 'loading' });
    expect(f.snapshot.context.failure).toBeNull();
  });

  it('an unknown order token while loading or saving is "start again"', () => {
    expect(atParticipants().error('loadParticipants', FAILURE_TOKEN_UNKNOWN).snapshot.value).toBe('expired');
    expect(
      editing().send({ type: 'user.participantsSaved', request: MODEL_PARTICIPANTS_REQUEST }).error('saveParticipants', FAILURE_TOKEN_UNKNOWN).snapshot.value,
    ).toBe('expired');
  });

  it('a cart of a course date and a package names the course date\'s seats', () => {
    const mixed = { ...MODEL_CART, positions: [...MODEL_CART.positions, ...MODEL_PACKAGE_CART.positions] };
    const f = start().done('resumeCheckout', resumed({})).send({ type: 'user.submit', buyer: MODEL_CHECKOUT.buyer! });
    f.done('saveGuest', { orderToken: 'ot_4f1c9a7e2b6d8053', accountExists: false, cart: mixed });
    expect(f.snapshot.value).toEqual({ participants: 'loading' });
  });

  it('a refused summary after naming later clears the old refusal: placing refused names, then "Später benennen"', () => {
    const f = start()
      .done('resumeCheckout', resumed({ atSummary: true }))
      .done('loadSummary', MODEL_SUMMARY)
      .send({ type: 'user.placeOrder', choice: { earlyStartRequested: false } })
      .error('placeOrder', FAILURE_EXCEED_SEATS)
      .done('loadParticipants', MODEL_PARTICIPANTS_STEP);
    expect(f.snapshot.value).toEqual({ participants: 'editing' });
    expect(f.snapshot.context.failure).toEqual(FAILURE_EXCEED_SEATS);
    f.send({ type: 'user.participantsSkipped' });
    expect(f.snapshot.context.failure).toBeNull();
  });

  it('seats not loaded: a retry that clears the failure', () => {
    const f = atParticipants().error('loadParticipants', FAILURE_SERVER);
    expect(f.at).toEqual({ value: { participants: 'loadFailed' }, tags: ['error', 'failed.load', 'step.participants'] });
    expect(f.snapshot.context.failure).toEqual(FAILURE_SERVER);
    expect(f.effects).toEqual([['reportError', { error: FAILURE_SERVER }]]);
    f.send({ type: 'user.retry' });
    expect(f.snapshot.value).toEqual({ participants: 'loading' });
    expect(f.snapshot.context.failure).toBeNull();
  });

  it('back (button or address) is the buyer data; forward the summary; other steps in the address are put back', () => {
    expect(editing().send({ type: 'user.back' }).snapshot.value).toEqual({ guest: 'editing' });
    expect(editing().send({ type: 'route.changed', step: 'guest' }).snapshot.value).toEqual({ guest: 'editing' });
    expect(editing().send({ type: 'route.changed', step: 'guest-summary' }).snapshot.value).toEqual({ summary: 'loading' });
    const other = editing().send({ type: 'route.changed', step: 'payment' });
    expect(other.snapshot.value).toEqual({ participants: 'editing' });
    expect(other.effects).toEqual(['restoreStep']);
    // From the buyer data forward to the participants again, once stored.
    expect(editing().send({ type: 'user.back' }).send({ type: 'route.changed', step: 'participants' }).snapshot.value).toEqual({
      participants: 'loading',
    });
  });

  it('placing refused for names beyond the seats goes back to the participants with the reason', () => {
    const f = start()
      .done('resumeCheckout', resumed({ atSummary: true }))
      .done('loadSummary', MODEL_SUMMARY)
      .send({ type: 'user.placeOrder', choice: { earlyStartRequested: false } })
      .error('placeOrder', FAILURE_EXCEED_SEATS);
    expect(f.snapshot.value).toEqual({ participants: 'loading' });
    expect(f.snapshot.context.failure).toEqual(FAILURE_EXCEED_SEATS);
  });
});
