/**
 * Actor-level tests of the cart: the real actor layer (src/actors/cart.ts: api/cart.ts through the one
 * ky instance, storage `cart`, navigation) against msw at the network boundary.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createActor, initialTransition, transition, waitFor } from 'xstate';
import {
  CART_VALIDATION_EXEMPT_PATHS, cartMachine, EMPTY_LOCAL_CART, validatesOnNavigation, type CartEvent, type LocalCartData, type WantedPosition,
} from '../../machines/cart.machine';
import { MODEL_CART_FULL, MODEL_CART_PLAIN, MODEL_VALIDATION } from '../../machines/cart.model';
import { cartInput, createCartLogic } from '../../src/actors/cart';
import { readLocalCart } from '../../src/lib/cart-storage';
import { EMPTY_CART, type Cart, type CartPosition, type CartValidation } from '../../src/shared/cart';
import { STORAGE_KEYS } from '../../src/shared/constants';
import { useMswServer } from '../web/support/msw';
import { providedBy, unprovidedCalls } from '../support/placeholder-calls';

const server = useMswServer();

const COURSE: WantedPosition = {
  courseId: 101,
  scheduleId: 1011,
  priceLevelId: 10111,
  course: { id: 101, durationValue: 8, type: 'EDUCATION', organizer: { id: 5 }, professionalScopes: [{ id: 3, name: 'Arbeitsrecht' }] },
};

function position(overrides: Partial<CartPosition> = {}): CartPosition {
  return {
    id: 1, kind: 'COURSE', courseId: 101, packageId: null, scheduleId: 1011, priceLevelId: 10111, scopeId: null, categoryId: null,
    packageIncluded: false, durationValue: 8, type: 'EDUCATION', organizerId: 5, organizer: 'Akademie Nord', scopeIds: [3],
    scopes: ['Arbeitsrecht'], remainingCredits: null, name: 'Kündigungsschutz kompakt', courseType: 'PRESENT', courseKind: 'FAO15',
    schedule: { startDate: '2027-03-05', endDate: '2027-03-06', city: 'Hamburg' }, priceLevelName: 'Standard', priceValue: 49_000,
    discountPriceValue: 49_000, voucher: null, ...overrides,
  };
}

function cart(positions: CartPosition[], voucherCodes: string[] = []): Cart {
  return {
    positions, cartVoucher: null, rejectedVoucher: [], unusedVoucher: [], voucherCodes, verificationStep: false,
    paymentStep: positions.length > 0, sumValue: positions.reduce((sum, p) => sum + p.discountPriceValue, 0),
  };
}

function start() {
  const navigate = vi.fn();
  const startCheckoutLogin = vi.fn();
  const actor = createActor(createCartLogic({ navigate }), { input: cartInput() });
  actor.on('cart.signInWanted', ({ screen }) => startCheckoutLogin(screen));
  actor.start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, navigate, startCheckoutLogin, settled };
}

describe('validation on navigation (spec §4)', () => {
  it('runs outside check, customer-dashboard, order and guest-order paths', () => {
    expect(CART_VALIDATION_EXEMPT_PATHS).toEqual(['/check', '/customer-dashboard', '/order', '/guest-order', '/auth']);
    for (const path of ['/check', '/customer-dashboard/meine-kurse', '/order/summary', '/guest-order/guest']) {
      expect(validatesOnNavigation(path)).toBe(false);
    }
    for (const path of ['/', '/warenkorb', '/fortbildungen', '/ordering', '/checkout']) expect(validatesOnNavigation(path)).toBe(true);
  });
});

describe('guest cart', () => {
  it('asks nothing for an empty local cart', async () => {
    const { actor, settled } = start();
    await settled();
    expect(actor.getSnapshot().value).toEqual({ guest: { priced: 'shown' } });
    expect(actor.getSnapshot().context.cart?.positions).toEqual([]);
  });

  it('stores what is wanted (never a price), prices it with POST /api/cart and opens the cart', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/cart', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(cart([position({ id: undefined })]));
      }),
    );
    const { actor, navigate, settled } = start();
    await settled();
    actor.send({ type: 'user.add', position: COURSE });
    expect(navigate).toHaveBeenCalledWith('/warenkorb');
    await settled();
    expect(bodies).toEqual([{ positions: [COURSE], voucherCodes: [] }]);
    expect(readLocalCart()).toEqual({ positions: [COURSE], voucherCodes: [] });
    expect(localStorage.getItem(STORAGE_KEYS.cart)).not.toMatch(/price(Value)?"/i);
    // The same date at another level replaces the level, nothing is duplicated.
    actor.send({ type: 'user.add', position: { ...COURSE, priceLevelId: 10112 } });
    await settled();
    expect(readLocalCart().positions).toEqual([{ ...COURSE, priceLevelId: 10112 }]);
    // Codes are kept upper-case and once.
    actor.send({ type: 'user.voucherEntered', code: ' sommer10 ' });
    await settled();
    actor.send({ type: 'user.voucherEntered', code: 'SOMMER10' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(bodies.at(-1)).toEqual({ positions: [{ ...COURSE, priceLevelId: 10112 }], voucherCodes: ['SOMMER10'] });
  });

  it('a reload keeps the guest cart: the stored one is priced at start', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ positions: [COURSE], voucherCodes: [] }));
    server.use(http.post('/api/cart', () => HttpResponse.json(cart([position({ id: undefined })]))));
    const { actor, settled } = start();
    await settled();
    expect(actor.getSnapshot().context.cart?.positions).toHaveLength(1);
  });

  it('forgets what the server could not price any more (it is neither offered nor counted again)', async () => {
    const full = { courseId: 102, scheduleId: 1021, priceLevelId: 10211 };
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ positions: [COURSE, full], voucherCodes: [] }));
    server.use(
      http.post('/api/cart', () =>
        HttpResponse.json({ ...cart([position({ id: undefined })]), droppedPositions: [{ position: full, reason: 'FULLY_BOOKED', message: 'ausgebucht' }] }),
      ),
    );
    const { actor, settled } = start();
    await settled();
    expect(actor.getSnapshot().context.localCart.positions).toEqual([COURSE]);
    expect(readLocalCart().positions).toEqual([COURSE]);
  });

  it('checkout when logged out offers sign-in and registration (both return to /check) or the guest order', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ positions: [COURSE], voucherCodes: [] }));
    server.use(http.post('/api/cart', () => HttpResponse.json(cart([position({ id: undefined })]))));
    const { actor, settled, startCheckoutLogin, navigate } = start();
    await settled();
    actor.send({ type: 'user.checkout' });
    expect(actor.getSnapshot().value).toEqual({ guest: { priced: 'choosingCheckout' } });
    expect(startCheckoutLogin).not.toHaveBeenCalled();
    actor.send({ type: 'user.checkoutSignIn' });
    expect(startCheckoutLogin).toHaveBeenLastCalledWith('login');
    actor.send({ type: 'user.checkout' });
    actor.send({ type: 'user.checkoutRegister' });
    expect(startCheckoutLogin).toHaveBeenLastCalledWith('register');
    actor.send({ type: 'user.checkout' });
    actor.send({ type: 'user.checkoutAsGuest' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/guest-order/guest');
    actor.send({ type: 'user.checkout' });
    actor.send({ type: 'user.checkoutCancelled' });
    expect(actor.getSnapshot().value).toEqual({ guest: { priced: 'shown' } });
    expect(startCheckoutLogin).toHaveBeenCalledTimes(2);
  });

  it('empties the local cart, in storage too, once the guest order flow placed the order', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ positions: [COURSE], voucherCodes: ['SOMMER10'] }));
    server.use(http.post('/api/cart', () => HttpResponse.json(cart([position({ id: undefined })]))));
    const { actor, settled } = start();
    await settled();
    actor.send({ type: 'guestOrder.placed', stored: { positions: [COURSE], voucherCodes: ['SOMMER10'] } });
    expect(actor.getSnapshot().context.localCart).toEqual({ positions: [], voucherCodes: [] });
    expect(actor.getSnapshot().context.cart).toEqual(EMPTY_CART);
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });

  it('keeps a course another tab added after the order, stores and prices it; the ordered ones and their voucher go', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ positions: [COURSE], voucherCodes: ['SOMMER10'] }));
    const priced: unknown[] = [];
    server.use(
      http.post('/api/cart', async ({ request }) => {
        priced.push(await request.json());
        return HttpResponse.json(cart([position({ id: undefined })]));
      }),
    );
    const { actor, settled } = start();
    await settled();
    const otherTab = { courseId: 777, scheduleId: 7771, priceLevelId: 77711 };
    actor.send({ type: 'guestOrder.placed', stored: { positions: [COURSE, otherTab], voucherCodes: ['SOMMER10', 'HERBST'] } });
    expect(actor.getSnapshot().context.localCart).toEqual({ positions: [otherTab], voucherCodes: ['HERBST'] });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? 'null')).toMatchObject({ positions: [otherTab], voucherCodes: ['HERBST'] });
    await settled();
    expect(priced.at(-1)).toMatchObject({ positions: [otherTab], voucherCodes: ['HERBST'] });
  });

  it('a failed pricing is logged and can be retried', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ positions: [COURSE], voucherCodes: [] }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let calls = 0;
    server.use(
      http.post('/api/cart', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ statusCode: 400, code: 'BAD', message: 'x' }, { status: 400 }) : HttpResponse.json(cart([]));
      }),
    );
    const { actor, settled } = start();
    await settled();
    expect(actor.getSnapshot().value).toEqual({ guest: 'failed' });
    expect(warn).toHaveBeenCalled();
    actor.send({ type: 'user.retry' });
    await settled();
    expect(actor.getSnapshot().value).toEqual({ guest: { priced: 'shown' } });
    warn.mockRestore();
  });
});

describe('customer cart', () => {
  async function loggedIn(initial: Cart, pathname = '/fortbildungen') {
    server.use(http.get('/api/cart', () => HttpResponse.json(initial)));
    const sut = start();
    await sut.settled();
    sut.actor.send({ type: 'session.loggedIn', pathname });
    await sut.settled();
    expect(sut.actor.getSnapshot().value).toEqual({ customer: { ready: 'ok' } });
    return sut;
  }

  it('adds with PUT /api/cart (without the local course facts) and opens the cart', async () => {
    let body: unknown;
    server.use(
      http.put('/api/cart', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(cart([position()]));
      }),
    );
    const { actor, navigate, settled } = await loggedIn(cart([]));
    actor.send({ type: 'user.add', position: COURSE });
    expect(navigate).not.toHaveBeenCalled();
    await settled();
    expect(body).toEqual({ courseId: 101, scheduleId: 1011, priceLevelId: 10111 });
    expect(navigate).toHaveBeenCalledWith('/warenkorb');
    expect(actor.getSnapshot().context.cart?.positions).toHaveLength(1);
  });

  it('a failed add lists the date as not bookable (spec §8)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.put('/api/cart', () => HttpResponse.json({ statusCode: 409, code: 'FULLY_BOOKED', message: 'ausgebucht' }, { status: 409 })));
    const { actor, navigate, settled } = await loggedIn(cart([]));
    actor.send({ type: 'user.add', position: COURSE });
    await settled();
    expect(actor.getSnapshot().value).toEqual({ customer: { ready: 'addFailed' } });
    expect(actor.getSnapshot().context.nonBookable).toEqual([1011]);
    expect(navigate).not.toHaveBeenCalled();
    vi.mocked(console.warn).mockRestore();
  });

  it('changes the server cart with one call each', async () => {
    const calls: string[] = [];
    const record = (answer: Cart) => ({ request }: { request: Request }) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return HttpResponse.json(answer);
    };
    const course = position();
    const paid = position({ packageId: 7, packageIncluded: true, discountPriceValue: 0 });
    const pkg = position({ id: 2, kind: 'PACKAGE', courseId: null, scheduleId: null, priceLevelId: null, packageId: 7, durationValue: null, remainingCredits: 20, name: 'Paket' });
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/cart/voucher/:code', record(cart([course, pkg], ['SOMMER10']))),
      http.delete('/api/cart/voucher/:code', record(cart([course, pkg]))),
      http.put('/api/cart', async (info) => {
        bodies.push(await info.request.clone().json());
        return record(cart([paid, pkg]))(info);
      }),
      http.delete('/api/cart/:id/package', record(cart([course, pkg]))),
      http.delete('/api/cart/:id', record(cart([pkg]))),
    );
    const { actor, settled } = await loggedIn(cart([course, pkg]));
    actor.send({ type: 'user.voucherEntered', code: 'sommer10' });
    await settled();
    actor.send({ type: 'user.voucherRemoved', code: 'SOMMER10' });
    await settled();
    actor.send({ type: 'user.packageUsed', position: course, packageId: 7 });
    await settled();
    actor.send({ type: 'user.packageReleased', position: paid });
    await settled();
    actor.send({ type: 'user.remove', position: course });
    await settled();
    expect(calls).toEqual([
      'GET /api/cart/voucher/SOMMER10',
      'DELETE /api/cart/voucher/SOMMER10',
      'PUT /api/cart',
      'DELETE /api/cart/1/package',
      'DELETE /api/cart/1',
    ]);
    expect(bodies).toEqual([{ courseId: 101, scheduleId: 1011, priceLevelId: 10111, packageId: 7, packageIncluded: true }]);
    expect(actor.getSnapshot().context.cart?.positions.map((p) => p.kind)).toEqual(['PACKAGE']);
  });

  it('validates on navigation with the local cart; the answer replaces it and the stored copy goes', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ positions: [COURSE], voucherCodes: ['A'] }));
    server.use(http.post('/api/cart', () => HttpResponse.json(cart([position({ id: undefined })]))));
    let body: unknown;
    const validated: CartValidation = { cart: cart([position()]), cartEmpty: false, merged: true, validCustomerStatus: true, taxNumberRequired: false };
    server.use(
      http.put('/api/order/validate-cart', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(validated);
      }),
    );
    // Signed in on the check step, which merges itself: the cart only loads.
    const { actor, settled } = await loggedIn(cart([]), '/check');
    expect(body).toBeUndefined();
    actor.send({ type: 'route.changed', pathname: '/check' });
    expect(actor.getSnapshot().value).toEqual({ customer: { ready: 'ok' } });
    actor.send({ type: 'route.changed', pathname: '/fortbildungen' });
    await settled();
    expect(body).toEqual({ positions: [COURSE], voucherCodes: ['A'] });
    expect(actor.getSnapshot().context.cart).toEqual(validated.cart);
    expect(actor.getSnapshot().context.localCart).toEqual({ positions: [], voucherCodes: [] });
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });

  it('validates for the check step, checks out to /check, and forgets everything on logout', async () => {
    const validated: CartValidation = { cart: cart([position()]), cartEmpty: false, merged: false, validCustomerStatus: true, taxNumberRequired: false };
    server.use(http.put('/api/order/validate-cart', () => HttpResponse.json(validated)));
    const { actor, navigate, settled } = await loggedIn(cart([]));
    actor.send({ type: 'user.checkout' });
    expect(navigate).not.toHaveBeenCalled();
    const checked = new Promise((resolve) => actor.on('cart.checked', resolve));
    actor.send({ type: 'check.requested' });
    expect(await checked).toEqual({ type: 'cart.checked', validation: validated });
    await settled();
    expect(actor.getSnapshot().context.cart).toEqual(validated.cart);
    actor.send({ type: 'user.checkout' });
    expect(navigate).toHaveBeenCalledWith('/check');
    actor.send({ type: 'session.loggedOut' });
    expect(actor.getSnapshot().value).toEqual({ guest: { priced: 'shown' } });
    expect(actor.getSnapshot().context).toEqual({
      localCart: { positions: [], voucherCodes: [] },
      cart: EMPTY_CART,
      nonBookable: [],
      adding: null,
    });
  });
});

describe('sign-in with a local cart (the guest cart is merged at once)', () => {
  const GUEST = { positions: [COURSE], voucherCodes: ['A'] };
  const MERGED: CartValidation = { cart: cart([position(), position({ id: 2, scheduleId: 2022 })]), cartEmpty: false, merged: true, validCustomerStatus: true, taxNumberRequired: false };

  function serverCalls() {
    const calls: string[] = [];
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/cart', () => HttpResponse.json(cart([position({ id: undefined })]))),
      http.get('/api/cart', () => {
        calls.push('GET /api/cart');
        return HttpResponse.json(cart([position({ id: 2, scheduleId: 2022 })]));
      }),
      http.put('/api/order/validate-cart', async ({ request }) => {
        calls.push('PUT /api/order/validate-cart');
        bodies.push(await request.json());
        return HttpResponse.json(MERGED);
      }),
    );
    return { calls, bodies };
  }

  async function guestWithCart() {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(GUEST));
    const sut = start();
    await sut.settled();
    return sut;
  }

  it('merges on the page the sign-in is known on: the merged cart shows, the stored guest cart goes', async () => {
    const { calls, bodies } = serverCalls();
    const { actor, settled } = await guestWithCart();
    actor.send({ type: 'session.loggedIn', pathname: '/warenkorb' });
    expect(actor.getSnapshot().value).toEqual({ customer: 'merging' });
    await settled();
    expect(calls).toEqual(['PUT /api/order/validate-cart']);
    expect(bodies).toEqual([GUEST]);
    expect(actor.getSnapshot().value).toEqual({ customer: { ready: 'ok' } });
    expect(actor.getSnapshot().context.cart).toEqual(MERGED.cart);
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });

  it('on the sign-in callback, waits for the page it returns to (e.g. the dashboard) and merges there', async () => {
    const { calls } = serverCalls();
    const { actor, settled } = await guestWithCart();
    actor.send({ type: 'session.loggedIn', pathname: '/auth/callback' });
    expect(actor.getSnapshot().value).toEqual({ customer: 'arriving' });
    actor.send({ type: 'route.changed', pathname: '/customer-dashboard' });
    await settled();
    expect(calls).toEqual(['PUT /api/order/validate-cart']);
    expect(actor.getSnapshot().context.cart).toEqual(MERGED.cart);
  });

  it('leaves the merge to the check step when the sign-in returns there', async () => {
    const { calls } = serverCalls();
    const { actor, settled } = await guestWithCart();
    actor.send({ type: 'session.loggedIn', pathname: '/auth/callback' });
    actor.send({ type: 'route.changed', pathname: '/check' });
    await settled();
    expect(calls).toEqual(['GET /api/cart']);
    // The stored guest cart is the check step's to validate and remove.
    expect(localStorage.getItem(STORAGE_KEYS.cart)).not.toBeNull();
  });

  it('keeps the guest cart when the merge fails and merges it on retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { calls } = serverCalls();
    let failures = 1;
    server.use(
      http.put('/api/order/validate-cart', () =>
        failures-- > 0 ? HttpResponse.json({ statusCode: 503, code: 'UNAVAILABLE', message: 'später' }, { status: 503 }) : undefined,
      ),
    );
    const { actor, settled } = await guestWithCart();
    actor.send({ type: 'session.loggedIn', pathname: '/' });
    await settled();
    expect(actor.getSnapshot().value).toEqual({ customer: 'failed' });
    expect(localStorage.getItem(STORAGE_KEYS.cart)).not.toBeNull();
    actor.send({ type: 'user.retry' });
    await settled();
    expect(calls).toEqual(['PUT /api/order/validate-cart']);
    expect(actor.getSnapshot().context.cart).toEqual(MERGED.cart);
    vi.mocked(console.warn).mockRestore();
  });

  it('without a local cart, signing in loads the server cart', async () => {
    const { calls } = serverCalls();
    const { actor, settled } = start();
    await settled();
    actor.send({ type: 'session.loggedIn', pathname: '/' });
    await settled();
    expect(calls).toEqual(['GET /api/cart']);
  });
});

/**
 * The machine alone, step by step with XState's pure transition functions: per state what it shows
 * (its tags), what it asks (the call and its input), what it does (effects, emitted events) and what
 * it keeps, for every way out of each state.
 */
