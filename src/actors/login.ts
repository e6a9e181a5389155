/**
 * What the login machine does in the browser: oidc-client-ts through src/lib/auth.ts (restore,
 * redirect, callback, refresh-token renewal, session check, end-session redirect), the rfLoggedIn
 * cookie, the local cart on logout, in-app navigation after the callback and leaving for the main
 * domain after a logout. The spec §9 timers come from src/shared/constants.ts (the message timeout
 * bounds how long starting a sign-in may take).
 */
import { fromPromise } from 'xstate';
import {
  loginMachine, refreshDelayMs, type CompletedLogin, type LoginSession, type RestoredSession, type SignInRequest,
} from '../../machines/login.machine';
import type { Auth } from '../lib/auth';
import { clearCartStorage } from '../lib/cart-storage';
import { LOGIN_MESSAGE_TIMEOUT_MS, SESSION_CHECK_INTERVAL_MS, TOKEN_REFRESH_MARGIN_S } from '../shared/constants';

export interface LoginEffects {
  auth: Auth;
  /** In-app navigation (the router). */
  navigate: (url: string) => void;
  /** The customer dashboard address, with ?aid= when the affiliate is known. */
  dashboardUrl: () => string;
  /** Leaves the shop for another site (the main domain after a logout). Default: location.replace. */
  leave?: (url: string) => void;
}

export function loginLogic({ auth, navigate, dashboardUrl, leave = (url) => window.location.replace(url) }: LoginEffects) {
  return loginMachine.provide({
    actors: {
      restoreSession: fromPromise<RestoredSession>(() => auth.restore()),
      refreshTokens: fromPromise<LoginSession>(() => auth.refresh()),
      signIn: fromPromise<void, SignInRequest>(({ input }) => auth.signIn(input)),
      completeLogin: fromPromise<CompletedLogin, { url: string }>(({ input }) => auth.completeLogin(input.url)),
      checkSession: fromPromise<LoginSession | null>(() => auth.check()),
      signOut: fromPromise<void, { idToken: string | null }>(({ input }) => auth.signOut(input.idToken)),
    },
    delays: {
      sessionCheck: SESSION_CHECK_INTERVAL_MS,
      signInTimeout: LOGIN_MESSAGE_TIMEOUT_MS,
      tokenRefresh: ({ context }) => refreshDelayMs(context.session, Date.now(), TOKEN_REFRESH_MARGIN_S),
    },
    actions: {
      markLoggedIn: () => auth.markLoggedIn(),
      clearSession: () => auth.clearSession(),
      clearCart: () => clearCartStorage(),
      navigateTo: (_, { url }) => navigate(url),
      navigateToDashboard: () => navigate(dashboardUrl()),
      leaveFor: (_, { url }) => leave(url),
      reportError: (_, { error }) => console.warn('sign-in failed', error),
    },
  });
}

export type LoginLogic = ReturnType<typeof loginLogic>;
