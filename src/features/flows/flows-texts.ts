/**
 * The flow explorer's texts (src/locales/{de,en}/flows.json) as the i18next namespace 'flows', loaded
 * the first time the explorer or the live panel renders (as src/lib/checkout-texts.ts loads the
 * checkout's), so the start page's JavaScript does not carry them. German is always added (the
 * fallback); English only when it is the language shown.
 */
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation, whenI18next, type Texts } from '../../lib/texts';
import { GUARD_NAMESPACE } from '../../../machines/guard-descriptions';

export const FLOWS_NAMESPACE = GUARD_NAMESPACE;

/** Adds the namespace to `i18n` (once per language); resolves when the texts are there. */
export async function addFlowsTexts(i18n: I18n): Promise<void> {
  const english = i18n.language === 'en';
  const [de, en] = await Promise.all([
    i18n.hasResourceBundle('de', FLOWS_NAMESPACE) ? null : import('../../locales/de/flows.json'),
    english && !i18n.hasResourceBundle('en', FLOWS_NAMESPACE) ? import('../../locales/en/flows.json') : null,
  ]);
  // Copies: i18next may write into the objects it is given, and a test's next instance needs them as shipped.
  if (de) i18n.addResourceBundle('de', FLOWS_NAMESPACE, structuredClone(de.default), true, false);
  if (en) i18n.addResourceBundle('en', FLOWS_NAMESPACE, structuredClone(en.default), true, false);
}

/**
 * The i18next instance: the app's texts become it once loaded (whenI18next answers with it); a test's
 * tree is handed one directly. Through src/lib/texts, so the explorer adds no react-i18next module
 * to the chunks other pages share.
 */
async function i18nextOf(texts: Texts): Promise<I18n> {
  const loaded = (await whenI18next()) as Partial<I18n> | undefined;
  const candidate = (loaded ?? texts) as Partial<I18n>;
  if (typeof candidate.addResourceBundle !== 'function') throw new Error('i18next is not loaded');
  return candidate as I18n;
}

export type FlowsTextsStatus = 'loading' | 'ready' | 'failed';

/** Whether the texts are loaded; starts loading them on the first render; `retry` after a failed load. */
export function useFlowsTexts(): { status: FlowsTextsStatus; retry: () => void } {
  const { i18n } = useTranslation();
  const loaded = () => i18n.getResource(i18n.language === 'en' ? 'en' : 'de', FLOWS_NAMESPACE, 'title') !== undefined;
  const [status, setStatus] = useState<FlowsTextsStatus>(() => (loaded() ? 'ready' : 'loading'));
  useEffect(() => {
    if (status !== 'loading') return;
    let current = true;
    i18nextOf(i18n)
      .then(addFlowsTexts)
      .then(
        () => current && setStatus('ready'),
        (error: unknown) => {
          console.warn('flow texts could not be loaded', error);
          if (current) setStatus('failed');
        },
      );
    return () => {
      current = false;
    };
  }, [i18n, status]);
  return { status, retry: () => setStatus('loading') };
}
