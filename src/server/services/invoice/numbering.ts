/**
 * Invoices are numbered without gaps per calendar year (§14 Abs. 4 Nr. 4 UStG): RE-2026-000001, … The
 * number is drawn from invoice_counter in the transaction that confirms the order; the counter row
 * stays locked until that transaction ends, so concurrent confirmations take turns, and a rolled-back
 * confirmation gives its number back. The seller is stored with the invoice: it never changes later.
 */
import type { PaymentMethod } from '../../../shared/order.ts';
import type { Queryable } from '../../db/database.ts';
import type { Seller } from './seller.ts';

/** Days the buyer has to pay an invoice; SEPA debits are collected on the same day (pre-notification). */
export const PAYMENT_TERM_DAYS = 14;

export interface InvoiceRecord {
  id: number;
  orderId: number;
  invoiceNumber: string;
  /** yyyy-mm-dd (Europe/Berlin). */
  issuedOn: string;
  /** INVOICE: pay by; SEPA: debited on; null when paid (card) or nothing to pay. */
  dueOn: string | null;
  paymentMethod: PaymentMethod | 'NONE';
  seller: Seller;
  /**
   * Null: the order's invoice (it bills a distance-learning position's first instalment); 2, 3, …: the
   * invoice of that instalment, issued on its due date (services/instalments/).
   */
  instalmentNumber: number | null;
}

const COLUMNS = `id::int as id, order_id::int as "orderId", invoice_number as "invoiceNumber", issued_on::text as "issuedOn",
  due_on::text as "dueOn", payment_method as "paymentMethod", seller, instalment_number as "instalmentNumber"`;

export const formatInvoiceNumber = (year: number, running: number) => `RE-${year}-${String(running).padStart(6, '0')}`;

export interface IssueOptions {
  /** An instalment's own invoice (2, 3, …); absent: the order's invoice. */
  instalmentNumber?: number;
  /** yyyy-mm-dd the invoice is dated (the instalment job's day); absent: today in Germany. */
  issuedOn?: string;
}

/** Issues the order's invoice (or an instalment's) with the next number of the year; the caller holds the order's lock. */
export async function issueInvoice(
  tx: Queryable,
  orderId: number,
  paymentMethod: PaymentMethod | 'NONE',
  seller: Seller,
  options: IssueOptions = {},
): Promise<InvoiceRecord> {
  const [{ today, year } = { today: '', year: 0 }] = await tx.query<{ today: string; year: number }>(
    `select coalesce($1::date, (now() at time zone 'Europe/Berlin')::date)::text as today,
            extract(year from coalesce($1::date, (now() at time zone 'Europe/Berlin')::date))::int as year`,
    [options.issuedOn ?? null],
  );
  const [{ running } = { running: 0 }] = await tx.query<{ running: number }>(
    `insert into invoice_counter (year, last_number) values ($1, 1)
     on conflict (year) do update set last_number = invoice_counter.last_number + 1
     returning last_number as running`,
    [year],
  );
  const due = paymentMethod === 'INVOICE' || paymentMethod === 'SEPA_DIRECT_DEBIT';
  const [invoice] = await tx.query<InvoiceRecord>(
    `insert into invoice (order_id, year, running_number, invoice_number, issued_on, due_on, payment_method, seller, instalment_number)
     values ($1, $2, $3, $4, $5::date, case when $6 then $5::date + $7::int else null end, $8, $9::jsonb, $10)
     returning ${COLUMNS}`,
    [orderId, year, running, formatInvoiceNumber(year, running), today, due, PAYMENT_TERM_DAYS, paymentMethod, JSON.stringify(seller), options.instalmentNumber ?? null],
  );
  return parseSeller(invoice!);
}

/** pg answers jsonb parsed; PGlite too, but a string stays a string on either: normalise. */
const parseSeller = (record: InvoiceRecord): InvoiceRecord =>
  typeof record.seller === 'string' ? { ...record, seller: JSON.parse(record.seller) as Seller } : record;

/** The order's invoice, once it is confirmed; null before. */
export async function invoiceOf(tx: Queryable, orderId: number): Promise<InvoiceRecord | null> {
  const [invoice] = await tx.query<InvoiceRecord>(`select ${COLUMNS} from invoice where order_id = $1 and instalment_number is null`, [orderId]);
  return invoice ? parseSeller(invoice) : null;
}

/** An invoice by its id (the caller checks who may read it). */
export async function invoiceById(db: Queryable, id: number): Promise<InvoiceRecord | undefined> {
  const [invoice] = await db.query<InvoiceRecord>(`select ${COLUMNS} from invoice where id = $1`, [id]);
  return invoice ? parseSeller(invoice) : undefined;
}
