/**
 * The guest order flow of spec §6–§7. PUT /api/guest-order/guest starts a checkout and answers the
 * order token once (X-Order: 32 random bytes, base64url; only its sha-256 is stored); every other call
 * carries it. Placing and paying are idempotent by the Idempotency-Key header. An order is read only
 * with the token it was placed with; any other answers 404. Rules and SQL: services/order/.
 */
import type { FastifyRequest } from 'fastify';
import { errorResponses, languageQuery } from '../../schemas/common.ts';
import {
  guestCheckoutRequestSchema,
  guestCheckoutSchema,
  guestCheckoutStartedSchema,
  guestIdempotentHeaders,
  guestOrderHeaders,
  guestStartHeaders,
  orderConflictSchema,
  orderIdParams,
  orderSchema,
  orderSummarySchema,
  paymentChoiceSchema,
  paymentIdParams,
  placeOrderSchema,
} from '../../schemas/order.ts';
import { catalogueToday } from '../../services/catalogue.ts';
import { stripLocalFacts } from '../../services/cart/index.ts';
import {
  guestSummary,
  hashOrderToken,
  payAgain,
  payGuestOrder,
  placeOrder,
  readGuestCheckoutView,
  readOrder,
  saveGuestCheckout,
} from '../../services/order/index.ts';
import type { ApiRoutes } from '../api-routes.ts';
import { offerHoldFor } from '../waiting-offer.ts';
import { ORDER_TOKEN_PATTERN } from '../../../shared/order.ts';
import {
  checkoutParticipantsBody,
  checkoutParticipantsSchema,
  NAMING_AT_CHECKOUT,
  NAMING_LATER,
  nameParticipantsBody,
  orderIdPositionParams,
  participantErrorSchema,
  positionParticipantsSchema,
} from '../../schemas/participants.ts';
import { readCheckoutParticipants, saveCheckoutParticipants } from '../../services/order/index.ts';
import { nameParticipantsLater } from '../../services/participants/index.ts';

const tags = ['guest-order'];
const apiError = { $ref: 'ApiError#' } as const;
const errors = { 412: apiError, 422: apiError, ...errorResponses } as const;
const TOKEN = new RegExp(ORDER_TOKEN_PATTERN);

/** The sha-256 of the request's X-Order token (the schema has checked its form). */
const tokenHashOf = (request: FastifyRequest) => hashOrderToken(request.headers['x-order'] as string);