describe('cart machine, transition by transition', () => {
  type Snapshot = ReturnType<typeof initialTransition<typeof cartMachine>>[0];
  type Actions = ReturnType<typeof initialTransition<typeof cartMachine>>[1];

  function flow(localCart: LocalCartData = EMPTY_LOCAL_CART) {
    let [snapshot, actions]: [Snapshot, Actions] = initialTransition(cartMachine, { localCart });
    const api = {
      get snapshot() {
        return snapshot;
      },
      get context() {
        return snapshot.context;
      },
      send(event: object) {
        [snapshot, actions] = transition(cartMachine, snapshot, event as CartEvent);
        return api;
      },
      done: (id: string, output: unknown) => api.send({ type: `xstate.done.actor.${id}`, output }),
      error: (id: string, error: unknown) => api.send({ type: `xstate.error.actor.${id}`, error }),
      get at() {
        return { value: snapshot.value, tags: [...snapshot.tags].sort() };
      },
      /** The effects and emitted events of the last transition, with their parameters. */
      get effects() {
        // XState's types do not name the emit action ('xstate.emit') among the actions a transition returns.
        const typeOf = (a: Actions[number]): string => a.type;
        return actions
          .filter((a) => !typeOf(a).startsWith('xstate.') || typeOf(a) === 'xstate.emit')
          .map((a) => (typeOf(a) === 'xstate.emit' ? ['emit', (a.params as { event: unknown }).event] : a.params === undefined ? a.type : [a.type, a.params]));
      },
      get calls() {
        return actions
          .filter((a) => a.type === 'xstate.spawnChild')
          .map((a) => {
            const { src, input } = a.params as { src: string | object; input?: unknown };
            return [src, input];
          });
      },
    };
    return api;
  }

  const LOCAL: LocalCartData = { positions: [{ courseId: 101, scheduleId: 1011, priceLevelId: 10111 }], voucherCodes: [] };
  const SHOWN = { id: 1, courseId: 101, scheduleId: 1011, priceLevelId: 10111, packageId: null };
  const PAID = { ...SHOWN, packageId: 7 };
  const FAILURE = new Error('502');
  /** The full cart as priced for a guest: its positions have no ids. */
  const WITHOUT_IDS = { ...MODEL_CART_FULL, positions: MODEL_CART_FULL.positions.map(({ id: _id, ...p }) => p) } as Cart;
  const guestPriced = (local: LocalCartData = LOCAL, priced: Cart = MODEL_CART_PLAIN as Cart) => flow(local).done('priceLocalCart', priced);
  const customerReady = (shown: Cart = MODEL_CART_PLAIN as Cart, local: LocalCartData = EMPTY_LOCAL_CART) =>
    flow(local).send({ type: 'session.loggedIn', pathname: '/check' }).done('loadCart', shown);

  describe('logged out', () => {
    it('prices the stored local cart at start, busy, and shows it; what could not be priced is forgotten', () => {
      const f = flow(LOCAL);
      expect(f.at).toEqual({ value: { guest: 'pricing' }, tags: ['busy'] });
      expect(f.calls).toEqual([['priceLocalCart', LOCAL]]);
      const dropped = { ...(MODEL_CART_PLAIN as Cart), droppedPositions: [{ position: { courseId: 101, scheduleId: 1011 }, reason: 'SCHEDULE_PAST' }] } as Cart;
      f.done('priceLocalCart', dropped);
      expect(f.at).toEqual({ value: { guest: { priced: 'shown' } }, tags: [] });
      expect(f.context.cart).toEqual(dropped);
      expect(f.context.localCart.positions).toEqual([]);
      expect(f.effects).toEqual([['storeLocalCart', { localCart: { positions: [], voucherCodes: [] } }]]);
    });

    it('a failed pricing is logged and shows with a retry', () => {
      const f = flow(LOCAL).error('priceLocalCart', FAILURE);
      expect(f.at).toEqual({ value: { guest: 'failed' }, tags: ['error'] });
      expect(f.effects).toEqual([['reportError', { error: FAILURE }]]);
      expect(f.send({ type: 'user.retry' }).at).toEqual({ value: { guest: 'pricing' }, tags: ['busy'] });
    });

    it('adds a position: kept and stored, the cart page opens, priced anew (the running pricing restarts)', () => {
      const f = flow().send({ type: 'user.add', position: LOCAL.positions[0]! });
      expect(f.context.localCart).toEqual(LOCAL);
      expect(f.effects).toEqual([['storeLocalCart', { localCart: LOCAL }], 'navigateToCart']);
      expect(f.calls).toEqual([['priceLocalCart', LOCAL]]);
      f.send({ type: 'user.add', position: { packageId: 7 } });
      expect(f.calls).toEqual([['priceLocalCart', { positions: [...LOCAL.positions, { packageId: 7 }], voucherCodes: [] }]]);
    });

    it('removes a shown position, and only a shown one', () => {
      const f = guestPriced().send({ type: 'user.remove', position: SHOWN });
      expect(f.snapshot.value).toEqual({ guest: 'pricing' });
      expect(f.context.localCart.positions).toEqual([]);
      expect(f.effects).toEqual([['storeLocalCart', { localCart: { positions: [], voucherCodes: [] } }]]);
      const stale = guestPriced().send({ type: 'user.remove', position: { ...SHOWN, courseId: 999 } });
      expect(stale.snapshot.value).toEqual({ guest: { priced: 'shown' } });
    });

    it('takes a new voucher code once, upper-case; removes a shown one (kept or rejected)', () => {
      const f = guestPriced().send({ type: 'user.voucherEntered', code: ' sommer10 ' });
      expect(f.snapshot.value).toEqual({ guest: 'pricing' });
      expect(f.context.localCart.voucherCodes).toEqual(['SOMMER10']);
      expect(f.effects).toEqual([['storeLocalCart', { localCart: { ...LOCAL, voucherCodes: ['SOMMER10'] } }]]);
      const full = guestPriced({ ...LOCAL, voucherCodes: ['SOMMER10'] }, MODEL_CART_FULL as Cart);
      expect(full.send({ type: 'user.voucherEntered', code: 'Sommer10' }).snapshot.value).toEqual({ guest: { priced: 'shown' } });
      expect(full.send({ type: 'user.voucherEntered', code: '   ' }).snapshot.value).toEqual({ guest: { priced: 'shown' } });
      // A code the server keeps (not stored locally yet) is no new code either.
      expect(guestPriced(LOCAL, MODEL_CART_FULL as Cart).send({ type: 'user.voucherEntered', code: 'fremd5' }).snapshot.value)
        .toEqual({ guest: { priced: 'shown' } });
      const removed = guestPriced({ ...LOCAL, voucherCodes: ['SOMMER10', 'WINTER'] }, MODEL_CART_FULL as Cart).send({ type: 'user.voucherRemoved', code: 'winter' });
      expect(removed.snapshot.value).toEqual({ guest: 'pricing' });
      expect(removed.context.localCart.voucherCodes).toEqual(['SOMMER10']);
      expect(removed.effects).toEqual([['storeLocalCart', { localCart: { ...LOCAL, voucherCodes: ['SOMMER10'] } }]]);
      expect(guestPriced().send({ type: 'user.voucherRemoved', code: 'WINTER' }).snapshot.value).toEqual({ guest: { priced: 'shown' } });
    });

    it('pays a course paid normally with a package, and releases a course paid with one', () => {
      const used = guestPriced().send({ type: 'user.packageUsed', position: SHOWN, packageId: 7 });
      expect(used.snapshot.value).toEqual({ guest: 'pricing' });
      const paidLocal = { ...LOCAL, positions: [{ ...LOCAL.positions[0]!, packageId: 7, packageIncluded: true }] };
      expect(used.context.localCart).toEqual(paidLocal);
      expect(used.effects).toEqual([['storeLocalCart', { localCart: paidLocal }]]);
      expect(guestPriced(LOCAL, MODEL_CART_FULL as Cart).send({ type: 'user.packageUsed', position: PAID, packageId: 7 }).snapshot.value)
        .toEqual({ guest: { priced: 'shown' } });
      // The package position itself is no course to pay.
      expect(guestPriced().send({ type: 'user.packageUsed', position: { id: 2, courseId: null, scheduleId: null, priceLevelId: null, packageId: 7 }, packageId: 7 }).snapshot.value)
        .toEqual({ guest: { priced: 'shown' } });
      const released = guestPriced(paidLocal, MODEL_CART_FULL as Cart).send({ type: 'user.packageReleased', position: PAID });
      expect(released.snapshot.value).toEqual({ guest: 'pricing' });
      expect(released.context.localCart.positions).toEqual([{ ...LOCAL.positions[0]!, packageIncluded: false }]);
      expect(released.effects).toEqual([['storeLocalCart', { localCart: released.context.localCart }]]);
      // Logged out no id is needed; a course paid normally has nothing to release.
      expect(guestPriced(paidLocal, WITHOUT_IDS).send({ type: 'user.packageReleased', position: PAID }).snapshot.value).toEqual({ guest: 'pricing' });
      expect(guestPriced().send({ type: 'user.packageReleased', position: SHOWN }).snapshot.value).toEqual({ guest: { priced: 'shown' } });
    });

    it('"Zur Kasse" with positions offers sign-in, registration or the guest order; cancelling closes the offer', () => {
      expect(guestPriced(LOCAL, EMPTY_CART).send({ type: 'user.checkout' }).snapshot.value).toEqual({ guest: { priced: 'shown' } });
      const choosing = () => guestPriced().send({ type: 'user.checkout' });
      expect(choosing().snapshot.value).toEqual({ guest: { priced: 'choosingCheckout' } });
      const signIn = choosing().send({ type: 'user.checkoutSignIn' });
      expect(signIn.snapshot.value).toEqual({ guest: { priced: 'shown' } });
      expect(signIn.effects).toEqual([['emit', { type: 'cart.signInWanted', screen: 'login' }]]);
      expect(choosing().send({ type: 'user.checkoutRegister' }).effects).toEqual([['emit', { type: 'cart.signInWanted', screen: 'register' }]]);
      const guest = choosing().send({ type: 'user.checkoutAsGuest' });
      expect(guest.effects).toEqual(['navigateToGuestOrder']);
      expect(guest.snapshot.value).toEqual({ guest: { priced: 'shown' } });
      const cancelled = choosing().send({ type: 'user.checkoutCancelled' });
      expect(cancelled.snapshot.value).toEqual({ guest: { priced: 'shown' } });
      expect(cancelled.effects).toEqual([]);
    });

    it('empties the local cart, in storage too, once the guest order placed it', () => {
      const f = guestPriced().send({ type: 'guestOrder.placed', stored: EMPTY_LOCAL_CART });
      expect(f.snapshot.value).toEqual({ guest: { priced: 'shown' } });
      expect(f.context).toEqual({ localCart: EMPTY_LOCAL_CART, cart: EMPTY_CART, nonBookable: [], adding: null });
      expect(f.effects).toEqual(['forgetStoredLocalCart']);
    });

    it('keeps only what another tab added after the guest order, stores it and prices it', () => {
      const otherTab = { courseId: 102, scheduleId: 1021, priceLevelId: 10211 };
      const f = guestPriced().send({ type: 'guestOrder.placed', stored: { positions: [...LOCAL.positions, otherTab], voucherCodes: [] } });
      expect(f.snapshot.value).toEqual({ guest: 'pricing' });
      expect(f.context).toEqual({ localCart: { positions: [otherTab], voucherCodes: [] }, cart: EMPTY_CART, nonBookable: [], adding: null });
      expect(f.effects).toEqual([['storeLocalCart', { localCart: { positions: [otherTab], voucherCodes: [] } }]]);
    });
  });

  describe('signing in', () => {
    it('with a local cart merges it at once, busy, outside the check step', () => {
      const f = guestPriced().send({ type: 'session.loggedIn', pathname: '/warenkorb' });
      expect(f.at).toEqual({ value: { customer: 'merging' }, tags: ['busy', 'loggedIn'] });
      expect(f.calls).toEqual([['validateCart', LOCAL]]);
      f.done('validateCart', MODEL_VALIDATION);
      expect(f.at).toEqual({ value: { customer: { ready: 'ok' } }, tags: ['loggedIn'] });
      expect(f.context).toMatchObject({ cart: MODEL_CART_FULL, localCart: EMPTY_LOCAL_CART });
      expect(f.effects).toEqual(['forgetStoredLocalCart']);
    });

    it('keeps the local cart when the merge fails, and merges on retry; without one a retry loads', () => {
      const f = guestPriced().send({ type: 'session.loggedIn', pathname: '/warenkorb' }).error('validateCart', FAILURE);
      expect(f.at).toEqual({ value: { customer: 'failed' }, tags: ['error', 'loggedIn'] });
      expect(f.effects).toEqual([['reportError', { error: FAILURE }]]);
      expect(f.context.localCart).toEqual(LOCAL);
      expect(f.send({ type: 'user.retry' }).snapshot.value).toEqual({ customer: 'merging' });
      const loadFailed = customerReady().send({ type: 'session.loggedOut' }).send({ type: 'session.loggedIn', pathname: '/' }).error('loadCart', FAILURE);
      expect(loadFailed.effects).toEqual([['reportError', { error: FAILURE }]]);
      expect(loadFailed.send({ type: 'user.retry' }).snapshot.value).toEqual({ customer: 'loading' });
    });

    it('on the check step (or without a local cart) loads the server cart, busy; the check step merges', () => {
      const f = guestPriced().send({ type: 'session.loggedIn', pathname: '/check' });
      expect(f.at).toEqual({ value: { customer: 'loading' }, tags: ['busy', 'loggedIn'] });
      expect(f.calls).toEqual([['loadCart', undefined]]);
      expect(flow().send({ type: 'session.loggedIn', pathname: '/warenkorb' }).snapshot.value).toEqual({ customer: 'loading' });
    });

    it('on the sign-in callback waits for the page it returns to, and merges there (not on the check step)', () => {
      const arriving = () => guestPriced().send({ type: 'session.loggedIn', pathname: '/auth/callback' });
      expect(arriving().at).toEqual({ value: { customer: 'arriving' }, tags: ['busy', 'loggedIn'] });
      expect(arriving().send({ type: 'route.changed', pathname: '/customer-dashboard' }).snapshot.value).toEqual({ customer: 'merging' });
      expect(arriving().send({ type: 'route.changed', pathname: '/check' }).snapshot.value).toEqual({ customer: 'loading' });
      expect(flow().send({ type: 'session.loggedIn', pathname: '/auth/callback' }).send({ type: 'route.changed', pathname: '/' }).snapshot.value)
        .toEqual({ customer: 'loading' });
    });

    it('signing out forgets everything and shows the empty guest cart', () => {
      const f = customerReady().send({ type: 'session.loggedOut' });
      expect(f.at).toEqual({ value: { guest: { priced: 'shown' } }, tags: [] });
      expect(f.context).toEqual({ localCart: EMPTY_LOCAL_CART, cart: EMPTY_CART, nonBookable: [], adding: null });
    });
  });

  describe('logged in', () => {
    it('adds with one call, busy; the cart page opens with the answer', () => {
      const f = customerReady().send({ type: 'user.add', position: LOCAL.positions[0]! });
      expect(f.at).toEqual({ value: { customer: 'adding' }, tags: ['busy', 'loggedIn'] });
      expect(f.calls).toEqual([['addPosition', LOCAL.positions[0]]]);
      f.done('addPosition', MODEL_CART_FULL);
      expect(f.snapshot.value).toEqual({ customer: { ready: 'ok' } });
      expect(f.context).toMatchObject({ cart: MODEL_CART_FULL, adding: null });
      expect(f.effects).toEqual(['navigateToCart']);
    });

    it('a failed add lists its date as not bookable, once; the cart stays', () => {
      const f = customerReady().send({ type: 'user.add', position: LOCAL.positions[0]! }).error('addPosition', FAILURE);
      expect(f.at).toEqual({ value: { customer: { ready: 'addFailed' } }, tags: ['error', 'loggedIn'] });
      expect(f.context).toMatchObject({ nonBookable: [1011], adding: null, cart: MODEL_CART_PLAIN });
      expect(f.effects).toEqual([['reportError', { error: FAILURE }]]);
      f.send({ type: 'user.add', position: LOCAL.positions[0]! }).error('addPosition', FAILURE);
      expect(f.context.nonBookable).toEqual([1011]);
      f.send({ type: 'user.add', position: { packageId: 7 } }).error('addPosition', FAILURE);
      expect(f.context.nonBookable).toEqual([1011]);
    });

    it.each<[string, object, Cart, unknown]>([
      ['removes a shown position by its id', { type: 'user.remove', position: SHOWN }, MODEL_CART_PLAIN as Cart, { kind: 'remove', id: 1 }],
      ['adds a new voucher code, upper-case', { type: 'user.voucherEntered', code: ' neu20 ' }, MODEL_CART_PLAIN as Cart, { kind: 'voucherAdded', code: 'NEU20' }],
      ['removes a shown code', { type: 'user.voucherRemoved', code: 'winter ' }, MODEL_CART_FULL as Cart, { kind: 'voucherRemoved', code: 'WINTER' }],
      ['pays a course with a package', { type: 'user.packageUsed', position: SHOWN, packageId: 7 }, MODEL_CART_PLAIN as Cart,
        { kind: 'packageUsed', position: { courseId: 101, scheduleId: 1011, priceLevelId: 10111, packageId: 7, packageIncluded: true } }],
      ['releases a package by the position id', { type: 'user.packageReleased', position: PAID }, MODEL_CART_FULL as Cart, { kind: 'packageReleased', id: 1 }],
    ])('%s: one call, busy; the answer shows, a failure is logged and the cart stays', (_, event, shown, change) => {
      const f = customerReady(shown).send(event);
      expect(f.at).toEqual({ value: { customer: 'updating' }, tags: ['busy', 'loggedIn'] });
      expect(f.calls).toEqual([['updateCart', change]]);
      expect(customerReady(shown).send(event).done('updateCart', EMPTY_CART).context.cart).toEqual(EMPTY_CART);
      const failed = customerReady(shown).send(event).error('updateCart', FAILURE);
      expect(failed.at).toEqual({ value: { customer: { ready: 'changeFailed' } }, tags: ['error', 'loggedIn'] });
      expect(failed.context.cart).toEqual(shown);
      expect(failed.effects).toEqual([['reportError', { error: FAILURE }]]);
    });

    it('changes only what the cart shows: no id, a stale position, a kept code, a paid course', () => {
      expect(customerReady().send({ type: 'user.remove', position: { ...SHOWN, id: undefined } }).snapshot.value).toEqual({ customer: { ready: 'ok' } });
      expect(customerReady().send({ type: 'user.remove', position: { ...SHOWN, courseId: 999 } }).snapshot.value).toEqual({ customer: { ready: 'ok' } });
      expect(customerReady(MODEL_CART_FULL as Cart).send({ type: 'user.voucherEntered', code: 'sommer10' }).snapshot.value).toEqual({ customer: { ready: 'ok' } });
      expect(customerReady().send({ type: 'user.voucherRemoved', code: 'SOMMER10' }).snapshot.value).toEqual({ customer: { ready: 'ok' } });
      expect(customerReady(MODEL_CART_FULL as Cart).send({ type: 'user.packageUsed', position: PAID, packageId: 7 }).snapshot.value).toEqual({ customer: { ready: 'ok' } });
      // Logged in, releasing needs the shown position's id (DELETE /api/cart/{id}/package).
      expect(customerReady(WITHOUT_IDS).send({ type: 'user.packageReleased', position: PAID }).snapshot.value).toEqual({ customer: { ready: 'ok' } });
      expect(customerReady().send({ type: 'user.packageReleased', position: SHOWN }).snapshot.value).toEqual({ customer: { ready: 'ok' } });
    });

    it('"Zur Kasse" opens the check step when the cart has positions', () => {
      expect(customerReady().send({ type: 'user.checkout' }).effects).toEqual(['navigateToCheckout']);
      expect(customerReady(EMPTY_CART).send({ type: 'user.checkout' }).effects).toEqual([]);
    });

    it('validates on navigation outside the exempt paths, busy; the answer replaces the cart, a failure keeps it', () => {
      expect(customerReady().send({ type: 'route.changed', pathname: '/order/summary' }).snapshot.value).toEqual({ customer: { ready: 'ok' } });
      const f = customerReady(MODEL_CART_PLAIN as Cart, LOCAL).send({ type: 'route.changed', pathname: '/fortbildungen' });
      expect(f.at).toEqual({ value: { customer: 'validating' }, tags: ['busy', 'loggedIn'] });
      expect(f.calls).toEqual([['validateCart', LOCAL]]);
      f.done('validateCart', MODEL_VALIDATION);
      expect(f.context).toMatchObject({ cart: MODEL_CART_FULL, localCart: EMPTY_LOCAL_CART });
      expect(f.effects).toEqual(['forgetStoredLocalCart']);
      const failed = customerReady().send({ type: 'route.changed', pathname: '/' }).error('validateCart', FAILURE);
      expect(failed.at).toEqual({ value: { customer: { ready: 'changeFailed' } }, tags: ['error', 'loggedIn'] });
      expect(failed.context.cart).toEqual(MODEL_CART_PLAIN);
      expect(failed.effects).toEqual([['reportError', { error: FAILURE }]]);
    });

    it('validates for the check step and tells it the answer, or that it failed', () => {
      const f = customerReady(MODEL_CART_PLAIN as Cart, LOCAL).send({ type: 'check.requested' });
      expect(f.at).toEqual({ value: { customer: 'checking' }, tags: ['busy', 'loggedIn'] });
      expect(f.calls).toEqual([['validateCart', LOCAL]]);
      f.done('validateCart', MODEL_VALIDATION);
      expect(f.snapshot.value).toEqual({ customer: { ready: 'ok' } });
      expect(f.context).toMatchObject({ cart: MODEL_CART_FULL, localCart: EMPTY_LOCAL_CART });
      expect(f.effects).toEqual(['forgetStoredLocalCart', ['emit', { type: 'cart.checked', validation: MODEL_VALIDATION }]]);
      const failed = customerReady().send({ type: 'check.requested' }).error('validateCart', FAILURE);
      expect(failed.at).toEqual({ value: { customer: 'failed' }, tags: ['error', 'loggedIn'] });
      expect(failed.effects).toEqual([['reportError', { error: FAILURE }], ['emit', { type: 'cart.checkFailed', error: FAILURE }]]);
    });
  });
});

describe('cart on its own', () => {
  it('fails each call at once, naming the actor layer that provides it', async () => {
    const calls = ['priceLocalCart', 'loadCart', 'addPosition', 'updateCart', 'validateCart'];
    expect(await unprovidedCalls(cartMachine, calls)).toEqual(providedBy(calls, 'src/actors/cart.ts'));
  });
});
