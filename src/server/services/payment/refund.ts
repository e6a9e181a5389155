/**
 * Paying back after a withdrawal (§ 357 Abs. 1 BGB: within 14 days; Abs. 3: by the means of payment
 * the consumer used), through the payment's adapter (provider.ts). Decided by the order's live
 * payment:
 * - PAID (a card, or a payment marked paid): the adapter refunds — the card provider to the card,
 *   methods without a provider by the seller's bank transfer (INVOICE → BANK_TRANSFER);
 * - SEPA direct debit OPEN: collected on the pre-notified day (the invoice's due date). Collected →
 *   paid back to the debited account; not yet → the debit is reduced, nothing needs paying back;
 * - INVOICE OPEN: not paid yet → the open amount is reduced (nothing to pay back);
 * - PENDING (a card payment not finished): withdrawn at the provider so it can no longer be paid;
 * - no payment (nothing was to pay): nothing.
 * Runs in the caller's transaction (the withdrawal's), which holds the order's lock.
 */
import type { PaymentMethod } from '../../../shared/order.ts';
import type { WithdrawalPreview } from '../../../shared/withdrawal.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { adapterByName } from './service.ts';

export type RefundMethod = WithdrawalPreview['refundMethod'];

interface LivePayment {
  id: string;
  method: PaymentMethod;
  status: 'OPEN' | 'PENDING' | 'PAID';
  amountValue: number;
  provider: string;
  providerReference: string | null;
  /** SEPA: the pre-notified debit day has come (yyyy-mm-dd compare with today, Europe/Berlin). */
  collected: boolean;
}

const BACK_BY: Record<PaymentMethod, RefundMethod> = {
  CREDIT_CARD: 'CREDIT_CARD',
  PAYPAL: 'PAYPAL',
  SEPA_DIRECT_DEBIT: 'SEPA_DIRECT_DEBIT',
  INVOICE: 'BANK_TRANSFER',
};

async function livePayment(tx: Queryable, orderId: number, lock: boolean): Promise<LivePayment | undefined> {
  const [row] = await tx.query<LivePayment>(
    `select p.id, p.method, p.status, p.amount_cents as "amountValue", p.provider, p.provider_reference as "providerReference",
            coalesce(i.due_on <= (now() at time zone 'Europe/Berlin')::date, false) as collected
       from payment p left join invoice i on i.order_id = p.order_id and i.instalment_number is null
      where p.order_id = $1 and p.status in ('OPEN', 'PENDING', 'PAID')${lock ? ' for update of p' : ''}`,
    [orderId],
  );
  return row;
}

/** Money has come in on this payment, so a withdrawal pays it back (rather than reducing what is due). */
const moneyCameIn = (payment: LivePayment) =>
  payment.status === 'PAID' || (payment.status === 'OPEN' && payment.method === 'SEPA_DIRECT_DEBIT' && payment.collected);

/** How `amountValue` would go back now (the preview's answer); NONE when nothing was paid. */
export async function refundMethodFor(tx: Queryable, orderId: number, amountValue: number): Promise<RefundMethod> {
  const payment = await livePayment(tx, orderId, false);
  return payment && amountValue > 0 && moneyCameIn(payment) ? BACK_BY[payment.method] : 'NONE';
}

export interface OrderRefund {
  refundMethod: RefundMethod;
  /** The provider's id of the refund (card), else null. */
  providerReference: string | null;
}

/**
 * Pays back (or stops collecting) `amountValue` of the order's payment; `reference` is the shop's
 * id of the refund (unique per withdrawal). See the file comment for what happens per payment.
 */
export async function refundOrderPayment(
  tx: Queryable,
  request: { orderId: number; amountValue: number; reference: string },
): Promise<OrderRefund> {
  const none: OrderRefund = { refundMethod: 'NONE', providerReference: null };
  const payment = await livePayment(tx, request.orderId, true);
  if (!payment) return none;
  const adapter = adapterByName(payment.provider);
  if (payment.status === 'PENDING') {
    // Nothing was paid; the attempt must not be payable any more for the withdrawn amount.
    if (adapter && payment.providerReference && (await adapter.abandon(tx, payment.providerReference)) === 'PAID') {
      throw new HttpError(
        409,
        'PAYMENT_BEING_CONFIRMED',
        'The payment was made just now and is being confirmed; please declare the withdrawal again in a moment',
      );
    }
    await tx.query(`update payment set status = 'CANCELLED', updated_at = now() where id = $1`, [payment.id]);
    await tx.query(`update customer_order set status = 'PLACED', updated_at = now() where id = $1 and status = 'PAYMENT_PENDING'`, [
      request.orderId,
    ]);
    return none;
  }
  if (request.amountValue === 0) return none;
  if (!moneyCameIn(payment)) {
    // Not paid yet: the consumer owes less (an invoice's open amount, a debit not yet collected).
    await tx.query('update payment set amount_cents = greatest(amount_cents - $2, 0), updated_at = now() where id = $1', [
      payment.id,
      request.amountValue,
    ]);
    return none;
  }
  if (!adapter) throw new Error(`No payment adapter '${payment.provider}' to refund payment ${payment.id}`);
  const refunded = await adapter.refund(tx, {
    providerReference: payment.providerReference,
    amountValue: request.amountValue,
    reference: request.reference,
  });
  return { refundMethod: BACK_BY[payment.method], providerReference: refunded.providerReference };
}
