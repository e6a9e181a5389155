/**
 * An instalment falls due (issue 26 §3, job 'instalment-due' {orderId, number}, queued for the morning
 * of its due date by services/background-jobs.ts): its invoice is issued, dated that day, for every
 * instalment of that number the order still owes (one invoice, a line each), and mailed with the PDF.
 * Nothing happens for an order no longer binding, a withdrawn position, or an instalment a termination
 * cancelled. SEPA orders are debited under their mandate; the others pay by transfer (a card cannot
 * be charged again without the buyer).
 */
import type { Queryable } from '../../db/database.ts';
import { issueInvoice, readOrderFacts, type Seller } from '../invoice/index.ts';
import { catalogueToday } from '../catalogue.ts';
import { queueInstalmentMail } from './mail.ts';

export async function invoiceDueInstalments(
  tx: Queryable,
  orderId: number,
  number: number,
  now: Date,
  seller: Seller,
): Promise<number | null> {
  const today = catalogueToday(now);
  const [order] = await tx.query<{ status: string }>('select status from customer_order where id = $1 for update', [orderId]);
  if (order?.status !== 'CONFIRMED') return null;
  const due = await tx.query<{ id: number }>(
    `select s.id::int as id from instalment s join order_position p on p.id = s.position_id
      where s.order_id = $1 and s.number = $2 and s.status = 'PLANNED' and s.due_on <= $3::date and p.withdrawn_at is null
      order by s.id for update of s`,
    [orderId, number, today],
  );
  if (due.length === 0) return null;
  const [payment] = await tx.query<{ method: string; mandateReference: string | null; iban: string | null }>(
    `select method, mandate_reference as "mandateReference", sepa_iban as iban from payment
      where order_id = $1 and status in ('OPEN', 'PAID') order by created_at desc limit 1`,
    [orderId],
  );
  const method = payment?.method === 'SEPA_DIRECT_DEBIT' ? 'SEPA_DIRECT_DEBIT' : 'INVOICE';
  const invoice = await issueInvoice(tx, orderId, method, seller, {
    instalmentNumber: number,
    issuedOn: today,
  });
  await tx.query(`update instalment set status = 'INVOICED', invoice_id = $2 where id = any($1::bigint[])`, [
    due.map((row) => row.id),
    invoice.id,
  ]);
  const settlement = method === 'SEPA_DIRECT_DEBIT' && payment ? { mandateReference: payment.mandateReference, iban: payment.iban } : null;
  await queueInstalmentMail(tx, await readOrderFacts(tx, orderId), invoice, settlement);
  return invoice.id;
}
