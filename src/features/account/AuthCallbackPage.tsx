/**
 * /auth/callback: the identity provider sends the browser back here with the authorization code.
 * The page tells the login actor once; the actor exchanges the code and navigates to the return URL
 * (or the customer dashboard). A failed sign-in shows an error with "log in again", which returns to
 * where the failed sign-in was to return to (storage `entry`, src/lib/sign-in-entry.ts).
 */
import { useEffect } from 'react';
import { useTranslation } from '../../lib/texts';
import { Link, type RouteObject } from 'react-router-dom';
import { useLoginActor, useLoginSelector } from '../../state/login';
import { Alert } from '../../components/Alert';
import { usePageMeta } from '../../components/page-meta';
import { Spinner } from '../../components/Spinner';
import { readSignInEntry } from '../../lib/sign-in-entry';

export function AuthCallbackPage() {
  const { t } = useTranslation();
  const login = useLoginActor();
  const failed = useLoginSelector((snapshot) => snapshot.matches({ loggedOut: 'failed' }));
  usePageMeta(t('account.callback.title'), null);
  // The failed sign-in's own return address is lost with it; storage keeps a copy.
  const signInAgain = () => login.send({ type: 'user.login', returnUrl: readSignInEntry() ?? undefined });

  useEffect(() => {
    // Once per callback: a second mount (StrictMode) finds the exchange already running.
    if (login.getSnapshot().matches('completingLogin')) return;
    login.send({ type: 'auth.callbackReached', url: window.location.href });
  }, [login]);

  return (
    <article className="page status-page">
      <h1 className="visually-hidden">{t('account.callback.title')}</h1>
      {failed ? (
        <Alert tone="error">
          <p>{t('account.callback.error')}</p>
          <p className="status-page__actions">
            <button type="button" className="button button--primary" onClick={signInAgain} data-event="user.login">
              {t('account.callback.retry')}
            </button>{' '}
            <Link to="/" className="button button--secondary">
              {t('account.callback.home')}
            </Link>
          </p>
        </Alert>
      ) : (
        <div className="loading" role="status">
          <Spinner />
          <p>{t('account.callback.wait')}</p>
        </div>
      )}
    </article>
  );
}

export const authCallbackRoute: Pick<RouteObject, 'Component'> = { Component: AuthCallbackPage };
