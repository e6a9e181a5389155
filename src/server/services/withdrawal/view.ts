/**
 * What the withdrawal page reads (GET /api/withdrawals/{token}, POST …/preview): the order with every
 * position and why it can or cannot be withdrawn, and — before confirming — what the selection
 * refunds, what is owed pro rata (§ 357a Abs. 2 BGB) and how the money goes back. Reads only.
 */
import type { WithdrawableOrder, WithdrawalPreview, WithdrawalSelection } from '../../../shared/withdrawal.ts';
import type { Database } from '../../db/database.ts';
import { refundMethodFor } from '../payment/index.ts';
import { orderRefusal, periodEndsAt, positionRefusal } from './eligibility.ts';
import { readWithdrawalFacts } from './facts.ts';
import { priceSelection, selectPositions } from './selection.ts';

export async function withdrawableOrder(db: Database, orderId: number): Promise<WithdrawableOrder> {
  const facts = await readWithdrawalFacts(db, orderId);
  const { order } = facts;
  const positions = facts.positions.map((position) => ({
    positionId: position.id,
    name: position.name,
    organizer: position.organizer,
    scheduleStart: position.scheduleStart,
    scheduleEnd: position.scheduleEnd,
    scheduleCity: position.scheduleCity,
    grossCents: position.grossCents,
    refusal: positionRefusal(facts, position),
  }));
  return {
    orderNumber: order.orderNumber,
    placedAt: order.placedAt,
    buyerType: order.buyerType,
    buyerName: [order.buyer.firstName, order.buyer.lastName].filter(Boolean).join(' '),
    email: order.email,
    periodEndsAt: periodEndsAt(order),
    refusal: orderRefusal(facts) ?? (positions.every((position) => position.refusal !== null) ? (positions[0]?.refusal ?? null) : null),
    earlyStartRequested: order.earlyStartRequested,
    positions,
  };
}

export async function previewWithdrawal(db: Database, orderId: number, selection: WithdrawalSelection): Promise<WithdrawalPreview> {
  const facts = await readWithdrawalFacts(db, orderId);
  const priced = priceSelection(facts, selectPositions(facts, selection.positionIds));
  return {
    lines: priced.lines,
    proRataCents: priced.proRataCents,
    refundCents: priced.refundCents,
    refundMethod: await refundMethodFor(db, orderId, priced.refundCents),
  };
}
