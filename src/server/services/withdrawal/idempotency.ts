/**
 * The Idempotency-Key of declaring a withdrawal (order_idempotency, purpose 'withdrawal'; the same
 * table and the same way as placing an order, services/order/idempotency.ts): the key row is inserted
 * FIRST in the declaring transaction, so a concurrent request with the same key waits until the first
 * commits (and answers its receipt) or rolls back (and goes on itself). Owner: '<purpose>:<order id>';
 * a cancellation under the AGB (services/booking/cancel.ts) claims its key the same way.
 */
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';

/** A withdrawal, or a cancellation under the AGB (its record is a withdrawal row of that kind). */
export type EndingPurpose = 'withdrawal' | 'cancellation';

const owner = (orderId: number, purpose: EndingPurpose) => `${purpose}:${orderId}`;

/** undefined when this request is the first with `key` (go on, then settle); else the withdrawal it made. */
export async function claimWithdrawalKey(
  tx: Queryable,
  orderId: number,
  key: string,
  purpose: EndingPurpose = 'withdrawal',
): Promise<number | undefined> {
  const inserted = await tx.query(
    `insert into order_idempotency (owner, idempotency_key, purpose, order_id) values ($1, $2, $3, $4)
     on conflict (owner, idempotency_key) do nothing returning owner`,
    [owner(orderId, purpose), key, purpose, orderId],
  );
  if (inserted.length > 0) return undefined;
  const [row] = await tx.query<{ withdrawal_id: number | string | null; purpose: string }>(
    'select withdrawal_id, purpose from order_idempotency where owner = $1 and idempotency_key = $2',
    [owner(orderId, purpose), key],
  );
  if (!row || row.purpose !== purpose) {
    throw new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', 'Idempotency-Key: this key was used for another call; send a new one', 'idempotency-key');
  }
  if (row.withdrawal_id === null) throw new HttpError(409, 'IDEMPOTENCY_KEY_IN_USE', 'Idempotency-Key: a request with this key is still running');
  return Number(row.withdrawal_id);
}

export async function settleWithdrawalKey(
  tx: Queryable,
  orderId: number,
  key: string,
  withdrawalId: number,
  purpose: EndingPurpose = 'withdrawal',
): Promise<void> {
  await tx.query('update order_idempotency set withdrawal_id = $3 where owner = $1 and idempotency_key = $2', [
    owner(orderId, purpose),
    key,
    withdrawalId,
  ]);
}
