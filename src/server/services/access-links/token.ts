/**
 * The token of a personal access link: HMAC-SHA256 of the shop's link key (identity/secrets.ts, the
 * key of the signed links) over the participant row and a random nonce, base64url (43 characters).
 * The table keeps the nonce and the token's SHA-256, never the token: the link is found by the hash,
 * and the participant's own area can show the address again by computing it with the key. A new
 * participant row (a substitute) gets a new nonce, so a new token.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { loadLinkKey } from '../../identity/secrets.ts';
import { ACCESS_LINK_PATH } from '../../../shared/access-links.ts';

export const hashAccessToken = (token: string) => createHash('sha256').update(token).digest('hex');

const tokenOf = (key: Buffer, participantId: number, nonce: string) =>
  createHmac('sha256', key).update(`access-link\n${participantId}\n${nonce}`).digest('base64url');

/** The participant's token, made (and its hash stored) on first use. */
export async function accessTokenFor(tx: Queryable, participantId: number): Promise<string> {
  const key = await loadLinkKey(tx);
  const nonce = randomBytes(16).toString('base64url');
  await tx.query(
    `insert into participant_access_link (participant_id, nonce, token_hash) values ($1, $2, $3)
     on conflict (participant_id) do nothing`,
    [participantId, nonce, hashAccessToken(tokenOf(key, participantId, nonce))],
  );
  const [row] = await tx.query<{ nonce: string }>('select nonce from participant_access_link where participant_id = $1', [participantId]);
  return tokenOf(key, participantId, row!.nonce);
}

/** The addresses of the links already mailed, per participant row. */
export async function sentAccessLinks(db: Queryable, participantIds: readonly number[], publicUrl: string): Promise<Map<number, string>> {
  if (participantIds.length === 0) return new Map();
  const rows = await db.query<{ participant_id: number; nonce: string }>(
    'select participant_id::int as participant_id, nonce from participant_access_link where participant_id = any($1::bigint[]) and sent_at is not null',
    [participantIds],
  );
  if (rows.length === 0) return new Map();
  const key = await loadLinkKey(db);
  return new Map(rows.map((row) => [Number(row.participant_id), accessLinkUrl(publicUrl, tokenOf(key, Number(row.participant_id), row.nonce))]));
}

export const accessLinkUrl = (publicUrl: string, token: string) => `${publicUrl}${ACCESS_LINK_PATH}#${token}`;
