/**
 * A credit note (of a withdrawal or a cancellation) as a PDF file for whoever holds the order's signed link (GET /api/withdrawals/{token}/
 * credit-note; the link of the confirmation mail), and for the order's owner in the customer area
 * (GET /api/customer-credit-note/{id}). Rendered from what was stored: the credit note's number, date
 * and seller, the invoice it corrects, the withdrawn positions as invoiced and their pro-rata shares;
 * a Factur-X/ZUGFeRD PDF with the credit note's e-invoice (type 381) embedded.
 */
import type { Database, Queryable } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import {
  billedInput,
  creditNoteById,
  creditNotesOfOrder,
  invoiceOf,
  readOrderFacts,
  renderZugferdCreditNote,
  type CreditNoteReason,
  type CreditNoteRecord,
} from '../invoice/index.ts';
import type { OrderOwner } from '../order-store/index.ts';
import type { RefundMethod } from '../payment/index.ts';

export interface CreditNoteFile {
  fileName: string;
  bytes: Buffer;
}

async function render(db: Queryable, creditNote: CreditNoteRecord): Promise<CreditNoteFile> {
  const [facts, invoice] = await Promise.all([readOrderFacts(db, creditNote.orderId), invoiceOf(db, creditNote.orderId)]);
  if (!invoice) throw notFound(`Invoice of order ${creditNote.orderId}`);
  const [withdrawal] = await db.query<{ receivedAt: string; refundMethod: RefundMethod; kind: CreditNoteReason['kind']; feePercent: number | null }>(
    `select to_char(received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "receivedAt", refund_method as "refundMethod",
            kind, fee_percent as "feePercent"
       from withdrawal where id = $1`,
    [creditNote.withdrawalId],
  );
  const shares = await db.query<{ id: number; proRata: number }>(
    'select id::int as id, pro_rata_cents as "proRata" from order_position where withdrawal_id = $1',
    [creditNote.withdrawalId],
  );
  const proRata = new Map(shares.map((share) => [share.id, share.proRata]));
  // What the corrected invoice billed: of a distance-learning line, its first instalment.
  const order = billedInput({ order: facts.order, invoice, settlement: null, language: facts.language }).order;
  const lines = order.lines.flatMap((line, index) =>
    proRata.has(line.positionId) ? [{ line, invoicePosition: index + 1, proRataCents: proRata.get(line.positionId)! }] : [],
  );
  const bytes = await renderZugferdCreditNote({
    creditNote,
    invoice,
    order,
    receivedAt: withdrawal!.receivedAt,
    lines,
    refundMethod: withdrawal!.refundMethod,
    reason: withdrawal!.kind === 'CANCELLATION' ? { kind: 'CANCELLATION', feePercent: withdrawal!.feePercent ?? 0 } : { kind: 'WITHDRAWAL' },
    language: facts.language,
  });
  return { fileName: `Rechnungskorrektur-${creditNote.creditNoteNumber}.pdf`, bytes };
}

/** The order's newest credit note (the one the latest withdrawal drew); 404 when it has none. */
export async function latestCreditNotePdf(db: Database, orderId: number): Promise<CreditNoteFile> {
  const creditNote = (await creditNotesOfOrder(db, orderId)).at(-1);
  if (!creditNote) throw notFound(`A credit note of this order`);
  return render(db, creditNote);
}

/** A credit note for the owner of its order (customer or guest order token); anyone else: 404. */
export async function ownCreditNotePdf(db: Database, reader: OrderOwner, creditNoteId: number): Promise<CreditNoteFile> {
  const creditNote = await creditNoteById(db, creditNoteId);
  const facts = creditNote ? await readOrderFacts(db, creditNote.orderId) : undefined;
  const owns =
    facts &&
    ('customerId' in reader
      ? 'customerId' in facts.owner && facts.owner.customerId === reader.customerId
      : 'tokenHash' in facts.owner && facts.owner.tokenHash === reader.tokenHash);
  if (!creditNote || !owns) throw notFound(`Credit note ${creditNoteId}`);
  return render(db, creditNote);
}
