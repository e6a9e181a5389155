/**
 * The guest order flow at the actor level (machines/guestOrder.machine.ts): the machine with stand-in
 * actors (createActor + provide) for its decisions, and the real actors (src/actors/guestOrder.ts)
 * against msw for what they send: the order token as X-Order, one Idempotency-Key per placing, the
 * 404 of an expired token shown by the flow instead of the 404 page.
 */
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { guestOrderMachine, type GuestOrderStep, type ResumedCheckout } from '../../machines/guestOrder.machine';
import {
  FAILURE_FULLY_BOOKED,
  FAILURE_IBAN,
  FAILURE_NOT_FINISHED,
  FAILURE_PRECONDITION,
  FAILURE_PRICE_CHANGED,
  FAILURE_SERVER,
  FAILURE_TOKEN_UNKNOWN,
  FAILURE_UPLOAD_TYPE,
  MODEL_BUYER,
  MODEL_CHECKOUT,
  MODEL_OFFERS,
  MODEL_PACKAGE_CART,
  MODEL_PARTICIPANTS_REQUEST,
  MODEL_PARTICIPANTS_STEP,
  MODEL_PROOF_FILE,
  MODEL_SUMMARY,
  MODEL_SUMMARY_CHANGED,
  ORDER_CANCELLED,
  ORDER_CONFIRMED,
  ORDER_DECLINED,
  ORDER_FREE,
  ORDER_NEEDS_PROOF,
  ORDER_PAID,
  ORDER_PAYING,
  ORDER_PROOF_GIVEN,
  ORDER_PROOF_GIVEN_FREE,
  ORDER_TO_PAY,
  modelParticipants,
} from '../../machines/guestOrder.model';
import type { Order } from '../../src/shared/order';
import { guestOrderLogic, type GuestOrderPorts } from '../../src/actors/guestOrder';
import { configureHttp } from '../../src/lib/http';
import { setActiveTexts, type Texts } from '../../src/lib/texts';
import { GUEST_ORDER_KEYS, readOrderToken, writeOrderToken } from '../../src/lib/guest-order-storage';
import { useMswServer } from '../web/support/msw';
import { machineSteps } from '../support/machine-steps';
import { providedBy, unprovidedCalls } from '../support/placeholder-calls';

const server = useMswServer();

const started = (accountExists = false, cart = MODEL_CHECKOUT.cart) => ({
  orderToken: 'ot_4f1c9a7e2b6d8053',
  accountExists,
  cart,
});
const resumed = (over: Partial<ResumedCheckout> = {}): ResumedCheckout => ({
  checkout: null,
  order: null,
  atSummary: false,
  atParticipants: false,
  ...over,
});

/** The machine with answers given by the test and its effects recorded. */
function startMachine(
  answers: Partial<Record<string, (input: unknown) => unknown>> = {},
  step: GuestOrderStep = 'guest',
) {
  const calls: Record<string, unknown[]> = {};
  const actor = (name: string, fallback: (input: unknown) => unknown) =>
    fromPromise(async ({ input }: { input: unknown }) => {
      (calls[name] ??= []).push(input);
      return (answers[name] ?? fallback)(input);
    });
  const effects = {
    showStep: vi.fn(),
    restoreStep: vi.fn(),
    announcePlaced: vi.fn(),
    forgetCheckout: vi.fn(),
    leaveForPayment: vi.fn(),
    navigateToCart: vi.fn(),
  };
  const logic = guestOrderMachine.provide({
    actors: {
      resumeCheckout: actor('resumeCheckout', () => resumed()),
      saveGuest: actor('saveGuest', () => started()),
      loadParticipants: actor('loadParticipants', () => MODEL_PARTICIPANTS_STEP),
      saveParticipants: actor('saveParticipants', () => modelParticipants(true)),
      startLogin: actor('startLogin', () => new Promise(() => {})),
      loadSummary: actor('loadSummary', () => MODEL_SUMMARY),
      placeOrder: actor('placeOrder', () => ORDER_NEEDS_PROOF),
      uploadProof: actor('uploadProof', () => ORDER_PROOF_GIVEN),
      loadPaymentMethods: actor('loadPaymentMethods', () => MODEL_OFFERS),
      choosePayment: actor('choosePayment', () => ORDER_CONFIRMED),
      validatePayment: actor('validatePayment', () => ORDER_CONFIRMED),
    } as never,
    actions: {
      showStep: ({ context }) => effects.showStep(context.step),
      restoreStep: ({ context }) => effects.restoreStep(context.step),
      announcePlaced: effects.announcePlaced,
      forgetCheckout: (_, params) => effects.forgetCheckout(params.completed),
      leaveForPayment: (_, params) => effects.leaveForPayment(params.url),
      navigateToCart: effects.navigateToCart,
      reportError: () => {},
    },
  });
  const running = createActor(logic, { input: { step } }).start();
  return { actor: running, calls, effects };
}

const settledIn = (actor: ReturnType<typeof startMachine>['actor'], state: string | object) =>
  waitFor(actor, (s) => s.matches(state as never));

