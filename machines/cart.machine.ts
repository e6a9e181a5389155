/**
 * The cart (spec §3 Cart, Local cart copy; §4 Cart storage, the validation on navigation; §8 "Add to
 * cart failure").
 *
 * Logged out (`guest`): the wanted positions and voucher codes live in the local cart (browser
 * storage `cart`, never prices). Every change is applied here with the local-cart rules below, stored
 * (`storeLocalCart`) and priced again by the server (`priceLocalCart`, POST /api/cart); a newer change
 * restarts the pricing. Logged in (`customer`): the server cart (GET /api/cart), changed by one call
 * per step (`addPosition`, `updateCart`); a failed add marks the date as not bookable. A course date
 * books one place or several (`user.seatsChanged`, issue 25 §1: a firm books for several people); the
 * server prices them and says how many places the date has left.
 *
 * "Zur Kasse" (`user.checkout`): logged in, to /check (`navigateToCheckout`); logged out, the cart offers
 * three ways (`choosingCheckout`): sign in or register, both returning to /check (emitted as
 * `cart.signInWanted`; the composition root tells the login actor), or order as a guest
 * (/guest-order/guest). Once the guest order flow has placed the order (`guestOrder.placed`) the local
 * cart is bought: it is emptied, in memory and in storage.
 *
 * Adding navigates to the cart page (`navigateToCart`). When logged in, a navigation outside the
 * check, customer-dashboard, order and guest-order paths validates the cart (`validateCart`, PUT
 * /api/order/validate-cart with the local cart): the answer's cart replaces the shown one and the
 * stored local cart is removed (`forgetStoredLocalCart`).
 *
 * Signing in (or starting up signed in) with a local cart merges it into the customer's server cart
 * at once (`merging`, the same PUT /api/order/validate-cart), whatever page the sign-in returns to:
 * the header counts the merged cart on the landing page and a reload shows it. Two exceptions: on
 * the check step, which asks the cart to validate (`check.requested`, below); and on the sign-in
 * callback ('/auth/…'), still on its way to the page the sign-in returns to — there the machine waits
 * for that page (`arriving`) and decides then.
 *
 * The cart is the one owner of PUT /api/order/validate-cart. The check step (/check) asks it
 * (`check.requested`): the cart validates the local cart (`checking`), shows the answer's cart, clears
 * the stored local cart and emits the whole answer (`cart.checked`, or `cart.checkFailed`), from
 * which the check step only decides where to go (machines/checkRedirect.machine.ts).
 *
 * The composition root (src/app/system.ts) tells the machine about the session (`session.loggedIn`
 * with the page it is on, `session.loggedOut`, from the login actor's emitted events), the check
 * step's request (`check.requested`) and navigation (`route.changed`).
 *
 * The local-cart rules and the structural types of the contract are in ./cart-rules.ts.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { CartValidation } from '../src/shared/cart';
import {
  addToLocalCart, addVoucherCode, EMPTY_CART, EMPTY_LOCAL_CART, isSameBooking, isSeatCount, normalizeCodes, removeFromLocalCart,
  notOrdered, removeVoucherCode, seatsOf, setSeatsInLocalCart, usePackageInLocalCart, wantedOf, type LocalCartData,
  type PositionRef, type PricedCart, type WantedPosition,
} from './cart-rules';

export * from './cart-rules';

/** One change of the server cart (logged in); src/actors/cart.ts maps it to its call. */
export type CartChange =
  | { kind: 'remove'; id: number }
  | { kind: 'voucherAdded'; code: string }
  | { kind: 'voucherRemoved'; code: string }
  | { kind: 'packageUsed'; position: WantedPosition }
  | { kind: 'packageReleased'; id: number }
  | { kind: 'seats'; id: number; seats: number };

export interface CartInput {
  /** The local cart as stored (src/lib/cart-storage.ts readLocalCart). */
  localCart: LocalCartData;
}

export interface CartContext {
  localCart: LocalCartData;
  /** The priced cart shown; null until the first answer. */
  cart: PricedCart | null;
  /** Dates an add failed for (spec §8): offered as not bookable. */
  nonBookable: number[];
  /** Logged in: the position being added (for the not-bookable list if it fails). */
  adding: WantedPosition | null;
}


