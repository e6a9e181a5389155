/**
 * Orders (services/order/): placing an order from the customer's cart or a guest's checkout, paying
 * it (again), reading it back, and changing its status. Used by the order, guest-order, cart, invoice
 * and upload routes; no other area imports the order area.
 */
export { choosePayment, customerSummary, readChosenPayment } from './customer-checkout.ts';
export { hashOrderToken } from './checkout-store.ts';
export { continueGuestOrder } from './continue-link.ts';
export { currentGuestPayment, guestSummary, readGuestCheckoutView, saveGuestCheckout } from './guest.ts';
export { offersForPayableOrder, payAgain, payGuestOrder } from './pay.ts';
export { readCheckoutParticipants, saveCheckoutParticipants } from './participants.ts';
export { placeOrder } from './place.ts';
export { orderEvaluation, readOrder } from './read.ts';
export { changeOrderStatus } from './status-change.ts';
