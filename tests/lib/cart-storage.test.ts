/** Storage `cart` and `cp` (spec §3): what is wanted, never a price; other shapes count as empty. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearCartStorage, parseLocalCart, readCreditPackages, readLocalCart, writeCreditPackages, writeLocalCart,
} from '../../src/lib/cart-storage';
import { STORAGE_KEYS } from '../../src/shared/constants';

afterEach(() => localStorage.clear());

const COURSE = {
  courseId: 101,
  scheduleId: 1011,
  priceLevelId: 10111,
  course: { id: 101, durationValue: 8, type: 'EDUCATION' as const, organizer: { id: 5 }, professionalScopes: [{ id: 3, name: 'Arbeitsrecht' }] },
};

describe('local cart storage', () => {
  it('stores positions with course facts and codes under "cart", without prices or unknown fields', () => {
    writeLocalCart({ positions: [{ ...COURSE, priceValue: 1 } as never, { packageId: 7 }], voucherCodes: ['sommer10', 'SOMMER10'] });
    const raw = localStorage.getItem(STORAGE_KEYS.cart)!;
    expect(raw).not.toMatch(/price(Value)?"/i);
    expect(readLocalCart()).toEqual({ positions: [COURSE, { packageId: 7 }], voucherCodes: ['SOMMER10'] });
  });

  it('keeps the places of a course date (2 to the maximum); one, or a number of another kind, reads as one place', () => {
    writeLocalCart({ positions: [{ ...COURSE, seats: 3 }, { ...COURSE, scheduleId: 1012, seats: 20 }], voucherCodes: [] });
    expect(readLocalCart().positions.map((p) => p.seats)).toEqual([3, 20]);
    for (const seats of [1, 0, 21, 2.5, '3', null]) {
      localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ positions: [{ ...COURSE, seats }], voucherCodes: [] }));
      expect(readLocalCart().positions, String(seats)).toEqual([COURSE]);
    }
  });

  it('keeps what the cart page shows before pricing, and drops a preview of another shape (the position stays)', () => {
    const preview = { name: 'Kündigungsschutz kompakt', organizer: 'Akademie Nord', schedule: { startDate: '2027-03-05', endDate: '2027-03-06', city: null }, priceLevelName: 'Standard' };
    writeLocalCart({ positions: [{ ...COURSE, preview }], voucherCodes: [] });
    expect(readLocalCart().positions).toEqual([{ ...COURSE, preview }]);
    for (const broken of [
      { ...preview, name: '' },
      { ...preview, organizer: 7 },
      { ...preview, name: 'x'.repeat(301) },
      { ...preview, schedule: { ...preview.schedule, startDate: '5.3.2027' } },
      { ...preview, schedule: { ...preview.schedule, city: 3 } },
      { ...preview, priceLevelName: undefined },
      'Kündigungsschutz',
    ]) {
      localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ positions: [{ ...COURSE, preview: broken }], voucherCodes: [] }));
      expect(readLocalCart().positions).toEqual([COURSE]);
    }
  });

  it('an empty cart is no entry; clear drops both keys', () => {
    writeLocalCart({ positions: [], voucherCodes: [] });
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
    writeLocalCart({ positions: [{ packageId: 7 }], voucherCodes: [] });
    writeCreditPackages([{ packageId: 7, cartPosition: 0, type: 'EDUCATION', organizerId: 5, scopeIds: [3], remainingCredits: 20 }]);
    clearCartStorage();
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.creditPackages)).toBeNull();
  });

  it('reads anything else as the empty cart', () => {
    for (const raw of [null, '', 'nonsense', '[]', '{"positions":"x"}', '{"positions":[{"courseId":1}],"voucherCodes":[3]}']) {
      expect(parseLocalCart(raw)).toEqual({ positions: [], voucherCodes: [] });
    }
  });

  it('keeps the credit packages under "cp" and drops invalid ones (negative credits)', () => {
    const valid = { packageId: 7, cartPosition: 0, type: 'EDUCATION' as const, organizerId: 5, scopeIds: [3], remainingCredits: 20 };
    writeCreditPackages([valid, { ...valid, packageId: 8, remainingCredits: -1 }]);
    expect(readCreditPackages()).toEqual([valid]);
    localStorage.setItem(STORAGE_KEYS.creditPackages, '{');
    expect(readCreditPackages()).toEqual([]);
  });
});
