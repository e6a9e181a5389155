/**
 * A selection of positions to withdraw, checked and priced (pure). Refusals, each a clear 4xx that
 * changes nothing: an empty selection (422 WITHDRAWAL_NOTHING_SELECTED), an id that is not a position
 * of this order (422 WITHDRAWAL_POSITION_UNKNOWN), an order or a position that cannot be withdrawn
 * (409 with the refusal as the code: BUSINESS_ORDER, PERIOD_OVER, ALREADY_WITHDRAWN, …).
 *
 * A package goes back with the courses its credits paid for (cart rule 2, services/cart/pricing.ts:
 * credits are spent in the package's own order), so selecting it selects them too; a course paid
 * with credits may go back alone, and its hours are credited to the package again.
 *
 * The pro-rata amount applies only to an order that was invoiced: positions withdrawn from an order
 * not yet confirmed are left out of what it bills and collects (invoice/order-facts.ts, order/pay.ts).
 */
import type { WithdrawalPreviewLine, WithdrawalRefusal } from '../../../shared/withdrawal.ts';
import { HttpError } from '../../errors.ts';
import { orderRefusal, paidWithPackage, positionRefusal } from './eligibility.ts';
import type { PositionForWithdrawal, WithdrawalFacts } from './facts.ts';
import { proRataCents } from './pro-rata.ts';

const REFUSAL_MESSAGES: Record<WithdrawalRefusal, string> = {
  BUSINESS_ORDER:
    'The order was placed as a business: there is no statutory right of withdrawal; the cancellation terms of the AGB apply',
  PERIOD_OVER: 'The withdrawal period of 14 days from the order has ended; the cancellation terms of the AGB apply',
  FULLY_PERFORMED: 'The course was fully performed at your request before the withdrawal period ended (§ 356 Abs. 4 BGB)',
  ALREADY_WITHDRAWN: 'This was withdrawn before',
  ORDER_CANCELLED: 'The order was cancelled',
};

export const refused = (refusal: WithdrawalRefusal, what?: string) =>
  new HttpError(409, refusal, what ? `${what}: ${REFUSAL_MESSAGES[refusal]}` : REFUSAL_MESSAGES[refusal], 'positionIds');

/** The positions to withdraw (packages with their courses), in the order's line order; throws a refusal. */
export function selectPositions(facts: WithdrawalFacts, positionIds: readonly number[]): PositionForWithdrawal[] {
  if (positionIds.length === 0) {
    throw new HttpError(422, 'WITHDRAWAL_NOTHING_SELECTED', 'positionIds: choose at least one position to withdraw', 'positionIds');
  }
  const byId = new Map(facts.positions.map((position) => [position.id, position]));
  const unknown = positionIds.filter((id) => !byId.has(id));
  if (unknown.length > 0) {
    throw new HttpError(
      422,
      'WITHDRAWAL_POSITION_UNKNOWN',
      `positionIds: ${unknown.join(', ')} ${unknown.length === 1 ? 'is not a position' : 'are not positions'} of this order`,
      'positionIds',
    );
  }
  const whole = orderRefusal(facts);
  if (whole) throw refused(whole);
  const chosen = new Set<number>();
  for (const id of positionIds) {
    const position = byId.get(id)!;
    const refusal = positionRefusal(facts, position);
    if (refusal) throw refused(refusal, `Position ${id} (${position.name})`);
    chosen.add(id);
    if (position.kind === 'PACKAGE') {
      for (const course of paidWithPackage(facts.positions, position)) if (course.withdrawalId === null) chosen.add(course.id);
    }
  }
  return facts.positions.filter((position) => chosen.has(position.id));
}

export interface PricedSelection {
  lines: WithdrawalPreviewLine[];
  grossCents: number;
  proRataCents: number;
  refundCents: number;
}

/** Per position the price, the pro-rata share owed and what goes back; and the sums. */
export function priceSelection(facts: WithdrawalFacts, selected: readonly PositionForWithdrawal[]): PricedSelection {
  const context = { earlyStartRequested: facts.order.earlyStartRequested && facts.order.hasInvoice, today: facts.order.today };
  const lines = selected.map((position): WithdrawalPreviewLine => {
    const proRata = proRataCents(position, facts.positions, context);
    return { positionId: position.id, name: position.name, grossCents: position.grossCents, proRataCents: proRata, refundCents: position.grossCents - proRata };
  });
  const sum = (pick: (line: WithdrawalPreviewLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return { lines, grossCents: sum((line) => line.grossCents), proRataCents: sum((line) => line.proRataCents), refundCents: sum((line) => line.refundCents) };
}
