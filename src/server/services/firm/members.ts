/**
 * The members of a firm: the list (office managers only; the checkout's participants step offers
 * them as "Mitglieder der Kanzlei"), role changes and removal by an office manager, and leaving.
 * Every change locks the firm row first and keeps at least one office manager (409
 * LAST_OFFICE_MANAGER). Leaving or being removed ends the membership (left_at); the account keeps its
 * own bookings, orders and certificates — they are its by e-mail and by customer id, not the firm's.
 * The last member leaving closes the firm (and withdraws its open invitations).
 */
import type { FirmMember, FirmMembers, FirmMembership, FirmRole } from '../../../shared/firm.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { openInvitations } from './invitations.ts';
import { lastOfficeManager, lockFirm, membershipOf, officeManagerCount, requireMembership, requireOfficeManager } from './membership.ts';

const MEMBER_COLUMNS = `a.id::int as "accountId", a.first_name as "firstName", a.last_name as "lastName", a.email, m.role,
  to_char(m.joined_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "joinedAt"`;

/** The firm's current members, office managers first, then by name. */
export async function currentMembers(db: Queryable, firmId: number): Promise<FirmMember[]> {
  return db.query<FirmMember>(
    `select ${MEMBER_COLUMNS} from firm_member m join account a on a.id = m.account_id
      where m.firm_id = $1 and m.left_at is null
      order by m.role = 'OFFICE_MANAGER' desc, a.last_name, a.first_name, a.id`,
    [firmId],
  );
}

export async function firmMembers(db: Queryable, accountId: number): Promise<FirmMembers> {
  const firmId = await requireOfficeManager(db, accountId);
  return { members: await currentMembers(db, firmId), invitations: await openInvitations(db, firmId) };
}

/** The current membership of `memberId` in the firm, locked; another firm's (or nobody's) account answers 404. */
async function memberOfFirm(tx: Queryable, firmId: number, memberId: number): Promise<{ id: number; role: FirmRole }> {
  const [row] = await tx.query<{ id: number; role: FirmRole }>(
    'select id::int as id, role from firm_member where firm_id = $1 and account_id = $2 and left_at is null for update',
    [firmId, memberId],
  );
  if (!row) throw notFound(`Member ${memberId} of this firm`);
  return row;
}

export async function changeRole(db: Database, accountId: number, memberId: number, role: FirmRole): Promise<FirmMember> {
  const firmId = await requireOfficeManager(db, accountId);
  await db.transaction(async (tx) => {
    await lockFirm(tx, firmId);
    const member = await memberOfFirm(tx, firmId, memberId);
    if (member.role === role) return;
    if (member.role === 'OFFICE_MANAGER' && (await officeManagerCount(tx, firmId)) <= 1) throw lastOfficeManager();
    await tx.query('update firm_member set role = $2 where id = $1', [member.id, role]);
  });
  return (await currentMembers(db, firmId)).find((member) => member.accountId === memberId)!;
}

/** Ends a membership in a locked firm; the last member leaving closes the firm. */
async function endMembership(tx: Queryable, firmId: number, member: { id: number; role: FirmRole }): Promise<void> {
  const [{ members } = { members: 0 }] = await tx.query<{ members: number }>(
    'select count(*)::int as members from firm_member where firm_id = $1 and left_at is null',
    [firmId],
  );
  if (members > 1 && member.role === 'OFFICE_MANAGER' && (await officeManagerCount(tx, firmId)) <= 1) throw lastOfficeManager();
  await tx.query('update firm_member set left_at = greatest(now(), joined_at) where id = $1', [member.id]);
  if (members <= 1) {
    await tx.query('update firm set closed_at = now() where id = $1', [firmId]);
    await tx.query('update firm_invitation set withdrawn_at = now() where firm_id = $1 and accepted_at is null and withdrawn_at is null', [firmId]);
  }
}

export async function removeMember(db: Database, accountId: number, memberId: number): Promise<void> {
  const firmId = await requireOfficeManager(db, accountId);
  await db.transaction(async (tx) => {
    await lockFirm(tx, firmId);
    await endMembership(tx, firmId, await memberOfFirm(tx, firmId, memberId));
  });
}

export async function leaveFirm(db: Database, accountId: number): Promise<FirmMembership> {
  const { firmId } = await requireMembership(db, accountId);
  await db.transaction(async (tx) => {
    await lockFirm(tx, firmId);
    await endMembership(tx, firmId, await memberOfFirm(tx, firmId, accountId));
  });
  return { firm: null, role: null };
}

/**
 * Inside the caller's transaction: ends the account's current membership, if it has one (deleting the
 * account, services/data-rights/). The last office manager of a firm with other members is refused
 * (409 LAST_OFFICE_MANAGER) and must hand the role over first; the last member closes the firm.
 */
export async function endOwnMembership(tx: Queryable, accountId: number): Promise<void> {
  const membership = await membershipOf(tx, accountId);
  if (!membership) return;
  await lockFirm(tx, membership.firmId);
  await endMembership(tx, membership.firmId, await memberOfFirm(tx, membership.firmId, accountId));
}

/** Whether ending the account's membership would leave its firm's other members without an office manager. */
export async function isLastOfficeManager(db: Queryable, accountId: number): Promise<boolean> {
  const membership = await membershipOf(db, accountId);
  if (membership?.role !== 'OFFICE_MANAGER') return false;
  const [{ members } = { members: 0 }] = await db.query<{ members: number }>(
    'select count(*)::int as members from firm_member where firm_id = $1 and left_at is null',
    [membership.firmId],
  );
  return members > 1 && (await officeManagerCount(db, membership.firmId)) <= 1;
}
