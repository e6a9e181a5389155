/**
 * Demo accounts for the embedded sign-in (passwords in README.md): a customer, a member of organizer
 * 1's staff and the account of referent 1. Written once; an existing address is left as it is, so a
 * reseed of the catalogue keeps accounts and their sessions. Their passwords are public: the server
 * seeds them only in demo mode (server.ts prepareDatabase, README "Demo and deployment").
 */
import type { Queryable } from '../db/database.ts';
import { createAccount, emailTaken, type NewAccount } from '../identity/accounts.ts';

export const DEMO_ACCOUNTS: readonly NewAccount[] = [
  { email: 'kunde@kursmarkt.example', password: 'Kunde-Demo-2026', firstName: 'Clara', lastName: 'Kunde', roles: ['customer'] },
  {
    email: 'veranstalter@kursmarkt.example',
    password: 'Veranstalter-Demo-2026',
    firstName: 'Otto',
    lastName: 'Veranstalter',
    roles: ['organizer_staff'],
    organizerId: 1,
  },
  {
    email: 'referent@kursmarkt.example',
    password: 'Referent-Demo-2026',
    firstName: 'Rita',
    lastName: 'Referentin',
    roles: ['referent'],
    referentId: 1,
  },
];

/** Creates the demo accounts that do not exist yet; returns how many were created. */
export async function seedDemoAccounts(db: Queryable): Promise<number> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await emailTaken(db, account.email)) continue;
    if (await createAccount(db, account)) created += 1;
  }
  return created;
}
