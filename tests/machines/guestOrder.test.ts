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
  FAILURE_PRICE_CHANGED, FAILURE_TOKEN_UNKNOWN, MODEL_BUYER, MODEL_CHECKOUT, MODEL_OFFERS, MODEL_SUMMARY, MODEL_SUMMARY_CHANGED,
  ORDER_CONFIRMED, ORDER_DECLINED, ORDER_NEEDS_PROOF, ORDER_PAYING, ORDER_PROOF_GIVEN,
} from '../../machines/guestOrder.model';
import { guestOrderLogic, type GuestOrderPorts } from '../../src/actors/guestOrder';
import { configureHttp } from '../../src/lib/http';
import { GUEST_ORDER_KEYS, readOrderToken, writeOrderToken } from '../../src/lib/guest-order-storage';
import { useMswServer } from '../web/support/msw';

const server = useMswServer();

const started = (accountExists = false) => ({ orderToken: 'ot_4f1c9a7e2b6d8053', accountExists, cart: MODEL_CHECKOUT.cart });
const resumed = (over: Partial<ResumedCheckout> = {}): ResumedCheckout => ({ checkout: null, order: null, atSummary: false, ...over });

/** The machine with answers given by the test and its effects recorded. */
function startMachine(answers: Partial<Record<string, (input: unknown) => unknown>> = {}, step: GuestOrderStep = 'guest') {
  const calls: Record<string, unknown[]> = {};
  const actor = (name: string, fallback: (input: unknown) => unknown) =>
    fromPromise(async ({ input }: { input: unknown }) => {
      (calls[name] ??= []).push(input);
      return (answers[name] ?? fallback)(input);
    });
  const effects = { showStep: vi.fn(), restoreStep: vi.fn(), announcePlaced: vi.fn(), forgetCheckout: vi.fn(), leaveForPayment: vi.fn(), navigateToCart: vi.fn() };
  const logic = guestOrderMachine.provide({
    actors: {
      resumeCheckout: actor('resumeCheckout', () => resumed()),
      saveGuest: actor('saveGuest', () => started()),
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

const settledIn = (actor: ReturnType<typeof startMachine>['actor'], state: string | object) => waitFor(actor, (s) => s.matches(state as never));

describe('guestOrder machine', () => {
  it('orders as a guest by invoice: buyer, summary, placing, proof, payment, complete — each step in the URL', async () => {
    const { actor, calls, effects } = startMachine();
    await settledIn(actor, { guest: 'editing' } as never);
    actor.send({ type: 'user.submit', buyer: MODEL_BUYER });
    await settledIn(actor, { summary: 'ready' } as never);
    actor.send({ type: 'user.placeOrder', choice: { earlyStartRequested: false } });
    await settledIn(actor, { fileUpload: 'idle' } as never);
    expect(calls.placeOrder).toEqual([{ earlyStartRequested: false, confirmedGrossValue: MODEL_SUMMARY.totals.grossValue }]);
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
      'guest', 'guest-summary', 'order', 'file-upload', 'payment-selection', 'guest-order-complete',
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
      { resumeCheckout: () => resumed({ checkout: { ...MODEL_CHECKOUT, orderId: 501 }, order: ORDER_PAYING }), validatePayment: () => ORDER_DECLINED },
      'payment',
    );
    await settledIn(actor, { paymentSelection: 'ready' } as never);
    expect(calls.validatePayment).toEqual([{ orderId: 501, paymentId: 'pay-501-1' }]);
    expect(actor.getSnapshot().context.paymentOutcome).toBe('DECLINED');
  });

  it('an expired order token is a state to start again from; back navigation moves only where the flow allows', async () => {
    const { actor, effects } = startMachine({ resumeCheckout: () => Promise.reject(FAILURE_TOKEN_UNKNOWN) }, 'guest-summary');
    await settledIn(actor, 'expired');
    expect(effects.forgetCheckout).toHaveBeenCalledExactlyOnceWith(null);
    actor.send({ type: 'user.restart' });
    expect(actor.getSnapshot().matches({ guest: 'editing' })).toBe(true);
    actor.send({ type: 'route.changed', step: 'guest-summary' }); // nothing stored yet
    expect(effects.restoreStep).toHaveBeenLastCalledWith('guest');
    actor.send({ type: 'user.submit', buyer: MODEL_BUYER });
    await settledIn(actor, { summary: 'ready' } as never);
    actor.send({ type: 'route.changed', step: 'guest' });
    expect(actor.getSnapshot().matches({ guest: 'editing' })).toBe(true);
    actor.send({ type: 'route.changed', step: 'guest-summary' });
    expect(actor.getSnapshot().matches('summary')).toBe(true);
  });
});

describe('guestOrder actors (src/actors/guestOrder.ts) at the network boundary', () => {
  const ports = (): GuestOrderPorts & { placed: ReturnType<typeof vi.fn> } => {
    const placed = vi.fn();
    return {
      localCart: () => ({ positions: [{ courseId: 101, scheduleId: 1011, priceLevelId: 10111, course: { id: 101, durationValue: 8, type: 'EDUCATION', organizer: { id: 5 }, professionalScopes: [] } }], voucherCodes: ['SOMMER10'] }),
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
    const actor = createActor(guestOrderLogic({ ports: given, navigate, currentStep: () => step, leave: vi.fn() }), { input: { step } }).start();
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
      mswHttp.get('/api/guest-order/guest-summary', ({ request }) => {
        orderHeaders.push(request.headers.get('X-Order'));
        return HttpResponse.json(MODEL_SUMMARY);
      }),
    );
    const { actor } = startReal();
    await settledIn(actor, { guest: 'editing' } as never);
    actor.send({ type: 'user.submit', buyer: MODEL_BUYER });
    await settledIn(actor, { summary: 'ready' } as never);
    expect(bodies).toEqual([{ buyer: MODEL_BUYER, cart: { positions: [{ courseId: 101, scheduleId: 1011, priceLevelId: 10111 }], voucherCodes: ['SOMMER10'] } }]);
    expect(sessionStorage.getItem(GUEST_ORDER_KEYS.orderToken)).toBe('ot_4f1c9a7e2b6d8053');
    expect(orderHeaders).toEqual(['ot_4f1c9a7e2b6d8053']);
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
