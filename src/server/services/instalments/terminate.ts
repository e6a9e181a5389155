/**
 * Terminating a distance-learning contract (§ 5 FernUSG, issue 26 §3; POST
 * /api/customer/distance-learning/{positionId}/termination): the buyer of a confirmed order ends the
 * contract of one distance-learning position, without reasons. It ends at the end of the first
 * half-year when six weeks are left until then, otherwise three months after today
 * (src/shared/instalments.ts terminationEndsOn). The instalments of later periods are cancelled; the
 * one whose period it ends in is reduced to its days up to then. The buyer gets a confirmation mail.
 * One transaction: the termination, the instalments and the mail, or nothing.
 */
import { owedOf, terminationEndsOn, type DistanceTermination } from '../../../shared/instalments.ts';
import type { VatTreatment } from '../../../shared/order.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError, notFound } from '../../errors.ts';
import { catalogueToday } from '../catalogue.ts';
import { lineVat } from '../order-store/index.ts';

interface TerminablePosition {
  orderId: number;
  contractDate: string;
  vatTreatment: VatTreatment;
  terminated: boolean;
}

/** The customer's own distance-learning position of a binding order, locked; else 404. */
async function ownDistancePosition(tx: Queryable, customerId: number, positionId: number): Promise<TerminablePosition> {
  const [row] = await tx.query<TerminablePosition>(
    `select o.id::int as "orderId", (o.placed_at at time zone 'Europe/Berlin')::date::text as "contractDate",
            p.vat_treatment as "vatTreatment", exists (select 1 from distance_termination t where t.position_id = p.id) as terminated
       from order_position p join customer_order o on o.id = p.order_id
      where p.id = $1 and o.customer_id = $2 and o.status = 'CONFIRMED' and p.withdrawn_at is null
        and exists (select 1 from instalment s where s.position_id = p.id)
      for update of p`,
    [positionId, customerId],
  );
  if (!row) throw notFound(`Distance-learning position ${positionId}`);
  return row;
}

export async function terminateDistanceContract(
  tx: Queryable,
  customerId: number,
  positionId: number,
  now: Date,
): Promise<DistanceTermination> {
  const position = await ownDistancePosition(tx, customerId, positionId);
  if (position.terminated) throw new HttpError(409, 'ALREADY_TERMINATED', 'This distance-learning contract was terminated already');
  const declaredOn = catalogueToday(now);
  const endsOn = terminationEndsOn(position.contractDate, declaredOn);
  await tx.query('insert into distance_termination (position_id, declared_on, ends_on) values ($1, $2::date, $3::date)', [
    positionId,
    declaredOn,
    endsOn,
  ]);
  const planned = await tx.query<{ id: number; periodFrom: string; periodUntil: string; grossValue: number }>(
    `select id::int as id, period_from::text as "periodFrom", period_until::text as "periodUntil", gross_cents as "grossValue"
       from instalment where position_id = $1 and status = 'PLANNED' order by number`,
    [positionId],
  );
  for (const entry of planned) {
    const owed = owedOf(entry, endsOn);
    if (owed === 0) {
      await tx.query(`update instalment set status = 'CANCELLED' where id = $1`, [entry.id]);
    } else if (owed < entry.grossValue) {
      const { netValue, vatValue } = lineVat(owed, position.vatTreatment);
      await tx.query(
        `update instalment set full_gross_cents = gross_cents, gross_cents = $2, net_cents = $3, vat_cents = $4 where id = $1`,
        [entry.id, owed, netValue, vatValue],
      );
    }
  }
  return { declaredOn, endsOn };
}

/** The termination of each terminated position of an order. */
export async function terminationsOfOrder(db: Queryable, orderId: number): Promise<Map<number, DistanceTermination>> {
  const rows = await db.query<DistanceTermination & { positionId: number }>(
    `select t.position_id::int as "positionId", t.declared_on::text as "declaredOn", t.ends_on::text as "endsOn"
       from distance_termination t join order_position p on p.id = t.position_id where p.order_id = $1`,
    [orderId],
  );
  return new Map(rows.map(({ positionId, ...termination }) => [positionId, termination]));
}
