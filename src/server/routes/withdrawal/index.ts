/**
 * The withdrawal function's API (issue 24 §1; contract: src/shared/withdrawal.ts). Thin: the rules and
 * all SQL are in services/withdrawal/. Every call but the link request and the customer's link acts
 * on the order of a signed token: 403 WITHDRAWAL_TOKEN_INVALID (forged, altered, other purpose), 410
 * WITHDRAWAL_TOKEN_EXPIRED. Refusals are 409 with the refusal as the code (BUSINESS_ORDER,
 * PERIOD_OVER, FULLY_PERFORMED, ALREADY_WITHDRAWN, ORDER_CANCELLED); a bad selection is 422
 * (WITHDRAWAL_NOTHING_SELECTED, WITHDRAWAL_POSITION_UNKNOWN). Nothing refused changes anything.
 */
import { HttpError } from '../../errors.ts';
import { requireLogin } from '../../plugins/auth.ts';
import { errorResponses } from '../../schemas/common.ts';
import { binaryAnswer } from '../../schemas/payment.ts';
import {
  declarationBody,
  declarationHeaders,
  linkRequestBody,
  linkRequestedSchema,
  linkSchema,
  orderNumberParams,
  previewSchema,
  receiptSchema,
  selectionBody,
  tokenParams,
  withdrawableOrderSchema,
} from '../../schemas/withdrawal.ts';
import { isEmailAddress } from '../../services/email-address.ts';
import {
  CREDIT_NOTE_PURPOSE,
  customerWithdrawalToken,
  declareWithdrawal,
  latestCreditNotePdf,
  orderOfToken,
  previewWithdrawal,
  requestWithdrawalLink,
  WITHDRAWAL_PURPOSE,
  withdrawableOrder,
} from '../../services/withdrawal/index.ts';
import type { ApiRoutes } from '../api-routes.ts';

const tags = ['withdrawal'];
const apiError = { $ref: 'ApiError#' } as const;
const tokenErrors = { 403: apiError, 410: apiError, ...errorResponses } as const;
const selectionErrors = { 409: apiError, 422: apiError, ...tokenErrors } as const;

const checkEmail = (email: string) => {
  if (!isEmailAddress(email.trim())) throw new HttpError(422, 'INVALID_EMAIL', 'email: please give a valid e-mail address', 'email');
};

const withdrawalRoutes: ApiRoutes = async (app) => {
  const { db, settings, mail } = app;

  app.post('/withdrawals/link-requests', {
    config: { rateLimit: settings.formRateLimit },
    schema: {
      tags,
      summary: 'Ask for a withdrawal link by order number and e-mail (mailed to the order\'s address if both match)',
      description:
        'Always 202 {sent: true}, whether or not the number and the address belong to one order: only the owner of the address ' +
        'learns it, from the mail. Mails per address and day are limited (the same share as other mails strangers can trigger).',
      body: linkRequestBody,
      response: { 202: linkRequestedSchema, 422: apiError, ...errorResponses },
    },
    handler: async (request, reply) => {
      checkEmail(request.body.email);
      await requestWithdrawalLink(db, request.body);
      void mail.flush();
      return reply.status(202).send({ sent: true });
    },
  });

  app.post('/customer/orders/:orderNumber/withdrawal-link', {
    preHandler: requireLogin,
    schema: {
      tags,
      summary: "A withdrawal token for one of the signed-in customer's own orders",
      description: "Another customer's order, or an unknown number, answers 404.",
      security: [{ bearerAuth: [] }],
      params: orderNumberParams,
      response: { 200: linkSchema, 401: apiError, ...errorResponses },
    },
    handler: async (request) => ({
      token: await customerWithdrawalToken(db, request.identity.customerId, request.params.orderNumber),
    }),
  });

  app.get('/withdrawals/:token', {
    schema: {
      tags,
      summary: 'The order of a withdrawal link: its positions, and why each can or cannot be withdrawn',
      params: tokenParams,
      response: { 200: withdrawableOrderSchema, ...tokenErrors },
    },
    handler: async (request) => withdrawableOrder(db, await orderOfToken(db, request.params.token)),
  });

  app.post('/withdrawals/:token/preview', {
    schema: {
      tags,
      summary: 'What withdrawing the selected positions refunds, the pro-rata share owed (§ 357a Abs. 2 BGB), and how the money goes back',
      params: tokenParams,
      body: selectionBody,
      response: { 200: previewSchema, ...selectionErrors },
    },
    handler: async (request) => previewWithdrawal(db, await orderOfToken(db, request.params.token), request.body),
  });

  app.post('/withdrawals/:token', {
    schema: {
      tags,
      summary: 'Declare the withdrawal of the selected positions ("Widerruf bestätigen")',
      description:
        'One transaction: positions withdrawn, seats freed, voucher uses given back, the refund through the payment, the credit note ' +
        '(when the order has an invoice) and the confirmation e-mail with the date and time of receipt. 201 with the receipt; the same ' +
        'Idempotency-Key answers the same receipt (200).',
      params: tokenParams,
      headers: declarationHeaders,
      body: declarationBody,
      response: { 200: receiptSchema, 201: receiptSchema, ...selectionErrors },
    },
    handler: async (request, reply) => {
      checkEmail(request.body.email);
      const orderId = await orderOfToken(db, request.params.token);
      const { receipt, created } = await declareWithdrawal(db, orderId, request.body, request.headers['idempotency-key']);
      void mail.flush();
      return reply.status(created ? 201 : 200).send(receipt);
    },
  });

  app.get('/withdrawals/:token/credit-note', {
    schema: {
      tags,
      summary: "The order's newest credit note (Rechnungskorrektur) as PDF; 404 when it has none",
      params: tokenParams,
      response: { 200: { ...binaryAnswer, description: 'The credit note (PDF/A-3b)' }, ...tokenErrors },
    },
    handler: async (request, reply) => {
      const orderId = await orderOfToken(db, request.params.token, [CREDIT_NOTE_PURPOSE, WITHDRAWAL_PURPOSE]);
      const file = await latestCreditNotePdf(db, orderId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  });
};

export default withdrawalRoutes;
