/**
 * A withdrawal as its receipt (WithdrawalReceipt of src/shared/withdrawal.ts), read back from what
 * was stored: the answer of declaring, and of declaring again with the same Idempotency-Key.
 */
import type { WithdrawalReceipt } from '../../../shared/withdrawal.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { BILLED_JOIN } from './billed.ts';

export async function readReceipt(db: Queryable, withdrawalId: number): Promise<WithdrawalReceipt> {
  const [row] = await db.query<Omit<WithdrawalReceipt, 'lines'>>(
    `select o.order_number as "orderNumber", to_char(w.received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "receivedAt",
            w.pro_rata_cents as "proRataCents", w.refund_cents as "refundCents", w.refund_method as "refundMethod",
            c.credit_note_number as "creditNoteNumber", i.invoice_number as "invoiceNumber"
       from withdrawal w join customer_order o on o.id = w.order_id
       left join credit_note c on c.withdrawal_id = w.id left join invoice i on i.id = c.invoice_id
      where w.id = $1`,
    [withdrawalId],
  );
  if (!row) throw notFound(`Withdrawal ${withdrawalId}`);
  const lines = await db.query<WithdrawalReceipt['lines'][number]>(
    `select id::int as "positionId", name, coalesce(b.gross, p.gross_cents) as "grossCents", pro_rata_cents as "proRataCents",
            coalesce(b.gross, p.gross_cents) - pro_rata_cents as "refundCents"
       from order_position p ${BILLED_JOIN} where p.withdrawal_id = $1 order by line_no`,
    [withdrawalId],
  );
  return { ...row, lines };
}
