/**
 * The order flows' step addresses (spec §2), in one place: the order machines step through them
 * (machines/customerOrder.machine.ts, machines/guestOrder.machine.ts), and the server answers them as
 * pages of the SPA, not as unknown addresses (src/server/plugins/page-addresses.ts).
 */

/** A customer's order steps, below /order. */
export type OrderStep =
  | 'customer'
  | 'participants'
  | 'fileUpload'
  | 'paymentSelection'
  | 'summary'
  | 'payment'
  | 'orderComplete'
  | 'evaluation';

/** The customer order's step routes. */
export const ORDER_STEP_PATHS: Record<OrderStep, string> = {
  customer: '/order/customer',
  participants: '/order/participants',
  fileUpload: '/order/file-upload',
  paymentSelection: '/order/payment-selection',
  summary: '/order/summary',
  payment: '/order/payment',
  orderComplete: '/order/order-complete',
  evaluation: '/order/evaluation',
};

/** A guest's order steps as they appear in the URL, below /guest-order. */
export const GUEST_ORDER_STEPS = [
  'guest',
  'participants',
  'guest-summary',
  'order',
  'file-upload',
  'payment-selection',
  'payment',
  'guest-order-complete',
] as const;
export type GuestOrderStep = (typeof GUEST_ORDER_STEPS)[number];
