/**
 * Under the header: a login or registration that could not start (the provider unreachable, blocked
 * or too slow — machines/login.machine.ts `loggedOut.startFailed`) says so, with a retry of the same
 * request. The /check page shows its own error instead.
 */
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { CHECK_PATH } from '../../actors/cart';
import { useLoginActor, useLoginSelector } from '../../state/login';
import { Alert } from '../../components/Alert';
import './account.css';

export function SignInProblem() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const login = useLoginActor();
  const failed = useLoginSelector((snapshot) => snapshot.matches({ loggedOut: 'startFailed' }));
  if (!failed || pathname === CHECK_PATH) return null;
  return (
    <div className="sign-in-problem container">
      <Alert tone="error">
        <p>{t('account.signInProblem.text')}</p>
        <p>
          <button type="button" className="button button--primary" onClick={() => login.send({ type: 'user.retry' })}>
            {t('account.signInProblem.retry')}
          </button>
        </p>
      </Alert>
    </div>
  );
}
