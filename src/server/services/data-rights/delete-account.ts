/**
 * Deleting the signed-in customer's account (Art. 17 DSGVO): POST /api/customer/account/delete with
 * the current password, and GET /api/customer/account/deletion, which says beforehand what it does.
 *
 * In one transaction: the firm membership ends (the last office manager of a firm with other members
 * is refused, 409 LAST_OFFICE_MANAGER: hand the role over first), the cart, open checkout (it may
 * hold an IBAN), bookmarks, favourites, § 15 FAO manual entries, password-reset links, unattached
 * uploads and the newsletter subscription of the verified address are deleted, every record the
 * identity provider holds for the account (sessions, grants, refresh tokens) is revoked, and the
 * account row is wiped to a tombstone (028-account-deletion.sql): no name, no address, an address
 * nobody has — the real one is free for a new registration — and a password hash no password matches.
 *
 * Kept, because the tax law requires it (§ 147 AO, § 14b UStG; RETENTION_YEARS): the orders with their
 * positions and participants, payments, invoices and credit notes. They refer to the tombstone, so
 * nobody can read them in a customer area any more; the shop's staff and accounting (and a firm's
 * office manager, for the firm's orders) read them as before. Open payments stay owed; booked seats
 * stay booked under their order.
 */
import { RETENTION_YEARS, type DeletionCourse, type DeletionOrder, type DeletionPreview } from '../../../shared/data-rights.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { HttpError, notFound } from '../../errors.ts';
import { revokeAccountRecords } from '../../identity/adapter.ts';
import { BUSY_RETRY_AFTER_SECONDS, type CheckCredentials } from '../../identity/credential-check.ts';
import { catalogueToday } from '../catalogue.ts';
import { requireCustomer } from '../customer-access.ts';
import { endOwnMembership, isLastOfficeManager } from '../firm/index.ts';

/** A hash in the stored format that no password can match (passwords.ts verifyPassword refuses it). */
const NO_PASSWORD = 'scrypt$deleted';

/** The e-mail address of a deleted account: unique, and in a top-level domain that never exists (RFC 2606). */
export const tombstoneEmail = (accountId: number) => `deleted-${accountId}@account.invalid`;

/** Orders not cancelled, with something to pay and no payment received. */
const OPEN_PAYMENT = `o.status <> 'CANCELLED' and o.gross_cents > 0
  and not exists (select 1 from payment p where p.order_id = o.id and p.status = 'PAID')`;

export async function deletionPreview(db: Queryable, customerId: number, today = catalogueToday()): Promise<DeletionPreview> {
  requireCustomer(customerId);
  const [account] = await db.query<{ id: number }>('select id::int as id from account where id = $1 and deleted_at is null', [customerId]);
  if (!account) throw notFound('Customer');
  const openPayments = await db.query<DeletionOrder>(
    `select o.order_number as "orderNumber", o.status, o.gross_cents as "grossValue"
       from customer_order o where o.customer_id = $1 and ${OPEN_PAYMENT} order by o.placed_at, o.id`,
    [customerId],
  );
  const upcomingCourses = await db.query<DeletionCourse>(
    `select o.order_number as "orderNumber", p.name, p.schedule_start::text as "startDate", p.seats
       from order_position p join customer_order o on o.id = p.order_id
      where o.customer_id = $1 and o.status <> 'CANCELLED' and p.kind = 'COURSE' and p.withdrawn_at is null
        and coalesce(p.schedule_end, p.schedule_start) >= $2::date
      order by p.schedule_start, p.id`,
    [customerId, today],
  );
  const [kept] = await db.query<{ orders: number; invoices: number }>(
    `select count(distinct o.id)::int as orders, count(i.id)::int as invoices
       from customer_order o left join invoice i on i.order_id = o.id where o.customer_id = $1`,
    [customerId],
  );
  return {
    openPayments,
    upcomingCourses,
    keptOrders: kept?.orders ?? 0,
    keptInvoices: kept?.invoices ?? 0,
    retentionYears: RETENTION_YEARS,
    blockedBy: (await isLastOfficeManager(db, customerId)) ? 'LAST_OFFICE_MANAGER' : null,
  };
}

