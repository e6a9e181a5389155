/**
 * Demo accounts for the embedded sign-in (passwords in README.md): a customer, a member of organizer
 * 1's staff, the account of referent 1, and the demo firm's office manager and two members (issue 25
 * §7, seed/demo-firm.ts). Written once; an existing address is left as it is, so a reseed of the catalogue keeps accounts and their sessions. Their passwords are public: the server
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
  // The demo firm "Kanzlei Demo & Partner" (issue 25 §7, seed/demo-firm.ts): its office manager and two members.
  { email: 'kanzlei@kursmarkt.example', password: 'Kanzlei-Demo-2026', firstName: 'Beate', lastName: 'Büroleitung', roles: ['customer'], emailVerified: true },
  { email: 'anna.anwaeltin@kursmarkt.example', password: 'Anwaeltin-Demo-2026', firstName: 'Anna', lastName: 'Anwältin', roles: ['customer'], emailVerified: true },
  { email: 'bernd.anwalt@kursmarkt.example', password: 'Anwalt-Demo-2026', firstName: 'Bernd', lastName: 'Anwalt', roles: ['customer'], emailVerified: true },
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
