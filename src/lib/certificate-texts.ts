/**
 * The texts of the certificate and evaluation pages (src/locales/{de,en}/certificates.json) as the
 * i18next namespace 'certificates', loaded the first time such a page renders, so the start page's
 * JavaScript does not carry them (like src/lib/checkout-texts.ts). German is always added (the
 * fallback); English only when it is the language shown.
 *
 *   const texts = useCertificateTexts();   // in the route module, before the page's content renders
 *   const { t } = useTranslation(CERTIFICATES_NAMESPACE);
 */
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const CERTIFICATES_NAMESPACE = 'certificates';

export async function addCertificateTexts(i18n: I18n): Promise<void> {
  const english = i18n.language === 'en';
  const [de, en] = await Promise.all([
    i18n.hasResourceBundle('de', CERTIFICATES_NAMESPACE) ? null : import('../locales/de/certificates.json'),
    english && !i18n.hasResourceBundle('en', CERTIFICATES_NAMESPACE) ? import('../locales/en/certificates.json') : null,
  ]);
  // Copies: i18next may write into the objects it is given, and a test's next instance needs them as shipped.
  if (de) i18n.addResourceBundle('de', CERTIFICATES_NAMESPACE, structuredClone(de.default), true, false);
  if (en) i18n.addResourceBundle('en', CERTIFICATES_NAMESPACE, structuredClone(en.default), true, false);
}

export type CertificateTextsStatus = 'loading' | 'ready' | 'failed';

/** Whether the texts are loaded; a failed load (chunk not fetched) says so, and `retry` tries again. */
export function useCertificateTexts(): { status: CertificateTextsStatus; retry: () => void } {
  const { i18n } = useTranslation();
  const loaded = () => i18n.hasResourceBundle(i18n.language === 'en' ? 'en' : 'de', CERTIFICATES_NAMESPACE);
  const [status, setStatus] = useState<CertificateTextsStatus>(() => (loaded() ? 'ready' : 'loading'));
  useEffect(() => {
    if (status !== 'loading') return;
    let current = true;
    addCertificateTexts(i18n).then(
      () => current && setStatus('ready'),
      (error: unknown) => {
        console.warn('certificate texts could not be loaded', error);
        if (current) setStatus('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [i18n, status]);
  return { status, retry: () => setStatus('loading') };
}
