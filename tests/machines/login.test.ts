/**
 * Actor-level tests of the login machine: the spec §9 timers (renewal 20 s before expiry, session
 * check every 5 s) on a fake clock, what the app is told, and which effects run on logout.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import {
  LOGIN_RULES, loginMachine, refreshDelayMs, type CompletedLogin, type LoginEmitted, type LoginSession, type RestoredSession,
  type SignInRequest,
} from '../../machines/login.machine';
import { LOGIN_MESSAGE_TIMEOUT_MS, SESSION_CHECK_INTERVAL_MS, TOKEN_REFRESH_MARGIN_S } from '../../src/shared/constants';
import { deferredActor } from '../support/flow-actors';
import { providedBy, unprovidedCalls } from '../support/placeholder-calls';

const NOW_S = 1_900_000_000;
const session = (expiresInS: number, idToken: string | null = 'id-1'): LoginSession => ({
  customerId: 7,
  firstName: 'Clara',
  lastName: 'Kunde',
  email: 'kunde@kursmarkt.example',
  expiresAt: NOW_S + expiresInS,
  idToken,
});

function start() {
  const restore = deferredActor<RestoredSession>('restoreSession');
  const refresh = deferredActor<LoginSession>('refreshTokens');
  const check = deferredActor<LoginSession | null>('checkSession');
  const complete = deferredActor<CompletedLogin, { url: string }>('completeLogin');
  const signOut = deferredActor<void, { idToken: string | null }>('signOut');
  const signIn = deferredActor<void, SignInRequest>('signIn');
  const effects = {
    leaveFor: vi.fn(),
    markLoggedIn: vi.fn(),
    clearSession: vi.fn(),
    clearCart: vi.fn(),
    navigateTo: vi.fn(),
    navigateToDashboard: vi.fn(),
    reportError: vi.fn(),
  };
  const actor = createActor(
    loginMachine.provide({
      actors: {
        restoreSession: restore.logic,
        refreshTokens: refresh.logic,
        checkSession: check.logic,
        completeLogin: complete.logic,
        signOut: signOut.logic,
        signIn: signIn.logic,
      },
      actions: {
        leaveFor: (_, params) => effects.leaveFor(params.url),
        markLoggedIn: effects.markLoggedIn,
        clearSession: effects.clearSession,
        clearCart: effects.clearCart,
        navigateTo: (_, params) => effects.navigateTo(params.url),
        navigateToDashboard: effects.navigateToDashboard,
        reportError: effects.reportError,
      },
    }),
  );
  const told: LoginEmitted['type'][] = [];
  const emitted: LoginEmitted[] = [];
  actor.on('*', (event) => {
    told.push(event.type);
    emitted.push(event);
  });
  actor.start();
  return { actor, restore, refresh, check, complete, signOut, signIn, effects, told, emitted };
}

/** Lets a settled deferred reach the machine. */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('login machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW_S * 1000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec §9 renewal margin and session check interval', () => {
    expect(LOGIN_RULES).toEqual({
      refreshMarginS: TOKEN_REFRESH_MARGIN_S,
      sessionCheckMs: SESSION_CHECK_INTERVAL_MS,
      signInTimeoutMs: LOGIN_MESSAGE_TIMEOUT_MS,
    });
  });

  it('computes the renewal moment from the token expiry: now when under 20 s remain', () => {
    expect(refreshDelayMs(session(300), NOW_S * 1000)).toBe(280_000);
    expect(refreshDelayMs(session(20), NOW_S * 1000)).toBe(0);
    expect(refreshDelayMs(session(5), NOW_S * 1000)).toBe(0);
    expect(refreshDelayMs(null, NOW_S * 1000)).toBe(0);
  });

  it('renews the token when less than 20 s remain, not earlier', async () => {
    const { actor, restore, refresh, check } = start();
    restore.current().deferred.resolve({ session: session(23), refreshable: true });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'active' });
    vi.advanceTimersByTime(2_999);
    expect(refresh.calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'refreshing' });
    expect(check.calls).toHaveLength(0);
    refresh.current().deferred.resolve(session(300, 'id-2'));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'active' });
    expect(actor.getSnapshot().context.session?.idToken).toBe('id-2');
  });

  it('checks the stored sign-in every 5 s and logs out when another tab logged out', async () => {
    const { actor, restore, check, effects, told } = start();
    restore.current().deferred.resolve({ session: session(300), refreshable: true });
    await flush();
    for (let round = 0; round < 3; round++) {
      vi.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS);
      expect(actor.getSnapshot().value).toEqual({ loggedIn: 'checkingSession' });
      check.current().deferred.resolve(session(300));
      await flush();
      expect(actor.getSnapshot().value).toEqual({ loggedIn: 'active' });
    }
    expect(check.calls).toHaveLength(3);
    vi.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS);
    check.current().deferred.resolve(null);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    expect(effects.clearSession).toHaveBeenCalledTimes(1);
    expect(effects.clearCart).not.toHaveBeenCalled();
    expect(told).toEqual(['session.loggedIn', 'session.loggedOut']);
  });

  it('tries the silent login with the refresh token, and clears a stale sign-in when it fails', async () => {
    const { actor, restore, refresh, effects, told } = start();
    restore.current().deferred.resolve({ session: null, refreshable: true });
    await flush();
    expect(actor.getSnapshot().value).toBe('silentLogin');
    refresh.current().deferred.reject(new Error('invalid_grant'));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    expect(effects.clearSession).toHaveBeenCalledTimes(1);
    expect(effects.markLoggedIn).not.toHaveBeenCalled();
    // Never signed in here: nothing to tell the app.
    expect(told).toEqual([]);
  });

  it('lands on the return URL after the callback, else on the dashboard', async () => {
    const first = start();
    first.actor.send({ type: 'auth.callbackReached', url: 'http://shop/auth/callback?code=1' });
    expect(first.complete.current().input).toEqual({ url: 'http://shop/auth/callback?code=1' });
    first.complete.current().deferred.resolve({ session: session(300), returnUrl: '/check?aid=p1' });
    await flush();
    expect(first.effects.navigateTo).toHaveBeenCalledWith('/check?aid=p1');
    expect(first.actor.getSnapshot().value).toEqual({ loggedIn: 'active' });
    expect(first.actor.getSnapshot().context.session).toEqual(session(300));
    expect(first.effects.markLoggedIn).toHaveBeenCalledTimes(1);
    expect(first.told).toEqual(['session.loggedIn']);

    const second = start();
    second.actor.send({ type: 'auth.callbackReached', url: 'http://shop/auth/callback?code=2' });
    second.complete.current().deferred.resolve({ session: session(300), returnUrl: null });
    await flush();
    expect(second.effects.navigateToDashboard).toHaveBeenCalledTimes(1);
    expect(second.actor.getSnapshot().value).toEqual({ loggedIn: 'active' });
    expect(second.actor.getSnapshot().context.session).toEqual(session(300));
    expect(second.effects.navigateTo).not.toHaveBeenCalled();
  });

  it('clears session and local cart before leaving for the end-session endpoint with the id token', async () => {
    const { actor, restore, signOut, effects, told } = start();
    restore.current().deferred.resolve({ session: session(300, 'id-9'), refreshable: true });
    await flush();
    actor.send({ type: 'user.logout' });
    expect(effects.clearSession).toHaveBeenCalledTimes(1);
    expect(effects.clearCart).toHaveBeenCalledTimes(1);
    expect(signOut.current().input).toEqual({ idToken: 'id-9' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    signOut.current().deferred.resolve();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(told).toEqual(['session.loggedIn', 'session.loggedOut']);
  });

  it('renews at once on a 401 and ignores a second one while renewing', async () => {
    const { actor, restore, refresh } = start();
    restore.current().deferred.resolve({ session: session(300), refreshable: true });
    await flush();
    actor.send({ type: 'session.tokenRejected' });
    actor.send({ type: 'session.tokenRejected' });
    expect(refresh.calls).toHaveLength(1);
  });

  it('shows a sign-in that cannot start as an error, and retries the same request', async () => {
    const { actor, restore, signIn, effects } = start();
    restore.current().deferred.resolve({ session: null, refreshable: false });
    await flush();
    actor.send({ type: 'user.register', returnUrl: '/fortbildungen' });
    expect(signIn.current().input).toEqual({ returnUrl: '/fortbildungen', screen: 'register' });
    signIn.current().deferred.reject(new TypeError('Failed to fetch'));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'startFailed' });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(effects.reportError).toHaveBeenCalledExactlyOnceWith(expect.anything(), { error: new TypeError('Failed to fetch') });
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(signIn.calls).toHaveLength(2);
    expect(signIn.current().input).toEqual({ returnUrl: '/fortbildungen', screen: 'register' });
  });

  it('gives up waiting for the provider after the message timeout (spec §9)', async () => {
    const { actor, restore, signIn } = start();
    restore.current().deferred.resolve({ session: null, refreshable: false });
    await flush();
    actor.send({ type: 'user.login' });
    vi.advanceTimersByTime(LOGIN_MESSAGE_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('redirecting');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'startFailed' });
    // The hanging request was stopped.
    expect(signIn.calls[0]!.signal.aborted).toBe(true);
  });

  it('goes on to the main domain when start-up finds the answer to its logout', async () => {
    const { actor, restore, effects, told } = start();
    restore.current().deferred.resolve({ session: null, refreshable: false, continueTo: 'https://www.kursmarkt.example/' });
    await flush();
    expect(actor.getSnapshot().value).toBe('leaving');
    expect(effects.leaveFor).toHaveBeenCalledExactlyOnceWith('https://www.kursmarkt.example/');
    expect(told).toEqual([]);
  });
  it('tells the app who signed in after a silent login, and shows a spinner until then', async () => {
    const { actor, restore, refresh, effects, emitted } = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    restore.current().deferred.resolve({ session: null, refreshable: true });
    await flush();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    refresh.current().deferred.resolve(session(300, 'id-3'));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'active' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.session?.idToken).toBe('id-3');
    expect(effects.markLoggedIn).toHaveBeenCalledTimes(1);
    expect(emitted).toEqual([{ type: 'session.loggedIn', customerId: 7 }]);
  });

  it('is a guest, with the error logged, when the stored sign-in cannot be read', async () => {
    const { actor, restore, effects, told } = start();
    const failure = new Error('storage blocked');
    restore.current().deferred.reject(failure);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(effects.clearSession).toHaveBeenCalledTimes(1);
    expect(effects.reportError).toHaveBeenCalledWith(expect.anything(), { error: failure });
    expect(told).toEqual([]);
  });

  it('is a guest without a stored sign-in or refresh token, and forgets nothing it did not have', async () => {
    const { actor, restore, effects } = start();
    restore.current().deferred.resolve({ session: null, refreshable: false, continueTo: null });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    expect(effects.clearSession).toHaveBeenCalledTimes(1);
    expect(effects.leaveFor).not.toHaveBeenCalled();
  });

  it('logs in on the login screen by default, with a spinner, and shows the buttons again when the page comes back', async () => {
    const { actor, restore, signIn } = start();
    restore.current().deferred.resolve({ session: null, refreshable: false });
    await flush();
    actor.send({ type: 'user.login' });
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(signIn.current().input).toEqual({ returnUrl: null, screen: 'login' });
    signIn.current().deferred.resolve();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    actor.send({ type: 'user.login', returnUrl: '/check' });
    expect(signIn.current().input).toEqual({ returnUrl: '/check', screen: 'login' });
  });

  it('logs why the sign-in gave up waiting for the provider', async () => {
    const { actor, restore, effects } = start();
    restore.current().deferred.resolve({ session: null, refreshable: false });
    await flush();
    actor.send({ type: 'user.register' });
    vi.advanceTimersByTime(LOGIN_MESSAGE_TIMEOUT_MS);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(effects.reportError).toHaveBeenCalledWith(expect.anything(), { error: new Error('The identity provider did not answer in time') });
  });

  it('drops the stored sign-in when the callback page opens, and is a guest with the error logged when the code exchange fails', async () => {
    const { actor, restore, complete, effects, told } = start();
    restore.current().deferred.resolve({ session: session(300), refreshable: true });
    await flush();
    actor.send({ type: 'auth.callbackReached', url: 'http://shop/auth/callback?error=access_denied' });
    expect(effects.clearSession).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('completingLogin');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const failure = new Error('access_denied');
    complete.current().deferred.reject(failure);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'failed' });
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(effects.reportError).toHaveBeenCalledWith(expect.anything(), { error: failure });
    expect(told).toEqual(['session.loggedIn', 'session.loggedOut']);
  });

  it('stays signed in when a session check fails, and checks again', async () => {
    const { actor, restore, check } = start();
    restore.current().deferred.resolve({ session: session(300), refreshable: true });
    await flush();
    vi.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS);
    check.current().deferred.reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'active' });
    vi.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS);
    expect(check.calls).toHaveLength(2);
  });

  it('keeps the renewed session a check returns', async () => {
    const { actor, restore, check } = start();
    restore.current().deferred.resolve({ session: session(300), refreshable: true });
    await flush();
    vi.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS);
    check.current().deferred.resolve(session(600, 'id-4'));
    await flush();
    expect(actor.getSnapshot().context.session?.idToken).toBe('id-4');
  });

  it('signs out, with the error logged, when the token cannot be renewed', async () => {
    const { actor, restore, refresh, effects, told } = start();
    restore.current().deferred.resolve({ session: session(300), refreshable: true });
    await flush();
    actor.send({ type: 'session.tokenRejected' });
    const failure = new Error('invalid_grant');
    refresh.current().deferred.reject(failure);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(effects.clearSession).toHaveBeenCalledTimes(1);
    expect(effects.reportError).toHaveBeenCalledWith(expect.anything(), { error: failure });
    expect(told).toEqual(['session.loggedIn', 'session.loggedOut']);
  });

  it('is signed out, with the error logged, when the end-session request fails; busy meanwhile', async () => {
    const { actor, restore, signOut, effects } = start();
    restore.current().deferred.resolve({ session: session(300, null), refreshable: true });
    await flush();
    actor.send({ type: 'user.logout' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(signOut.current().input).toEqual({ idToken: null });
    const failure = new Error('offline');
    signOut.current().deferred.reject(failure);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    expect(effects.reportError).toHaveBeenCalledWith(expect.anything(), { error: failure });
  });

  it('shows a spinner while leaving for the main domain', async () => {
    const { actor, restore } = start();
    restore.current().deferred.resolve({ session: session(300), refreshable: true, continueTo: 'https://www.kursmarkt.example/' });
    await flush();
    expect(actor.getSnapshot().value).toBe('leaving');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });
});

