/**
 * GET /api/customer-invoice/{id} (spec §7): the invoice PDF. Customers send their bearer token;
 * guests send the order token (X-Order) of the order, so the order-complete page can offer the
 * download. Anyone else's invoice answers 404. Rules: services/invoice/.
 */
import { HttpError } from '../../errors.ts';
import { errorResponses } from '../../schemas/common.ts';
import { binaryAnswer, invoiceParams } from '../../schemas/payment.ts';
import { ORDER_TOKEN_PATTERN } from '../../../shared/order.ts';
import { invoicePdfFor } from '../../services/invoice/index.ts';
import { hashOrderToken } from '../../services/order/index.ts';
import type { ApiRoutes } from '../api-routes.ts';

const apiError = { $ref: 'ApiError#' } as const;
const headers = {
  type: 'object',
  properties: {
    'x-order': { type: 'string', pattern: ORDER_TOKEN_PATTERN, description: 'Guests: the order token of the order' },
  },
} as const;

const invoiceRoutes: ApiRoutes = async (app) => {
  const { db } = app;
  app.get('/customer-invoice/:id', {
    schema: {
      tags: ['invoice'],
      summary: 'The invoice of an order as PDF (customers: bearer token; guests: X-Order of the order)',
      security: [{ bearerAuth: [] }, {}],
      headers,
      params: invoiceParams,
      response: { 200: { ...binaryAnswer, description: 'The invoice (PDF/A-3b)' }, 401: apiError, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { identity } = request;
      const token = request.headers['x-order'];
      const reader =
        identity.subject !== undefined && identity.customerId > 0
          ? { customerId: identity.customerId }
          : token
            ? { tokenHash: hashOrderToken(token) }
            : undefined;
      if (!reader)
        throw new HttpError(401, 'UNAUTHORIZED', 'Sign in, or send the order token (X-Order) of a guest order');
      const file = await invoicePdfFor(db, reader, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  });
};

export default invoiceRoutes;
