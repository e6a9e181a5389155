/**
 * The customer's buyer data for ordering (spec §7 "GET and PUT /order/customer"): what check rule 3
 * needs. Stored on the account, so a new customer passes rule 3 once. Rules: services/customer.ts.
 */
import { requireLogin } from '../../plugins/auth.ts';
import { errorResponses } from '../../schemas/common.ts';
import { buyerDataSchema, customerOrderDataSchema } from '../../schemas/order.ts';
import { readCustomerData, saveCustomerData } from '../../services/customer.ts';
import type { ApiRoutes } from '../api-routes.ts';

const tags = ['order'];
const security = [{ bearerAuth: [] }];
const apiError = { $ref: 'ApiError#' } as const;

const customerDataRoutes: ApiRoutes = async (app) => {
  const { db } = app;

  app.get('/order/customer', {
    preHandler: requireLogin,
    schema: {
      tags,
      summary: 'The signed-in customer\'s buyer data; complete: check rule 3 passes',
      security,
      response: { 200: customerOrderDataSchema, 401: apiError, ...errorResponses },
    },
    handler: (request) => readCustomerData(db, request.identity.customerId),
  });

  app.put('/order/customer', {
    preHandler: requireLogin,
    schema: {
      tags,
      summary: 'Store the signed-in customer\'s buyer data',
      description:
        'Buyer status, name, company (required for BUSINESS), street, zip code (format of the country: 5 digits DEU, 4 AUT/CHE, …), ' +
        'city, country (ISO 3166-1 alpha-3 of the country list) and the tax number (VAT id; required for a business in another EU member ' +
        'state). 422 names the field (EMAIL_INVALID, COUNTRY_UNKNOWN, ZIP_CODE_INVALID, COMPANY_REQUIRED, TAX_NUMBER_REQUIRED). The e-mail ' +
        'address is the sign-in name and is not changed here.',
      security,
      body: buyerDataSchema,
      response: { 200: customerOrderDataSchema, 401: apiError, 422: apiError, ...errorResponses },
    },
    handler: (request) => saveCustomerData(db, request.identity.customerId, request.body),
  });
};

export default customerDataRoutes;
