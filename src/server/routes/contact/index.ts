import { errorResponses } from '../../schemas/common.ts';
import { singleLine, singleLineText } from '../../schemas/primitives.ts';
import { submitContactRequest } from '../../services/contact.ts';
import { type ApiRoutes, noContent } from '../api-routes.ts';

/** A text that is not only white space. */
const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;

const contactRoutes: ApiRoutes = async (app) => {
  const { db, settings, mail } = app;

  app.put('/contact', {
    config: { rateLimit: settings.formRateLimit },
    schema: {
      tags: ['contact'],
      summary: 'Send a contact request to the Kursmarkt team',
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'email', 'subject', 'message'],
        properties: {
          name: singleLineText(120),
          email: singleLine(254, 3),
          phone: { type: 'string', maxLength: 40, pattern: '^[0-9 +()/-]*$' },
          // The subject becomes a mail's subject line: one line only.
          subject: singleLineText(200),
          // The message is the one text with several lines.
          message: text(5000),
        },
      },
      response: { 204: { type: 'null' }, ...errorResponses },
    },
    handler: async (request, reply) => {
      await submitContactRequest(db, request.body, settings.contactAddress);
      void mail.flush();
      return noContent(reply);
    },
  });
};

export default contactRoutes;
