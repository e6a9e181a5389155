/**
 * The composition root (ADR 008): the global actors — login, cart and package credits — are created here once, wired
 * to each other, to the router and to the HTTP client in plain code, and started. React gets the
 * result through one thin context (src/state/system-context.tsx) and only reads and sends.
 *
 * The wiring (spec §4):
 * - cart → login: "Zur Kasse" when logged out emits `cart.signInWanted`; the login actor starts the
 *   sign-in or registration returning to /check.
 * - login → cart: the login actor's emitted `session.loggedIn` switches the cart to the customer's
 *   server cart (with the page it happens on: the cart merges the local cart there, or on the page
 *   the sign-in callback goes on to); `session.loggedOut` empties it. A guest's start-up emits nothing,
 *   so the local cart stays.
 * - cart ⇄ package credits: every newly priced cart replaces the credits (its packages, credits left and
 *   package use); the credits' emitted `credits.assigned` / `credits.released` become the cart's
 *   `user.packageUsed` / `user.packageReleased`, and the cart reprices. No view relays either way.
 * - router → cart: every new pathname is a `route.changed` (the cart validates a customer's cart
 *   outside the check, dashboard, order and sign-in paths).
 * - HTTP client: bearer token, the single-flight renewal through the login actor, login after a
 *   failed renewal, and the 404 page (src/lib/http.ts).
 * - guest order flow (/guest-order/*, a flow-local actor): it reads the local cart of the cart actor,
 *   starts a sign-in at the login actor, and tells the cart when the order is placed
 *   (`guestOrder.placed`: the local cart is bought); the HTTP client sends its order token (X-Order).
 * - customer order flow (/order/*, a flow-local actor): once the order is placed the cart validates
 *   again (`check.requested`: the server emptied the customer's cart, the header count follows); an
 *   expired session signs in at the login actor, returning to the same step.
 * - check step (/check, a flow-local actor): it hears the session from the login actor, starts the
 *   login there, and asks the cart actor — the one owner of PUT /api/order/validate-cart — to
 *   validate; the cart shows the answer's cart, clears the stored local cart and hands the answer back.
 */
import type { DataRouter } from 'react-router-dom';
import { createActor, waitFor } from 'xstate';
import { courseKey, creditsOfCart } from '../../machines/packageCredits.machine';
import { cartInput, CHECK_PATH, createCartLogic, type CartLogic } from '../actors/cart';
import type { CheckStepPorts } from '../actors/checkRedirect';
import type { CustomerOrderPorts } from '../actors/customerOrder';
import type { GuestOrderPorts } from '../actors/guestOrder';
import { loginLogic, type LoginLogic } from '../actors/login';
import { createPackageCreditsLogic, type PackageCreditsLogic } from '../actors/packageCredits';
import { createAuth, CUSTOMER_DASHBOARD_PATH, type Auth } from '../lib/auth';
import { currentAffiliateId } from '../lib/affiliate';
import { readLocalCart } from '../lib/cart-storage';
import { readOrderToken } from '../lib/guest-order-storage';
import { guestCartToken } from '../lib/guest-cart-token';
import { configureHttp } from '../lib/http-config';
import { nextTask } from '../lib/next-task';
import type { Site } from '../lib/site-context';
import type { Cart, CartPosition, CartValidation, LocalCart } from '../shared/cart';
import { loginStatus, withAffiliate, type LoginStatus } from '../state/login';
import type { AppSystem, CartActor, CreditsActor, LoginActor } from '../state/system-context';
import { routeNotFoundTo } from './not-found';
import { tapFlowCoverage } from './flow-coverage-tap';
import { runningFlows } from './running-flows';
import { liveViewWanted } from '../features/flows/live/live-view-wanted';

export interface SystemOptions {
  site: Site;
  router: DataRouter;
  /** Default: oidc-client-ts with the site's identity settings. */
  auth?: Auth;
  /** Tests hand in the machines with stand-in effects at the boundary. */
  loginLogic?: LoginLogic;
  cartLogic?: CartLogic;
  creditsLogic?: PackageCreditsLogic;
  /** Default: localStorage (the stored local cart the cart starts with, the credit packages `cp`). */
  storage?: Storage;
}

/** The customer dashboard, with ?aid= when the visitor's affiliate (cookie or tab) is a known one. */
export function dashboardUrl(affiliateKnown: boolean): string {
  const aid = affiliateKnown ? currentAffiliateId() : null;
  return aid ? `${CUSTOMER_DASHBOARD_PATH}?aid=${encodeURIComponent(aid)}` : CUSTOMER_DASHBOARD_PATH;
}

