/**
 * Actor-level tests of the customer order flow: the resume rules, the refusals of placing, and the
 * actor layer (src/actors/customerOrder.ts) against msw at the network boundary — the
 * Idempotency-Key one confirmation keeps across a retry and a reload, and the cart told once placed.
 */
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  customerOrderMachine,
  resumeTarget,
  type CheckoutState,
  type ChosenFile,
  type CustomerOrderInput,
  type OrderFailure,
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
  pendingCardOrder,
  summary,
  upload,
} from '../../machines/customerOrder.model';
import { customerOrderLogic, ORDER_SESSION_KEYS } from '../../src/actors/customerOrder';
import { setActiveTexts, type Texts } from '../../src/lib/texts';
import { EMPTY_CART } from '../../src/shared/cart';
import type { Order, OrderEvaluation, PaymentChoice } from '../../src/shared/order';
import { useMswServer } from '../web/support/msw';
import { machineSteps } from '../support/machine-steps';
import { providedBy, unprovidedCalls } from '../support/placeholder-calls';

const server = useMswServer();

describe('where the customer order resumes', () => {
  it.each([
    ['a reload on the summary stays there when all is done', 'summary', checkoutState(), 'summary'],
    ['the summary without a proof goes to the upload', 'summary', checkoutState({ uploads: [] }), 'fileUpload'],
    [
      'the payment selection without a payment step goes to the first missing',
      'paymentSelection',
      checkoutState({}, { paymentStep: false }),
      'summary',
    ],
    ['back to the buyer data is always allowed', 'customer', checkoutState(), 'customer'],
    [
      'incomplete buyer data comes first',
      'summary',
      checkoutState({ customer: customer({ complete: false }) }),
      'customer',
    ],
    ['an empty cart goes to the cart', 'summary', checkoutState({}, { empty: true }), 'cartEmpty'],
    [
      'a confirmed order shows as complete after the cart was emptied',
      'summary',
      checkoutState({ order: confirmedOrder }, { empty: true }),
      'orderComplete',
    ],
    [
      'its evaluation can be reloaded',
      'evaluation',
      checkoutState({ order: confirmedOrder }, { empty: true }),
      'evaluation',
    ],
    [
      'a declined payment chooses again',
      'summary',
      checkoutState({ order: declinedOrder }, { empty: true }),
      'paymentSelection',
    ],
    [
      'the evaluation without an order goes to the first missing step',
      'evaluation',
      checkoutState({ uploads: [] }),
      'fileUpload',
    ],
  ] as const)('%s', (_, requested, state, target) => {
    expect(resumeTarget(requested, state as CheckoutState, false)).toBe(target);
  });

  it('back from the payment page with an order validates the payment', () => {
    expect(resumeTarget('payment', checkoutState({ order: confirmedOrder }, { empty: true }), true)).toBe(
      'validatePayment',
    );
  });
});

describe('placing refusals', () => {
  function atSummary(place: () => Promise<Order>) {
    const showStep = vi.fn();
    const actor = createActor(
      customerOrderMachine.provide({
        actors: {
          loadCheckout: fromPromise(async () => checkoutState()),
          loadSummary: fromPromise(async () => summary()),
          placeOrder: fromPromise(place),
        },
        actions: { showStep: (_, params) => showStep(params) },
      }),
      { input: { step: 'summary', paymentReturn: null } },
    ).start();
    return { actor, showStep };
  }

  it('a changed price shows the new summary and places again on a new confirmation', async () => {
    const place = vi.fn(async (): Promise<Order> => {
      throw failure(409, 'PRICE_CHANGED', { summary: summary(12900) });
    });
    const { actor } = atSummary(place);
    await waitFor(actor, (s) => s.matches({ summary: 'showing' }));
    actor.send({ type: 'user.confirmed', confirmation: {} });
    await waitFor(actor, (s) => s.matches({ summary: 'priceChanged' }));
    expect(actor.getSnapshot().context.summary?.totals.grossValue).toBe(12900);
    place.mockImplementationOnce(async () => confirmedOrder);
    actor.send({ type: 'user.confirmed', confirmation: {} });
    await waitFor(actor, (s) => s.matches('orderComplete'));
    expect(place).toHaveBeenCalledTimes(2);
  });

  it('a sold-out date says which and orders nothing', async () => {
    const positions = [{ positionId: 1, courseId: 7, scheduleId: 71, name: 'Fachanwaltslehrgang Arbeitsrecht' }];
    const { actor } = atSummary(async () => {
      throw failure(409, 'FULLY_BOOKED', { positions });
    });
    await waitFor(actor, (s) => s.matches({ summary: 'showing' }));
    actor.send({ type: 'user.confirmed', confirmation: {} });
    await waitFor(actor, (s) => s.matches('fullyBooked'));
    expect(actor.getSnapshot().context.failure?.positions).toEqual(positions);
  });

  it('a reload on the summary resumes there without a new URL entry', async () => {
    const { actor, showStep } = atSummary(() => new Promise(() => {}));
    await waitFor(actor, (s) => s.matches({ summary: 'showing' }));
    expect(showStep).toHaveBeenCalledWith({ step: 'summary', replace: true });
  });
});

