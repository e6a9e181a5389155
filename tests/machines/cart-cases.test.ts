/**
 * Cart machine cases the transition-by-transition tests (cart.test.ts) left open (issue 23 §4: the
 * mutants they left alive): where each way out of the checkout offer and a failed load lead, when a
 * local cart counts as one, and what the header counts.
 */
import { describe, expect, it } from 'vitest';
import { cartMachine, EMPTY_LOCAL_CART, hasLocalCart, mergesOnSignIn } from '../../machines/cart.machine';
import { cartItemCount } from '../../machines/cart-count';
import { MODEL_CART_PLAIN } from '../../machines/cart.model';
import type { Cart } from '../../src/shared/cart';
import { machineSteps } from '../support/machine-steps';

const LOCAL = { positions: [{ courseId: 101, scheduleId: 1011, priceLevelId: 10111 }], voucherCodes: [] };
const CODES_ONLY = { positions: [], voucherCodes: ['SOMMER10'] };
const PRICED = MODEL_CART_PLAIN as Cart;

describe('the checkout offer when logged out', () => {
  it('closes after each choice: sign-in, registration, guest order and cancel', () => {
    for (const type of ['user.checkoutSignIn', 'user.checkoutRegister', 'user.checkoutAsGuest', 'user.checkoutCancelled']) {
      const steps = machineSteps(cartMachine, { localCart: LOCAL }).done('priceLocalCart', PRICED).send({ type: 'user.checkout' });
      expect(steps.send({ type }).snapshot.value, type).toEqual({ guest: { priced: 'shown' } });
    }
  });
});

describe('loading the server cart', () => {
  it('a failed load shows the failure with a retry', () => {
    const steps = machineSteps(cartMachine, { localCart: EMPTY_LOCAL_CART }).send({ type: 'session.loggedIn', pathname: '/warenkorb' });
    expect(steps.snapshot.value).toEqual({ customer: 'loading' });
    expect(steps.error('loadCart', new Error('502')).at).toEqual({ value: { customer: 'failed' }, tags: ['error', 'loggedIn'] });
  });
});

describe('a local cart', () => {
  it('counts with voucher codes alone: signing in merges them', () => {
    expect(hasLocalCart(CODES_ONLY)).toBe(true);
    expect(hasLocalCart(EMPTY_LOCAL_CART)).toBe(false);
    expect(mergesOnSignIn(CODES_ONLY, '/warenkorb')).toBe(true);
    expect(mergesOnSignIn(CODES_ONLY, '/check')).toBe(false);
  });
});

describe("the header's cart count", () => {
  const context = { cart: PRICED, localCart: { positions: [...LOCAL.positions, { packageId: 7 }, { packageId: 8 }], voucherCodes: [] } };

  it('counts the server cart when logged in (nothing before it loaded), the local cart when not', () => {
    expect(cartItemCount(context, true)).toBe(2);
    expect(cartItemCount({ ...context, cart: null }, true)).toBe(0);
    expect(cartItemCount(context, false)).toBe(3);
  });
});