describe('guestOrder machine', () => {
  it('orders as a guest by invoice: buyer, participants, summary, placing, proof, payment, complete — each step in the URL', async () => {
    const { actor, calls, effects } = startMachine();
    await settledIn(actor, { guest: 'editing' } as never);
    actor.send({ type: 'user.submit', buyer: MODEL_BUYER });
    await settledIn(actor, { participants: 'editing' } as never);
    actor.send({ type: 'user.participantsSaved', request: MODEL_PARTICIPANTS_REQUEST });
    await settledIn(actor, { summary: 'ready' } as never);
    expect(calls.saveParticipants).toEqual([MODEL_PARTICIPANTS_REQUEST]);
    actor.send({ type: 'user.placeOrder', choice: { earlyStartRequested: false } });
    await settledIn(actor, { fileUpload: 'idle' } as never);
    expect(calls.placeOrder).toEqual([
      { earlyStartRequested: false, confirmedGrossValue: MODEL_SUMMARY.totals.grossValue },
    ]);
    expect(effects.announcePlaced).toHaveBeenCalledTimes(1);
    actor.send({ type: 'user.continue' }); // no proof yet: stays
    expect(actor.getSnapshot().matches({ fileUpload: 'idle' })).toBe(true);
    actor.send({ type: 'user.upload', file: new File(['%PDF-1.4'], 'zulassung.pdf', { type: 'application/pdf' }) });
    await settledIn(actor, { fileUpload: 'idle' } as never);
    actor.send({ type: 'user.continue' });
    await settledIn(actor, { paymentSelection: 'ready' } as never);
    actor.send({ type: 'user.choosePayment', choice: { paymentMethod: 'INVOICE' } });
    await settledIn(actor, 'complete');
    expect(effects.showStep.mock.calls.map(([step]) => step)).toEqual([
      'guest',
      'participants',
      'guest-summary',
      'order',
      'file-upload',
      'payment-selection',
      'guest-order-complete',
    ]);
    expect(effects.forgetCheckout).toHaveBeenCalledExactlyOnceWith(ORDER_CONFIRMED);
  });

  it('tells a guest whose e-mail has an account: sign in (to /check) or go on as a guest', async () => {
    const { actor, calls } = startMachine({ saveGuest: () => started(true) });
    await settledIn(actor, { guest: 'editing' } as never);
    actor.send({ type: 'user.submit', buyer: MODEL_BUYER });
    await settledIn(actor, { guest: 'accountExists' } as never);
    actor.send({ type: 'user.signIn' });
    await waitFor(actor, () => (calls.startLogin?.length ?? 0) === 1);
    expect(actor.getSnapshot().matches({ guest: 'signingIn' })).toBe(true);
  });

  it('a price changed meanwhile shows the new sum; confirming places with it', async () => {
    let attempt = 0;
    const { actor, calls } = startMachine({
      placeOrder: () => (attempt++ === 0 ? Promise.reject(FAILURE_PRICE_CHANGED) : ORDER_NEEDS_PROOF),
    });
    await settledIn(actor, { guest: 'editing' } as never);
    actor.send({ type: 'user.submit', buyer: MODEL_BUYER });
    await settledIn(actor, { participants: 'editing' } as never);
    actor.send({ type: 'user.participantsSkipped' });
    await settledIn(actor, { summary: 'ready' } as never);
    actor.send({ type: 'user.placeOrder', choice: { earlyStartRequested: true } });
    await settledIn(actor, { ordering: 'priceChanged' } as never);
    expect(actor.getSnapshot().context.summary).toBe(MODEL_SUMMARY_CHANGED);
    actor.send({ type: 'user.confirmPrice' });
    await settledIn(actor, 'fileUpload');
    expect(calls.placeOrder).toEqual([
      { earlyStartRequested: true, confirmedGrossValue: MODEL_SUMMARY.totals.grossValue },
      { earlyStartRequested: true, confirmedGrossValue: MODEL_SUMMARY_CHANGED.totals.grossValue },
    ]);
  });

  it('back from the payment page: validates; a declined card returns to the payment selection with the reason', async () => {
    const { actor, calls } = startMachine(
      {
        resumeCheckout: () => resumed({ checkout: { ...MODEL_CHECKOUT, orderId: 501 }, order: ORDER_PAYING }),
        validatePayment: () => ORDER_DECLINED,
      },
      'payment',
    );
    await settledIn(actor, { paymentSelection: 'ready' } as never);
    expect(calls.validatePayment).toEqual([{ orderId: 501, paymentId: 'pay-501-1' }]);
    expect(actor.getSnapshot().context.paymentOutcome).toBe('DECLINED');
  });

  it('an expired order token is a state to start again from; back navigation moves only where the flow allows', async () => {
    const { actor, effects } = startMachine(
      { resumeCheckout: () => Promise.reject(FAILURE_TOKEN_UNKNOWN) },
      'guest-summary',
    );
    await settledIn(actor, 'expired');
    expect(effects.forgetCheckout).toHaveBeenCalledExactlyOnceWith(null);
    actor.send({ type: 'user.restart' });
    expect(actor.getSnapshot().matches({ guest: 'editing' })).toBe(true);
    actor.send({ type: 'route.changed', step: 'guest-summary' }); // nothing stored yet
    expect(effects.restoreStep).toHaveBeenLastCalledWith('guest');
    actor.send({ type: 'user.submit', buyer: MODEL_BUYER });
    await settledIn(actor, { participants: 'editing' } as never);
    actor.send({ type: 'route.changed', step: 'guest-summary' });
    await settledIn(actor, { summary: 'ready' } as never);
    actor.send({ type: 'route.changed', step: 'guest' });
    expect(actor.getSnapshot().matches({ guest: 'editing' })).toBe(true);
    actor.send({ type: 'route.changed', step: 'participants' });
    expect(actor.getSnapshot().matches('participants')).toBe(true);
    actor.send({ type: 'route.changed', step: 'guest-summary' });
    expect(actor.getSnapshot().matches('summary')).toBe(true);
  });
});

