/**
 * Who may withdraw what (pure; issue 24 §1):
 * - only consumers have the statutory right (§ 312g Abs. 1, § 13 BGB): a business order → BUSINESS_ORDER;
 * - within the period (§ 355 Abs. 2, § 356 Abs. 2 Nr. 2 BGB): 14 days from the day the contract was
 *   made — the order — not counting that day (§ 187 Abs. 1 BGB), ending at the end of the 14th day
 *   (§ 188 Abs. 1 BGB), Europe/Berlin. A declaration received later → PERIOD_OVER;
 * - a cancelled order → ORDER_CANCELLED, unless withdrawals cancelled it (→ ALREADY_WITHDRAWN);
 * - per position: withdrawn before → ALREADY_WITHDRAWN; the consumer asked for the early start and
 *   the course's dates are fully over → FULLY_PERFORMED (§ 356 Abs. 4 Satz 1 BGB: the right ends once
 *   the service is fully performed). A package takes the refusal of a course paid with its credits.
 */
import type { WithdrawalRefusal } from '../../../shared/withdrawal.ts';
import type { OrderForWithdrawal, PositionForWithdrawal, WithdrawalFacts } from './facts.ts';

/** The last moment of the period (ISO): one millisecond before midnight after its 14th day. */
export const periodEndsAt = (order: Pick<OrderForWithdrawal, 'periodEndsBefore'>) =>
  new Date(new Date(order.periodEndsBefore).getTime() - 1).toISOString();

/** Why the whole order cannot be withdrawn any more, whatever is selected; null when it can. */
export function orderRefusal({ order, positions }: WithdrawalFacts): WithdrawalRefusal | null {
  if (order.buyerType !== 'CONSUMER') return 'BUSINESS_ORDER';
  if (positions.length > 0 && positions.every((position) => position.withdrawalId !== null)) return 'ALREADY_WITHDRAWN';
  if (order.status === 'CANCELLED') return 'ORDER_CANCELLED';
  if (new Date(order.now).getTime() >= new Date(order.periodEndsBefore).getTime()) return 'PERIOD_OVER';
  return null;
}

/** The course positions paid with the credits of package position `pkg` (same order: cart rule 2). */
export const paidWithPackage = (positions: readonly PositionForWithdrawal[], pkg: PositionForWithdrawal) =>
  positions.filter(
    (position) => position.kind === 'COURSE' && position.packageIncluded && position.packageId !== null && position.packageId === pkg.packageId,
  );

function ownRefusal(order: OrderForWithdrawal, position: PositionForWithdrawal): WithdrawalRefusal | null {
  if (position.withdrawalId !== null) return 'ALREADY_WITHDRAWN';
  if (order.earlyStartRequested && position.kind === 'COURSE' && position.scheduleEnd !== null && position.scheduleEnd < order.today) {
    return 'FULLY_PERFORMED';
  }
  return null;
}

/** Why this position cannot be withdrawn (the order's reason first); null when it can. */
export function positionRefusal(facts: WithdrawalFacts, position: PositionForWithdrawal): WithdrawalRefusal | null {
  const own = orderRefusal(facts) ?? ownRefusal(facts.order, position);
  if (own || position.kind !== 'PACKAGE') return own;
  // A package's credits paid for courses: it goes back only with them (a performed one keeps it).
  for (const course of paidWithPackage(facts.positions, position)) {
    const refusal = ownRefusal(facts.order, course);
    if (refusal === 'FULLY_PERFORMED') return refusal;
  }
  return null;
}
