/**
 * Personal answers are never stored by a browser or proxy cache (Cache-Control: no-store): whatever
 * was asked with a bearer token or a guest token (X-Auth, X-Order, X-Naming-Link), and the calls about a customer,
 * a cart, bookmarks or an order. Registered in the /api scope.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

const PERSONAL_PREFIXES = ['/api/customer', '/api/cart', '/api/bookmarks', '/api/order'];
// x-naming-link: the guest's naming link (src/shared/participant-naming.ts) reads an order's participants.
const PERSONAL_HEADERS = ['authorization', 'x-auth', 'x-order', 'x-naming-link'];

const personalNoStore: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (request, reply) => {
    const personal =
      PERSONAL_HEADERS.some((name) => request.headers[name] !== undefined) ||
      PERSONAL_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (personal) reply.header('cache-control', 'no-store');
  });
};

export default fp(personalNoStore, { name: 'personal-no-store' });
