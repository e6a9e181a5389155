/**
 * A booking after the order and the waiting list that offers freed seats (issue 27; contract:
 * src/shared/booking.ts). Thin: rules and SQL are in services/booking/ and services/waiting-list/.
 * A booking is read and changed only by its order's owner — the signed-in customer (bearer) or the
 * guest holding the order's X-Order token; anybody else's position answers 404. Refusals are 409 with
 * the refusal as the code (NOT_BOOKED, NOT_DATED, COURSE_STARTED) and change nothing. Days and holds
 * count by the shop's clock (a demo with DEV_CLOCK moves it).
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../errors.ts';
import { requireLogin } from '../../plugins/auth.ts';
import {
  bookingSchema,
  cancellationBody,
  cancellationReceiptSchema,
  changeHeaders,
  feeChangedSchema,
  offerSchema,
  offerTokenParams,
  ownerHeaders,
  positionParams,
  rebookingBody,
  rebookingReceiptSchema,
  waitingPlacesSchema,
} from '../../schemas/booking.ts';
import { errorResponses } from '../../schemas/common.ts';
import { bookingView, cancelBooking, rebookBooking } from '../../services/booking/index.ts';
import { catalogueToday } from '../../services/catalogue.ts';
import { readBuyerFields } from '../../services/customer.ts';
import { hashOrderToken } from '../../services/order/index.ts';
import type { OrderOwner } from '../../services/order-store/index.ts';
import { customerWaitingPlaces, offerOfToken } from '../../services/waiting-list/index.ts';
import type { ApiRoutes } from '../api-routes.ts';

const tags = ['booking'];
const apiError = { $ref: 'ApiError#' } as const;
const security: { [scheme: string]: string[] }[] = [{ bearerAuth: [] }, {}];

/** The booking's reader: the signed-in customer, or the guest holding the order token. */
function ownerOf(request: FastifyRequest): OrderOwner {
  const { identity } = request;
  const token = request.headers['x-order'];
  if (identity.subject !== undefined && identity.customerId > 0) return { customerId: identity.customerId };
  if (typeof token === 'string' && token) return { tokenHash: hashOrderToken(token) };
  throw new HttpError(401, 'UNAUTHORIZED', 'Sign in, or send the order token (X-Order) of a guest order');
}

const bookingRoutes: ApiRoutes = async (app) => {
  const { db, settings, mail, clock } = app;
  const today = () => catalogueToday(clock.now());
  /** The moment a change counts from (the shop's clock) and what the offers of freed seats need. */
  const changeContext = () => {
    const now = clock.now();
    return { now, today: catalogueToday(now), publicUrl: settings.publicUrl, holdHours: settings.waitingListHoldHours };
  };

  app.get('/bookings/:positionId', {
    schema: {
      tags,
      summary: 'A booked course position: its stage, and what cancelling or rebooking it would cost today',
      security,
      headers: ownerHeaders,
      params: positionParams,
      response: { 200: bookingSchema, 401: apiError, ...errorResponses },
    },
    handler: (request) => bookingView(db, ownerOf(request), request.params.positionId, today()),
  });

  app.post('/bookings/:positionId/cancellation', {
    schema: {
      tags,
      summary: 'Cancel a booking under the AGB (§ 4): free until 28 days before, 50 % from 28 days, the full price from 7 days (per organizer)',
      description:
        'One transaction: the position ended, its seats freed and offered to the waiting list, the rest refunded through the payment ' +
        '(or what is due reduced), the credit note with the fee (when the order has an invoice) and the confirmation e-mail. ' +
        '`expectedFeeCents` must be the fee shown (409 FEE_CHANGED with the booking as it is now). 201 with the receipt; the same ' +
        'Idempotency-Key answers the same receipt (200).',
      security,
      headers: changeHeaders,
      params: positionParams,
      body: cancellationBody,
      response: { 200: cancellationReceiptSchema, 201: cancellationReceiptSchema, 401: apiError, 409: feeChangedSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { receipt, created } = await cancelBooking(db, ownerOf(request), request.params.positionId, request.body, request.headers['idempotency-key'], changeContext());
      void mail.flush();
      return reply.status(created ? 201 : 200).send(receipt);
    },
  });

  app.post('/bookings/:positionId/rebooking', {
    schema: {
      tags,
      summary: 'Rebook a booking to another date of the same course: once, free until four weeks before the start (per organizer)',
      description:
        'One transaction: the seats move (409 SCHEDULE_FULL when the date has too few: join its waiting list), the named participants ' +
        'move along, the old date\'s freed seats are offered to its waiting list, and the confirmation e-mail goes out. A date of ' +
        'another price is refused (409 PRICE_DIFFERS). `expectedChargeCents` must be what was shown (0). 201 with the receipt; the same ' +
        'Idempotency-Key answers the same receipt (200); any other second rebooking is 409 ALREADY_REBOOKED.',
      security,
      headers: changeHeaders,
      params: positionParams,
      body: rebookingBody,
      response: { 200: rebookingReceiptSchema, 201: rebookingReceiptSchema, 401: apiError, 409: feeChangedSchema, 422: apiError, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { receipt, created } = await rebookBooking(db, ownerOf(request), request.params.positionId, request.body, request.headers['idempotency-key'], changeContext());
      void mail.flush();
      return reply.status(created ? 201 : 200).send(receipt);
    },
  });

  app.get('/waiting-list/offers/:token', {
    schema: {
      tags,
      summary: 'The waiting-list offer of a link: the date, the places held, until when (403 forged link, 410 hold over)',
      params: offerTokenParams,
      response: { 200: offerSchema, 403: apiError, 410: apiError, ...errorResponses },
    },
    handler: (request) => offerOfToken(db, request.params.token, clock.now()),
  });

  app.get('/customer/waiting-list', {
    preValidation: requireLogin,
    schema: {
      tags,
      summary: "The signed-in customer's places on waiting lists (by the account's e-mail), with a running offer",
      security: [{ bearerAuth: [] }],
      response: { 200: waitingPlacesSchema, 401: apiError, ...errorResponses },
    },
    handler: async (request) => {
      const account = await readBuyerFields(db, request.identity.customerId);
      return account ? customerWaitingPlaces(db, account.email, today()) : [];
    },
  });
};

export default bookingRoutes;
