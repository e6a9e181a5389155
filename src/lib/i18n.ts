/**
 * i18next set-up. Static UI texts live in src/locales/{de,en}/translation.json (German is the
 * fallback). They are no part of the start page's JavaScript (issue 10 §2): the server puts the
 * page language's texts (and German's, the fallback) into the page with the boot data
 * (src/server/plugins/spa-document.ts), and a language the page did not bring is loaded on demand.
 * The server's `texts` (GET /api/messages) are merged into the active language at start-up, e.g.
 * 'welcome.title'. Namespaces loaded later (e.g. checkout) are added with addResourceBundle.
 *
 * Neither i18next nor react-i18next is on the start page's first screen: the app starts with
 * src/lib/translator.ts over the same resources, and this module is loaded when a route or a
 * component needs i18next itself (src/lib/texts.ts whenI18next), after which its instance answers.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../shared/constants';
import { NAMESPACE, setActiveTexts, type Texts } from './texts';
import { staticTextsFor, type StaticTexts } from './translator';

export { NAMESPACE, currentLanguage } from './texts';
export type { StaticTexts } from './translator';

/**
 * Creates the i18next instance for one language, merges the server texts into it and makes it the
 * instance react-i18next, the app's useTranslation (outside a TextsProvider) and the route loaders
 * use. The language changes only by a reload (§4). `given` holds the static texts the page brought;
 * the others needed are loaded.
 */
export async function createI18n(
  language: Language,
  serverTexts: Record<string, string> = {},
  given: Partial<Record<Language, StaticTexts>> = {},
): Promise<I18n & Texts> {
  const instance = i18next.createInstance();
  const resources: Record<string, Record<string, StaticTexts>> = {};
  for (const [code, texts] of Object.entries(await staticTextsFor(language, given))) {
    // Copies: i18next writes the server texts into the resource objects it is given, and the
    // translations must stay as shipped for the next instance (a test's next render, say).
    resources[code] = { [NAMESPACE]: structuredClone(texts) };
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
  const texts = instance as I18n & Texts;
  setActiveTexts(texts);
  return texts;
}