describe('login machine, the named calls', () => {
  it('starts signed out of nothing, and takes each answer as the done or error event of its call (as the model and the docs name them)', () => {
    const walk = (events: object[]) => {
      let [snapshot] = initialTransition(loginMachine);
      const values: unknown[] = [];
      for (const event of events) {
        [snapshot] = transition(loginMachine, snapshot, event as never);
        values.push(snapshot.value);
      }
      return values;
    };
    expect(initialTransition(loginMachine)[0].context).toEqual({ session: null, request: null });
    const restored = { session: session(300), refreshable: true };
    expect(
      walk([
        { type: 'xstate.done.actor.restoreSession', output: restored },
        { type: 'xstate.after.sessionCheck.login.loggedIn.active' },
        { type: 'xstate.done.actor.checkSession', output: session(300) },
        { type: 'session.tokenRejected' },
        { type: 'xstate.done.actor.refreshTokens', output: session(300) },
        { type: 'user.logout' },
        { type: 'xstate.done.actor.signOut' },
        { type: 'user.login' },
        { type: 'xstate.error.actor.signIn', error: new Error('x') },
        { type: 'auth.callbackReached', url: 'http://shop/auth/callback?code=1' },
        { type: 'xstate.done.actor.completeLogin', output: { session: session(300), returnUrl: null } },
      ]),
    ).toEqual([
      { loggedIn: 'active' }, { loggedIn: 'checkingSession' }, { loggedIn: 'active' }, { loggedIn: 'refreshing' }, { loggedIn: 'active' },
      'loggingOut', { loggedOut: 'idle' }, 'redirecting', { loggedOut: 'startFailed' }, 'completingLogin', { loggedIn: 'active' },
    ]);
    expect(
      walk([{ type: 'xstate.done.actor.restoreSession', output: { session: null, refreshable: true } }, { type: 'xstate.done.actor.refreshTokens', output: session(300) }]),
    ).toEqual(['silentLogin', { loggedIn: 'active' }]);
  });
});

describe('login on its own', () => {
  it('fails each call at once, naming the actor layer that provides it', async () => {
    const calls = ['restoreSession', 'refreshTokens', 'signIn', 'completeLogin', 'checkSession', 'signOut'];
    expect(await unprovidedCalls(loginMachine, calls)).toEqual(providedBy(calls, 'src/actors/login.ts'));
  });
});
