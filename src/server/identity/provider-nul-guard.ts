/**
 * Refuses the NUL character (U+0000) in what the embedded provider receives: its address and its
 * body (JSON and form-urlencoded). PostgreSQL cannot store NUL, so without this a NUL became a 500
 * (plugins/refuse-nul.ts does the same for Fastify's routes; adapter.ts is the last guard).
 *
 * A Koa middleware of the provider (provider.use), not a Fastify hook: only the requests the
 * provider really takes get their body read here. A Fastify hook had to guess that from the address,
 * and where it guessed "provider" for an address Fastify answers itself (a PUT to
 * /oidc/interaction/x, say), it consumed the body and left Fastify's body parser waiting for a
 * stream that had already ended: the request was never answered (issue 21, item 1).
 */
import type { IncomingMessage } from 'node:http';
import * as querystring from 'node:querystring';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { findNul } from '../plugins/refuse-nul.ts';

const NUL = '\u0000';
/** A percent-encoded NUL: in a query value it decodes to U+0000. */
const ENCODED_NUL = /%00/i;
/** The provider refuses bodies over 56 kB itself; reading stops a little above that. */
const BODY_LIMIT = 64 * 1024;

type RequestWithBody = IncomingMessage & { body?: Buffer };

const hasBody = (raw: IncomingMessage) =>
  raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;

/**
 * Reads the body and says whether it holds NUL. The provider then takes the body from `req.body`
 * (oidc-provider's documented path for an upstream parser; it logs a one-time warning about it),
 * since the stream is consumed.
 */
async function bodyHasNul(raw: RequestWithBody): Promise<boolean | 'too large'> {
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of raw.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > BODY_LIMIT) return 'too large';
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

function refuse(ctx: KoaContextWithOIDC, description: string) {
  ctx.status = 400;
  ctx.set('cache-control', 'no-store');
  ctx.body = { error: 'invalid_request', error_description: description };
}

export async function providerNulGuard(ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> {
  const raw = ctx.req as RequestWithBody;
  if ((raw.url ?? '').includes(NUL) || ENCODED_NUL.test(raw.url ?? ''))
    return refuse(ctx, 'parameters must not contain a NUL character');
  if (hasBody(raw)) {
    const verdict = await bodyHasNul(raw).catch(() => 'unreadable' as const);
    if (verdict === 'unreadable') return refuse(ctx, 'request body could not be read');
    if (verdict === 'too large') return refuse(ctx, 'request body too large');
    if (verdict) return refuse(ctx, 'parameters must not contain a NUL character');
  }
  await next();
}
