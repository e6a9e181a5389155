/**
 * Paying a placed order: the guest chooses the method after placing (PUT /api/guest-order/payment),
 * and anyone pays again after a declined or cancelled payment (PUT /api/order/{paymentId}, PUT
 * /api/guest-order/{paymentId}) with a new PaymentChoice. Idempotent by the Idempotency-Key: the same
 * key answers the same order as it is now, and nothing is started twice.
 */
import type { Order, PaymentChoice, PaymentMethodOffer } from '../../../shared/order.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { HttpError, notFound } from '../../errors.ts';
import { checkPaymentChoice, offeredPaymentMethods, paymentOf } from '../payment/index.ts';
import { proofsOf } from '../upload/index.ts';
import { normalizeChoice } from './customer-checkout.ts';
import { claimKey, settleKey } from './idempotency.ts';
import { ownerKey, payableOrderIds, readOwnOrder, withoutWithdrawn, type OrderOwner } from '../order-store/index.ts';
import { orderTokenUnknown, settle } from './place.ts';
import { cartOfOrder, readOrder } from './read.ts';
import { dueWithOrder } from '../../../shared/instalments.ts';

/** Starts the chosen payment of an order the owner may pay; refusals roll everything back. */
async function payIn(
  tx: Queryable,
  owner: OrderOwner,
  orderId: number,
  choice: PaymentChoice,
  allowIf: (status: string | undefined) => boolean,
) {
  const read = await readOwnOrder(tx, orderId, owner);
  if (!read) throw notFound(`Order ${orderId}`);
  if (read.status === 'CONFIRMED' || read.status === 'CANCELLED') return;
  // Positions withdrawn before the order was paid are not paid for (nor invoiced).
  const stored = withoutWithdrawn(read, null);
  if (stored.proofRequired && (await proofsOf(tx, { orderId })).length === 0) {
    throw new HttpError(
      412,
      'PROOF_MISSING',
      'A specialist-lawyer course needs the proof of admission; please upload it first',
    );
  }
  const current = await paymentOf(tx, orderId);
  if (!allowIf(current?.status)) {
    throw new HttpError(
      409,
      'PAYMENT_ALREADY_STARTED',
      "This order's payment is under way or done; it can be paid again only after it was declined or cancelled",
    );
  }
  const cart = cartOfOrder(stored);
  if (cart.sumValue > 0) checkPaymentChoice(choice, offeredPaymentMethods(cart, 'customerId' in owner));
  await settle(
    tx,
    orderId,
    stored.orderNumber,
    // A distance-learning position's later instalments are invoiced on their due dates.
    dueWithOrder(stored.totals.grossValue, stored.lines),
    choice,
    'customerId' in owner ? 'order' : 'guest-order',
  );
}

/**
 * GET /api/cart/payment-methods once the cart became an order: a guest chooses the method after placing,
 * and anyone pays again after a declined or cancelled card — by then the cart is empty, so the offers
 * are those for the newest order the owner may still pay. Undefined when there is none.
 */
export async function offersForPayableOrder(
  db: Queryable,
  owner: OrderOwner,
): Promise<PaymentMethodOffer[] | undefined> {
  const [orderId] = await payableOrderIds(db, owner);
  const stored = orderId === undefined ? undefined : await readOwnOrder(db, orderId, owner);
  return stored ? offeredPaymentMethods(cartOfOrder(withoutWithdrawn(stored, null)), 'customerId' in owner) : undefined;
}

const retryable = (status: string | undefined) => status === 'DECLINED' || status === 'CANCELLED';

async function idempotent(
  db: Database,
  owner: OrderOwner,
  key: string,
  work: (tx: Queryable) => Promise<number>,
): Promise<Order> {
  const orderId = await db.transaction(async (tx) => {
    const earlier = await claimKey(tx, ownerKey(owner), key, 'payment');
    if (earlier !== undefined) return earlier;
    const id = await work(tx);
    await settleKey(tx, ownerKey(owner), key, id);
    return id;
  });
  return readOrder(db, orderId, owner);
}

/** PUT /api/guest-order/payment: the method for the guest's placed order (none yet, or the last one failed). */
export async function payGuestOrder(
  db: Database,
  tokenHash: string,
  input: PaymentChoice,
  key: string,
): Promise<Order> {
  const owner = { tokenHash };
  return idempotent(db, owner, key, async (tx) => {
    const [orderId] = await payableOrderIds(tx, owner);
    if (orderId === undefined) {
      const [any] = await tx.query<{ id: number | string }>(
        'select id from customer_order where order_token_hash = $1 order by id desc limit 1',
        [tokenHash],
      );
      if (!any) throw orderTokenUnknown();
      return Number(any.id);
    }
    await payIn(tx, owner, orderId, normalizeChoice(input), (status) => status === undefined || retryable(status));
    return orderId;
  });
}

/** PUT /api/order/{paymentId}, PUT /api/guest-order/{paymentId}: pay again after a declined or cancelled payment. */
export async function payAgain(
  db: Database,
  owner: OrderOwner,
  paymentId: string,
  input: PaymentChoice,
  key: string,
): Promise<Order> {
  return idempotent(db, owner, key, async (tx) => {
    for (const orderId of await payableOrderIds(tx, owner)) {
      const payment = await paymentOf(tx, orderId);
      if (payment?.paymentId !== paymentId) continue;
      await payIn(tx, owner, orderId, normalizeChoice(input), retryable);
      return orderId;
    }
    throw notFound(`Payment ${paymentId}`);
  });
}
