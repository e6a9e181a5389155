/**
 * A distance-learning position as "Meine Kurse" shows it (issue 26 §3): its instalments with where
 * each stands (its invoice, due, cancelled, owed in part) and its termination, if declared.
 */
import type { CustomerOrderPosition } from '../../../shared/customer-area.ts';
import type { Queryable } from '../../db/database.ts';
import { terminationsOfPositions } from '../instalments/index.ts';
import { instalmentsOfPositions } from '../order-store/index.ts';

export async function withDistanceLearning(db: Queryable, positions: CustomerOrderPosition[]): Promise<CustomerOrderPosition[]> {
  const ids = positions.filter((position) => position.zfuNumber).map((position) => position.positionId);
  if (ids.length === 0) return positions;
  const [plans, terminations] = await Promise.all([instalmentsOfPositions(db, ids), terminationsOfPositions(db, ids)]);
  return positions.map((position) => {
    const instalments = plans.get(position.positionId);
    return instalments ? { ...position, instalments, termination: terminations.get(position.positionId) ?? null } : position;
  });
}