const guestOrderRoutes: ApiRoutes = async (app) => {
  const { db, settings } = app;

  app.put('/guest-order/guest', {
    // Each call may create a checkout: limited like the forms (FORM_RATE_LIMIT).
    config: { rateLimit: settings.formRateLimit },
    schema: {
      tags,
      summary: 'Start or update a guest checkout: buyer data and the local cart',
      description:
        'Without a valid X-Order (none, unknown, expired after 24 h, or already ordered) a new checkout is made and its orderToken ' +
        'answered once; with one, that checkout is updated (orderToken null). accountExists: the e-mail belongs to an account (the ' +
        'guest may sign in). Buyer errors are 422 naming buyer.<field>; prices in the body are refused (400).',
      headers: guestStartHeaders,
      querystring: languageQuery,
      body: guestCheckoutRequestSchema,
      response: { 200: guestCheckoutStartedSchema, 429: apiError, ...errors },
    },
    handler: async (request) => {
      const token = request.headers['x-order'];
      return saveGuestCheckout(
        db,
        typeof token === 'string' && TOKEN.test(token) ? token : undefined,
        { buyer: request.body.buyer, cart: stripLocalFacts(request.body.cart) },
        catalogueToday(),
        request.query.language,
        await offerHoldFor(app, request),
      );
    },
  });

  app.get('/guest-order/guest', {
    schema: {
      tags,
      summary: 'The guest checkout as stored (404 ORDER_TOKEN_UNKNOWN when expired)',
      headers: guestOrderHeaders,
      response: { 200: guestCheckoutSchema, ...errors },
    },
    handler: async (request) => readGuestCheckoutView(db, request.headers['x-order'], catalogueToday(), await offerHoldFor(app, request)),
  });

  app.get('/guest-order/guest-summary', {
    schema: {
      tags,
      summary: 'The summary of the guest checkout: lines with VAT, totals, withdrawal notice, early-start request',
      headers: guestOrderHeaders,
      response: { 200: orderSummarySchema, ...errors },
    },
    handler: async (request) => guestSummary(db, request.headers['x-order'], catalogueToday(), await offerHoldFor(app, request)),
  });

  app.put('/guest-order/order', {
    schema: {
      tags,
      summary: 'Place the guest checkout\'s order ("zahlungspflichtig bestellen"); the method is chosen afterwards',
      description:
        'As PUT /api/order: one transaction, idempotent by Idempotency-Key and by the checkout (placing it again answers its order). ' +
        '409 CART_EMPTY, FULLY_BOOKED, VOUCHER_USED_UP, PRICE_CHANGED; 422 EARLY_START_REQUEST_MISSING; 404 ORDER_TOKEN_UNKNOWN.',
      headers: guestIdempotentHeaders,
      querystring: languageQuery,
      body: placeOrderSchema,
      response: { 200: orderSchema, 201: orderSchema, 409: orderConflictSchema, ...errors },
    },
    handler: async (request, reply) => {
      const { order, created } = await placeOrder(
        db,
        { tokenHash: tokenHashOf(request) },
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

  app.put('/guest-order/payment', {
    schema: {
      tags,
      summary: 'Choose the payment method of the placed guest order (invoice/SEPA confirm it; a card redirects)',
      description:
        '412 PROOF_MISSING before the proof is uploaded; 422 PAYMENT_METHOD_NOT_OFFERED / IBAN_INVALID; 409 PAYMENT_ALREADY_STARTED.',
      headers: guestIdempotentHeaders,
      body: paymentChoiceSchema,
      response: { 200: orderSchema, 409: apiError, ...errors },
    },
    handler: (request) => payGuestOrder(db, tokenHashOf(request), request.body, request.headers['idempotency-key']),
  });

  app.get('/guest-order/participants', {
    schema: {
      tags,
      summary: 'The participants named for the seats of the guest checkout (per course position, seat by seat; positions 1, 2, … as in its summary)',
      headers: guestOrderHeaders,
      response: { 200: checkoutParticipantsSchema, ...errors },
    },
    handler: async (request) => readCheckoutParticipants(db, { orderToken: request.headers['x-order'], hold: await offerHoldFor(app, request) }, catalogueToday()),
  });

  app.put('/guest-order/participants', {
    schema: {
      tags,
      summary: 'Name the participants of the seats of the guest checkout',
      description: `${NAMING_AT_CHECKOUT} 409 ALREADY_ORDERED once the checkout became an order (name them on the order).`,
      headers: guestOrderHeaders,
      body: checkoutParticipantsBody,
      response: { 200: checkoutParticipantsSchema, 409: participantErrorSchema, ...errors, 422: participantErrorSchema },
    },
    handler: async (request) =>
      saveCheckoutParticipants(db, { orderToken: request.headers['x-order'], hold: await offerHoldFor(app, request) }, request.body, catalogueToday()),
  });

  app.put('/guest-order/:id/positions/:positionId/participants', {
    schema: {
      tags,
      summary: 'Name (or rename) the participants of a position of the guest order placed with this X-Order token',
      description: NAMING_LATER,
      headers: guestOrderHeaders,
      params: orderIdPositionParams,
      body: nameParticipantsBody,
      response: { 200: positionParticipantsSchema, 409: participantErrorSchema, ...errors, 422: participantErrorSchema },
    },
    handler: (request) =>
      nameParticipantsLater(
        db,
        { tokenHash: tokenHashOf(request), orderId: request.params.id },
        request.params.positionId,
        request.body,
        { today: catalogueToday(), closesDaysBefore: settings.participantNamingClosesDaysBefore, publicUrl: settings.publicUrl },
      ),
  });

  app.get('/guest-order/:id', {
    schema: {
      tags,
      summary: 'The guest order placed with this X-Order token (any other answers 404)',
      headers: guestOrderHeaders,
      params: orderIdParams,
      response: { 200: orderSchema, ...errors },
    },
    handler: (request) => readOrder(db, request.params.id, { tokenHash: tokenHashOf(request) }),
  });

  app.put('/guest-order/:paymentId', {
    schema: {
      tags,
      summary: 'Pay the guest order again after its payment was declined or cancelled',
      headers: guestIdempotentHeaders,
      params: paymentIdParams,
      body: paymentChoiceSchema,
      response: { 200: orderSchema, 409: apiError, ...errors },
    },
    handler: (request) =>
      payAgain(
        db,
        { tokenHash: tokenHashOf(request) },
        request.params.paymentId,
        request.body,
        request.headers['idempotency-key'],
      ),
  });
};

export default guestOrderRoutes;
