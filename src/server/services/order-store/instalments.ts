/**
 * The instalments of an order's distance-learning positions (migration 029-instalments.sql,
 * src/shared/instalments.ts). Only SQL here; the rules are in services/instalments/.
 */
import type { Instalment, OrderInstalment } from '../../../shared/instalments.ts';
import type { Queryable, SqlValue } from '../../db/database.ts';

/** Stores a new position's plan: every instalment PLANNED (the order's invoice bills the first). */
export async function insertInstalments(tx: Queryable, orderId: number, positionId: number, plan: readonly Instalment[]) {
  for (const entry of plan) {
    await tx.query(
      `insert into instalment (order_id, position_id, number, due_on, period_from, period_until, gross_cents, net_cents, vat_cents)
       values ($1, $2, $3, $4::date, $5::date, $6::date, $7, $8, $9)`,
      [orderId, positionId, entry.number, entry.dueOn, entry.periodFrom, entry.periodUntil, entry.grossValue, entry.netValue, entry.vatValue],
    );
  }
}

const COLUMNS = `s.position_id::int as "positionId", s.number, s.due_on::text as "dueOn", s.period_from::text as "periodFrom",
  s.period_until::text as "periodUntil", s.gross_cents as "grossValue", s.net_cents as "netValue", s.vat_cents as "vatValue",
  s.status, s.invoice_id::int as "invoiceId", i.invoice_number as "invoiceNumber", s.full_gross_cents as "fullGrossValue"`;

/** An order's instalments by position id, each plan in number order. */
export const instalmentsOfOrder = (db: Queryable, orderId: number) => instalmentsWhere(db, 's.order_id = $1', [orderId]);

/** The instalments of these positions by position id. */
export const instalmentsOfPositions = (db: Queryable, positionIds: readonly number[]) =>
  instalmentsWhere(db, 's.position_id = any($1::bigint[])', [positionIds]);

async function instalmentsWhere(db: Queryable, where: string, params: SqlValue[]): Promise<Map<number, OrderInstalment[]>> {
  const rows = await db.query<OrderInstalment & { positionId: number }>(
    `select ${COLUMNS} from instalment s left join invoice i on i.id = s.invoice_id
      where ${where} order by s.position_id, s.number`,
    params,
  );
  const byPosition = new Map<number, OrderInstalment[]>();
  for (const { positionId, ...entry } of rows) byPosition.set(positionId, [...(byPosition.get(positionId) ?? []), entry]);
  return byPosition;
}
