/**
 * Customer order cases the transition-by-transition tests (customerOrder.test.ts) left open (issue 23
 * §4: the mutants they left alive): the step an address names, where the flow resumes for a chosen
 * method still missing, a proof step the cart lacks, an order placed and not paid yet, or a confirmed
 * order with a new cart; what the forms show after a failure and a second try; pressing the order
 * button again after a failed placing; the payment check of a return and its answer kept; and calls
 * whose answers carry less than usual (no payment, a summary with another refusal, no answer at all).
 */
import { describe, expect, it } from 'vitest';
import {
  customerOrderMachine,
  orderStepOf,
  type CheckoutState,
  type ChosenFile,
  type CustomerOrderInput,
  type OrderStep,
} from '../../machines/customerOrder.machine';
import {
  checkoutState,
  confirmedOrder,
  customer,
  failure,
  offers,
  order,
  participantsRequest,
  participantsStepData,
  checkoutParticipants,
  pendingCardOrder,
  summary,
  upload,
} from '../../machines/customerOrder.model';
import type { UploadedFile } from '../../src/shared/order';
import { machineSteps } from '../support/machine-steps';

const flow = (input: CustomerOrderInput) => machineSteps(customerOrderMachine, input);
const at = (step: OrderStep, state: CheckoutState = checkoutState()) =>
  flow({ step, paymentReturn: null }).done('loadCheckout', state);
const SERVER = failure(500, 'INTERNAL');
const FILE: ChosenFile = { fileName: 'zulassung.pdf', sizeBytes: 1200, file: new Blob(['%PDF']) };
const SECOND_FILE: ChosenFile = { fileName: 'fachanwalt.pdf', sizeBytes: 3400, file: new Blob(['%PDF-1.7']) };
const SECOND_UPLOAD: UploadedFile = { ...upload, id: 6, fileName: 'fachanwalt.pdf', sizeBytes: 3400 };

