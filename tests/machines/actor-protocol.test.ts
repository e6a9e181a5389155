/**
 * The actor protocol between the global actors, through the real composition root
 * (src/app/system.ts) and without React: createSystem creates, wires and starts the login and cart
 * actors; only their effects at the boundary (oidc-client-ts, the cart's server calls) are fakes.
 *
 * - sign-in → the cart switches to the server cart and merges the local cart;
 * - sign-out → the local cart is cleared;
 * - the check step → the cart validates (its one owner) and its answer's cart replaces the shown one;
 * - navigation → `route.changed`;
 * - cart ⇄ package credits: a priced cart reaches the credits, paying a course with a package or
 *   releasing it reaches the cart, and the cart's new priced cart replaces the credits.
 */
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { CartValidationAnswer, LocalCartData, PricedCart } from '../../machines/cart.machine';
import { creditCourse } from '../../machines/packageCredits.machine';
import type { LoginSession, RestoredSession, SignInRequest } from '../../machines/login.machine';
import { createCartLogic } from '../../src/actors/cart';
import { loginLogic } from '../../src/actors/login';
import { createAuth } from '../../src/lib/auth';
import { deleteCookie } from '../../src/lib/cookies';
import { EMPTY_CART, type Cart, type CartPosition, type CartValidation, type LocalCart } from '../../src/shared/cart';
import { COOKIES, STORAGE_KEYS } from '../../src/shared/constants';
import { startSystem } from '../support/system';

const SESSION: LoginSession = {
  customerId: 42,
  firstName: 'Erika',
  lastName: 'Musterfrau',
  email: 'erika@kursmarkt.example',
  expiresAt: Math.floor(Date.now() / 1000) + 3600,
  idToken: 'id-token-1',
};
const LOCAL_CART: LocalCart = { positions: [{ packageId: 7 }], voucherCodes: ['SOMMER10'] };
const SERVER_CART: Cart = { ...EMPTY_CART, voucherCodes: ['ALT'], sumValue: 1 };
const MERGED_CART: Cart = { ...EMPTY_CART, voucherCodes: ['ALT', 'SOMMER10'], sumValue: 2 };
const validation = (cart: Cart, overrides: Partial<CartValidation> = {}): CartValidation => ({
  cart,
  cartEmpty: false,
  merged: true,
  validCustomerStatus: true,
  taxNumberRequired: false,
  ...overrides,
});

afterEach(() => {
  localStorage.clear();
  deleteCookie(COOKIES.loggedIn);
});

/** The real composition root on `path`; the sign-in is restored as `restored`, the server answers at once. */
function start({
  path = '/',
  restored = { session: SESSION, refreshable: true } as RestoredSession,
  answer = validation(MERGED_CART),
  price = async (_: LocalCartData): Promise<PricedCart> => EMPTY_CART,
} = {}) {
  const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: [path] });
  const auth = createAuth({ issuer: 'http://localhost/oidc', clientId: 'kursmarkt-web', origin: 'http://localhost', language: 'de' });
  const restore = deferredRestore(restored);
  const signOut = vi.fn(() => new Promise<void>(() => {}));
  // The provider redirect never settles: the page would leave.
  const signIn = vi.fn((_: SignInRequest) => new Promise<void>(() => {}));
  const login = loginLogic({ auth, navigate: (url) => void router.navigate(url), dashboardUrl: () => '/customer-dashboard' }).provide({
    actors: {
      restoreSession: restore.logic,
      signOut: fromPromise<void, { idToken: string | null }>(signOut),
      signIn: fromPromise<void, SignInRequest>(({ input }) => signIn(input)),
    },
  });
  const validateCart = vi.fn(async (_: LocalCartData): Promise<CartValidationAnswer> => answer);
  const cart = createCartLogic({ navigate: (to) => router.navigate(to) }).provide({
    actors: {
      priceLocalCart: fromPromise<PricedCart, LocalCartData>(({ input }) => price(input)),
      loadCart: fromPromise<PricedCart, void>(async () => SERVER_CART),
      validateCart: fromPromise<CartValidationAnswer, LocalCartData>(({ input }) => validateCart(input)),
    },
  });
  const system = startSystem({ router, auth, loginLogic: login, cartLogic: cart });
  return { system, router, restore, validateCart, signOut, signIn };
}

function deferredRestore(restored: RestoredSession) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { logic: fromPromise<RestoredSession>(async () => (await gate, restored)), release: () => release() };
}

const storedCart = () => localStorage.getItem(STORAGE_KEYS.cart);

