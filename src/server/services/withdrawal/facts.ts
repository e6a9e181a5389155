/**
 * What the withdrawal rules read of an order (SQL only): the order with the end of its withdrawal
 * period and the moment and day of "now" as the database sees them (one clock for receipt, period and
 * pro-rata), and every position with what the rules need. With `lock`, the order row is locked
 * (select … for update) first: declaring holds it until its transaction ends, so concurrent
 * declarations of one order take turns and the second sees the first one's withdrawn positions.
 */
import type { BuyerData, PricedLine } from '../../../shared/order.ts';
import type { Queryable } from '../../db/database.ts';
import { BILLED_JOIN } from './billed.ts';
import { notFound } from '../../errors.ts';

export interface OrderForWithdrawal {
  id: number;
  orderNumber: string;
  status: 'PLACED' | 'PAYMENT_PENDING' | 'CONFIRMED' | 'CANCELLED';
  buyerType: 'BUSINESS' | 'CONSUMER';
  buyer: BuyerData;
  email: string;
  language: 'de' | 'en';
  customerId: number | null;
  placedAt: string;
  earlyStartRequested: boolean;
  /** The first moment after the period (ISO): midnight Europe/Berlin after the 14th day from the order. */
  periodEndsBefore: string;
  /** The database's now (ISO) and its day in Europe/Berlin (yyyy-mm-dd). */
  now: string;
  today: string;
  hasInvoice: boolean;
}

export interface PositionForWithdrawal {
  id: number;
  lineNo: number;
  kind: 'COURSE' | 'PACKAGE';
  name: string;
  organizer: string;
  scheduleId: number | null;
  scheduleStart: string | null;
  scheduleEnd: string | null;
  scheduleCity: string | null;
  packageId: number | null;
  packageIncluded: boolean;
  voucherCode: string | null;
  grossCents: number;
  netCents: number;
  vatCents: number;
  vatRatePercent: number;
  vatTreatment: PricedLine['vatTreatment'];
  durationHours: number | null;
  creditHours: number | null;
  withdrawalId: number | null;
  /** Places the position booked (issue 25 §1). */
  seats: number;
}

export interface WithdrawalFacts {
  order: OrderForWithdrawal;
  positions: PositionForWithdrawal[];
}

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export async function readWithdrawalFacts(tx: Queryable, orderId: number, options: { lock?: boolean } = {}): Promise<WithdrawalFacts> {
  const [order] = await tx.query<OrderForWithdrawal>(
    `select o.id::int as id, o.order_number as "orderNumber", o.status, o.buyer_type as "buyerType", o.buyer, o.email, o.language,
            o.customer_id::int as "customerId", ${ISO('o.placed_at')} as "placedAt", o.early_start_requested as "earlyStartRequested",
            ${ISO(`(((o.placed_at at time zone 'Europe/Berlin')::date + 15)::timestamp at time zone 'Europe/Berlin')`)} as "periodEndsBefore",
            ${ISO('now()')} as now, (now() at time zone 'Europe/Berlin')::date::text as today,
            exists (select 1 from invoice i where i.order_id = o.id) as "hasInvoice"
       from customer_order o where o.id = $1${options.lock ? ' for update of o' : ''}`,
    [orderId],
  );
  if (!order) throw notFound(`Order ${orderId}`);
  const positions = await tx.query<PositionForWithdrawal>(
    `select id::int as id, line_no as "lineNo", kind, name, organizer, schedule_id as "scheduleId",
            schedule_start::text as "scheduleStart", schedule_end::text as "scheduleEnd", schedule_city as "scheduleCity",
            package_id as "packageId", package_included as "packageIncluded", voucher_code as "voucherCode",
            coalesce(b.gross, p.gross_cents) as "grossCents", coalesce(b.net, p.net_cents) as "netCents",
            coalesce(b.vat, p.vat_cents) as "vatCents", vat_rate_percent as "vatRatePercent",
            vat_treatment as "vatTreatment", duration_hours::float8 as "durationHours", credit_hours::float8 as "creditHours",
            withdrawal_id::int as "withdrawalId", seats
       from order_position p
       ${BILLED_JOIN}
      where p.order_id = $1 order by line_no`,
    [orderId],
  );
  return { order, positions };
}
