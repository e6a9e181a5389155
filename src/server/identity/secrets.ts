/**
 * The embedded provider's secrets, generated on first start and kept in `identity_secret`: the
 * signing keys (private JWKs; the first signs, the rest stay published for tokens they signed) and
 * the cookie keys (unless COOKIE keys come from configuration); also the key of the shop's signed
 * links (services/signed-link.ts), kept the same way so every instance signs and verifies alike. Concurrent first starts of several
 * instances agree: the first insert wins and everybody reads it back.
 */
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { JWK } from 'oidc-provider';
import type { Database } from '../db/database.ts';

export interface SigningKeys {
  /** Private keys for the provider (first = current). */
  privateKeys: JWK[];
  /** The same keys without private parts, to verify tokens with. */
  publicKeys: JWK[];
}

type SecretName = 'signing-keys' | 'cookie-keys' | 'link-key';

async function loadOrCreate<T>(db: Database, name: SecretName, create: () => T): Promise<T> {
  const read = async () => {
    const [row] = await db.query<{ value: T | string }>('select value from identity_secret where name = $1', [name]);
    if (!row) return undefined;
    return (typeof row.value === 'string' ? JSON.parse(row.value) : row.value) as T;
  };
  const existing = await read();
  if (existing !== undefined) return existing;
  await db.query('insert into identity_secret (name, value) values ($1, $2::jsonb) on conflict (name) do nothing', [
    name,
    JSON.stringify(create()),
  ]);
  return (await read())!;
}

/** An RS256 key (RSA 2048): what every OpenID relying party supports for id tokens. */
function newSigningKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  const kid = createHash('sha256').update(`${jwk.n}.${jwk.e}`).digest('base64url').slice(0, 16);
  return { ...jwk, kid, alg: 'RS256', use: 'sig' };
}

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi'] as const;

export function publicPart(jwk: JWK): JWK {
  const copy: Record<string, unknown> = { ...jwk };
  for (const member of PRIVATE_MEMBERS) delete copy[member];
  return copy as JWK;
}

export async function loadSigningKeys(db: Database): Promise<SigningKeys> {
  const privateKeys = await loadOrCreate(db, 'signing-keys', () => [newSigningKey()]);
  return { privateKeys, publicKeys: privateKeys.map(publicPart) };
}

/** Keys that sign the provider's cookies: from configuration when given, else generated once. */
export async function loadCookieKeys(db: Database, configured: readonly string[] | undefined): Promise<string[]> {
  if (configured?.length) return [...configured];
  return loadOrCreate(db, 'cookie-keys', () => [randomBytes(32).toString('base64url')]);
}

/** The HMAC key of signed links (services/signed-link.ts): 32 random bytes, generated once. */
export async function loadLinkKey(db: Database): Promise<Buffer> {
  // Stored as an object: a bare JSON string would come back from jsonb looking like an unparsed value.
  const { key } = await loadOrCreate(db, 'link-key', () => ({ key: randomBytes(32).toString('base64url') }));
  return Buffer.from(key, 'base64url');
}
