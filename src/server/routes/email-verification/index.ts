/**
 * Verified e-mail addresses (issue 25 §3; contract: src/shared/email-verification.ts, rules:
 * services/email-verification.ts):
 * - POST /api/email-verification: the link of "Bitte bestätigen Sie Ihre E-Mail-Adresse" opened (the
 *   SPA page /e-mail-bestaetigen posts its token); no sign-in — the mailbox is the proof;
 * - POST /api/email-verification/mail: a new mail, asked with an expired link's token;
 * - POST /api/customer/email-verification/mail: a new mail for the signed-in account.
 */
import { requireLogin } from '../../plugins/auth.ts';
import { errorResponses, languageSchema } from '../../schemas/common.ts';
import { str, strict } from '../../schemas/primitives.ts';
import { requireCustomer } from '../../services/customer-access.ts';
import { resendForAccount, resendForExpiredLink, verifyEmail } from '../../services/email-verification.ts';
import type { ApiRoutes } from '../api-routes.ts';

const apiError = { $ref: 'ApiError#' } as const;
const tags = ['customer'];
const token = { type: 'string', minLength: 1, maxLength: 128 } as const;
const sentSchema = strict({ sent: { type: 'boolean' } });
const LINKS =
  '403 EMAIL_LINK_INVALID (malformed, forged, another account\'s, or the account\'s address changed since), 410 EMAIL_LINK_EXPIRED.';

const emailVerificationRoutes: ApiRoutes = async (app) => {
  const { db, settings, mail } = app;

  app.post('/email-verification', {
    // Links are signed, so guessing is hopeless; the limit keeps it cheap all the same.
    config: { rateLimit: settings.formRateLimit },
    schema: {
      tags,
      summary: "Verify the account's e-mail address with the token of the verification e-mail",
      description: `The token of /e-mail-bestaetigen#token=…; no sign-in needed. Verifying twice answers the same. ${LINKS}`,
      body: strict({ token }),
      response: { 200: strict({ email: str }), 403: apiError, 410: apiError, 429: apiError, ...errorResponses },
    },
    handler: (request) => verifyEmail(db, request.body.token),
  });

  app.post('/email-verification/mail', {
    config: { rateLimit: settings.formRateLimit },
    schema: {
      tags,
      summary: 'Send the verification e-mail again, asked with the token of an expired link',
      description:
        "The new link goes to the account's address, at most a few requested mails a day (sent: false when the share is used up). " +
        `409 EMAIL_ALREADY_VERIFIED. ${LINKS.replace(', 410 EMAIL_LINK_EXPIRED', '')}`,
      body: { type: 'object', additionalProperties: false, required: ['token'], properties: { token, language: languageSchema } },
      response: { 200: sentSchema, 403: apiError, 409: apiError, 429: apiError, ...errorResponses },
    },
    handler: async (request) => {
      const answer = await resendForExpiredLink(db, request.body.token, settings.publicUrl, request.body.language ?? 'de');
      void mail.flush();
      return answer;
    },
  });

  app.post('/customer/email-verification/mail', {
    preValidation: requireLogin,
    config: { rateLimit: settings.formRateLimit },
    schema: {
      tags,
      security: [{ bearerAuth: [] }],
      summary: "Send the verification e-mail again to the signed-in account's address",
      description: 'At most a few requested mails a day per address (sent: false when the share is used up). 409 EMAIL_ALREADY_VERIFIED.',
      body: { type: 'object', additionalProperties: false, properties: { language: languageSchema } },
      response: { 200: sentSchema, 401: apiError, 403: apiError, 409: apiError, 429: apiError, ...errorResponses },
    },
    handler: async (request) => {
      requireCustomer(request.identity.customerId);
      const answer = await resendForAccount(db, request.identity.customerId, settings.publicUrl, request.body.language ?? 'de');
      void mail.flush();
      return answer;
    },
  });
};

export default emailVerificationRoutes;
