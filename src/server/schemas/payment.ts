/**
 * JSON Schemas of the payment, upload and invoice calls (src/shared/order.ts: PaymentMethodOffer,
 * PaymentReturn, OrderPayment, UploadedFile); the order and upload answers reuse schemas/order.ts.
 */
import { id, arrayOf, bool, str, strict } from './primitives.ts';
import { paymentMethodSchema } from './order.ts';

/** GET /api/cart/payment-methods. */
export const paymentMethodOffersSchema = arrayOf({
  type: 'object',
  additionalProperties: false,
  required: ['method', 'redirect', 'testMode'],
  properties: {
    method: paymentMethodSchema,
    redirect: { ...bool, description: 'The shopper pays on the provider\'s page (CREDIT_CARD)' },
    testMode: { ...bool, description: 'The embedded test provider: no money moves' },
    mandateText: { ...strict({ de: str, en: str }), description: 'SEPA: the mandate the shopper agrees to by choosing it' },
  },
});

/** A paymentId as issued: random, url-safe. */
const paymentId = { type: 'string', pattern: '^[A-Za-z0-9_-]{22,64}$' } as const;

/** PUT …/validate-payment body: the return from the payment page. */
export const paymentReturnSchema = strict({ orderId: id, paymentId });

export const paymentParams = strict({ id: paymentId });
export const paymentQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { method: paymentMethodSchema },
} as const;

/** …/position/{id}/document/{docId} */
export const documentParams = strict({ id, docId: id });
export const uploadParams = strict({ id });
export const invoiceParams = strict({ id });

/** The file answers (proof downloads, the invoice PDF). */
export const binaryAnswer = { type: 'string', format: 'binary' } as const;
