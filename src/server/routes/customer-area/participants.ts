/**
 * Participants in the customer area (issue 25 §1): the buyer names the seats of an own order after
 * placing it (PUT /api/customer/orders/{orderNumber}/positions/{positionId}/participants), and a
 * participant reads the dates they take part in (GET /api/customer/bookings) — also those someone
 * else booked for them, with only their own data. Rules and SQL: services/participants/.
 */
import { requireLogin } from '../../plugins/auth.ts';
import { errorResponses } from '../../schemas/common.ts';
import {
  NAMING_LATER,
  nameParticipantsBody,
  orderNumberPositionParams,
  participantBookingsSchema,
  participantErrorSchema,
  positionParticipantsSchema,
} from '../../schemas/participants.ts';
import { catalogueToday } from '../../services/catalogue.ts';
import { requireCustomer } from '../../services/customer-access.ts';
import { nameParticipantsLater, participantBookings } from '../../services/participants/index.ts';
import type { ApiRoutes } from '../api-routes.ts';

const apiError = { $ref: 'ApiError#' } as const;
const errors = { 401: apiError, 403: apiError, ...errorResponses } as const;
const security = [{ bearerAuth: [] }];

const customerParticipantRoutes: ApiRoutes = async (app) => {
  const { db, settings } = app;

  app.put('/customer/orders/:orderNumber/positions/:positionId/participants', {
    preValidation: requireLogin,
    schema: {
      tags: ['customer'],
      security,
      summary: 'Name (or rename) the participants of a position of an own order',
      description: NAMING_LATER,
      params: orderNumberPositionParams,
      body: nameParticipantsBody,
      response: { 200: positionParticipantsSchema, 409: participantErrorSchema, 422: participantErrorSchema, ...errors },
    },
    handler: (request) => {
      requireCustomer(request.identity.customerId);
      return nameParticipantsLater(
        db,
        { customerId: request.identity.customerId, orderNumber: request.params.orderNumber },
        request.params.positionId,
        request.body,
        { today: catalogueToday(), closesDaysBefore: settings.participantNamingClosesDaysBefore, publicUrl: settings.publicUrl },
      );
    },
  });

  app.get('/customer/bookings', {
    preValidation: requireLogin,
    schema: {
      tags: ['customer'],
      security,
      summary: "The course dates the signed-in account's e-mail takes part in, whoever booked them",
      description:
        'Only the participant\'s own data: the course, the date, the seat and what it names — never the order, its buyer, prices or other ' +
        'seats. Withdrawn positions and cancelled orders are left out. Only for a verified address: until the account\'s address is ' +
        'verified the list is empty and emailVerified false (POST /api/customer/email-verification/mail sends the link again).',
      response: { 200: participantBookingsSchema, ...errors },
    },
    handler: (request) => participantBookings(db, request.identity.customerId, settings.publicUrl, catalogueToday()),
  });
};

export default customerParticipantRoutes;
