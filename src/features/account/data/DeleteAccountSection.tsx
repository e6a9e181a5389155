/**
 * "Konto löschen" (Art. 17 DSGVO): says what is deleted and what is kept and why; on request it loads
 * what deleting does to open payments and upcoming courses (DeletionFacts), then asks for the password
 * and an explicit confirmation. Deleted: the flag for the notice is left (src/lib/account-deleted-notice.ts)
 * and the login machine signs out, which ends on the start page. A wrong password is said at the field;
 * the last office manager of a firm is sent to hand over first; any other failure keeps the form for a retry.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { deleteAccount, getDeletionPreview } from '../../../api/data-rights';
import { Alert } from '../../../components/Alert';
import { SubmitButton } from '../../../components/SubmitButton';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { rememberAccountDeleted } from '../../../lib/account-deleted-notice';
import { describeFailure } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/texts';
import { CUSTOMER_DASHBOARD_PATH } from '../../../shared/page-paths';
import { useSendToLogin } from '../../../state/login';
import { LoadState } from '../LoadState';
import { useLoad } from '../use-load';
import { DeletionFacts } from './DeletionFacts';

type Failure = 'wrongPassword' | 'lastOfficeManager' | 'tooMany' | 'failed';
type Phase = { phase: 'form' | 'deleting' | 'deleted' } | { phase: 'refused'; failure: Failure };

const failureOf = (status: number, code: string | undefined): Failure =>
  code === 'WRONG_PASSWORD' ? 'wrongPassword' : code === 'LAST_OFFICE_MANAGER' ? 'lastOfficeManager' : status === 429 ? 'tooMany' : 'failed';

function DeletionForm() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const sendToLogin = useSendToLogin();
  const passwordId = useId();
  const confirmId = useId();
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [missing, setMissing] = useState<{ password?: boolean; confirmed?: boolean }>({});
  const [state, setState] = useState<Phase>({ phase: 'form' });
  const failure = state.phase === 'refused' ? state.failure : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const lacking = { password: password === '', confirmed: !confirmed };
    setMissing(lacking);
    if (lacking.password || lacking.confirmed) return;
    setState({ phase: 'deleting' });
    try {
      await deleteAccount({ password });
      rememberAccountDeleted();
      setState({ phase: 'deleted' });
      sendToLogin({ type: 'user.logout' });
    } catch (error) {
      const { status, body } = await describeFailure(error);
      setState({ phase: 'refused', failure: failureOf(status, body?.code) });
    }
  };

  if (state.phase === 'deleted') return <p role="status">{t('data.delete.signingOut')}</p>;
  const passwordError = missing.password ? t('data.delete.passwordMissing') : failure === 'wrongPassword' ? t('data.delete.wrongPassword') : null;
  return (
    <form className="checkout-form deletion-form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('data.delete.formLabel')}>
      <div className={`field ${passwordError ? 'has-error' : ''}`.trim()}>
        <label htmlFor={passwordId} className="field__label">
          {t('data.delete.password')}
        </label>
        <input
          id={passwordId}
          className="field__control"
          type="password"
          autoComplete="current-password"
          maxLength={200}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={`${passwordId}-error`}
        />
        <div id={`${passwordId}-error`} className="field__error" aria-live="polite">
          {passwordError}
        </div>
      </div>
      <div className={`field choice-field ${missing.confirmed ? 'has-error' : ''}`.trim()}>
        <label className="choice" htmlFor={confirmId}>
          <input
            id={confirmId}
            type="checkbox"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
            aria-invalid={missing.confirmed ? true : undefined}
            aria-describedby={`${confirmId}-error`}
          />
          <span className="choice__text">{t('data.delete.confirm')}</span>
        </label>
        <div id={`${confirmId}-error`} className="field__error" aria-live="polite">
          {missing.confirmed ? t('data.delete.confirmMissing') : null}
        </div>
      </div>
      {failure !== null && failure !== 'wrongPassword' && (
        <Alert tone="error">
          <p>{t(`data.delete.errors.${failure}`)}</p>
        </Alert>
      )}
      <div className="checkout-form__actions">
        <SubmitButton busy={state.phase === 'deleting'}>
          {t('data.delete.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

function DeletionStep() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const preview = useLoad('deletion-preview', (signal) => getDeletionPreview({ signal }));
  if (preview.status !== 'ready') return <LoadState load={preview} loading={t('data.delete.loading')} error={t('data.delete.loadError')} />;
  return (
    <>
      <DeletionFacts preview={preview.data} />
      {preview.data.blockedBy === 'LAST_OFFICE_MANAGER' ? (
        <Alert tone="error">
          <p>{t('data.delete.errors.lastOfficeManager')}</p>
          <p>
            <Link to={`${CUSTOMER_DASHBOARD_PATH}/kanzlei`}>{t('data.delete.toFirm')}</Link>
          </p>
        </Alert>
      ) : (
        <DeletionForm />
      )}
    </>
  );
}

export function DeleteAccountSection() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="data-delete" className="data-rights">
      <h2 id="data-delete">{t('data.delete.title')}</h2>
      <p>{t('data.delete.intro')}</p>
      <ul>
        <li>{t('data.delete.deleted')}</li>
        <li>{t('data.delete.keptReason')}</li>
        <li>{t('data.delete.freed')}</li>
      </ul>
      {open ? (
        <DeletionStep />
      ) : (
        <p>
          <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
            {t('data.delete.start')}
          </button>
        </p>
      )}
    </section>
  );
}
