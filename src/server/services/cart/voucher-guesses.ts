/**
 * Voucher codes a client may try per window (VOUCHER_RATE_LIMIT a minute), counted per code, not per
 * call: POST /api/cart carries up to ten codes at once, so a limit on calls let a client try ten
 * times as many codes. A code counts once per client and window, so pricing the same cart again
 * with the same codes (the SPA does on every change) costs nothing new.
 *
 * Kept in memory per instance, like the other rate limits; at most MAX_CLIENTS clients are tracked
 * (the oldest windows are forgotten first).
 */
const MAX_CLIENTS = 50_000;

export interface VoucherGuesses {
  /** True when the client may try these codes now (they are counted); false when over its budget (nothing counted). */
  admit(client: string, codes: readonly string[]): boolean;
}

export function createVoucherGuesses({ max, windowMs }: { max: number; windowMs: number }, now: () => number = Date.now): VoucherGuesses {
  const windows = new Map<string, { startedAt: number; codes: Set<string> }>();
  return {
    admit(client, codes) {
      let window = windows.get(client);
      if (!window || now() - window.startedAt >= windowMs) {
        windows.delete(client);
        window = { startedAt: now(), codes: new Set() };
        windows.set(client, window);
        if (windows.size > MAX_CLIENTS) windows.delete(windows.keys().next().value!);
      }
      const fresh = new Set(codes.map((code) => code.trim().toUpperCase()).filter((code) => !window.codes.has(code)));
      if (window.codes.size + fresh.size > max) return false;
      for (const code of fresh) window.codes.add(code);
      return true;
    },
  };
}
