/**
 * Invitations by e-mail: an office manager invites an address (POST /api/firm/invitations), the mail
 * carries a random token in the link's fragment, and a signed-in account with that very address,
 * verified, accepts it (POST /api/firm/invitation/accept). Only the token's SHA-256 is stored.
 *
 * Refusals (nothing is written on any of them): 422 EMAIL_INVALID; 409 ALREADY_MEMBER (the address is
 * a member of this firm), 409 ALREADY_IN_FIRM (of another firm — at inviting and again at accepting,
 * since the address may have joined another firm in between); 404 INVITATION_INVALID (unknown,
 * withdrawn, used by another account, firm closed), 410 INVITATION_EXPIRED; 403 INVITATION_OTHER_EMAIL
 * (signed in with another address), 403 EMAIL_NOT_VERIFIED (the address is not proved yet: the
 * office manager would see the data of whoever registered with it).
 */
import { createHash, randomBytes } from 'node:crypto';
import { FIRM_INVITATION_DAYS, type FirmInvitation, type FirmMembership, type InvitationPreview } from '../../../shared/firm.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { HttpError, notFound } from '../../errors.ts';
import { requireCustomer } from '../customer-access.ts';
import { isEmailAddress } from '../email-address.ts';
import { queueMail } from '../mail.ts';
import { alreadyInFirm, firmMembership } from './firm.ts';
import { invitationMail } from './mail-texts.ts';
import { lockFirm, membershipOf, requireOfficeManager } from './membership.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const invalid = () => new HttpError(404, 'INVITATION_INVALID', 'token: this invitation is not valid (withdrawn, already used, or the firm was closed)');
const expired = () => new HttpError(410, 'INVITATION_EXPIRED', 'token: this invitation has expired; ask the office manager for a new one');
const alreadyMember = () => new HttpError(409, 'ALREADY_MEMBER', 'email: this address is already a member of the firm', 'email');

const INVITATION_COLUMNS = `id::int as id, email,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "expiresAt"`;
const OPEN = 'accepted_at is null and withdrawn_at is null';

export async function openInvitations(db: Queryable, firmId: number): Promise<FirmInvitation[]> {
  return db.query<FirmInvitation>(
    `select ${INVITATION_COLUMNS} from firm_invitation where firm_id = $1 and ${OPEN} and expires_at > now() order by created_at, id`,
    [firmId],
  );
}

/** Whose firm the address belongs to, if any (by the account with that address, any letter case). */
async function firmOfAddress(tx: Queryable, email: string): Promise<number | undefined> {
  const [row] = await tx.query<{ firmId: number }>(
    `select m.firm_id::int as "firmId" from account a join firm_member m on m.account_id = a.id and m.left_at is null
      where lower(a.email) = lower($1)`,
    [email],
  );
  return row?.firmId;
}

export async function invite(db: Database, accountId: number, rawEmail: string, publicUrl: string): Promise<FirmInvitation> {
  const firmId = await requireOfficeManager(db, accountId);
  const email = rawEmail.trim();
  if (!isEmailAddress(email)) throw new HttpError(422, 'EMAIL_INVALID', 'email: please give a valid e-mail address', 'email');
  return db.transaction(async (tx) => {
    await lockFirm(tx, firmId);
    const theirs = await firmOfAddress(tx, email);
    if (theirs === firmId) throw alreadyMember();
    if (theirs !== undefined) throw alreadyInFirm('This address');
    // Inviting again replaces the open invitation (its old link stops working): a new mail, a new deadline.
    await tx.query(`update firm_invitation set withdrawn_at = now() where firm_id = $1 and lower(email) = lower($2) and ${OPEN}`, [firmId, email]);
    const token = randomBytes(32).toString('base64url');
    const [invitation] = await tx.query<FirmInvitation>(
      `insert into firm_invitation (firm_id, email, token_hash, invited_by, expires_at)
       values ($1, $2, $3, $4, now() + make_interval(days => $5)) returning ${INVITATION_COLUMNS}`,
      [firmId, email, hashOf(token), accountId, FIRM_INVITATION_DAYS],
    );
    const [facts] = await tx.query<{ firmName: string; inviter: string }>(
      `select f.name as "firmName", a.first_name || ' ' || a.last_name as inviter from firm f, account a where f.id = $1 and a.id = $2`,
      [firmId, accountId],
    );
    await queueMail(tx, invitationMail({ to: email, ...facts!, token, validUntil: invitation!.expiresAt.slice(0, 10), publicUrl }));
    return invitation!;
  });
}

