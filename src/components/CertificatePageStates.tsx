/**
 * The states every certificate and evaluation page shares (features/certificates, features/evaluations):
 * texts loading or failed, data failed with retry; and their stylesheet.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './Alert';
import { LoadingIndicator } from './LoadingIndicator';
import { CERTIFICATES_NAMESPACE, useCertificateTexts } from '../lib/certificate-texts';
import { useTranslation as useBootTranslation } from '../lib/texts';
import './certificate-pages.css';

export function FailedWithRetry({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(CERTIFICATES_NAMESPACE);
  return (
    <Alert tone="error">
      <p>{message}</p>
      <p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </p>
    </Alert>
  );
}

/** Renders `children` once the certificates namespace is loaded; a failed load offers another try. */
export function WithCertificateTexts({ children }: { children: () => ReactNode }) {
  const texts = useCertificateTexts();
  const { t } = useBootTranslation();
  if (texts.status === 'loading') return <LoadingIndicator />;
  if (texts.status === 'failed') {
    return (
      <Alert tone="error">
        <p>{t('errors.unexpected')}</p>
        <p>
          <button type="button" className="button button--secondary" onClick={texts.retry}>
            {t('account.check.retry')}
          </button>
        </p>
      </Alert>
    );
  }
  return <>{children()}</>;
}
