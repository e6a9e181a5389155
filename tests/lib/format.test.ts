import { describe, expect, it } from 'vitest';
import { formatCents, formatEuro } from '../../src/lib/format';
import { formatDate } from '../../src/lib/format-date';

describe('formatting', () => {
  it('formats dates as TT.MM.JJJJ', () => {
    expect(formatDate('2025-03-05')).toBe('05.03.2025');
    expect(formatDate(new Date(2024, 11, 24))).toBe('24.12.2024');
    expect(formatDate('kein Datum')).toBe('');
  });

  it('formats euro amounts per language', () => {
    expect(formatEuro(1234.5)).toBe('1.234,50\u00a0€');
    expect(formatEuro(1234.5, 'en')).toBe('€1,234.50');
    expect(formatCents(9900)).toBe('99,00\u00a0€');
  });
});
