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

/**
 * The policy with a tag manager (TAG_MANAGER_ID, issue 26 §4): gtm.js from googletagmanager.com, and
 * what Google names for its GA4 tags (collect calls and pixels). The browser loads it only after the
 * visitor's consent (src/app/layout/ConsentHost.tsx); without TAG_MANAGER_ID the policy stays 'self'.
 */
export function contentSecurityPolicy(tagManager: boolean): string {
  if (!tagManager) return CONTENT_SECURITY_POLICY;
  const google = 'https://*.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com';
  return CONTENT_SECURITY_POLICY.replace("script-src 'self'", "script-src 'self' https://www.googletagmanager.com")
    .replace("img-src 'self' data:", `img-src 'self' data: ${google}`)
    .replace("connect-src 'self'", `connect-src 'self' ${google}`);
}

const securityHeaders: FastifyPluginAsync<{ https: boolean; tagManager?: boolean }> = async (app, { https, tagManager = false }) => {
  const policy = contentSecurityPolicy(tagManager);
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/docs')) reply.header('content-security-policy', policy);
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
