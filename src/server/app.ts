/** build(options) → a Fastify instance with every plugin and route, not listening (server.ts listens). */
import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { ServerConfig } from './config.ts';
import { sharedByInstances, type Database } from './db/database.ts';
import { errorHandler } from './errors.ts';
import { logOptions, type LogOutput } from './logging.ts';
import identity from './identity/plugin.ts';
import auth from './plugins/auth.ts';
import favicon from './plugins/favicon.ts';
import loadShedding from './plugins/load-shedding.ts';
import { databaseRateLimitStore } from './plugins/rate-limit-store.ts';
import payments from './plugins/payments.ts';
import refuseNul from './plugins/refuse-nul.ts';
import { isPageAddress } from './plugins/page-addresses.ts';
import personalNoStore from './plugins/personal-no-store.ts';
import publicHost from './plugins/public-host.ts';
import securityHeaders from './plugins/security-headers.ts';
import { sendSpaDocument } from './plugins/spa-document.ts';
import staticSpa, { hasBuiltSpa } from './plugins/static-spa.ts';
import { apiErrorSchema } from './schemas/common.ts';
import { documentErrors, frameworkErrors } from './schemas/error-responses.ts';
import { createMailDispatcher, type MailDispatcher } from './services/mail.ts';
import { searchIndexOf } from './services/search/memory-index/engine.ts';
import contentRoutes from './routes/content/index.ts';
import { prepareSignedLinks } from './services/signed-link.ts';
import newsletterRoutes from './routes/newsletter/index.ts';
import contactRoutes from './routes/contact/index.ts';
import mailboxRoutes from './routes/dev/mailbox.ts';
import customerRoutes from './routes/customer/index.ts';

import { createShopClock, type ShopClock } from './services/clock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    settings: ServerConfig;
    mail: MailDispatcher;
    clock: ShopClock;
  }
}

export interface BuildOptions {
  db: Database;
  settings: ServerConfig;
  /** Directory of the built SPA; when it has no index.html, only the API is served. */
  spaRoot?: string;
  /** Pino logger options; tests pass false. Default: logging.ts's for the settings. */
  logger?: boolean | { level: string };
  /** Where the default logger writes (process.stdout). */
  logOutput?: LogOutput;
}

/** Page addresses the SPA never owns: unknown addresses below them get a JSON 404. */
const SERVER_PREFIXES = ['/api/', '/api?', '/oidc/', '/dev/', '/payment-test/'];

