/**
 * Shows its children only to a signed-in account; a guest is sent to the sign-in and comes back to
 * the same address (with aid when known), like the customer dashboard. While the stored sign-in is
 * being restored it shows the loading indicator.
 */
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useLoginActor, useLoginStatus, withAffiliate } from '../state/login';
import { LoadingIndicator } from './LoadingIndicator';

export function SignInGate({ children, loginRequired }: { children: ReactNode; loginRequired: string }) {
  const { pathname, search } = useLocation();
  const status = useLoginStatus();
  const login = useLoginActor();
  useEffect(() => {
    if (status === 'loggedOut' && login.getSnapshot().matches({ loggedOut: 'idle' })) {
      login.send({ type: 'user.login', returnUrl: withAffiliate(`${pathname}${search}`) });
    }
  }, [status, login, pathname, search]);
  if (status === 'loggedIn') return <>{children}</>;
  if (status === 'pending') return <LoadingIndicator />;
  return <p role="status">{loginRequired}</p>;
}
