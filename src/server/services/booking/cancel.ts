/**
 * Cancelling a booking under the AGB's § 4 schedule (POST /api/bookings/{positionId}/cancellation),
 * in ONE transaction, like a withdrawal (services/withdrawal/declare.ts), whose record it shares:
 * 1. lock the order row (readBookingFacts with lock): 20 parallel cancellations of one booking take
 *    turns, the first cancels, the others see it cancelled (409 NOT_BOOKED) — one outcome;
 * 2. claim the Idempotency-Key (purpose 'cancellation': the same key answers the same receipt);
 * 3. refuse what cannot be cancelled (409: NOT_BOOKED, NOT_DATED, COURSE_STARTED) and a fee that is
 *    not the one the buyer confirmed (409 FEE_CHANGED, e.g. midnight passed between view and click);
 * 4. record a withdrawal row of kind CANCELLATION (its pro_rata_cents is the fee), mark the position
 *    ended, give back its seats, participants and voucher use (withdrawal/release.ts); an order whose
 *    every position ended is CANCELLED;
 * 5. pay back the rest through the payment's adapter, or reduce what is still due (a SEPA debit not
 *    yet collected is reduced — a fully cancelled order is not debited at all);
 * 6. draw the credit note with the next gapless number when the order has an invoice; it credits the
 *    position and charges the fee;
 * 7. offer the freed seats to the waiting list (waiting-list/offers.ts);
 * 8. queue the confirmation e-mail — sent only if all of this commits.
 * A fee is charged only on an invoiced order: one not yet confirmed (nothing billed) is cancelled free.
 */
import type { CancellationReceipt, CancellationRequest } from '../../../shared/booking.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { invoiceOf, issueCreditNote, requireSeller } from '../invoice/index.ts';
import { queueMail } from '../mail.ts';
import type { OrderOwner } from '../order-store/index.ts';
import { checkoutSettings, refundOrderPayment } from '../payment/index.ts';
import { offerFreedSeats } from '../waiting-list/index.ts';
import { claimWithdrawalKey, creditNoteUrl, giveBack, readWithdrawalFacts, settleWithdrawalKey } from '../withdrawal/index.ts';
import { cancellationMail } from './cancellation-mail.ts';
import { readBookingFacts, standingRefusal } from './facts.ts';
import { cancellationTerms } from './policy.ts';
import { bookingRefused } from './refusals.ts';
import { bookingView } from './view.ts';

export interface Cancelled {
  receipt: CancellationReceipt;
  /** False when the Idempotency-Key had made this cancellation before. */
  created: boolean;
}

export interface CancelContext {
  /** The shop's clock (a demo's DEV_CLOCK moves it): the day the fee is counted from, and the offers' holds. */
  now: Date;
  today: string;
  publicUrl: string;
  /** WAITING_LIST_HOLD_HOURS: how long the freed seats are held for the person they are offered to. */
  holdHours: number;
}

async function readCancellationReceipt(db: Queryable, withdrawalId: number, positionId: number): Promise<CancellationReceipt> {
  const [row] = await db.query<Omit<CancellationReceipt, 'creditNote'> & { creditNoteId: number | null; creditNoteNumber: string | null }>(
    `select $2::int as "positionId", o.order_number as "orderNumber",
            to_char(w.received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "cancelledAt",
            w.pro_rata_cents as "feeCents", w.refund_cents as "refundCents", w.refund_method as "refundMethod",
            c.id::int as "creditNoteId", c.credit_note_number as "creditNoteNumber"
       from withdrawal w join customer_order o on o.id = w.order_id left join credit_note c on c.withdrawal_id = w.id
      where w.id = $1`,
    [withdrawalId, positionId],
  );
  const { creditNoteId, creditNoteNumber, ...receipt } = row!;
  return { ...receipt, creditNote: creditNoteId === null ? null : { id: creditNoteId, number: creditNoteNumber! } };
}

