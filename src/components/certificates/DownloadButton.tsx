/**
 * A button that fetches a certificate PDF and saves it: a spinner while it runs, a clear error with
 * another try when it fails.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CERTIFICATES_NAMESPACE } from '../../lib/certificate-texts';
import { Spinner } from '../Spinner';
import { saveBlob } from '../../lib/download';

export function DownloadButton({
  fetchPdf,
  fileName,
  label,
  className = 'button button--primary',
}: {
  fetchPdf: () => Promise<Blob>;
  fileName: string;
  label: string;
  className?: string;
}) {
  const { t } = useTranslation(CERTIFICATES_NAMESPACE);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      saveBlob(await fetchPdf(), fileName);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="certificate-download">
      <button
        type="button"
        className={className}
        onClick={() => void download()}
        disabled={state === 'busy'}
        aria-busy={state === 'busy'}
      >
        {state === 'busy' && <Spinner className="spinner--inline" />}
        <span>{label}</span>
      </button>
      {state === 'busy' && (
        <span className="visually-hidden" role="status">
          {t('common.downloading')}
        </span>
      )}
      {state === 'failed' && (
        <span role="alert" className="certificate-download__error">
          {t('common.downloadFailed')}
        </span>
      )}
    </span>
  );
}
