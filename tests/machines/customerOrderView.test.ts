/**
 * The customer order flow's view-model as a table, without React: a snapshot of the machine (a state
 * and a context, resolved by the machine itself, so its tags are the machine's) → what the page shows.
 */
import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import {
  customerOrderMachine,
  ORDER_STEP_PATHS,
  type CustomerOrderContext,
  type OrderStep,
} from '../../machines/customerOrder.machine';
import {
  checkoutState,
  confirmedOrder,
  customer,
  declinedOrder,
  failure,
  offers,
  order,
  participantsStepData,
  pendingCardOrder,
  summary,
  upload,
} from '../../machines/customerOrder.model';
import {
  customerOrderView,
  urlStepIsNews,
  type CustomerStepContent,
} from '../../src/features/checkout/view-model/customer-order-view';

const base: CustomerOrderContext = {
  requestedStep: null,
  paymentReturn: null,
  checkout: checkoutState(),
  participants: null,
  offers,
  summary: summary(),
  confirmation: null,
  order: null,
  uploading: null,
  failure: null,
  evaluation: null,
};

const viewOf = (value: StateValue, context: Partial<CustomerOrderContext> = {}) =>
  customerOrderView(customerOrderMachine.resolveState({ value, context: { ...base, ...context } }));

const retry = { send: 'user.retry', label: 'checkout.retry', emphasis: 'secondary' };
const error = (key: string, actions: unknown[] = []) => ({ tone: 'error', text: { key }, actions });
const WAITING = { kind: 'waiting', text: null };

const buyer = {
  kind: 'buyer',
  initial: customer(),
  taxNumberRequired: false,
  emailReadOnly: true,
  submitLabel: 'customerOrder.saveCustomer',
  busy: false,
  fieldErrors: undefined,
  notice: null,
  noticeInForm: false,
};
const withCourses = { checkout: checkoutState({}, { participantsStep: true }), participants: participantsStepData };
const participantsStep = {
  kind: 'participants',
  data: participantsStepData,
  intro: 'checkout.participants.introCustomer',
  allowSelf: true,
  busy: false,
  fieldError: null,
  notice: null,
  backTo: ORDER_STEP_PATHS.customer,
};
const uploadStep = {
  kind: 'upload',
  uploads: [upload],
  uploading: null,
  problem: null,
  notice: null,
  backTo: ORDER_STEP_PATHS.customer,
};
const paymentChoice = {
  kind: 'paymentChoice',
  offers,
  chosen: { paymentMethod: 'CREDIT_CARD', sepa: null },
  busy: false,
  submitLabel: 'customerOrder.savePayment',
  ibanError: null,
  notices: [],
  innerNotices: [],
  backTo: ORDER_STEP_PATHS.fileUpload,
};
const summaryStep = {
  kind: 'summary',
  summary: summary(),
  busy: false,
  notice: null,
  innerNotice: null,
  editBuyerTo: ORDER_STEP_PATHS.customer,
  editPaymentTo: ORDER_STEP_PATHS.paymentSelection,
};

