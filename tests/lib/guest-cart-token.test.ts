/**
 * The guest token in storage `rf-cart` (spec §3, §7 X-Auth): made by the browser in the form the
 * server takes, kept across calls and reloads, replaced when tampered with, gone with the local cart.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { clearCartStorage, writeLocalCart } from '../../src/lib/cart-storage';
import { guestCartToken } from '../../src/lib/guest-cart-token';
import { GUEST_TOKEN_PATTERN } from '../../src/shared/cart';
import { STORAGE_KEYS } from '../../src/shared/constants';

afterEach(() => localStorage.clear());

describe('guest cart token', () => {
  it('is made once in the form the server takes and kept under "rf-cart"', () => {
    const token = guestCartToken();
    expect(token).toMatch(new RegExp(GUEST_TOKEN_PATTERN));
    expect(token).toHaveLength(43);
    expect(localStorage.getItem(STORAGE_KEYS.guestCartToken)).toBe(token);
    expect(localStorage.getItem('rf-cart')).toBe(token);
    expect(guestCartToken()).toBe(token);
  });

  it('differs between browsers (random, not derived)', () => {
    const first = guestCartToken();
    localStorage.clear();
    expect(guestCartToken()).not.toBe(first);
  });

  it('replaces a stored value the server would refuse', () => {
    localStorage.setItem(STORAGE_KEYS.guestCartToken, 'short; injected');
    const token = guestCartToken();
    expect(token).toMatch(new RegExp(GUEST_TOKEN_PATTERN));
    expect(localStorage.getItem(STORAGE_KEYS.guestCartToken)).toBe(token);
  });

  it('goes with the local cart (after sign-in, logout or a guest order)', () => {
    writeLocalCart({ positions: [{ packageId: 7 }], voucherCodes: [] });
    const token = guestCartToken();
    clearCartStorage();
    expect(localStorage.getItem(STORAGE_KEYS.guestCartToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
    expect(guestCartToken()).not.toBe(token);
  });
});
