/**
 * The customer area's texts (src/locales/{de,en}/account.json) as the i18next namespace 'account',
 * loaded the first time a dashboard page (or the search page's "save search" control) renders, so
 * the start page's JavaScript does not carry them. The header's user menu keeps its `account.*` keys
 * in translation.json (first screen). Same pattern as src/lib/checkout-texts.ts.
 *
 *   const { status, retry } = useAccountTexts();   // before the pages render
 *   const { t } = useTranslation(ACCOUNT_NAMESPACE);
 */
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { getI18n } from 'react-i18next';

export const ACCOUNT_NAMESPACE = 'account';

/** Adds the namespace to `i18n` (once per language); resolves when the texts are there. */
export async function addAccountTexts(i18n: I18n): Promise<void> {
  const english = i18n.language === 'en';
  const [de, en] = await Promise.all([
    i18n.hasResourceBundle('de', ACCOUNT_NAMESPACE) ? null : import('../locales/de/account.json'),
    english && !i18n.hasResourceBundle('en', ACCOUNT_NAMESPACE) ? import('../locales/en/account.json') : null,
  ]);
  // Copies: i18next may write into the objects it is given, and a test's next instance needs them as shipped.
  if (de) i18n.addResourceBundle('de', ACCOUNT_NAMESPACE, structuredClone(de.default), true, false);
  if (en) i18n.addResourceBundle('en', ACCOUNT_NAMESPACE, structuredClone(en.default), true, false);
}

export type AccountTextsStatus = 'loading' | 'ready' | 'failed';

/** Whether the texts are loaded; starts loading them on the first render; a failed load offers `retry`. */
export function useAccountTexts(): { status: AccountTextsStatus; retry: () => void } {
  // The instance react-i18next was set up with (src/lib/i18n.ts); not its useTranslation hook, which
  // would put react-i18next's hook into every chunk group that loads these texts (start-page budget).
  const i18n = getI18n();
  const loaded = () => i18n.hasResourceBundle(i18n.language === 'en' ? 'en' : 'de', ACCOUNT_NAMESPACE);
  const [status, setStatus] = useState<AccountTextsStatus>(() => (loaded() ? 'ready' : 'loading'));
  useEffect(() => {
    if (status !== 'loading') return;
    let current = true;
    addAccountTexts(i18n).then(
      () => current && setStatus('ready'),
      (error: unknown) => {
        console.warn('account texts could not be loaded', error);
        if (current) setStatus('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [i18n, status]);
  return { status, retry: () => setStatus('loading') };
}
