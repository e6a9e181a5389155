/**
 * The voucher-code budget (voucher-guesses.ts) kept in the voucher_guess table, for several shop
 * instances on one PostgreSQL: a client's codes count into one window whichever instance answers
 * (issue 28). One transaction per call, serialised per client by an advisory lock, so parallel
 * calls cannot both slip under the budget; the window's end is the database's clock.
 */
import type { Database } from '../../db/database.ts';
import { countedCodes, type VoucherGuesses } from './voucher-guesses.ts';

/** Ended windows of all clients are swept on about one call in this many. */
const SWEEP_EVERY = 500;

export function createTableVoucherGuesses(db: Database, { max, windowMs }: { max: number; windowMs: number }): VoucherGuesses {
  let calls = 0;
  return {
    async admit(client, codes) {
      if (++calls % SWEEP_EVERY === 0) await db.query('delete from voucher_guess where window_ends_at <= now()');
      return db.transaction(async (tx) => {
        await tx.query(`select pg_advisory_xact_lock(hashtext('voucher-guess ' || $1))`, [client]);
        await tx.query('delete from voucher_guess where client = $1 and window_ends_at <= now()', [client]);
        const tried = await tx.query<{ code: string; ends: string }>(
          `select code, window_ends_at::text as ends from voucher_guess where client = $1`,
          [client],
        );
        const known = new Set(tried.map((row) => row.code));
        const fresh = countedCodes(codes).filter((code) => !known.has(code));
        if (known.size + fresh.length > max) return false;
        if (fresh.length === 0) return true;
        // A new window starts with the first code; later codes join the window they fall into.
        await tx.query(
          `insert into voucher_guess (client, code, window_ends_at)
           select $1, code, coalesce($3::timestamptz, now() + $4 * interval '1 millisecond') from unnest($2::text[]) as code`,
          [client, fresh, tried[0]?.ends ?? null, windowMs],
        );
        return true;
      });
    },
  };
}