async function cancelIn(
  tx: Queryable,
  owner: OrderOwner,
  positionId: number,
  request: CancellationRequest,
  idempotencyKey: string,
  context: CancelContext & { creditNoteLink: (orderId: number) => Promise<string> },
): Promise<{ withdrawalId: number; created: boolean }> {
  const facts = await readBookingFacts(tx, owner, positionId, { lock: true });
  const earlier = await claimWithdrawalKey(tx, facts.orderId, idempotencyKey, 'cancellation');
  if (earlier !== undefined) return { withdrawalId: earlier, created: false };
  const refusal = standingRefusal(facts);
  if (refusal) throw bookingRefused(refusal);
  const terms = cancellationTerms(facts.policy, facts.startDate!, context.today, facts.grossCents, null);
  if (terms.refusal) throw bookingRefused(terms.refusal);
  const invoice = await invoiceOf(tx, facts.orderId);
  const feePercent = invoice ? terms.feePercent : 0;
  const feeCents = invoice ? terms.feeCents : 0;
  if (feeCents !== request.expectedFeeCents) {
    const view = await bookingView(tx, owner, positionId, context.today);
    throw new HttpError(409, 'FEE_CHANGED', `The cancellation fee is ${feeCents} cents now, not ${request.expectedFeeCents}: confirm again`, 'expectedFeeCents', {
      booking: view,
    });
  }
  const seller = invoice ? requireSeller(checkoutSettings().seller) : null;
  const refundCents = facts.grossCents - feeCents;

  const [row] = await tx.query<{ id: number }>(
    `insert into withdrawal (order_id, declarant_name, declarant_email, language, gross_cents, pro_rata_cents, refund_cents, refund_method, kind, fee_percent)
     values ($1, $2, $3, $4, $5, $6, $7, 'NONE', 'CANCELLATION', $8) returning id::int as id`,
    [facts.orderId, facts.buyerName || facts.email, facts.email, request.language, facts.grossCents, feeCents, refundCents, feePercent],
  );
  const withdrawalId = row!.id;
  await tx.query(
    `update order_position set withdrawal_id = $2, withdrawn_at = (select received_at from withdrawal where id = $2), pro_rata_cents = $3
      where id = $1 and withdrawal_id is null`,
    [positionId, withdrawalId, feeCents],
  );
  const order = await readWithdrawalFacts(tx, facts.orderId);
  await giveBack(tx, order.positions, new Set([positionId]));
  if (order.positions.every((position) => position.withdrawalId !== null)) {
    await tx.query(`update customer_order set status = 'CANCELLED', cancelled_at = now(), updated_at = now() where id = $1`, [facts.orderId]);
  }
  const refund = await refundOrderPayment(tx, { orderId: facts.orderId, amountValue: refundCents, reference: `cancellation-${withdrawalId}` });
  await tx.query('update withdrawal set refund_method = $2, refund_reference = $3 where id = $1', [
    withdrawalId,
    refund.refundMethod,
    refund.providerReference,
  ]);
  if (invoice && seller) await issueCreditNote(tx, { withdrawalId, orderId: facts.orderId, invoiceId: invoice.id, seller });
  await settleWithdrawalKey(tx, facts.orderId, idempotencyKey, withdrawalId, 'cancellation');
  await offerFreedSeats(tx, facts.scheduleId!, { now: context.now, publicUrl: context.publicUrl, holdHours: context.holdHours });

  const receipt = await readCancellationReceipt(tx, withdrawalId, positionId);
  await queueMail(
    tx,
    cancellationMail({
      facts,
      receipt,
      feePercent,
      invoiceNumber: invoice?.invoiceNumber ?? null,
      creditNoteLink: receipt.creditNote ? await context.creditNoteLink(facts.orderId) : null,
    }),
  );
  return { withdrawalId, created: true };
}

/** Cancels the booking `positionId` of `owner`; see the file comment. */
export async function cancelBooking(
  db: Database,
  owner: OrderOwner,
  positionId: number,
  request: CancellationRequest,
  idempotencyKey: string,
  context: CancelContext,
): Promise<Cancelled> {
  // The credit note's signed link needs the link key, read from the database outside the transaction.
  const links = new Map<number, string>();
  const [order] = await db.query<{ id: number }>('select order_id::int as id from order_position where id = $1', [positionId]);
  if (order) links.set(order.id, await creditNoteUrl(db, order.id));
  const creditNoteLink = async (orderId: number) => links.get(orderId) ?? '';
  const { withdrawalId, created } = await db.transaction((tx) => cancelIn(tx, owner, positionId, request, idempotencyKey, { ...context, creditNoteLink }));
  return { receipt: await readCancellationReceipt(db, withdrawalId, positionId), created };
}
