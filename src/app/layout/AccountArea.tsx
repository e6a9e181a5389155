/**
 * The header's account area (spec §2, Header): the cart link with its item count (only when the cart
 * is non-empty), the login and register buttons when logged out, the user menu with first and last
 * name when logged in. While the sign-in is being restored neither buttons nor menu show, so a
 * signed-in visitor never sees the buttons flash. It never waits for the login actor: before the actors
 * have started (after the first paint, src/app/lazy-system.ts) the rfLoggedIn cookie tells which to
 * show, and a click starts them.
 */
import { Suspense } from 'react';
import { useTranslation } from '../../lib/texts';
import { lazyPart } from '../../components/lazy-part';
import { CartLink } from '../../features/cart/CartLink';
import { useSite } from '../../lib/site-context';
import { isOrganizerStaff } from '../../lib/stored-roles';
import { useLoginStatus, useLoginView, useSendToLogin } from '../../state/login';

/** Only a signed-in visitor sees it, once the actors have restored the sign-in: no part of the start page's first screen. */
const UserMenu = lazyPart(() => import('../../features/account/UserMenu').then((module) => module.UserMenu));

export function AccountArea() {
  const { t } = useTranslation();
  const { configuration } = useSite();
  const send = useSendToLogin();
  const status = useLoginStatus();
  const session = useLoginView((snapshot) => snapshot.context.session, null);
  const leaving = useLoginView((snapshot) => snapshot.matches('redirecting') || snapshot.matches('loggingOut'), false);

  return (
    <div className="account-area">
      <CartLink />
      {status === 'loggedIn' && session ? (
        <Suspense fallback={null}>
          <UserMenu
            firstName={session.firstName}
            lastName={session.lastName}
            features={configuration.features}
            organizerStaff={isOrganizerStaff()}
            onLogout={() => send({ type: 'user.logout' })}
          />
        </Suspense>
      ) : status === 'loggedOut' ? (
        <>
          <button
            type="button"
            className="button button--secondary"
            disabled={leaving}
            onClick={() => send({ type: 'user.login' })}
            data-event="user.login"
          >
            {t('account.login')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={leaving}
            onClick={() => send({ type: 'user.register' })}
            data-event="user.register"
          >
            {t('account.register')}
          </button>
        </>
      ) : null}
    </div>
  );
}
