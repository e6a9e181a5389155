/**
 * The customer's payment calls (spec §7): PUT /api/order/validate-payment (back from the payment
 * page) and GET /api/order/payment/{id} (one payment's state, to resume /order/payment after a
 * reload), and POST /api/order/status (give up a card payment under way; services/order/status-change.ts
 * says why nothing else). Choosing the method is the order service's (routes/order/index.ts). Rules:
 * services/payment/.
 */
import { requireLogin } from '../../plugins/auth.ts';
import { errorResponses } from '../../schemas/common.ts';
import { orderPaymentSchema, orderSchema, statusChangeSchema } from '../../schemas/order.ts';
import { paymentParams, paymentQuery, paymentReturnSchema } from '../../schemas/payment.ts';
import { changeOrderStatus, readOrder } from '../../services/order/index.ts';
import { ownPayment, validatePayment } from '../../services/payment/index.ts';
import type { ApiRoutes } from '../api-routes.ts';

const tags = ['order'];
const security = [{ bearerAuth: [] }];
const apiError = { $ref: 'ApiError#' } as const;
const errors = { 401: apiError, 409: apiError, 503: apiError, ...errorResponses } as const;
const statusErrors = { ...errors, 422: apiError } as const;

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

  app.post('/order/status', {
    preHandler: requireLogin,
    schema: {
      tags,
      summary: "Change a status of one of the customer's orders: only giving up a card payment under way",
      description:
        'id: the order. type PAYMENT with status CANCELLED withdraws the pending payment at its provider and marks it cancelled; the ' +
        'order keeps its seats, next: PAYMENT_SELECTION (pay again with PUT /api/order/{paymentId}). No payment under way → 409 ' +
        'NO_PAYMENT_UNDER_WAY; paid at the provider just now → 409 PAYMENT_ALREADY_MADE. Any other type or status → 422 ' +
        'STATUS_CHANGE_NOT_ALLOWED: payments are paid or declined only by the provider, and a placed order is binding. Another ' +
        "customer's order → 404.",
      security,
      body: statusChangeSchema,
      response: { 200: orderSchema, ...statusErrors },
    },
    handler: (request) => changeOrderStatus(db, { customerId: request.identity.customerId }, request.body),
  });

  app.get('/order/payment/:id', {
    preHandler: requireLogin,
    schema: {
      tags,
      summary:
        "A payment of the customer's orders (optionally only of one method): its state, and while pending where to pay",
      security,
      params: paymentParams,
      querystring: paymentQuery,
      response: { 200: orderPaymentSchema, ...errors },
    },
    handler: (request) =>
      ownPayment(db, { customerId: request.identity.customerId }, request.params.id, request.query.method),
  });
};

export default orderPaymentRoutes;
