/**
 * Verified e-mail addresses (src/shared/email-verification.ts) and a participant's own bookings:
 * the verification link traded for the verified address, a new verification mail (with an expired
 * link's token, or signed in), and GET /api/customer/bookings (empty with emailVerified false until
 * the address is verified).
 */
import type { Options } from 'ky';
import { handlingNotFound, http, withoutAuth } from '../lib/http';
import type { Language } from '../shared/constants';
import type { VerificationMail, VerifiedEmail } from '../shared/email-verification';
import type { ParticipantBookings } from '../shared/participants';

/** POST /api/email-verification: the mail's link opened; no sign-in needed. */
export function verifyEmail(token: string, signal?: AbortSignal): Promise<VerifiedEmail> {
  return http.post('email-verification', handlingNotFound(withoutAuth({ json: { token }, signal }))).json<VerifiedEmail>();
}

/** POST /api/email-verification/mail: a new link, asked with an expired one's token. */
export function requestVerificationMail(token: string, language: Language): Promise<VerificationMail> {
  return http.post('email-verification/mail', withoutAuth({ json: { token, language } })).json<VerificationMail>();
}

/** POST /api/customer/email-verification/mail: a new link for the signed-in account. */
export function requestOwnVerificationMail(language: Language): Promise<VerificationMail> {
  return http.post('customer/email-verification/mail', { json: { language } }).json<VerificationMail>();
}

/** GET /api/customer/bookings: the dates the account's (verified) address takes part in. */
export function getParticipantBookings(options: Options = {}): Promise<ParticipantBookings> {
  return http.get('customer/bookings', options).json<ParticipantBookings>();
}
