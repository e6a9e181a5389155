/**
 * i18next set-up. Static UI texts live in src/locales/{de,en}/translation.json (German is the
 * fallback). They are no part of the start page's JavaScript (issue 10 §2): the server puts the
 * page language's texts (and German's, the fallback) into the page with the boot data
 * (src/server/plugins/spa-document.ts), and a language the page did not bring is loaded on demand.
 * The server's `texts` (GET /api/messages) are merged into the active language at start-up, e.g.
 * 'welcome.title'. Namespaces loaded later (e.g. checkout) are added with addResourceBundle.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../shared/constants';
import { isSupportedLanguage } from './language';

export const NAMESPACE = 'translation';

/** A language's static texts (the namespace 'translation'). */
export type StaticTexts = Record<string, unknown>;

let active: I18n | null = null;

async function loadStaticTexts(language: Language): Promise<StaticTexts> {
  if (language === 'de') return (await import('../locales/de/translation.json')).default;
  return (await import('../locales/en/translation.json')).default;
}

/**
 * Creates the i18next instance for one language, merges the server texts into it and makes it the
 * instance react-i18next and the route loaders use. The language changes only by a reload (§4).
 * `given` holds the static texts the page brought; the others needed are loaded.
 */
export async function createI18n(
  language: Language,
  serverTexts: Record<string, string> = {},
  given: Partial<Record<Language, StaticTexts>> = {},
): Promise<I18n> {
  const instance = i18next.createInstance();
  const languages: Language[] = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  const resources: Record<string, Record<string, StaticTexts>> = {};
  for (const [index, texts] of (await Promise.all(languages.map((each) => given[each] ?? loadStaticTexts(each)))).entries()) {
    // Copies: i18next writes the server texts into the resource objects it is given, and the
    // translations must stay as shipped for the next instance (a test's next render, say).
    resources[languages[index]!] = { [NAMESPACE]: structuredClone(texts) };
  }
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