/** A priced guest cart: a 5-hour course and a package of the same organizer with `credits` left. */
function creditCart(credits: number, paidWithPackage: boolean): Cart {
  const shared = {
    type: 'EDUCATION', organizerId: 5, organizer: 'Arbeitsrechtsforum Westfalen', scopeIds: [2], scopes: ['Arbeitsrecht'], voucher: null,
    categoryId: null,
  } satisfies Partial<CartPosition>;
  const course: CartPosition = {
    ...shared, kind: 'COURSE', courseId: 7, scheduleId: 71, priceLevelId: 2, scopeId: 2, packageId: paidWithPackage ? 12 : null,
    packageIncluded: paidWithPackage, durationValue: 5, remainingCredits: null, name: 'Kündigungsschutz', courseType: 'PRESENT',
    courseKind: 'FAO15', schedule: { startDate: '2027-03-15', endDate: '2027-03-16', city: 'Köln' }, priceLevelName: 'Regulär',
    priceValue: 129_000, discountPriceValue: paidWithPackage ? 0 : 129_000,
  };
  const pkg: CartPosition = {
    ...shared, kind: 'PACKAGE', courseId: null, scheduleId: null, priceLevelId: null, scopeId: null, packageId: 12, packageIncluded: false,
    durationValue: null, remainingCredits: credits, name: 'Stundenpaket Arbeitsrecht', courseType: null, courseKind: null, schedule: null,
    priceLevelName: null, priceValue: 99_000, discountPriceValue: 99_000,
  };
  return { ...EMPTY_CART, positions: [course, pkg], sumValue: course.discountPriceValue + pkg.discountPriceValue };
}

