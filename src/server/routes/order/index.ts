/**
 * Order calls of spec §7: here the ones that work on the cart — PUT /api/order/validate-cart, the
 * check step after login, and PATCH /api/order/cart/{id}; the customer data (customer-data.ts),
 * the customer order flow (checkout.ts) and the participants named at checkout (participants.ts) are
 * registered from here.
 */
import { requireLogin } from '../../plugins/auth.ts';
import { errorResponses } from '../../schemas/common.ts';
import {
  cartSchema,
  cartValidationSchema,
  positionIdParams,
  positionScopeSchema,
  pricingRequestSchema,
} from '../../schemas/cart.ts';
import { catalogueToday } from '../../services/catalogue.ts';
import { setPositionScope, stripLocalFacts, validateCart } from '../../services/cart/index.ts';
import type { ApiRoutes } from '../api-routes.ts';
import { offerHoldFor } from '../waiting-offer.ts';
import checkoutRoutes from './checkout.ts';
import customerDataRoutes from './customer-data.ts';
import participantRoutes from './participants.ts';

const tags = ['order'];
const security = [{ bearerAuth: [] }];
const orderErrors = {
  401: { $ref: 'ApiError#' },
  409: { $ref: 'ApiError#' },
  422: { $ref: 'ApiError#' },
  ...errorResponses,
} as const;

const orderRoutes: ApiRoutes = async (app) => {
  const { db } = app;
  await app.register(customerDataRoutes);
  await app.register(checkoutRoutes);
  await app.register(participantRoutes);

  app.put('/order/validate-cart', {
    preHandler: requireLogin,
    schema: {
      tags,
      summary:
        "The check step: merge the local cart into the customer's server cart and say what the order still needs",
      description:
        "Same booking (course date / package) in both: the local position's price level and package flag win; new bookings are appended; " +
        'voucher codes are united (codes rejected today are not stored and are listed in rejectedVoucher). Positions that cannot be booked ' +
        'any more are dropped and listed in cart.droppedPositions. merged: the local cart brought a position or code the server cart lacked. ' +
        'Idempotent: the same local cart again changes nothing. validCustomerStatus: buyer status, first and last name, street, zip code, ' +
        'city, country and (business) company are filled in. taxNumberRequired: the country is an EU member state other than Germany, the buyer is not a consumer and no tax number (VAT id) is on file. ' +
        'A merged cart over the limits answers 422 CART_FULL / TOO_MANY_VOUCHERS and nothing is written.',
      security,
      body: pricingRequestSchema,
      response: { 200: cartValidationSchema, ...orderErrors },
    },
    handler: async (request) =>
      validateCart(db, request.identity.customerId, stripLocalFacts(request.body), catalogueToday(), await offerHoldFor(app, request)),
  });

  app.patch('/order/cart/:id', {
    preHandler: requireLogin,
    schema: {
      tags,
      summary: "Book a course position of the customer's cart for a scope (one of the course's scopes) and category",
      description:
        'A position of another cart answers 404; a scope the course does not have answers 422 SCOPE_NOT_OF_COURSE.',
      security,
      params: positionIdParams,
      body: positionScopeSchema,
      response: { 200: cartSchema, ...orderErrors },
    },
    handler: (request) =>
      setPositionScope(db, request.identity.customerId, request.params.id, request.body, catalogueToday()),
  });
};

export default orderRoutes;