const wrongPassword = () =>
  new HttpError(403, 'WRONG_PASSWORD', 'The password is not correct; the account was not deleted', 'password');

const staffAccount = () =>
  new HttpError(409, 'STAFF_ACCOUNT', "An organizer's staff or referent account is closed by the shop's operator; please write to us");

/** The current password of the account, checked as a login is (back-off, bounded hashing); throws when it does not hold. */
async function checkPassword(db: Queryable, checkCredentials: CheckCredentials, customerId: number, password: string): Promise<void> {
  const [account] = await db.query<{ email: string; roles: string[] }>(
    'select email, roles from account where id = $1 and deleted_at is null',
    [customerId],
  );
  if (!account) throw notFound('Customer');
  // Staff and referent accounts are tied to catalogue rows; the shop's operator closes them.
  if (account.roles.some((role) => role !== 'customer')) throw staffAccount();
  const checked = await checkCredentials(account.email, password);
  if (checked.outcome === 'paused') {
    throw new HttpError(429, 'TOO_MANY_ATTEMPTS', `Too many wrong passwords; please try again in ${checked.seconds} seconds`, 'password', {
      retryAfterSeconds: checked.seconds,
    });
  }
  if (checked.outcome === 'busy') {
    throw new HttpError(503, 'BUSY', 'The password cannot be checked right now; please try again in a moment', undefined, {
      retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
    });
  }
  if (checked.outcome === 'wrong' || checked.account.id !== customerId) throw wrongPassword();
}

/** Everything personal that goes with the account, inside the caller's transaction; answers the storage keys of deleted uploads. */
async function deletePersonalData(tx: Queryable, customerId: number): Promise<string[]> {
  const [account] = await tx.query<{ email: string; verified: boolean }>(
    'select email, email_verified_at is not null as verified from account where id = $1 and deleted_at is null for update',
    [customerId],
  );
  if (!account) throw notFound('Customer');
  await endOwnMembership(tx, customerId);
  for (const table of ['cart', 'checkout', 'bookmark', 'favorite', 'manual_course']) {
    await tx.query(`delete from ${table} where customer_id = $1`, [customerId]);
  }
  await tx.query('delete from password_reset where account_id = $1', [customerId]);
  const uploads = await tx.query<{ key: string }>(
    'delete from upload where customer_id = $1 and order_id is null returning storage_key as key',
    [customerId],
  );
  // Proofs attached to an order belong to the order (kept with it); only the reference to the person goes.
  await tx.query('update upload set customer_id = null where customer_id = $1', [customerId]);
  // Only a verified address: an unverified one may be someone else's, whose subscription is theirs.
  if (account.verified) await tx.query('delete from newsletter_subscription where lower(email) = lower($1)', [account.email]);
  await revokeAccountRecords(tx, customerId);
  await tx.query(
    `update account set email = $2, first_name = '', last_name = '', password_hash = $3, roles = '{}',
            organizer_id = null, referent_id = null, street = null, city = null, zip_code = null, country = null,
            tax_number = null, buyer_type = null, company = null, invoice_reference = null, invoice_email = null, invoice_format = 'PDF',
            email_verified_at = null, deleted_at = now()
      where id = $1`,
    [customerId, tombstoneEmail(customerId), NO_PASSWORD],
  );
  return uploads.map((upload) => upload.key);
}

export interface DeleteAccountOptions {
  checkCredentials: CheckCredentials;
  /** Removes an upload's bytes (app.uploads.remove); called after the commit. */
  removeFile: (key: string) => Promise<void>;
}

export async function deleteAccount(db: Database, customerId: number, password: string, options: DeleteAccountOptions): Promise<void> {
  requireCustomer(customerId);
  // Before the transaction: hashing waits for a slot and must not hold the account's row lock.
  await checkPassword(db, options.checkCredentials, customerId, password);
  const keys = await db.transaction((tx) => deletePersonalData(tx, customerId));
  // The rows are gone; a file left behind by a failed removal is unreachable and holds no reference to the person.
  await Promise.allSettled(keys.map((key) => options.removeFile(key)));
}
