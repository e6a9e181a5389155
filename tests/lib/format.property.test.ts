/**
 * The hand-written number and euro formats (src/lib/format.ts) write exactly what Intl.NumberFormat
 * writes for de-DE and en-GB: grouping, separators, rounding, signs — for any amount.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEuro, formatNumber } from '../../src/lib/format';

const LOCALES = { de: 'de-DE', en: 'en-GB' } as const;
const language = fc.constantFrom('de' as const, 'en' as const);
const cents = fc.integer({ min: -100_000_000_00, max: 100_000_000_00 });
const anyNumber = fc.oneof(
  fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 8),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n / 1000 + 0.0005),
);

describe('formatEuro', () => {
  it('writes an amount in cents as Intl.NumberFormat does', () => {
    fc.assert(
      fc.property(cents, language, (amount, lang) => {
        const intl = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'EUR' });
        expect(formatEuro(amount / 100, lang)).toBe(intl.format(amount / 100));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes any amount as Intl.NumberFormat does, rounded to cents', () => {
    fc.assert(
      fc.property(anyNumber, language, (amount, lang) => {
        const intl = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'EUR' });
        expect(formatEuro(amount, lang)).toBe(intl.format(amount));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatNumber', () => {
  it('writes a number as Intl.NumberFormat does, with the same fraction digits', () => {
    const digits = fc.integer({ min: 0, max: 3 }).chain((min) => fc.tuple(fc.constant(min), fc.integer({ min, max: 3 })));
    fc.assert(
      fc.property(anyNumber, language, digits, (value, lang, [minimumFractionDigits, maximumFractionDigits]) => {
        const intl = new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits, maximumFractionDigits });
        expect(formatNumber(value, lang, { minimumFractionDigits, maximumFractionDigits })).toBe(intl.format(value));
      }),
      { numRuns: 3000 },
    );
  });

  it('writes the usual cases', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1.005, 'de', { maximumFractionDigits: 2 })).toBe('1,01');
    expect(formatEuro(1234.5)).toBe('1.234,50\u00a0€');
    expect(formatEuro(-3, 'en')).toBe('-€3.00');
  });
});
