/**
 * GET /api/firm (the signed-in account's firm and role) and POST /api/firm (a customer creates a firm
 * and becomes its first office manager). An account belongs to at most one firm: 409 ALREADY_IN_FIRM.
 */
import type { Firm, FirmMembership, NewFirm } from '../../../shared/firm.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { requireCustomer } from '../customer-access.ts';
import { membershipOf } from './membership.ts';

export const alreadyInFirm = (who = 'This account') =>
  new HttpError(409, 'ALREADY_IN_FIRM', `${who} already belongs to a firm (Kanzlei); an account belongs to one firm at most`, 'email');

const FIRM_COLUMNS = `id::int as id, name, street, zip_code as "zipCode", city, country, tax_number as "taxNumber"`;

export async function firmById(db: Queryable, firmId: number): Promise<Firm | undefined> {
  const [row] = await db.query<Firm>(`select ${FIRM_COLUMNS} from firm where id = $1`, [firmId]);
  return row;
}

export async function firmMembership(db: Queryable, accountId: number): Promise<FirmMembership> {
  requireCustomer(accountId);
  const membership = await membershipOf(db, accountId);
  if (!membership) return { firm: null, role: null };
  return { firm: (await firmById(db, membership.firmId)) ?? null, role: membership.role };
}

const optional = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export async function createFirm(db: Database, accountId: number, input: NewFirm): Promise<FirmMembership> {
  requireCustomer(accountId);
  return db.transaction(async (tx) => {
    // The account row lock serialises two creations (or a creation and an accept) of one account.
    await tx.query('select id from account where id = $1 for update', [accountId]);
    if (await membershipOf(tx, accountId)) throw alreadyInFirm();
    const [firm] = await tx.query<Firm>(
      `insert into firm (name, street, zip_code, city, country, tax_number) values ($1, $2, $3, $4, $5, $6)
       returning ${FIRM_COLUMNS}`,
      [input.name.trim(), optional(input.street), optional(input.zipCode), optional(input.city), optional(input.country), optional(input.taxNumber)],
    );
    await tx.query(`insert into firm_member (firm_id, account_id, role) values ($1, $2, 'OFFICE_MANAGER')`, [firm!.id, accountId]);
    return { firm: firm!, role: 'OFFICE_MANAGER' };
  });
}
