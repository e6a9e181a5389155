/**
 * Sign-in of the shop (spec §4 "Login", §9 "Sign-in"; ARCHITECTURE.md "Identity"). One global actor
 * (created in src/app/system.ts); src/actors/login.ts provides the effects with oidc-client-ts.
 *
 * - Start-up (`restoring`): the stored sign-in is read. Only with the rfLoggedIn cookie does a stored
 *   sign-in count: a usable access token → `loggedIn`; an expired one with a refresh token → the
 *   silent login; anything else → `loggedOut` (stale storage and cookie are cleared).
 * - Silent login (`silentLogin`) uses the stored refresh token at the provider's token endpoint, not
 *   a hidden iframe and not a top-level `prompt=none` redirect. Why: spec §9 forbids the login iframe
 *   (third-party cookies are blocked in current browsers anyway), and a `prompt=none` round trip would
 *   send every visitor whose cookie outlived the provider session away from the page they opened and
 *   back. The refresh token is rotated on every use, has an absolute lifetime and dies with the
 *   provider session (logout), so it proves the session as well as the iframe would. Without a
 *   refresh token the cookie is stale: the visitor is logged out, one click on "Anmelden" away.
 * - Login / registration (`user.login`, `user.register`): authorization code + PKCE S256 redirect to
 *   the provider, with `screen=register` for the registration page. The return URL (e.g. /check)
 *   travels in the request's stored state, which expires after LOGIN_STATE_MAX_AGE_S.
 * - Starting the sign-in can fail: the provider's discovery document cannot be fetched (network,
 *   provider down, blocked by the content security policy on another host name) or nothing happens
 *   within `signInTimeout` (spec §9 message timeout). Then `loggedOut.startFailed`: the views show an
 *   error with a retry (`user.retry` repeats the same request), never an endless wait.
 * - Callback (`auth.callbackReached`, sent by the /auth/callback page): the code is exchanged, then
 *   the browser goes to the return URL — or to the customer dashboard (with aid when known).
 * - While logged in: the access token is renewed when less than 20 s of it remain (`tokenRefresh`,
 *   computed from the token's expiry), and every 5 s the stored sign-in is checked (`sessionCheck`):
 *   gone or expired without renewal — another tab logged out — means logged out here too. A 401 of the
 *   API (`session.tokenRejected`, from src/lib/http.ts) renews at once. A failed renewal logs out.
 * - Logout (`user.logout`): clears the rfLoggedIn cookie, the stored tokens and profile, the local cart
 *   and cp, then goes to the provider's end-session endpoint. Spec §4: the visitor ends on the main
 *   domain. The provider returns to the shop's start page (the one address every provider has
 *   registered) and start-up finds that logout's answer there (`RestoredSession.continueTo`): the
 *   browser goes on to the main domain (`leaving`).
 *
 * Tokens: oidc-client-ts keeps the whole user (id token, expiry, profile) in its localStorage store
 * (so every tab sees one sign-in); src/lib/auth.ts mirrors access and refresh token into the spec §3
 * keys 'token' and 'refresh token' whenever they change and removes them with the user.
 *
 * Told to the app (emitted): `session.loggedIn` on entering `loggedIn`, `session.loggedOut` on
 * leaving it (a guest at start-up hears nothing) — the cart actor switches between server cart and
 * local cart on them.
 */
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { LOGIN_MESSAGE_TIMEOUT_MS, SESSION_CHECK_INTERVAL_MS, TOKEN_REFRESH_MARGIN_S } from '../src/shared/constants';

/** The signed-in user as the app needs it (from the id token and userinfo). */
export interface LoginSession {
  /** The API's customer id (claim customer_id); null when the token carries none. */
  customerId: number | null;
  firstName: string;
  lastName: string;
  email: string | null;
  /** When the access token expires, epoch seconds. */
  expiresAt: number;
  /** For the end-session request (id_token_hint). */
  idToken: string | null;
}

/** What start-up found in storage. */
export interface RestoredSession {
  /** A sign-in with a usable access token (and the rfLoggedIn cookie), else null. */
  session: LoginSession | null;
  /** No usable access token, but the cookie and a stored refresh token: try the silent login. */
  refreshable: boolean;
  /** The page is the provider's answer to a logout: where the browser goes on to (the main domain). */
  continueTo?: string | null;
}

/** What the callback's code exchange gives. */
export interface CompletedLogin {
  session: LoginSession;
  /** Where the login was started for (e.g. '/check'); null: the customer dashboard. */
  returnUrl: string | null;
}

export type LoginScreen = 'login' | 'register';

export interface SignInRequest {
  returnUrl: string | null;
  screen: LoginScreen;
}

export interface LoginContext {
  session: LoginSession | null;
  /** The last login / registration request, for a retry after it could not start. */
  request: SignInRequest | null;
}

