/**
 * The early-start request (§ 356 Abs. 4, § 357a Abs. 2 BGB; issue 24 §2): a consumer who books a course
 * starting within the withdrawal period asks, with the summary's checkbox, that the service begin
 * before the period ends, and acknowledges what that means. The order stores when it was asked and
 * in which wording (its version); the confirmation e-mail quotes that wording. The checkbox's text
 * (src/locales/{de,en}/checkout.json, `checkout.summary.earlyStart`) is the current version's, word
 * for word (tests/server/withdrawal-texts.test.ts checks it). A changed wording gets a new version here;
 * older versions stay, so every stored order can still be quoted.
 */
export interface EarlyStartWording {
  de: string;
  en: string;
}

export const EARLY_START_WORDINGS = {
  '2026-11-27': {
    de: 'Ich verlange ausdrücklich, dass Sie vor Ablauf der Widerrufsfrist mit der Leistung beginnen. Mir ist bekannt, dass ich im Fall eines Widerrufs einen angemessenen Betrag für die bis dahin erbrachte Leistung zahle und dass mein Widerrufsrecht erlischt, sobald der Vertrag vollständig erfüllt ist (§ 356 Abs. 4, § 357a Abs. 2 BGB).',
    en: 'I expressly request that you begin the service before the withdrawal period ends. I know that if I withdraw I pay a reasonable amount for the service provided until then, and that my right of withdrawal expires once the contract has been fully performed (§ 356 (4), § 357a (2) BGB).',
  },
} as const satisfies Record<string, EarlyStartWording>;

export type EarlyStartWordingVersion = keyof typeof EARLY_START_WORDINGS;

/** The version the summary shows now (and the order stores). */
export const EARLY_START_WORDING_VERSION: EarlyStartWordingVersion = '2026-11-27';

/** The stored early-start request of an order: when, and in which wording. */
export interface EarlyStartRecord {
  /** ISO timestamp of the order that carried the request. */
  requestedAt: string;
  wordingVersion: string;
}

/** The wording of a stored version (null for a version this code does not know). */
export function earlyStartWording(version: string): EarlyStartWording | null {
  return Object.hasOwn(EARLY_START_WORDINGS, version) ? EARLY_START_WORDINGS[version as EarlyStartWordingVersion] : null;
}
