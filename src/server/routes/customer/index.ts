/**
 * Customer calls of spec §7 that need a signed-in account. GET /api/customers/{id}: the profile of
 * the signed-in customer (spec §3 "Customer"); any other id answers 404, as if it did not exist.
 */
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../errors.ts';
import { findAccountById } from '../../identity/accounts.ts';
import { requireLogin } from '../../plugins/auth.ts';
import { id } from '../../schemas/primitives.ts';

const nullableString = { type: ['string', 'null'] } as const;

export const customerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'email', 'name', 'lastname', 'street', 'city', 'zipCode', 'country'],
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    name: { type: 'string', description: 'First name' },
    lastname: { type: 'string' },
    street: nullableString,
    city: nullableString,
    zipCode: nullableString,
    country: { type: ['string', 'null'], description: 'ISO 3166-1 alpha-3' },
  },
} as const;

const authErrors = {
  401: { $ref: 'ApiError#' },
  404: { $ref: 'ApiError#' },
  400: { $ref: 'ApiError#' },
} as const;

const customerRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  app.get<{ Params: { id: number } }>('/customers/:id', {
    preHandler: requireLogin,
    schema: {
      tags: ['customer'],
      summary: 'The signed-in customer\'s profile (bearer token required; another id answers 404)',
      security: [{ bearerAuth: [] }],
      params: { type: 'object', required: ['id'], properties: { id } },
      response: { 200: customerSchema, ...authErrors },
    },
    handler: async (request) => {
      const { id } = request.params;
      // OWASP API1: a record read by a client-given id is checked against the caller.
      if (id !== request.identity.customerId) throw notFound('Customer');
      const account = await findAccountById(db, id);
      if (!account) throw notFound('Customer');
      return {
        id: account.id,
        email: account.email,
        name: account.firstName,
        lastname: account.lastName,
        street: account.street,
        city: account.city,
        zipCode: account.zipCode,
        country: account.country,
      };
    },
  });
};

export default customerRoutes;
