/**
 * What the cart does in the browser: the calls of src/api/cart.ts, the local cart in storage `cart`,
 * navigation to the cart page and to /check, and the login that returns to /check.
 *
 *   const logic = createCartLogic({ navigate: (to) => router.navigate(to) });   // src/app/system.ts
 *
 * "Zur Kasse" when logged out: ordering as a guest opens /guest-order/guest; sign-in and registration
 * are emitted (`cart.signInWanted`) for the composition root, which tells the login actor.
 */
import { fromPromise } from 'xstate';
import {
  cartMachine, type CartChange, type CartValidationAnswer, type LocalCartData, type PricedCart, type WantedPosition,
} from '../../machines/cart.machine';
import {
  addCartPosition, addVoucher, getCart, positionInput, priceCart, releasePackage, removeCartPosition, removeVoucher, setPositionSeats,
  validateCart,
} from '../api/cart';
import { clearCartStorage, readLocalCart, writeLocalCart } from '../lib/cart-storage';
import { EMPTY_CART, type Cart, type LocalCart } from '../shared/cart';
import { CART_PATH, CHECK_PATH } from '../shared/page-paths';

export { CART_PATH, CHECK_PATH };
/** The first step of the guest order flow (spec §2 Order flows). */
export const GUEST_ORDER_PATH = '/guest-order/guest';

export interface CartEffects {
  /** router.navigate of the app's data router. */
  navigate: (to: string) => unknown;
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
    case 'seats':
      return setPositionSeats(change.id, change.seats, signal);
  }
}

export function createCartLogic({ navigate, storage }: CartEffects) {
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
      navigateToGuestOrder: () => void navigate(GUEST_ORDER_PATH),
      reportError: (_, { error }) => console.warn('cart request failed', error),
    },
  });
}

export type CartLogic = ReturnType<typeof createCartLogic>;

/** The machine's input: the stored local cart (a reload keeps the guest cart). */
export function cartInput(storage?: Storage) {
  return { localCart: readLocalCart(storage) };
}
