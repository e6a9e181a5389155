/**
 * Payments (services/payment/): what the order service, the cart's payment-methods call and the
 * payment routes use. Every method is handled through one adapter interface (provider.ts; ADR 010).
 */
export { cancelPendingPayment, checkPaymentChoice, offeredPaymentMethods, ownPayment, paymentOf, startPayment, validatePayment } from './service.ts';
export type { PaymentFlow, StartPaymentRequest } from './service.ts';
export { confirmOrder } from './confirm.ts';
export { invoiceOf } from '../invoice/numbering.ts';
export type { InvoiceRecord } from '../invoice/numbering.ts';
export { checkoutSettings, installCheckoutSettings, type CheckoutSettings, type PaymentSettings } from './settings.ts';
