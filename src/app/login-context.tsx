/**
 * The global login actor (machines/login.machine.ts) for every view, and the HTTP client's token
 * handlers (src/lib/http.ts): API calls carry the bearer token, a 401 renews it once through the
 * machine, and a failed renewal starts the login returning to the current page.
 *
 *   const signedIn = LoginContext.useSelector((s) => s.matches('loggedIn'));
 *   const login = LoginContext.useActorRef();  login.send({ type: 'user.login', returnUrl: '/check' });
 *
 * The app glue listens to the emitted `session.loggedIn` / `session.loggedOut` (actorRef.on(...)).
 */
import { createActorContext } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { DataRouter } from 'react-router-dom';
import { waitFor, type SnapshotFrom } from 'xstate';
import { loginMachine } from '../../machines/login.machine';
import { loginLogic, type LoginLogic } from '../actors/login';
import { createAuth, CUSTOMER_DASHBOARD_PATH, type Auth } from '../lib/auth';
import { readAffiliateId } from '../lib/cookies';
import { configureHttp } from '../lib/http';
import type { Site } from '../lib/site-context';

export const LoginContext = createActorContext(loginMachine);

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** Signed in, a guest, or not known yet (start-up, silent login, callback, leaving after a logout). */
export type LoginStatus = 'pending' | 'loggedIn' | 'loggedOut';

export function loginStatus(snapshot: LoginSnapshot): LoginStatus {
  if (snapshot.matches('loggedIn')) return 'loggedIn';
  if (snapshot.matches('restoring') || snapshot.matches('silentLogin') || snapshot.matches('completingLogin')) return 'pending';
  if (snapshot.matches('leaving')) return 'pending';
  return 'loggedOut';
}

export function useLoginStatus(): LoginStatus {
  return LoginContext.useSelector(loginStatus);
}

type LoginActorRef = ReturnType<typeof LoginContext.useActorRef>;

/**
 * Starts the login (returning to `returnUrl`) and waits while the browser leaves for the provider. It
 * settles only when the page is still here afterwards — the sign-in could not start (error or the
 * login actor's timeout) — and then rejects, so a flow waiting for the login can show its error.
 */
export async function startLoginFrom(login: LoginActorRef, returnUrl: string): Promise<never> {
  login.send({ type: 'user.login', returnUrl });
  await waitFor(login, (snapshot) => !snapshot.matches('redirecting'));
  throw new Error('The sign-in could not start');
}

/** The customer dashboard, with ?aid= when the affiliate cookie holds a known affiliate. */
export function dashboardUrl(affiliateKnown: boolean): string {
  const aid = affiliateKnown ? readAffiliateId() : null;
  return aid ? `${CUSTOMER_DASHBOARD_PATH}?aid=${encodeURIComponent(aid)}` : CUSTOMER_DASHBOARD_PATH;
}

/** A return URL with the aid of the affiliate cookie added when the address has none. */
export function withAffiliate(path: string): string {
  const aid = readAffiliateId();
  if (!aid) return path;
  const url = new URL(path, 'http://shop.invalid');
  if (url.searchParams.has('aid')) return path;
  url.searchParams.set('aid', aid);
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface LoginProviderProps {
  site: Site;
  router: DataRouter;
  children: ReactNode;
  /** Tests hand in the machine with stand-in effects. */
  logic?: LoginLogic;
}

function currentPath(router: DataRouter): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}

/** Points the HTTP client at the login actor (once per mounted provider). */
function HttpBinding({ auth, router }: { auth: Auth; router: DataRouter }) {
  const actor = LoginContext.useActorRef();
  useEffect(() => {
    configureHttp({
      getAccessToken: () => auth.accessToken(),
      refreshAccessToken: async () => {
        actor.send({ type: 'session.tokenRejected' });
        const settled = await waitFor(actor, (s) => !s.matches({ loggedIn: 'refreshing' }) && !s.hasTag('busy'), {
          timeout: 30_000,
        });
        return settled.matches('loggedIn') ? auth.accessToken() : null;
      },
      login: () => actor.send({ type: 'user.login', returnUrl: currentPath(router) }),
    });
  }, [actor, auth, router]);
  return null;
}

export function LoginProvider({ site, router, children, logic }: LoginProviderProps) {
  const [auth] = useState(() =>
    createAuth({
      issuer: site.configuration.identity.issuer,
      clientId: site.configuration.identity.clientId,
      origin: window.location.origin,
      language: site.language,
      mainDomain: site.messages.mainDomain,
    }),
  );
  const [effective] = useState(
    () =>
      logic ??
      loginLogic({
        auth,
        navigate: (url) => void router.navigate(url, { replace: true }),
        dashboardUrl: () => dashboardUrl(site.configuration.affiliateKnown),
      }),
  );
  return (
    <LoginContext.Provider logic={effective}>
      <HttpBinding auth={auth} router={router} />
      {children}
    </LoginContext.Provider>
  );
}
