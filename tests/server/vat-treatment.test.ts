/**
 * The VAT treatment of a line (services/order-store/vat.ts, issue 26 §3): a course is exempt when its
 * organizer's exemption certificate (§ 4 Nr. 21 UStG) covers its course type — self-study included
 * when the certificate says so; a package is always taxed.
 */
import { describe, expect, it } from 'vitest';
import { vatTreatment } from '../../src/server/services/order-store/vat.ts';

describe('VAT treatment by the exemption certificate', () => {
  it('exempts the course types the certificate covers, and only those', () => {
    const inPersonAndOnline = ['PRESENT', 'ONLINE'] as const;
    expect(vatTreatment('COURSE', 'PRESENT', inPersonAndOnline)).toBe('EXEMPT');
    expect(vatTreatment('COURSE', 'ONLINE', inPersonAndOnline)).toBe('EXEMPT');
    expect(vatTreatment('COURSE', 'SELF', inPersonAndOnline)).toBe('STANDARD');
    expect(vatTreatment('COURSE', 'SELF', ['PRESENT', 'ONLINE', 'SELF'])).toBe('EXEMPT');
    expect(vatTreatment('COURSE', 'PRESENT', [])).toBe('STANDARD');
  });

  it('taxes packages whatever the certificate covers', () => {
    expect(vatTreatment('PACKAGE', null, ['PRESENT', 'ONLINE', 'SELF'])).toBe('STANDARD');
  });
});
