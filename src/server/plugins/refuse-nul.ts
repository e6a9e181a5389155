/**
 * Refuses the NUL character (U+0000) in every string a request brings: path parameters, query,
 * headers and bodies (JSON and form-urlencoded). PostgreSQL cannot store NUL in text or jsonb and
 * fails the whole statement, so without this a NUL anywhere became a 500; no legitimate input
 * contains one.
 *
 * Headers are checked in onRequest for every request. Fastify's routes: a preValidation hook walks
 * params, query and body and answers through the route's own error handler as a validation error
 * (API: 400 VALIDATION_FAILED naming the field; sign-in pages: their 400 page). What the embedded
 * OpenID provider receives never reaches Fastify's body parsing: identity/provider-nul-guard.ts
 * checks it inside the provider. identity/adapter.ts refuses NUL as well, so PostgreSQL never sees
 * one even if a path escaped these checks.
 */
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

const NUL = '\u0000';

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

const refuseNul: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request) => {
    for (const [name, value] of Object.entries(request.headers)) {
      if (findNul(value) !== undefined) throw nulError('headers', name);
    }
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
