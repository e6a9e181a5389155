/**
 * Idempotency-Key records of placing and paying (Medusa's idempotent cart completion): the same owner
 * and key answer the same order. The key row is inserted FIRST inside the placing transaction: a
 * concurrent request with the same key then waits on the primary key until the first transaction
 * commits (and finds its order) or rolls back (and goes on itself) — on PostgreSQL by the unique
 * index, on PGlite because transactions run one at a time.
 */
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';

export type KeyPurpose = 'order' | 'payment';

/**
 * Claims `key` for `owner`: undefined when this request is the first (go on, then `settleKey`),
 * else the order the first request made.
 */
export async function claimKey(tx: Queryable, owner: string, key: string, purpose: KeyPurpose): Promise<number | undefined> {
  const inserted = await tx.query(
    `insert into order_idempotency (owner, idempotency_key, purpose) values ($1, $2, $3)
     on conflict (owner, idempotency_key) do nothing returning owner`,
    [owner, key, purpose],
  );
  if (inserted.length > 0) return undefined;
  const [row] = await tx.query<{ order_id: number | string | null; purpose: KeyPurpose }>(
    'select order_id, purpose from order_idempotency where owner = $1 and idempotency_key = $2',
    [owner, key],
  );
  if (!row || row.purpose !== purpose) {
    throw new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', 'Idempotency-Key: this key was used for another call; send a new one', 'idempotency-key');
  }
  if (row.order_id === null) throw new HttpError(409, 'IDEMPOTENCY_KEY_IN_USE', 'Idempotency-Key: a request with this key is still running');
  return Number(row.order_id);
}

/** Records the order the claimed key answers. */
export async function settleKey(tx: Queryable, owner: string, key: string, orderId: number): Promise<void> {
  await tx.query('update order_idempotency set order_id = $3 where owner = $1 and idempotency_key = $2', [owner, key, orderId]);
}