describe('guestOrder actors (src/actors/guestOrder.ts) at the network boundary', () => {
  const ports = (): GuestOrderPorts & { placed: ReturnType<typeof vi.fn> } => {
    const placed = vi.fn();
    return {
      localCart: () => ({
        positions: [
          {
            courseId: 101,
            scheduleId: 1011,
            priceLevelId: 10111,
            course: { id: 101, durationValue: 8, type: 'EDUCATION', organizer: { id: 5 }, professionalScopes: [] },
          },
        ],
        voucherCodes: ['SOMMER10'],
      }),
      startLogin: () => new Promise(() => {}),
      orderPlaced: placed,
      placed,
    };
  };
  function startReal(step: GuestOrderStep = 'guest') {
    const navigate = vi.fn();
    const onNotFound = vi.fn();
    configureHttp({ getGuestOrderToken: () => readOrderToken(), onNotFound });
    const given = ports();
    const actor = createActor(guestOrderLogic({ ports: given, navigate, currentStep: () => step, leave: vi.fn() }), {
      input: { step },
    }).start();
    return { actor, navigate, onNotFound, ports: given };
  }

  it('stores the issued order token, sends it as X-Order, sends the local cart without course facts', async () => {
    const bodies: unknown[] = [];
    const orderHeaders: (string | null)[] = [];
    server.use(
      mswHttp.put('/api/guest-order/guest', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(started());
      }),
      mswHttp.get('/api/guest-order/participants', ({ request }) => {
        orderHeaders.push(request.headers.get('X-Order'));
        return HttpResponse.json(MODEL_PARTICIPANTS_STEP.participants);
      }),
      mswHttp.get('/api/chambers', () => HttpResponse.json(MODEL_PARTICIPANTS_STEP.chambers)),
      mswHttp.get('/api/guest-order/guest-summary', ({ request }) => {
        orderHeaders.push(request.headers.get('X-Order'));
        return HttpResponse.json(MODEL_SUMMARY);
      }),
    );
    const { actor } = startReal();
    await settledIn(actor, { guest: 'editing' } as never);
    actor.send({ type: 'user.submit', buyer: MODEL_BUYER });
    await settledIn(actor, { participants: 'editing' } as never);
    // A guest is offered the seats and the chambers, no firm members.
    expect(actor.getSnapshot().context.participants).toEqual(MODEL_PARTICIPANTS_STEP);
    actor.send({ type: 'user.participantsSkipped' });
    await settledIn(actor, { summary: 'ready' } as never);
    expect(bodies).toEqual([
      {
        buyer: MODEL_BUYER,
        cart: { positions: [{ courseId: 101, scheduleId: 1011, priceLevelId: 10111 }], voucherCodes: ['SOMMER10'] },
      },
    ]);
    expect(sessionStorage.getItem(GUEST_ORDER_KEYS.orderToken)).toBe('ot_4f1c9a7e2b6d8053');
    expect(orderHeaders).toEqual(['ot_4f1c9a7e2b6d8053', 'ot_4f1c9a7e2b6d8053']);
  });

  it('places with one Idempotency-Key, kept for the retry after a server error (the same order)', async () => {
    writeOrderToken('ot_4f1c9a7e2b6d8053');
    const keys: (string | null)[] = [];
    server.use(
      mswHttp.get('/api/guest-order/guest', () => HttpResponse.json(MODEL_CHECKOUT)),
      mswHttp.get('/api/guest-order/guest-summary', () => HttpResponse.json(MODEL_SUMMARY)),
      mswHttp.put('/api/guest-order/order', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return keys.length === 1
          ? HttpResponse.json({ statusCode: 412, code: 'CUSTOMER_INCOMPLETE', message: 'x' }, { status: 412 })
          : HttpResponse.json(ORDER_NEEDS_PROOF);
      }),
    );
    const { actor, ports: given } = startReal('guest-summary');
    await settledIn(actor, { summary: 'ready' } as never);
    actor.send({ type: 'user.placeOrder', choice: { earlyStartRequested: false } });
    // 412 fails at once (spec §8): no automatic retry.
    await settledIn(actor, { ordering: 'failed' } as never);
    expect(keys).toHaveLength(1);
    actor.send({ type: 'user.retry' });
    await settledIn(actor, 'fileUpload');
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(given.placed).toHaveBeenCalledTimes(1);
  });

  it("carries the shopper's language (the page's, German by default) to the checkout and the order", async () => {
    const languages: (string | null)[] = [];
    server.use(
      mswHttp.put('/api/guest-order/guest', ({ request }) => {
        languages.push(`guest:${new URL(request.url).searchParams.get('language')}`);
        // A package only: straight on to the summary.
        return HttpResponse.json(started(false, MODEL_PACKAGE_CART));
      }),
      mswHttp.get('/api/guest-order/guest-summary', () => HttpResponse.json(MODEL_SUMMARY)),
      mswHttp.put('/api/guest-order/order', ({ request }) => {
        languages.push(`order:${new URL(request.url).searchParams.get('language')}`);
        return HttpResponse.json(ORDER_NEEDS_PROOF);
      }),
    );
    for (const language of ['en', 'de'] as const) {
      setActiveTexts({ language } as Texts);
      const { actor } = startReal();
      await settledIn(actor, { guest: 'editing' } as never);
      actor.send({ type: 'user.submit', buyer: MODEL_BUYER });
      await settledIn(actor, { summary: 'ready' } as never);
      actor.send({ type: 'user.placeOrder', choice: { earlyStartRequested: false } });
      await settledIn(actor, 'fileUpload');
      actor.stop();
      sessionStorage.clear();
    }
    setActiveTexts(null);
    expect(languages).toEqual(['guest:en', 'order:en', 'guest:de', 'order:de']);
  });

  it('an unknown order token (404) shows "start again", not the 404 page, and forgets the token', async () => {
    writeOrderToken('ot_expired_0000000');
    server.use(
      mswHttp.get('/api/guest-order/guest', () =>
        HttpResponse.json({ statusCode: 404, code: 'ORDER_TOKEN_UNKNOWN', message: 'unbekannt' }, { status: 404 }),
      ),
    );
    const { actor, onNotFound } = startReal('guest-summary');
    await settledIn(actor, 'expired');
    expect(onNotFound).not.toHaveBeenCalled();
    expect(readOrderToken()).toBeNull();
  });
});

