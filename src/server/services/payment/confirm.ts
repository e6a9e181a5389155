/**
 * Confirming an order: it becomes binding (CONFIRMED, confirmed_at), gets its invoice with the next
 * gapless number, and the confirmation e-mail with the invoice PDF goes into the outbox (unless the
 * placing transaction sends its own mail: ConfirmOptions) — all in the caller's transaction,
 * so either everything happens or nothing. Idempotent: confirming a confirmed order changes nothing.
 */
import type { Queryable } from '../../db/database.ts';
import { HttpError, notFound } from '../../errors.ts';
import { issueInvoice, requireSeller, type InvoiceRecord } from '../invoice/index.ts';
import type { ConfirmedPayment } from './mail-sections.ts';
import { queueConfirmedMail } from './order-mails.ts';
import { markFirstInstalmentsInvoiced } from '../instalments/index.ts';
import { checkoutSettings } from './settings.ts';

/** What confirming issued: the invoice and the payment it names (for the placing mail of an order confirmed at once). */
export interface Confirmation {
  invoice: InvoiceRecord;
  payment: ConfirmedPayment | null;
}

export interface ConfirmOptions {
  /**
   * Queue the confirmation mail (default). The placing transaction says false: its own mail carries
   * the invoice then, so the buyer gets one mail for the one event (services/order/place.ts).
   */
  mail?: boolean;
}

/** Confirms the order; answers what it issued, or null when it was confirmed before. */
export async function confirmOrder(
  tx: Queryable,
  orderId: number,
  settings = checkoutSettings(),
  { mail = true }: ConfirmOptions = {},
): Promise<Confirmation | null> {
  const [order] = await tx.query<{ status: string; gross: number }>(
    'select status, gross_cents as gross from customer_order where id = $1 for update',
    [orderId],
  );
  if (!order) throw notFound(`Order ${orderId}`);
  if (order.status === 'CONFIRMED') return null;
  if (order.status === 'CANCELLED') throw new HttpError(409, 'ORDER_CANCELLED', `Order ${orderId} was cancelled`);
  const seller = requireSeller(settings.seller);

  const payments = await tx.query<ConfirmedPayment & { status: string }>(
    `select method, status, sepa_account_holder as "accountHolder", sepa_iban as iban, mandate_reference as "mandateReference"
       from payment where order_id = $1 and status in ('OPEN', 'PENDING', 'PAID')`,
    [orderId],
  );
  const payment = payments[0];
  if (payment?.status === 'PENDING')
    throw new HttpError(409, 'PAYMENT_NOT_FINISHED', 'The payment is not finished yet');
  if (!payment && order.gross > 0) throw new HttpError(412, 'PAYMENT_METHOD_MISSING', 'Choose a payment method first');

  await tx.query(
    `update customer_order set status = 'CONFIRMED', confirmed_at = now(), updated_at = now() where id = $1`,
    [orderId],
  );
  const invoice = await issueInvoice(tx, orderId, payment?.method ?? 'NONE', seller);
  // Distance learning: this invoice bills the first instalment; the later ones come on their days.
  await markFirstInstalmentsInvoiced(tx, orderId, invoice.id);
  const confirmed = { invoice, payment: payment ? withoutStatus(payment) : null };
  if (mail) await queueConfirmedMail(tx, orderId, confirmed.invoice, confirmed.payment, settings);
  return confirmed;
}

const withoutStatus = ({ method, accountHolder, iban, mandateReference }: ConfirmedPayment): ConfirmedPayment => ({
  method,
  accountHolder,
  iban,
  mandateReference,
});
