import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers on every answer. The SPA is built without inline scripts or styles, so the policy
 * needs no 'unsafe-inline'. Swagger UI sets its own, hashed policy for its pages (staticCSP).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const securityHeaders: FastifyPluginAsync<{ https: boolean }> = async (app, { https }) => {
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/docs')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    reply.header('x-request-id', request.id);
  });
};

export default fp(securityHeaders, { name: 'security-headers' });
