/**
 * /check (spec §2 "Check screen", §4 "Check step after login"): a spinner and 'Einen Moment bitte …'
 * while the checkRedirect machine makes sure someone is signed in, validates the local cart and
 * sends the browser on. A sign-in that cannot start and a failed validation each show an error with
 * a retry button.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from '../../lib/texts';
import { useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import { checkRedirectLogic, type CheckRedirectLogic } from '../../actors/checkRedirect';
import { Alert } from '../../components/Alert';
import { usePageMeta } from '../../components/page-meta';
import { Spinner } from '../../components/Spinner';
import { withAffiliate } from '../../state/login';
import { useRunningFlow } from '../../state/running-flow';
import { useSystem } from '../../state/system-context';

export interface CheckPageProps {
  /** Tests hand in the machine with other effects. */
  logic?: CheckRedirectLogic;
}

export function CheckPage({ logic }: CheckPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { checkStep } = useSystem();
  usePageMeta(t('account.check.title'), null);

  // The logic is rebuilt each render (cheap); useActorRef keeps the one actor of the first.
  const actorRef = useActorRef(
    logic ??
      checkRedirectLogic({
        ports: checkStep,
        navigate: (to) => void navigate(to, { replace: true }),
        returnUrl: withAffiliate(`/check${search}`),
      }),
  );
  // The live view (?flows=live) and the browser tests' flow coverage follow this flow while it runs.
  useRunningFlow('checkRedirect', actorRef);
  const failed = useSelector(actorRef, (snapshot) => snapshot.hasTag('error'));
  const loginFailed = useSelector(actorRef, (snapshot) => snapshot.matches('loginFailed'));

  return (
    <article className="page status-page check-page" data-machine="checkRedirect">
      <h1 className="visually-hidden">{t('account.check.title')}</h1>
      {failed ? (
        <Alert tone="error">
          <p>{t(loginFailed ? 'account.signInProblem.text' : 'account.check.error')}</p>
          <p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => actorRef.send({ type: 'user.retry' })}
              data-event="user.retry"
            >
              {t('account.check.retry')}
            </button>
          </p>
        </Alert>
      ) : (
        <div className="loading" role="status">
          <Spinner />
          <p>{t('account.check.wait')}</p>
        </div>
      )}
    </article>
  );
}

export const checkRoute: Pick<RouteObject, 'Component'> = { Component: () => <CheckPage /> };
