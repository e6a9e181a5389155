/**
 * Verified e-mail addresses (issue 25 §3; contract: src/shared/email-verification.ts). A participant's
 * bookings, certificates and § 15 FAO hours follow the seat's e-mail address, so an account's address
 * counts only once its owner opened a link mailed to it (account.email_verified_at, migration
 * 022-email-verification.sql; the provider's email_verified claim says the same).
 *
 * Two signed links (services/signed-link.ts), both bound to an address: the signed purpose carries it,
 * the token's id is the record it is for.
 * - 'verify-email' + the account's address, id = the account: the registration mail's link. A token
 *   with another account's id, or for an address the account no longer has, fails the signature:
 *   403 EMAIL_LINK_INVALID. Genuine but older than LIFETIME_HOURS: 410 EMAIL_LINK_EXPIRED — and
 *   that token still asks for a new mail to the account's (unchanged) address.
 * - 'register-participant' + the participant's address, id = the order_participant row: the link of a
 *   participant's booking confirmation when the address has no account (participants/mail.ts). It
 *   fills the registration page's address, and an account registered through it with that very
 *   address is verified at once — the link came to that mailbox.
 * New mails are requested mails (services/mail.ts queueRequestedMail): at most a few a day per address.
 */
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import { TEXTS, type PageLanguage } from '../identity/texts.ts';
import { EMAIL_VERIFICATION_PATH, PARTICIPANT_REGISTRATION_PATH } from '../../shared/email-verification.ts';
import type { VerificationMail, VerifiedEmail } from '../../shared/email-verification.ts';
import { queueRequestedMail } from './mail.ts';
import { signLink, SignedLinkError, verifyLink } from './signed-link.ts';

export const EMAIL_VERIFICATION = {
  /** How long the registration mail's link works. */
  LIFETIME_HOURS: 48,
  /** How long a participant's registration link works: until well after the course. */
  REGISTRATION_LIFETIME_DAYS: 365,
} as const;

const accountPurpose = (email: string) => `verify-email\n${email.trim().toLowerCase()}`;
const participantPurpose = (email: string) => `register-participant\n${email.trim().toLowerCase()}`;