function currentPath(router: DataRouter): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}

/**
 * Starts the login (returning to `returnUrl`) and waits while the browser leaves for the provider. It
 * settles only when the page is still here afterwards — the sign-in could not start (error or the
 * login actor's timeout) — and then rejects, so a flow waiting for the login can show its error.
 */
export async function startLoginFrom(login: LoginActor, returnUrl: string): Promise<never> {
  login.send({ type: 'user.login', returnUrl });
  await waitFor(login, (snapshot) => !snapshot.matches('redirecting'));
  throw new Error('The sign-in could not start');
}

/** Tells `listener` whether someone is signed in once the login actor knows, and every change after. */
function watchSession(login: LoginActor, listener: (status: Exclude<LoginStatus, 'pending'>) => void): () => void {
  let told: LoginStatus = 'pending';
  const tell = () => {
    const status = loginStatus(login.getSnapshot());
    if (status === 'pending' || status === told) return;
    told = status;
    listener(status);
  };
  // After the login actor's step, not inside it: a listener that answers with an event to the login
  // actor (the check step's login) must find it in its new state.
  const subscription = login.subscribe(() => queueMicrotask(tell));
  tell();
  return () => subscription.unsubscribe();
}

/** The check step's question to the cart: validate now, answer with PUT /api/order/validate-cart's answer. */
async function validateThroughCart(cart: CartActor, signal: AbortSignal): Promise<CartValidation> {
  // The cart hears the sign-in from the login actor; the check step may hear it first.
  await waitFor(cart, (snapshot) => snapshot.hasTag('loggedIn'), { signal });
  return new Promise<CartValidation>((resolve, reject) => {
    const checked = cart.on('cart.checked', ({ validation }) => {
      stop();
      resolve(validation as CartValidation);
    });
    const failed = cart.on('cart.checkFailed', ({ error }) => {
      stop();
      reject(error instanceof Error ? error : new Error(String(error)));
    });
    const abort = () => {
      stop();
      reject(signal.reason);
    };
    function stop() {
      checked.unsubscribe();
      failed.unsubscribe();
      signal.removeEventListener('abort', abort);
    }
    signal.addEventListener('abort', abort);
    cart.send({ type: 'check.requested' });
  });
}

/** The course position of the priced cart the credits call `key`. */
function coursePosition(cart: CartActor, key: string): CartPosition | undefined {
  const shown = cart.getSnapshot().context.cart as Cart | null;
  return shown?.positions.find((p) => p.kind === 'COURSE' && courseKey(p) === key);
}

/**
 * The cart and the package credits in step: a newly priced cart is the truth for the credits; what the
 * credits allow goes to the cart, which reprices (and so syncs the credits again, with the server's
 * figures). Returns the unsubscribe.
 */
function wireCredits(cart: CartActor, credits: CreditsActor): () => void {
  let synced = cart.getSnapshot().context.cart;
  const priced = cart.subscribe((snapshot) => {
    if (snapshot.context.cart === synced) return;
    synced = snapshot.context.cart;
    credits.send({ type: 'cart.synced', ...creditsOfCart(synced as Cart | null) });
  });
  const assigned = credits.on('credits.assigned', ({ key, packageId }) => {
    const position = coursePosition(cart, key);
    if (position) cart.send({ type: 'user.packageUsed', position, packageId });
  });
  const released = credits.on('credits.released', ({ key }) => {
    const position = coursePosition(cart, key);
    if (position) cart.send({ type: 'user.packageReleased', position });
  });
  return () => {
    priced.unsubscribe();
    assigned.unsubscribe();
    released.unsubscribe();
  };
}

/**
 * createSystem's work in steps: the machines' implementations and first states are the costly part
 * of the app's start-up on the pages that need the actors at once (the order flows). The steps end
 * where a pause is safe: nothing is started before the last one, so no event can go missing.
 */
