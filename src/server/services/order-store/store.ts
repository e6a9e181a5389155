/**
 * Order storage (migration 010-orders.sql): a placed order with its snapshot positions, read back
 * only for its owner — the customer who placed it, or the guest holding its order token. Only SQL here.
 */
import type { EarlyStartRecord } from '../../../shared/early-start.ts';
import type { BuyerData, Order, OrderStatus, PricedLine } from '../../../shared/order.ts';
import type { Queryable } from '../../db/database.ts';
import { snapshotTrainingFacts } from './position-facts.ts';
import { lineTraining } from './training.ts';
import { totalsOf } from './vat.ts';
import { insertInstalments, instalmentsOfOrder } from './instalments.ts';
import type { OrderInstalment } from '../../../shared/instalments.ts';

/** Whose order: a signed-in customer, or a guest by the sha-256 (hex) of its X-Order token. */
export type OrderOwner = { customerId: number } | { tokenHash: string };

export const ownerKey = (owner: OrderOwner) =>
  'customerId' in owner ? `customer:${owner.customerId}` : `guest:${owner.tokenHash}`;

/** What an order is made of, as the API answers it (src/shared/order.ts). */
type OrderContent = Pick<Order, 'buyer' | 'lines' | 'totals' | 'voucherCodes' | 'proofRequired'>;

export interface NewOrder extends OrderContent {
  owner: OrderOwner;
  earlyStartRequested: boolean;
  /**
   * The version of the early-start wording the consumer agreed to (src/shared/early-start.ts), when the
   * summary asked for the early start and it was requested; stored with the time of the order.
   */
  earlyStartWordingVersion: string | null;
  language: 'de' | 'en';
  /** Per line, the organizer id and the booked scope (snapshot columns not in PricedLine). */
  extras: { organizerId: number; scopeId: number | null; priceLevelId: number | null }[];
}

export interface StoredOrder extends OrderContent, Pick<Order, 'id' | 'orderNumber' | 'status' | 'placedAt'> {
  customerId: number | null;
  /** The consumer's early-start request (§ 356 Abs. 4 BGB): when and in which wording; null when there was none. */
  earlyStart: EarlyStartRecord | null;
  /** Positions withdrawn (services/withdrawal/) and when; they stay in `lines`, as the invoice shows them. */
  withdrawals: { positionId: number; withdrawnAt: string }[];
}

/** Inserts the order and its positions; answers its id and number. */
export async function insertOrder(tx: Queryable, order: NewOrder): Promise<{ id: number; orderNumber: string }> {
  const [row] = await tx.query<{ id: number | string; order_number: string }>(
    `insert into customer_order (customer_id, order_token_hash, email, buyer, buyer_type, net_cents, vat_cents, gross_cents,
                                 voucher_codes, proof_required, early_start_requested, language,
                                 early_start_wording_version, early_start_requested_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::text[], $10, $11, $12, $13::text,
             case when $13::text is null then null else now() end) returning id, order_number`,
    [
      'customerId' in order.owner ? order.owner.customerId : null,
      'tokenHash' in order.owner ? order.owner.tokenHash : null,
      order.buyer.email,
      JSON.stringify(order.buyer),
      order.buyer.buyerType,
      order.totals.netValue,
      order.totals.vatValue,
      order.totals.grossValue,
      order.voucherCodes,
      order.proofRequired,
      order.earlyStartRequested,
      order.language,
      order.earlyStartRequested ? order.earlyStartWordingVersion : null,
    ],
  );
  const id = Number(row!.id);
  for (const [index, line] of order.lines.entries()) {
    const extra = order.extras[index]!;
    const [position] = await tx.query<{ id: number | string }>(
      `insert into order_position (order_id, line_no, kind, course_id, schedule_id, price_level_id, package_id, package_included,
         name, organizer_id, organizer, course_type, course_kind, scope_id, scopes, schedule_start, schedule_end, schedule_city,
         price_level_name, voucher_code, list_cents, discount_cents, gross_cents, net_cents, vat_cents, vat_rate_percent, vat_treatment,
         seats, zfu_number)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::text[], $16::date, $17::date, $18, $19, $20,
               $21, $22, $23, $24, $25, $26, $27, $28, $29) returning id`,
      [
        id,
        index,
        line.kind,
        line.courseId,
        line.scheduleId,
        extra.priceLevelId,
        line.packageId,
        line.packageIncluded,
        line.name,
        extra.organizerId,
        line.organizer,
        line.courseType,
        line.courseKind,
        extra.scopeId,
        line.scopes,
        line.schedule?.startDate ?? null,
        line.schedule?.endDate ?? null,
        line.schedule?.city ?? null,
        line.priceLevelName,
        line.voucherCode,
        line.priceValue,
        line.discountValue,
        line.grossValue,
        line.netValue,
        line.vatValue,
        line.vatRatePercent,
        line.vatTreatment,
        line.seats ?? 1,
        line.zfuNumber ?? null,
      ],
    );
    if (line.instalments) await insertInstalments(tx, id, Number(position!.id), line.instalments);
  }
  // Hours, referents, scopes and credits as the catalogue has them now (§15 FAO needs them later).
  await snapshotTrainingFacts(tx, id);
  return { id, orderNumber: row!.order_number };
}

