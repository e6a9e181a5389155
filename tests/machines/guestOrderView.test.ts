/**
 * The guest order flow's view-model as a table, without React: a snapshot of the machine (a state
 * and a context, resolved by the machine itself, so its tags are the machine's) → what the page shows.
 */
import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { guestOrderMachine, type GuestOrderContext } from '../../machines/guestOrder.machine';
import {
  FAILURE_FULLY_BOOKED,
  FAILURE_IBAN,
  FAILURE_NOT_FINISHED,
  FAILURE_PRECONDITION,
  FAILURE_PRICE_CHANGED,
  FAILURE_SERVER,
  FAILURE_EMAIL,
  FAILURE_UPLOAD_TYPE,
  MODEL_BUYER,
  MODEL_CART,
  MODEL_PACKAGE_CART,
  MODEL_PARTICIPANTS_STEP,
  MODEL_OFFERS,
  MODEL_SUMMARY,
  MODEL_SUMMARY_CHANGED,
  ORDER_CONFIRMED,
  ORDER_DECLINED,
  ORDER_NEEDS_PROOF,
  ORDER_PAYING,
  ORDER_PROOF_GIVEN,
  ORDER_TO_PAY,
} from '../../machines/guestOrder.model';
import type { ProgressId } from '../../src/features/checkout/steps/step-view';
import {
  guestOrderResuming,
  guestOrderView,
  type GuestOrderView,
} from '../../src/features/checkout/view-model/guest-order-view';

const base: GuestOrderContext = {
  step: 'guest',
  buyer: MODEL_BUYER,
  cart: MODEL_CART,
  accountExists: false,
  participants: null,
  summary: MODEL_SUMMARY,
  placeChoice: null,
  order: null,
  offers: MODEL_OFFERS,
  paymentChoice: null,
  failure: null,
  paymentOutcome: null,
  uploading: null,
};

const viewOf = (value: StateValue, context: Partial<GuestOrderContext> = {}) =>
  guestOrderView(guestOrderMachine.resolveState({ value, context: { ...base, ...context } }));

const retry = { send: 'user.retry', label: 'checkout.retry', emphasis: 'primary' };
const failed = (key: string, values?: Record<string, string>) => ({
  tone: 'error',
  text: values ? { key, values } : { key },
  actions: [retry],
});
const said = (key: string) => ({ tone: 'error', text: { key }, actions: [] });
const LOADING = { kind: 'waiting', text: 'checkout.loading' };
// The model's cart books a course date: its seats are named after the buyer data.
const ALL_STEPS: ProgressId[] = ['buyer', 'participants', 'summary', 'upload', 'payment', 'complete'];
const progress = (current: ProgressId, steps = ALL_STEPS) => ({ steps, current });

const buyer = {
  kind: 'buyer',
  intro: true,
  initial: MODEL_BUYER,
  taxNumberRequired: false,
  emailReadOnly: false,
  submitLabel: 'guestOrder.toSummary',
  busy: false,
  fieldErrors: undefined,
  notice: null,
  noticeInForm: true,
};
const summaryStep = {
  kind: 'summary',
  summary: MODEL_SUMMARY,
  busy: false,
  notice: null,
  innerNotice: null,
  editBuyerTo: '/guest-order/guest',
  confirm: 'user.placeOrder',
};
const uploadStep = { kind: 'upload', uploads: [], uploading: null, problem: null, notice: null, backTo: null };
const paymentChoice = {
  kind: 'paymentChoice',
  offers: MODEL_OFFERS,
  chosen: null,
  busy: false,
  submitLabel: 'guestOrder.choosePayment',
  ibanError: null,
  notices: [],
  innerNotices: [],
  backTo: null,
};
const participantsStep = {
  kind: 'participants',
  data: MODEL_PARTICIPANTS_STEP,
  intro: 'checkout.participants.introGuest',
  allowSelf: true,
  busy: false,
  fieldError: null,
  notice: null,
  backTo: null,
};
const view = (
  step: string,
  heading: string | null,
  current: ProgressId,
  content: unknown,
  extra: Partial<GuestOrderView> = {},
) => ({
  step,
  progress: progress(current),
  heading,
  intro: step === 'guest',
  content,
  back: false,
  ...extra,
});
const bare = (content: unknown, step: string | null = null) => ({
  step,
  progress: null,
  heading: null,
  intro: false,
  content,
  back: false,
});

