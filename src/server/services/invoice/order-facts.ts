/**
 * What an invoice or a confirmation shows of an order: the order as its owner reads it (the order
 * service's snapshot, never the catalogue of today) plus its language and e-mail address. Positions
 * withdrawn before the invoice was issued (an order withdrawn from before it was confirmed) are left out.
 */
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { readOwnOrder, withoutWithdrawn, type OrderOwner, type StoredOrder } from '../order-store/index.ts';
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
    invoicedAt: string | null;
  }>(
    `select customer_id::int as "customerId", order_token_hash as "tokenHash", language, email,
            (select to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from invoice i where i.order_id = o.id and i.instalment_number is null) as "invoicedAt"
       from customer_order o where id = $1`,
    [orderId],
  );
  if (!row) throw notFound(`Order ${orderId}`);
  const owner: OrderOwner = row.customerId !== null ? { customerId: row.customerId } : { tokenHash: row.tokenHash! };
  const stored = await readOwnOrder(tx, orderId, owner);
  if (!stored) throw notFound(`Order ${orderId}`);
  // The invoice bills what the order was when it was issued: positions withdrawn before are not on it.
  const order = withoutWithdrawn(stored, row.invoicedAt);
  return { order, owner, language: row.language, email: row.email };
}