interface OrderRow {
  id: number | string;
  order_number: string;
  status: OrderStatus;
  placed_at: Date | string;
  buyer: BuyerData;
  voucher_codes: string[];
  proof_required: boolean;
  customer_id: number | string | null;
  early_start_requested_at: Date | string | null;
  early_start_wording_version: string | null;
}

interface PositionRow {
  id: number | string;
  kind: 'COURSE' | 'PACKAGE';
  course_id: number | null;
  schedule_id: number | null;
  package_id: number | null;
  package_included: boolean;
  name: string;
  organizer: string;
  course_type: PricedLine['courseType'];
  course_kind: PricedLine['courseKind'];
  scopes: string[];
  schedule_start: string | null;
  schedule_end: string | null;
  schedule_city: string | null;
  price_level_name: string | null;
  voucher_code: string | null;
  list_cents: number;
  discount_cents: number;
  gross_cents: number;
  net_cents: number;
  vat_cents: number;
  vat_rate_percent: number;
  vat_treatment: PricedLine['vatTreatment'];
  duration_hours: number | null;
  search_type: 'EDUCATION' | 'RENO' | null;
  withdrawn_at: Date | string | null;
  seats: number;
  zfu_number: string | null;
}

function toLine(row: PositionRow, instalments: ReadonlyMap<number, OrderInstalment[]>): PricedLine {
  const plan = instalments.get(Number(row.id));
  return {
    positionId: Number(row.id),
    kind: row.kind,
    courseId: row.course_id,
    packageId: row.package_id,
    scheduleId: row.schedule_id,
    name: row.name,
    organizer: row.organizer,
    courseType: row.course_type,
    courseKind: row.course_kind,
    scopes: row.scopes,
    schedule:
      row.schedule_start !== null
        ? { startDate: row.schedule_start, endDate: row.schedule_end!, city: row.schedule_city }
        : null,
    // The hours as snapshotted when the order was placed; the course's search type from the catalogue.
    training:
      row.kind === 'COURSE' && row.course_kind && row.course_type && row.duration_hours !== null
        ? lineTraining({
            type: row.search_type ?? 'EDUCATION',
            kind: row.course_kind,
            courseType: row.course_type,
            durationValue: Number(row.duration_hours),
          })
        : null,
    priceLevelName: row.price_level_name,
    packageIncluded: row.package_included,
    voucherCode: row.voucher_code,
    priceValue: row.list_cents,
    seats: row.seats,
    discountValue: row.discount_cents,
    grossValue: row.gross_cents,
    netValue: row.net_cents,
    vatValue: row.vat_cents,
    vatTreatment: row.vat_treatment,
    vatRatePercent: row.vat_rate_percent,
    zfuNumber: row.zfu_number,
    ...(plan ? { instalments: plan } : {}),
  };
}

