/**
 * The guest's continue link (src/shared/continue-order.ts): signed for one order when it is placed
 * (services/signed-link.ts), and traded once for a new order token — the X-Order access the guest
 * order pages already use, so the guest flow needs no other way in. Trading rotates the order's token:
 * the old one (in a closed tab, maybe in a browser history) stops working, and the checkout comes back
 * to life (or back into being, after GUEST_CHECKOUT_HOURS) so the flow can resume it.
 * Refusals: 403 CONTINUE_LINK_INVALID (malformed, forged, another purpose, a customer's order),
 * 410 CONTINUE_LINK_EXPIRED, 410 CONTINUE_LINK_USED. A refused link changes nothing.
 */
import { createHash } from 'node:crypto';
import { CONTINUE_LINK_DAYS, CONTINUE_ORDER_PATH, type ContinuedOrder } from '../../../shared/continue-order.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { SignedLinkError, signLink, verifyLink } from '../signed-link.ts';
import { hashOrderToken, newOrderToken } from './checkout-store.ts';
import { readOrder } from './read.ts';

export const CONTINUE_LINK_PURPOSE = 'continue-order';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The link for the placing mail of a guest order. */
export async function continueLinkFor(
  tx: Queryable,
  orderId: number,
  publicUrl: string,
  now = new Date(),
): Promise<{ url: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + CONTINUE_LINK_DAYS * DAY_MS);
  const token = await signLink(tx, { purpose: CONTINUE_LINK_PURPOSE, orderId, expiresAt });
  return { url: `${publicUrl}${CONTINUE_ORDER_PATH}#token=${token}`, expiresAt };
}

const invalid = () => new HttpError(403, 'CONTINUE_LINK_INVALID', 'token: this link is not valid; please use the link from your e-mail');

/** Gives the order a new token and its checkout back (a new one if it was cleared away). */
async function rotateToken(tx: Queryable, orderId: number, tokenHash: string): Promise<void> {
  const [order] = await tx.query<{ buyer: unknown; language: string }>(
    'update customer_order set order_token_hash = $2, updated_at = now() where id = $1 returning buyer, language',
    [orderId, tokenHash],
  );
  const revived = await tx.query(
    `update checkout set order_token_hash = $2, updated_at = now()
      where id = (select id from checkout where order_id = $1 and order_token_hash is not null order by id desc limit 1)
      returning id`,
    [orderId, tokenHash],
  );
  if (revived.length > 0) return;
  // The cart is the order's now; the checkout only has to say which order it became.
  await tx.query(
    `insert into checkout (order_token_hash, buyer, cart, language, order_id) values ($1, $2, $3, $4, $5)`,
    [tokenHash, JSON.stringify(order!.buyer), JSON.stringify({ positions: [], voucherCodes: [] }), order!.language, orderId],
  );
}

/** The link's order, or the refusal (403 forged or of another purpose, 410 expired). */
async function linkedOrder(db: Database, token: string): Promise<number> {
  try {
    return (await verifyLink(db, token, CONTINUE_LINK_PURPOSE)).orderId;
  } catch (error) {
    if (!(error instanceof SignedLinkError)) throw error;
    if (error.reason === 'expired') throw new HttpError(410, 'CONTINUE_LINK_EXPIRED', 'token: this link has expired; please contact us');
    throw invalid();
  }
}

/** POST /api/guest-order/continue. */
export async function continueGuestOrder(db: Database, token: string): Promise<ContinuedOrder> {
  const linked = await linkedOrder(db, token);
  const orderToken = await db.transaction(async (tx) => {
    const [order] = await tx.query<{ guest: boolean }>(
      'select order_token_hash is not null as guest from customer_order where id = $1 for update',
      [linked],
    );
    if (!order?.guest) throw invalid();
    const used = await tx.query(
      `insert into signed_link_use (token_hash, purpose, order_id) values ($1, $2, $3)
       on conflict (token_hash) do nothing returning token_hash`,
      [createHash('sha256').update(token).digest('hex'), CONTINUE_LINK_PURPOSE, linked],
    );
    if (used.length === 0)
      throw new HttpError(410, 'CONTINUE_LINK_USED', 'token: this link was used already; the order is open in the browser that used it');
    const fresh = newOrderToken();
    await rotateToken(tx, linked, hashOrderToken(fresh));
    return fresh;
  });
  const order = await readOrder(db, linked, { tokenHash: hashOrderToken(orderToken) });
  return { orderToken, orderId: linked, next: order.next };
}
