/** Display formats: dates as TT.MM.JJJJ, money in EUR (spec §9). */
import { CURRENCY, type Language } from '../shared/constants';

const LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date as TT.MM.JJJJ. ISO date strings (yyyy-mm-dd) are taken literally, so no time zone moves
 * the day; other strings and Date values are read in local time.
 */
export function formatDate(value: Date | string): string {
  if (typeof value === 'string') {
    const match = ISO_DATE.exec(value);
    if (match) return `${match[3]}.${match[2]}.${match[1]}`;
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

const currencyFormats = new Map<Language, Intl.NumberFormat>();

/** An amount in euros, e.g. 1.234,50 € (de) or €1,234.50 (en). */
export function formatEuro(amount: number, language: Language = 'de'): string {
  let format = currencyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: CURRENCY });
    currencyFormats.set(language, format);
  }
  return format.format(amount);
}

/** An amount held in integer cents (as the server keeps money), formatted in euros. */
export function formatCents(cents: number, language: Language = 'de'): string {
  return formatEuro(cents / 100, language);
}
