/**
 * The training facts of an order's positions, snapshotted from the catalogue when the order is
 * placed (012-customer-area.sql): a course's net hours, referents and scopes; a package's credits,
 * educational type and scopes. Called by insertOrder (store.ts) in the placing
 * transaction, so an order keeps what it was even after the catalogue changes.
 */
import type { Queryable } from '../../db/database.ts';

/** A referent as printed: "Dr. Erika Muster" (the title only when there is one). */
const REFERENT_NAME = `btrim(concat_ws(' ', nullif(r.title, ''), r.first_name, r.last_name))`;

export async function snapshotTrainingFacts(tx: Queryable, orderId: number): Promise<void> {
  await tx.query(
    `update order_position p set duration_hours = c.duration_value,
            referents = coalesce((select array_agg(${REFERENT_NAME} order by r.last_name, r.id)
                                    from course_referent cr join referent r on r.id = cr.referent_id where cr.course_id = c.id), '{}'),
            scope_ids = coalesce((select array_agg(cs.scope_id order by cs.scope_id) from course_scope cs where cs.course_id = c.id), '{}')
       from course c where p.order_id = $1 and p.kind = 'COURSE' and c.id = p.course_id`,
    [orderId],
  );
  await tx.query(
    `update order_position p set credit_hours = k.credit_value, educational_type = k.educational_type,
            scope_ids = coalesce((select array_agg(ps.scope_id order by ps.scope_id) from package_scope ps where ps.package_id = k.id), '{}')
       from package k where p.order_id = $1 and p.kind = 'PACKAGE' and k.id = p.package_id`,
    [orderId],
  );
}
