/**
 * The customer's data rights (issue 26 §5; contract src/shared/data-rights.ts, rules
 * services/data-rights/). Every call needs a signed-in customer and touches only that customer's data.
 *
 * GET /api/customer/data-export: the JSON file (Art. 15, 20 DSGVO), rate-limited per account — it
 * reads every table the customer appears in. GET /api/customer/account/deletion: what deleting would
 * do (open payments, upcoming courses, what is kept and why). POST /api/customer/account/delete with
 * the current password: deletes (403 WRONG_PASSWORD changes nothing). The password is checked as a
 * login is: back-off per address, bounded hashing, and a limit per client as high as the login's.
 */
import { requireLogin } from '../../plugins/auth.ts';
import { errorResponses } from '../../schemas/common.ts';
import { deletionBody, deletionPreviewSchema, retryLaterError } from '../../schemas/data-rights.ts';
import { binaryAnswer } from '../../schemas/payment.ts';
import { createCredentialCheck } from '../../identity/credential-check.ts';
import { dataExport, deleteAccount, deletionPreview } from '../../services/data-rights/index.ts';
import { dataExportFileName } from '../../../shared/data-rights.ts';
import { HttpError } from '../../errors.ts';
import { type ApiRoutes, noContent } from '../api-routes.ts';

const apiError = { $ref: 'ApiError#' } as const;
const errors = { 401: apiError, 403: apiError, ...errorResponses } as const;
const security = [{ bearerAuth: [] }];
const tags = ['customer'];
const preValidation = requireLogin;

/** Exports per account and hour: enough to retry a failed download, not enough to hammer the database. */
export const DATA_EXPORT_RATE_LIMIT = { max: 10, timeWindow: '1 hour' } as const;

const dataRightsRoutes: ApiRoutes = async (app) => {
  const { db, settings } = app;
  // The same checks as the sign-in's password form (identity/credential-check.ts), with their own back-off.
  const checkCredentials = createCredentialCheck(db);
  const orderView = { namingClosesDaysBefore: settings.participantNamingClosesDaysBefore };

  app.get('/customer/data-export', {
    preValidation,
    config: {
      rateLimit: {
        ...DATA_EXPORT_RATE_LIMIT,
        // After the sign-in check: the bucket is the account's, whichever client asks.
        hook: 'preHandler',
        keyGenerator: (request) => `data-export:${request.identity.customerId}`,
      },
    },
    schema: {
      tags, security,
      summary: "Everything stored about the signed-in customer, as one JSON file (Art. 15, 20 GDPR)",
      description:
        'Profile, orders with positions and participants, invoices and credit notes (numbers, dates, amounts), which certificates exist, ' +
        '§ 15 FAO manual entries, favourites, bookmarks, firm memberships, the newsletter subscription and stored consents. ' +
        `No password hash, no tokens. An attachment named kursmarkt-daten-<date>.json; at most ${DATA_EXPORT_RATE_LIMIT.max} an hour per account (429).`,
      response: { 200: { ...binaryAnswer, description: 'The export (application/json)' }, 429: apiError, ...errors },
    },
    handler: async (request, reply) => {
      const content = await dataExport(db, request.identity.customerId, orderView);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${dataExportFileName(content.exportedAt.slice(0, 10))}"`)
        .send(Buffer.from(JSON.stringify(content, null, 2), 'utf8'));
    },
  });

  app.get('/customer/account/deletion', {
    preValidation,
    schema: {
      tags, security,
      summary: 'What deleting the account would do: open payments, upcoming courses, what is kept and for how long',
      response: { 200: deletionPreviewSchema, ...errors },
    },
    handler: (request) => deletionPreview(db, request.identity.customerId),
  });

  app.post('/customer/account/delete', {
    preValidation,
    config: { rateLimit: settings.identity.loginRateLimit },
    schema: {
      tags, security, body: deletionBody,
      summary: 'Delete the signed-in account (204); orders and invoices are kept, detached, as tax law requires',
      description:
        'The current password is required: 403 WRONG_PASSWORD changes nothing. 409 LAST_OFFICE_MANAGER: the last office manager of a firm ' +
        'with other members hands the role over first. 409 STAFF_ACCOUNT: staff accounts are closed by the operator. 429 TOO_MANY_ATTEMPTS ' +
        'after wrong passwords. On success every session, grant and refresh token at the provider is revoked and the e-mail address is free.',
      response: { 204: { type: 'null', description: 'Deleted' }, 409: apiError, 429: retryLaterError, 503: retryLaterError, ...errors },
    },
    handler: async (request, reply) => {
      if (!app.signIn.provider) {
        throw new HttpError(409, 'EXTERNAL_ACCOUNT', 'Accounts of the external sign-in service are deleted there');
      }
      try {
        await deleteAccount(db, request.identity.customerId, request.body.password, {
          checkCredentials,
          removeFile: (key) => app.uploads.remove(key),
        });
      } catch (error) {
        const retry = error instanceof HttpError ? error.details?.retryAfterSeconds : undefined;
        if (typeof retry === 'number') reply.header('retry-after', String(retry));
        throw error;
      }
      request.log.info({ accountId: request.identity.customerId }, 'account deleted, orders and invoices kept');
      return noContent(reply);
    },
  });
};

export default dataRightsRoutes;
