/**
 * Voucher codes a client may try per window (VOUCHER_RATE_LIMIT a minute), counted per code, not per
 * call: POST /api/cart carries up to ten codes at once, so a limit on calls let a client try ten
 * times as many codes. A code counts once per client and window, so pricing the same cart again
 * with the same codes (the SPA does on every change) costs nothing new.
 *
 * Kept in this process's memory with the embedded database, at most MAX_CLIENTS clients (the oldest
 * windows are forgotten first); in the voucher_guess table when instances share a PostgreSQL
 * (voucher-guesses-table.ts), so the budget holds across all of them (issue 28).
 */
const MAX_CLIENTS = 50_000;

export interface VoucherGuesses {
  /** True when the client may try these codes now (they are counted); false when over its budget (nothing counted). */
  admit(client: string, codes: readonly string[]): Promise<boolean>;
}

/** Codes as they count: trimmed, in capitals, each once. */
export const countedCodes = (codes: readonly string[]) => [...new Set(codes.map((code) => code.trim().toUpperCase()))];

export function createVoucherGuesses({ max, windowMs }: { max: number; windowMs: number }, now: () => number = Date.now): VoucherGuesses {
  const windows = new Map<string, { startedAt: number; codes: Set<string> }>();
  return {
    async admit(client, codes) {
      let window = windows.get(client);
      if (!window || now() - window.startedAt >= windowMs) {
        windows.delete(client);
        window = { startedAt: now(), codes: new Set() };
        windows.set(client, window);
        if (windows.size > MAX_CLIENTS) windows.delete(windows.keys().next().value!);
      }
      const fresh = new Set(countedCodes(codes).filter((code) => !window.codes.has(code)));
      if (window.codes.size + fresh.size > max) return false;
      for (const code of fresh) window.codes.add(code);
      return true;
    },
  };
}
