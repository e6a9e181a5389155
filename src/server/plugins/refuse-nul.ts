/**
 * Refuses the NUL character (U+0000) in every string a request brings: path parameters, query,
 * headers and bodies (JSON and form-urlencoded), for the API, our sign-in pages and the OpenID
 * provider under /oidc alike. PostgreSQL cannot store NUL in text or jsonb and fails the whole
 * statement, so without this a NUL anywhere became a 500; no legitimate input contains one.
 *
 * Fastify routes: a preValidation hook walks params, query and body and answers through the route's
 * own error handler as a validation error (API: 400 VALIDATION_FAILED naming the field; sign-in
 * pages: their 400 page). Requests for the provider never reach Fastify's body parsing (middie hands
 * them over in onRequest), so their address and body are checked here in onRequest, before middie,
 * and refused with an OAuth error (400 invalid_request). identity/adapter.ts refuses NUL as well, so
 * PostgreSQL never sees one even if a path escaped these checks.
 */
import type { IncomingMessage } from 'node:http';
import * as querystring from 'node:querystring';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const NUL = '\u0000';
/** A percent-encoded NUL: in a path parameter or query value it decodes to U+0000. */
const ENCODED_NUL = /%00/i;
/** The provider refuses bodies over 56 kB itself; reading stops a little above that. */
const PROVIDER_BODY_LIMIT = 64 * 1024;
const PROVIDER_PREFIX = '/oidc';

/**
 * Where in `value` a string (or an object key) holds NUL, as a dotted path ('' for `value` itself);
 * undefined when none does. Walks without recursion: a JSON body may nest hundreds of thousands deep.
 */
export function findNul(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes(NUL)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/** An error shaped like Fastify's schema validation errors, so every error handler answers it as one. */
function nulError(context: 'params' | 'querystring' | 'body' | 'headers', field: string): FastifyError {
  const error = new Error(`${context}${field ? ` '${field}'` : ''} must not contain a NUL character`) as FastifyError;
  Object.assign(error, {
    statusCode: 400,
    code: 'FST_ERR_VALIDATION',
    validationContext: context,
    validation: [
      {
        keyword: 'nul',
        instancePath: field ? `/${field.replaceAll('.', '/')}` : '',
        schemaPath: '#/nul',
        params: {},
        message: 'must not contain a NUL character',
      },
    ],
  });
  return error;
}

const isProviderRequest = (request: FastifyRequest) =>
  request.is404 && (request.url === PROVIDER_PREFIX || request.url.startsWith(`${PROVIDER_PREFIX}/`) || request.url.startsWith(`${PROVIDER_PREFIX}?`));

function refuseForProvider(reply: FastifyReply, description: string) {
  return reply
    .status(400)
    .header('cache-control', 'no-store')
    .send({ error: 'invalid_request', error_description: description });
}

/**
 * Reads a provider-bound request body and says whether it holds NUL. The provider then takes the
 * body from `req.body` (oidc-provider's documented path for an upstream parser; it logs a one-time warning
 * about it), since the stream is consumed.
 */
async function providerBodyHasNul(raw: IncomingMessage & { body?: Buffer }): Promise<boolean | 'too large'> {
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of raw.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > PROVIDER_BODY_LIMIT) return 'too large';
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks, received);
  raw.body = body;
  if (body.includes(0)) return true;
  const text = body.toString('utf8');
  const type = raw.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return findNul(querystring.parse(text)) !== undefined;
  if (type.includes('json')) {
    try {
      return findNul(JSON.parse(text)) !== undefined;
    } catch {
      return false; // the provider answers malformed JSON itself
    }
  }
  return false;
}

const hasBody = (raw: IncomingMessage) =>
  raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;

const refuseNul: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    for (const [name, value] of Object.entries(request.headers)) {
      if (findNul(value) !== undefined) throw nulError('headers', name);
    }
    if (!isProviderRequest(request)) return;
    if (request.url.includes(NUL) || ENCODED_NUL.test(request.url)) {
      return refuseForProvider(reply, 'parameters must not contain a NUL character');
    }
    if (!hasBody(request.raw)) return;
    const verdict = await providerBodyHasNul(request.raw).catch(() => 'unreadable' as const);
    if (verdict === 'unreadable') return refuseForProvider(reply, 'request body could not be read');
    if (verdict === 'too large') return refuseForProvider(reply, 'request body too large');
    if (verdict) return refuseForProvider(reply, 'parameters must not contain a NUL character');
  });

  app.addHook('preValidation', async (request) => {
    for (const context of ['params', 'querystring', 'body'] as const) {
      const value = context === 'params' ? request.params : context === 'querystring' ? request.query : request.body;
      const field = findNul(value);
      if (field !== undefined) throw nulError(context, field);
    }
  });
};

export default fp(refuseNul, { name: 'refuse-nul' });
