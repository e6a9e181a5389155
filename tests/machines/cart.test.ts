/**
 * Actor-level tests of the cart: the real actor layer (src/actors/cart.ts: api/cart.ts through the one
 * ky instance, storage `cart`, navigation) against msw at the network boundary.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { CART_VALIDATION_EXEMPT_PATHS, validatesOnNavigation, type WantedPosition } from '../../machines/cart.machine';
import { cartInput, createCartLogic } from '../../src/actors/cart';
import { readLocalCart } from '../../src/lib/cart-storage';
import { EMPTY_CART, type Cart, type CartPosition, type CartValidation } from '../../src/shared/cart';
import { STORAGE_KEYS } from '../../src/shared/constants';
import { useMswServer } from '../web/support/msw';

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
    actor.send({ type: 'guestOrder.placed' });
    expect(actor.getSnapshot().context.localCart).toEqual({ positions: [], voucherCodes: [] });
    expect(actor.getSnapshot().context.cart).toEqual(EMPTY_CART);
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
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
