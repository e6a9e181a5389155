/** Accounts of the embedded identity provider: registration, credential check, password change, look-up by id. */
import type { Database, Queryable } from '../db/database.ts';
import { revokeAccountRecords } from './adapter.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import type { Role } from './roles.ts';

export interface Account {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  organizerId: number | null;
  referentId: number | null;
  street: string | null;
  city: string | null;
  zipCode: string | null;
  country: string | null;
  createdAt: string;
  /** When the owner proved the address (022-email-verification.sql); null: not verified. */
  emailVerifiedAt: string | null;
}

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  roles?: Role[];
  organizerId?: number | null;
  referentId?: number | null;
  /** The address is proved already (the demo accounts; a registration through a participant's signed link). */
  emailVerified?: boolean;
}

interface AccountRow {
  id: number | string;
  email: string;
  first_name: string;
  last_name: string;
  roles: Role[];
  organizer_id: number | null;
  referent_id: number | null;
  street: string | null;
  city: string | null;
  zip_code: string | null;
  country: string | null;
  created_at: Date | string;
  email_verified_at: Date | string | null;
  password_hash?: string;
}

const COLUMNS = `id, email, first_name, last_name, roles, organizer_id, referent_id, street, city, zip_code, country, created_at, email_verified_at`;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

function toAccount(row: AccountRow): Account {
  return {
    id: Number(row.id),
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    roles: row.roles,
    organizerId: row.organizer_id,
    referentId: row.referent_id,
    street: row.street,
    city: row.city,
    zipCode: row.zip_code,
    country: row.country,
    createdAt: new Date(row.created_at).toISOString(),
    emailVerifiedAt: row.email_verified_at === null ? null : new Date(row.email_verified_at).toISOString(),
  };
}

export const normaliseEmail = (email: string) => email.trim();

export async function findAccountById(db: Queryable, id: number): Promise<Account | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const [row] = await db.query<AccountRow>(`select ${COLUMNS} from account where id = $1`, [id]);
  return row && toAccount(row);
}

export async function emailTaken(db: Queryable, email: string): Promise<boolean> {
  const [row] = await db.query<{ taken: boolean }>(
    'select exists (select 1 from account where lower(email) = lower($1)) as taken',
    [normaliseEmail(email)],
  );
  return row?.taken === true;
}

/** The account for these credentials, or undefined; unknown addresses cost as much time as wrong passwords. */
export async function authenticate(db: Queryable, email: string, password: string): Promise<Account | undefined> {
  const [row] = await db.query<AccountRow>(
    `select ${COLUMNS}, password_hash from account where lower(email) = lower($1)`,
    [normaliseEmail(email)],
  );
  const matches = await verifyPassword(password, row?.password_hash ?? (await dummyPasswordHash()));
  return row && matches ? toAccount(row) : undefined;
}

/** Creates an account; undefined when the e-mail address is taken (in any letter case). */
export async function createAccount(db: Queryable, input: NewAccount): Promise<Account | undefined> {
  const passwordHash = await hashPassword(input.password);
  const [row] = await db.query<AccountRow>(
    `insert into account (email, first_name, last_name, password_hash, roles, organizer_id, referent_id, email_verified_at)
     values ($1, $2, $3, $4, $5::text[], $6, $7, case when $8::boolean then now() end)
     on conflict ((lower(email))) do nothing
     returning ${COLUMNS}`,
    [
      normaliseEmail(input.email),
      input.firstName.trim(),
      input.lastName.trim(),
      passwordHash,
      input.roles ?? ['customer'],
      input.organizerId ?? null,
      input.referentId ?? null,
      input.emailVerified === true,
    ],
  );
  return row && toAccount(row);
}

/**
 * Replaces the account's password and, in the same transaction, revokes everything the provider
 * holds for it (sessions, grants, refresh tokens): whoever is signed in elsewhere must sign in again.
 * The new hash is made first, outside the transaction (it waits for a hashing slot).
 */
export async function replacePassword(db: Database, accountId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction((tx) => storePasswordHash(tx, accountId, passwordHash));
}

/** Inside the caller's transaction: the new hash (made by hashPassword), and every provider record of the account revoked. */
export async function storePasswordHash(tx: Queryable, accountId: number, passwordHash: string): Promise<void> {
  await tx.query('update account set password_hash = $2 where id = $1', [accountId, passwordHash]);
  await revokeAccountRecords(tx, accountId);
}