describe('the guest order view-model', () => {
  it.each<[string, StateValue, Partial<GuestOrderContext>, unknown]>([
    [
      'reading the checkout back at the first step waits with text below what the server drew there',
      'resuming',
      {},
      {
        step: null,
        progress: { steps: ['buyer', 'participants', 'summary', 'payment', 'complete'], current: 'buyer' },
        heading: 'guestOrder.title.guest',
        intro: true,
        content: LOADING,
        back: false,
      },
    ],
    ['reading the checkout back at a later step waits with text', 'resuming', { step: 'guest-summary' }, bare(LOADING)],
    [
      'the checkout not read: a retry',
      'resumeFailed',
      { failure: FAILURE_SERVER },
      bare({ kind: 'notice', notice: failed('guestOrder.errors.resume') }),
    ],
    ['the checkout expired: start again', 'expired', {}, bare({ kind: 'expired' })],
    ['the buyer form', { guest: 'editing' }, {}, view('guest', 'guestOrder.title.guest', 'buyer', buyer)],
    [
      'the buyer form busy while saving',
      { guest: 'saving' },
      {},
      view('guest', 'guestOrder.title.guest', 'buyer', { ...buyer, busy: true }),
    ],
    [
      'not saved: a retry in the form',
      { guest: 'saveFailed' },
      { failure: FAILURE_SERVER },
      view('guest', 'guestOrder.title.guest', 'buyer', { ...buyer, notice: failed('customerOrder.errors.save') }),
    ],
    [
      'a refused field shows at the field',
      { guest: 'saveFailed' },
      { failure: { status: 422, code: 'VALIDATION', message: 'PLZ fehlt', field: 'zipCode' } },
      view('guest', 'guestOrder.title.guest', 'buyer', { ...buyer, fieldErrors: { zipCode: 'PLZ fehlt' } }),
    ],
    [
      'the seats load',
      { participants: 'loading' },
      { step: 'participants' },
      view('participants', 'guestOrder.title.participants', 'participants', LOADING, { back: true }),
    ],
    [
      'the seats not loaded: a retry',
      { participants: 'loadFailed' },
      { step: 'participants', failure: FAILURE_SERVER },
      view('participants', 'guestOrder.title.participants', 'participants', { kind: 'notice', notice: failed('customerOrder.errors.participants') }, { back: true }),
    ],
    [
      'the seats to name, with the way back to the buyer data',
      { participants: 'editing' },
      { step: 'participants', participants: MODEL_PARTICIPANTS_STEP },
      view('participants', 'guestOrder.title.participants', 'participants', participantsStep, { back: true }),
    ],
    [
      'the names being saved',
      { participants: 'saving' },
      { step: 'participants', participants: MODEL_PARTICIPANTS_STEP },
      view('participants', 'guestOrder.title.participants', 'participants', { ...participantsStep, busy: true }, { back: true }),
    ],
    [
      'a refused entry shows at its field',
      { participants: 'failed' },
      { step: 'participants', participants: MODEL_PARTICIPANTS_STEP, failure: FAILURE_EMAIL },
      view(
        'participants',
        'guestOrder.title.participants',
        'participants',
        {
          ...participantsStep,
          fieldError: { field: 'positions.0.seats.1.email', code: 'EMAIL_INVALID' },
          notice: { tone: 'error', text: { key: 'checkout.participants.checkField' }, actions: [] },
        },
        { back: true },
      ),
    ],
    [
      'a package only has no participants step',
      { summary: 'loading' },
      { step: 'guest-summary', cart: MODEL_PACKAGE_CART },
      view('guest-summary', 'guestOrder.title.summary', 'summary', LOADING, {
        back: true,
        progress: progress('summary', ['buyer', 'summary', 'payment', 'complete']),
      }),
    ],
    [
      'the e-mail of an account',
      { guest: 'accountExists' },
      {},
      view('guest', 'guestOrder.title.guest', 'buyer', {
        kind: 'accountExists',
        email: MODEL_BUYER.email,
        busy: false,
        signInFailed: false,
      }),
    ],
    [
      'signing in',
      { guest: 'signingIn' },
      {},
      view('guest', 'guestOrder.title.guest', 'buyer', {
        kind: 'accountExists',
        email: MODEL_BUYER.email,
        busy: true,
        signInFailed: false,
      }),
    ],
    [
      'the sign-in did not start',
      { guest: 'signInFailed' },
      {},
      view('guest', 'guestOrder.title.guest', 'buyer', {
        kind: 'accountExists',
        email: MODEL_BUYER.email,
        busy: false,
        signInFailed: true,
      }),
    ],
    [
      'the summary loads, with the way back',
      { summary: 'loading' },
      { step: 'guest-summary' },
      view('guest-summary', 'guestOrder.title.summary', 'summary', LOADING, { back: true }),
    ],
    [
      'the summary not loaded: a retry',
      { summary: 'loadFailed' },
      { step: 'guest-summary', failure: FAILURE_SERVER },
      view(
        'guest-summary',
        'guestOrder.title.summary',
        'summary',
        { kind: 'notice', notice: failed('customerOrder.errors.summary') },
        { back: true },
      ),
    ],
    [
      'the summary',
      { summary: 'ready' },
      { step: 'guest-summary' },
      view('guest-summary', 'guestOrder.title.summary', 'summary', summaryStep, { back: true }),
    ],
    [
      'placing waits with text',
      { ordering: 'placing' },
      { step: 'order' },
      view('order', 'guestOrder.title.order', 'summary', { kind: 'waiting', text: 'guestOrder.placing' }),
    ],
    [
      'a changed price to confirm',
      { ordering: 'priceChanged' },
      { step: 'order', summary: MODEL_SUMMARY_CHANGED, failure: FAILURE_PRICE_CHANGED },
      view(
        'order',
        'guestOrder.title.order',
        'summary',
        {
          kind: 'summary',
          summary: MODEL_SUMMARY_CHANGED,
          busy: false,
          notice: null,
          innerNotice: {
            tone: 'info',
            text: { key: 'guestOrder.priceChanged', cents: { total: MODEL_SUMMARY_CHANGED.totals.grossValue } },
            actions: [],
          },
          confirm: 'user.confirmPrice',
        },
        { back: true },
      ),
    ],
    [
      'a date sold out',
      { ordering: 'fullyBooked' },
      { step: 'order', failure: FAILURE_FULLY_BOOKED },
      view('order', 'guestOrder.title.order', 'summary', { kind: 'soldOut' }),
    ],
    [
      'not placed (412): what the server says is missing',
      { ordering: 'failed' },
      { step: 'order', failure: FAILURE_PRECONDITION },
      view(
        'order',
        'guestOrder.title.order',
        'summary',
        { kind: 'notice', notice: failed('guestOrder.errors.precondition', { message: 'Kundendaten unvollständig' }) },
        { back: true },
      ),
    ],
    [
      'not placed: a retry',
      { ordering: 'failed' },
      { step: 'order', failure: FAILURE_SERVER },
      view(
        'order',
        'guestOrder.title.order',
        'summary',
        { kind: 'notice', notice: failed('customerOrder.errors.place') },
        { back: true },
      ),
    ],
    [
      'the proof upload',
      { fileUpload: 'idle' },
      { step: 'file-upload', order: ORDER_NEEDS_PROOF },
      view('file-upload', 'guestOrder.title.fileUpload', 'upload', uploadStep),
    ],
    [
      'a proof being sent',
      { fileUpload: 'uploading' },
      { step: 'file-upload', order: ORDER_NEEDS_PROOF, uploading: { fileName: 'a.pdf', sizeBytes: 9 } },
      view('file-upload', 'guestOrder.title.fileUpload', 'upload', {
        ...uploadStep,
        uploading: { fileName: 'a.pdf', sizeBytes: 9 },
      }),
    ],
    [
      'a proof of the wrong type',
      { fileUpload: 'failed' },
      {
        step: 'file-upload',
        order: ORDER_NEEDS_PROOF,
        failure: FAILURE_UPLOAD_TYPE,
        uploading: { fileName: 'a.pdf', sizeBytes: 9 },
      },
      view('file-upload', 'guestOrder.title.fileUpload', 'upload', { ...uploadStep, problem: 'type' }),
    ],
    [
      'the upload step without an order shows nothing',
      { fileUpload: 'idle' },
      { step: 'file-upload' },
      bare({ kind: 'none' }, 'file-upload'),
    ],
    [
      'the methods load',
      { paymentSelection: 'loading' },
      { step: 'payment-selection', order: ORDER_TO_PAY },
      view('payment-selection', 'guestOrder.title.paymentSelection', 'payment', LOADING, {
        progress: progress('payment', ['buyer', 'participants', 'summary', 'payment', 'complete']),
      }),
    ],
    [
      'the methods not loaded: a retry',
      { paymentSelection: 'loadFailed' },
      { step: 'payment-selection', order: ORDER_PROOF_GIVEN, failure: FAILURE_SERVER },
      view('payment-selection', 'guestOrder.title.paymentSelection', 'payment', {
        kind: 'notice',
        notice: failed('customerOrder.errors.offers'),
      }),
    ],
    [
      'the methods to choose from',
      { paymentSelection: 'ready' },
      { step: 'payment-selection', order: ORDER_PROOF_GIVEN },
      view('payment-selection', 'guestOrder.title.paymentSelection', 'payment', paymentChoice),
    ],
    [
      'the choice being set',
      { paymentSelection: 'paying' },
      { step: 'payment-selection', order: ORDER_PROOF_GIVEN },
      view('payment-selection', 'guestOrder.title.paymentSelection', 'payment', { ...paymentChoice, busy: true }),
    ],
    [
      'an IBAN refused shows at the field',
      { paymentSelection: 'ready' },
      { step: 'payment-selection', order: ORDER_PROOF_GIVEN, failure: FAILURE_IBAN },
      view('payment-selection', 'guestOrder.title.paymentSelection', 'payment', {
        ...paymentChoice,
        ibanError: { literal: 'IBAN ungültig' },
      }),
    ],
    [
      'the choice not set: a retry',
      { paymentSelection: 'failed' },
      { step: 'payment-selection', order: ORDER_PROOF_GIVEN, failure: FAILURE_SERVER },
      view('payment-selection', 'guestOrder.title.paymentSelection', 'payment', {
        ...paymentChoice,
        innerNotices: [failed('guestOrder.errors.pay')],
      }),
    ],
    [
      'a declined payment is explained',
      { paymentSelection: 'ready' },
      { step: 'payment-selection', order: ORDER_DECLINED, paymentOutcome: 'DECLINED' },
      view('payment-selection', 'guestOrder.title.paymentSelection', 'payment', {
        ...paymentChoice,
        innerNotices: [said('customerOrder.paymentDeclined')],
      }),
    ],
    [
      'a cancelled payment is explained',
      { paymentSelection: 'ready' },
      { step: 'payment-selection', order: ORDER_DECLINED, paymentOutcome: 'CANCELLED' },
      view('payment-selection', 'guestOrder.title.paymentSelection', 'payment', {
        ...paymentChoice,
        innerNotices: [said('customerOrder.paymentCancelled')],
      }),
    ],
    [
      'on the way to the payment page',
      { payment: 'leaving' },
      { step: 'payment', order: ORDER_PAYING },
      view('payment', 'guestOrder.title.payment', 'payment', {
        kind: 'payment',
        mode: 'leaving',
        redirectUrl: '/test-payment/pay-501-1',
      }),
    ],
    [
      'back from the payment page: checking',
      { payment: 'validating' },
      { step: 'payment', order: ORDER_PAYING },
      view('payment', 'guestOrder.title.payment', 'payment', { kind: 'payment', mode: 'validating' }),
    ],
    [
      'the provider has no answer yet',
      { payment: 'unfinished' },
      { step: 'payment', order: ORDER_PAYING, failure: FAILURE_NOT_FINISHED },
      view('payment', 'guestOrder.title.payment', 'payment', { kind: 'unfinished' }),
    ],
    [
      'the payment not checked: a retry',
      { payment: 'failed' },
      { step: 'payment', order: ORDER_PAYING, failure: FAILURE_SERVER },
      view('payment', 'guestOrder.title.payment', 'payment', {
        kind: 'notice',
        notice: failed('customerOrder.errors.validatePayment'),
      }),
    ],
    [
      'the order complete thanks the buyer as the customer flow does',
      'complete',
      { step: 'guest-order-complete', order: ORDER_CONFIRMED },
      view('guest-order-complete', 'guestOrder.title.orderComplete', 'complete', {
        kind: 'complete',
        order: ORDER_CONFIRMED,
        invoiceDownload: true,
        withdrawal: 'guest',
        links: [],
      }),
    ],
  ])('%s', (_, value, context, expected) => {
    expect(viewOf(value, context)).toEqual(expected);
  });
});

describe('whether the guest flow is reading its checkout back', () => {
  it.each<[StateValue, boolean]>([
    ['resuming', true],
    ['resumeFailed', false],
    ['expired', false],
    [{ guest: 'saving' }, false],
    [{ payment: 'validating' }, false],
  ])('%j: %s', (value, resuming) => {
    expect(guestOrderResuming(guestOrderMachine.resolveState({ value, context: base }))).toBe(resuming);
  });
});
