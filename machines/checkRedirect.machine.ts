/**
 * The check step after login (spec §2 "Check screen", §4 "Check step after login"): the /check page.
 *
 * 1. Login is required: the machine listens to what the global login actor knows (`watchSession`,
 *    sending `session.loggedIn` / `session.loggedOut`). A guest is sent to the provider's login, returning
 *    to /check (with aid when known) — `startLogin`, which settles only when the sign-in could not
 *    start (provider unreachable, blocked, too slow: the login actor's timeout). Then an error with a
 *    retry shows (`loginFailed`, `user.retry`), never an endless spinner.
 * 2. Logged in: the global cart actor — the one owner of PUT /api/order/validate-cart — is asked to
 *    validate the local cart (`validateCart`), and its answer decides where to go, in this order:
 *    cart empty → start page; carts merged → /warenkorb?merged=true; customer status invalid or tax
 *    number required → /order/customer; verification step → /order/file-upload; payment step →
 *    /order/payment-selection; else → /order/summary.
 * 3. The cart actor deletes the local cart ('cart', 'cp') after a successful validation and shows the
 *    answer's cart (rule 5); this machine only decides the redirect.
 * A failed validation shows an error; `user.retry` validates again (the local cart is kept until then).
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { Cart, CartValidation } from '../src/shared/cart';

/** What the machine reads of PUT /api/order/validate-cart (the contract's CartValidation): of the cart, two flags. */
export type CheckValidation = Omit<CartValidation, 'cart'> & { cart: Pick<Cart, 'verificationStep' | 'paymentStep'> };

export type CheckTarget = 'start' | 'mergedCart' | 'customer' | 'fileUpload' | 'paymentSelection' | 'summary';

/** Where each outcome leads (spec §2 routes). */
export const CHECK_TARGET_PATHS: Record<CheckTarget, string> = {
  start: '/',
  mergedCart: '/warenkorb?merged=true',
  customer: '/order/customer',
  fileUpload: '/order/file-upload',
  paymentSelection: '/order/payment-selection',
  summary: '/order/summary',
};

/** Spec §4 rules 1–4, in order. */
export function checkTarget(validation: CheckValidation): CheckTarget {
  if (validation.cartEmpty) return 'start';
  if (validation.merged) return 'mergedCart';
  if (!validation.validCustomerStatus || validation.taxNumberRequired) return 'customer';
  if (validation.cart.verificationStep) return 'fileUpload';
  if (validation.cart.paymentStep) return 'paymentSelection';
  return 'summary';
}

export interface CheckRedirectContext {
  target: CheckTarget | null;
}

export type CheckRedirectEvent =
  | { type: 'session.loggedIn' }
  | { type: 'session.loggedOut' }
  | { type: 'user.retry' };

const validationOf = ({ event }: { event: { output: CheckValidation } }) => ({ validation: event.output });
const afterValidation = [
  { type: 'storeTarget', params: validationOf },
  {
    type: 'navigate',
    params: ({ event }: { event: { output: CheckValidation } }) => ({ to: CHECK_TARGET_PATHS[checkTarget(event.output)] }),
  },
] as const;

export const checkRedirectMachine = setup({
  types: {
    context: {} as CheckRedirectContext,
    events: {} as CheckRedirectEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** Sends `session.loggedIn` / `session.loggedOut` whenever the global login actor knows (src/app/system.ts). */
    watchSession: fromCallback<CheckRedirectEvent>(() => {}),
    /** Login with return to /check (and aid): the page leaves for the provider; fails when it cannot. */
    startLogin: fromPromise<void>(async () => {
      throw new Error('startLogin is provided by src/actors/checkRedirect.ts');
    }),
    validateCart: fromPromise<CheckValidation>(async () => {
      throw new Error('validateCart is provided by src/actors/checkRedirect.ts');
    }),
  },
  guards: {
    cartEmpty: (_, params: { validation: CheckValidation }) => checkTarget(params.validation) === 'start',
    merged: (_, params: { validation: CheckValidation }) => checkTarget(params.validation) === 'mergedCart',
    customerDataNeeded: (_, params: { validation: CheckValidation }) => checkTarget(params.validation) === 'customer',
    verificationStep: (_, params: { validation: CheckValidation }) => checkTarget(params.validation) === 'fileUpload',
    paymentStep: (_, params: { validation: CheckValidation }) => checkTarget(params.validation) === 'paymentSelection',
  },
  actions: {
    storeTarget: assign({ target: (_, params: { validation: CheckValidation }) => checkTarget(params.validation) }),
    navigate: (_, _params: { to: string }) => {},
    reportError: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'checkRedirect',
  context: { target: null },
  invoke: { id: 'watchSession', src: 'watchSession' },
  initial: 'waitingForLogin',
  states: {
    waitingForLogin: {
      description: 'The login actor is still starting up: is someone signed in?',
      tags: ['busy'],
      on: {
        'session.loggedIn': 'validating',
        'session.loggedOut': 'loggingIn',
      },
    },
    loggingIn: {
      description: 'A guest: off to the provider login, returning to /check.',
      tags: ['busy'],
      invoke: {
        id: 'startLogin',
        src: 'startLogin',
        // Success leaves the page; only a sign-in that could not start comes back.
        onError: {
          target: 'loginFailed',
          actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loginFailed: {
      description: 'The sign-in could not start: an error with a retry button.',
      tags: ['error'],
      on: { 'user.retry': 'loggingIn' },
    },
    validating: {
      description: 'PUT /api/order/validate-cart with the local cart.',
      tags: ['busy'],
      invoke: {
        id: 'validateCart',
        src: 'validateCart',
        // Spec §4 rules 1–4 in order (the cart actor did rule 5).
        onDone: [
          { guard: { type: 'cartEmpty', params: validationOf }, target: 'redirected', actions: afterValidation },
          { guard: { type: 'merged', params: validationOf }, target: 'redirected', actions: afterValidation },
          { guard: { type: 'customerDataNeeded', params: validationOf }, target: 'redirected', actions: afterValidation },
          { guard: { type: 'verificationStep', params: validationOf }, target: 'redirected', actions: afterValidation },
          { guard: { type: 'paymentStep', params: validationOf }, target: 'redirected', actions: afterValidation },
          { target: 'redirected', actions: afterValidation },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      description: 'The validation failed: an error with a retry button.',
      tags: ['error'],
      on: { 'user.retry': 'validating' },
    },
    redirected: {
      description: 'On the way to the page the rules chose.',
      tags: ['busy'],
      type: 'final',
    },
  },
});
