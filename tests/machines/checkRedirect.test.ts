/**
 * Actor-level tests of the check step: the spec §4 rules in order, the local cart as it is read,
 * and the real actor layer against msw (request body, local cart removed only after success).
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { CHECK_TARGET_PATHS, checkTarget, type CheckValidation } from '../../machines/checkRedirect.machine';
import { checkRedirectLogic, readLocalCart } from '../../src/actors/checkRedirect';
import type { CartValidation } from '../../src/shared/cart';
import { STORAGE_KEYS } from '../../src/shared/constants';
import { useMswServer } from '../web/support/msw';

const server = useMswServer();

const answer = (overrides: Partial<CheckValidation> = {}, cart: Partial<CheckValidation['cart']> = {}): CheckValidation => ({
  cart: { verificationStep: false, paymentStep: false, ...cart },
  cartEmpty: false,
  merged: false,
  validCustomerStatus: true,
  taxNumberRequired: false,
  ...overrides,
});

describe('check step rules (spec §4)', () => {
  it.each([
    ['an empty cart goes to the start page', answer({ cartEmpty: true, merged: true, validCustomerStatus: false }), '/'],
    ['merged carts go to the cart with the notice', answer({ merged: true, validCustomerStatus: false }), '/warenkorb?merged=true'],
    ['an invalid customer status goes to the customer data', answer({ validCustomerStatus: false }, { verificationStep: true }), '/order/customer'],
    ['a required tax number goes to the customer data', answer({ taxNumberRequired: true }, { paymentStep: true }), '/order/customer'],
    ['a verification step goes to the file upload', answer({}, { verificationStep: true, paymentStep: true }), '/order/file-upload'],
    ['a payment step goes to the payment selection', answer({}, { paymentStep: true }), '/order/payment-selection'],
    ['else the summary', answer(), '/order/summary'],
  ])('%s', (_, validation, path) => {
    expect(CHECK_TARGET_PATHS[checkTarget(validation)]).toBe(path);
  });
});

describe('readLocalCart', () => {
  it('reads the stored cart, and an empty one when there is none or it is unreadable', () => {
    expect(readLocalCart()).toEqual({ positions: [], voucherCodes: [] });
    localStorage.setItem(STORAGE_KEYS.cart, '{not json');
    expect(readLocalCart()).toEqual({ positions: [], voucherCodes: [] });
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ positions: [{ courseId: 1, scheduleId: 2 }], voucherCodes: ['A', 3] }));
    expect(readLocalCart()).toEqual({ positions: [{ courseId: 1, scheduleId: 2 }], voucherCodes: ['A'] });
  });
});

describe('checkRedirect with its real effects', () => {
  function start(startLogin: () => Promise<void> = () => new Promise<void>(() => {})) {
    const effects = { navigate: vi.fn(), startLogin: vi.fn(startLogin), cartValidated: vi.fn() };
    const actor = createActor(checkRedirectLogic(effects)).start();
    return { actor, effects };
  }

  it('sends the local cart, removes it with cp afterwards, hands the cart on and navigates', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ positions: [{ packageId: 4 }], voucherCodes: [] }));
    localStorage.setItem(STORAGE_KEYS.creditPackages, '[]');
    const bodies: unknown[] = [];
    const validation = { ...answer({}, { paymentStep: true }), cart: { positions: [], paymentStep: true, verificationStep: false } };
    server.use(
      http.put('/api/order/validate-cart', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(validation as unknown as CartValidation);
      }),
    );
    const { actor, effects } = start();
    actor.send({ type: 'session.loggedIn' });
    await waitFor(actor, (s) => s.matches('redirected'));
    expect(bodies).toEqual([{ positions: [{ packageId: 4 }], voucherCodes: [] }]);
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.creditPackages)).toBeNull();
    expect(effects.cartValidated).toHaveBeenCalledWith({ cart: validation.cart });
    expect(effects.navigate).toHaveBeenCalledWith('/order/payment-selection');
  });

  it('keeps the local cart when the validation fails, and validates again on retry', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ positions: [{ packageId: 4 }], voucherCodes: [] }));
    let calls = 0;
    server.use(
      http.put('/api/order/validate-cart', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ statusCode: 503, code: 'UNAVAILABLE', message: 'later' }, { status: 503 })
          : HttpResponse.json({ ...answer({ cartEmpty: true }), cart: { positions: [] } } as unknown as CartValidation);
      }),
    );
    const { actor, effects } = start();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    actor.send({ type: 'session.loggedIn' });
    await waitFor(actor, (s) => s.matches('failed'));
    // A PUT is not retried blindly (ARCHITECTURE.md, Browser HTTP policy).
    expect(calls).toBe(1);
    expect(localStorage.getItem(STORAGE_KEYS.cart)).not.toBeNull();
    expect(effects.navigate).not.toHaveBeenCalled();
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('redirected'));
    expect(effects.navigate).toHaveBeenCalledWith('/');
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });

  it('sends a guest to the login instead of validating', () => {
    const { actor, effects } = start();
    actor.send({ type: 'session.loggedOut' });
    expect(actor.getSnapshot().value).toBe('loggingIn');
    expect(effects.startLogin).toHaveBeenCalledTimes(1);
  });

  it('shows an error with a retry when the sign-in cannot start, and starts it again on retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let attempts = 0;
    const { actor, effects } = start(() => (++attempts === 1 ? Promise.reject(new Error('provider unreachable')) : new Promise<void>(() => {})));
    actor.send({ type: 'session.loggedOut' });
    await waitFor(actor, (s) => s.matches('loginFailed'));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('loggingIn');
    expect(effects.startLogin).toHaveBeenCalledTimes(2);
    vi.mocked(console.warn).mockRestore();
  });
});
