/**
 * The login machine's model (machines/login.machine.ts): the sessions and representative events the
 * model-based tests (tests/model/login.mbt.test.tsx) and docs/flows walk the graph with.
 */
import type { CompletedLogin, LoginContext, LoginSession, RestoredSession } from './login.machine';

/** A fixed instant for the models: sessions expire relative to it (tests set the fake clock to it). */
export const LOGIN_MODEL_NOW_S = 1_800_000_000;

const SESSION: LoginSession = {
  customerId: 42,
  firstName: 'Erika',
  lastName: 'Musterfrau',
  email: 'erika@kursmarkt.example',
  expiresAt: LOGIN_MODEL_NOW_S + 62,
  idToken: 'id-token-1',
};
const RENEWED: LoginSession = { ...SESSION, expiresAt: LOGIN_MODEL_NOW_S + 122, idToken: 'id-token-2' };

/**
 * Representative events: every restore outcome (also the return from a logout), callback with and
 * without a return URL, both screens, a sign-in that cannot start (error, timeout) and its retry, a
 * session check that finds the sign-in gone and one that finds it renewed, failures.
 */
export const loginModel = {
  events: [
    { type: 'xstate.done.actor.restoreSession', output: { session: SESSION, refreshable: true } satisfies RestoredSession },
    { type: 'xstate.done.actor.restoreSession', output: { session: null, refreshable: true } satisfies RestoredSession },
    { type: 'xstate.done.actor.restoreSession', output: { session: null, refreshable: false } satisfies RestoredSession },
    { type: 'xstate.error.actor.restoreSession', error: new Error('storage unavailable') },
    {
      type: 'xstate.done.actor.restoreSession',
      output: { session: null, refreshable: false, continueTo: 'https://www.kursmarkt.example/' } satisfies RestoredSession,
    },
    { type: 'xstate.done.actor.refreshTokens', output: RENEWED },
    { type: 'xstate.error.actor.refreshTokens', error: new Error('invalid_grant') },
    { type: 'user.login' },
    { type: 'user.login', returnUrl: '/check' },
    { type: 'user.register' },
    { type: 'xstate.error.actor.signIn', error: new Error('provider unreachable') },
    { type: 'xstate.done.actor.signIn' },
    { type: 'xstate.after.signInTimeout.login.redirecting' },
    { type: 'user.retry' },
    { type: 'auth.callbackReached', url: 'http://localhost/auth/callback?code=c&state=s' },
    { type: 'xstate.done.actor.completeLogin', output: { session: SESSION, returnUrl: '/check' } satisfies CompletedLogin },
    { type: 'xstate.done.actor.completeLogin', output: { session: SESSION, returnUrl: null } satisfies CompletedLogin },
    { type: 'xstate.error.actor.completeLogin', error: new Error('state expired') },
    { type: 'xstate.after.sessionCheck.login.loggedIn.active' },
    { type: 'xstate.after.tokenRefresh.login.loggedIn.active' },
    { type: 'session.tokenRejected' },
    { type: 'xstate.done.actor.checkSession', output: SESSION },
    { type: 'xstate.done.actor.checkSession', output: null },
    { type: 'xstate.error.actor.checkSession', error: new Error('storage unavailable') },
    { type: 'user.logout' },
    { type: 'xstate.done.actor.signOut' },
    { type: 'xstate.error.actor.signOut', error: new Error('provider unreachable') },
  ],
  /** The state and whether someone is signed in; which token (first or renewed) does not matter. */
  serializeState: (snapshot: { value: unknown; context: LoginContext }) =>
    JSON.stringify({ value: snapshot.value, signedIn: snapshot.context.session !== null }),
};
