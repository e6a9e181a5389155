/**
 * oidc-provider's storage on our database: one table `oidc_record` for every model the provider
 * keeps (Session, Interaction, Grant, AuthorizationCode, RefreshToken, …), keyed by (model, id), with
 * an expiry. Works the same on PGlite and PostgreSQL, so N instances behind a load balancer share
 * sessions, and a restart keeps them.
 *
 * PostgreSQL refuses the NUL character (U+0000) in text and jsonb and fails the statement. Requests
 * carrying one are refused before the provider (plugins/refuse-nul.ts); here, as the last guard, a
 * look-up by a key with NUL finds nothing (no stored key has one) and a record with NUL is refused
 * as an invalid request (400), so the database never sees it.
 */
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { Database, Queryable } from '../db/database.ts';
import { findNul } from '../plugins/refuse-nul.ts';

const notExpired = '(expires_at is null or expires_at > now())';
const hasNul = (key: string) => findNul(key) !== undefined;

export class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    if (findNul({ id, payload }) !== undefined) throw new errors.InvalidRequest('parameters must not contain a NUL character');
    const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
    await this.db.query(
      `insert into oidc_record (model, id, payload, grant_id, user_code, uid, expires_at)
       values ($1, $2, $3::jsonb, $4, $5, $6, $7)
       on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
         user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
      [
        this.model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        expiresAt,
      ],
    );
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findOne('id = $2', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findOne('uid = $2', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findOne('user_code = $2', userCode);
  }

  async consume(id: string): Promise<void> {
    if (hasNul(id)) return;
    await this.db.query(
      `update oidc_record set payload = payload || jsonb_build_object('consumed', $3::bigint)
        where model = $1 and id = $2`,
      [this.model, id, Math.floor(Date.now() / 1000)],
    );
  }

  async destroy(id: string): Promise<void> {
    if (hasNul(id)) return;
    await this.db.query('delete from oidc_record where model = $1 and id = $2', [this.model, id]);
  }

  /** Every record of the grant, whatever its model (tokens, codes, the grant itself). */
  async revokeByGrantId(grantId: string): Promise<void> {
    if (hasNul(grantId)) return;
    await this.db.query('delete from oidc_record where grant_id = $1', [grantId]);
  }

  private async findOne(condition: string, value: string): Promise<AdapterPayload | undefined> {
    if (hasNul(value)) return undefined;
    const [row] = await this.db.query<{ payload: AdapterPayload | string }>(
      `select payload from oidc_record where model = $1 and ${condition} and ${notExpired}`,
      [this.model, value],
    );
    if (!row) return undefined;
    return typeof row.payload === 'string' ? (JSON.parse(row.payload) as AdapterPayload) : row.payload;
  }
}

/**
 * Ends everything the provider holds for one account, whatever its model: its sessions (every browser
 * is signed out at the provider), its grants with every token and code issued under them (refresh
 * tokens are refused from now on), and interactions already signed in as it. Access tokens are JWTs,
 * not stored: they stay valid until they expire (at most 5 minutes). Returns how many records went.
 */
export async function revokeAccountRecords(db: Queryable, accountId: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `with gone as (
       delete from oidc_record
        where payload->>'accountId' = $1
           or grant_id in (select id from oidc_record where model = 'Grant' and payload->>'accountId' = $1)
           or (model = 'Interaction'
               and (payload->'session'->>'accountId' = $1 or payload->'result'->'login'->>'accountId' = $1))
        returning 1)
     select count(*)::int as n from gone`,
    [String(accountId)],
  );
  return rows[0]?.n ?? 0;
}

/** Deletes expired records; returns how many. */
export async function sweepExpiredRecords(db: Database): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `with gone as (delete from oidc_record where expires_at <= now() returning 1) select count(*)::int as n from gone`,
  );
  return rows[0]?.n ?? 0;
}
