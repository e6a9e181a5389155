/**
 * Payments (services/payment/): what the order service, the cart's payment-methods call and the
 * payment routes use. Every method is handled through one adapter interface (provider.ts; ADR 010).
 */
export {
  cancelPendingPayment,
  checkPaymentChoice,
  offeredPaymentMethods,
  ownPayment,
  paymentOf,
  startPayment,
  validatePayment,
} from './service.ts';
export type { PaymentFlow, StartPaymentRequest } from './service.ts';
export { confirmOrder, type Confirmation, type ConfirmOptions } from './confirm.ts';
export { queuePlacedMail, type PlacedMailOptions } from './order-mails.ts';
export { refundMethodFor, refundOrderPayment, type OrderRefund, type RefundMethod } from './refund.ts';
export { invoiceOf, type InvoiceRecord } from '../invoice/index.ts';
export { checkoutSettings, installCheckoutSettings, type CheckoutSettings, type PaymentSettings } from './settings.ts';
export type { PageLanguage } from './provider.ts';
// The embedded test provider's page (routes/payment-test): demo and tests only, no money moves.
export { TEST_PAGE_PATH } from './adapters/test-card.ts';
export { TEST_PAGE_CSS, testPaymentPage } from './test-provider/page.ts';
export { decide, readSession, SESSION_ID_PATTERN } from './test-provider/sessions.ts';