/** The order `id` if `owner` owns it, else undefined (so a stranger's id reads as missing). */
export async function readOwnOrder(db: Queryable, id: number, owner: OrderOwner): Promise<StoredOrder | undefined> {
  const [row] = await db.query<OrderRow>(
    `select id, order_number, status, placed_at, buyer, voucher_codes, proof_required, customer_id,
            early_start_requested_at, early_start_wording_version
       from customer_order where id = $1 and ${'customerId' in owner ? 'customer_id' : 'order_token_hash'} = $2`,
    [id, 'customerId' in owner ? owner.customerId : owner.tokenHash],
  );
  if (!row) return undefined;
  const positions = await db.query<PositionRow>(
    `select id, kind, course_id, schedule_id, package_id, package_included, name, organizer, course_type, course_kind, scopes,
            schedule_start::text as schedule_start, schedule_end::text as schedule_end, schedule_city, price_level_name,
            voucher_code, list_cents, discount_cents, gross_cents, net_cents, vat_cents, vat_rate_percent, vat_treatment,
            duration_hours::float8 as duration_hours, (select c.type from course c where c.id = p.course_id) as search_type,
            withdrawn_at, seats, zfu_number
       from order_position p where order_id = $1 order by line_no`,
    [id],
  );
  const instalments = await instalmentsOfOrder(db, id);
  const lines = positions.map((position) => toLine(position, instalments));
  return {
    id: Number(row.id),
    orderNumber: row.order_number,
    status: row.status,
    placedAt: new Date(row.placed_at).toISOString(),
    buyer: row.buyer,
    lines,
    totals: totalsOf(lines),
    voucherCodes: row.voucher_codes,
    proofRequired: row.proof_required,
    customerId: row.customer_id === null ? null : Number(row.customer_id),
    earlyStart:
      row.early_start_requested_at !== null && row.early_start_wording_version !== null
        ? { requestedAt: new Date(row.early_start_requested_at).toISOString(), wordingVersion: row.early_start_wording_version }
        : null,
    withdrawals: positions.flatMap((position) =>
      position.withdrawn_at === null
        ? []
        : [{ positionId: Number(position.id), withdrawnAt: new Date(position.withdrawn_at).toISOString() }],
    ),
  };
}

/**
 * The order without the positions withdrawn before `moment` (ISO; null: every withdrawn one), totals
 * recomputed: what an invoice issued at `moment` bills, and what is left to pay of an order that was
 * not confirmed when positions were withdrawn. An invoice issued before a withdrawal keeps every
 * line (a credit note corrects it).
 */
export function withoutWithdrawn(order: StoredOrder, moment: string | null): StoredOrder {
  const gone = new Set(
    order.withdrawals
      .filter((withdrawn) => moment === null || withdrawn.withdrawnAt < moment)
      .map((withdrawn) => withdrawn.positionId),
  );
  if (gone.size === 0) return order;
  const lines = order.lines.filter((line) => !gone.has(line.positionId));
  return { ...order, lines, totals: totalsOf(lines) };
}

export async function setOrderStatus(tx: Queryable, id: number, status: OrderStatus): Promise<void> {
  await tx.query('update customer_order set status = $2, updated_at = now() where id = $1', [id, status]);
}

/** The owner's orders that may still be paid (placed or waiting for a redirect payment), newest first. */
export async function payableOrderIds(db: Queryable, owner: OrderOwner): Promise<number[]> {
  const rows = await db.query<{ id: number | string }>(
    `select id from customer_order where ${'customerId' in owner ? 'customer_id' : 'order_token_hash'} = $1
        and status in ('PLACED', 'PAYMENT_PENDING') order by id desc limit 20`,
    ['customerId' in owner ? owner.customerId : owner.tokenHash],
  );
  return rows.map((row) => Number(row.id));
}