/** The id a token names, read before its signature is checked (to find the address it must be signed for). */
function idOf(token: string): number | undefined {
  const id = Number(token.split('.', 1)[0]);
  return /^[0-9]{1,15}\./.test(token) && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

const invalid = () => new HttpError(403, 'EMAIL_LINK_INVALID', 'token: this link is not valid (or the address has changed since); sign in to ask for a new one');
const expired = () => new HttpError(410, 'EMAIL_LINK_EXPIRED', 'token: this link has expired; ask for a new e-mail');

interface AccountRow {
  id: number;
  email: string;
  first_name: string;
  verified: boolean;
}

async function accountOf(db: Queryable, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountRow>(
    'select id::int as id, email, first_name, email_verified_at is not null as verified from account where id = $1',
    [id],
  );
  return row;
}

/** The account a verification token is for; 'expired' only for a genuine token. */
async function readToken(db: Queryable, token: string, now: Date): Promise<{ account: AccountRow; state: 'valid' | 'expired' }> {
  const id = idOf(token);
  const account = id === undefined ? undefined : await accountOf(db, id);
  if (!account) throw invalid();
  try {
    await verifyLink(db, token, accountPurpose(account.email), now);
    return { account, state: 'valid' };
  } catch (error) {
    if (error instanceof SignedLinkError) {
      if (error.reason === 'expired') return { account, state: 'expired' };
      throw invalid();
    }
    throw error;
  }
}

/** The registration mail's link for the account and its current address. */
export async function verificationUrl(db: Queryable, accountId: number, email: string, publicUrl: string, now = new Date()): Promise<string> {
  const expiresAt = new Date(now.getTime() + EMAIL_VERIFICATION.LIFETIME_HOURS * 3600_000);
  const token = await signLink(db, { purpose: accountPurpose(email), orderId: accountId, expiresAt });
  return `${publicUrl}${EMAIL_VERIFICATION_PATH}#token=${token}`;
}

/** "Bitte bestätigen Sie Ihre E-Mail-Adresse" to the account's address, a requested mail (false: its share for today is used up). */
export async function queueVerificationMail(
  tx: Queryable,
  account: { id: number; email: string; firstName: string },
  publicUrl: string,
  language: PageLanguage,
): Promise<boolean> {
  const t = TEXTS[language];
  const link = await verificationUrl(tx, account.id, account.email, publicUrl);
  return queueRequestedMail(tx, {
    to: account.email,
    subject: t.verifyMailSubject,
    text: t.verifyMailText(account.firstName, link, EMAIL_VERIFICATION.LIFETIME_HOURS),
  });
}

/** POST /api/email-verification: the link opened — the account's address is verified (again: no change). */
export async function verifyEmail(db: Queryable, token: string, now = new Date()): Promise<VerifiedEmail> {
  const { account, state } = await readToken(db, token, now);
  if (state === 'expired') throw expired();
  // The address is checked once more in the update: a change between the read and here wins.
  const [row] = await db.query<{ email: string }>(
    `update account set email_verified_at = coalesce(email_verified_at, now())
      where id = $1 and lower(email) = lower($2) returning email`,
    [account.id, account.email],
  );
  if (!row) throw invalid();
  return { email: row.email };
}

const alreadyVerified = () => new HttpError(409, 'EMAIL_ALREADY_VERIFIED', 'The e-mail address is verified already');

/** POST /api/email-verification/mail: a new mail for the account an expired (genuine) link named. */
export async function resendForExpiredLink(db: Queryable, token: string, publicUrl: string, language: PageLanguage, now = new Date()): Promise<VerificationMail> {
  // A still valid link may ask too (it is harmless): the mail goes to the account's address either way.
  const { account } = await readToken(db, token, now);
  if (account.verified) throw alreadyVerified();
  return { sent: await queueVerificationMail(db, { id: account.id, email: account.email, firstName: account.first_name }, publicUrl, language) };
}

/** POST /api/customer/email-verification/mail: a new mail for the signed-in account. */
export async function resendForAccount(db: Queryable, accountId: number, publicUrl: string, language: PageLanguage): Promise<VerificationMail> {
  const account = await accountOf(db, accountId);
  if (!account) throw new HttpError(404, 'NOT_FOUND', 'Customer not found');
  if (account.verified) throw alreadyVerified();
  return { sent: await queueVerificationMail(db, { id: account.id, email: account.email, firstName: account.first_name }, publicUrl, language) };
}

/** Whether the account's address is verified (GET /api/customer/bookings answers nothing before). */
export async function emailVerified(db: Queryable, accountId: number): Promise<boolean> {
  return (await accountOf(db, accountId))?.verified === true;
}

/** A participant's registration link (participants/mail.ts): fills in and verifies their address. */
export async function participantRegistrationUrl(
  db: Queryable,
  participant: { id: number; email: string },
  publicUrl: string,
  now = new Date(),
): Promise<string> {
  const expiresAt = new Date(now.getTime() + EMAIL_VERIFICATION.REGISTRATION_LIFETIME_DAYS * 86400_000);
  const token = await signLink(db, { purpose: participantPurpose(participant.email), orderId: participant.id, expiresAt });
  return `${publicUrl}${PARTICIPANT_REGISTRATION_PATH}#token=${token}`;
}

/** The address a participant's registration token was made for, if it is genuine and not expired. */
export async function participantRegistrationEmail(db: Queryable, token: string, now = new Date()): Promise<string | undefined> {
  const id = idOf(token);
  if (id === undefined) return undefined;
  const [row] = await db.query<{ email: string }>('select email from order_participant where id = $1', [id]);
  if (!row) return undefined;
  try {
    await verifyLink(db, token, participantPurpose(row.email), now);
    return row.email;
  } catch (error) {
    if (error instanceof SignedLinkError) return undefined;
    throw error;
  }
}