function* systemSteps({
  site, router, auth: givenAuth, loginLogic: givenLogin, cartLogic: givenCart, creditsLogic: givenCredits, storage,
}: SystemOptions): Generator<void, AppSystem, void> {
  const auth =
    givenAuth ??
    createAuth({
      issuer: site.configuration.identity.issuer,
      clientId: site.configuration.identity.clientId,
      resource: site.configuration.identity.resource,
      origin: window.location.origin,
      language: site.language,
      mainDomain: site.messages.mainDomain,
    });
  const providedLogin =
    givenLogin ??
    loginLogic({
      auth,
      navigate: (url) => void router.navigate(url, { replace: true }),
      dashboardUrl: () => dashboardUrl(site.configuration.affiliateKnown),
    });
  yield;
  const login: LoginActor = createActor(providedLogin);
  yield;
  const providedCart = givenCart ?? createCartLogic({ navigate: (to) => router.navigate(to) });
  yield;
  const cart: CartActor = createActor(providedCart, { input: cartInput(storage) });
  yield;
  const credits: CreditsActor = createActor(givenCredits ?? createPackageCreditsLogic(storage), { input: creditsOfCart(null) });
  yield;

  // login → cart
  login.on('session.loggedIn', () => cart.send({ type: 'session.loggedIn', pathname: router.state.location.pathname }));
  login.on('session.loggedOut', () => cart.send({ type: 'session.loggedOut' }));
  // cart → login: "Zur Kasse" when logged out; the sign-in or registration returns to /check (with aid when known).
  cart.on('cart.signInWanted', ({ screen }) =>
    login.send({ type: screen === 'register' ? 'user.register' : 'user.login', returnUrl: withAffiliate(CHECK_PATH) }),
  );

  // cart ⇄ package credits
  const unwireCredits = wireCredits(cart, credits);

  // router → cart
  let pathname = router.state.location.pathname;
  const unsubscribeRouter = router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    cart.send({ type: 'route.changed', pathname });
  });

  // HTTP client → login actor, router
  configureHttp({
    getAccessToken: () => auth.accessToken(),
    refreshAccessToken: async () => {
      login.send({ type: 'session.tokenRejected' });
      const settled = await waitFor(login, (s) => !s.matches({ loggedIn: 'refreshing' }) && !s.hasTag('busy'), { timeout: 30_000 });
      return settled.matches('loggedIn') ? auth.accessToken() : null;
    },
    login: () => login.send({ type: 'user.login', returnUrl: currentPath(router) }),
    // Spec §6–§7: the guest token of the guest's cart goes with a guest's cart calls as X-Auth, the
    // guest order token of a running guest checkout with every call as X-Order.
    getGuestToken: () => guestCartToken(),
    getGuestOrderToken: () => readOrderToken(),
  });
  routeNotFoundTo(() => router);

  const checkStep: CheckStepPorts = {
    watchSession: (listener) => watchSession(login, listener),
    startLogin: (returnUrl) => startLoginFrom(login, returnUrl),
    validateCart: (signal) => validateThroughCart(cart, signal),
  };

  const guestOrder: GuestOrderPorts = {
    localCart: () => cart.getSnapshot().context.localCart as LocalCart,
    startLogin: (returnUrl) => startLoginFrom(login, withAffiliate(returnUrl)),
    // Storage as it is now: what another tab added after this tab's summary stays in the cart.
    orderPlaced: () => cart.send({ type: 'guestOrder.placed', stored: readLocalCart(storage) }),
  };

  const customerOrder: CustomerOrderPorts = {
    orderPlaced: () => cart.send({ type: 'check.requested' }),
    startLogin: (returnUrl) => login.send({ type: 'user.login', returnUrl }),
  };

  const flows = runningFlows();
  // Browser tests only (issue 23 §5): what the machines pass through, watched before they start.
  tapFlowCoverage(
    [
      { machineId: 'login', actor: login },
      { machineId: 'cart', actor: cart },
      { machineId: 'packageCredits', actor: credits },
    ],
    flows,
  );

  // The cart first: it must hear the session the login actor restores at start-up; the credits
  // before it, to hear its first priced cart.
  credits.start();
  cart.start();
  login.start();

  const system: AppSystem = {
    login,
    cart,
    credits,
    checkStep,
    customerOrder,
    guestOrder,
    flows,
    stop() {
      unsubscribeRouter();
      unwireCredits();
      login.stop();
      cart.stop();
      credits.stop();
    },
  };
  // ?flows=live (kept for the session): the live view of the running machines, loaded only then.
  if (liveViewWanted()) void import('../features/flows/live/mount-live-panel').then(({ mountLivePanel }) => mountLivePanel(system));
  return system;
}

/** Creates, wires and starts the global actors at once. */
export function createSystem(options: SystemOptions): AppSystem {
  const steps = systemSteps(options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same, each step in a task of its own (`pause` between them): in the phone emulation of issue 28
 * §4 the whole was one task of about 220 ms, the longest of the guest checkout's start-up.
 */
export async function createSystemInSlices(options: SystemOptions, pause: () => Promise<void> = nextTask): Promise<AppSystem> {
  const steps = systemSteps(options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
  }
}
