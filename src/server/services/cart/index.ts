/**
 * The cart (services/cart/): the customer's cart with its positions, vouchers and package uses,
 * pricing of a cart and of a guest's local one, and the cart store. The cart and order routes use it,
 * and the order area places an order from it.
 */
export {
  addPosition,
  addVoucher,
  emptyCart,
  loadCart,
  priceLocalCart,
  removePackageUse,
  removePosition,
  removeVoucher,
  setPositionScope,
  setPositionSeats,
  validateCart,
  type CartOwner,
} from './service.ts';
export { bookingKey } from './merge.ts';
export { loadVouchers, resolvePositions, seatsOf } from './catalogue.ts';
export { priceCart, type CartLine } from './pricing.ts';
export { stripLocalFacts, type LocalPricingRequest } from './local-facts.ts';
export { countPositions, deleteCart, hashGuestToken } from './store.ts';
export * as cartStore from './store.ts';
export { createVoucherGuesses } from './voucher-guesses.ts';
export { createTableVoucherGuesses } from './voucher-guesses-table.ts';
