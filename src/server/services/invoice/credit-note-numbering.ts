/**
 * Credit notes ("Rechnungskorrektur") correct an invoice after a withdrawal (§ 14 Abs. 4 UStG, § 31
 * Abs. 5 UStDV: the correcting document refers specifically and unambiguously to the invoice). They
 * have their own series, numbered without gaps per calendar year like invoices (numbering.ts):
 * RK-2026-000001, … The number is drawn from credit_note_counter in the withdrawal's transaction; the
 * counter row stays locked until it ends, so concurrent withdrawals take turns and a rolled-back one
 * gives its number back. The seller is stored with the credit note: it never changes later.
 */
import type { Queryable } from '../../db/database.ts';
import type { Seller } from './seller.ts';

export interface CreditNoteRecord {
  id: number;
  withdrawalId: number;
  orderId: number;
  invoiceId: number;
  creditNoteNumber: string;
  /** yyyy-mm-dd (Europe/Berlin). */
  issuedOn: string;
  seller: Seller;
}

const COLUMNS = `id::int as id, withdrawal_id::int as "withdrawalId", order_id::int as "orderId", invoice_id::int as "invoiceId",
  credit_note_number as "creditNoteNumber", issued_on::text as "issuedOn", seller`;

export const formatCreditNoteNumber = (year: number, running: number) => `RK-${year}-${String(running).padStart(6, '0')}`;

const parseSeller = (record: CreditNoteRecord): CreditNoteRecord =>
  typeof record.seller === 'string' ? { ...record, seller: JSON.parse(record.seller) as Seller } : record;

/** Issues the credit note of a withdrawal with the next number of the year; the caller holds the order's lock. */
export async function issueCreditNote(
  tx: Queryable,
  note: { withdrawalId: number; orderId: number; invoiceId: number; seller: Seller },
): Promise<CreditNoteRecord> {
  const [{ today, year } = { today: '', year: 0 }] = await tx.query<{ today: string; year: number }>(
    `select (now() at time zone 'Europe/Berlin')::date::text as today, extract(year from now() at time zone 'Europe/Berlin')::int as year`,
  );
  const [{ running } = { running: 0 }] = await tx.query<{ running: number }>(
    `insert into credit_note_counter (year, last_number) values ($1, 1)
     on conflict (year) do update set last_number = credit_note_counter.last_number + 1
     returning last_number as running`,
    [year],
  );
  const [record] = await tx.query<CreditNoteRecord>(
    `insert into credit_note (withdrawal_id, invoice_id, order_id, year, running_number, credit_note_number, issued_on, seller)
     values ($1, $2, $3, $4, $5, $6, $7::date, $8::jsonb) returning ${COLUMNS}`,
    [note.withdrawalId, note.invoiceId, note.orderId, year, running, formatCreditNoteNumber(year, running), today, JSON.stringify(note.seller)],
  );
  return parseSeller(record!);
}

/** The credit note of a withdrawal; undefined when there is none (the order had no invoice). */
export async function creditNoteOfWithdrawal(db: Queryable, withdrawalId: number): Promise<CreditNoteRecord | undefined> {
  const [record] = await db.query<CreditNoteRecord>(`select ${COLUMNS} from credit_note where withdrawal_id = $1`, [withdrawalId]);
  return record ? parseSeller(record) : undefined;
}

/** The credit notes of an order, oldest first. */
export async function creditNotesOfOrder(db: Queryable, orderId: number): Promise<CreditNoteRecord[]> {
  const records = await db.query<CreditNoteRecord>(`select ${COLUMNS} from credit_note where order_id = $1 order by id`, [orderId]);
  return records.map(parseSeller);
}

/** A credit note by its id (the caller checks who may read it). */
export async function creditNoteById(db: Queryable, id: number): Promise<CreditNoteRecord | undefined> {
  const [record] = await db.query<CreditNoteRecord>(`select ${COLUMNS} from credit_note where id = $1`, [id]);
  return record ? parseSeller(record) : undefined;
}
