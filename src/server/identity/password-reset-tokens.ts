/**
 * The reset links of "Passwort vergessen": issuing one for an account (within the daily limit), looking
 * one up, and spending it. The link carries 32 random bytes; the table keeps only their SHA-256, so
 * whoever reads the database (a backup, a log of statements) cannot use a link. Spending is one
 * conditional UPDATE, so two clicks racing each other cannot both set a password.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { normaliseEmail } from './accounts.ts';

export const PASSWORD_RESET = {
  /** How long a link works: long enough to switch to the mailbox, short enough to be little use later. */
  LIFETIME_MINUTES: 60,
  /**
   * Reset mails per account in 24 hours. Dedicated rather than mail.ts's queueRequestedMail: that one
   * counts every mail to the address, so a buyer who ordered three times today could not reset. This
   * one counts only reset links, per account (not per spelling of the address), and still keeps the
   * form from being used to flood someone's inbox.
   */
  PER_DAY: 3,
  /** Rows are kept this long after they were made (for the daily count), then swept. */
  KEEP_HOURS: 48,
} as const;

/** A token as it appears in the link: 32 bytes, base64url. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface IssuedReset {
  token: string;
  accountId: number;
  email: string;
  firstName: string;
}

/**
 * A new link for the account with this address, made inside `tx` (with the mail that carries it).
 * Undefined when there is no such account or it had its PER_DAY links today — the caller answers the
 * same either way. The account row is locked so parallel requests cannot all pass the count.
 */
export async function issueReset(tx: Queryable, email: string): Promise<IssuedReset | undefined> {
  const [account] = await tx.query<{ id: number | string; email: string; first_name: string }>(
    'select id, email, first_name from account where lower(email) = lower($1) for update',
    [normaliseEmail(email)],
  );
  if (!account) return undefined;
  const accountId = Number(account.id);
  const [recent] = await tx.query<{ n: number }>(
    `select count(*)::int as n from password_reset where account_id = $1 and created_at > now() - interval '1 day'`,
    [accountId],
  );
  if ((recent?.n ?? 0) >= PASSWORD_RESET.PER_DAY) return undefined;
  const token = randomBytes(32).toString('base64url');
  await tx.query(
    `insert into password_reset (token_hash, account_id, expires_at)
     values ($1, $2, now() + make_interval(mins => $3))`,
    [hashOf(token), accountId, PASSWORD_RESET.LIFETIME_MINUTES],
  );
  return { token, accountId, email: account.email, firstName: account.first_name };
}

export type ResetState = { state: 'valid'; accountId: number; email: string } | { state: 'expired' } | { state: 'unknown' };

/** What a link is: good, past its hour, or unknown / already spent (those two look alike on purpose). */
export async function resetState(db: Queryable, token: string): Promise<ResetState> {
  if (!TOKEN_PATTERN.test(token)) return { state: 'unknown' };
  const [row] = await db.query<{ account_id: number | string; email: string; expired: boolean; used: boolean }>(
    `select r.account_id, a.email, r.expires_at <= now() as expired, r.used_at is not null as used
       from password_reset r join account a on a.id = r.account_id
      where r.token_hash = $1`,
    [hashOf(token)],
  );
  if (!row || row.used) return { state: 'unknown' };
  if (row.expired) return { state: 'expired' };
  return { state: 'valid', accountId: Number(row.account_id), email: row.email };
}

/**
 * Spends the link inside `tx`: the account it belongs to if it was still good, else undefined. Every
 * other open link of that account is spent too — a password just set must not be replaceable by an
 * older mail lying in the same inbox.
 */
export async function spendReset(tx: Queryable, token: string): Promise<number | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await tx.query<{ account_id: number | string }>(
    `update password_reset set used_at = now()
      where token_hash = $1 and used_at is null and expires_at > now()
      returning account_id`,
    [hashOf(token)],
  );
  if (!row) return undefined;
  const accountId = Number(row.account_id);
  await tx.query('update password_reset set used_at = now() where account_id = $1 and used_at is null', [accountId]);
  return accountId;
}

/** Deletes rows too old to count for the daily limit; returns how many. */
export async function sweepResets(db: Database): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `with gone as (delete from password_reset where created_at < now() - make_interval(hours => $1) returning 1)
     select count(*)::int as n from gone`,
    [PASSWORD_RESET.KEEP_HOURS],
  );
  return rows[0]?.n ?? 0;
}
