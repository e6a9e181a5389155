/**
 * What the check step does in the browser: reads the local cart (localStorage 'cart'; absent or
 * unreadable → empty), sends it to PUT /api/order/validate-cart, removes 'cart' and 'cp' afterwards,
 * and navigates in the app. Login and the hand-over of the validated cart come from the page.
 */
import { fromPromise } from 'xstate';
import { checkRedirectMachine, type CheckValidation } from '../../machines/checkRedirect.machine';
import { validateCart } from '../api/order';
import { clearLocalCart } from '../lib/auth';
import type { CartValidation, LocalCart } from '../shared/cart';
import { STORAGE_KEYS } from '../shared/constants';

/** The stored local cart, or an empty one. */
export function readLocalCart(storage: Storage = window.localStorage): LocalCart {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEYS.cart) ?? 'null') as Partial<LocalCart> | null;
    return {
      positions: Array.isArray(stored?.positions) ? stored.positions : [],
      voucherCodes: Array.isArray(stored?.voucherCodes) ? stored.voucherCodes.filter((code) => typeof code === 'string') : [],
    };
  } catch {
    return { positions: [], voucherCodes: [] };
  }
}

export interface CheckRedirectEffects {
  navigate: (to: string) => void;
  /** Login with return to /check (and aid); settles only when the sign-in could not start. */
  startLogin: () => Promise<void>;
  /** The validated cart, for the global cart actor. */
  cartValidated: (payload: { cart: CartValidation['cart'] }) => void;
}

export function checkRedirectLogic({ navigate, startLogin, cartValidated }: CheckRedirectEffects) {
  return checkRedirectMachine.provide({
    actors: {
      startLogin: fromPromise<void>(() => startLogin()),
      validateCart: fromPromise<CheckValidation>(({ signal }) => validateCart(readLocalCart(), signal)),
    },
    actions: {
      clearLocalCart: () => clearLocalCart(),
      // The machine reads only the rule fields; the actor answered with the whole contract's CartValidation.
      cartValidated: (_, { validation }) => cartValidated({ cart: (validation as CartValidation).cart }),
      navigate: (_, { to }) => navigate(to),
      reportError: (_, { error }) => console.warn('check step failed', error),
    },
  });
}

export type CheckRedirectLogic = ReturnType<typeof checkRedirectLogic>;
