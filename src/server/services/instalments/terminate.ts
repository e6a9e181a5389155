/**
 * Terminating a distance-learning contract (§ 5 FernUSG, issue 26 §3; POST
 * /api/customer/distance-learning/{positionId}/termination): the buyer of a confirmed order ends the
 * contract of one distance-learning position, without reasons. It ends at the end of the first
 * half-year when six weeks are left until then, otherwise three months after today
 * (src/shared/instalments.ts terminationEndsOn). The instalments of later periods are cancelled; the
 * one whose period it ends in is reduced to its days up to then. The buyer gets a confirmation mail.
 * One transaction: the termination, the instalments and the mail, or nothing.
 */
import { owedOf, terminationEndsOn, type DistanceTermination, type TerminationPreview } from '../../../shared/instalments.ts';
import type { VatTreatment } from '../../../shared/order.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError, notFound } from '../../errors.ts';
import { catalogueToday } from '../catalogue.ts';
import { lineVat } from '../order-store/index.ts';
import { queueTerminationMail } from './termination-mail.ts';

interface TerminablePosition {
  orderId: number;
  contractDate: string;
  vatTreatment: VatTreatment;
}

/** The customer's own distance-learning position of a binding order (locked to terminate it); else 404. */
async function ownDistancePosition(tx: Queryable, customerId: number, positionId: number, lock: boolean): Promise<TerminablePosition> {
  const [row] = await tx.query<TerminablePosition>(
    `select o.id::int as "orderId", (o.placed_at at time zone 'Europe/Berlin')::date::text as "contractDate",
            p.vat_treatment as "vatTreatment"
       from order_position p join customer_order o on o.id = p.order_id
      where p.id = $1 and o.customer_id = $2 and o.status = 'CONFIRMED' and p.withdrawn_at is null
        and exists (select 1 from instalment s where s.position_id = p.id)
      ${lock ? 'for update of p' : ''}`,
    [positionId, customerId],
  );
  if (!row) throw notFound(`Distance-learning position ${positionId}`);
  return row;
}

interface PlannedInstalment {
  id: number;
  number: number;
  periodFrom: string;
  periodUntil: string;
  grossValue: number;
}

const plannedOf = (db: Queryable, positionId: number) =>
  db.query<PlannedInstalment>(
    `select id::int as id, number, period_from::text as "periodFrom", period_until::text as "periodUntil", gross_cents as "grossValue"
       from instalment where position_id = $1 and status = 'PLANNED' order by number`,
    [positionId],
  );

/** GET …/termination: what a termination declared today would do, or the one declared. */
export async function terminationPreview(db: Queryable, customerId: number, positionId: number, now: Date): Promise<TerminationPreview> {
  const position = await ownDistancePosition(db, customerId, positionId, false);
  const [terminated] = await terminationsOf(db, [positionId]);
  const endsOn = terminated?.endsOn ?? terminationEndsOn(position.contractDate, catalogueToday(now));
  const planned = terminated ? [] : await plannedOf(db, positionId);
  const reduced = planned.find((entry) => owedOf(entry, endsOn) > 0 && owedOf(entry, endsOn) < entry.grossValue);
  return {
    endsOn,
    cancelledInstalments: planned.filter((entry) => owedOf(entry, endsOn) === 0).map((entry) => entry.number),
    reducedInstalment: reduced ? { number: reduced.number, grossValue: owedOf(reduced, endsOn) } : null,
    terminated: terminated ? { declaredOn: terminated.declaredOn, endsOn: terminated.endsOn } : null,
  };
}

export async function terminateDistanceContract(
  tx: Queryable,
  customerId: number,
  positionId: number,
  now: Date,
): Promise<DistanceTermination> {
  const position = await ownDistancePosition(tx, customerId, positionId, true);
  if ((await terminationsOf(tx, [positionId])).length > 0)
    throw new HttpError(409, 'ALREADY_TERMINATED', 'This distance-learning contract was terminated already');
  const declaredOn = catalogueToday(now);
  const endsOn = terminationEndsOn(position.contractDate, declaredOn);
  await tx.query('insert into distance_termination (position_id, declared_on, ends_on) values ($1, $2::date, $3::date)', [
    positionId,
    declaredOn,
    endsOn,
  ]);
  for (const entry of await plannedOf(tx, positionId)) {
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
  await queueTerminationMail(tx, position.orderId, positionId, { declaredOn, endsOn });
  return { declaredOn, endsOn };
}

const terminationsOf = (db: Queryable, positionIds: readonly number[]) =>
  db.query<DistanceTermination & { positionId: number }>(
    `select position_id::int as "positionId", declared_on::text as "declaredOn", ends_on::text as "endsOn"
       from distance_termination where position_id = any($1::bigint[])`,
    [positionIds],
  );

/** The terminations of these positions by position id. */
export async function terminationsOfPositions(db: Queryable, positionIds: readonly number[]): Promise<Map<number, DistanceTermination>> {
  return new Map((await terminationsOf(db, positionIds)).map(({ positionId, ...termination }) => [positionId, termination]));
}