export async function build({ db, settings, spaRoot, logger, logOutput }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger === undefined ? logOptions(settings, logOutput) : { logger }),
    genReqId: () => randomUUID(),
    // Only configured proxies may name the client (TRUST_PROXY): otherwise X-Forwarded-For would let
    // every client choose its own rate-limit bucket.
    trustProxy: fastifyTrustProxy(settings.trustProxy),
    ajv: {
      // Unknown properties are refused, never silently dropped: a client-sent price must not pass
      // unnoticed. Query strings are coerced to the declared types.
      // strictNumbers off on purpose: with Ajv's default (on), a query or path value 'Infinity' or
      // '1e309' is coerced to Infinity and then skips minimum/maximum, which only run on finite
      // numbers. Off, the bounds see it and refuse it; so every number and integer a request may
      // carry has a minimum and a maximum (tests/server/input-validation.test.ts checks the API).
      customOptions: {
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: false,
        strictNumbers: false,
      },
    },
  });

  app.decorate('db', db);
  app.decorate('settings', settings);
  app.decorate('clock', createShopClock());
  // The signed links' key (withdrawal, continue-order links): generated on the first start, read once.
  await prepareSignedLinks(db);
  const mail = createMailDispatcher(db, settings.smtpUrl, settings.mailFrom);
  app.decorate('mail', mail);
  app.addHook('onClose', async () => mail.close());
  // The in-memory search index builds in the background; until it is ready, searches use SQL.
  app.addHook('onReady', async () => void searchIndexOf(db)?.ready());

  app.addSchema(apiErrorSchema);
  // "Every parameter is validated": a route that takes no query parameters refuses unknown ones.
  // `properties: {}` keeps the OpenAPI document clean: without it @fastify/swagger reads the schema's
  // own keys as parameter names ('type', 'additionalProperties').
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && !route.schema?.querystring) {
      route.schema = { ...route.schema, querystring: { type: 'object', additionalProperties: false, properties: {} } };
    }
  });
  // Every operation of the document lists what Fastify itself answers on it (schemas/error-responses.ts).
  app.addHook('onRoute', (route) => {
    const documented =
      (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs')) || route.url.startsWith('/payment-test/');
    if (documented && !route.schema?.hide) documentErrors(route, frameworkErrors(route));
  });
  app.setErrorHandler(errorHandler);
  await app.register(securityHeaders, { https: settings.publicUrl.startsWith('https:'), tagManager: Boolean(settings.tagManagerId) });
  // Before every other hook and the provider: answers are only for PUBLIC_URL's host.
  if (settings.publicHostOnly) await app.register(publicHost, { publicUrl: settings.publicUrl });
  // Before the identity plugin: header NUL is refused before its middleware hands /oidc requests to
  // the provider in onRequest.
  await app.register(refuseNul);
  // request.cookies and reply.setCookie for the shop's own routes. The provider under /oidc reads and
  // signs its cookies itself from the raw request and response, which this plugin leaves alone.
  await app.register(cookie);
  // In the database when instances share it, so a limit holds across all of them (issue 28).
  await app.register(rateLimit, { global: false, ...(sharedByInstances(db) ? { store: databaseRateLimitStore(db) } : {}) });
  await app.register(loadShedding);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kursmarkt API',
        version: '1.0.0',
        description: 'Marketplace for professional training courses for legal professionals.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'Access token of the OpenID provider',
          },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  // The embedded OpenID provider under /oidc (or the external issuer's settings) before the API.
  // The shop's icon, also for the provider's and the test payment pages (no SPA there).
  await app.register(favicon);
  await app.register(identity);
  // Payment, seller and upload settings for the checkout services; app.uploads.
  await app.register(payments);

  await app.register(
    async (api) => {
      // JSON answers over 1 kB go out compressed (search pages are 10–60 kB). Brotli at quality 4
      // compresses about as fast as gzip; the highest qualities cost milliseconds per answer.
      await api.register(compress, {
        threshold: 1024,
        encodings: ['br', 'gzip'],
        brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
      });
      // request.identity on every API request: verified bearer token, or the guest.
      await api.register(auth);
      await api.register(personalNoStore);
      await api.register(contentRoutes);
      await api.register(newsletterRoutes);
      await api.register(contactRoutes);
      await api.register((await import('./routes/search/index.ts')).default);
      await api.register((await import('./routes/catalogue/index.ts')).default);
      await api.register(customerRoutes);
      await api.register((await import('./routes/cart/index.ts')).default);
      await api.register((await import('./routes/order/index.ts')).default);
      await api.register((await import('./routes/guest-order/index.ts')).default);
      await api.register((await import('./routes/bookmarks/index.ts')).default);
      await api.register((await import('./routes/customer-area/index.ts')).default);
      await api.register((await import('./routes/firm/index.ts')).default);
      await api.register((await import('./routes/data-rights/index.ts')).default);
      await api.register((await import('./routes/distance-learning/index.ts')).default);
      await api.register((await import('./routes/order/payment.ts')).default);
      await api.register((await import('./routes/guest-order/payment.ts')).default);
      await api.register((await import('./routes/guest-order/continue.ts')).default);
      await api.register((await import('./routes/participant-naming/index.ts')).default);
      await api.register((await import('./routes/email-verification/index.ts')).default);
      await api.register((await import('./routes/upload/index.ts')).default);
      await api.register((await import('./routes/invoice/index.ts')).default);
      await api.register((await import('./routes/certificates/index.ts')).default);
      await api.register((await import('./routes/evaluations/index.ts')).default);
      await api.register((await import('./routes/withdrawal/index.ts')).default);
      await api.register((await import('./routes/booking/index.ts')).default);
      await api.register((await import('./routes/access-links/index.ts')).default);
      await api.register((await import('./routes/organizer/index.ts')).default);
    },
    { prefix: '/api' },
  );
  if (settings.devMailbox) await app.register(mailboxRoutes);
  if (settings.devClock) await app.register((await import('./routes/dev/clock.ts')).default);
  // The embedded test card provider's payment page (PAYMENT_TEST_PROVIDER; demo mode).
  if (settings.payment.testProvider) await app.register((await import('./routes/payment-test/index.ts')).default);

  const spaAvailable = spaRoot !== undefined && hasBuiltSpa(spaRoot);
  if (spaAvailable) await app.register(staticSpa, { root: spaRoot });
  app.setNotFoundHandler((request, reply) => notFound(app, request, reply, spaAvailable));

  return app;
}

/** Fastify takes a hop count as a function at the type level (at run time it takes the number too). */
function fastifyTrustProxy(
  trust: ServerConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

function notFound(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, spaAvailable: boolean) {
  const path = request.url.split('?')[0]!;
  const isPage =
    spaAvailable &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    !SERVER_PREFIXES.some((prefix) => request.url.startsWith(prefix)) &&
    path !== '/api' &&
    !/\.[a-z0-9]+$/i.test(path);
  // Unknown page addresses still get the SPA (it shows its 404 page), but with status 404: no soft 404.
  if (isPage)
    return sendSpaDocument(
      app.spaDocument,
      request,
      reply,
      isPageAddress(path, { flowExplorer: app.settings.flowExplorer }) ? 200 : 404,
    );
  return reply
    .status(404)
    .send({ statusCode: 404, code: 'NOT_FOUND', message: `Route ${request.method} ${path} not found` });
}
