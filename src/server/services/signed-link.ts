/**
 * Signed links for e-mails (issue 24: the guest's continue link, the withdrawal link): a token that
 * names a purpose, an order and an expiry, signed with HMAC-SHA-256, so a link in a mail proves that
 * the shop sent it for that order — nothing is stored per link, and nobody can make one for another
 * order or another purpose. The key is generated on first use and kept in `signed_link_secret`
 * (016-mail-attachments.sql), like the provider's keys in identity/secrets.ts, so every instance and
 * every restart verifies the links of the others. Whether a link may be used more than once is the
 * caller's rule (the continue link: once, see services/order/continue-link.ts).
 *
 * Token: base64url(JSON {p: purpose, o: orderId, e: expiry ms, n: nonce}) "." base64url(HMAC).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

export interface LinkClaims {
  purpose: string;
  orderId: number;
  expiresAt: Date;
}

export type VerifiedLink =
  | { ok: true; orderId: number; expiresAt: Date }
  /** INVALID: malformed, forged, or made for another purpose; EXPIRED: genuine but too late. */
  | { ok: false; reason: 'INVALID' | 'EXPIRED' };

/** The longest token a caller need accept (schemas limit the field to it). */
export const SIGNED_LINK_MAX_LENGTH = 256;
export const SIGNED_LINK_PATTERN = '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{43}$';

// The key of each database (a test runs several), read once.
const secrets = new WeakMap<object, Promise<Buffer>>();

async function loadSecret(db: Queryable): Promise<Buffer> {
  const read = async () =>
    (await db.query<{ secret: string }>('select secret from signed_link_secret where id = 1'))[0]?.secret;
  // Concurrent first uses agree: the first insert wins and everybody reads it back.
  const secret =
    (await read()) ??
    (await db.query('insert into signed_link_secret (secret) values ($1) on conflict (id) do nothing', [
      randomBytes(32).toString('base64url'),
    ]),
    await read());
  return Buffer.from(secret!, 'base64url');
}

function secretOf(db: Queryable): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadSecret(db);
    secrets.set(db, secret);
    // A failed read (the database was busy) is tried again next time.
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

const mac = (secret: Buffer, body: string) => createHmac('sha256', secret).update(body).digest();

export async function signLink(db: Queryable, claims: LinkClaims): Promise<string> {
  const body = Buffer.from(
    JSON.stringify({
      p: claims.purpose,
      o: claims.orderId,
      e: claims.expiresAt.getTime(),
      // Two links for the same order and time differ, so a single-use rule tells them apart.
      n: randomBytes(9).toString('base64url'),
    }),
  ).toString('base64url');
  return `${body}.${mac(await secretOf(db), body).toString('base64url')}`;
}

export async function verifyLink(db: Queryable, token: string, purpose: string, now = new Date()): Promise<VerifiedLink> {
  const invalid = { ok: false, reason: 'INVALID' } as const;
  if (token.length > SIGNED_LINK_MAX_LENGTH || !new RegExp(SIGNED_LINK_PATTERN).test(token)) return invalid;
  const [body, signature] = token.split('.') as [string, string];
  const expected = mac(await secretOf(db), body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  let claims: { p?: unknown; o?: unknown; e?: unknown };
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return invalid;
  }
  if (claims.p !== purpose || !Number.isSafeInteger(claims.o) || typeof claims.e !== 'number') return invalid;
  if (claims.e <= now.getTime()) return { ok: false, reason: 'EXPIRED' };
  return { ok: true, orderId: claims.o as number, expiresAt: new Date(claims.e) };
}