describe('actor protocol (src/app/system.ts, no React)', () => {
  it('sign-in: the cart switches to the server cart and merges the local cart at once', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(LOCAL_CART));
    const { system, restore, validateCart } = start({ path: '/warenkorb' });
    expect(system.cart.getSnapshot().hasTag('loggedIn')).toBe(false);
    restore.release();
    await waitFor(system.cart, (s) => s.matches({ customer: 'ready' }));
    expect(validateCart).toHaveBeenCalledExactlyOnceWith(LOCAL_CART);
    expect(system.cart.getSnapshot().context.cart).toEqual(MERGED_CART);
    expect(system.cart.getSnapshot().context.localCart).toEqual({ positions: [], voucherCodes: [] });
    expect(storedCart()).toBeNull();
  });

  it('sign-in without a local cart: the server cart loads, nothing is validated', async () => {
    const { system, restore, validateCart } = start({ path: '/warenkorb' });
    restore.release();
    await waitFor(system.cart, (s) => s.matches({ customer: 'ready' }));
    expect(system.cart.getSnapshot().context.cart).toEqual(SERVER_CART);
    expect(validateCart).not.toHaveBeenCalled();
  });

  it('a guest start-up keeps the local cart (no session event)', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(LOCAL_CART));
    const { system, restore, validateCart } = start({ restored: { session: null, refreshable: false } });
    restore.release();
    await waitFor(system.login, (s) => s.matches('loggedOut'));
    await waitFor(system.cart, (s) => s.matches({ guest: 'priced' }));
    expect(system.cart.getSnapshot().context.localCart).toEqual(LOCAL_CART);
    expect(storedCart()).not.toBeNull();
    expect(validateCart).not.toHaveBeenCalled();
  });

  it('"Zur Kasse" when logged out: sign-in and registration start at the login actor and return to /check', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(LOCAL_CART));
    const { system, restore, signIn } = start({ path: '/warenkorb', restored: { session: null, refreshable: false }, price: async () => creditCart(10, false) });
    restore.release();
    await waitFor(system.login, (s) => s.matches('loggedOut'));
    await waitFor(system.cart, (s) => s.matches({ guest: 'priced' }));
    system.cart.send({ type: 'user.checkout' });
    system.cart.send({ type: 'user.checkoutRegister' });
    await vi.waitFor(() => expect(signIn).toHaveBeenCalledExactlyOnceWith({ returnUrl: '/check', screen: 'register' }));
  });

  it('guest order flow: it reads the local cart, signs in at the login actor (to /check), and a placed order empties the local cart', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(LOCAL_CART));
    const { system, restore, signIn } = start({ path: '/guest-order/guest', restored: { session: null, refreshable: false } });
    restore.release();
    await waitFor(system.login, (s) => s.matches('loggedOut'));
    expect(system.guestOrder.localCart()).toEqual(LOCAL_CART);
    // It settles only when the page stays (here: the login actor stops with the test, rejecting it).
    system.guestOrder.startLogin('/check').catch(() => undefined);
    await vi.waitFor(() => expect(signIn).toHaveBeenCalledExactlyOnceWith({ returnUrl: '/check', screen: 'login' }));
    system.guestOrder.orderPlaced();
    expect(system.cart.getSnapshot().context.localCart).toEqual({ positions: [], voucherCodes: [] });
    expect(storedCart()).toBeNull();
  });

  it('sign-out: the cart is emptied and the local cart (cart, cp) cleared', async () => {
    const { system, restore, signOut } = start({ path: '/warenkorb' });
    restore.release();
    await waitFor(system.cart, (s) => s.matches({ customer: 'ready' }));
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(LOCAL_CART));
    localStorage.setItem(STORAGE_KEYS.creditPackages, '[]');
    system.login.send({ type: 'user.logout' });
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(system.cart.getSnapshot().value).toEqual({ guest: { priced: 'shown' } });
    expect(system.cart.getSnapshot().context.cart).toEqual(EMPTY_CART);
    expect(storedCart()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.creditPackages)).toBeNull();
  });

  it('check step: the cart validates once (not on its own at /check) and its answer replaces the shown cart', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(LOCAL_CART));
    localStorage.setItem(STORAGE_KEYS.creditPackages, '[]');
    const answer = validation(MERGED_CART, { merged: true });
    const { system, restore, validateCart } = start({ path: '/check', answer });
    const told: string[] = [];
    const stopWatching = system.checkStep.watchSession((status) => told.push(status));
    restore.release();
    await vi.waitFor(() => expect(told).toEqual(['loggedIn']));
    // Signed in on the check step: the cart leaves the merge to the check step's question.
    expect(validateCart).not.toHaveBeenCalled();
    await expect(system.checkStep.validateCart(new AbortController().signal)).resolves.toEqual(answer);
    expect(validateCart).toHaveBeenCalledExactlyOnceWith(LOCAL_CART);
    expect(system.cart.getSnapshot().context.cart).toEqual(MERGED_CART);
    expect(storedCart()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.creditPackages)).toBeNull();
    stopWatching();
  });

  it('check step: a failed validation rejects the question and keeps the local cart for the retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(LOCAL_CART));
    const { system, restore, validateCart } = start({ path: '/check' });
    validateCart.mockRejectedValueOnce(new Error('503'));
    restore.release();
    await expect(system.checkStep.validateCart(new AbortController().signal)).rejects.toThrow('503');
    expect(storedCart()).not.toBeNull();
    await expect(system.checkStep.validateCart(new AbortController().signal)).resolves.toEqual(validation(MERGED_CART));
    expect(storedCart()).toBeNull();
    vi.mocked(console.warn).mockRestore();
  });

  it('navigation: a new pathname reaches the cart, which validates a customer cart outside the order paths', async () => {
    const { system, router, restore, validateCart } = start({ path: '/warenkorb' });
    restore.release();
    await waitFor(system.cart, (s) => s.matches({ customer: 'ready' }));
    await router.navigate('/order/summary');
    expect(validateCart).not.toHaveBeenCalled();
    await router.navigate('/fortbildungen');
    await waitFor(system.cart, (s) => s.matches({ customer: 'ready' }));
    expect(validateCart).toHaveBeenCalledTimes(1);
  });

  it('package credits: the priced cart reaches the credits, paying and releasing reach the cart, its new priced cart replaces them', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ positions: [{ courseId: 7, scheduleId: 71, priceLevelId: 2 }, { packageId: 12 }], voucherCodes: [] }));
    // The server's figures win: it leaves 14 credits where the browser would count 15.
    const answers = [creditCart(20, false), creditCart(14, true), creditCart(20, false)];
    const price = vi.fn(async (_: LocalCartData): Promise<PricedCart> => answers.shift()!);
    const { system, restore } = start({ path: '/warenkorb', restored: { session: null, refreshable: false }, price });
    restore.release();
    await waitFor(system.cart, (s) => s.matches({ guest: 'priced' }));
    const credits = () => system.credits.getSnapshot().context;
    expect(credits().packages).toEqual([{ packageId: 12, cartPosition: 1, type: 'EDUCATION', organizerId: 5, scopeIds: [2], remainingCredits: 20 }]);
    expect(credits().assignments).toEqual([]);

    const course = creditCourse(creditCart(20, false).positions[0]!);
    system.credits.send({ type: 'user.courseAdded', course, packageId: 12 });
    // The cart is told at once and reprices the course paid with the package.
    expect(system.cart.getSnapshot().matches({ guest: 'pricing' })).toBe(true);
    await waitFor(system.cart, (s) => s.matches({ guest: 'priced' }));
    expect(price).toHaveBeenCalledTimes(2);
    expect(price.mock.lastCall![0].positions[0]).toMatchObject({ courseId: 7, packageId: 12, packageIncluded: true });
    expect(credits().packages[0]!.remainingCredits).toBe(14);
    expect(credits().assignments).toEqual([{ key: '7-71', packageId: 12, hours: 5 }]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.creditPackages)!)).toMatchObject([{ packageId: 12, remainingCredits: 14 }]);

    system.credits.send({ type: 'user.courseRemoved', key: '7-71' });
    await waitFor(system.cart, (s) => s.matches({ guest: 'priced' }));
    expect(price).toHaveBeenCalledTimes(3);
    expect(price.mock.lastCall![0].positions[0]).toMatchObject({ courseId: 7, packageIncluded: false });
    expect(credits().packages[0]!.remainingCredits).toBe(20);
    expect(credits().assignments).toEqual([]);
  });
});
