/** Hours as the customer area shows them: at most one decimal, in the page's language (7,5 / 7.5). */
import type { Language } from '../../shared/constants';

export function formatHours(hours: number, language: Language): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'de-DE', { maximumFractionDigits: 1 }).format(hours);
}

export function pageLanguage(language: string): Language {
  return language === 'en' ? 'en' : 'de';
}