describe('customer order effects (msw at the network boundary)', () => {
  function answerCheckout() {
    server.use(
      mswHttp.get('/api/order/customer', () => HttpResponse.json(customer())),
      mswHttp.get('/api/cart', () =>
        HttpResponse.json({
          ...EMPTY_CART,
          positions: [{}],
          verificationStep: false,
          paymentStep: true,
          sumValue: 11900,
        }),
      ),
      mswHttp.get('/api/order/payment', () => HttpResponse.json({ paymentMethod: 'INVOICE', sepa: null })),
      mswHttp.get('/api/order/summary', () => HttpResponse.json(summary())),
    );
  }

  function start() {
    const ports = { orderPlaced: vi.fn(), startLogin: vi.fn() };
    const navigate = vi.fn();
    const actor = createActor(
      customerOrderLogic({ ports, navigate, currentPath: () => '/order/summary', leave: vi.fn() }),
      {
        input: { step: 'summary', paymentReturn: null },
      },
    ).start();
    return { actor, ports, navigate };
  }

  it('a failed placing and its retry carry the same Idempotency-Key; the answered key is dropped; the cart hears of the order', async () => {
    answerCheckout();
    const keys: (string | null)[] = [];
    let attempts = 0;
    server.use(
      mswHttp.put('/api/order', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        attempts += 1;
        // The first confirmation fails on every try the client makes; the user's retry goes through.
        return attempts <= 3
          ? HttpResponse.json({ statusCode: 503, code: 'UNAVAILABLE', message: 'busy' }, { status: 503 })
          : HttpResponse.json(order('CONFIRMED', { method: 'INVOICE', status: 'OPEN' }));
      }),
    );
    const { actor, ports } = start();
    await waitFor(actor, (s) => s.matches({ summary: 'showing' }));
    actor.send({ type: 'user.confirmed', confirmation: {} });
    await waitFor(actor, (s) => s.matches('placeFailed'), { timeout: 5000 });
    const kept = sessionStorage.getItem(ORDER_SESSION_KEYS.idempotencyKey);
    expect(kept).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('orderComplete'), { timeout: 5000 });
    expect(new Set(keys)).toEqual(new Set([kept]));
    expect(sessionStorage.getItem(ORDER_SESSION_KEYS.idempotencyKey)).toBeNull();
    expect(sessionStorage.getItem(ORDER_SESSION_KEYS.placedOrderId)).toBe('41');
    expect(ports.orderPlaced).toHaveBeenCalledTimes(1);
  });

  it("places in the shopper's language (the page's), so the e-mails and the payment page follow it", async () => {
    answerCheckout();
    const languages: (string | null)[] = [];
    server.use(
      mswHttp.put('/api/order', ({ request }) => {
        languages.push(new URL(request.url).searchParams.get('language'));
        return HttpResponse.json(order('CONFIRMED', { method: 'INVOICE', status: 'OPEN' }));
      }),
    );
    for (const language of ['en', 'de'] as const) {
      setActiveTexts({ language } as Texts);
      const { actor } = start();
      await waitFor(actor, (s) => s.matches({ summary: 'showing' }));
      actor.send({ type: 'user.confirmed', confirmation: {} });
      await waitFor(actor, (s) => s.matches('orderComplete'), { timeout: 5000 });
      actor.stop();
      sessionStorage.clear();
    }
    setActiveTexts(null);
    expect(languages).toEqual(['en', 'de']);
  });

  it('a key kept from before a reload is sent again by the next confirmation', async () => {
    answerCheckout();
    sessionStorage.setItem(ORDER_SESSION_KEYS.idempotencyKey, 'kept-from-before-the-reload');
    const keys: (string | null)[] = [];
    server.use(
      mswHttp.put('/api/order', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json(order('CONFIRMED', { method: 'INVOICE', status: 'OPEN' }));
      }),
    );
    const { actor } = start();
    await waitFor(actor, (s) => s.matches({ summary: 'showing' }));
    actor.send({ type: 'user.confirmed', confirmation: {} });
    await waitFor(actor, (s) => s.matches('orderComplete'));
    expect(keys).toEqual(['kept-from-before-the-reload']);
  });

  it('a refusal (409) drops the key, so the next confirmation is a new one', async () => {
    answerCheckout();
    const keys: (string | null)[] = [];
    server.use(
      mswHttp.put('/api/order', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        // The first confirmation's key is refused on every try (the client retries a 409 under its key).
        return request.headers.get('Idempotency-Key') === keys[0]
          ? HttpResponse.json(
              { statusCode: 409, code: 'PRICE_CHANGED', message: 'changed', summary: summary(12900) },
              { status: 409 },
            )
          : HttpResponse.json(confirmedOrder);
      }),
    );
    const { actor } = start();
    await waitFor(actor, (s) => s.matches({ summary: 'showing' }));
    actor.send({ type: 'user.confirmed', confirmation: {} });
    await waitFor(actor, (s) => s.matches({ summary: 'priceChanged' }));
    actor.send({ type: 'user.confirmed', confirmation: {} });
    await waitFor(actor, (s) => s.matches('orderComplete'));
    expect(new Set(keys).size).toBe(2);
    expect(keys.at(-1)).not.toBe(keys[0]);
  });
});

