/**
 * IBAN check (ISO 13616): the country's length from the SWIFT IBAN registry and the mod-97 check
 * digits. A typo in one character or two swapped neighbours always fails mod 97, so a SEPA mandate
 * is never taken for an account number that cannot exist. One module for both sides: the SEPA form
 * checks while the shopper types (sparing a round trip), the server checks again before it takes a
 * mandate, and both answer alike (tests/support/iban-cases.ts is the table both test).
 */

/** IBAN lengths of the SEPA countries and the other registry members a German shop may meet (a compact table, as the registry prints it). */
// prettier-ignore
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, BY: 28, CH: 21, CR: 22, CY: 28,
  CZ: 24, DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18,
  GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32,
  LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24, ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24,
  PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, SA: 24, SC: 31, SE: 24, SI: 19, SK: 24, SM: 27, ST: 25, SV: 28,
  TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20,
};

/** The IBAN as stored: spaces removed, upper case ("de89 3704 …" → "DE89370400440532013000"). */
export const normalizeIban = (iban: string): string => iban.replace(/[\s-]+/g, '').toUpperCase();

/** ISO 7064 mod 97-10 of an IBAN rearranged (country and check digits moved to the end, letters as 10–35). */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? char.charCodeAt(0) - 55 : char.charCodeAt(0) - 48;
    // Two-digit values shift the remainder by 100, one-digit ones by 10; the remainder stays small.
    remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

/** True when the (normalized) IBAN has a known country, that country's length and valid check digits. */
export function isValidIban(input: string): boolean {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  return length === iban.length && mod97(iban) === 1;
}

/** What the shopper sees again later: country, check digits and the last four ("DE89 •••• 3000"). */
export const maskIban = (iban: string): string => `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;

/** Printed form in groups of four ("DE89 3704 0044 0532 0130 00"). */
export const formatIban = (iban: string): string => normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
