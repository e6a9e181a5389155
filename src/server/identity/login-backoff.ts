/**
 * Per-account back-off on login: the per-address rate limit does not stop a guesser with many
 * addresses, so failed logins are also counted per e-mail address. After FREE_FAILURES failures in a
 * row every further attempt waits: 1 s, 2 s, 4 s, … up to MAX_DELAY_MS, and during the wait even the
 * right password is refused (without hashing it). A successful login clears the count.
 *
 * Two keepers, one rule: in this process's memory with the embedded database (one process is the
 * whole shop), bounded to MAX_ENTRIES addresses, the oldest forgotten first; and in PostgreSQL's
 * login_failure table (login-backoff-table.ts) when several instances share it, so an address
 * locked on one is locked on all (issue 28). Either way a count is forgotten FORGET_AFTER_MS after the
 * address's last failure.
 */
export const LOGIN_BACKOFF = {
  FREE_FAILURES: 5,
  FIRST_DELAY_MS: 1_000,
  MAX_DELAY_MS: 15 * 60_000,
  FORGET_AFTER_MS: 24 * 60 * 60_000,
  MAX_ENTRIES: 10_000,
} as const;

interface Failures {
  count: number;
  /** Epoch ms before which the next attempt is refused. */
  blockedUntil: number;
  lastFailure: number;
}

export interface LoginBackoff {
  /**
   * Before a password is checked: the milliseconds the address must still wait (> 0: refuse, nothing
   * counted), or 0 — and then the attempt counts as a failure until `succeeded` says otherwise, so
   * parallel attempts cannot all slip past the count.
   */
  attempt(email: string): Promise<number>;
  succeeded(email: string): Promise<void>;
}

/** The wait after the `count`th failure in a row: none for the free ones, then 1 s, 2 s, 4 s, … up to the maximum. */
export function delayAfterFailures(count: number): number {
  const excess = count - LOGIN_BACKOFF.FREE_FAILURES;
  return excess < 0 ? 0 : Math.min(LOGIN_BACKOFF.MAX_DELAY_MS, LOGIN_BACKOFF.FIRST_DELAY_MS * 2 ** Math.min(excess, 30));
}

export const backoffKey = (email: string) => email.trim().toLowerCase();

export function createLoginBackoff(now: () => number = Date.now): LoginBackoff {
  const failures = new Map<string, Failures>();
  const keyOf = backoffKey;

  function current(key: string): Failures | undefined {
    const entry = failures.get(key);
    if (entry && now() - entry.lastFailure > LOGIN_BACKOFF.FORGET_AFTER_MS) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    async attempt(email) {
      const key = keyOf(email);
      const entry = current(key);
      const wait = entry ? Math.max(0, entry.blockedUntil - now()) : 0;
      if (wait > 0) return wait;
      const count = (entry?.count ?? 0) + 1;
      const delay = delayAfterFailures(count);
      // Re-inserted, so the Map's order is the order of last failure: the oldest go first.
      failures.delete(key);
      failures.set(key, { count, blockedUntil: now() + delay, lastFailure: now() });
      if (failures.size > LOGIN_BACKOFF.MAX_ENTRIES) failures.delete(failures.keys().next().value!);
      return 0;
    },
    async succeeded(email) {
      failures.delete(keyOf(email));
    },
  };
}
