/**
 * Model-based test of the sign-in: every generated path of the login machine drives the real header
 * account area (login / register buttons, user menu with logout), the real /auth/callback page, the
 * real /check page (a guest is sent to the login returning to /check) and the real HTTP client's
 * 401 handling, inside the real LoginProvider. oidc-client-ts is replaced at the actor boundary
 * (deferred actors); cookie, storage and navigation are the real effects of src/actors/login.ts.
 * The renewal and session-check timers run on a fake clock.
 */
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { TextsProvider } from '../../src/lib/texts';
import { createMemoryRouter, Outlet, RouterProvider, type DataRouter } from 'react-router-dom';
import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, vi } from 'vitest';
import {
  loginMachine, refreshDelayMs,
  type CompletedLogin, type LoginSession, type RestoredSession, type SignInRequest,
} from '../../machines/login.machine';
import { LOGIN_MODEL_NOW_S, loginModel } from '../../machines/login.model';
import { createCartLogic } from '../../src/actors/cart';
import { loginLogic } from '../../src/actors/login';
import { SystemProvider } from '../../src/state/system-context';
import { startSystem } from '../support/system';
import { AccountArea } from '../../src/app/layout/AccountArea';
import { AuthCallbackPage } from '../../src/features/account/AuthCallbackPage';
import { CheckPage } from '../../src/features/account/CheckPage';
import { SignInProblem } from '../../src/features/account/SignInProblem';
import { createAuth } from '../../src/lib/auth';
import { deleteCookie, getCookie } from '../../src/lib/cookies';
import { http } from '../../src/lib/http';
import { SiteProvider, type Site } from '../../src/lib/site-context';
import {
  COOKIES, LOGIN_MESSAGE_TIMEOUT_MS, SESSION_CHECK_INTERVAL_MS, STORAGE_KEYS, TOKEN_REFRESH_MARGIN_S,
} from '../../src/shared/constants';
import { useMswServer } from '../web/support/msw';
import { EMPTY_CART } from '../../src/shared/cart';
import { configurationFixture, messagesFixture } from '../web/support/fixtures';
import { deferredActor, settle } from '../support/flow-actors';
import { useFakeClock } from '../support/flow-clock';
import { flowModel } from '../support/flow-model';
import { i18nFor } from '../support/flow-render';

const server = useMswServer();

const site: Site = {
  configuration: configurationFixture({ features: ['BOOKMARK'] }),
  messages: messagesFixture(),
  language: 'de',
};

function Layout() {
  return (
    <>
      <header>
        <AccountArea />
        <SignInProblem />
      </header>
      <main>
        <Outlet />
      </main>
    </>
  );
}