/**
 * The machine alone, step by step with XState's pure transition functions: per state what it shows
 * (its tags and step), what it asks (the invoked call and its input) and what it does (the effects and
 * their parameters), for every way out of each state.
 */
describe('guestOrder machine, transition by transition', () => {
  const flow = (step: GuestOrderStep = 'guest') => machineSteps(guestOrderMachine, { step });

  const resumedTo = (over: Partial<ResumedCheckout>, step: GuestOrderStep = 'guest') =>
    flow(step).done('resumeCheckout', resumed({ checkout: MODEL_CHECKOUT, ...over }));
  const atSummary = () =>
    flow()
      .done('resumeCheckout', resumed({ checkout: MODEL_CHECKOUT, atSummary: true }))
      .done('loadSummary', MODEL_SUMMARY);
  const placing = (choice = { earlyStartRequested: true }) => atSummary().send({ type: 'user.placeOrder', choice });
  const atUpload = () => resumedTo({ order: ORDER_NEEDS_PROOF });
  const atSelection = (order: Order = ORDER_TO_PAY) => resumedTo({ order }).done('loadPaymentMethods', MODEL_OFFERS);
  const validating = () => resumedTo({ order: ORDER_PAYING });
  const INVOICE = { paymentMethod: 'INVOICE' } as const;

  describe('resuming', () => {
    it('reads the checkout back for the step in the URL, busy', () => {
      const f = flow('guest-summary');
      expect(f.at).toEqual({ value: 'resuming', tags: ['busy'] });
      expect(f.calls).toEqual([['resumeCheckout', { step: 'guest-summary' }]]);
    });

    it.each<[string, Partial<ResumedCheckout>, unknown, string]>([
      ['a completed order at the completion', { order: ORDER_CONFIRMED }, 'complete', 'guest-order-complete'],
      [
        'an order that needs its proof at the upload',
        { order: ORDER_NEEDS_PROOF },
        { fileUpload: 'idle' },
        'file-upload',
      ],
      ['a card payment under way at its check', { order: ORDER_PAYING }, { payment: 'validating' }, 'payment'],
      [
        'an order to pay at the payment selection',
        { order: ORDER_TO_PAY },
        { paymentSelection: 'loading' },
        'payment-selection',
      ],
      [
        'a stored checkout reloaded on the summary at the summary',
        { atSummary: true },
        { summary: 'loading' },
        'guest-summary',
      ],
      ['a stored checkout at the buyer form', {}, { guest: 'editing' }, 'guest'],
    ])('resumes %s', (_, over, value, step) => {
      const f = resumedTo(over);
      expect(f.snapshot.value).toEqual(value);
      expect(f.snapshot.context.step).toBe(step);
      expect(f.snapshot.hasTag(`step.${step}` as never)).toBe(true);
      expect(f.snapshot.context).toMatchObject({
        buyer: MODEL_BUYER,
        cart: MODEL_CHECKOUT.cart,
        order: over.order ?? null,
      });
    });

    it('without a stored checkout starts the buyer form, even when the URL asked for the summary', () => {
      const f = flow('guest-summary').done('resumeCheckout', resumed({ atSummary: true }));
      expect(f.snapshot.value).toEqual({ guest: 'editing' });
      expect(f.snapshot.context).toMatchObject({ buyer: null, cart: null, order: null, paymentOutcome: null });
    });

    it('resumes a completed order and forgets the checkout, keeping the order for its page', () => {
      const f = resumedTo({ order: ORDER_CONFIRMED });
      expect(f.snapshot.status).toBe('done');
      expect(f.effects).toEqual(['showStep', ['forgetCheckout', { completed: ORDER_CONFIRMED }]]);
    });

    it('checks the card payment of the order it resumes', () => {
      expect(validating().calls).toEqual([['validatePayment', { orderId: 501, paymentId: 'pay-501-1' }]]);
    });

    it.each([
      [ORDER_DECLINED, 'DECLINED'],
      [ORDER_CANCELLED, 'CANCELLED'],
      [ORDER_TO_PAY, null],
    ] as const)('says at the payment selection why the last payment did not go through (%#)', (order, outcome) => {
      expect(resumedTo({ order }).snapshot.context.paymentOutcome).toBe(outcome);
    });

    it('an unknown order token is "start again", and the token is forgotten', () => {
      const f = flow().error('resumeCheckout', FAILURE_TOKEN_UNKNOWN);
      expect(f.at).toEqual({ value: 'expired', tags: ['error', 'failed.expired'] });
      expect(f.effects).toEqual([
        ['reportError', { error: FAILURE_TOKEN_UNKNOWN }],
        ['forgetCheckout', { completed: null }],
      ]);
    });

    it('any other failure shows with a retry that clears it', () => {
      const f = flow().error('resumeCheckout', FAILURE_SERVER);
      expect(f.at).toEqual({ value: 'resumeFailed', tags: ['error', 'failed.load'] });
      expect(f.snapshot.context.failure).toEqual(FAILURE_SERVER);
      expect(f.effects).toEqual([['reportError', { error: FAILURE_SERVER }]]);
      f.send({ type: 'user.retry' });
      expect(f.snapshot.value).toBe('resuming');
      expect(f.snapshot.context.failure).toBeNull();
    });

    it('a failure without an answer (no HTTP status) shows as one', () => {
      const f = flow().error('resumeCheckout', new TypeError('Failed to fetch'));
      expect(f.snapshot.context.failure).toEqual({ status: 0, code: null, message: null });
    });
  });

  describe('buyer data (step guest)', () => {
    const editing = () => flow().done('resumeCheckout', resumed());
    const saving = () => editing().send({ type: 'user.submit', buyer: MODEL_BUYER });

    it('saves the buyer, busy and sending', () => {
      const f = saving();
      expect(f.at).toEqual({ value: { guest: 'saving' }, tags: ['busy', 'sending', 'step.guest'] });
      expect(f.calls).toEqual([['saveGuest', MODEL_BUYER]]);
      expect(f.snapshot.context.buyer).toEqual(MODEL_BUYER);
    });

    it('goes on to the summary with the stored cart when it has no course dates', () => {
      const f = saving().done('saveGuest', started(false, MODEL_PACKAGE_CART));
      expect(f.at).toEqual({ value: { summary: 'loading' }, tags: ['busy', 'step.guest-summary'] });
      expect(f.snapshot.context).toMatchObject({
        step: 'guest-summary',
        cart: MODEL_PACKAGE_CART,
        accountExists: false,
      });
      expect(f.effects).toEqual(['showStep']);
      expect(f.calls).toEqual([['loadSummary', undefined]]);
    });

    it('goes on to the participants of the course dates with the stored cart', () => {
      const f = saving().done('saveGuest', started(false));
      expect(f.at).toEqual({ value: { participants: 'loading' }, tags: ['busy', 'step.participants'] });
      expect(f.snapshot.context).toMatchObject({ step: 'participants', cart: MODEL_CHECKOUT.cart });
      expect(f.effects).toEqual(['showStep']);
      expect(f.calls).toEqual([['loadParticipants', undefined]]);
    });

    it('offers the account of the e-mail: sign in, with a retry when it cannot start, or go on as a guest', () => {
      const f = saving().done('saveGuest', started(true));
      expect(f.at).toEqual({ value: { guest: 'accountExists' }, tags: ['accountExists', 'step.guest'] });
      expect(f.snapshot.context.accountExists).toBe(true);
      f.send({ type: 'user.signIn' });
      expect(f.at).toEqual({ value: { guest: 'signingIn' }, tags: ['accountExists', 'busy', 'sending', 'step.guest'] });
      expect(f.calls).toEqual([['startLogin', undefined]]);
      const failure = new Error('provider unreachable');
      f.error('startLogin', failure);
      expect(f.at).toEqual({
        value: { guest: 'signInFailed' },
        tags: ['accountExists', 'error', 'failed.signIn', 'step.guest'],
      });
      expect(f.effects).toEqual([['reportError', { error: failure }]]);
      f.send({ type: 'user.retry' });
      expect(f.snapshot.value).toEqual({ guest: 'signingIn' });
      f.error('startLogin', failure).send({ type: 'user.continueAsGuest' });
      expect(f.snapshot.value).toEqual({ participants: 'loading' });
      expect(saving().done('saveGuest', started(true)).send({ type: 'user.continueAsGuest' }).snapshot.value).toEqual({
        participants: 'loading',
      });
      // A package only: nothing to name.
      expect(saving().done('saveGuest', started(true, MODEL_PACKAGE_CART)).send({ type: 'user.continueAsGuest' }).snapshot.value).toEqual({
        summary: 'loading',
      });
    });

    it('keeps the form with the reason when saving fails; sends it again, corrected or as it was', () => {
      const f = saving().error('saveGuest', FAILURE_PRECONDITION);
      expect(f.at).toEqual({ value: { guest: 'saveFailed' }, tags: ['error', 'failed.input', 'step.guest'] });
      expect(f.snapshot.context.failure).toEqual(FAILURE_PRECONDITION);
      expect(f.effects).toEqual([['reportError', { error: FAILURE_PRECONDITION }]]);
      const corrected = { ...MODEL_BUYER, taxNumber: 'DE123456789' };
      f.send({ type: 'user.submit', buyer: corrected });
      expect(f.calls).toEqual([['saveGuest', corrected]]);
      expect(f.snapshot.context.failure).toBeNull();
      f.error('saveGuest', FAILURE_SERVER).send({ type: 'user.retry' });
      expect(f.snapshot.value).toEqual({ guest: 'saving' });
      expect(f.calls).toEqual([['saveGuest', corrected]]);
    });

    it('an unknown order token while saving is "start again"', () => {
      expect(saving().error('saveGuest', FAILURE_TOKEN_UNKNOWN).snapshot.value).toBe('expired');
    });

    it('goes forward to the summary only once the checkout is stored; other steps in the URL are put back', () => {
      const fresh = editing().send({ type: 'route.changed', step: 'guest-summary' });
      expect(fresh.snapshot.value).toEqual({ guest: 'editing' });
      expect(fresh.effects).toEqual(['restoreStep']);
      const stored = resumedTo({}).send({ type: 'route.changed', step: 'order' });
      expect(stored.snapshot.value).toEqual({ guest: 'editing' });
      expect(stored.effects).toEqual(['restoreStep']);
      expect(resumedTo({}).send({ type: 'route.changed', step: 'guest-summary' }).snapshot.value).toEqual({
        summary: 'loading',
      });
    });
  });

  describe('summary', () => {
    it('shows the loaded summary; back (button or URL) is the participants, or the buyer form without seats; other steps in the URL are put back', () => {
      const f = atSummary();
      expect(f.at).toEqual({ value: { summary: 'ready' }, tags: ['step.guest-summary'] });
      expect(f.snapshot.context.summary).toEqual(MODEL_SUMMARY);
      expect(f.send({ type: 'route.changed', step: 'payment' }).effects).toEqual(['restoreStep']);
      expect(f.snapshot.value).toEqual({ summary: 'ready' });
      expect(atSummary().send({ type: 'route.changed', step: 'guest' }).snapshot.value).toEqual({ guest: 'editing' });
      expect(atSummary().send({ type: 'route.changed', step: 'participants' }).snapshot.value).toEqual({ participants: 'loading' });
      const back = atSummary().send({ type: 'user.back' });
      expect(back.snapshot.value).toEqual({ participants: 'loading' });
      expect(back.snapshot.context.step).toBe('participants');
      const packageOnly = flow()
        .done('resumeCheckout', resumed({ checkout: { ...MODEL_CHECKOUT, cart: MODEL_PACKAGE_CART }, atSummary: true }))
        .done('loadSummary', MODEL_SUMMARY);
      expect(packageOnly.send({ type: 'route.changed', step: 'participants' }).effects).toEqual(['restoreStep']);
      const backToBuyer = packageOnly.send({ type: 'user.back' });
      expect(backToBuyer.snapshot.value).toEqual({ guest: 'editing' });
      expect(backToBuyer.snapshot.context.step).toBe('guest');
    });

    it('a summary that cannot be loaded shows with a retry; an unknown token is "start again"', () => {
      const f = resumedTo({ atSummary: true }).error('loadSummary', FAILURE_SERVER);
      expect(f.at).toEqual({ value: { summary: 'loadFailed' }, tags: ['error', 'failed.load', 'step.guest-summary'] });
      expect(f.snapshot.context.failure).toEqual(FAILURE_SERVER);
      f.send({ type: 'user.retry' });
      expect(f.snapshot.value).toEqual({ summary: 'loading' });
      expect(f.snapshot.context.failure).toBeNull();
      expect(resumedTo({ atSummary: true }).error('loadSummary', FAILURE_TOKEN_UNKNOWN).snapshot.value).toBe('expired');
    });

    it('places the order with the consents and the sum shown, busy and sending', () => {
      const f = placing();
      expect(f.at).toEqual({ value: { ordering: 'placing' }, tags: ['busy', 'sending', 'step.order'] });
      expect(f.snapshot.context.placeChoice).toEqual({ earlyStartRequested: true });
      expect(f.calls).toEqual([
        ['placeOrder', { earlyStartRequested: true, confirmedGrossValue: MODEL_SUMMARY.totals.grossValue }],
      ]);
    });
  });

  describe('placing', () => {
    it.each<[string, Order, unknown]>([
      ['completes an order with nothing to pay and no proof', ORDER_FREE, 'complete'],
      ['asks for the proof a position needs', ORDER_NEEDS_PROOF, { fileUpload: 'idle' }],
      ['asks for the payment method', ORDER_TO_PAY, { paymentSelection: 'loading' }],
    ])('%s, and the cart hears of the order', (_, order, value) => {
      const f = placing().done('placeOrder', order);
      expect(f.snapshot.value).toEqual(value);
      expect(f.snapshot.context.order).toEqual(order);
      expect(f.effects).toContain('announcePlaced');
    });

    it('a changed price (or a voucher used up meanwhile) shows the new sum; confirming places with it, back is the summary', () => {
      const f = placing().error('placeOrder', FAILURE_PRICE_CHANGED);
      expect(f.at).toEqual({ value: { ordering: 'priceChanged' }, tags: ['error', 'priceChanged', 'step.order'] });
      expect(f.snapshot.context.summary).toEqual(MODEL_SUMMARY_CHANGED);
      expect(f.snapshot.context.failure).toEqual(FAILURE_PRICE_CHANGED);
      f.send({ type: 'user.confirmPrice' });
      expect(f.calls).toEqual([
        ['placeOrder', { earlyStartRequested: true, confirmedGrossValue: MODEL_SUMMARY_CHANGED.totals.grossValue }],
      ]);
      f.error('placeOrder', { ...FAILURE_PRICE_CHANGED, code: 'VOUCHER_USED_UP' }).send({ type: 'user.back' });
      expect(f.snapshot.value).toEqual({ summary: 'loading' });
    });

    it('a changed price without the new sum is a failure to retry', () => {
      const f = placing().error('placeOrder', { ...FAILURE_PRICE_CHANGED, summary: null });
      expect(f.snapshot.value).toEqual({ ordering: 'failed' });
      expect(f.snapshot.context.summary).toEqual(MODEL_SUMMARY);
    });

    it('a sold-out date says so and offers the cart', () => {
      const f = placing().error('placeOrder', FAILURE_FULLY_BOOKED);
      expect(f.at).toEqual({ value: { ordering: 'fullyBooked' }, tags: ['error', 'failed.soldOut', 'step.order'] });
      expect(f.snapshot.context.failure).toEqual(FAILURE_FULLY_BOOKED);
      expect(f.effects).toEqual([['reportError', { error: FAILURE_FULLY_BOOKED }]]);
      f.send({ type: 'user.backToCart' });
      expect(f.effects).toEqual(['navigateToCart']);
      expect(f.snapshot.value).toEqual({ ordering: 'fullyBooked' });
    });

    it('any other failure: a retry places again (the same order), back is the summary', () => {
      const f = placing({ earlyStartRequested: false }).error('placeOrder', FAILURE_SERVER);
      expect(f.at).toEqual({ value: { ordering: 'failed' }, tags: ['error', 'failed.place', 'step.order'] });
      expect(f.effects).toEqual([['reportError', { error: FAILURE_SERVER }]]);
      f.send({ type: 'user.retry' });
      expect(f.calls).toEqual([
        ['placeOrder', { earlyStartRequested: false, confirmedGrossValue: MODEL_SUMMARY.totals.grossValue }],
      ]);
      expect(f.snapshot.context.failure).toBeNull();
      expect(f.error('placeOrder', FAILURE_SERVER).send({ type: 'user.back' }).snapshot.value).toEqual({
        summary: 'loading',
      });
    });

    it('an unknown order token while placing is "start again"', () => {
      expect(placing().error('placeOrder', FAILURE_TOKEN_UNKNOWN).snapshot.value).toBe('expired');
    });
  });

  describe('proof upload', () => {
    it('uploads the chosen file for the order, busy and sending; the answered order shows its proof', () => {
      const f = atUpload().send({ type: 'user.upload', file: MODEL_PROOF_FILE });
      expect(f.at).toEqual({ value: { fileUpload: 'uploading' }, tags: ['busy', 'sending', 'step.file-upload'] });
      expect(f.snapshot.context.uploading).toEqual({ fileName: 'zulassung.pdf', sizeBytes: 48_213 });
      expect(f.calls).toEqual([['uploadProof', { orderId: 501, file: MODEL_PROOF_FILE }]]);
      f.done('uploadProof', ORDER_PROOF_GIVEN);
      expect(f.at).toEqual({ value: { fileUpload: 'idle' }, tags: ['step.file-upload'] });
      expect(f.snapshot.context).toMatchObject({ order: ORDER_PROOF_GIVEN, uploading: null });
    });

    it('a refused file shows the reason; another one can be chosen; an unknown token is "start again"', () => {
      const f = atUpload()
        .send({ type: 'user.upload', file: MODEL_PROOF_FILE })
        .error('uploadProof', FAILURE_UPLOAD_TYPE);
      expect(f.at).toEqual({ value: { fileUpload: 'failed' }, tags: ['error', 'failed.input', 'step.file-upload'] });
      expect(f.snapshot.context).toMatchObject({ failure: FAILURE_UPLOAD_TYPE, uploading: null });
      expect(f.effects).toContainEqual(['reportError', { error: FAILURE_UPLOAD_TYPE }]);
      f.send({ type: 'user.upload', file: MODEL_PROOF_FILE });
      expect(f.snapshot.value).toEqual({ fileUpload: 'uploading' });
      expect(f.snapshot.context.failure).toBeNull();
      expect(f.error('uploadProof', FAILURE_TOKEN_UNKNOWN).snapshot.value).toBe('expired');
    });

    it('goes on only with a proof: to the payment selection, or complete when nothing is to pay', () => {
      expect(atUpload().send({ type: 'user.continue' }).snapshot.value).toEqual({ fileUpload: 'idle' });
      const upload = (order: Order) =>
        atUpload().send({ type: 'user.upload', file: MODEL_PROOF_FILE }).done('uploadProof', order);
      expect(upload(ORDER_PROOF_GIVEN).send({ type: 'user.continue' }).snapshot.value).toEqual({
        paymentSelection: 'loading',
      });
      expect(upload(ORDER_PROOF_GIVEN_FREE).send({ type: 'user.continue' }).snapshot.value).toBe('complete');
    });
  });

  describe('payment selection', () => {
    it('loads the methods; a failure shows with a retry', () => {
      expect(resumedTo({ order: ORDER_TO_PAY }).calls).toEqual([['loadPaymentMethods', undefined]]);
      const f = atSelection();
      expect(f.at).toEqual({ value: { paymentSelection: 'ready' }, tags: ['step.payment-selection'] });
      expect(f.snapshot.context.offers).toEqual(MODEL_OFFERS);
      const failing = resumedTo({ order: ORDER_TO_PAY }).error('loadPaymentMethods', FAILURE_SERVER);
      expect(failing.at).toEqual({
        value: { paymentSelection: 'loadFailed' },
        tags: ['error', 'failed.load', 'step.payment-selection'],
      });
      expect(failing.effects).toEqual([['reportError', { error: FAILURE_SERVER }]]);
      failing.send({ type: 'user.retry' });
      expect(failing.snapshot.value).toEqual({ paymentSelection: 'loading' });
      expect(failing.snapshot.context.failure).toBeNull();
    });

    it('sets the chosen method, busy and sending, and forgets why the last card payment failed', () => {
      const f = atSelection(ORDER_DECLINED).send({ type: 'user.choosePayment', choice: INVOICE });
      expect(f.at).toEqual({
        value: { paymentSelection: 'paying' },
        tags: ['busy', 'sending', 'step.payment-selection'],
      });
      expect(f.calls).toEqual([['choosePayment', INVOICE]]);
      expect(f.snapshot.context).toMatchObject({ paymentChoice: INVOICE, paymentOutcome: null, failure: null });
    });

    it('completes an invoice order, and leaves for the payment page of a card payment', () => {
      const invoice = atSelection()
        .send({ type: 'user.choosePayment', choice: INVOICE })
        .done('choosePayment', ORDER_CONFIRMED);
      expect(invoice.snapshot.value).toBe('complete');
      expect(invoice.snapshot.context.order).toEqual(ORDER_CONFIRMED);
      const card = atSelection()
        .send({ type: 'user.choosePayment', choice: { paymentMethod: 'CREDIT_CARD' } })
        .done('choosePayment', ORDER_PAYING);
      expect(card.at).toEqual({ value: { payment: 'leaving' }, tags: ['busy', 'leaving', 'step.payment'] });
      expect(card.effects).toContainEqual(['leaveForPayment', { url: '/test-payment/pay-501-1' }]);
    });

    it('a refused field shows at the form; any other failure with a retry or another choice', () => {
      const field = atSelection()
        .send({ type: 'user.choosePayment', choice: INVOICE })
        .error('choosePayment', FAILURE_IBAN);
      expect(field.snapshot.value).toEqual({ paymentSelection: 'ready' });
      expect(field.snapshot.context.failure).toEqual(FAILURE_IBAN);
      expect(field.effects).toEqual([]);
      const noField = atSelection()
        .send({ type: 'user.choosePayment', choice: INVOICE })
        .error('choosePayment', { ...FAILURE_IBAN, field: null });
      expect(noField.snapshot.value).toEqual({ paymentSelection: 'failed' });
      const other = atSelection()
        .send({ type: 'user.choosePayment', choice: INVOICE })
        .error('choosePayment', { ...FAILURE_SERVER, field: 'x' });
      expect(other.at).toEqual({
        value: { paymentSelection: 'failed' },
        tags: ['error', 'failed.input', 'step.payment-selection'],
      });
      expect(other.effects).toEqual([['reportError', { error: { ...FAILURE_SERVER, field: 'x' } }]]);
      other.send({ type: 'user.retry' });
      expect(other.calls).toEqual([['choosePayment', INVOICE]]);
      const sepa = {
        paymentMethod: 'SEPA_DIRECT_DEBIT' as const,
        sepa: { accountHolder: 'Greta Gast', iban: 'DE02120300000000202051' },
      };
      other.error('choosePayment', FAILURE_SERVER).send({ type: 'user.choosePayment', choice: sepa as never });
      expect(other.calls).toEqual([['choosePayment', sepa]]);
      expect(
        atSelection()
          .send({ type: 'user.choosePayment', choice: INVOICE })
          .error('choosePayment', FAILURE_TOKEN_UNKNOWN).snapshot.value,
      ).toBe('expired');
    });

    it('goes back to the proofs only for an order that needs one', () => {
      expect(
        atSelection(ORDER_PROOF_GIVEN).send({ type: 'route.changed', step: 'file-upload' }).snapshot.value,
      ).toEqual({ fileUpload: 'idle' });
      const f = atSelection(ORDER_TO_PAY).send({ type: 'route.changed', step: 'file-upload' });
      expect(f.snapshot.value).toEqual({ paymentSelection: 'ready' });
      expect(f.effects).toEqual(['restoreStep']);
      expect(atSelection(ORDER_PROOF_GIVEN).send({ type: 'route.changed', step: 'guest' }).snapshot.value).toEqual({
        paymentSelection: 'ready',
      });
    });
  });

  describe('back from the payment page', () => {
    it('checks the payment, busy: paid is complete, declined or cancelled goes back to the selection with the reason', () => {
      expect(validating().at).toEqual({ value: { payment: 'validating' }, tags: ['busy', 'step.payment'] });
      expect(validating().done('validatePayment', ORDER_PAID).snapshot.value).toBe('complete');
      for (const [order, outcome] of [
        [ORDER_DECLINED, 'DECLINED'],
        [ORDER_CANCELLED, 'CANCELLED'],
      ] as const) {
        const f = validating().done('validatePayment', order);
        expect(f.snapshot.value).toEqual({ paymentSelection: 'loading' });
        expect(f.snapshot.context).toMatchObject({ order, paymentOutcome: outcome });
      }
    });

    it('a payment the provider has not finished: check again, pay on the page, or choose another method', () => {
      const f = validating().error('validatePayment', FAILURE_NOT_FINISHED);
      expect(f.at).toEqual({ value: { payment: 'unfinished' }, tags: ['error', 'failed.unfinished', 'step.payment'] });
      expect(f.effects).toEqual([]);
      f.send({ type: 'user.retry' });
      expect(f.snapshot.value).toEqual({ payment: 'validating' });
      expect(f.snapshot.context.failure).toBeNull();
      f.error('validatePayment', FAILURE_NOT_FINISHED).send({ type: 'user.payAgain' });
      expect(f.snapshot.value).toEqual({ payment: 'leaving' });
      expect(f.effects).toEqual([['leaveForPayment', { url: '/test-payment/pay-501-1' }]]);
      const again = validating()
        .error('validatePayment', FAILURE_NOT_FINISHED)
        .send({ type: 'user.choosePaymentAgain' });
      expect(again.snapshot.value).toEqual({ paymentSelection: 'loading' });
    });

    it('a check that fails shows with a retry; an unknown token is "start again"', () => {
      const f = validating().error('validatePayment', FAILURE_SERVER);
      expect(f.at).toEqual({ value: { payment: 'failed' }, tags: ['error', 'failed.load', 'step.payment'] });
      expect(f.effects).toEqual([['reportError', { error: FAILURE_SERVER }]]);
      expect(f.send({ type: 'user.retry' }).snapshot.value).toEqual({ payment: 'validating' });
      expect(validating().error('validatePayment', FAILURE_TOKEN_UNKNOWN).snapshot.value).toBe('expired');
    });
  });

  it('starts again from an expired token with nothing of the old checkout', () => {
    const f = placing().error('placeOrder', FAILURE_TOKEN_UNKNOWN).send({ type: 'user.restart' });
    expect(f.at).toEqual({ value: { guest: 'editing' }, tags: ['step.guest'] });
    expect(f.snapshot.context).toEqual({
      step: 'guest',
      buyer: null,
      cart: null,
      accountExists: false,
      participants: null,
      summary: null,
      placeChoice: null,
      order: null,
      offers: [],
      paymentChoice: null,
      failure: null,
      paymentOutcome: null,
      uploading: null,
    });
  });
});

describe('guestOrder on its own', () => {
  it('fails each call at once, naming the actor layer that provides it', async () => {
    const calls = [
      'resumeCheckout',
      'saveGuest',
      'loadParticipants',
      'saveParticipants',
      'startLogin',
      'loadSummary',
      'placeOrder',
      'uploadProof',
      'loadPaymentMethods',
      'choosePayment',
      'validatePayment',
    ];
    expect(await unprovidedCalls(guestOrderMachine, calls)).toEqual(providedBy(calls, 'src/actors/guestOrder.ts'));
  });
});
