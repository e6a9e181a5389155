/**
 * "Meine Daten herunterladen" (Art. 15, 20 DSGVO): GET /api/customer/data-export, fetched with the
 * bearer token and saved as kursmarkt-daten-<date>.json. While it loads the button is busy; a failure
 * (also 429: too many exports) is said with a retry, so every wait ends in the file or a message.
 */
import { useState } from 'react';
import { getDataExport } from '../../../api/data-rights';
import { Alert } from '../../../components/Alert';
import { Spinner } from '../../../components/Spinner';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { describeFailure } from '../../../lib/api-error';
import { saveBlob } from '../../../lib/download';
import { useTranslation } from '../../../lib/texts';
import { dataExportFileName } from '../../../shared/data-rights';

type ExportState = 'idle' | 'busy' | 'saved' | 'failed' | 'tooMany';

export function DataExportSection() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [state, setState] = useState<ExportState>('idle');
  const download = async () => {
    setState('busy');
    try {
      const file = await getDataExport();
      saveBlob(file, dataExportFileName(new Date().toISOString().slice(0, 10)));
      setState('saved');
    } catch (error) {
      const { status } = await describeFailure(error);
      setState(status === 429 ? 'tooMany' : 'failed');
    }
  };
  return (
    <section aria-labelledby="data-export" className="data-rights">
      <h2 id="data-export">{t('data.export.title')}</h2>
      <p>{t('data.export.text')}</p>
      <p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void download()}
          disabled={state === 'busy'}
          aria-busy={state === 'busy'}
        >
          {state === 'busy' && <Spinner className="spinner--inline" />}
          <span>{t('data.export.button')}</span>
        </button>
      </p>
      {state === 'busy' && <p role="status">{t('data.export.busy')}</p>}
      {state === 'saved' && (
        <Alert tone="success">
          <p>{t('data.export.saved')}</p>
        </Alert>
      )}
      {(state === 'failed' || state === 'tooMany') && (
        <Alert tone="error">
          <p>{t(state === 'tooMany' ? 'data.export.tooMany' : 'data.export.failed')}</p>
          <p>
            <button type="button" className="button button--secondary" onClick={() => void download()}>
              {t('common.retry')}
            </button>
          </p>
        </Alert>
      )}
    </section>
  );
}
