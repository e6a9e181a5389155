/**
 * Under the header: a login or registration that could not start (the provider unreachable, blocked
 * or too slow — machines/login.machine.ts `loggedOut.startFailed`) says so, with a retry of the same
 * request. The /check page shows its own error instead.
 */
import { useTranslation } from '../../lib/texts';
import { useLocation } from 'react-router-dom';
import { CHECK_PATH } from '../../shared/page-paths';
import { useLoginView, useSendToLogin } from '../../state/login';
import { Alert } from '../../components/Alert';
import './account.css';

export function SignInProblem() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const send = useSendToLogin();
  // Only a started login actor can have failed to start a sign-in.
  const failed = useLoginView((snapshot) => snapshot.matches({ loggedOut: 'startFailed' }), false);
  if (!failed || pathname === CHECK_PATH) return null;
  return (
    <div className="sign-in-problem container">
      <Alert tone="error">
        <p>{t('account.signInProblem.text')}</p>
        <p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => send({ type: 'user.retry' })}
            data-event="user.retry"
          >
            {t('account.signInProblem.retry')}
          </button>
        </p>
      </Alert>
    </div>
  );
}
