/**
 * The language rule of spec §4: the `language` query parameter if the configured locales allow it,
 * else the stored choice (localStorage 'lang'), else the first configured locale, else 'de'.
 */
import { DEFAULT_LANGUAGE, STORAGE_KEYS, SUPPORTED_LANGUAGES, type Language } from '../shared/constants';

export const LANGUAGE_QUERY_PARAMETER = 'language';

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

export interface LanguageInputs {
  /** The `language` query parameter, if any. */
  query: string | null | undefined;
  /** The stored choice (localStorage 'lang'), if any. */
  stored: string | null | undefined;
  /** configuration.locales; unknown when the configuration is not loaded yet. */
  locales: readonly string[] | undefined;
}

/**
 * Applies the rule. A stored choice the configured locales no longer contain is skipped as well, so
 * a site configured for German only never shows English because of an old choice.
 */
export function resolveLanguage({ query, stored, locales }: LanguageInputs): Language {
  const configured = (locales ?? SUPPORTED_LANGUAGES).filter(isSupportedLanguage);
  const allowed = (value: string | null | undefined): value is Language =>
    isSupportedLanguage(value) && configured.includes(value);
  if (allowed(query)) return query;
  if (allowed(stored)) return stored;
  return configured[0] ?? DEFAULT_LANGUAGE;
}

export function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Storage can be unavailable (private mode, blocked); the query parameter still works.
  }
}

/** The address of the current page in another language: same path, other query parameters kept. */
export function languageSwitchUrl(href: string, language: Language): string {
  const url = new URL(href);
  url.searchParams.set(LANGUAGE_QUERY_PARAMETER, language);
  return url.pathname + url.search + url.hash;
}

/** Whether the header shows the language picker (more than one configured locale). */
export function hasLanguageChoice(locales: readonly string[]): boolean {
  return new Set(locales.filter(isSupportedLanguage)).size > 1;
}