/** What the views send. */
export type CartUserEvent =
  | { type: 'user.add'; position: WantedPosition }
  | { type: 'user.remove'; position: PositionRef }
  | { type: 'user.voucherEntered'; code: string }
  | { type: 'user.voucherRemoved'; code: string }
  | { type: 'user.packageUsed'; position: PositionRef; packageId: number }
  | { type: 'user.packageReleased'; position: PositionRef }
  /** The places a course date books (issue 25 §1: a firm books several people). */
  | { type: 'user.seatsChanged'; position: PositionRef; seats: number }
  | { type: 'user.checkout' }
  /** Logged out, after "Zur Kasse": one of the three ways to order (or none). */
  | { type: 'user.checkoutSignIn' }
  | { type: 'user.checkoutRegister' }
  | { type: 'user.checkoutAsGuest' }
  | { type: 'user.checkoutCancelled' }
  | { type: 'user.retry' };

/**
 * What the cart reads of PUT /api/order/validate-cart (the contract's CartValidation);
 * the check step reads the rest of the answer the cart emits.
 */
export type CartValidationAnswer = Pick<CartValidation, 'cart'>;

/** What the composition root sends (src/app/system.ts): the session, the check step, navigation. */
export type CartSessionLoggedIn = {
  type: 'session.loggedIn';
  /** The page the app is on when the sign-in is known (decides where the local cart is merged). */
  pathname: string;
};
/** Clears the cart state; the logout action clears the storage (`cart`, `cp`). */
export type CartSessionLoggedOut = { type: 'session.loggedOut' };
/** The check step (/check) asks the cart to validate (and merge) the local cart. */
export type CartCheckRequested = { type: 'check.requested' };
/** The router moved to `pathname` (drives the validation on navigation when logged in). */
export type CartRouteChanged = { type: 'route.changed'; pathname: string };
/**
 * The guest order flow placed the order: the local cart is bought, so it is emptied (memory and
 * storage) — except what another tab added to the stored cart meanwhile (`stored`: storage `cart` as
 * it is now), which stays and is priced.
 */
export type CartGuestOrderPlaced = { type: 'guestOrder.placed'; stored: LocalCartData };
export type CartSystemEvent = CartSessionLoggedIn | CartSessionLoggedOut | CartCheckRequested | CartRouteChanged | CartGuestOrderPlaced;

export type CartEvent = CartUserEvent | CartSystemEvent;

/** Which provider page a checkout sign-in opens. */
export type CheckoutScreen = 'login' | 'register';

/**
 * Emitted: to the check step, the validation's whole answer or that it failed; to the login actor
 * (through src/app/system.ts), "Zur Kasse" wants a sign-in or registration returning to /check.
 */
export type CartEmitted =
  | { type: 'cart.checked'; validation: CartValidationAnswer }
  | { type: 'cart.checkFailed'; error: unknown }
  | { type: 'cart.signInWanted'; screen: CheckoutScreen };

/**
 * Spec §4: paths on which the cart is NOT validated on navigation (they validate themselves or are
 * the order flows), plus '/auth', the sign-in callback on its way to the page the login was started
 * for. A path is one of them when it equals the prefix or continues it with '/'.
 */
export const CART_VALIDATION_EXEMPT_PATHS = ['/check', '/customer-dashboard', '/order', '/guest-order', '/auth'] as const;

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export function validatesOnNavigation(pathname: string): boolean {
  return !CART_VALIDATION_EXEMPT_PATHS.some((prefix) => isUnder(pathname, prefix));
}

/** The sign-in callback: the login actor is about to send the browser to the page it returns to. */
export const SIGN_IN_CALLBACK_PREFIX = '/auth';
/** The check step merges the local cart itself (and needs to know whether it merged, spec §4 rule 2). */
export const CHECK_STEP_PATH = '/check';

export const hasLocalCart = (localCart: LocalCartData) => localCart.positions.length > 0 || localCart.voucherCodes.length > 0;

