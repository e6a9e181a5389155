/**
 * The customer's payment calls (spec §7): PUT /api/order/validate-payment (back from the payment
 * page) and GET /api/order/payment/{id} (one payment's state, to resume /order/payment after a
 * reload). Choosing the method is the order service's (routes/order/index.ts). Rules: services/payment/.
 */
import { requireLogin } from '../../plugins/auth.ts';
import { errorResponses } from '../../schemas/common.ts';
import { orderPaymentSchema, orderSchema } from '../../schemas/order.ts';
import { paymentParams, paymentQuery, paymentReturnSchema } from '../../schemas/payment.ts';
import { readOrder } from '../../services/order/read.ts';
import { ownPayment, validatePayment } from '../../services/payment/index.ts';
import type { ApiRoutes } from '../api-routes.ts';

const tags = ['order'];
const security = [{ bearerAuth: [] }];
const apiError = { $ref: 'ApiError#' } as const;
const errors = { 401: apiError, 409: apiError, 503: apiError, ...errorResponses } as const;

const orderPaymentRoutes: ApiRoutes = async (app) => {
  const { db } = app;

  app.put('/order/validate-payment', {
    preHandler: requireLogin,
    schema: {
      tags,
      summary: 'Back from the payment page: the provider is asked how the payment ended',
      description:
        'PAID → the order is confirmed (invoice, confirmation e-mail); DECLINED / CANCELLED → the payment is marked so and the order ' +
        'keeps its seats, next: PAYMENT_SELECTION; still open at the provider → 409 PAYMENT_NOT_FINISHED. A second or late return ' +
        'changes nothing and answers the order as it is. An order or payment of someone else, or a payment of another order, answers 404.',
      security,
      body: paymentReturnSchema,
      response: { 200: orderSchema, ...errors },
    },
    handler: async (request) => {
      const owner = { customerId: request.identity.customerId };
      const orderId = await validatePayment(db, owner, request.body);
      return readOrder(db, orderId, owner);
    },
  });

  app.get('/order/payment/:id', {
    preHandler: requireLogin,
    schema: {
      tags,
      summary: 'A payment of the customer\'s orders (optionally only of one method): its state, and while pending where to pay',
      security,
      params: paymentParams,
      querystring: paymentQuery,
      response: { 200: orderPaymentSchema, ...errors },
    },
    handler: (request) => ownPayment(db, { customerId: request.identity.customerId }, request.params.id, request.query.method),
  });
};

export default orderPaymentRoutes;
