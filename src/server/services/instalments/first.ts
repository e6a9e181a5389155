/**
 * The order's invoice bills the first instalment of each distance-learning position (issue 26 §3):
 * marked in the confirming transaction (services/payment/confirm.ts), so the first instalment is
 * INVOICED exactly when the order's invoice exists.
 */
import type { Queryable } from '../../db/database.ts';

export async function markFirstInstalmentsInvoiced(tx: Queryable, orderId: number, invoiceId: number): Promise<void> {
  await tx.query(
    `update instalment set status = 'INVOICED', invoice_id = $2
      where order_id = $1 and number = 1 and status = 'PLANNED'
        and position_id in (select id from order_position where order_id = $1 and withdrawn_at is null)`,
    [orderId, invoiceId],
  );
}

/** The later instalments still to invoice: one job per number, due on the morning of its day. */
export async function plannedInstalmentDays(tx: Queryable, orderId: number): Promise<{ number: number; dueOn: string }[]> {
  return tx.query<{ number: number; dueOn: string }>(
    `select number, min(due_on)::text as "dueOn" from instalment
      where order_id = $1 and status = 'PLANNED' and number > 1 group by number order by number`,
    [orderId],
  );
}
