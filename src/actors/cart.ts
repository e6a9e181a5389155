/**
 * What the cart does in the browser: the calls of src/api/cart.ts, the local cart in storage `cart`,
 * navigation to the cart page and to /check, and the login that returns to /check.
 *
 *   const logic = createCartLogic({ navigate: (to) => router.navigate(to) });   // src/app/system.ts
 *
 * `onCheckout` is what "Zur Kasse" does when logged out: start the login that returns to /check.
 * Without it the visitor is sent to /check, whose login guard does the same (spec §2 check).
 */
import { fromPromise } from 'xstate';
import {
  cartMachine, type CartChange, type CartValidationAnswer, type LocalCartData, type PricedCart, type WantedPosition,
} from '../../machines/cart.machine';
import {
  addCartPosition, addVoucher, getCart, positionInput, priceCart, releasePackage, removeCartPosition, removeVoucher, validateCart,
} from '../api/cart';
import { clearCartStorage, readLocalCart, writeLocalCart } from '../lib/cart-storage';
import { EMPTY_CART, type Cart, type LocalCart } from '../shared/cart';
import { CART_PATH, CHECK_PATH } from '../shared/page-paths';

export { CART_PATH, CHECK_PATH };

export interface CartEffects {
  /** router.navigate of the app's data router. */
  navigate: (to: string) => unknown;
  /** Logged out, checkout: starts the login that returns to /check. Default: navigate to /check. */
  onCheckout?: () => unknown;
  /** Default: localStorage. */
  storage?: Storage;
}

/** The machine's local cart as the contract's (the machine keeps what storage gave it). */
const asLocalCart = (cart: LocalCartData) => cart as LocalCart;

async function change(change: CartChange, signal: AbortSignal): Promise<Cart> {
  switch (change.kind) {
    case 'remove':
      return removeCartPosition(change.id, signal);
    case 'voucherAdded':
      return addVoucher(change.code, signal);
    case 'voucherRemoved':
      return removeVoucher(change.code, signal);
    case 'packageUsed':
      return addCartPosition(positionInput(change.position), signal);
    case 'packageReleased':
      return releasePackage(change.id, signal);
  }
}

export function createCartLogic({ navigate, onCheckout, storage }: CartEffects) {
  return cartMachine.provide({
    actors: {
      priceLocalCart: fromPromise<PricedCart, LocalCartData>(async ({ input, signal }) =>
        // An empty local cart costs nothing: no request.
        input.positions.length === 0 && input.voucherCodes.length === 0 ? EMPTY_CART : priceCart(asLocalCart(input), signal),
      ),
      loadCart: fromPromise<PricedCart, void>(({ signal }) => getCart(signal)),
      addPosition: fromPromise<PricedCart, WantedPosition>(({ input, signal }) => addCartPosition(positionInput(input), signal)),
      updateCart: fromPromise<PricedCart, CartChange>(({ input, signal }) => change(input, signal)),
      // The one caller of PUT /api/order/validate-cart: the whole answer, the check step reads its rules.
      validateCart: fromPromise<CartValidationAnswer, LocalCartData>(({ input, signal }) => validateCart(asLocalCart(input), signal)),
    },
    actions: {
      storeLocalCart: (_, { localCart }) => writeLocalCart(asLocalCart(localCart), storage),
      forgetStoredLocalCart: () => clearCartStorage(storage),
      navigateToCart: () => void navigate(CART_PATH),
      navigateToCheckout: () => void navigate(CHECK_PATH),
      startCheckoutLogin: () => void (onCheckout ? onCheckout() : navigate(CHECK_PATH)),
      reportError: (_, { error }) => console.warn('cart request failed', error),
    },
  });
}

export type CartLogic = ReturnType<typeof createCartLogic>;

/** The machine's input: the stored local cart (a reload keeps the guest cart). */
export function cartInput(storage?: Storage) {
  return { localCart: readLocalCart(storage) };
}
