/**
 * The checkout's texts (src/locales/{de,en}/checkout.json) as the i18next namespace 'checkout',
 * loaded the first time a checkout page renders, so the start page's JavaScript does not carry them.
 * German is always added (the fallback); English only when it is the language shown.
 *
 *   const ready = useCheckoutTexts();          // in the route module, before the steps render
 *   const { t } = useTranslation(CHECKOUT_NAMESPACE);
 *   t('checkout.buyer.email')
 */
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { getI18n } from 'react-i18next';

export const CHECKOUT_NAMESPACE = 'checkout';

/** Adds the namespace to `i18n` (once per language); resolves when the texts are there. */
export async function addCheckoutTexts(i18n: I18n): Promise<void> {
  const english = i18n.language === 'en';
  const [de, en] = await Promise.all([
    i18n.hasResourceBundle('de', CHECKOUT_NAMESPACE) ? null : import('../locales/de/checkout.json'),
    english && !i18n.hasResourceBundle('en', CHECKOUT_NAMESPACE) ? import('../locales/en/checkout.json') : null,
  ]);
  // Copies: i18next may write into the objects it is given, and a test's next instance needs them as shipped.
  if (de) i18n.addResourceBundle('de', CHECKOUT_NAMESPACE, structuredClone(de.default), true, false);
  if (en) i18n.addResourceBundle('en', CHECKOUT_NAMESPACE, structuredClone(en.default), true, false);
}

/**
 * Starts loading the texts for a route about to render a checkout page (src/app/more-routes.tsx), so
 * its first render has them: otherwise they are asked for only after that render, one more round
 * trip and render before the page's content. A failure is left to the page (useCheckoutTexts), which
 * says so and retries as before.
 */
export function preloadCheckoutTexts(): Promise<void> {
  return addCheckoutTexts(getI18n()).catch((error: unknown) => console.warn('checkout texts could not be preloaded', error));
}

export type CheckoutTextsStatus = 'loading' | 'ready' | 'failed';

/**
 * Whether the checkout texts are loaded; starts loading them on the first render. A failed load (the
 * chunk could not be fetched) says so, and `retry` tries again: no endless spinner.
 */
export function useCheckoutTexts(): { status: CheckoutTextsStatus; retry: () => void } {
  // The instance react-i18next was set up with (src/lib/i18n.ts); not its useTranslation hook, which
  // would put react-i18next's hook into every chunk group that loads these texts (start-page budget).
  const i18n = getI18n();
  const loaded = () => i18n.hasResourceBundle(i18n.language === 'en' ? 'en' : 'de', CHECKOUT_NAMESPACE);
  const [status, setStatus] = useState<CheckoutTextsStatus>(() => (loaded() ? 'ready' : 'loading'));
  useEffect(() => {
    if (status !== 'loading') return;
    let current = true;
    addCheckoutTexts(i18n).then(
      () => current && setStatus('ready'),
      (error: unknown) => {
        console.warn('checkout texts could not be loaded', error);
        if (current) setStatus('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [i18n, status]);
  return { status, retry: () => setStatus('loading') };
}
