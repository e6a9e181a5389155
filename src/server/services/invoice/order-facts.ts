/**
 * What an invoice or a confirmation shows of an order: the order as its owner reads it (the order
 * service's snapshot, never the catalogue of today) plus its language and e-mail address.
 */
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { readOwnOrder, type OrderOwner, type StoredOrder } from '../order-store/index.ts';
import type { DocumentLanguage } from '../../documents/index.ts';

export interface OrderFacts {
  order: StoredOrder;
  owner: OrderOwner;
  language: DocumentLanguage;
  email: string;
}

export async function readOrderFacts(tx: Queryable, orderId: number): Promise<OrderFacts> {
  const [row] = await tx.query<{
    customerId: number | null;
    tokenHash: string | null;
    language: DocumentLanguage;
    email: string;
  }>(
    `select customer_id::int as "customerId", order_token_hash as "tokenHash", language, email from customer_order where id = $1`,
    [orderId],
  );
  if (!row) throw notFound(`Order ${orderId}`);
  const owner: OrderOwner = row.customerId !== null ? { customerId: row.customerId } : { tokenHash: row.tokenHash! };
  const order = await readOwnOrder(tx, orderId, owner);
  if (!order) throw notFound(`Order ${orderId}`);
  return { order, owner, language: row.language, email: row.email };
}
