import { HttpError } from '../../errors.ts';
import { errorResponses, languageSchema } from '../../schemas/common.ts';
import { confirm, subscribe } from '../../services/newsletter.ts';
import { type ApiRoutes, noContent } from '../api-routes.ts';

const tags = ['newsletter'];

const newsletterRoutes: ApiRoutes = async (app) => {
  const { db, settings, mail } = app;

  app.put('/newsletter', {
    config: { rateLimit: settings.formRateLimit },
    // The spec answers every invalid address with 422, so schema failures are reported by the handler.
    attachValidation: true,
    schema: {
      tags,
      summary: 'Sign up for the newsletter (double opt-in: a confirmation link is mailed)',
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['email'],
        properties: { email: { type: 'string', maxLength: 254 }, language: languageSchema },
      },
      response: { 204: { type: 'null' }, 422: { $ref: 'ApiError#' }, ...errorResponses },
    },
    handler: async (request, reply) => {
      if (request.validationError) {
        throw new HttpError(422, 'INVALID_EMAIL', 'Bitte geben Sie eine gültige E-Mail-Adresse an!', 'email');
      }
      await subscribe(db, request.body.email, request.body.language ?? 'de', settings.publicUrl);
      void mail.flush();
      return noContent(reply);
    },
  });

  app.post('/newsletter/confirmation', {
    config: { rateLimit: settings.formRateLimit },
    schema: {
      tags,
      summary: 'Confirm a newsletter sign-up with the token from the confirmation e-mail',
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['token'],
        properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' } },
      },
      response: {
        200: { type: 'object', additionalProperties: false, required: ['email'], properties: { email: { type: 'string' } } },
        ...errorResponses,
      },
    },
    handler: (request) => confirm(db, request.body.token),
  });
};

export default newsletterRoutes;
