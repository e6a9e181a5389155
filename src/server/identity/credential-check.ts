/**
 * The one way a password is checked against an account: the login form and the change-password
 * page both go through here, so the per-address back-off (login-backoff.ts) and the bounded password
 * hashing (passwords.ts) hold for both, and failures on one page count on the other.
 */
import type { Queryable } from '../db/database.ts';
import { authenticate, type Account } from './accounts.ts';
import { createLoginBackoff, type LoginBackoff } from './login-backoff.ts';
import { PasswordHashingBusy } from './passwords.ts';

/** A refused password check (too many at once) is worth retrying after this long. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

export type CredentialCheck =
  | { outcome: 'accepted'; account: Account }
  | { outcome: 'wrong' }
  /** The address is backing off: nothing was checked; retry after `seconds`. */
  | { outcome: 'paused'; seconds: number }
  /** Too many password checks at once: nothing was checked; retry after `seconds`. */
  | { outcome: 'busy'; seconds: number };

export type CheckCredentials = (email: string, password: string) => Promise<CredentialCheck>;

export function createCredentialCheck(db: Queryable, backoff: LoginBackoff = createLoginBackoff()): CheckCredentials {
  return async (email, password) => {
    if (!email || !password) return { outcome: 'wrong' };
    const wait = await backoff.attempt(email);
    if (wait > 0) return { outcome: 'paused', seconds: Math.ceil(wait / 1000) };
    let account: Account | undefined;
    try {
      account = await authenticate(db, email, password);
    } catch (error) {
      if (error instanceof PasswordHashingBusy) return { outcome: 'busy', seconds: BUSY_RETRY_AFTER_SECONDS };
      throw error;
    }
    if (!account) return { outcome: 'wrong' };
    await backoff.succeeded(email);
    return { outcome: 'accepted', account };
  };
}
