/**
 * Participants named at checkout, customer flow (issue 25 §1): GET/PUT /api/order/participants.
 * Rules and SQL: services/order/participants.ts and services/participants/.
 */
import { requireLogin } from '../../plugins/auth.ts';
import { errorResponses } from '../../schemas/common.ts';
import {
  checkoutParticipantsBody,
  checkoutParticipantsSchema,
  NAMING_AT_CHECKOUT,
  participantErrorSchema,
} from '../../schemas/participants.ts';
import { catalogueToday } from '../../services/catalogue.ts';
import { readCheckoutParticipants, saveCheckoutParticipants } from '../../services/order/index.ts';
import type { ApiRoutes } from '../api-routes.ts';

const tags = ['order'];
const security = [{ bearerAuth: [] }];
const apiError = { $ref: 'ApiError#' } as const;

const participantRoutes: ApiRoutes = async (app) => {
  const { db } = app;

  app.get('/order/participants', {
    preHandler: requireLogin,
    schema: {
      tags,
      summary: "The participants named for the seats of the customer's cart (per course position, seat by seat)",
      security,
      response: { 200: checkoutParticipantsSchema, 401: apiError, ...errorResponses },
    },
    handler: (request) => readCheckoutParticipants(db, { customerId: request.identity.customerId }, catalogueToday()),
  });

  app.put('/order/participants', {
    preHandler: requireLogin,
    schema: {
      tags,
      summary: "Name the participants of the seats of the customer's cart",
      description: NAMING_AT_CHECKOUT,
      security,
      body: checkoutParticipantsBody,
      response: {
        200: checkoutParticipantsSchema,
        401: apiError,
        409: participantErrorSchema,
        412: apiError,
        422: participantErrorSchema,
        ...errorResponses,
      },
    },
    handler: (request) =>
      saveCheckoutParticipants(db, { customerId: request.identity.customerId }, request.body, catalogueToday()),
  });
};

export default participantRoutes;