describe('the customer order view-model', () => {
  it.each<[string, StateValue, Partial<CustomerOrderContext>, CustomerStepContent | Record<string, unknown>]>([
    ['loading the checkout waits with text', 'loading', {}, { kind: 'starting', text: 'checkout.loading' }],
    [
      'the empty cart is on the way to the cart page',
      'cartEmpty',
      {},
      { kind: 'starting', text: 'customerOrder.cartEmpty' },
    ],
    [
      'the checkout not loaded: a retry',
      'loadFailed',
      { failure: failure(500) },
      { kind: 'notice', notice: error('customerOrder.errors.load', [retry]) },
    ],
    [
      'an expired session: sign in again',
      'sessionExpired',
      { failure: failure(401) },
      {
        kind: 'notice',
        notice: error('customerOrder.sessionExpired.text', [
          { send: 'user.login', label: 'customerOrder.sessionExpired.login', emphasis: 'primary' },
        ]),
      },
    ],
    ['the buyer form', { customer: 'editing' }, {}, buyer],
    ['the buyer form busy while saving', { customer: 'saving' }, {}, { ...buyer, busy: true }],
    [
      'a refused field shows at the field',
      { customer: 'failed' },
      { failure: failure(422, 'VALIDATION', { field: 'zipCode', message: 'PLZ fehlt' }) },
      { ...buyer, fieldErrors: { zipCode: 'PLZ fehlt' } },
    ],
    [
      'buyer data missing for the order (412)',
      { customer: 'failed' },
      { failure: failure(412, 'CUSTOMER_INCOMPLETE') },
      { ...buyer, notice: error('customerOrder.errors.incomplete') },
    ],
    [
      'buyer data not saved',
      { customer: 'failed' },
      { failure: failure(500) },
      { ...buyer, notice: error('customerOrder.errors.save') },
    ],
    ['the buyer step without a checkout waits', { customer: 'editing' }, { checkout: null }, WAITING],
    ['the seats load', { participants: 'loading' }, withCourses, WAITING],
    [
      'the seats not loaded: a retry',
      { participants: 'loadFailed' },
      { ...withCourses, failure: failure(500) },
      { kind: 'notice', notice: error('customerOrder.errors.participants', [retry]) },
    ],
    ['the seats to name', { participants: 'editing' }, withCourses, participantsStep],
    ['the seats without their data wait', { participants: 'editing' }, { ...withCourses, participants: null }, WAITING],
    ['the names being saved', { participants: 'saving' }, withCourses, { ...participantsStep, busy: true }],
    [
      'a refused entry shows at its field of the form',
      { participants: 'failed' },
      { ...withCourses, failure: failure(422, 'EMAIL_INVALID', { field: 'positions.0.participants.1.email' }) },
      {
        ...participantsStep,
        fieldError: { field: 'positions.0.seats.1.email', code: 'EMAIL_INVALID' },
        notice: error('checkout.participants.checkField'),
      },
    ],
    [
      'a person booked on the date by another order is named',
      { participants: 'failed' },
      { ...withCourses, failure: failure(409, 'PARTICIPANT_TWICE', { email: 'lea@example.org' }) },
      {
        ...participantsStep,
        notice: { tone: 'error', text: { key: 'checkout.participants.twiceElsewhere', values: { email: 'lea@example.org' } }, actions: [] },
      },
    ],
    [
      'names not saved',
      { participants: 'failed' },
      { ...withCourses, failure: failure(null) },
      { ...participantsStep, notice: error('checkout.participants.saveFailed') },
    ],
    [
      'placing refused names beyond the seats (409): sent back and told',
      { participants: 'editing' },
      { ...withCourses, failure: failure(409, 'PARTICIPANTS_EXCEED_SEATS') },
      { ...participantsStep, notice: error('checkout.participants.exceedSeats') },
    ],
    ['the proof upload', { fileUpload: 'idle' }, {}, uploadStep],
    [
      'with course dates, back from the proof goes to the participants',
      { fileUpload: 'idle' },
      { checkout: checkoutState({}, { participantsStep: true }) },
      { ...uploadStep, backTo: ORDER_STEP_PATHS.participants },
    ],
    [
      'a file being sent',
      { fileUpload: 'uploading' },
      { uploading: { fileName: 'a.pdf', sizeBytes: 9 } },
      { ...uploadStep, uploading: { fileName: 'a.pdf', sizeBytes: 9 } },
    ],
    [
      'a file of the wrong type',
      { fileUpload: 'failed' },
      { failure: failure(415, 'UPLOAD_TYPE_REFUSED') },
      { ...uploadStep, problem: 'type' },
    ],
    [
      'a file too large',
      { fileUpload: 'failed' },
      { failure: failure(413, 'UPLOAD_TOO_LARGE') },
      { ...uploadStep, problem: 'size' },
    ],
    ['a file not sent', { fileUpload: 'failed' }, { failure: failure(null) }, { ...uploadStep, problem: 'failed' }],
    [
      'placing refused for a missing proof (412)',
      { fileUpload: 'failed' },
      { failure: failure(412, 'PROOF_MISSING') },
      { ...uploadStep, notice: error('checkout.upload.missing') },
    ],
    ['the methods load', { paymentSelection: 'loadingOffers' }, {}, WAITING],
    [
      'the methods not loaded: a retry',
      { paymentSelection: 'offersFailed' },
      { failure: failure(500) },
      { kind: 'notice', notice: error('customerOrder.errors.offers', [retry]) },
    ],
    ['the methods to choose from', { paymentSelection: 'choosing' }, {}, paymentChoice],
    [
      'without a proof step, back goes to the buyer data',
      { paymentSelection: 'choosing' },
      { checkout: checkoutState({}, { verificationStep: false }) },
      { ...paymentChoice, backTo: ORDER_STEP_PATHS.customer },
    ],
    [
      'without a proof step, back goes to the participants of course dates',
      { paymentSelection: 'choosing' },
      { checkout: checkoutState({}, { verificationStep: false, participantsStep: true }) },
      { ...paymentChoice, backTo: ORDER_STEP_PATHS.participants },
    ],
    ['the choice being saved', { paymentSelection: 'saving' }, {}, { ...paymentChoice, busy: true }],
    [
      'an IBAN refused shows at the field',
      { paymentSelection: 'failed' },
      { failure: failure(422, 'IBAN_INVALID') },
      { ...paymentChoice, ibanError: { key: 'checkout.payment.errors.ibanChecksum' } },
    ],
    [
      'a choice not saved',
      { paymentSelection: 'failed' },
      { failure: failure(500) },
      { ...paymentChoice, notices: [error('customerOrder.errors.save')] },
    ],
    [
      'a method not offered, when saving',
      { paymentSelection: 'failed' },
      { failure: failure(422, 'PAYMENT_METHOD_NOT_OFFERED') },
      { ...paymentChoice, notices: [error('customerOrder.errors.notOffered')] },
    ],
    [
      'placing refused without a method (412)',
      { paymentSelection: 'choosing' },
      { failure: failure(412, 'PAYMENT_METHOD_MISSING') },
      { ...paymentChoice, notices: [error('checkout.payment.errors.method')] },
    ],
    [
      'placing refused for a method not offered (422)',
      { paymentSelection: 'choosing' },
      { failure: failure(422, 'PAYMENT_METHOD_NOT_OFFERED') },
      { ...paymentChoice, notices: [error('customerOrder.errors.notOffered')] },
    ],
    [
      'a declined payment pays the placed order again',
      { paymentSelection: 'choosing' },
      { order: declinedOrder },
      {
        ...paymentChoice,
        chosen: null,
        submitLabel: 'customerOrder.repay',
        backTo: null,
        notices: [error('customerOrder.paymentDeclined')],
      },
    ],
    [
      'a cancelled payment, being paid again',
      { paymentSelection: 'repaying' },
      { order: order('PAYMENT_PENDING', { status: 'CANCELLED' }) },
      {
        ...paymentChoice,
        busy: true,
        chosen: null,
        submitLabel: 'customerOrder.repay',
        backTo: null,
        notices: [error('customerOrder.paymentCancelled')],
      },
    ],
    ['the summary loads', { summary: 'loading' }, {}, WAITING],
    [
      'the summary not loaded: a retry',
      { summary: 'failed' },
      { failure: failure(500) },
      { kind: 'notice', notice: error('customerOrder.errors.summary', [retry]) },
    ],
    ['the summary', { summary: 'showing' }, {}, summaryStep],
    [
      'the summary without a payment step',
      { summary: 'showing' },
      { summary: { ...summary(), paymentStep: false } },
      { ...summaryStep, summary: { ...summary(), paymentStep: false }, editPaymentTo: undefined },
    ],
    [
      'a changed price',
      { summary: 'priceChanged' },
      {},
      { ...summaryStep, notice: { tone: 'info', text: { key: 'customerOrder.priceChanged' }, actions: [] } },
    ],
    ['placing: the summary busy', 'placing', {}, { ...summaryStep, busy: true }],
    [
      'not placed: a retry in the summary',
      'placeFailed',
      { failure: failure(500) },
      { ...summaryStep, innerNotice: error('customerOrder.errors.place', [retry]) },
    ],
    ['a date sold out', 'fullyBooked', { failure: failure(409, 'FULLY_BOOKED') }, { kind: 'soldOut' }],
    [
      'on the way to the payment page',
      { payment: 'leaving' },
      { order: pendingCardOrder },
      { kind: 'payment', mode: 'leaving', redirectUrl: '/test-payment/pay/abc' },
    ],
    [
      'back from the payment page: checking',
      { payment: 'validating' },
      {},
      { kind: 'payment', mode: 'validating', redirectUrl: undefined },
    ],
    [
      'the payment not checked: a retry, or choose again',
      { payment: 'failed' },
      { failure: failure(409, 'PAYMENT_NOT_FINISHED') },
      {
        kind: 'notice',
        notice: error('customerOrder.errors.validatePayment', [
          retry,
          { to: ORDER_STEP_PATHS.paymentSelection, label: 'checkout.payment.legend' },
        ]),
      },
    ],
    [
      'the order complete, with the evaluation and the dashboard',
      'orderComplete',
      { order: confirmedOrder },
      {
        kind: 'complete',
        order: confirmedOrder,
        invoiceDownload: true,
        withdrawal: 'customer',
        links: [
          { to: ORDER_STEP_PATHS.evaluation, label: 'customerOrder.toEvaluation', emphasis: 'secondary' },
          { to: '/customer-dashboard', label: 'customerOrder.toDashboard' },
        ],
      },
    ],
    ['the evaluation loads', { evaluation: 'loading' }, {}, WAITING],
    [
      'the evaluation not loaded: a retry',
      { evaluation: 'failed' },
      { failure: failure(500) },
      { kind: 'notice', notice: error('customerOrder.errors.evaluation', [retry]) },
    ],
    [
      'the evaluation',
      { evaluation: 'showing' },
      { evaluation: { orderId: 41, orderNumber: 'KM-2026-000041', courses: [] } },
      { kind: 'evaluation', evaluation: { orderId: 41, orderNumber: 'KM-2026-000041', courses: [] } },
    ],
  ])('%s', (_, value, context, content) => {
    expect(viewOf(value, context).content).toEqual(content);
  });

  it.each<[string, StateValue, Partial<CustomerOrderContext>, string | null, string, boolean]>([
    ['loading has no step yet', 'loading', {}, null, 'customerOrder.title.problem', true],
    ['an error before a step is a problem', 'loadFailed', {}, null, 'customerOrder.title.problem', false],
    ['the buyer data', { customer: 'editing' }, {}, 'customer', 'customerOrder.title.customer', false],
    ['saving the buyer data is busy', { customer: 'saving' }, {}, 'customer', 'customerOrder.title.customer', true],
    ['placing is the summary step', 'placing', {}, 'summary', 'customerOrder.title.summary', true],
    ['a failed placing is the summary step', 'placeFailed', {}, 'summary', 'customerOrder.title.summary', false],
    ['a sold-out date is the summary step', 'fullyBooked', {}, 'summary', 'customerOrder.title.summary', false],
    ['the evaluation', { evaluation: 'showing' }, {}, 'evaluation', 'customerOrder.title.evaluation', false],
  ])('%s: step, title, busy', (_, value, context, step, title, busy) => {
    expect(viewOf(value, context)).toMatchObject({ step, title, busy });
  });

  it.each<[string, StateValue, Partial<CustomerOrderContext>, unknown]>([
    [
      'all steps of a cart with proof and payment',
      { fileUpload: 'idle' },
      {},
      { steps: ['buyer', 'upload', 'payment', 'summary', 'complete'], current: 'upload' },
    ],
    [
      'a cart without them',
      { summary: 'showing' },
      { checkout: checkoutState({}, { verificationStep: false, paymentStep: false }) },
      { steps: ['buyer', 'summary', 'complete'], current: 'summary' },
    ],
    [
      'once placed, the order says which steps it had',
      'orderComplete',
      {
        checkout: checkoutState({}, { empty: true, verificationStep: false, paymentStep: false }),
        order: confirmedOrder,
      },
      // Its course line had seats to name.
      { steps: ['buyer', 'participants', 'upload', 'payment', 'summary', 'complete'], current: 'complete' },
    ],
    [
      'a cart with course dates names the participants after the buyer data',
      { participants: 'editing' },
      { checkout: checkoutState({}, { participantsStep: true }), participants: participantsStepData },
      { steps: ['buyer', 'participants', 'upload', 'payment', 'summary', 'complete'], current: 'participants' },
    ],
    [
      'the payment page is the payment step',
      { payment: 'validating' },
      {},
      { steps: ['buyer', 'upload', 'payment', 'summary', 'complete'], current: 'payment' },
    ],
    ['no progress before the checkout is there', { customer: 'editing' }, { checkout: null }, null],
    ['no progress without a step', 'loadFailed', {}, null],
  ])('progress: %s', (_, value, context, progress) => {
    expect(viewOf(value, context).progress).toEqual(progress);
  });
});

describe('whether the URL’s step is news for the customer flow', () => {
  it.each<[string, StateValue, Partial<CustomerOrderContext>, OrderStep, boolean]>([
    ['the step it shows is not', { summary: 'showing' }, {}, 'summary', false],
    ['placing shows the summary', 'placing', {}, 'summary', false],
    ['another step is', { summary: 'showing' }, {}, 'customer', true],
    ['the step it is loading is not', 'loading', { requestedStep: 'customer' }, 'customer', false],
    ['while loading, another step is', 'loading', { requestedStep: 'customer' }, 'summary', true],
    ['after a failed load, any step is', 'loadFailed', { requestedStep: 'customer' }, 'customer', true],
    ['the empty cart has left the flow', 'cartEmpty', {}, 'customer', false],
  ])('%s', (_, value, context, urlStep, news) => {
    expect(urlStepIsNews(customerOrderMachine.resolveState({ value, context: { ...base, ...context } }), urlStep)).toBe(
      news,
    );
  });
});
