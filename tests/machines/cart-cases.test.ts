/**
 * Cart machine cases the transition-by-transition tests (cart.test.ts) left open (issue 23 §4: the
 * mutants they left alive): where each way out of the checkout offer and a failed load lead, when a
 * local cart counts as one, and what the header counts.
 */
import { describe, expect, it } from 'vitest';
import {
  cartMachine, EMPTY_LOCAL_CART, hasLocalCart, MAX_SEATS_PER_POSITION, mergesOnSignIn, seatsOf, setSeatsInLocalCart,
} from '../../machines/cart.machine';
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

describe('places of a course date (issue 25 §1)', () => {
  const COURSE = { id: 1, courseId: 101, scheduleId: 1011, priceLevelId: 10111, packageId: null };
  const PACKAGE = { id: 2, courseId: null, scheduleId: null, priceLevelId: null, packageId: 7 };
  const seats = (seats: number, position: typeof COURSE | typeof PACKAGE = COURSE) => ({ type: 'user.seatsChanged' as const, position, seats });
  const THREE_BOOKED = { ...PRICED, positions: PRICED.positions.map((p) => (p.kind === 'COURSE' ? { ...p, seats: 3 } : p)) };

  it('a guest: a whole number from 1 to the maximum that the course does not book yet is stored and priced again', () => {
    const priced = () => machineSteps(cartMachine, { localCart: LOCAL }).done('priceLocalCart', PRICED);
    for (const accepted of [2, MAX_SEATS_PER_POSITION]) {
      const steps = priced().send(seats(accepted));
      expect(steps.snapshot.value, String(accepted)).toEqual({ guest: 'pricing' });
      const localCart = { ...LOCAL, positions: [{ ...LOCAL.positions[0]!, seats: accepted }] };
      expect(steps.snapshot.context.localCart).toEqual(localCart);
      // Stored at once, then priced as stored.
      expect(steps.effects).toEqual([['storeLocalCart', { localCart }]]);
      expect(steps.calls).toEqual([['priceLocalCart', localCart]]);
    }
    // A guest's priced positions have no server id: none is needed.
    const withoutIds = { ...PRICED, positions: PRICED.positions.map(({ id: _id, ...p }) => p) } as Cart;
    const guest = machineSteps(cartMachine, { localCart: LOCAL }).done('priceLocalCart', withoutIds).send(seats(2));
    expect(guest.snapshot.value).toEqual({ guest: 'pricing' });
    for (const refused of [0, 1, MAX_SEATS_PER_POSITION + 1, 2.5]) {
      expect(priced().send(seats(refused)).snapshot.value, String(refused)).toEqual({ guest: { priced: 'shown' } });
    }
    // A package books one place; a position the cart does not show changes nothing.
    expect(priced().send(seats(2, PACKAGE)).snapshot.value).toEqual({ guest: { priced: 'shown' } });
    expect(priced().send(seats(2, { ...COURSE, scheduleId: 9999 })).snapshot.value).toEqual({ guest: { priced: 'shown' } });
    // Back to the one it books is no change; three booked, one is.
    const three = machineSteps(cartMachine, { localCart: LOCAL }).done('priceLocalCart', THREE_BOOKED as Cart);
    expect(three.send(seats(3)).snapshot.value).toEqual({ guest: { priced: 'shown' } });
    const one = three.send(seats(1));
    expect(one.snapshot.value).toEqual({ guest: 'pricing' });
    expect(one.snapshot.context.localCart.positions[0]).not.toHaveProperty('seats');
  });

  it('logged in: one call with the position id and the number; a position without id is not changed', () => {
    const ready = (cart: Cart) =>
      machineSteps(cartMachine, { localCart: EMPTY_LOCAL_CART }).send({ type: 'session.loggedIn', pathname: '/warenkorb' }).done('loadCart', cart);
    const changed = ready(PRICED).send(seats(4));
    expect(changed.snapshot.value).toEqual({ customer: 'updating' });
    expect(changed.calls).toEqual([['updateCart', { kind: 'seats', id: 1, seats: 4 }]]);
    const withoutId = { ...PRICED, positions: PRICED.positions.map(({ id: _id, ...p }) => p) } as Cart;
    expect(ready(withoutId).send(seats(4)).snapshot.value).toEqual({ customer: { ready: 'ok' } });
  });
});

describe('setSeatsInLocalCart', () => {
  it('sets the places of that course date only, stores one place as none, and leaves packages alone', () => {
    const cart = { positions: [{ courseId: 1, scheduleId: 10 }, { courseId: 1, scheduleId: 11 }, { packageId: 7 }], voucherCodes: [] };
    expect(setSeatsInLocalCart(cart, { courseId: 1, scheduleId: 11 }, 4).positions).toEqual([
      { courseId: 1, scheduleId: 10 },
      { courseId: 1, scheduleId: 11, seats: 4 },
      { packageId: 7 },
    ]);
    expect(setSeatsInLocalCart({ ...cart, positions: [{ courseId: 1, scheduleId: 10, seats: 4 }] }, { courseId: 1, scheduleId: 10 }, 1).positions).toEqual([
      { courseId: 1, scheduleId: 10 },
    ]);
    expect(setSeatsInLocalCart(cart, { packageId: 7 }, 3)).toEqual(cart);
  });

  it('reads an absent number as one place', () => {
    expect(seatsOf({})).toBe(1);
    expect(seatsOf({ seats: 5 })).toBe(5);
  });
});
