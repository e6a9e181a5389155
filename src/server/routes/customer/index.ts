/**
 * Customer calls of spec §7 that need a signed-in account. GET /api/customers/{id}: the profile of
 * the signed-in customer (spec §3 "Customer"); any other id answers 404, as if it did not exist.
 * Rules and SQL are in services/customer.ts.
 */
import { requireLogin } from '../../plugins/auth.ts';
import { customerParams, customerSchema } from '../../schemas/customer.ts';
import { loadOwnProfile } from '../../services/customer.ts';
import type { ApiRoutes } from '../api-routes.ts';

const apiError = { $ref: 'ApiError#' } as const;

const customerRoutes: ApiRoutes = async (app) => {
  const { db } = app;

  app.get('/customers/:id', {
    preHandler: requireLogin,
    schema: {
      tags: ['customer'],
      summary: 'The signed-in customer\'s profile (bearer token required; another id answers 404)',
      security: [{ bearerAuth: [] }],
      params: customerParams,
      response: { 200: customerSchema, 401: apiError, 404: apiError, 400: apiError },
    },
    handler: (request) => loadOwnProfile(db, request.identity.customerId, request.params.id),
  });
};

export default customerRoutes;