export async function withdrawInvitation(db: Queryable, accountId: number, invitationId: number): Promise<void> {
  const firmId = await requireOfficeManager(db, accountId);
  const rows = await db.query(`update firm_invitation set withdrawn_at = now() where id = $1 and firm_id = $2 and ${OPEN} returning id`, [
    invitationId,
    firmId,
  ]);
  if (rows.length === 0) throw notFound(`Invitation ${invitationId}`);
}

interface InvitationRow {
  id: number;
  firmId: number;
  firmName: string;
  email: string;
  expired: boolean;
  usable: boolean;
  acceptedBy: number | null;
}

async function invitationOf(db: Queryable, token: string, lock = ''): Promise<InvitationRow> {
  const [row] = await db.query<InvitationRow>(
    `select i.id::int as id, i.firm_id::int as "firmId", f.name as "firmName", i.email, i.expires_at <= now() as expired,
            i.withdrawn_at is null and i.accepted_at is null and f.closed_at is null as usable, i.accepted_by::int as "acceptedBy"
       from firm_invitation i join firm f on f.id = i.firm_id where i.token_hash = $1 ${lock}`,
    [hashOf(token)],
  );
  if (!row) throw invalid();
  return row;
}

function assertUsable(row: InvitationRow): void {
  if (!row.usable) throw invalid();
  if (row.expired) throw expired();
}

/** What the invitation page shows before accepting (no sign-in: the token from the mailbox is the credential). */
export async function previewInvitation(db: Queryable, token: string): Promise<InvitationPreview> {
  const row = await invitationOf(db, token);
  assertUsable(row);
  const [account] = await db.query<{ id: number }>('select id from account where lower(email) = lower($1)', [row.email]);
  return { firmName: row.firmName, email: row.email, accountExists: account !== undefined };
}

export async function acceptInvitation(db: Database, accountId: number, token: string): Promise<FirmMembership> {
  requireCustomer(accountId);
  await db.transaction(async (tx) => {
    const invitation = await invitationOf(tx, token, 'for update of i');
    // Accepting twice (a reload of the page) answers the same.
    if (invitation.acceptedBy === accountId && (await membershipOf(tx, accountId))?.firmId === invitation.firmId) return;
    assertUsable(invitation);
    const [account] = await tx.query<{ email: string; verified: boolean }>(
      'select email, email_verified_at is not null as verified from account where id = $1 for update',
      [accountId],
    );
    if (!account) throw invalid();
    if (account.email.toLowerCase() !== invitation.email.toLowerCase())
      throw new HttpError(403, 'INVITATION_OTHER_EMAIL', `The invitation is for ${invitation.email}: sign in with that address`, 'email');
    if (!account.verified)
      throw new HttpError(403, 'EMAIL_NOT_VERIFIED', 'Confirm your e-mail address first (the mail "Bitte bestätigen Sie Ihre E-Mail-Adresse")', 'email');
    const current = await membershipOf(tx, accountId);
    if (current?.firmId === invitation.firmId) throw alreadyMember();
    if (current) throw alreadyInFirm();
    await lockFirm(tx, invitation.firmId);
    await tx.query(`insert into firm_member (firm_id, account_id, role) values ($1, $2, 'MEMBER')`, [invitation.firmId, accountId]);
    await tx.query('update firm_invitation set accepted_at = now(), accepted_by = $2 where id = $1', [invitation.id, accountId]);
  });
  return firmMembership(db, accountId);
}
