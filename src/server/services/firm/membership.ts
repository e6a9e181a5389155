/**
 * Who is what in which firm (the access rule of every firm call): the signed-in account's current
 * membership, the office-manager check, and the firm row lock every membership change takes first —
 * so two office managers demoting each other at once cannot leave the firm without one.
 */
import type { FirmRole } from '../../../shared/firm.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { requireCustomer } from '../customer-access.ts';

export interface Membership {
  firmId: number;
  role: FirmRole;
}

export const notInFirm = () => new HttpError(404, 'NOT_IN_FIRM', 'This account belongs to no firm (Kanzlei)');
export const notOfficeManager = () =>
  new HttpError(403, 'NOT_OFFICE_MANAGER', "Only the firm's office manager (Büroleitung) may do this; members see only their own data");
export const lastOfficeManager = () =>
  new HttpError(409, 'LAST_OFFICE_MANAGER', 'A firm keeps at least one office manager: appoint another one first');

/** The account's current membership, or undefined. `lock`: FOR UPDATE of the membership row (inside a transaction). */
export async function membershipOf(db: Queryable, accountId: number): Promise<Membership | undefined> {
  const [row] = await db.query<Membership>(
    `select m.firm_id::int as "firmId", m.role from firm_member m
      where m.account_id = $1 and m.left_at is null`,
    [accountId],
  );
  return row;
}

/** The signed-in customer's membership; 404 NOT_IN_FIRM without one. */
export async function requireMembership(db: Queryable, accountId: number): Promise<Membership> {
  requireCustomer(accountId);
  const membership = await membershipOf(db, accountId);
  if (!membership) throw notInFirm();
  return membership;
}

/** The signed-in customer's firm when they are its office manager; 404 NOT_IN_FIRM, 403 NOT_OFFICE_MANAGER. */
export async function requireOfficeManager(db: Queryable, accountId: number): Promise<number> {
  const membership = await requireMembership(db, accountId);
  if (membership.role !== 'OFFICE_MANAGER') throw notOfficeManager();
  return membership.firmId;
}

/** Locks the firm's row for the rest of the transaction (membership changes are serialised per firm). */
export async function lockFirm(tx: Queryable, firmId: number): Promise<void> {
  await tx.query('select id from firm where id = $1 for update', [firmId]);
}

export async function officeManagerCount(tx: Queryable, firmId: number): Promise<number> {
  const [row] = await tx.query<{ count: number }>(
    `select count(*)::int as count from firm_member where firm_id = $1 and left_at is null and role = 'OFFICE_MANAGER'`,
    [firmId],
  );
  return row!.count;
}

/**
 * SQL condition: order `o` is one of firm `$n`'s orders — placed by a member while a member
 * (025-firms.sql says why this is what "the firm's orders" means).
 */
export const FIRM_ORDER = (firmParam: string) => `exists (select 1 from firm_member fm
   where fm.firm_id = ${firmParam} and fm.account_id = o.customer_id and o.placed_at >= fm.joined_at
     and (fm.left_at is null or o.placed_at < fm.left_at))`;
