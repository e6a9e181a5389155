/**
 * Model-based test of the check step: every generated path of the checkRedirect machine drives the
 * real /check page inside the real composition root (src/app/system.ts). The login actor's
 * oidc-client-ts effects are deferred actors (a restored sign-in or none); the cart actor is real
 * (its guest pricing and cart load never answer) and PUT /api/order/validate-cart is answered by msw
 * with the path's answer, so the real cart sends the real local cart and removes it afterwards.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { TextsProvider } from '../../src/lib/texts';
import { createMemoryRouter, RouterProvider, useLocation, type DataRouter } from 'react-router-dom';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { describe, expect } from 'vitest';
import type { LocalCartData, PricedCart } from '../../machines/cart.machine';
import { CHECK_TARGET_PATHS, checkRedirectMachine, type CheckTarget } from '../../machines/checkRedirect.machine';
import { checkRedirectModel } from '../../machines/checkRedirect.model';
import { type LoginSession, type RestoredSession, type SignInRequest } from '../../machines/login.machine';
import { createCartLogic } from '../../src/actors/cart';
import { loginLogic } from '../../src/actors/login';
import { CheckPage } from '../../src/features/account/CheckPage';
import { createAuth } from '../../src/lib/auth';
import { deleteCookie } from '../../src/lib/cookies';
import { SiteProvider, type Site } from '../../src/lib/site-context';
import { SystemProvider } from '../../src/state/system-context';
import type { Cart, CartValidation, LocalCart } from '../../src/shared/cart';
import { COOKIES, STORAGE_KEYS } from '../../src/shared/constants';
import { deferred, type Deferred } from '../support/deferred';
import { deferredActor, eventually, settle } from '../support/flow-actors';
import { flowModel } from '../support/flow-model';
import { startSystem } from '../support/system';
import { i18nFor } from '../support/flow-render';
import { configurationFixture, messagesFixture } from '../web/support/fixtures';
import { useMswServer } from '../web/support/msw';

const server = useMswServer();

const site: Site = { configuration: configurationFixture(), messages: messagesFixture(), language: 'de' };

const SESSION: LoginSession = {
  customerId: 42,
  firstName: 'Erika',
  lastName: 'Musterfrau',
  email: 'erika@kursmarkt.example',
  expiresAt: Math.floor(Date.now() / 1000) + 3600,
  idToken: 'id-token-1',
};

/** The guest's cart as the cart pages store it (spec §3 Local cart copy). */
const LOCAL_CART: LocalCart = {
  positions: [
    {
      courseId: 7,
      scheduleId: 71,
      priceLevelId: 700,
      course: { id: 7, durationValue: 8, type: 'EDUCATION', organizer: { id: 3 }, professionalScopes: [{ id: 2, name: 'Arbeitsrecht' }] },
    },
  ],
  voucherCodes: ['SOMMER'],
};

const EMPTY_CART: Cart = {
  positions: [],
  cartVoucher: null,
  rejectedVoucher: [],
  unusedVoucher: [],
  voucherCodes: [],
  verificationStep: false,
  paymentStep: false,
  sumValue: 0,
};

function Target() {
  const { pathname, search } = useLocation();
  return <p data-testid="target">{`${pathname}${search}`}</p>;
}

interface ValidateCall {
  body: unknown;
  answer: Deferred<Response>;
}

async function renderCheck() {
  localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(LOCAL_CART));
  localStorage.setItem(STORAGE_KEYS.creditPackages, '[]');
  const restore = deferredActor<RestoredSession>('restoreSession');
  const signIn = deferredActor<void, SignInRequest>('signIn');
  const validations: ValidateCall[] = [];
  server.use(
    mswHttp.put('/api/order/validate-cart', async ({ request }) => {
      const call: ValidateCall = { body: await request.json(), answer: deferred() };
      validations.push(call);
      return call.answer.promise;
    }),
  );
  const router: DataRouter = createMemoryRouter(
    [
      { path: '/check', element: <CheckPage /> },
      { path: '*', element: <Target /> },
    ],
    { initialEntries: ['/check'] },
  );
  const auth = createAuth({ issuer: 'http://localhost/oidc', clientId: 'kursmarkt-web', origin: 'http://localhost', language: 'de' });
  const logic = loginLogic({ auth, navigate: (url) => void router.navigate(url), dashboardUrl: () => '/customer-dashboard' }).provide({
    actors: { restoreSession: restore.logic, signIn: signIn.logic },
  });
  const never = () => new Promise<PricedCart>(() => {});
  const cartLogic = createCartLogic({ navigate: (to) => void router.navigate(to) }).provide({
    actors: { priceLocalCart: fromPromise<PricedCart, LocalCartData>(never), loadCart: fromPromise<PricedCart, void>(never) },
  });
  const system = startSystem({ site, router, auth, loginLogic: logic, cartLogic });
  const i18n = await i18nFor('de');
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
  const user = userEvent.setup();
  const pendingValidation = () => {
    const call = validations.findLast((c) => !c.answer.settled);
    if (!call) throw new Error('no validate-cart request is waiting');
    return call;
  };
  return { router, user, restore, signIn, system, validations, pendingValidation };
}
type Sut = Awaited<ReturnType<typeof renderCheck>>;

