/**
 * The cart calls of spec §7 (PUT /api/order/validate-cart and PATCH /api/order/cart/{id} are in
 * routes/order). Prices are never taken from the client: bodies say what is wanted, and every answer
 * is priced by the server from the catalogue (services/cart/pricing.ts).
 *
 * Whose cart: a signed-in customer (bearer token) has one server cart. A guest may keep a cart on the
 * server too, under a guest token: a random string of 32–128 characters the browser generates and
 * sends as X-Auth (only its sha-256 is stored; untouched guest carts are deleted after 30 days). A
 * guest without X-Auth has no server cart: reads answer an empty cart, writes answer 401. The token
 * is unguessable (≥ 32 random characters) and proves nothing but access to its own cart, which holds
 * no personal data, so this is as sound as the local cart it replaces. When both are sent, the bearer
 * token wins.
 */
import { sharedByInstances } from '../../db/database.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GUEST_TOKEN_PATTERN, type Cart } from '../../../shared/cart.ts';
import { HttpError } from '../../errors.ts';
import { requireLogin } from '../../plugins/auth.ts';
import { errorResponses } from '../../schemas/common.ts';
import {
  cartConflictSchema,
  cartSchema,
  guestHeaders,
  paymentMethodsHeaders,
  guestTokenParams,
  positionIdParams,
  positionInputSchema,
  positionSeatsSchema,
  pricingRequestSchema,
  voucherParams,
} from '../../schemas/cart.ts';
import { paymentMethodOffersSchema } from '../../schemas/payment.ts';
import { catalogueToday } from '../../services/catalogue.ts';
import {
  addPosition,
  addVoucher,
  type CartOwner,
  countPositions,
  createTableVoucherGuesses,
  createVoucherGuesses,
  deleteCart,
  emptyCart,
  hashGuestToken,
  loadCart,
  type LocalPricingRequest,
  priceLocalCart,
  removePackageUse,
  removePosition,
  removeVoucher,
  setPositionSeats,
  stripLocalFacts,
} from '../../services/cart/index.ts';
import { offeredPaymentMethods } from '../../services/payment/index.ts';
import { hashOrderToken, offersForPayableOrder, readGuestCheckoutView } from '../../services/order/index.ts';
import { type ApiRoutes, noContent, withoutBody } from '../api-routes.ts';
import { offerHoldFor } from '../waiting-offer.ts';

const tags = ['cart'];
const GUEST_TOKEN = new RegExp(GUEST_TOKEN_PATTERN);
const security: { [scheme: string]: string[] }[] = [{ bearerAuth: [] }, {}];
/** VOUCHER_RATE_LIMIT counts voucher codes a minute. */
const VOUCHER_WINDOW_MS = 60_000;

const cartErrors = {
  401: { $ref: 'ApiError#' },
  409: cartConflictSchema,
  422: { $ref: 'ApiError#' },
  429: { $ref: 'ApiError#' },
  ...errorResponses,
} as const;

/** The cart the request speaks for: the customer's, a guest token's, or none. */
export function cartOwner(request: FastifyRequest): CartOwner | undefined {
  const { identity } = request;
  if (identity.subject !== undefined && identity.customerId > 0) return { customerId: identity.customerId };
  const token = request.headers['x-auth'];
  if (typeof token === 'string' && GUEST_TOKEN.test(token)) return { guestHash: hashGuestToken(token) };
  return undefined;
}

function requireOwner(request: FastifyRequest): CartOwner {
  const owner = cartOwner(request);
  if (!owner) {
    throw new HttpError(
      401,
      'UNAUTHORIZED',
      'Sign in, or send a guest token (X-Auth, 32–128 characters) to keep a cart on the server',
    );
  }
  return owner;
}

/** An unknown or expired order token (404) offers nothing; other failures stay failures. */
function unlessUnknownToken(error: unknown): null {
  if (error instanceof HttpError && error.statusCode === 404) return null;
  throw error;
}

