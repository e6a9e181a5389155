/**
 * Demo accounts for the embedded sign-in (passwords in README.md): a customer, a member of organizer
 * 1's staff and the account of referent 1. Written once; an existing address is left as it is, so a
 * reseed of the catalogue keeps accounts and their sessions. Their passwords are public: the server
 * seeds them only in demo mode (server.ts prepareDatabase, README "Demo and deployment"). Their
 * addresses count as verified (022-email-verification.sql): the demo shows a participant's bookings.
 */
import type { Queryable } from '../db/database.ts';
import { createAccount, emailTaken, type NewAccount } from '../identity/accounts.ts';

export const DEMO_ACCOUNTS: readonly NewAccount[] = [
  { email: 'kunde@kursmarkt.example', password: 'Kunde-Demo-2026', firstName: 'Clara', lastName: 'Kunde', roles: ['customer'], emailVerified: true },
  {
    email: 'veranstalter@kursmarkt.example',
    password: 'Veranstalter-Demo-2026',
    firstName: 'Otto',
    lastName: 'Veranstalter',
    roles: ['organizer_staff'],
    organizerId: 1,
    emailVerified: true,
  },
  {
    email: 'referent@kursmarkt.example',
    password: 'Referent-Demo-2026',
    firstName: 'Rita',
    lastName: 'Referentin',
    roles: ['referent'],
    referentId: 1,
    emailVerified: true,
  },
];

/** Creates the demo accounts that do not exist yet; returns how many were created. */
export async function seedDemoAccounts(db: Queryable): Promise<number> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await emailTaken(db, account.email)) {
      // Written before addresses were verified (022-email-verification.sql): verified now.
      await db.query('update account set email_verified_at = now() where lower(email) = lower($1) and email_verified_at is null', [account.email]);
      continue;
    }
    if (await createAccount(db, account)) created += 1;
  }
  return created;
}