describe('customer order cases', () => {
  it('reads the step from the address, with or without trailing slashes, and nothing else', () => {
    expect(orderStepOf('/order/summary')).toBe('summary');
    expect(orderStepOf('/order/file-upload/')).toBe('fileUpload');
    expect(orderStepOf('/order/payment-selection//')).toBe('paymentSelection');
    expect(orderStepOf('/order/evaluation')).toBe('evaluation');
    expect(orderStepOf('/order/unknown')).toBeNull();
    expect(orderStepOf('/cart')).toBeNull();
  });

  it('starts without offers, and shows none while the methods load', () => {
    const f = flow({ step: 'paymentSelection', paymentReturn: null });
    expect(f.snapshot.context.offers).toEqual([]);
    f.done('loadCheckout', checkoutState());
    expect(f.snapshot.value).toEqual({ paymentSelection: 'loadingOffers' });
    expect(f.snapshot.context.offers).toEqual([]);
    expect(f.calls).toEqual([['loadPaymentMethods', undefined]]);
  });

  describe('where it resumes', () => {
    it('at the payment selection when the cart needs a method and none is chosen yet', () => {
      const f = at('summary', checkoutState({ payment: { paymentMethod: null, sepa: null } }));
      expect(f.snapshot.value).toEqual({ paymentSelection: 'loadingOffers' });
      expect(f.effects).toContainEqual(['showStep', { step: 'paymentSelection', replace: true }]);
    });

    it('not at a proof upload the cart does not need, but at the first step missing', () => {
      const f = at('fileUpload', checkoutState({ uploads: [] }, { verificationStep: false }));
      expect(f.snapshot.value).toEqual({ summary: 'loading' });
      expect(f.effects).toContainEqual(['showStep', { step: 'summary', replace: true }]);
    });

    it('at the payment selection for an order placed and not paid yet, which it pays again', () => {
      const placed = order('PLACED', { status: 'OPEN' });
      const f = at('summary', checkoutState({ order: placed }));
      expect(f.snapshot.value).toEqual({ paymentSelection: 'loadingOffers' });
      expect(f.effects).toContainEqual(['showStep', { step: 'paymentSelection', replace: true }]);
      f.done('loadPaymentMethods', offers).send({ type: 'user.paymentChosen', choice: { paymentMethod: 'INVOICE' } });
      expect(f.snapshot.value).toEqual({ paymentSelection: 'repaying' });
      expect(f.calls).toEqual([['repay', { paymentId: 'pay-41', choice: { paymentMethod: 'INVOICE' } }]]);
    });

    it('for a confirmed order, the payment page shows it complete though the cart has new positions', () => {
      const state = checkoutState({ order: confirmedOrder });
      const f = at('payment', state);
      expect(f.snapshot.value).toBe('orderComplete');
      expect(f.effects).toContainEqual(['showStep', { step: 'orderComplete', replace: true }]);
    });

    it('for a confirmed order, the steps of the new cart are its own checkout', () => {
      const f = at('summary', checkoutState({ order: confirmedOrder }));
      expect(f.snapshot.value).toEqual({ summary: 'loading' });
      expect(f.effects).toContainEqual(['showStep', { step: 'summary', replace: true }]);
    });
  });

  it('a failure that is no answer at all (null) keeps the flow running, with a failure without status', () => {
    const f = flow({ step: 'summary', paymentReturn: null }).error('loadCheckout', null);
    expect(f.snapshot.status).toBe('active');
    expect(f.at).toEqual({ value: 'loadFailed', tags: ['error', 'failed.load'] });
    expect(f.snapshot.context.failure).toEqual({ status: null, code: null, message: 'null' });
  });

  it('buyer data saved again after a refusal goes on to the summary without the old failure', () => {
    const buyer = summary().buyer;
    const f = at('customer', checkoutState({}, { verificationStep: false, paymentStep: false }))
      .send({ type: 'user.buyerSubmitted', buyer })
      .error('saveCustomer', failure(400, 'INVALID', { field: 'zipCode' }))
      .send({ type: 'user.buyerSubmitted', buyer });
    const saved = customer({ zipCode: '10117' });
    f.done('saveCustomer', saved);
    expect(f.snapshot.value).toEqual({ summary: 'loading' });
    expect(f.snapshot.context.failure).toBeNull();
    expect(f.snapshot.context.checkout?.customer).toEqual(saved);
  });

  describe('participants', () => {
    const withCourses = (cart: Partial<CheckoutState['cart']> = {}, overrides: Partial<CheckoutState> = {}) =>
      checkoutState(overrides, { participantsStep: true, ...cart });

    it('reads its step from the address', () => {
      expect(orderStepOf('/order/participants')).toBe('participants');
    });

    it('follows the buyer data when the cart books course dates, and loads the seats', () => {
      const f = at('customer', withCourses({}, { customer: customer({ complete: false }) }))
        .send({ type: 'user.buyerSubmitted', buyer: summary().buyer })
        .done('saveCustomer', customer());
      expect(f.at).toEqual({ value: { participants: 'loading' }, tags: ['loading', 'step.participants'] });
      expect(f.effects).toContainEqual(['showStep', { step: 'participants', replace: false }]);
      expect(f.calls).toEqual([['loadParticipants', undefined]]);
    });

    it('is never the step still missing: a reload of the summary stays there', () => {
      expect(at('summary', withCourses()).snapshot.value).toEqual({ summary: 'loading' });
    });

    it('resumes at its address when the cart has it, else at the first step missing', () => {
      expect(at('participants', withCourses()).snapshot.value).toEqual({ participants: 'loading' });
      expect(at('participants', checkoutState()).snapshot.value).toEqual({ summary: 'loading' });
      expect(at('participants', withCourses({}, { customer: customer({ complete: false }) })).snapshot.value).toEqual({ customer: 'editing' });
    });

    it.each([
      ['the proof', {}, { fileUpload: 'idle' }, 'fileUpload'],
      ['the payment selection', { verificationStep: false }, { paymentSelection: 'loadingOffers' }, 'paymentSelection'],
      ['the summary', { verificationStep: false, paymentStep: false }, { summary: 'loading' }, 'summary'],
    ] as const)('saved names go on to %s, kept for the step', (_, cart, value, step) => {
      const f = at('participants', withCourses(cart))
        .done('loadParticipants', participantsStepData)
        .send({ type: 'user.participantsSaved', request: participantsRequest });
      expect(f.at).toEqual({ value: { participants: 'saving' }, tags: ['loading', 'sending', 'step.participants'] });
      expect(f.calls).toEqual([['saveParticipants', participantsRequest]]);
      f.done('saveParticipants', checkoutParticipants(true));
      expect(f.snapshot.value).toEqual(value);
      expect(f.effects).toContainEqual(['showStep', { step, replace: false }]);
      expect(f.snapshot.context.participants).toEqual({ ...participantsStepData, participants: checkoutParticipants(true) });
    });

    it.each([
      ['the proof', {}, { fileUpload: 'idle' }],
      ['the payment selection', { verificationStep: false }, { paymentSelection: 'loadingOffers' }],
      ['the summary', { verificationStep: false, paymentStep: false }, { summary: 'loading' }],
    ] as const)('"Später benennen" goes on to %s without a call', (_, cart, value) => {
      const f = at('participants', withCourses(cart)).done('loadParticipants', participantsStepData).send({ type: 'user.participantsSkipped' });
      expect(f.snapshot.value).toEqual(value);
      expect(f.calls.filter(([id]) => id === 'saveParticipants')).toEqual([]);
    });

    it('a refused save keeps the step with the reason; skipping then goes on without the old failure', () => {
      const refused = failure(422, 'EMAIL_INVALID', { field: 'positions.0.participants.1.email' });
      const f = at('participants', withCourses({ verificationStep: false, paymentStep: false }))
        .done('loadParticipants', participantsStepData)
        .send({ type: 'user.participantsSaved', request: participantsRequest })
        .error('saveParticipants', refused);
      expect(f.at).toEqual({ value: { participants: 'failed' }, tags: ['error', 'failed.input', 'step.participants'] });
      expect(f.snapshot.context.failure).toEqual(refused);
      f.send({ type: 'user.participantsSkipped' });
      expect(f.snapshot.value).toEqual({ summary: 'loading' });
      expect(f.snapshot.context.failure).toBeNull();
    });

    it('saving again after a refusal sends the new names', () => {
      const again = { positions: [{ positionId: 1, participants: [{ self: true as const }, null] }] };
      const f = at('participants', withCourses())
        .done('loadParticipants', participantsStepData)
        .send({ type: 'user.participantsSaved', request: participantsRequest })
        .error('saveParticipants', SERVER)
        .send({ type: 'user.participantsSaved', request: again });
      expect(f.snapshot.value).toEqual({ participants: 'saving' });
      expect(f.calls).toEqual([['saveParticipants', again]]);
    });

    it('an expired session while the seats load or the names are saved: sign in again', () => {
      const expired = failure(401, 'UNAUTHORIZED');
      const loading = at('participants', withCourses()).error('loadParticipants', expired);
      expect(loading.at).toEqual({ value: 'sessionExpired', tags: ['error', 'failed.session'] });
      expect(loading.snapshot.context.failure).toEqual(expired);
      const saving = at('participants', withCourses())
        .done('loadParticipants', participantsStepData)
        .send({ type: 'user.participantsSaved', request: participantsRequest })
        .error('saveParticipants', expired);
      expect(saving.at).toEqual({ value: 'sessionExpired', tags: ['error', 'failed.session'] });
      expect(saving.snapshot.context.failure).toEqual(expired);
    });

    it('the seats not loaded: a retry loads them again', () => {
      const f = at('participants', withCourses()).error('loadParticipants', SERVER);
      expect(f.at).toEqual({ value: { participants: 'loadFailed' }, tags: ['error', 'failed.load', 'step.participants'] });
      f.send({ type: 'user.retry' });
      expect(f.calls).toEqual([['loadParticipants', undefined]]);
    });

    it('placing refused for names beyond the seats goes back to the step, with the reason', () => {
      const f = at('summary', withCourses())
        .done('loadSummary', summary())
        .send({ type: 'user.confirmed', confirmation: {} })
        .error('placeOrder', failure(409, 'PARTICIPANTS_EXCEED_SEATS'));
      expect(f.snapshot.value).toEqual({ participants: 'loading' });
      expect(f.effects).toContainEqual(['showStep', { step: 'participants', replace: false }]);
      f.done('loadParticipants', participantsStepData);
      expect(f.snapshot.value).toEqual({ participants: 'editing' });
      expect(f.snapshot.context.failure?.code).toBe('PARTICIPANTS_EXCEED_SEATS');
    });
  });

  describe('proofs', () => {
    it('another file after a refused one shows as being sent, and once answered the failure is gone', () => {
      const f = at('fileUpload', checkoutState({ uploads: [] }))
        .send({ type: 'user.fileChosen', file: FILE })
        .error('uploadProof', failure(415, 'UNSUPPORTED_TYPE'))
        .send({ type: 'user.fileChosen', file: SECOND_FILE });
      expect(f.at).toEqual({ value: { fileUpload: 'uploading' }, tags: ['loading', 'sending', 'step.fileUpload'] });
      expect(f.snapshot.context.uploading).toEqual({ fileName: 'fachanwalt.pdf', sizeBytes: 3400 });
      expect(f.calls).toEqual([['uploadProof', SECOND_FILE]]);
      f.done('uploadProof', SECOND_UPLOAD);
      expect(f.snapshot.value).toEqual({ fileUpload: 'idle' });
      expect(f.snapshot.context).toMatchObject({ uploading: null, failure: null });
      expect(f.snapshot.context.checkout?.uploads).toEqual([SECOND_UPLOAD]);
    });

    it('a second proof joins the one already there', () => {
      const f = at('fileUpload')
        .send({ type: 'user.fileChosen', file: SECOND_FILE })
        .done('uploadProof', SECOND_UPLOAD);
      expect(f.snapshot.context.checkout?.uploads).toEqual([upload, SECOND_UPLOAD]);
    });
  });

  describe('placing', () => {
    const showing = () => at('summary').done('loadSummary', summary());

    it('sends no early-start answer when the summary asked none', () => {
      const f = showing().send({ type: 'user.confirmed', confirmation: {} });
      expect(f.calls).toStrictEqual([
        ['placeOrder', { acceptTerms: true, acceptPrivacy: true, confirmedGrossValue: 11900 }],
      ]);
    });

    it('after a failed placing, pressing the order button again places with the new confirmation', () => {
      const f = showing()
        .send({ type: 'user.confirmed', confirmation: { earlyStartRequested: true } })
        .error('placeOrder', SERVER);
      expect(f.snapshot.value).toBe('placeFailed');
      f.send({ type: 'user.confirmed', confirmation: { earlyStartRequested: false } });
      expect(f.at).toEqual({ value: 'placing', tags: ['loading', 'sending', 'step.summary'] });
      expect(f.snapshot.context.confirmation).toEqual({ earlyStartRequested: false });
      expect(f.calls).toEqual([
        [
          'placeOrder',
          { acceptTerms: true, acceptPrivacy: true, earlyStartRequested: false, confirmedGrossValue: 11900 },
        ],
      ]);
    });

    it('an order without a payment (nothing to pay) is complete', () => {
      const free = order('CONFIRMED', null);
      const f = showing().send({ type: 'user.confirmed', confirmation: {} }).done('placeOrder', free);
      expect(f.at).toEqual({ value: 'orderComplete', tags: ['step.orderComplete'] });
      expect(f.snapshot.context.order).toEqual(free);
    });

    it('a payment already settled is not left for, though it names the provider\u2019s page', () => {
      const paid = order('CONFIRMED', { status: 'PAID', redirectUrl: '/test-payment/pay/abc' });
      const f = showing().send({ type: 'user.confirmed', confirmation: {} }).done('placeOrder', paid);
      expect(f.snapshot.value).toBe('orderComplete');
      expect(f.effects).toEqual([
        ['orderPlaced', { order: paid }],
        ['showStep', { step: 'orderComplete', replace: false }],
      ]);
    });

    it('a refusal that is no price change is not one, though it carries a summary', () => {
      const positions = [{ positionId: 1, courseId: 7, scheduleId: 71, name: 'Fachanwaltslehrgang Arbeitsrecht' }];
      const soldOut = failure(409, 'FULLY_BOOKED', { positions, summary: summary(12900) });
      const f = showing().send({ type: 'user.confirmed', confirmation: {} }).error('placeOrder', soldOut);
      expect(f.at).toEqual({ value: 'fullyBooked', tags: ['error', 'failed.soldOut', 'step.summary'] });
      expect(f.snapshot.context.summary).toEqual(summary());
    });
  });

  describe('back from the payment page', () => {
    const validating = (paymentReturn = { orderId: 41, paymentId: 'pay-41' }) =>
      flow({ step: 'payment', paymentReturn }).done('loadCheckout', checkoutState({ order: pendingCardOrder }));

    it('checks the payment the provider returned from, not the order\u2019s latest one', () => {
      const f = validating({ orderId: 41, paymentId: 'pay-40' });
      expect(f.snapshot.value).toEqual({ payment: 'validating' });
      expect(f.calls).toEqual([['validatePayment', { orderId: 41, paymentId: 'pay-40' }]]);
    });

    it('a payment without an answer yet keeps the order as the check answered it', () => {
      const unanswered = order('PAYMENT_PENDING', { status: 'PENDING', redirectUrl: null, amountValue: 12900 });
      const f = validating().done('validatePayment', unanswered);
      expect(f.snapshot.value).toEqual({ payment: 'failed' });
      expect(f.snapshot.context.order).toEqual(unanswered);
    });

    it('an order the check answers without a payment is not finished, not a crash', () => {
      const unpaid = order('PLACED', null);
      const f = validating().done('validatePayment', unpaid);
      expect(f.snapshot.status).toBe('active');
      expect(f.at).toEqual({ value: { payment: 'failed' }, tags: ['error', 'failed.load', 'step.payment'] });
      expect(f.snapshot.context.order).toEqual(unpaid);
      expect(f.snapshot.context.failure).toMatchObject({ code: 'PAYMENT_NOT_FINISHED' });
    });
  });
});