const cartRoutes: ApiRoutes = async (app) => {
  const { db, settings } = app;
  const today = () => catalogueToday();

  // One budget of voucher codes per client for both ways of trying one (VOUCHER_RATE_LIMIT).
  // Shared by all instances when they share the database (issue 28).
  const budget = { max: settings.voucherRateLimit.max, windowMs: VOUCHER_WINDOW_MS };
  const voucherGuesses = sharedByInstances(db) ? createTableVoucherGuesses(db, budget) : createVoucherGuesses(budget);
  const admitVoucherCodes = async (request: FastifyRequest, codes: readonly string[], reply: FastifyReply) => {
    if (codes.length === 0 || (await voucherGuesses.admit(request.ip, codes))) return;
    reply.header('retry-after', String(VOUCHER_WINDOW_MS / 1000));
    throw new HttpError(
      429,
      'TOO_MANY_VOUCHER_CODES',
      `At most ${settings.voucherRateLimit.max} voucher codes a minute; please try again later`,
      'voucherCodes',
    );
  };

  app.post('/cart', {
    // Calls with voucher codes are limited (CART_PRICING_RATE_LIMIT), and so are the codes they carry.
    config: {
      rateLimit: {
        ...settings.cartPricingRateLimit,
        hook: 'preHandler',
        allowList: (request) => ((request.body as LocalPricingRequest | undefined)?.voucherCodes?.length ?? 0) === 0,
      },
    },
    preHandler: async (request, reply) => admitVoucherCodes(request, request.body.voucherCodes ?? [], reply),
    schema: {
      tags,
      summary: "Price a guest's local cart (stateless): positions and voucher codes in, a priced cart out",
      description:
        'No position ids in the answer. Positions that cannot be booked (unknown, past, fully booked, more seats than places left: ' +
        'NOT_ENOUGH_PLACES with freePlaces) are left out and listed in droppedPositions. Each position may ask for seats (1 to 20, default 1); ' +
        'its priceValue is unitPriceValue × seats. ' +
        'A body with a price (priceValue, …) is refused with 400. Calls with voucher codes are rate-limited per client (CART_PRICING_RATE_LIMIT), ' +
        "and each new code counts toward the client's voucher codes a minute (VOUCHER_RATE_LIMIT, shared with GET /api/cart/voucher/{code}). " +
        'Without a login, a rejected code is reported only as NOT_REDEEMABLE: a guesser learns nothing about which codes exist.',
      body: pricingRequestSchema,
      response: { 200: cartSchema, ...cartErrors },
    },
    handler: async (request) => {
      const cart = await priceLocalCart(db, stripLocalFacts(request.body), today(), await offerHoldFor(app, request));
      return request.identity.subject === undefined ? withGuestRejections(cart) : cart;
    },
  });

  app.get('/cart', {
    exposeHeadRoute: false,
    schema: {
      tags,
      summary: "The current cart, priced: the signed-in customer's, or the guest token's (X-Auth); else empty",
      security,
      headers: guestHeaders,
      response: { 200: cartSchema, ...cartErrors },
    },
    handler: async (request) => {
      const owner = cartOwner(request);
      return owner ? loadCart(db, owner, today()) : emptyCart();
    },
  });

  app.head('/cart', {
    // @fastify/swagger leaves HEAD routes out unless asked: this one means something of its own.
    config: { swagger: { exposeHeadRoute: true } },
    schema: {
      tags,
      summary: 'The number of positions of the current cart, as Content-Length (no body)',
      description:
        'Spec §7: the answer has no body; its Content-Length header is the number of positions (0 for a guest without X-Auth).',
      security,
      headers: guestHeaders,
      response: {
        200: {
          description: 'No body; Content-Length is the number of positions',
          type: 'null',
          headers: {
            'content-length': { type: 'integer', minimum: 0, description: 'The number of positions in the cart' },
          },
        },
        401: { $ref: 'ApiError#' },
      },
    },
    handler: async (request, reply) => {
      const owner = cartOwner(request);
      const count = owner ? await countPositions(db, owner) : 0;
      return withoutBody(reply.header('cache-control', 'no-cache').header('content-length', String(count)), 200);
    },
  });

  app.get('/cart/customer', {
    preHandler: requireLogin,
    schema: {
      tags,
      summary: "The signed-in customer's stored cart, priced (bearer token required)",
      security: [{ bearerAuth: [] }],
      response: { 200: cartSchema, ...cartErrors },
    },
    handler: (request) => loadCart(db, { customerId: request.identity.customerId }, today()),
  });

  app.put('/cart', {
    schema: {
      tags,
      summary: 'Add a position to the server cart (the same course date or package is updated, never duplicated)',
      description:
        'Bearer token, or a guest token in X-Auth; neither → 401. The same course and date already in the cart gets the new price level and ' +
        'package flag (and seats when given; without seats it keeps its places, a new course books one). seats: 1 to 20 places of the date ' +
        '(0, more than 20 or not a whole number → 400; a package takes one → 422 INVALID_POSITION). Unbookable positions answer 422 ' +
        '(COURSE_UNKNOWN, SCHEDULE_UNKNOWN, PRICE_LEVEL_UNKNOWN, PACKAGE_UNKNOWN, SCOPE_NOT_OF_COURSE, CATEGORY_UNKNOWN, INVALID_POSITION, ' +
        'CART_FULL) or 409 (SCHEDULE_PAST, FULLY_BOOKED, NOT_ENOUGH_PLACES: fewer places left than seats, the body says how many in ' +
        'freePlaces); nothing is written.',
      security,
      headers: guestHeaders,
      body: positionInputSchema,
      response: { 200: cartSchema, ...cartErrors },
    },
    handler: async (request) => addPosition(db, requireOwner(request), request.body, today(), await offerHoldFor(app, request)),
  });

  app.delete('/cart/voucher/:code', {
    schema: {
      tags,
      summary: 'Remove a voucher code from the server cart',
      security,
      headers: guestHeaders,
      params: voucherParams,
      response: { 200: cartSchema, ...cartErrors },
    },
    handler: (request) => removeVoucher(db, requireOwner(request), request.params.code, today()),
  });

  app.get('/cart/voucher/:code', {
    preHandler: async (request, reply) => admitVoucherCodes(request, [request.params.code], reply),
    schema: {
      tags,
      summary: 'Add a voucher code to the server cart (voucher codes a minute per client: VOUCHER_RATE_LIMIT)',
      description:
        'A code that cannot be used today is not stored; the answer lists it in rejectedVoucher (UNKNOWN, EXPIRED, NOT_YET_VALID, USED_UP). ' +
        'A valid code that fits no position is stored and listed in unusedVoucher.',
      security,
      headers: guestHeaders,
      params: voucherParams,
      response: { 200: cartSchema, ...cartErrors },
    },
    handler: (request) => addVoucher(db, requireOwner(request), request.params.code, today()),
  });

  app.get('/cart/payment-methods', {
    schema: {
      tags,
      summary: 'The payment methods for the current cart, as the configuration (PAYMENT_METHODS) enables them',
      description:
        'Empty cart: none. Nothing to pay (sumValue 0): INVOICE only. Otherwise the configured methods (default INVOICE, ' +
        "SEPA_DIRECT_DEBIT, CREDIT_CARD), for customers and guests alike. redirect: the shopper pays on the provider's page; " +
        'testMode: the embedded test provider, no money moves; mandateText: the SEPA mandate the shopper agrees to. ' +
        "Once the cart became an order that still waits for its payment (a guest's placed order with X-Order, a declined or cancelled card), " +
        'the methods for that order; a guest checkout not yet placed (X-Order), the methods for its cart.',
      security,
      headers: paymentMethodsHeaders,
      response: { 200: paymentMethodOffersSchema, ...cartErrors },
    },
    handler: async (request) => {
      const owner = cartOwner(request);
      const cart = owner ? await loadCart(db, owner, today()) : undefined;
      if (owner && cart && cart.positions.length > 0) return offeredPaymentMethods(cart, 'customerId' in owner);
      // The cart became an order that still waits for its payment (a guest's, or a declined card's).
      const { identity } = request;
      const orderToken = request.headers['x-order'];
      const payer =
        identity.subject !== undefined && identity.customerId > 0
          ? { customerId: identity.customerId }
          : typeof orderToken === 'string'
            ? { tokenHash: hashOrderToken(orderToken) }
            : undefined;
      const forOrder = payer && (await offersForPayableOrder(db, payer));
      if (forOrder) return forOrder;
      // A guest checkout not yet placed: the guest's cart is the checkout's (an unknown token offers nothing).
      const checkout =
        typeof orderToken === 'string'
          ? await readGuestCheckoutView(db, orderToken, today()).catch(unlessUnknownToken)
          : null;
      return checkout ? offeredPaymentMethods(checkout.cart, false) : [];
    },
  });

  app.delete('/cart/guest/:id', {
    schema: {
      tags,
      summary: 'Delete the guest cart of a guest token (the same token must be sent as X-Auth)',
      headers: guestHeaders,
      params: guestTokenParams,
      response: { 204: { type: 'null' }, ...cartErrors },
    },
    handler: async (request, reply) => {
      const token = request.headers['x-auth'];
      if (token !== request.params.id) throw new HttpError(404, 'NOT_FOUND', 'Guest cart not found');
      await deleteCart(db, { guestHash: hashGuestToken(token) });
      return noContent(reply);
    },
  });

  app.delete('/cart/:id/package', {
    schema: {
      tags,
      summary: 'The course position stops being paid with its package (it is paid normally)',
      security,
      headers: guestHeaders,
      params: positionIdParams,
      response: { 200: cartSchema, ...cartErrors },
    },
    handler: (request) => removePackageUse(db, requireOwner(request), request.params.id, today()),
  });

  app.put('/cart/:id/seats', {
    schema: {
      tags,
      summary: "Change the places a course position of the caller's cart books (issue 25 §1)",
      description:
        'seats: 1 to 20 (else 400). A position id of another cart answers 404 and is not touched. A package has one place ' +
        '(422 INVALID_POSITION). More places than the date has left → 409 NOT_ENOUGH_PLACES with freePlaces; a sold-out or past date → ' +
        '409 FULLY_BOOKED / SCHEDULE_PAST; nothing is written then. The places are taken only when the order is placed.',
      security,
      headers: guestHeaders,
      params: positionIdParams,
      body: positionSeatsSchema,
      response: { 200: cartSchema, ...cartErrors },
    },
    handler: async (request) =>
      setPositionSeats(db, requireOwner(request), request.params.id, request.body.seats, today(), await offerHoldFor(app, request)),
  });

  app.delete('/cart/:id', {
    schema: {
      tags,
      summary: "Remove a position of the caller's cart (a package's courses become paid courses again)",
      description: 'A position id of another cart answers 404 and is not touched.',
      security,
      headers: guestHeaders,
      params: positionIdParams,
      response: { 200: cartSchema, ...cartErrors },
    },
    handler: (request) => removePosition(db, requireOwner(request), request.params.id, today()),
  });
};

/** A guest hears only that a code cannot be redeemed, not whether it exists, expired or is used up. */
function withGuestRejections(cart: Cart): Cart {
  return { ...cart, rejectedVoucher: cart.rejectedVoucher.map(({ code }) => ({ code, reason: 'NOT_REDEEMABLE' })) };
}

export default cartRoutes;
