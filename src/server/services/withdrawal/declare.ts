/**
 * Declaring a withdrawal (POST /api/withdrawals/{token}), in ONE transaction:
 * 1. lock the order row (select … for update): concurrent declarations of one order take turns, so
 *    20 parallel withdrawals of one position make exactly one withdrawal, one credit note, one mail;
 * 2. claim the Idempotency-Key (the same key answers the same receipt, 200);
 * 3. check the selection against the order as it is now (selection.ts; refusals change nothing);
 * 4. record the declaration with its moment of receipt, mark the positions withdrawn, free their
 *    seats and give back voucher uses (release.ts); an order whose every position is withdrawn is
 *    CANCELLED (its amounts stay those of the contract: the invoice and its credit notes add up);
 * 5. pay back through the payment's adapter, or reduce what is still due (payment/refund.ts);
 * 6. draw the credit note with the next gapless number when the order has an invoice;
 * 7. queue the confirmation e-mail (§ 356a BGB) — sent only if all of this commits.
 */
import type { WithdrawalDeclaration, WithdrawalReceipt } from '../../../shared/withdrawal.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { invoiceOf, issueCreditNote, requireSeller } from '../invoice/index.ts';
import { queueMail } from '../mail.ts';
import { checkoutSettings, refundOrderPayment } from '../payment/index.ts';
import { withdrawalConfirmationMail } from './confirmation-mail.ts';
import { readWithdrawalFacts } from './facts.ts';
import { claimWithdrawalKey, settleWithdrawalKey } from './idempotency.ts';
import { creditNoteUrl } from './links.ts';
import { readReceipt } from './receipt.ts';
import { giveBack } from './release.ts';
import { priceSelection, selectPositions } from './selection.ts';

export interface Declared {
  receipt: WithdrawalReceipt;
  /** False when the Idempotency-Key had made this withdrawal before. */
  created: boolean;
}

async function declareIn(
  tx: Queryable,
  orderId: number,
  declaration: WithdrawalDeclaration,
  idempotencyKey: string,
  creditNoteLink: string,
): Promise<{ withdrawalId: number; created: boolean }> {
  // The order row first: the key's row references the order, and inserting it takes a key-share lock
  // on the order row; two declarations holding that and both waiting for the row lock deadlock on
  // PostgreSQL. Locked first, they take turns from the start.
  await tx.query('select id from customer_order where id = $1 for update', [orderId]);
  const earlier = await claimWithdrawalKey(tx, orderId, idempotencyKey);
  if (earlier !== undefined) return { withdrawalId: earlier, created: false };
  const facts = await readWithdrawalFacts(tx, orderId, { lock: true });
  const selected = selectPositions(facts, declaration.positionIds);
  const priced = priceSelection(facts, selected);
  const settings = checkoutSettings();
  const invoice = await invoiceOf(tx, orderId);
  // Checked before anything is written: a credit note cannot be drawn without the seller's data.
  const seller = invoice ? requireSeller(settings.seller) : null;

  const [row] = await tx.query<{ id: number; receivedAt: string }>(
    `insert into withdrawal (order_id, declarant_name, declarant_email, language, gross_cents, pro_rata_cents, refund_cents, refund_method)
     values ($1, $2, $3, $4, $5, $6, $7, 'NONE')
     returning id::int as id, to_char(received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "receivedAt"`,
    [orderId, declaration.name.trim(), declaration.email.trim(), declaration.language, priced.grossCents, priced.proRataCents, priced.refundCents],
  );
  const withdrawalId = row!.id;
  for (const line of priced.lines) {
    await tx.query(
      `update order_position set withdrawal_id = $2, withdrawn_at = (select received_at from withdrawal where id = $2), pro_rata_cents = $3
        where id = $1 and withdrawal_id is null`,
      [line.positionId, withdrawalId, line.proRataCents],
    );
  }
  const withdrawn = new Set(priced.lines.map((line) => line.positionId));
  // A withdrawn distance-learning position owes no further instalment.
  await tx.query(`update instalment set status = 'CANCELLED' where position_id = any($1::bigint[]) and status = 'PLANNED'`, [[...withdrawn]]);
  await giveBack(tx, facts.positions, withdrawn);
  if (facts.positions.every((position) => position.withdrawalId !== null || withdrawn.has(position.id))) {
    await tx.query(
      `update customer_order set status = 'CANCELLED', cancelled_at = now(), updated_at = now() where id = $1`,
      [orderId],
    );
  }

  const refund = await refundOrderPayment(tx, { orderId, amountValue: priced.refundCents, reference: `withdrawal-${withdrawalId}` });
  await tx.query('update withdrawal set refund_method = $2, refund_reference = $3 where id = $1', [
    withdrawalId,
    refund.refundMethod,
    refund.providerReference,
  ]);
  const creditNote =
    invoice && seller ? await issueCreditNote(tx, { withdrawalId, orderId, invoiceId: invoice.id, seller }) : null;
  await settleWithdrawalKey(tx, orderId, idempotencyKey, withdrawalId);

  const byId = new Map(selected.map((position) => [position.id, position]));
  await queueMail(
    tx,
    withdrawalConfirmationMail({
      language: declaration.language,
      to: declaration.email.trim(),
      name: declaration.name.trim(),
      email: declaration.email.trim(),
      orderNumber: facts.order.orderNumber,
      placedAt: facts.order.placedAt,
      receivedAt: row!.receivedAt,
      lines: priced.lines.map((line) => ({ position: byId.get(line.positionId)!, proRataCents: line.proRataCents })),
      grossCents: priced.grossCents,
      proRataCents: priced.proRataCents,
      refundCents: priced.refundCents,
      refundMethod: refund.refundMethod,
      creditNoteNumber: creditNote?.creditNoteNumber ?? null,
      invoiceNumber: invoice?.invoiceNumber ?? null,
      creditNoteUrl: creditNote ? creditNoteLink : null,
    }),
  );
  return { withdrawalId, created: true };
}

/** Declares the withdrawal of `orderId` (the caller verified the signed link); see the file comment. */
export async function declareWithdrawal(
  db: Database,
  orderId: number,
  declaration: WithdrawalDeclaration,
  idempotencyKey: string,
): Promise<Declared> {
  // Signed before the transaction: the link key is read from the database on first use.
  const link = await creditNoteUrl(db, orderId);
  const { withdrawalId, created } = await db.transaction((tx) => declareIn(tx, orderId, declaration, idempotencyKey, link));
  return { receipt: await readReceipt(db, withdrawalId), created };
}
