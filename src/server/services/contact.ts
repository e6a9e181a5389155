import type { Database } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import type { ContactRequest } from '../../shared/types.ts';
import { queueMail } from './mail.ts';
import { isEmailAddress } from './email-address.ts';

/** Stores a contact request and notifies the shop's team in the same transaction. */
export async function submitContactRequest(db: Database, request: ContactRequest, teamAddress: string): Promise<void> {
  const email = request.email.trim();
  if (!isEmailAddress(email)) throw new HttpError(400, 'INVALID_EMAIL', 'body \'email\' is not a valid e-mail address', 'email');
  await db.transaction(async (tx) => {
    await tx.query(
      'insert into contact_request (name, email, phone, subject, message) values ($1, $2, $3, $4, $5)',
      [request.name.trim(), email, request.phone?.trim() || null, request.subject.trim(), request.message.trim()],
    );
    await queueMail(tx, {
      to: teamAddress,
      subject: `Kontaktanfrage: ${request.subject.trim()}`,
      text: `Von: ${request.name.trim()} <${email}>${request.phone ? `\nTelefon: ${request.phone.trim()}` : ''}\n\n${request.message.trim()}`,
    });
  });
}
