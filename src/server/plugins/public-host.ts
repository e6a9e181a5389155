/**
 * One address for the shop: PUBLIC_URL. A request for another host name (127.0.0.1 instead of
 * localhost, a bare IP, a spoofed Host) is redirected there when it asks for a page, and refused with
 * 421 for the API and the provider: on another origin the sign-in cannot work (the provider, its
 * cookies and the CSP belong to PUBLIC_URL), and no answer should be built from a client's Host.
 * X-Forwarded-Host counts only from a trusted proxy (TRUST_PROXY), as Fastify's request.host does.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** Host names compare case-insensitively, and 'shop.example:443' is 'shop.example' on https. */
export function normaliseHost(host: string, protocol: string): string {
  const lower = host.toLowerCase();
  const port = DEFAULT_PORTS[protocol];
  return port && lower.endsWith(`:${port}`) ? lower.slice(0, -port.length - 1) : lower;
}

/** Addresses only programs ask for: refused rather than redirected. */
const PROGRAM_PREFIXES = ['/api/', '/oidc/'];
const isProgramAddress = (url: string) => url === '/api' || url.startsWith('/api?') || PROGRAM_PREFIXES.some((prefix) => url.startsWith(prefix));

const publicHost: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const origin = new URL(publicUrl);
  const expected = normaliseHost(origin.host, origin.protocol);
  app.addHook('onRequest', async (request, reply) => {
    if (normaliseHost(request.host ?? '', origin.protocol) === expected) return;
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isProgramAddress(request.url);
    if (isPage) return reply.header('cache-control', 'no-cache').redirect(`${origin.origin}${request.url}`, 301);
    return reply.status(421).send({
      statusCode: 421,
      code: 'MISDIRECTED_REQUEST',
      message: `This shop answers at ${origin.origin} only`,
    });
  });
};

export default fp(publicHost, { name: 'public-host' });
