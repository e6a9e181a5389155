/**
 * The checkout's texts for the server's rendering (./pages.tsx): an i18next instance per language with
 * the namespace the checkout's components read through react-i18next, filled as the app fills its own
 * (src/lib/checkout-texts.ts: German always, the fallback; English when it is the language). Built when
 * the module loads and then only read: the texts are the shipped files, and no render changes them.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { addCheckoutTexts } from '../lib/checkout-texts';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../shared/constants';

async function checkoutTexts(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  await addCheckoutTexts(instance);
  return instance;
}

const INSTANCES = new Map(await Promise.all(SUPPORTED_LANGUAGES.map(async (language) => [language, await checkoutTexts(language)] as const)));

export function checkoutTextsFor(language: Language): I18n {
  return INSTANCES.get(language) ?? INSTANCES.get(DEFAULT_LANGUAGE)!;
}
