/**
 * Verified e-mail addresses (issue 25 §3): the contract between the server's verification routes and
 * the SPA's page. A participant's bookings follow the e-mail address of the seat, so the account's
 * address must be proved first (migration 022-email-verification.sql):
 * - the registration mail links `${EMAIL_VERIFICATION_PATH}#token=…`; the page posts the token to
 *   POST /api/email-verification (no sign-in needed: the mailbox proves it) — 200 VerifiedEmail,
 *   403 EMAIL_LINK_INVALID (malformed, forged, another account's, or the address changed since),
 *   410 EMAIL_LINK_EXPIRED;
 * - a new mail: POST /api/email-verification/mail with the expired link's token (no sign-in), or
 *   POST /api/customer/email-verification/mail signed in — 200 VerificationMail; at most
 *   REQUESTED_MAILS_PER_DAY requested mails a day go to one address (services/mail.ts);
 * - a participant's booking confirmation links `${PARTICIPANT_REGISTRATION_PATH}#token=…` when the
 *   address has no account: the page opens the registration with the token, the registration page
 *   fills in the address, and the account made through it counts as verified.
 * The token sits in the fragment, never in the path or the query: no server log holds it.
 */
export const EMAIL_VERIFICATION_PATH = '/e-mail-bestaetigen';
export const PARTICIPANT_REGISTRATION_PATH = '/konto-anlegen';

export type EmailLinkError = 'EMAIL_LINK_INVALID' | 'EMAIL_LINK_EXPIRED';

export interface VerifiedEmail {
  email: string;
}

export interface VerificationMail {
  /** false: nothing was sent — the address had its share of requested mails today. */
  sent: boolean;
}
