import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { HttpError, notFound } from '../errors.ts';
import type { Language } from '../../shared/constants.ts';
import { queueRequestedMail } from './mail.ts';
import { isEmailAddress } from './email-address.ts';

const confirmationMail: Record<Language, { subject: string; text: (link: string) => string }> = {
  de: {
    subject: 'Bitte bestätigen Sie Ihre Anmeldung zum Newsletter',
    text: (link) =>
      `Guten Tag,\n\nvielen Dank für Ihr Interesse an unserem Newsletter. Bitte bestätigen Sie Ihre Anmeldung über diesen Link:\n\n${link}\n\nWenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach.\n\nIhr Kursmarkt-Team`,
  },
  en: {
    subject: 'Please confirm your newsletter subscription',
    text: (link) =>
      `Hello,\n\nthank you for your interest in our newsletter. Please confirm your subscription with this link:\n\n${link}\n\nIf you did not sign up, simply ignore this e-mail.\n\nYour Kursmarkt team`,
  },
};

/**
 * Double opt-in: a sign-up is stored as PENDING and a confirmation link is mailed. Signing up again
 * sends a fresh link; an address that is already confirmed is answered the same way without a mail,
 * so the answer never tells whether an address is subscribed.
 */
export async function subscribe(db: Database, email: string, language: Language, publicUrl: string): Promise<void> {
  const address = email.trim();
  if (!isEmailAddress(address)) {
    throw new HttpError(422, 'INVALID_EMAIL', 'Bitte geben Sie eine gültige E-Mail-Adresse an!', 'email');
  }
  const token = randomBytes(24).toString('base64url');
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ status: string }>(
      `insert into newsletter_subscription (email, language, status, token) values ($1, $2, 'PENDING', $3)
       on conflict (lower(email)) do update
         set token = case when newsletter_subscription.status = 'PENDING' then excluded.token else newsletter_subscription.token end,
             language = excluded.language
       returning status`,
      [address, language, token],
    );
    if (row?.status !== 'PENDING') return;
    const link = `${publicUrl}/newsletter-confirmation?token=${token}`;
    const mail = confirmationMail[language];
    // Anyone can sign up any address: the confirmation mails per address and day are limited.
    await queueRequestedMail(tx, { to: address, subject: mail.subject, text: mail.text(link) });
  });
}

export async function confirm(db: Database, token: string): Promise<{ email: string }> {
  const [row] = await db.query<{ email: string }>(
    `update newsletter_subscription set status = 'CONFIRMED', confirmed_at = coalesce(confirmed_at, now())
      where token = $1 returning email`,
    [token],
  );
  if (!row) throw notFound('Newsletter confirmation');
  return row;
}
