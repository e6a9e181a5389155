/** Hours as the customer area shows them: at most one decimal, in the page's language (7,5 / 7.5). */
import { formatNumber } from '../../lib/format';
import type { Language } from '../../shared/constants';

export function formatHours(hours: number, language: Language): string {
  return formatNumber(hours, language, { maximumFractionDigits: 1 });
}

export function pageLanguage(language: string): Language {
  return language === 'en' ? 'en' : 'de';
}