async function renderSignIn() {
  const clock = useFakeClock();
  vi.setSystemTime(LOGIN_MODEL_NOW_S * 1000);
  const restore = deferredActor<RestoredSession>('restoreSession');
  const refresh = deferredActor<LoginSession>('refreshTokens');
  const signIn = deferredActor<void, SignInRequest>('signIn');
  const complete = deferredActor<CompletedLogin, { url: string }>('completeLogin');
  const check = deferredActor<LoginSession | null>('checkSession');
  const signOut = deferredActor<void, { idToken: string | null }>('signOut');
  const reportError = vi.fn();
  const leave = vi.fn<(url: string) => void>();
  let answered401 = false;
  server.use(
    mswHttp.get('/api/customers/42', () => {
      if (answered401) return HttpResponse.json({ id: 42 });
      answered401 = true;
      return HttpResponse.json({ statusCode: 401, code: 'UNAUTHORIZED', message: 'expired' }, { status: 401 });
    }),
    // Back on /check after the login, the check page validates the cart: that is the checkRedirect
    // model's business, so the answer never comes here.
    mswHttp.put('/api/order/validate-cart', () => new Promise<Response>(() => {})),
    // Signed in, the cart (wired to the login actor by the composition root) loads the server cart.
    mswHttp.get('/api/cart', () => HttpResponse.json(EMPTY_CART)),
  );

  const router: DataRouter = createMemoryRouter(
    [
      {
        path: '/',
        element: <Layout />,
        children: [
          { index: true, element: <p>Startseite</p> },
          { path: 'auth/callback', element: <AuthCallbackPage /> },
          { path: 'check', element: <CheckPage /> },
          { path: 'customer-dashboard', element: <p>Kundenbereich</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  const auth = createAuth({ issuer: 'http://localhost/oidc', clientId: 'kursmarkt-web', origin: 'http://localhost', language: 'de' });
  const logic = loginLogic({
    auth,
    navigate: (url) => void router.navigate(url, { replace: true }),
    dashboardUrl: () => '/customer-dashboard',
    leave,
  }).provide({
    actors: {
      restoreSession: restore.logic,
      refreshTokens: refresh.logic,
      signIn: signIn.logic,
      completeLogin: complete.logic,
      checkSession: check.logic,
      signOut: signOut.logic,
    },
    actions: { reportError },
  });
  const i18n = await i18nFor('de');
  // The real composition root: the login actor with deferred effects, the real cart actor.
  const system = startSystem({ site, router, auth, loginLogic: logic, cartLogic: createCartLogic({ navigate: (to) => void router.navigate(to) }) });
  render(
    <TextsProvider i18n={i18n}>
      <SiteProvider site={site}>
        <SystemProvider system={system}>
          <RouterProvider router={router} />
        </SystemProvider>
      </SiteProvider>
    </TextsProvider>,
  );
  await settle();
  const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
  const pending: { request: Promise<unknown> | null } = { request: null };
  return { clock, router, user, restore, refresh, signIn, complete, check, signOut, reportError, leave, pending };
}
type Sut = Awaited<ReturnType<typeof renderSignIn>>;

const banner = () => within(screen.getByRole('banner'));
const loginButton = () => banner().queryByRole('button', { name: 'Anmelden' });
const registerButton = () => banner().queryByRole('button', { name: 'Registrieren' });
const userMenuButton = () => banner().queryByRole('button', { name: /^Benutzermenü von/ });

/** Local data a logout must remove (spec §3, §4). */
function storeLocalData() {
  localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ positions: [{ courseId: 1, scheduleId: 2 }], voucherCodes: [] }));
  localStorage.setItem(STORAGE_KEYS.creditPackages, '[]');
  localStorage.setItem(STORAGE_KEYS.token, 'access-1');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
}

async function openCallback(sut: Sut, url: string) {
  const { pathname, search } = new URL(url);
  // Leave the callback page first, so it opens afresh (as a new page load would).
  if (sut.router.state.location.pathname === '/auth/callback') await act(() => sut.router.navigate('/'));
  window.history.replaceState(null, '', `${pathname}${search}`);
  await act(() => sut.router.navigate(`${pathname}${search}`));
  await settle();
}

const flow = flowModel(
  { machine: loginMachine, model: loginModel },
  {
    setup: renderSignIn,
    events: {
      'xstate.done.actor.restoreSession': async (sut, { event }) => {
        await sut.restore.resolve(event.output);
        // The provider's answer to a logout: on to the main domain.
        if (event.output.continueTo) expect(sut.leave).toHaveBeenCalledExactlyOnceWith(event.output.continueTo);
        else expect(sut.leave).not.toHaveBeenCalled();
      },
      'xstate.error.actor.restoreSession': async (sut, { event }) => {
        await sut.restore.reject(event.error);
        expect(sut.reportError).toHaveBeenCalled();
      },
      'xstate.done.actor.refreshTokens': (sut, { event }) => sut.refresh.resolve(event.output),
      'xstate.error.actor.refreshTokens': (sut, { event }) => sut.refresh.reject(event.error),
      'user.login': async (sut, { event }) => {
        if (event.returnUrl === '/check') {
          // The check page sends a guest to the login, returning to /check.
          await act(() => sut.router.navigate('/check'));
          await settle();
        } else {
          await sut.user.click(loginButton()!);
        }
        expect(sut.signIn.current().input).toEqual({ returnUrl: event.returnUrl ?? null, screen: 'login' });
      },
      'user.register': async (sut) => {
        await sut.user.click(registerButton()!);
        expect(sut.signIn.current().input).toEqual({ returnUrl: null, screen: 'register' });
      },
      'xstate.error.actor.signIn': (sut, { event }) => sut.signIn.reject(event.error),
      // The page was shown again without having left (back-forward cache): the redirect settles.
      'xstate.done.actor.signIn': (sut) => sut.signIn.resolve(undefined),
      'xstate.after.signInTimeout.login.redirecting': async (sut) => {
        // The provider does not answer: after the message timeout the wait ends, not before.
        await sut.clock.advance(LOGIN_MESSAGE_TIMEOUT_MS - 1);
        expect(loginButton()).toBeDisabled();
        await sut.clock.advance(1);
      },
      'user.retry': async (sut, { previous }) => {
        // The check page shows its own error; the header's retry is on every other page.
        if (sut.router.state.location.pathname === '/check') await act(() => sut.router.navigate('/'));
        const attempts = sut.signIn.calls.length;
        await sut.user.click(banner().getByRole('button', { name: 'Anmeldung erneut versuchen' }));
        expect(sut.signIn.calls).toHaveLength(attempts + 1);
        // The same request again (login or registration, the same return address).
        expect(sut.signIn.current().input).toEqual(previous.context.request);
      },
      'auth.callbackReached': async (sut, { event }) => {
        await openCallback(sut, event.url);
        // The page hands over the address it was opened with (the provider's answer).
        const { pathname, search } = new URL(event.url);
        expect(sut.complete.current().input).toEqual({ url: `${window.location.origin}${pathname}${search}` });
      },
      'xstate.done.actor.completeLogin': async (sut, { event }) => {
        await sut.complete.resolve(event.output);
        // Back where the login was started for, else on the customer dashboard.
        expect(sut.router.state.location.pathname).toBe(event.output.returnUrl ?? '/customer-dashboard');
      },
      'xstate.error.actor.completeLogin': (sut, { event }) => sut.complete.reject(event.error),
      'xstate.after.sessionCheck.login.loggedIn.active': async (sut, { previous }) => {
        // The renewal is further away than the check (else this path would renew first).
        expect(refreshDelayMs(previous.context.session, Date.now(), TOKEN_REFRESH_MARGIN_S)).toBeGreaterThan(SESSION_CHECK_INTERVAL_MS);
        await sut.clock.advance(SESSION_CHECK_INTERVAL_MS - 1);
        expect(sut.check.calls).toHaveLength(0);
        await sut.clock.advance(1);
        expect(sut.check.calls).toHaveLength(1);
      },
      'xstate.after.tokenRefresh.login.loggedIn.active': async (sut, { previous }) => {
        // Time passes until less than 20 s of the token remain; the 5 s session checks on the way
        // find the sign-in unchanged.
        const session = previous.context.session as LoginSession;
        let wait = refreshDelayMs(session, Date.now(), TOKEN_REFRESH_MARGIN_S);
        while (wait >= SESSION_CHECK_INTERVAL_MS) {
          await sut.clock.advance(SESSION_CHECK_INTERVAL_MS);
          await sut.check.resolve(session);
          wait = refreshDelayMs(session, Date.now(), TOKEN_REFRESH_MARGIN_S);
        }
        const refreshes = sut.refresh.calls.length;
        expect(sut.refresh.calls.filter((call) => !call.deferred.settled)).toHaveLength(0);
        await sut.clock.advance(wait);
        // Exactly one renewal starts when the margin is reached, and it is still running.
        expect(sut.refresh.calls).toHaveLength(refreshes + 1);
        expect(sut.refresh.calls.at(-1)!.deferred.settled).toBe(false);
        expect(session.expiresAt * 1000 - Date.now()).toBe(TOKEN_REFRESH_MARGIN_S * 1000);
      },
      'session.tokenRejected': async (sut) => {
        // An API call answered 401: the HTTP client asks the login actor for a renewal.
        const refreshes = sut.refresh.calls.length;
        sut.pending.request = http.get('customers/42').json().catch(() => undefined);
        await settle();
        expect(sut.refresh.calls).toHaveLength(refreshes + 1);
        expect(sut.refresh.calls.at(-1)!.deferred.settled).toBe(false);
      },
      'xstate.done.actor.checkSession': (sut, { event }) => sut.check.resolve(event.output),
      'xstate.error.actor.checkSession': (sut, { event }) => sut.check.reject(event.error),
      'user.logout': async (sut) => {
        storeLocalData();
        await sut.user.click(userMenuButton()!);
        await sut.user.click(banner().getByRole('button', { name: 'Abmelden' }));
        for (const key of [STORAGE_KEYS.cart, STORAGE_KEYS.creditPackages, STORAGE_KEYS.token, STORAGE_KEYS.refreshToken]) {
          expect(localStorage.getItem(key)).toBeNull();
        }
        expect(sut.signOut.current().input).toEqual({ idToken: 'id-token-1' });
      },
      'xstate.done.actor.signOut': (sut) => sut.signOut.resolve(undefined),
      'xstate.error.actor.signOut': (sut, { event }) => sut.signOut.reject(event.error),
    },
    states: {
      '*': (_sut: Sut, snapshot: AnyMachineSnapshot) => {
        // The login flag cookie exists exactly while signed in.
        expect(getCookie(COOKIES.loggedIn) !== null).toBe(snapshot.matches('loggedIn'));
      },
      loggedIn: async (_sut, snapshot) => {
        const session = snapshot.context.session as LoginSession;
        // The user menu's code loads when the header first shows it (src/app/layout/AccountArea.tsx).
        expect(await banner().findByRole('button', { name: /^Benutzermenü von/ })).toHaveTextContent(`${session.firstName} ${session.lastName}`);
        expect(loginButton()).not.toBeInTheDocument();
        expect(registerButton()).not.toBeInTheDocument();
      },
      loggedOut: (sut, snapshot) => {
        expect(userMenuButton()).not.toBeInTheDocument();
        expect(loginButton()).toBeEnabled();
        expect(registerButton()).toBeEnabled();
        const onCallback = sut.router.state.location.pathname === '/auth/callback';
        const onCheck = sut.router.state.location.pathname === '/check';
        if (snapshot.matches({ loggedOut: 'failed' }) && onCallback) {
          expect(screen.getByRole('alert')).toHaveTextContent('Die Anmeldung konnte nicht abgeschlossen werden.');
          expect(screen.getByRole('button', { name: 'Erneut anmelden' })).toBeInTheDocument();
        } else if (snapshot.matches({ loggedOut: 'startFailed' })) {
          // Never a silent button or an endless spinner: the error, and a retry (the check page's own there).
          expect(screen.getByRole('alert')).toHaveTextContent('Die Anmeldung ist gerade nicht erreichbar.');
          expect(screen.getByRole('button', { name: onCheck ? 'Erneut versuchen' : 'Anmeldung erneut versuchen' })).toBeEnabled();
          expect(screen.queryByText('Einen Moment bitte …')).not.toBeInTheDocument();
        } else {
          expect(screen.queryByRole('alert')).not.toBeInTheDocument();
        }
      },
      restoring: () => {
        expect(loginButton()).not.toBeInTheDocument();
        expect(userMenuButton()).not.toBeInTheDocument();
      },
      silentLogin: () => {
        expect(loginButton()).not.toBeInTheDocument();
        expect(userMenuButton()).not.toBeInTheDocument();
      },
      completingLogin: () => {
        expect(screen.getByRole('status')).toHaveTextContent('Sie werden angemeldet …');
        expect(userMenuButton()).not.toBeInTheDocument();
      },
      redirecting: () => {
        // Leaving for the provider: the buttons cannot start a second request.
        expect(loginButton()).toBeDisabled();
        expect(registerButton()).toBeDisabled();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      },
      leaving: (sut) => {
        expect(sut.leave).toHaveBeenCalledTimes(1);
        expect(loginButton()).not.toBeInTheDocument();
        expect(userMenuButton()).not.toBeInTheDocument();
      },
      loggingOut: () => {
        expect(userMenuButton()).not.toBeInTheDocument();
        expect(loginButton()).toBeDisabled();
      },
    },
    teardown: (sut) => {
      cleanup();
      deleteCookie(COOKIES.loggedIn);
      window.history.replaceState(null, '', '/');
      sut?.clock.restore();
    },
  },
);

describe('login model', () => {
  flow.testPaths();
  flow.testCoverage();
});