export type LoginEvent =
  | { type: 'user.login'; returnUrl?: string }
  | { type: 'user.register'; returnUrl?: string }
  | { type: 'user.logout' }
  /** Start the failed login / registration request again. */
  | { type: 'user.retry' }
  /** The /auth/callback page opened with the provider's answer in `url`. */
  | { type: 'auth.callbackReached'; url: string }
  /** The API answered 401: renew the token now. */
  | { type: 'session.tokenRejected' };

export type LoginEmitted =
  | { type: 'session.loggedIn'; customerId: number | null }
  | { type: 'session.loggedOut' };

/** Spec §9, from src/shared/constants.ts (the one definition; machines may import its constants). */
export const LOGIN_RULES = {
  refreshMarginS: TOKEN_REFRESH_MARGIN_S,
  sessionCheckMs: SESSION_CHECK_INTERVAL_MS,
  signInTimeoutMs: LOGIN_MESSAGE_TIMEOUT_MS,
} as const;

/** Milliseconds until the token has less than the margin left (0: renew now). */
export function refreshDelayMs(session: LoginSession | null, now: number, marginS: number = LOGIN_RULES.refreshMarginS): number {
  if (!session) return 0;
  return Math.max(0, (session.expiresAt - marginS) * 1000 - now);
}

const notProvided = (name: string) => () => {
  throw new Error(`${name} is provided by src/actors/login.ts`);
};

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    emitted: {} as LoginEmitted,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    restoreSession: fromPromise<RestoredSession>(async () => notProvided('restoreSession')()),
    refreshTokens: fromPromise<LoginSession>(async () => notProvided('refreshTokens')()),
    signIn: fromPromise<void, SignInRequest>(async () => notProvided('signIn')()),
    completeLogin: fromPromise<CompletedLogin, { url: string }>(async () => notProvided('completeLogin')()),
    checkSession: fromPromise<LoginSession | null>(async () => notProvided('checkSession')()),
    signOut: fromPromise<void, { idToken: string | null }>(async () => notProvided('signOut')()),
  },
  delays: {
    sessionCheck: LOGIN_RULES.sessionCheckMs,
    tokenRefresh: ({ context }) => refreshDelayMs(context.session, Date.now()),
    /** How long leaving for the provider may take before the views say it failed. */
    signInTimeout: LOGIN_RULES.signInTimeoutMs,
  },
  guards: {
    returnedFromLogout: (_, params: { restored: RestoredSession }) => Boolean(params.restored.continueTo),
    hasSession: (_, params: { restored: RestoredSession }) => params.restored.session !== null,
    refreshable: (_, params: { restored: RestoredSession }) => params.restored.refreshable,
    hasReturnUrl: (_, params: { returnUrl: string | null }) => params.returnUrl !== null,
    sessionGone: (_, params: { session: LoginSession | null }) => params.session === null,
  },
  actions: {
    storeSession: assign({ session: (_, params: { session: LoginSession | null }) => params.session }),
    forgetSession: assign({ session: null }),
    rememberRequest: assign({
      request: (_, params: { request: SignInRequest }) => params.request,
    }),
    announceLoggedIn: emit(({ context }) => ({
      type: 'session.loggedIn' as const,
      customerId: context.session?.customerId ?? null,
    })),
    announceLoggedOut: emit({ type: 'session.loggedOut' as const }),
    /** Sets the rfLoggedIn cookie. */
    markLoggedIn: () => {},
    /** Removes the rfLoggedIn cookie, the stored user and the 'token' / 'refresh token' copies. */
    clearSession: () => {},
    /** Removes the local cart ('cart') and the credit packages ('cp'). */
    clearCart: () => {},
    navigateTo: (_, _params: { url: string }) => {},
    /** Leaves the shop for another address (the main domain after a logout). */
    leaveFor: (_, _params: { url: string }) => {},
    /** The customer dashboard, with ?aid= when the affiliate is known. */
    navigateToDashboard: () => {},
    reportError: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'login',
  context: { session: null, request: null },
  initial: 'restoring',
  on: {
    // From any state: the callback page opened (it sends this once, see AuthCallbackPage). The new
    // sign-in replaces whatever was stored before.
    'auth.callbackReached': { target: '.completingLogin', actions: 'clearSession' },
  },
  states: {
    restoring: {
      description: 'Start-up: reading the stored sign-in (rfLoggedIn cookie, tokens).',
      tags: ['busy'],
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'returnedFromLogout', params: ({ event }) => ({ restored: event.output }) },
            target: 'leaving',
            actions: { type: 'leaveFor', params: ({ event }) => ({ url: event.output.continueTo ?? '/' }) },
          },
          {
            guard: { type: 'hasSession', params: ({ event }) => ({ restored: event.output }) },
            target: 'loggedIn',
            actions: { type: 'storeSession', params: ({ event }) => ({ session: event.output.session }) },
          },
          {
            guard: { type: 'refreshable', params: ({ event }) => ({ restored: event.output }) },
            target: 'silentLogin',
          },
          { target: 'loggedOut', actions: 'clearSession' },
        ],
        onError: {
          target: 'loggedOut',
          actions: ['clearSession', { type: 'reportError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    silentLogin: {
      description: 'The rfLoggedIn cookie is set: renewing the sign-in with the stored refresh token (no iframe).',
      tags: ['busy'],
      invoke: {
        id: 'refreshTokens',
        src: 'refreshTokens',
        onDone: {
          target: 'loggedIn',
          actions: { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
        },
        onError: { target: 'loggedOut', actions: 'clearSession' },
      },
    },
    loggedOut: {
      description: 'A guest: login and register buttons.',
      entry: 'forgetSession',
      initial: 'idle',
      on: {
        'user.login': {
          target: 'redirecting',
          actions: { type: 'rememberRequest', params: ({ event }) => ({ request: { returnUrl: event.returnUrl ?? null, screen: 'login' } }) },
        },
        'user.register': {
          target: 'redirecting',
          actions: { type: 'rememberRequest', params: ({ event }) => ({ request: { returnUrl: event.returnUrl ?? null, screen: 'register' } }) },
        },
      },
      states: {
        idle: {
          description: 'Signed out and nothing under way: the header offers sign-in and registration.',
        },
        failed: {
          description: 'The sign-in could not be completed (the callback failed); the visitor can log in again.',
        },
        startFailed: {
          description: 'The sign-in could not start (provider unreachable, blocked or too slow): an error with a retry.',
          tags: ['error'],
          on: { 'user.retry': '#login.redirecting' },
        },
      },
    },
    redirecting: {
      description: 'Leaving for the identity provider (login or registration page).',
      tags: ['busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => context.request ?? { returnUrl: null, screen: 'login' },
        // Success leaves the page. It settles only when the page is shown again without having left
        // (restored from the back-forward cache): the buttons are back.
        onDone: { target: 'loggedOut.idle' },
        onError: {
          target: 'loggedOut.startFailed',
          actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      after: {
        signInTimeout: {
          target: 'loggedOut.startFailed',
          actions: { type: 'reportError', params: () => ({ error: new Error('The identity provider did not answer in time') }) },
        },
      },
    },
    completingLogin: {
      description: "Back from the provider: exchanging the code for tokens (the /auth/callback page).",
      tags: ['busy'],
      invoke: {
        id: 'completeLogin',
        src: 'completeLogin',
        input: ({ event }) => {
          assertEvent(event, 'auth.callbackReached');
          return { url: event.url };
        },
        onDone: [
          {
            guard: { type: 'hasReturnUrl', params: ({ event }) => ({ returnUrl: event.output.returnUrl }) },
            target: 'loggedIn',
            actions: [
              { type: 'storeSession', params: ({ event }) => ({ session: event.output.session }) },
              { type: 'navigateTo', params: ({ event }) => ({ url: event.output.returnUrl ?? '/' }) },
            ],
          },
          {
            target: 'loggedIn',
            actions: [
              { type: 'storeSession', params: ({ event }) => ({ session: event.output.session }) },
              'navigateToDashboard',
            ],
          },
        ],
        onError: {
          target: 'loggedOut.failed',
          actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loggedIn: {
      description: 'Signed in: user menu; the token is renewed before it expires and the session checked.',
      entry: ['markLoggedIn', 'announceLoggedIn'],
      // Whatever ends the session (logout, another tab, failed renewal, a new sign-in) tells the app.
      exit: 'announceLoggedOut',
      initial: 'active',
      on: {
        'user.logout': { target: 'loggingOut', actions: ['clearSession', 'clearCart'] },
      },
      states: {
        active: {
          description: 'Signed in: the session is checked and the tokens are renewed on their timers.',
          after: {
            sessionCheck: 'checkingSession',
            tokenRefresh: 'refreshing',
          },
          on: { 'session.tokenRejected': 'refreshing' },
        },
        checkingSession: {
          description: 'Is the stored sign-in still there and valid (another tab may have logged out)?',
          invoke: {
            id: 'checkSession',
            src: 'checkSession',
            onDone: [
              {
                guard: { type: 'sessionGone', params: ({ event }) => ({ session: event.output }) },
                target: '#login.loggedOut',
                actions: 'clearSession',
              },
              {
                target: 'active',
                actions: { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
              },
            ],
            onError: { target: 'active' },
          },
        },
        refreshing: {
          description: 'Renewing the access token with the refresh token.',
          invoke: {
            id: 'refreshTokens',
            src: 'refreshTokens',
            onDone: {
              target: 'active',
              actions: { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
            },
            onError: {
              target: '#login.loggedOut',
              actions: ['clearSession', { type: 'reportError', params: ({ event }) => ({ error: event.error }) }],
            },
          },
        },
      },
    },
    leaving: {
      description: "Back from the provider's logout: on the way to the main domain.",
      tags: ['busy'],
    },
    loggingOut: {
      description: 'Local sign-in data is gone; leaving for the provider end-session endpoint.',
      tags: ['busy'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => ({ idToken: context.session?.idToken ?? null }),
        onDone: { target: 'loggedOut' },
        onError: {
          target: 'loggedOut',
          actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
