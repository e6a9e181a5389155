/**
 * What a dashboard section shows while its data is not there: a spinner with a spoken label, or the
 * error with a retry button (never an endless spinner).
 */
import { useTranslation } from '../../lib/texts';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { ACCOUNT_NAMESPACE } from '../../lib/account-texts';
import type { Load } from './use-load';

export interface LoadStateProps {
  load: Load<unknown>;
  /** Spoken while loading ('Ihre Kurse werden geladen …'). */
  loading: string;
  /** Said when it failed ('Ihre Kurse konnten nicht geladen werden.'). */
  error: string;
}

export function LoadState({ load, loading, error }: LoadStateProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  if (load.status === 'failed') {
    return (
      <Alert tone="error">
        <p>{error}</p>
        <p>
          <button type="button" className="button button--secondary" onClick={load.retry}>
            {t('common.retry')}
          </button>
        </p>
      </Alert>
    );
  }
  return (
    <div className="loading" role="status">
      <Spinner />
      <span>{loading}</span>
    </div>
  );
}
