/**
 * The embedded test card provider's pages (only with PAYMENT_TEST_PROVIDER, on by default in demo
 * mode): GET /payment-test/{session} shows the payment, POST decides it (pay, decline, cancel) with the
 * page's token and sends the browser back to the shop's return address (303). The shop learns the
 * outcome only by asking the provider (validate-payment), never from this redirect.
 */
import {
  decide,
  type PageLanguage,
  readSession,
  SESSION_ID_PATTERN,
  TEST_PAGE_CSS,
  TEST_PAGE_PATH,
  testPaymentPage,
} from '../../services/payment/index.ts';
import { type ApiRoutes, withoutBody } from '../api-routes.ts';

const sessionParams = {
  type: 'object',
  additionalProperties: false,
  required: ['session'],
  properties: { session: { type: 'string', pattern: SESSION_ID_PATTERN } },
} as const;
const languageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { lang: { type: 'string', enum: ['de', 'en'] } },
} as const;
const decisionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['token', 'decision'],
  properties: {
    token: { type: 'string', maxLength: 100 },
    decision: { type: 'string', enum: ['pay', 'decline', 'cancel'] },
    lang: { type: 'string', enum: ['de', 'en'] },
  },
} as const;

const tags = ['payment test provider'];
const html = (description: string) =>
  ({ description, content: { 'text/html': { schema: { type: 'string' } } } }) as const;
/** An unknown or finished session: a short text in both languages, not the API's JSON error. */
const sessionNotFound = {
  description: 'No such payment session',
  content: { 'text/plain': { schema: { type: 'string' } } },
} as const;
const FORM_BODY_LIMIT = 1024;

const paymentTestRoutes: ApiRoutes = async (app) => {
  const { db } = app;
  // The page's forms post application/x-www-form-urlencoded; only here, and only small bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  const pagePath = (session: string) => `${TEST_PAGE_PATH}/${session}`;
  const noStore = { 'cache-control': 'no-store' };

  app.get(`${TEST_PAGE_PATH}/test-payment.css`, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(TEST_PAGE_CSS),
  );

  app.get(`${TEST_PAGE_PATH}/:session`, {
    schema: {
      tags,
      summary: 'The test payment page (test mode: no money moves)',
      params: sessionParams,
      querystring: languageQuery,
      response: { 200: html('The payment page'), 404: sessionNotFound },
    },
    handler: async (request, reply) => {
      const session = await readSession(db, request.params.session);
      if (!session)
        return reply.status(404).type('text/plain; charset=utf-8').send('Zahlung nicht gefunden / Payment not found');
      const language: PageLanguage = request.query.lang ?? session.language;
      return reply
        .type('text/html; charset=utf-8')
        .headers(noStore)
        .send(testPaymentPage(session, language, pagePath(session.id)));
    },
  });

  app.post(`${TEST_PAGE_PATH}/:session`, {
    schema: {
      tags,
      summary: 'Decide the test payment (pay, decline, cancel) and return to the shop',
      params: sessionParams,
      body: decisionBody,
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      response: {
        303: { description: "Decided: back to the shop's return address (Location)", type: 'null' },
        403: html("The page again: the form did not carry the page's token"),
        404: sessionNotFound,
      },
    },
    handler: async (request, reply) => {
      const { token, decision, lang } = request.body;
      const result = await decide(db, request.params.session, token, decision);
      if (!result)
        return reply.status(404).type('text/plain; charset=utf-8').send('Zahlung nicht gefunden / Payment not found');
      const { session, tokenValid } = result;
      // A post without the page's token (another site's form) decides nothing: the page again.
      if (!tokenValid) {
        const page = testPaymentPage(session, lang ?? session.language, pagePath(session.id), 'badToken');
        return reply.status(403).type('text/html; charset=utf-8').headers(noStore).send(page);
      }
      return withoutBody(reply.header('location', session.returnUrl).headers(noStore), 303);
    },
  });
};

export default paymentTestRoutes;