/** Waits until the page has sent its request (real fetch through msw). */
async function waitForRequest(sut: Sut, count: number) {
  await eventually(() => expect(sut.validations).toHaveLength(count));
}

const flow = flowModel(
  { machine: checkRedirectMachine, model: checkRedirectModel },
  {
    setup: renderCheck,
    events: {
      'session.loggedIn': async (sut) => {
        await sut.restore.resolve({ session: SESSION, refreshable: true });
        await waitForRequest(sut, 1);
        // The stored local cart goes to the server as it is.
        expect(sut.validations[0]!.body).toEqual(LOCAL_CART);
      },
      'session.loggedOut': async (sut) => {
        await sut.restore.resolve({ session: null, refreshable: false });
        expect(sut.signIn.current().input).toEqual({ returnUrl: '/check', screen: 'login' });
      },
      'xstate.done.actor.validateCart': async (sut, { event }) => {
        const answer: CartValidation = { ...event.output, cart: { ...EMPTY_CART, ...event.output.cart } };
        sut.pendingValidation().answer.resolve(HttpResponse.json(answer));
        await eventually(() => expect(sut.router.state.location.pathname).not.toBe('/check'));
        // The global cart validated and shows the answer's cart.
        expect(sut.system.cart.getSnapshot().context.cart).toEqual(answer.cart);
      },
      'xstate.error.actor.validateCart': async (sut) => {
        sut.pendingValidation().answer.resolve(
          HttpResponse.json({ statusCode: 500, code: 'INTERNAL', message: 'kaputt' }, { status: 500 }),
        );
        await screen.findByRole('alert');
      },
      'xstate.error.actor.startLogin': async (sut, { event }) => {
        // The provider cannot be reached: the login actor's redirect fails.
        await sut.signIn.reject(event.error);
        await screen.findByRole('alert');
      },
      'user.retry': async (sut, { previous }) => {
        if (previous.matches('loginFailed')) {
          const attempts = sut.signIn.calls.length;
          await sut.user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
          await eventually(() => expect(sut.signIn.calls).toHaveLength(attempts + 1));
          expect(sut.signIn.current().input).toEqual({ returnUrl: '/check', screen: 'login' });
          return;
        }
        const before = sut.validations.length;
        await sut.user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
        await waitForRequest(sut, before + 1);
      },
    },
    // Each check waits for the view to show its state: the machine moves at once, React renders it a
    // moment later (in a transition), and a busy machine stretches that moment.
    states: {
      '*': async (sut: Sut, snapshot: AnyMachineSnapshot) => {
        if (snapshot.hasTag('busy') && !snapshot.matches('redirected')) {
          await eventually(() => {
            expect(screen.getByRole('status')).toHaveTextContent('Einen Moment bitte …');
            expect(screen.queryByRole('alert')).not.toBeInTheDocument();
          });
        }
        // The local cart stays until a validation succeeded (rule 5).
        const kept = !snapshot.matches('redirected');
        await eventually(() => {
          expect(localStorage.getItem(STORAGE_KEYS.cart) !== null).toBe(kept);
          expect(localStorage.getItem(STORAGE_KEYS.creditPackages) !== null).toBe(kept);
        });
        if (kept) expect(sut.system.cart.getSnapshot().context.localCart).toEqual(LOCAL_CART);
      },
      loggingIn: (sut) => {
        expect(sut.validations).toHaveLength(0);
        expect(sut.router.state.location.pathname).toBe('/check');
      },
      validating: (sut) => {
        expect(sut.validations.filter((call) => !call.answer.settled)).toHaveLength(1);
      },
      loginFailed: async (sut) => {
        await eventually(() => {
          expect(screen.getByRole('alert')).toHaveTextContent('Die Anmeldung ist gerade nicht erreichbar.');
          expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
          expect(screen.queryByRole('status')).not.toBeInTheDocument();
        });
        expect(sut.validations).toHaveLength(0);
      },
      failed: async () => {
        await eventually(() => {
          expect(screen.getByRole('alert')).toHaveTextContent('Ihr Warenkorb konnte gerade nicht geprüft werden.');
          expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
        });
      },
      redirected: async (sut, snapshot) => {
        const target = snapshot.context.target as CheckTarget;
        const { pathname, search } = sut.router.state.location;
        expect(`${pathname}${search}`).toBe(CHECK_TARGET_PATHS[target]);
        await eventually(() => expect(screen.getByTestId('target')).toHaveTextContent(CHECK_TARGET_PATHS[target]));
      },
    },
    teardown: () => {
      cleanup();
      deleteCookie(COOKIES.loggedIn);
    },
  },
);

describe('checkRedirect model', () => {
  flow.testPaths();
  flow.testCoverage();
});
