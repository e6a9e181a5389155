/**
 * GET /api/customer-invoice/{id} (spec §7): the invoice PDF (Factur-X/ZUGFeRD: the EN 16931
 * e-invoice embedded); GET /api/customer-invoice/{id}/xrechnung: the same invoice as XRechnung (CII)
 * for business buyers with a buyer reference (422 without); GET /api/customer-credit-note/{id}: a
 * credit note ("Rechnungskorrektur") of a withdrawal, listed next to the invoice in the customer
 * area. Customers send their bearer token; guests send the order token (X-Order) of the order, so
 * the order-complete page can offer the download. Anyone else's document answers 404. Rules:
 * services/invoice/, services/withdrawal/.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../errors.ts';
import type { OrderOwner } from '../../services/order-store/index.ts';
import { errorResponses } from '../../schemas/common.ts';
import { binaryAnswer, invoiceParams } from '../../schemas/payment.ts';
import { ORDER_TOKEN_PATTERN } from '../../../shared/order.ts';
import { invoicePdfFor, xrechnungFor } from '../../services/invoice/index.ts';
import { hashOrderToken } from '../../services/order/index.ts';
import { ownCreditNotePdf } from '../../services/withdrawal/index.ts';
import type { ApiRoutes } from '../api-routes.ts';

const apiError = { $ref: 'ApiError#' } as const;
const headers = {
  type: 'object',
  properties: {
    'x-order': { type: 'string', pattern: ORDER_TOKEN_PATTERN, description: 'Guests: the order token of the order' },
  },
} as const;

/** Who reads a document: the signed-in customer, or the guest holding the order token. */
function readerOf(request: FastifyRequest): OrderOwner {
  const { identity } = request;
  const token = request.headers['x-order'];
  if (identity.subject !== undefined && identity.customerId > 0) return { customerId: identity.customerId };
  if (typeof token === 'string' && token) return { tokenHash: hashOrderToken(token) };
  throw new HttpError(401, 'UNAUTHORIZED', 'Sign in, or send the order token (X-Order) of a guest order');
}

const invoiceRoutes: ApiRoutes = async (app) => {
  const { db } = app;
  app.get('/customer-invoice/:id', {
    schema: {
      tags: ['invoice'],
      summary: 'The invoice of an order as PDF (customers: bearer token; guests: X-Order of the order)',
      security: [{ bearerAuth: [] }, {}],
      headers,
      params: invoiceParams,
      response: {
        200: { ...binaryAnswer, description: 'The invoice (PDF/A-3b, Factur-X/ZUGFeRD: the EN 16931 CII embedded as factur-x.xml)' },
        401: apiError,
        ...errorResponses,
      },
    },
    handler: async (request, reply) => {
      const file = await invoicePdfFor(db, readerOf(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  });

  app.get('/customer-invoice/:id/xrechnung', {
    schema: {
      tags: ['invoice'],
      summary: 'The invoice as XRechnung (CII XML) for business buyers; needs the buyer reference of the order (422 BUYER_REFERENCE_REQUIRED without)',
      security: [{ bearerAuth: [] }, {}],
      headers,
      params: invoiceParams,
      response: {
        200: { ...binaryAnswer, description: 'The XRechnung 3.0 (UN/CEFACT CII, EN 16931)' },
        401: apiError,
        422: apiError,
        ...errorResponses,
      },
    },
    handler: async (request, reply) => {
      const file = await xrechnungFor(db, readerOf(request), request.params.id);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  });

  app.get('/customer-credit-note/:id', {
    schema: {
      tags: ['invoice'],
      summary: 'A credit note (Rechnungskorrektur) of an order as PDF (customers: bearer token; guests: X-Order of the order)',
      security: [{ bearerAuth: [] }, {}],
      headers,
      params: invoiceParams,
      response: { 200: { ...binaryAnswer, description: 'The credit note (PDF/A-3b)' }, 401: apiError, ...errorResponses },
    },
    handler: async (request, reply) => {
      const file = await ownCreditNotePdf(db, readerOf(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  });
};

export default invoiceRoutes;
