/**
 * The header's account area (spec §2, Header): the cart link with its item count (only when the cart
 * is non-empty), the login and register buttons when logged out, the user menu with first and last
 * name when logged in. While the sign-in is being restored neither buttons nor menu show, so a
 * signed-in visitor never sees the buttons flash.
 */
import { useTranslation } from 'react-i18next';
import { UserMenu } from '../../features/account/UserMenu';
import { CartLink } from '../../features/cart/CartLink';
import { useSite } from '../../lib/site-context';
import { loginStatus, useLoginActor, useLoginSelector } from '../../state/login';

export function AccountArea() {
  const { t } = useTranslation();
  const { configuration } = useSite();
  const login = useLoginActor();
  const status = useLoginSelector(loginStatus);
  const session = useLoginSelector((snapshot) => snapshot.context.session);
  const leaving = useLoginSelector((snapshot) => snapshot.matches('redirecting') || snapshot.matches('loggingOut'));

  return (
    <div className="account-area">
      <CartLink />
      {status === 'loggedIn' && session ? (
        <UserMenu
          firstName={session.firstName}
          lastName={session.lastName}
          features={configuration.features}
          onLogout={() => login.send({ type: 'user.logout' })}
        />
      ) : status === 'loggedOut' ? (
        <>
          <button type="button" className="button button--secondary" disabled={leaving} onClick={() => login.send({ type: 'user.login' })}>
            {t('account.login')}
          </button>
          <button type="button" className="button button--primary" disabled={leaving} onClick={() => login.send({ type: 'user.register' })}>
            {t('account.register')}
          </button>
        </>
      ) : null}
    </div>
  );
}
