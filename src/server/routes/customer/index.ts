/**
 * Customer calls of spec §7 that need a signed-in account. GET/PUT /api/customers/{id}: the profile
 * of the signed-in customer (spec §3 "Customer"); any other id answers 404, as if it did not exist.
 * GET /api/customers/password: where the identity provider lets the customer change the password.
 * Rules and SQL are in services/customer.ts.
 */
import { requireLogin } from '../../plugins/auth.ts';
import { customerParams, customerSchema } from '../../schemas/customer.ts';
import { buyerDataSchema, passwordAddressSchema } from '../../schemas/order.ts';
import { loadOwnProfile, passwordChangeAddress, updateOwnProfile } from '../../services/customer.ts';
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

  app.put('/customers/:id', {
    preHandler: requireLogin,
    schema: {
      tags: ['customer'],
      summary: 'Store the signed-in customer\'s buyer data (as PUT /api/order/customer; another id answers 404)',
      security: [{ bearerAuth: [] }],
      params: customerParams,
      body: buyerDataSchema,
      response: { 200: customerSchema, 401: apiError, 404: apiError, 400: apiError, 422: apiError },
    },
    handler: (request) => updateOwnProfile(db, request.identity.customerId, request.params.id, request.body),
  });

  app.get('/customers/password', {
    preHandler: requireLogin,
    schema: {
      tags: ['customer'],
      summary: 'Where the customer changes the password at the identity provider',
      description:
        'An external provider (OIDC_ISSUER, Keycloak): its account console. The embedded provider: its change-password page ' +
        '`<PUBLIC_URL>/oidc/password` (add `?ui_locales=en` for English), which signs the account out everywhere.',
      security: [{ bearerAuth: [] }],
      response: { 200: passwordAddressSchema, 401: apiError, 400: apiError },
    },
    handler: () => ({ url: passwordChangeAddress(app.settings) }),
  });
};

export default customerRoutes;
