/**
 * Demo voucher codes, one per rule the cart has to apply. Validity is relative to `today`, so the
 * codes behave the same whenever the seed runs:
 * - WILLKOMMEN10   10 % off, valid from a month ago for a year
 * - FRUEHBUCHER50  50 € off (5,000 cents), valid from a month ago for a year
 * - ABGELAUFEN     10 % off, expired yesterday
 * - ARBEITSRECHT15 15 % off, only for courses in the scope Arbeitsrecht
 * - EINMALIG       20 € off, may be redeemed once (max_uses 1, not yet used)
 * - VERBRAUCHT     10 % off, its single use already taken (uses = max_uses = 1)
 * - DEMNAECHST     10 % off, valid only from 30 days after today
 */
export interface VoucherSeed {
  code: string;
  kind: 'PERCENT' | 'ABSOLUTE';
  /** PERCENT: whole percent; ABSOLUTE: cents. */
  value: number;
  /** Days relative to today, both ends included. */
  validFromDays: number;
  validToDays: number;
  scopeSlug: string | null;
  maxUses: number | null;
  uses: number;
}

export const VOUCHERS: readonly VoucherSeed[] = [
  { code: 'WILLKOMMEN10', kind: 'PERCENT', value: 10, validFromDays: -30, validToDays: 365, scopeSlug: null, maxUses: null, uses: 0 },
  { code: 'FRUEHBUCHER50', kind: 'ABSOLUTE', value: 5_000, validFromDays: -30, validToDays: 365, scopeSlug: null, maxUses: null, uses: 0 },
  { code: 'ABGELAUFEN', kind: 'PERCENT', value: 10, validFromDays: -400, validToDays: -1, scopeSlug: null, maxUses: null, uses: 0 },
  { code: 'ARBEITSRECHT15', kind: 'PERCENT', value: 15, validFromDays: -30, validToDays: 365, scopeSlug: 'arbeitsrecht', maxUses: null, uses: 0 },
  { code: 'EINMALIG', kind: 'ABSOLUTE', value: 2_000, validFromDays: -30, validToDays: 365, scopeSlug: null, maxUses: 1, uses: 0 },
  { code: 'VERBRAUCHT', kind: 'PERCENT', value: 10, validFromDays: -30, validToDays: 365, scopeSlug: null, maxUses: 1, uses: 1 },
  { code: 'DEMNAECHST', kind: 'PERCENT', value: 10, validFromDays: 30, validToDays: 395, scopeSlug: null, maxUses: null, uses: 0 },
];
