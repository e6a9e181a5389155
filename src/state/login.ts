/**
 * The global login actor for views (machines/login.machine.ts, created in src/app/system.ts):
 *
 *   const status = useLoginStatus();
 *   const login = useLoginActor();  login.send({ type: 'user.login', returnUrl: '/check' });
 *
 * Until the actors have started (src/app/lazy-system.ts), the header asks `useLoginStatus` and
 * `useLoginView` (never waiting) and sends with `useSendToLogin`: the rfLoggedIn cookie tells whether
 * a sign-in is being restored, and a click starts the actors and goes to the login actor once it is
 * ready for it.
 */
import type { EventFrom, SnapshotFrom } from 'xstate';
import type { loginMachine } from '../../machines/login.machine';
import { currentAffiliateId } from '../lib/affiliate';
import { hasSignInCookie } from '../lib/cookies';
import { useActorSelector, useStartedSystem, useSystem, useSystemHandle, type LoginActor } from './system-context';

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** Signed in, a guest, or not known yet (start-up, silent login, callback, leaving after a logout). */
export type LoginStatus = 'pending' | 'loggedIn' | 'loggedOut';

export function loginStatus(snapshot: LoginSnapshot): LoginStatus {
  if (snapshot.matches('loggedIn')) return 'loggedIn';
  if (snapshot.matches('restoring') || snapshot.matches('silentLogin') || snapshot.matches('completingLogin'))
    return 'pending';
  if (snapshot.matches('leaving')) return 'pending';
  return 'loggedOut';
}

export type LoginEvent = EventFrom<typeof loginMachine>;

/** Before the login actor has started: a sign-in to restore (the rfLoggedIn cookie) is 'pending', else logged out. */
export function statusBeforeStart(): LoginStatus {
  return hasSignInCookie() ? 'pending' : 'loggedOut';
}

export function useLoginActor(): LoginActor {
  return useSystem().login;
}

/** A value of the login actor's snapshot; the page waits for the actor. */
export function useLoginSelector<T>(selector: (snapshot: LoginSnapshot) => T): T {
  return useActorSelector(useSystem().login, selector);
}

/** A value of the login actor's snapshot, or `beforeStart` while the actor has not started (never waits). */
export function useLoginView<T>(selector: (snapshot: LoginSnapshot) => T, beforeStart: T): T {
  return useActorSelector(useStartedSystem()?.login ?? null, selector, beforeStart);
}

/** Signed in, a guest or not known yet; never waits for the actors (see `statusBeforeStart`). */
export function useLoginStatus(): LoginStatus {
  return useLoginView(loginStatus, statusBeforeStart());
}

/** Calls `then` once the login actor has restored the stored sign-in (it ignores a login before). */
function whenRestored(login: LoginActor, then: () => void): void {
  if (!login.getSnapshot().matches('restoring')) return then();
  const subscription = login.subscribe((snapshot) => {
    if (snapshot.matches('restoring')) return;
    subscription.unsubscribe();
    then();
  });
}

/**
 * Sends to the login actor, starting the actors first when they are not there yet, and waiting while
 * it reads the stored sign-in (the first interaction may have started it a moment before the click).
 */
export function useSendToLogin(): (event: LoginEvent) => void {
  const handle = useSystemHandle();
  return (event) => {
    const send = ({ login }: { login: LoginActor }) => whenRestored(login, () => login.send(event));
    const started = handle.current();
    if (started) send(started);
    else void handle.start().then(send);
  };
}

/** A return URL with the visitor's aid (cookie or tab: src/lib/affiliate.ts) added when the address has none. */
export function withAffiliate(path: string): string {
  const aid = currentAffiliateId();
  if (!aid) return path;
  const url = new URL(path, 'http://shop.invalid');
  if (url.searchParams.has('aid')) return path;
  url.searchParams.set('aid', aid);
  return `${url.pathname}${url.search}${url.hash}`;
}
