/**
 * Signed links (issue 24): a token that lets whoever holds it act on ONE order for ONE purpose until
 * it expires — the withdrawal link of the confirmation e-mail ('withdrawal'), the "continue your
 * order" link ('continue-order'), … The token is `<orderId>.<expiry>.<mac>`: the expiry in seconds
 * since 1970 (base 36), and mac = base64url(HMAC-SHA256(key, purpose \n orderId \n expiry)). The
 * purpose is not written into the token but signed with it, so a token of one purpose never passes
 * as another's; the token stays short enough for a path segment (≤ 100 characters, see
 * schemas/error-responses.ts).
 *
 * The key is generated on first start and kept in identity_secret (identity/secrets.ts), like the
 * identity provider's keys: shared by every instance, unchanged by a restart.
 *
 *   const token = await signLink(db, { purpose: 'withdrawal', orderId, expiresAt });
 *   const { orderId } = await verifyLink(db, token, 'withdrawal'); // throws SignedLinkError
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { loadLinkKey } from '../identity/secrets.ts';

/** The shape of a token; verifyLink refuses any other text as invalid. */
export const SIGNED_LINK_PATTERN = '^[0-9]{1,15}\\.[0-9a-z]{1,11}\\.[A-Za-z0-9_-]{43}$';
const TOKEN = new RegExp(SIGNED_LINK_PATTERN);

export interface SignedLink {
  /** What the link is for ('withdrawal', 'continue-order', …): a token of another purpose is invalid. */
  purpose: string;
  orderId: number;
  expiresAt: Date;
}

/** invalid: malformed, forged, or of another purpose; expired: genuine but too old (ask for a new one). */
export class SignedLinkError extends Error {
  constructor(readonly reason: 'invalid' | 'expired') {
    super(reason === 'invalid' ? 'The link is not valid' : 'The link has expired');
  }
}

// One key per database (tests run several apps in one process); read once.
const keys = new WeakMap<Queryable, Promise<Buffer>>();
// Queryable, not Database: the placing transaction signs its order's link (on PGlite a query outside
// an open transaction would wait for it to end).
function keyOf(db: Queryable): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadLinkKey(db);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

/** Loads (on the very first start: generates) the key, so no request pays for it; app.ts calls it. */
export async function prepareSignedLinks(db: Queryable): Promise<void> {
  await keyOf(db);
}

const mac = (key: Buffer, purpose: string, orderId: string, expiry: string) =>
  createHmac('sha256', key).update(`${purpose}\n${orderId}\n${expiry}`).digest();

export async function signLink(db: Queryable, link: SignedLink): Promise<string> {
  if (!Number.isSafeInteger(link.orderId) || link.orderId < 1) throw new Error(`signLink: bad order id ${link.orderId}`);
  const orderId = String(link.orderId);
  const expiry = Math.floor(link.expiresAt.getTime() / 1000).toString(36);
  return `${orderId}.${expiry}.${mac(await keyOf(db), link.purpose, orderId, expiry).toString('base64url')}`;
}

/**
 * The order a token was signed for, if it is genuine, of `purpose`, and not expired at `now`.
 * The signature is compared in constant time; expiry is only reported for a genuine token, so an
 * "expired" answer never tells a forger anything.
 */
export async function verifyLink(
  db: Queryable,
  token: string,
  purpose: string,
  now: Date = new Date(),
): Promise<{ orderId: number; expiresAt: Date }> {
  if (!TOKEN.test(token)) throw new SignedLinkError('invalid');
  const [orderId, expiry, signature] = token.split('.') as [string, string, string];
  // The signature's text is compared, not its decoded bytes: the last base64url character carries
  // two unused bits, so several texts decode alike — one token must have exactly one spelling.
  const expected = Buffer.from(mac(await keyOf(db), purpose, orderId, expiry).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new SignedLinkError('invalid');
  const expiresAt = new Date(parseInt(expiry, 36) * 1000);
  if (expiresAt.getTime() <= now.getTime()) throw new SignedLinkError('expired');
  return { orderId: Number(orderId), expiresAt };
}
