/**
 * The withdrawal page's texts (src/locales/{de,en}/withdrawal.json) as the i18next namespace
 * 'withdrawal', loaded the first time /vertrag-widerrufen renders, so no other page's JavaScript
 * carries them. Same pattern as src/lib/checkout-texts.ts.
 *
 *   const { status, retry } = useWithdrawalTexts();   // before the flow renders
 *   const { t } = useTranslation(WITHDRAWAL_NAMESPACE);
 */
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { getI18n } from 'react-i18next';

export const WITHDRAWAL_NAMESPACE = 'withdrawal';

/** Adds the namespace to `i18n` (once per language); resolves when the texts are there. */
export async function addWithdrawalTexts(i18n: I18n): Promise<void> {
  const english = i18n.language === 'en';
  const [de, en] = await Promise.all([
    i18n.hasResourceBundle('de', WITHDRAWAL_NAMESPACE) ? null : import('../locales/de/withdrawal.json'),
    english && !i18n.hasResourceBundle('en', WITHDRAWAL_NAMESPACE) ? import('../locales/en/withdrawal.json') : null,
  ]);
  // Copies: i18next may write into the objects it is given, and a test's next instance needs them as shipped.
  if (de) i18n.addResourceBundle('de', WITHDRAWAL_NAMESPACE, structuredClone(de.default), true, false);
  if (en) i18n.addResourceBundle('en', WITHDRAWAL_NAMESPACE, structuredClone(en.default), true, false);
}

export type WithdrawalTextsStatus = 'loading' | 'ready' | 'failed';

/** Whether the texts are loaded; starts loading them on the first render; a failed load offers `retry`. */
export function useWithdrawalTexts(): { status: WithdrawalTextsStatus; retry: () => void } {
  const i18n = getI18n();
  const loaded = () => i18n.hasResourceBundle(i18n.language === 'en' ? 'en' : 'de', WITHDRAWAL_NAMESPACE);
  const [status, setStatus] = useState<WithdrawalTextsStatus>(() => (loaded() ? 'ready' : 'loading'));
  useEffect(() => {
    if (status !== 'loading') return;
    let current = true;
    addWithdrawalTexts(i18n).then(
      () => current && setStatus('ready'),
      (error: unknown) => {
        console.warn('withdrawal texts could not be loaded', error);
        if (current) setStatus('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [i18n, status]);
  return { status, retry: () => setStatus('loading') };
}
