/** Numbers and money in EUR as de-DE and en-GB write them (spec §9). */
import type { Language } from '../shared/constants';

/**
 * `value` (≥ 0) with `digits` fraction digits, rounded half up on its shortest decimal form, as ICU
 * rounds (1.005 → 1.01, where toFixed, working on the binary value, gives 1.00). Exponent forms: below
 * 1e-6, which rounds to 0 at the digits used here, or 1e21 and more.
 */
function roundHalfUp(value: number, digits: number): string {
  const text = String(value);
  if (text.includes('e')) return (value < 1 ? 0 : value).toFixed(digits);
  const [whole, fraction = ''] = text.split('.');
  const kept = BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0')) + (fraction[digits]! >= '5' ? 1n : 0n);
  const all = kept.toString().padStart(digits + 1, '0');
  return `${all.slice(0, all.length - digits)}.${all.slice(all.length - digits)}`;
}

/** Intl writes the sign of every negative number, even one that rounds to zero, and of -0. */
const isNegative = (value: number) => value < 0 || Object.is(value, -0);

export interface NumberDigits {
  /** Fraction digits always shown (default 0). */
  minimumFractionDigits?: number;
  /** Fraction digits at most, rounded half away from zero (default 3, as Intl.NumberFormat). */
  maximumFractionDigits?: number;
}

/**
 * A number as Intl.NumberFormat writes it for de-DE (1.234,5) or en-GB (1,234.5): grouping, separators,
 * rounding, written out by hand. The browser's first Intl.NumberFormat loads ICU's number data, a long
 * task on a phone that every page with a price or an hour count paid before its first render (issue
 * 10 §2). tests/lib/format.property.test.ts checks it against Intl.NumberFormat.
 */
export function formatNumber(value: number, language: Language = 'de', { minimumFractionDigits = 0, maximumFractionDigits = 3 }: NumberDigits = {}): string {
  const [whole = '0', fraction = ''] = roundHalfUp(Math.abs(value), maximumFractionDigits).split('.');
  const digits = fraction.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  const [group, decimal] = language === 'de' ? '.,' : ',.';
  return (isNegative(value) ? '-' : '') + whole.replace(/\B(?=(\d{3})+$)/g, group!) + (digits ? decimal! + digits : '');
}

/** An amount in euros, e.g. 1.234,50 € (de) or €1,234.50 (en). */
export function formatEuro(amount: number, language: Language = 'de'): string {
  const number = formatNumber(Math.abs(amount), language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const sign = isNegative(amount) ? '-' : '';
  return language === 'de' ? `${sign}${number}\u00a0€` : `${sign}€${number}`;
}

/** An amount held in integer cents (as the server keeps money), formatted in euros. */
export function formatCents(cents: number, language: Language = 'de'): string {
  return formatEuro(cents / 100, language);
}
