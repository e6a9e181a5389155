/**
 * Bearer token verification for the API. Every request gets `request.identity`: the customer id and
 * roles of a valid access token (checked by jose against the issuer's keys: signature, issuer,
 * audience, expiry), or the guest identity (customer id 0, no roles) without an Authorization header.
 * A token that is present but invalid or expired answers 401 UNAUTHORIZED, so the SPA refreshes it
 * and retries (spec §8). Routes that need a login or a role add `requireLogin` / `requireRole(role)`
 * as a preHandler.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import { documentErrors } from '../schemas/error-responses.ts';
import type { Role } from '../identity/roles.ts';
import { GUEST, unauthorized, type Identity } from '../identity/verifier.ts';

export type { Identity } from '../identity/verifier.ts';

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity;
  }
}

const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*)$/i;

/**
 * A deleted account's access token stops at once (issue 26 §5), not when it expires minutes later:
 * one primary-key lookup per signed-in request. An id the table does not know (an external
 * provider's customer) passes.
 */
async function accountDeleted(db: Queryable, customerId: number): Promise<boolean> {
  const [row] = await db.query<{ deleted: boolean }>('select deleted_at is not null as deleted from account where id = $1', [customerId]);
  return row?.deleted === true;
}

function challenge(reply: FastifyReply, error: HttpError) {
  if (error.statusCode === 401) reply.header('www-authenticate', 'Bearer error="invalid_token"');
}

const authPlugin: FastifyPluginAsync = async (app) => {
  const { verifier } = app.signIn;
  app.decorateRequest('identity', null as unknown as Identity);
  // Any route behind this check answers 401 to a bearer token that is invalid or expired: documented
  // in the shared ApiError shape (the app has it; a bare test app with only this plugin may not).
  app.addHook('onRoute', (route) => {
    if (!route.schema?.hide && app.getSchema('ApiError'))
      documentErrors(route, { 401: 'The bearer token is invalid or expired, or the operation needs a login' });
  });
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization;
    if (!header) {
      request.identity = GUEST;
      return;
    }
    const match = BEARER.exec(header);
    try {
      if (!match) throw unauthorized('The Authorization header must be "Bearer <access token>"');
      const identity = await verifier.identify(match[1]!);
      if (identity.customerId > 0 && (await accountDeleted(app.db, identity.customerId)))
        throw unauthorized('The account was deleted');
      request.identity = identity;
    } catch (error) {
      if (error instanceof HttpError) challenge(reply, error);
      throw error;
    }
  });
};

function assertSignedIn(request: FastifyRequest, reply: FastifyReply) {
  if (request.identity.subject === undefined) {
    reply.header('www-authenticate', 'Bearer');
    throw new HttpError(401, 'UNAUTHORIZED', 'Please sign in');
  }
}

/** preHandler: a signed-in account is required (401 for guests). */
export const requireLogin: preHandlerAsyncHookHandler = async (request, reply) => assertSignedIn(request, reply);

/** preHandler: the account must hold `role` (401 for guests, 403 for others). */
export function requireRole(role: Role): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    assertSignedIn(request, reply);
    if (!request.identity.roles.includes(role)) throw new HttpError(403, 'FORBIDDEN', `This needs the role '${role}'`);
  };
}

export default fp(authPlugin, { name: 'auth', dependencies: ['identity'] });
