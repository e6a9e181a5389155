/**
 * The global login actor for views (machines/login.machine.ts, created in src/app/system.ts):
 *
 *   const status = useLoginStatus();
 *   const login = useLoginActor();  login.send({ type: 'user.login', returnUrl: '/check' });
 */
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from '../../machines/login.machine';
import { readAffiliateId } from '../lib/cookies';
import { useSystem, type LoginActor } from './system-context';

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** Signed in, a guest, or not known yet (start-up, silent login, callback, leaving after a logout). */
export type LoginStatus = 'pending' | 'loggedIn' | 'loggedOut';

export function loginStatus(snapshot: LoginSnapshot): LoginStatus {
  if (snapshot.matches('loggedIn')) return 'loggedIn';
  if (snapshot.matches('restoring') || snapshot.matches('silentLogin') || snapshot.matches('completingLogin')) return 'pending';
  if (snapshot.matches('leaving')) return 'pending';
  return 'loggedOut';
}

export function useLoginActor(): LoginActor {
  return useSystem().login;
}

export function useLoginSelector<T>(selector: (snapshot: LoginSnapshot) => T): T {
  return useSelector(useSystem().login, selector);
}

export function useLoginStatus(): LoginStatus {
  return useLoginSelector(loginStatus);
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
