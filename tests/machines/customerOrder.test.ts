/**
 * Actor-level tests of the customer order flow: the resume rules, the refusals of placing, and the
 * actor layer (src/actors/customerOrder.ts) against msw at the network boundary — the
 * Idempotency-Key one confirmation keeps across a retry and a reload, and the cart told once placed.
 */
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { customerOrderMachine, resumeTarget, type CheckoutState } from '../../machines/customerOrder.machine';
import {
  checkoutState, confirmedOrder, customer, declinedOrder, failure, order, summary,
} from '../../machines/customerOrder.model';
import { customerOrderLogic, ORDER_SESSION_KEYS } from '../../src/actors/customerOrder';
import { EMPTY_CART } from '../../src/shared/cart';
import type { Order } from '../../src/shared/order';
import { useMswServer } from '../web/support/msw';

const server = useMswServer();

describe('where the customer order resumes', () => {
  it.each([
    ['a reload on the summary stays there when all is done', 'summary', checkoutState(), 'summary'],
    ['the summary without a proof goes to the upload', 'summary', checkoutState({ uploads: [] }), 'fileUpload'],
    ['the payment selection without a payment step goes to the first missing', 'paymentSelection', checkoutState({}, { paymentStep: false }), 'summary'],
    ['back to the buyer data is always allowed', 'customer', checkoutState(), 'customer'],
    ['incomplete buyer data comes first', 'summary', checkoutState({ customer: customer({ complete: false }) }), 'customer'],
    ['an empty cart goes to the cart', 'summary', checkoutState({}, { empty: true }), 'cartEmpty'],
    ['a confirmed order shows as complete after the cart was emptied', 'summary', checkoutState({ order: confirmedOrder }, { empty: true }), 'orderComplete'],
    ['its evaluation can be reloaded', 'evaluation', checkoutState({ order: confirmedOrder }, { empty: true }), 'evaluation'],
    ['a declined payment chooses again', 'summary', checkoutState({ order: declinedOrder }, { empty: true }), 'paymentSelection'],
    ['the evaluation without an order goes to the first missing step', 'evaluation', checkoutState({ uploads: [] }), 'fileUpload'],
  ] as const)('%s', (_, requested, state, target) => {
    expect(resumeTarget(requested, state as CheckoutState, false)).toBe(target);
  });

  it('back from the payment page with an order validates the payment', () => {
    expect(resumeTarget('payment', checkoutState({ order: confirmedOrder }, { empty: true }), true)).toBe('validatePayment');
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
      mswHttp.get('/api/cart', () => HttpResponse.json({ ...EMPTY_CART, positions: [{}], verificationStep: false, paymentStep: true, sumValue: 11900 })),
      mswHttp.get('/api/order/payment', () => HttpResponse.json({ paymentMethod: 'INVOICE', sepa: null })),
      mswHttp.get('/api/order/summary', () => HttpResponse.json(summary())),
    );
  }

  function start() {
    const ports = { orderPlaced: vi.fn(), startLogin: vi.fn() };
    const navigate = vi.fn();
    const actor = createActor(customerOrderLogic({ ports, navigate, currentPath: () => '/order/summary', leave: vi.fn() }), {
      input: { step: 'summary', paymentReturn: null },
    }).start();
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
          ? HttpResponse.json({ statusCode: 409, code: 'PRICE_CHANGED', message: 'changed', summary: summary(12900) }, { status: 409 })
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
