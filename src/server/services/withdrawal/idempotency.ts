/**
 * The Idempotency-Key of declaring a withdrawal (order_idempotency, purpose 'withdrawal'; the same
 * table and the same way as placing an order, services/order/idempotency.ts): the key row is inserted
 * FIRST in the declaring transaction, so a concurrent request with the same key waits until the first
 * commits (and answers its receipt) or rolls back (and goes on itself). Owner: 'withdrawal:<order id>'.
 */
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';

const owner = (orderId: number) => `withdrawal:${orderId}`;

/** undefined when this request is the first with `key` (go on, then settle); else the withdrawal it made. */
export async function claimWithdrawalKey(tx: Queryable, orderId: number, key: string): Promise<number | undefined> {
  const inserted = await tx.query(
    `insert into order_idempotency (owner, idempotency_key, purpose, order_id) values ($1, $2, 'withdrawal', $3)
     on conflict (owner, idempotency_key) do nothing returning owner`,
    [owner(orderId), key, orderId],
  );
  if (inserted.length > 0) return undefined;
  const [row] = await tx.query<{ withdrawal_id: number | string | null; purpose: string }>(
    'select withdrawal_id, purpose from order_idempotency where owner = $1 and idempotency_key = $2',
    [owner(orderId), key],
  );
  if (!row || row.purpose !== 'withdrawal') {
    throw new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', 'Idempotency-Key: this key was used for another call; send a new one', 'idempotency-key');
  }
  if (row.withdrawal_id === null) throw new HttpError(409, 'IDEMPOTENCY_KEY_IN_USE', 'Idempotency-Key: a request with this key is still running');
  return Number(row.withdrawal_id);
}

export async function settleWithdrawalKey(tx: Queryable, orderId: number, key: string, withdrawalId: number): Promise<void> {
  await tx.query('update order_idempotency set withdrawal_id = $3 where owner = $1 and idempotency_key = $2', [
    owner(orderId),
    key,
    withdrawalId,
  ]);
}
