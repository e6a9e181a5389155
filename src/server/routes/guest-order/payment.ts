/**
 * The guest's payment calls (spec §7), with the order token (X-Order): PUT
 * /api/guest-order/validate-payment, GET /api/guest-order/payment (the order's current payment) and GET
 * /api/guest-order/payment/{id}. Only the token's own
 * orders and payments; any other answers 404. Rules: services/payment/.
 */
import { errorResponses } from '../../schemas/common.ts';
import { guestCurrentPaymentSchema, guestOrderHeaders, orderPaymentSchema, orderSchema } from '../../schemas/order.ts';
import { paymentParams, paymentReturnSchema } from '../../schemas/payment.ts';
import { currentGuestPayment, hashOrderToken, readOrder } from '../../services/order/index.ts';
import { ownPayment, validatePayment } from '../../services/payment/index.ts';
import type { ApiRoutes } from '../api-routes.ts';

const tags = ['guest-order'];
const apiError = { $ref: 'ApiError#' } as const;
const errors = { 409: apiError, 503: apiError, ...errorResponses } as const;

const guestPaymentRoutes: ApiRoutes = async (app) => {
  const { db } = app;

  app.put('/guest-order/validate-payment', {
    schema: {
      tags,
      summary: 'Back from the payment page (guest): the provider is asked how the payment ended',
      description:
        'As PUT /api/order/validate-payment, for the order of the X-Order token: PAID → confirmed; DECLINED / CANCELLED → next: ' +
        "PAYMENT_SELECTION; still open → 409 PAYMENT_NOT_FINISHED; twice or late → no change; another token's order or payment → 404.",
      headers: guestOrderHeaders,
      body: paymentReturnSchema,
      response: { 200: orderSchema, ...errors },
    },
    handler: async (request) => {
      const owner = { tokenHash: hashOrderToken(request.headers['x-order']) };
      const orderId = await validatePayment(db, owner, request.body);
      return readOrder(db, orderId, owner);
    },
  });

  app.get('/guest-order/payment', {
    schema: {
      tags,
      summary:
        "The current payment of the X-Order token's order (null before a method is chosen), e.g. to resume after a reload",
      description:
        'The live attempt, else the latest declined or cancelled one. No order placed with this token (or an unknown one) → 404.',
      headers: guestOrderHeaders,
      response: { 200: guestCurrentPaymentSchema, ...errors },
    },
    handler: (request) => currentGuestPayment(db, hashOrderToken(request.headers['x-order'])),
  });

  app.get('/guest-order/payment/:id', {
    schema: {
      tags,
      summary: "A payment of the X-Order token's order: its state, and while pending where to pay",
      headers: guestOrderHeaders,
      params: paymentParams,
      response: { 200: orderPaymentSchema, ...errors },
    },
    handler: (request) => ownPayment(db, { tokenHash: hashOrderToken(request.headers['x-order']) }, request.params.id),
  });
};

export default guestPaymentRoutes;