/**
 * The machine alone, step by step with XState's pure transition functions: per state what it shows
 * (its tags), what it asks (the invoked call and its input) and what it does (the effects and their
 * parameters), for every way out of each state.
 */
describe('customerOrder machine, transition by transition', () => {
  const flow = (input: CustomerOrderInput = { step: 'summary', paymentReturn: null }) =>
    machineSteps(customerOrderMachine, input);

  const EXPIRED = failure(401, 'UNAUTHORIZED');
  const SERVER = failure(500, 'INTERNAL');
  const CHOICE: PaymentChoice = { paymentMethod: 'INVOICE' };
  const FILE: ChosenFile = { fileName: 'zulassung.pdf', sizeBytes: 1200, file: new Blob(['%PDF']) };
  const at = (step: OrderStep, state: CheckoutState = checkoutState()) =>
    flow({ step, paymentReturn: null }).done('loadCheckout', state);
  const showing = () => at('summary').done('loadSummary', summary());
  const placing = (confirmation = { earlyStartRequested: true }) =>
    showing().send({ type: 'user.confirmed', confirmation });
  const choosing = (state: CheckoutState = checkoutState()) =>
    at('paymentSelection', state).done('loadPaymentMethods', offers);

  /** A failed call of `id`: a 401 is the expired session (remembered), anything else the state `failedIn`. */
  function expectFailures(reach: () => ReturnType<typeof flow>, id: string, failedIn: unknown, tags: string[]) {
    const expiredFlow = reach().error(id, EXPIRED);
    expect(expiredFlow.at).toEqual({ value: 'sessionExpired', tags: ['error', 'failed.session'] });
    expect(expiredFlow.snapshot.context.failure).toEqual(EXPIRED);
    const failedFlow = reach().error(id, SERVER);
    expect(failedFlow.at).toEqual({ value: failedIn, tags });
    expect(failedFlow.snapshot.context.failure).toEqual(SERVER);
    return failedFlow;
  }

  describe('loading the checkout', () => {
    it('loads, busy, for the order of a payment return', () => {
      const f = flow({ step: 'payment', paymentReturn: { orderId: 41, paymentId: 'pay-41' } });
      expect(f.at).toEqual({ value: 'loading', tags: ['loading'] });
      expect(f.calls).toEqual([['loadCheckout', { orderId: 41 }]]);
      expect(flow().calls).toEqual([['loadCheckout', { orderId: null }]]);
    });

    it.each<[string, CustomerOrderInput, CheckoutState, unknown, OrderStep]>([
      [
        'the payment check on a return',
        { step: 'payment', paymentReturn: { orderId: 41, paymentId: 'pay-41' } },
        checkoutState({ order: pendingCardOrder }),
        { payment: 'validating' },
        'payment',
      ],
      [
        'the selection for an order awaiting its payment',
        { step: 'summary', paymentReturn: null },
        checkoutState({ order: declinedOrder }),
        { paymentSelection: 'loadingOffers' },
        'paymentSelection',
      ],
      [
        'the completion of a confirmed order',
        { step: 'orderComplete', paymentReturn: null },
        checkoutState({ order: confirmedOrder }),
        'orderComplete',
        'orderComplete',
      ],
      [
        'the evaluation of a confirmed order',
        { step: 'evaluation', paymentReturn: null },
        checkoutState({ order: confirmedOrder }),
        { evaluation: 'loading' },
        'evaluation',
      ],
      [
        'the buyer data',
        { step: 'customer', paymentReturn: null },
        checkoutState(),
        { customer: 'editing' },
        'customer',
      ],
      [
        'the proof upload',
        { step: 'fileUpload', paymentReturn: null },
        checkoutState(),
        { fileUpload: 'idle' },
        'fileUpload',
      ],
      ['the summary', { step: 'summary', paymentReturn: null }, checkoutState(), { summary: 'loading' }, 'summary'],
    ])('resumes at %s, replacing the URL entry', (_, input, state, value, step) => {
      const f = flow(input).done('loadCheckout', state);
      expect(f.snapshot.value).toEqual(value);
      expect(f.snapshot.hasTag(`step.${step}` as never)).toBe(true);
      expect(f.effects).toContainEqual(['showStep', { step, replace: true }]);
      expect(f.snapshot.context).toMatchObject({ checkout: state, order: state.order });
    });

    it('goes to the cart when there is nothing to order', () => {
      const f = at('summary', checkoutState({}, { empty: true }));
      expect(f.at).toEqual({ value: 'cartEmpty', tags: ['loading'] });
      expect(f.snapshot.status).toBe('done');
      expect(f.effects).toEqual(['navigateToCart']);
    });

    it('an expired session asks for the login; any other failure shows with a retry', () => {
      const f = expectFailures(() => flow(), 'loadCheckout', 'loadFailed', ['error', 'failed.load']);
      expect(f.send({ type: 'user.retry' }).snapshot.value).toBe('loading');
      const expired = flow().error('loadCheckout', EXPIRED).send({ type: 'user.login' });
      expect(expired.effects).toEqual(['startLogin']);
      expect(expired.snapshot.value).toBe('sessionExpired');
    });

    it('a failure without an answer keeps its message', () => {
      expect(flow().error('loadCheckout', new TypeError('Failed to fetch')).snapshot.context.failure).toEqual({
        status: null,
        code: null,
        message: 'Failed to fetch',
      });
      expect(flow().error('loadCheckout', 'offline').snapshot.context.failure).toEqual({
        status: null,
        code: null,
        message: 'offline',
      });
    });

    it('another step in the URL loads again for it, forgetting the payment return and the failure', () => {
      const f = flow({ step: 'payment', paymentReturn: { orderId: 41, paymentId: 'pay-41' } }).error(
        'loadCheckout',
        SERVER,
      );
      f.send({ type: 'url.stepChanged', step: 'customer' });
      expect(f.snapshot.value).toBe('loading');
      expect(f.snapshot.context).toMatchObject({ requestedStep: 'customer', paymentReturn: null, failure: null });
      expect(f.calls).toEqual([['loadCheckout', { orderId: null }]]);
    });
  });

  describe('buyer data', () => {
    const BUYER = summary().buyer;
    it.each<[string, Partial<CheckoutState['cart']>, unknown, OrderStep]>([
      ['the proof upload when the cart needs one', {}, { fileUpload: 'idle' }, 'fileUpload'],
      [
        'the payment selection without a proof step',
        { verificationStep: false },
        { paymentSelection: 'loadingOffers' },
        'paymentSelection',
      ],
      [
        'the summary when nothing else is needed',
        { verificationStep: false, paymentStep: false },
        { summary: 'loading' },
        'summary',
      ],
    ])('saves it, busy and sending, then goes on to %s', (_, cart, value, step) => {
      const f = at('customer', checkoutState({}, cart)).send({ type: 'user.buyerSubmitted', buyer: BUYER });
      expect(f.at).toEqual({ value: { customer: 'saving' }, tags: ['loading', 'sending', 'step.customer'] });
      expect(f.calls).toEqual([['saveCustomer', BUYER]]);
      const saved = customer({ city: 'Potsdam' });
      f.done('saveCustomer', saved);
      expect(f.snapshot.value).toEqual(value);
      expect(f.snapshot.context.checkout?.customer).toEqual(saved);
      expect(f.effects).toContainEqual(['showStep', { step, replace: false }]);
    });

    it('keeps the form with the reason when it is refused, and saves again', () => {
      const f = expectFailures(
        () => at('customer').send({ type: 'user.buyerSubmitted', buyer: BUYER }),
        'saveCustomer',
        { customer: 'failed' },
        ['error', 'failed.input', 'step.customer'],
      );
      f.send({ type: 'user.buyerSubmitted', buyer: BUYER });
      expect(f.snapshot.value).toEqual({ customer: 'saving' });
      f.done('saveCustomer', customer());
      expect(f.snapshot.context.failure).toBeNull();
    });
  });

  describe('proof upload', () => {
    const uploading = (state = checkoutState({ uploads: [] })) =>
      at('fileUpload', state).send({ type: 'user.fileChosen', file: FILE });

    it('sends the chosen file, busy and sending; the answered proof joins the list', () => {
      const f = uploading();
      expect(f.at).toEqual({ value: { fileUpload: 'uploading' }, tags: ['loading', 'sending', 'step.fileUpload'] });
      expect(f.snapshot.context.uploading).toEqual({ fileName: 'zulassung.pdf', sizeBytes: 1200 });
      expect(f.calls).toEqual([['uploadProof', FILE]]);
      f.done('uploadProof', upload);
      expect(f.at).toEqual({ value: { fileUpload: 'idle' }, tags: ['step.fileUpload'] });
      expect(f.snapshot.context).toMatchObject({ uploading: null, failure: null });
      expect(f.snapshot.context.checkout?.uploads).toEqual([upload]);
    });

    it('a refused file shows the reason; another can be chosen', () => {
      const f = expectFailures(() => uploading(), 'uploadProof', { fileUpload: 'failed' }, [
        'error',
        'failed.input',
        'step.fileUpload',
      ]);
      expect(f.snapshot.context.uploading).toBeNull();
      f.send({ type: 'user.fileChosen', file: FILE });
      expect(f.snapshot.value).toEqual({ fileUpload: 'uploading' });
    });

    it('goes on only with a proof: to the payment selection, or the summary without a payment step', () => {
      expect(at('fileUpload', checkoutState({ uploads: [] })).send({ type: 'user.continue' }).snapshot.value).toEqual({
        fileUpload: 'idle',
      });
      const toSelection = at('fileUpload').send({ type: 'user.continue' });
      expect(toSelection.snapshot.value).toEqual({ paymentSelection: 'loadingOffers' });
      expect(toSelection.effects).toContainEqual(['showStep', { step: 'paymentSelection', replace: false }]);
      const toSummary = at('fileUpload', checkoutState({}, { paymentStep: false })).send({ type: 'user.continue' });
      expect(toSummary.snapshot.value).toEqual({ summary: 'loading' });
      expect(toSummary.effects).toContainEqual(['showStep', { step: 'summary', replace: false }]);
    });
  });

  describe('payment selection', () => {
    it('loads the offered methods, busy; a failure shows with a retry', () => {
      expect(at('paymentSelection').at).toEqual({
        value: { paymentSelection: 'loadingOffers' },
        tags: ['loading', 'step.paymentSelection'],
      });
      const f = choosing();
      expect(f.at).toEqual({ value: { paymentSelection: 'choosing' }, tags: ['step.paymentSelection'] });
      expect(f.snapshot.context.offers).toEqual(offers);
      const failed = expectFailures(
        () => at('paymentSelection'),
        'loadPaymentMethods',
        { paymentSelection: 'offersFailed' },
        ['error', 'failed.load', 'step.paymentSelection'],
      );
      expect(failed.send({ type: 'user.retry' }).snapshot.value).toEqual({ paymentSelection: 'loadingOffers' });
    });

    it('saves the method before placing, then shows the summary', () => {
      const f = choosing().send({ type: 'user.paymentChosen', choice: CHOICE });
      expect(f.at).toEqual({
        value: { paymentSelection: 'saving' },
        tags: ['loading', 'sending', 'step.paymentSelection'],
      });
      expect(f.calls).toEqual([['savePayment', CHOICE]]);
      const chosen = { paymentMethod: 'INVOICE' as const, sepa: null };
      f.done('savePayment', chosen);
      expect(f.snapshot.value).toEqual({ summary: 'loading' });
      expect(f.snapshot.context.checkout?.payment).toEqual(chosen);
      expect(f.effects).toContainEqual(['showStep', { step: 'summary', replace: false }]);
    });

    it('a refused method shows with the form; choosing again saves again', () => {
      const f = expectFailures(
        () => choosing().send({ type: 'user.paymentChosen', choice: CHOICE }),
        'savePayment',
        { paymentSelection: 'failed' },
        ['error', 'failed.input', 'step.paymentSelection'],
      );
      f.send({ type: 'user.paymentChosen', choice: CHOICE });
      expect(f.snapshot.value).toEqual({ paymentSelection: 'saving' });
      f.done('savePayment', { paymentMethod: 'INVOICE', sepa: null });
      expect(f.snapshot.context.failure).toBeNull();
    });

    it('pays a placed order again whose card payment was declined: to the payment page, or complete', () => {
      const repaying = () =>
        choosing(checkoutState({ order: declinedOrder })).send({ type: 'user.paymentChosen', choice: CHOICE });
      const f = repaying();
      expect(f.at).toEqual({
        value: { paymentSelection: 'repaying' },
        tags: ['loading', 'sending', 'step.paymentSelection'],
      });
      expect(f.calls).toEqual([['repay', { paymentId: 'pay-41', choice: CHOICE }]]);
      f.done('repay', pendingCardOrder);
      expect(f.at).toEqual({ value: { payment: 'leaving' }, tags: ['leaving', 'loading', 'step.payment'] });
      expect(f.effects).toEqual([
        ['showStep', { step: 'payment', replace: false }],
        ['leaveForPayment', { order: pendingCardOrder }],
      ]);
      const done = repaying().done('repay', confirmedOrder);
      expect(done.snapshot.value).toBe('orderComplete');
      expect(done.snapshot.context.order).toEqual(confirmedOrder);
      expect(done.effects).toEqual([['showStep', { step: 'orderComplete', replace: false }]]);
      const failed = expectFailures(repaying, 'repay', { paymentSelection: 'failed' }, [
        'error',
        'failed.input',
        'step.paymentSelection',
      ]);
      failed.send({ type: 'user.paymentChosen', choice: CHOICE });
      expect(failed.snapshot.value).toEqual({ paymentSelection: 'repaying' });
      failed.done('repay', confirmedOrder);
      expect(failed.snapshot.context.failure).toBeNull();
    });

    it('an order placed without a payment is not paid again: its method is saved', () => {
      const f = choosing(checkoutState({ order: order('PLACED', null) })).send({
        type: 'user.paymentChosen',
        choice: CHOICE,
      });
      expect(f.snapshot.value).toEqual({ paymentSelection: 'saving' });
    });
  });

  describe('summary and placing', () => {
    it('loads the summary, busy; a failure shows with a retry', () => {
      expect(at('summary').at).toEqual({ value: { summary: 'loading' }, tags: ['loading', 'step.summary'] });
      expect(showing().at).toEqual({ value: { summary: 'showing' }, tags: ['step.summary'] });
      expect(showing().snapshot.context.summary).toEqual(summary());
      const f = expectFailures(() => at('summary'), 'loadSummary', { summary: 'failed' }, [
        'error',
        'failed.load',
        'step.summary',
      ]);
      expect(f.send({ type: 'user.retry' }).snapshot.value).toEqual({ summary: 'loading' });
    });

    it('places with the consents and the sum shown, busy and sending', () => {
      const f = placing();
      expect(f.at).toEqual({ value: 'placing', tags: ['loading', 'sending', 'step.summary'] });
      expect(f.calls).toEqual([
        [
          'placeOrder',
          { acceptTerms: true, acceptPrivacy: true, earlyStartRequested: true, confirmedGrossValue: 11900 },
        ],
      ]);
      expect(placing({} as never).calls).toEqual([
        ['placeOrder', { acceptTerms: true, acceptPrivacy: true, confirmedGrossValue: 11900 }],
      ]);
    });

    it('a placed card order leaves for the payment page; any other is complete; the cart hears of it', () => {
      const card = placing().done('placeOrder', pendingCardOrder);
      expect(card.snapshot.value).toEqual({ payment: 'leaving' });
      expect(card.effects).toEqual([
        ['orderPlaced', { order: pendingCardOrder }],
        ['showStep', { step: 'payment', replace: false }],
        ['leaveForPayment', { order: pendingCardOrder }],
      ]);
      const invoice = placing().done('placeOrder', confirmedOrder);
      expect(invoice.at).toEqual({ value: 'orderComplete', tags: ['step.orderComplete'] });
      expect(invoice.snapshot.context.order).toEqual(confirmedOrder);
      expect(invoice.effects).toEqual([
        ['orderPlaced', { order: confirmedOrder }],
        ['showStep', { step: 'orderComplete', replace: false }],
      ]);
      // A card payment without the provider's page (no redirect address) is not left for.
      expect(
        placing().done('placeOrder', order('PAYMENT_PENDING', { status: 'PENDING', redirectUrl: null })).snapshot.value,
      ).toBe('orderComplete');
    });

    it.each<[string, OrderFailure, unknown, string[], OrderStep | null]>([
      [
        'a sold-out date',
        failure(409, 'FULLY_BOOKED'),
        'fullyBooked',
        ['error', 'failed.soldOut', 'step.summary'],
        null,
      ],
      ['an empty cart', failure(409, 'CART_EMPTY'), 'cartEmpty', ['loading'], null],
      ['an expired session', EXPIRED, 'sessionExpired', ['error', 'failed.session'], null],
      [
        'incomplete buyer data',
        failure(412, 'CUSTOMER_INCOMPLETE'),
        { customer: 'failed' },
        ['error', 'failed.input', 'step.customer'],
        'customer',
      ],
      [
        'a missing proof',
        failure(412, 'PROOF_MISSING'),
        { fileUpload: 'failed' },
        ['error', 'failed.input', 'step.fileUpload'],
        'fileUpload',
      ],
      [
        'a missing method',
        failure(412, 'PAYMENT_METHOD_MISSING'),
        { paymentSelection: 'loadingOffers' },
        ['loading', 'step.paymentSelection'],
        'paymentSelection',
      ],
      [
        'a method no longer offered',
        failure(412, 'PAYMENT_METHOD_NOT_OFFERED'),
        { paymentSelection: 'loadingOffers' },
        ['loading', 'step.paymentSelection'],
        'paymentSelection',
      ],
      ['a server error', SERVER, 'placeFailed', ['error', 'failed.place', 'step.summary'], null],
    ])('placing refused for %s goes where it can be fixed', (_, refusal, value, tags, step) => {
      const f = placing().error('placeOrder', refusal);
      expect(f.at).toEqual({ value, tags });
      expect(f.snapshot.context.failure).toEqual(refusal);
      if (step) expect(f.effects).toContainEqual(['showStep', { step, replace: false }]);
    });

    it('a server error is logged and retried with the same confirmation', () => {
      const f = placing().error('placeOrder', SERVER);
      expect(f.effects).toEqual([['reportError', { failure: SERVER }]]);
      f.send({ type: 'user.retry' });
      expect(f.snapshot.value).toBe('placing');
      expect(f.calls).toEqual([
        [
          'placeOrder',
          { acceptTerms: true, acceptPrivacy: true, earlyStartRequested: true, confirmedGrossValue: 11900 },
        ],
      ]);
    });

    it('a changed price shows the new summary; confirming again places with the new sum', () => {
      const changed = failure(409, 'VOUCHER_USED_UP', { summary: summary(12900) });
      const f = placing().error('placeOrder', changed);
      expect(f.at).toEqual({ value: { summary: 'priceChanged' }, tags: ['priceChanged', 'step.summary'] });
      expect(f.snapshot.context).toMatchObject({ summary: summary(12900), failure: changed });
      f.send({ type: 'user.confirmed', confirmation: { earlyStartRequested: false } });
      expect(f.snapshot.context.failure).toBeNull();
      expect(f.calls).toEqual([
        [
          'placeOrder',
          { acceptTerms: true, acceptPrivacy: true, earlyStartRequested: false, confirmedGrossValue: 12900 },
        ],
      ]);
      // Without the new summary a changed price is a failure to retry.
      expect(placing().error('placeOrder', failure(409, 'PRICE_CHANGED')).snapshot.value).toBe('placeFailed');
    });
  });

  describe('back from the payment page', () => {
    const RETURN = { orderId: 41, paymentId: 'pay-41' };
    const validating = () =>
      flow({ step: 'payment', paymentReturn: RETURN }).done('loadCheckout', checkoutState({ order: pendingCardOrder }));

    it('checks the payment of the return, busy: paid is complete, declined chooses again', () => {
      const f = validating();
      expect(f.at).toEqual({ value: { payment: 'validating' }, tags: ['loading', 'step.payment'] });
      expect(f.calls).toEqual([['validatePayment', RETURN]]);
      const paid = validating().done('validatePayment', confirmedOrder);
      expect(paid.snapshot.value).toBe('orderComplete');
      expect(paid.snapshot.context).toMatchObject({ order: confirmedOrder, paymentReturn: null });
      expect(paid.effects).toEqual([['showStep', { step: 'orderComplete', replace: true }]]);
      for (const status of ['DECLINED', 'CANCELLED'] as const) {
        const ended = order('PAYMENT_PENDING', { status });
        const f2 = validating().done('validatePayment', ended);
        expect(f2.snapshot.value).toEqual({ paymentSelection: 'loadingOffers' });
        expect(f2.snapshot.context).toMatchObject({ order: ended, paymentReturn: null });
        expect(f2.effects).toEqual([['showStep', { step: 'paymentSelection', replace: true }]]);
      }
    });

    it('a payment without an answer yet, or a failed check, shows with a retry that checks again', () => {
      const f = validating().done('validatePayment', pendingCardOrder);
      expect(f.at).toEqual({ value: { payment: 'failed' }, tags: ['error', 'failed.load', 'step.payment'] });
      expect(f.snapshot.context.failure).toEqual({
        status: 409,
        code: 'PAYMENT_NOT_FINISHED',
        message: 'The provider has no answer yet',
      });
      expect(f.send({ type: 'user.retry' }).snapshot.value).toEqual({ payment: 'validating' });
      expect(f.calls).toEqual([['validatePayment', RETURN]]);
      expectFailures(validating, 'validatePayment', { payment: 'failed' }, ['error', 'failed.load', 'step.payment']);
    });
  });

  describe('evaluation', () => {
    const evaluating = () => at('evaluation', checkoutState({ order: confirmedOrder }));
    it('loads the evaluation of the order, busy; a failure shows with a retry', () => {
      const f = evaluating();
      expect(f.at).toEqual({ value: { evaluation: 'loading' }, tags: ['loading', 'step.evaluation'] });
      expect(f.calls).toEqual([['loadEvaluation', 41]]);
      const evaluation = { orderId: 41, courses: [] } as unknown as OrderEvaluation;
      f.done('loadEvaluation', evaluation);
      expect(f.at).toEqual({ value: { evaluation: 'showing' }, tags: ['step.evaluation'] });
      expect(f.snapshot.context.evaluation).toEqual(evaluation);
      const failed = expectFailures(evaluating, 'loadEvaluation', { evaluation: 'failed' }, [
        'error',
        'failed.load',
        'step.evaluation',
      ]);
      expect(failed.send({ type: 'user.retry' }).snapshot.value).toEqual({ evaluation: 'loading' });
    });
  });
});

describe('customerOrder on its own', () => {
  it('fails each call at once, naming the actor layer that provides it', async () => {
    const calls = [
      'loadCheckout',
      'saveCustomer',
      'loadParticipants',
      'saveParticipants',
      'uploadProof',
      'loadPaymentMethods',
      'savePayment',
      'repay',
      'loadSummary',
      'placeOrder',
      'validatePayment',
      'loadEvaluation',
    ];
    expect(await unprovidedCalls(customerOrderMachine, calls)).toEqual(
      providedBy(calls, 'src/actors/customerOrder.ts'),
    );
  });
});
