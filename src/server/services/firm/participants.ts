/**
 * The office manager names or replaces the participants of a member's order (issue 25 §6: "Until the
 * start, the buyer (or the firm's office manager) replaces a participant"): PUT
 * /api/firm/orders/{orderNumber}/positions/{positionId}/participants. Exactly the buyer's rules,
 * deadlines and mails (services/participants/later.ts) — the mails keep naming the buyer as who
 * booked. A member gets 403 NOT_OFFICE_MANAGER; an order that is not a current member's order of the
 * firm answers 404 as if it did not exist (the check is repeated under the position's lock).
 */
import type { PositionParticipants } from '../../../shared/participants.ts';
import type { Database } from '../../db/database.ts';
import { nameParticipantsLater, type EntryInput } from '../participants/index.ts';
import { requireOfficeManager } from './membership.ts';

export async function nameParticipantsForFirm(
  db: Database,
  accountId: number,
  orderNumber: string,
  positionId: number,
  body: { participants: (EntryInput | null)[] },
  options: { today: string; closesDaysBefore: number; publicUrl: string },
): Promise<PositionParticipants> {
  await requireOfficeManager(db, accountId);
  return nameParticipantsLater(db, { firmManagerId: accountId, orderNumber }, positionId, body, options);
}
