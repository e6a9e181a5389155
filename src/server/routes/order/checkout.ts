/**
 * The customer order flow of spec §7: summary, payment method, placing (idempotent by the
 * Idempotency-Key header), paying again, reading an order and its evaluation overview. Rules and SQL:
 * services/order/. Another customer's order answers 404.
 */
import { requireLogin } from '../../plugins/auth.ts';
import { errorResponses, languageQuery } from '../../schemas/common.ts';
import {
  chosenPaymentSchema,
  idempotentHeaders,
  orderConflictSchema,
  orderEvaluationSchema,
  orderIdParams,
  orderSchema,
  orderSummarySchema,
  paymentChoiceSchema,
  paymentIdParams,
  placeOrderSchema,
} from '../../schemas/order.ts';
import { catalogueToday } from '../../services/catalogue.ts';
import {
  choosePayment,
  customerSummary,
  orderEvaluation,
  payAgain,
  placeOrder,
  readChosenPayment,
  readOrder,
} from '../../services/order/index.ts';
import type { ApiRoutes } from '../api-routes.ts';
import { offerHoldFor } from '../waiting-offer.ts';

const tags = ['order'];
const security = [{ bearerAuth: [] }];
const apiError = { $ref: 'ApiError#' } as const;
const errors = { 401: apiError, 412: apiError, 422: apiError, ...errorResponses } as const;

const checkoutRoutes: ApiRoutes = async (app) => {
  const { db } = app;

  app.get('/order/summary', {
    preHandler: requireLogin,
    schema: {
      tags,
      summary: "The summary of the customer's cart: lines with VAT, totals, withdrawal notice, early-start request",
      description: '409 CART_EMPTY; 412 CUSTOMER_INCOMPLETE when check rule 3 does not pass.',
      security,
      response: { 200: orderSummarySchema, 409: apiError, ...errors },
    },
    handler: (request) => customerSummary(db, request.identity.customerId, catalogueToday()),
  });

  app.get('/order/payment', {
    preHandler: requireLogin,
    schema: {
      tags,
      summary: 'The payment method chosen for the next order (IBAN masked)',
      security,
      response: { 200: chosenPaymentSchema, ...errors },
    },
    handler: (request) => readChosenPayment(db, request.identity.customerId),
  });

  app.put('/order/payment', {
    preHandler: requireLogin,
    schema: {
      tags,
      summary: 'Choose the payment method for the next order',
      description:
        '422 PAYMENT_METHOD_NOT_OFFERED when the cart is not offered it; SEPA needs account holder and IBAN (422 IBAN_INVALID).',
      security,
      body: paymentChoiceSchema,
      response: { 200: chosenPaymentSchema, ...errors },
    },
    handler: (request) => choosePayment(db, request.identity.customerId, request.body, catalogueToday()),
  });

  app.put('/order', {
    preHandler: requireLogin,
    schema: {
      tags,
      summary: 'Place the order of the customer\'s cart ("zahlungspflichtig bestellen")',
      description:
        'Priced from the catalogue in one transaction with the seat booking and voucher redemption. The same Idempotency-Key answers the ' +
        'same order (200; 201 when this call made it), and so does placing an already placed checkout again. 409 CART_EMPTY, ' +
        'FULLY_BOOKED (positions), VOUCHER_USED_UP / PRICE_CHANGED (summary: the new one); 412 CUSTOMER_INCOMPLETE, PROOF_MISSING, ' +
        'PAYMENT_METHOD_MISSING; 422 EARLY_START_REQUEST_MISSING. Prices in the body are refused (400).',
      security,
      headers: idempotentHeaders,
      querystring: languageQuery,
      body: placeOrderSchema,
      response: { 200: orderSchema, 201: orderSchema, 409: orderConflictSchema, ...errors },
    },
    handler: async (request, reply) => {
      const { order, created } = await placeOrder(
        db,
        { customerId: request.identity.customerId },
        {
          request: request.body,
          idempotencyKey: request.headers['idempotency-key'],
          today: catalogueToday(),
          language: request.query.language,
          hold: await offerHoldFor(app, request),
        },
      );
      return reply.status(created ? 201 : 200).send(order);
    },
  });

  app.get('/order/evaluation/:id', {
    preHandler: requireLogin,
    schema: {
      tags,
      summary: 'The courses of an own order and whether their evaluation is open',
      security,
      params: orderIdParams,
      response: { 200: orderEvaluationSchema, ...errors },
    },
    handler: (request) => orderEvaluation(db, request.params.id, request.identity.customerId, catalogueToday()),
  });

  app.get('/order/:id', {
    preHandler: requireLogin,
    schema: {
      tags,
      summary: "An own order (another customer's answers 404)",
      security,
      params: orderIdParams,
      response: { 200: orderSchema, ...errors },
    },
    handler: (request) => readOrder(db, request.params.id, { customerId: request.identity.customerId }),
  });

  app.put('/order/:paymentId', {
    preHandler: requireLogin,
    schema: {
      tags,
      summary: 'Pay an own order again after its payment was declined or cancelled',
      description: '404 for a payment of another customer; 409 PAYMENT_ALREADY_STARTED while it is under way or done.',
      security,
      headers: idempotentHeaders,
      params: paymentIdParams,
      body: paymentChoiceSchema,
      response: { 200: orderSchema, 409: apiError, ...errors },
    },
    handler: (request) =>
      payAgain(
        db,
        { customerId: request.identity.customerId },
        request.params.paymentId,
        request.body,
        request.headers['idempotency-key'],
      ),
  });
};

export default checkoutRoutes;
