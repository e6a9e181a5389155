/**
 * i18next set-up. Static UI texts live in src/locales/{de,en}/translation.json (German is the
 * fallback and always bundled; English is loaded on demand). The server's `texts` (GET /api/messages)
 * are merged into the active language at start-up, e.g. 'welcome.title'.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../shared/constants';
import de from '../locales/de/translation.json';
import { isSupportedLanguage } from './language';

export const NAMESPACE = 'translation';

/** The static German texts, e.g. for the boot error screen that renders without i18next. */
export const germanTexts = de;

let active: I18n | null = null;

async function staticTexts(language: Language): Promise<Record<string, unknown>> {
  if (language === 'de') return de;
  return (await import('../locales/en/translation.json')).default;
}

/**
 * Creates the i18next instance for one language, merges the server texts into it and makes it the
 * instance react-i18next and the route loaders use. The language changes only by a reload (§4).
 */
export async function createI18n(language: Language, serverTexts: Record<string, string> = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  // Copies: i18next writes the server texts into the resource objects it is given, and the bundled
  // translations must stay as shipped for the next instance (a test's next render, say).
  const resources: Record<string, Record<string, Record<string, unknown>>> = { de: { [NAMESPACE]: structuredClone(de) } };
  if (language !== 'de') resources[language] = { [NAMESPACE]: structuredClone(await staticTexts(language)) };
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['de', 'en'],
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  // Flat keys such as 'welcome.title' are split at the dots into the nested resource tree.
  instance.addResources(language, NAMESPACE, serverTexts);
  active = instance;
  return instance;
}

/** The language of the running app, for route loaders and API calls outside React. */
export function currentLanguage(): Language {
  const language = active?.language;
  return isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
}
