/**
 * The distance-learning lines of an order (issue 26 §3, src/shared/instalments.ts): a course with a
 * ZFU approval number is paid in instalments. Its priced line carries the number and the plan from
 * today's order to the end of its access; its net and VAT are the sums of the instalments' (each
 * instalment invoice stands alone), so the order's totals still equal the sums of its lines.
 */
import type { Cart } from '../../../shared/cart.ts';
import { instalmentPlan } from '../../../shared/instalments.ts';
import type { PricedLine } from '../../../shared/order.ts';
import type { Queryable } from '../../db/database.ts';
import { lineVat } from '../order-store/index.ts';

/** The cart's courses approved as distance learning: course id → ZFU number. */
export async function distanceCourses(db: Queryable, cart: Cart): Promise<Map<number, string>> {
  const ids = [...new Set(cart.positions.flatMap((position) => (position.courseId !== null ? [position.courseId] : [])))];
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: number; zfuNumber: string }>(
    `select id::int as id, zfu_number as "zfuNumber" from course
      where id = any($1::int[]) and distance_learning = 'ZFU_APPROVED'`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.zfuNumber]));
}

/** The lines with the ZFU number and instalment plan of each distance-learning course. */
export function withInstalments(lines: PricedLine[], distance: ReadonlyMap<number, string>, today: string): PricedLine[] {
  return lines.map((line) => {
    const zfuNumber = line.courseId !== null ? distance.get(line.courseId) : undefined;
    if (zfuNumber === undefined || line.schedule === null) return { ...line, zfuNumber: null };
    // Nothing to pay (a package's credit): the number still shows, there is nothing to split.
    if (line.grossValue === 0) return { ...line, zfuNumber };
    const instalments = instalmentPlan({
      grossValue: line.grossValue,
      orderDate: today,
      accessEnd: line.schedule.endDate,
      vatOf: (gross) => lineVat(gross, line.vatTreatment),
    });
    return {
      ...line,
      zfuNumber,
      instalments,
      netValue: instalments.reduce((sum, entry) => sum + entry.netValue, 0),
      vatValue: instalments.reduce((sum, entry) => sum + entry.vatValue, 0),
    };
  });
}