/** On sign-in at `pathname`: does the cart merge the local cart itself (it holds one; not the check step)? */
export function mergesOnSignIn(localCart: LocalCartData, pathname: string): boolean {
  return hasLocalCart(localCart) && !isUnder(pathname, CHECK_STEP_PATH);
}


const shownAs = (cart: PricedCart | null, position: PositionRef) =>
  cart?.positions.find((p) => isSameBooking(wantedOf(p), wantedOf(position))) ?? null;
const shownIn = (cart: PricedCart | null, position: PositionRef) => shownAs(cart, position) !== null;

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
    emitted: {} as CartEmitted,
    tags: {} as 'busy' | 'error' | 'loggedIn',
  },
  actors: {
    priceLocalCart: fromPromise<PricedCart, LocalCartData>(async () => {
      throw new Error('priceLocalCart is provided by src/actors/cart.ts');
    }),
    loadCart: fromPromise<PricedCart, void>(async () => {
      throw new Error('loadCart is provided by src/actors/cart.ts');
    }),
    addPosition: fromPromise<PricedCart, WantedPosition>(async () => {
      throw new Error('addPosition is provided by src/actors/cart.ts');
    }),
    updateCart: fromPromise<PricedCart, CartChange>(async () => {
      throw new Error('updateCart is provided by src/actors/cart.ts');
    }),
    validateCart: fromPromise<CartValidationAnswer, LocalCartData>(async () => {
      throw new Error('validateCart is provided by src/actors/cart.ts');
    }),
  },
  guards: {
    validatesOn: (_, params: { pathname: string }) => validatesOnNavigation(params.pathname),
    onSignInCallback: (_, params: { pathname: string }) => isUnder(params.pathname, SIGN_IN_CALLBACK_PREFIX),
    mergesHere: ({ context }, params: { pathname: string }) => mergesOnSignIn(context.localCart, params.pathname),
    hasLocalCart: ({ context }) => hasLocalCart(context.localCart),
    /** Another tab added a course after this tab's order (what is left of the stored cart). */
    addedElsewhere: (_, params: { left: LocalCartData }) => params.left.positions.length > 0,
    /** The view means a position the shown cart holds (a stale click cannot change another). */
    isShown: ({ context }, params: { position: PositionRef }) => shownIn(context.cart, params.position),
    /** A server position has an id (DELETE /api/cart/{id}). */
    isShownWithId: ({ context }, params: { position: PositionRef }) =>
      params.position.id != null && shownIn(context.cart, params.position),
    /** A cart shows (the voucher form with it), the code is not blank and not kept yet (compared like the server does). */
    isNewCode: ({ context }, params: { code: string }) => {
      const [code] = normalizeCodes([params.code]);
      return context.cart !== null && code !== undefined && !normalizeCodes([...context.localCart.voucherCodes, ...(context.cart?.voucherCodes ?? [])]).includes(code);
    },
    /** The shown cart lists the code (kept, or rejected with its reason). */
    isShownCode: ({ context }, params: { code: string }) =>
      normalizeCodes([...(context.cart?.voucherCodes ?? []), ...(context.cart?.rejectedVoucher ?? []).map((r) => r.code)]).includes(
        params.code.trim().toUpperCase(),
      ),
    hasPositions: ({ context }) => (context.cart?.positions.length ?? 0) > 0,
    /** A shown course paid normally (a package may pay for it). */
    isShownUnpaid: ({ context }, params: { position: PositionRef }) => {
      const shown = shownAs(context.cart, params.position);
      return shown !== null && shown.courseId !== null && !shown.packageIncluded;
    },
    /**
     * Another number of places for a shown course date: 1 to MAX_SEATS_PER_POSITION and not the one it
     * books; logged in, it needs its id (PUT /api/cart/{id}/seats). The page offers no more than the
     * date has left; the server checks that (409 NOT_ENOUGH_PLACES).
     */
    isNewSeatCount: ({ context }, params: { position: PositionRef; seats: number; needsId: boolean }) => {
      const shown = shownAs(context.cart, params.position);
      return (
        shown !== null && shown.courseId !== null && (!params.needsId || shown.id != null) &&
        isSeatCount(params.seats) && params.seats !== seatsOf(shown)
      );
    },
    /** A shown course paid with a package; logged in, it needs its id (DELETE /api/cart/{id}/package). */
    isShownPaid: ({ context }, params: { position: PositionRef; needsId: boolean }) => {
      const shown = shownAs(context.cart, params.position);
      return shown !== null && shown.packageIncluded && (!params.needsId || shown.id != null);
    },
  },
  actions: {
    addLocally: assign({ localCart: ({ context }, params: { position: WantedPosition }) => addToLocalCart(context.localCart, params.position) }),
    removeLocally: assign({
      localCart: ({ context }, params: { position: PositionRef }) => removeFromLocalCart(context.localCart, wantedOf(params.position)),
    }),
    addCodeLocally: assign({ localCart: ({ context }, params: { code: string }) => addVoucherCode(context.localCart, params.code) }),
    removeCodeLocally: assign({ localCart: ({ context }, params: { code: string }) => removeVoucherCode(context.localCart, params.code) }),
    usePackageLocally: assign({
      localCart: ({ context }, params: { position: PositionRef; packageId: number | null }) =>
        usePackageInLocalCart(context.localCart, wantedOf(params.position), params.packageId),
    }),
    setSeatsLocally: assign({
      localCart: ({ context }, params: { position: PositionRef; seats: number }) =>
        setSeatsInLocalCart(context.localCart, wantedOf(params.position), params.seats),
    }),
    setCart: assign({ cart: (_, params: { cart: PricedCart }) => params.cart }),
    /** What cannot be booked any more is not offered again (nor counted in the header). */
    forgetDropped: assign({
      localCart: ({ context }, params: { cart: PricedCart }) =>
        (params.cart.droppedPositions ?? []).reduce((cart, dropped) => removeFromLocalCart(cart, dropped.position), context.localCart),
    }),
    rememberAdding: assign({ adding: (_, params: { position: WantedPosition }) => params.position }),
    /** Spec §8: the date of the failed add joins the not-bookable list. */
    markNotBookable: assign({
      nonBookable: ({ context }) => {
        const scheduleId = context.adding?.scheduleId;
        return scheduleId == null || context.nonBookable.includes(scheduleId) ? context.nonBookable : [...context.nonBookable, scheduleId];
      },
      adding: null,
    }),
    addedOne: assign({ adding: null }),
    /** The validated cart replaced the local one. */
    dropLocalCart: assign({ localCart: EMPTY_LOCAL_CART }),
    clearCart: assign({ localCart: EMPTY_LOCAL_CART, cart: EMPTY_CART, nonBookable: [], adding: null }),
    /** After a guest order: only what another tab added is left (it is priced next). */
    keepNotOrdered: assign((_, params: { left: LocalCartData }) => ({ localCart: params.left, cart: EMPTY_CART, nonBookable: [], adding: null })),
    /** Writes the local cart to storage `cart`. Provided by src/actors/cart.ts. */
    storeLocalCart: (_, _params: { localCart: LocalCartData }) => {},
    announceChecked: emit((_, params: { validation: CartValidationAnswer }) => ({ type: 'cart.checked' as const, validation: params.validation })),
    announceCheckFailed: emit((_, params: { error: unknown }) => ({ type: 'cart.checkFailed' as const, error: params.error })),
    /** Removes the stored local cart and credit packages (after a validation). Provided by src/actors/cart.ts. */
    forgetStoredLocalCart: () => {},
    /** Opens the cart page. Provided by src/actors/cart.ts (router.navigate). */
    navigateToCart: () => {},
    /** Logged in: opens /check. Provided by src/actors/cart.ts. */
    navigateToCheckout: () => {},
    /** Logged out: asks for the sign-in (or registration) that returns to /check; src/app/system.ts tells the login actor. */
    announceSignInWanted: emit((_, params: { screen: CheckoutScreen }) => ({ type: 'cart.signInWanted' as const, screen: params.screen })),
    /** Logged out: opens the guest order flow (/guest-order/guest). Provided by src/actors/cart.ts. */
    navigateToGuestOrder: () => {},
    /** Spec §8 "Cart refresh error: passed on": logged. Provided by src/actors/cart.ts. */
    reportError: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({ localCart: input.localCart, cart: null, nonBookable: [], adding: null }),
  initial: 'guest',
  on: {
    'session.loggedOut': { target: '.guest.priced', actions: 'clearCart' },
  },
  states: {
    guest: {
      description: 'Logged out: the local cart (storage `cart`) priced by the server.',
      initial: 'pricing',
      on: {
        // A change restarts the pricing (re-entering `pricing` stops the older request).
        'user.add': {
          target: '.pricing',
          reenter: true,
          actions: [
            { type: 'addLocally', params: ({ event }) => ({ position: event.position }) },
            { type: 'storeLocalCart', params: ({ context }) => ({ localCart: context.localCart }) },
            'navigateToCart',
          ],
        },
        'session.loggedIn': [
          {
            guard: { type: 'onSignInCallback', params: ({ event }) => ({ pathname: event.pathname }) },
            target: 'customer.arriving',
          },
          {
            guard: { type: 'mergesHere', params: ({ event }) => ({ pathname: event.pathname }) },
            target: 'customer.merging',
          },
          { target: 'customer' },
        ],
        'guestOrder.placed': [
          {
            guard: { type: 'addedElsewhere', params: ({ context, event }) => ({ left: notOrdered(event.stored, context.localCart) }) },
            target: '.pricing',
            reenter: true,
            actions: [
              { type: 'keepNotOrdered', params: ({ context, event }) => ({ left: notOrdered(event.stored, context.localCart) }) },
              { type: 'storeLocalCart', params: ({ context }) => ({ localCart: context.localCart }) },
            ],
          },
          { target: '.priced', actions: ['clearCart', 'forgetStoredLocalCart'] },
        ],
      },
      states: {
        pricing: {
          description: 'POST /api/cart prices the local cart (no request for an empty one); the cart shows busy.',
          tags: ['busy'],
          invoke: {
            id: 'priceLocalCart',
            src: 'priceLocalCart',
            input: ({ context }) => context.localCart,
            onDone: {
              target: 'priced',
              actions: [
                { type: 'setCart', params: ({ event }) => ({ cart: event.output }) },
                { type: 'forgetDropped', params: ({ event }) => ({ cart: event.output }) },
                { type: 'storeLocalCart', params: ({ context }) => ({ localCart: context.localCart }) },
              ],
            },
            onError: { target: 'failed', actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        priced: {
          description: 'The priced cart shows; positions, vouchers and package use can be changed.',
          on: {
            'user.remove': {
              guard: { type: 'isShown', params: ({ event }) => ({ position: event.position }) },
              target: 'pricing',
              actions: [
                { type: 'removeLocally', params: ({ event }) => ({ position: event.position }) },
                { type: 'storeLocalCart', params: ({ context }) => ({ localCart: context.localCart }) },
              ],
            },
            'user.voucherEntered': {
              guard: { type: 'isNewCode', params: ({ event }) => ({ code: event.code }) },
              target: 'pricing',
              actions: [
                { type: 'addCodeLocally', params: ({ event }) => ({ code: event.code }) },
                { type: 'storeLocalCart', params: ({ context }) => ({ localCart: context.localCart }) },
              ],
            },
            'user.voucherRemoved': {
              guard: { type: 'isShownCode', params: ({ event }) => ({ code: event.code }) },
              target: 'pricing',
              actions: [
                { type: 'removeCodeLocally', params: ({ event }) => ({ code: event.code }) },
                { type: 'storeLocalCart', params: ({ context }) => ({ localCart: context.localCart }) },
              ],
            },
            'user.packageUsed': {
              guard: { type: 'isShownUnpaid', params: ({ event }) => ({ position: event.position }) },
              target: 'pricing',
              actions: [
                { type: 'usePackageLocally', params: ({ event }) => ({ position: event.position, packageId: event.packageId }) },
                { type: 'storeLocalCart', params: ({ context }) => ({ localCart: context.localCart }) },
              ],
            },
            'user.packageReleased': {
              guard: { type: 'isShownPaid', params: ({ event }) => ({ position: event.position, needsId: false }) },
              target: 'pricing',
              actions: [
                { type: 'usePackageLocally', params: ({ event }) => ({ position: event.position, packageId: null }) },
                { type: 'storeLocalCart', params: ({ context }) => ({ localCart: context.localCart }) },
              ],
            },
            'user.seatsChanged': {
              guard: {
                type: 'isNewSeatCount',
                params: ({ event }) => ({ position: event.position, seats: event.seats, needsId: false }),
              },
              target: 'pricing',
              actions: [
                { type: 'setSeatsLocally', params: ({ event }) => ({ position: event.position, seats: event.seats }) },
                { type: 'storeLocalCart', params: ({ context }) => ({ localCart: context.localCart }) },
              ],
            },
          },
          initial: 'shown',
          states: {
            shown: {
              description: 'The cart with its "Zur Kasse" button.',
              on: { 'user.checkout': { guard: 'hasPositions', target: 'choosingCheckout' } },
            },
            choosingCheckout: {
              description: '"Zur Kasse" when logged out: sign in, register (both return to /check) or order as a guest.',
              on: {
                'user.checkoutSignIn': { target: 'shown', actions: { type: 'announceSignInWanted', params: { screen: 'login' } } },
                'user.checkoutRegister': { target: 'shown', actions: { type: 'announceSignInWanted', params: { screen: 'register' } } },
                'user.checkoutAsGuest': { target: 'shown', actions: 'navigateToGuestOrder' },
                'user.checkoutCancelled': { target: 'shown' },
              },
            },
          },
        },
        failed: {
          description: 'The pricing failed: logged, a notice with a retry shows.',
          tags: ['error'],
          on: { 'user.retry': { target: 'pricing' } },
        },
      },
    },
    customer: {
      description: 'Logged in: the server cart.',
      tags: ['loggedIn'],
      initial: 'loading',
      on: {
        'user.add': { target: '.adding', actions: { type: 'rememberAdding', params: ({ event }) => ({ position: event.position }) } },
        'check.requested': { target: '.checking' },
      },
      states: {
        arriving: {
          description: 'Signed in on the sign-in callback: waiting for the page the sign-in returns to.',
          tags: ['busy'],
          on: {
            'route.changed': [
              {
                guard: { type: 'mergesHere', params: ({ event }) => ({ pathname: event.pathname }) },
                target: 'merging',
              },
              { target: 'loading' },
            ],
          },
        },
        merging: {
          description: 'Just signed in with a local cart: PUT /api/order/validate-cart merges it into the server cart.',
          tags: ['busy'],
          invoke: {
            id: 'validateCart',
            src: 'validateCart',
            input: ({ context }) => context.localCart,
            onDone: {
              target: 'ready',
              actions: [{ type: 'setCart', params: ({ event }) => ({ cart: event.output.cart }) }, 'dropLocalCart', 'forgetStoredLocalCart'],
            },
            // The local cart stays (in memory and storage) for the retry.
            onError: { target: 'failed', actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        checking: {
          description: 'The check step asked: PUT /api/order/validate-cart with the local cart; the answer goes to the check step.',
          tags: ['busy'],
          invoke: {
            id: 'validateCart',
            src: 'validateCart',
            input: ({ context }) => context.localCart,
            onDone: {
              target: 'ready',
              actions: [
                { type: 'setCart', params: ({ event }) => ({ cart: event.output.cart }) },
                'dropLocalCart',
                'forgetStoredLocalCart',
                { type: 'announceChecked', params: ({ event }) => ({ validation: event.output }) },
              ],
            },
            // The local cart stays for the check step's retry.
            onError: {
              target: 'failed',
              actions: [
                { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
                { type: 'announceCheckFailed', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        loading: {
          description: 'GET /api/cart.',
          tags: ['busy'],
          invoke: {
            id: 'loadCart',
            src: 'loadCart',
            onDone: { target: 'ready', actions: { type: 'setCart', params: ({ event }) => ({ cart: event.output }) } },
            onError: { target: 'failed', actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failed: {
          description: 'The cart could not be loaded or merged: logged, a notice with a retry shows.',
          tags: ['error'],
          on: { 'user.retry': [{ guard: 'hasLocalCart', target: 'merging' }, { target: 'loading' }] },
        },
        ready: {
          description: 'The server cart shows and can be changed.',
          initial: 'ok',
          on: {
            'route.changed': {
              guard: { type: 'validatesOn', params: ({ event }) => ({ pathname: event.pathname }) },
              target: 'validating',
            },
            'user.remove': {
              guard: { type: 'isShownWithId', params: ({ event }) => ({ position: event.position }) },
              target: 'updating',
            },
            'user.voucherEntered': {
              guard: { type: 'isNewCode', params: ({ event }) => ({ code: event.code }) },
              target: 'updating',
            },
            'user.voucherRemoved': {
              guard: { type: 'isShownCode', params: ({ event }) => ({ code: event.code }) },
              target: 'updating',
            },
            'user.packageUsed': {
              guard: { type: 'isShownUnpaid', params: ({ event }) => ({ position: event.position }) },
              target: 'updating',
            },
            'user.packageReleased': {
              guard: { type: 'isShownPaid', params: ({ event }) => ({ position: event.position, needsId: true }) },
              target: 'updating',
            },
            'user.seatsChanged': {
              guard: {
                type: 'isNewSeatCount',
                params: ({ event }) => ({ position: event.position, seats: event.seats, needsId: true }),
              },
              target: 'updating',
            },
            'user.checkout': { guard: 'hasPositions', actions: 'navigateToCheckout' },
          },
          states: {
            ok: { description: 'The last step succeeded.' },
            changeFailed: {
              description: 'The last change or validation failed: logged, a notice shows; the cart stays.',
              tags: ['error'],
            },
            addFailed: {
              description: 'Adding failed (spec §8): the date is listed as not bookable, a notice shows.',
              tags: ['error'],
            },
          },
        },
        adding: {
          description: 'PUT /api/cart adds the position (the same course and date is updated instead).',
          tags: ['busy'],
          invoke: {
            id: 'addPosition',
            src: 'addPosition',
            input: ({ context }) => context.adding ?? {},
            onDone: {
              target: 'ready',
              actions: [{ type: 'setCart', params: ({ event }) => ({ cart: event.output }) }, 'addedOne', 'navigateToCart'],
            },
            onError: {
              target: 'ready.addFailed',
              actions: ['markNotBookable', { type: 'reportError', params: ({ event }) => ({ error: event.error }) }],
            },
          },
        },
        updating: {
          description: 'One change of the server cart runs (remove, voucher, package use, places).',
          tags: ['busy'],
          invoke: {
            id: 'updateCart',
            src: 'updateCart',
            input: ({ event }): CartChange => changeOf(event),
            onDone: { target: 'ready', actions: { type: 'setCart', params: ({ event }) => ({ cart: event.output }) } },
            onError: {
              target: 'ready.changeFailed',
              actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        validating: {
          description: 'PUT /api/order/validate-cart with the local cart; its cart replaces the shown one.',
          tags: ['busy'],
          invoke: {
            id: 'validateCart',
            src: 'validateCart',
            input: ({ context }) => context.localCart,
            onDone: {
              target: 'ready',
              actions: [{ type: 'setCart', params: ({ event }) => ({ cart: event.output.cart }) }, 'dropLocalCart', 'forgetStoredLocalCart'],
            },
            onError: {
              target: 'ready.changeFailed',
              actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});

/** The server call a user event of the ready state stands for. */
function changeOf(event: CartEvent): CartChange {
  switch (event.type) {
    case 'user.remove':
      return { kind: 'remove', id: event.position.id! };
    case 'user.voucherEntered':
      return { kind: 'voucherAdded', code: event.code.trim().toUpperCase() };
    case 'user.voucherRemoved':
      return { kind: 'voucherRemoved', code: event.code.trim().toUpperCase() };
    case 'user.packageUsed':
      return { kind: 'packageUsed', position: { ...wantedOf(event.position), packageId: event.packageId, packageIncluded: true } };
    case 'user.packageReleased':
      return { kind: 'packageReleased', id: event.position.id! };
    case 'user.seatsChanged':
      return { kind: 'seats', id: event.position.id!, seats: event.seats };
    default:
      throw new Error(`updating entered by ${event.type}`);
  }
}
