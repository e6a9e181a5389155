/**
 * The guest checkout (spec §6–§7): PUT /api/guest-order/guest stores the buyer data and the local cart
 * under a new order token (only its sha-256 is kept) or updates the checkout of a valid one; GET
 * /api/guest-order/guest and GET /api/guest-order/guest-summary read it. A checkout untouched for
 * GUEST_CHECKOUT_HOURS is gone (404 ORDER_TOKEN_UNKNOWN).
 */
import type { CartPricingRequest } from '../../../shared/cart.ts';
import type {
  BuyerData,
  GuestCheckout,
  GuestCheckoutRequest,
  GuestCheckoutStarted,
  OrderPayment,
  OrderSummary,
} from '../../../shared/order.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { emailTaken } from '../../identity/accounts.ts';
import { bookingKey, priceLocalCart } from '../cart/index.ts';
import { paymentOf } from '../payment/index.ts';
import { checkBuyer, checkInvoiceFormat, keepInvoiceData, normalizeBuyer } from '../buyer.ts';
import {
  createGuestCheckout,
  hashOrderToken,
  newOrderToken,
  readGuestCheckout,
  updateGuestCheckout,
} from './checkout-store.ts';
import type { OfferHold } from '../waiting-list/index.ts';
import { orderTokenUnknown } from './place-errors.ts';
import { summarize } from './summary.ts';

/** The wanted cart as stored: de-duplicated, unbookable positions left out (the summary shows the same). */
async function bookableCart(db: Queryable, request: CartPricingRequest, today: string, hold?: OfferHold) {
  const cart = await priceLocalCart(db, request, today, hold);
  const dropped = new Set((cart.droppedPositions ?? []).map((position) => bookingKey(position.position)));
  const seen = new Set<string>();
  const positions = [...request.positions]
    .reverse()
    .filter((position) => {
      const key = bookingKey(position);
      if (seen.has(key) || dropped.has(key)) return false;
      seen.add(key);
      return true;
    })
    .reverse();
  return { cart, stored: { positions, voucherCodes: cart.voucherCodes } };
}

/**
 * PUT /api/guest-order/guest. `token` is the X-Order header: a live checkout that has not become an
 * order is updated; anything else (none, unknown, expired, already ordered) starts a new checkout
 * with a new token, answered once.
 */
export async function saveGuestCheckout(
  db: Database,
  token: string | undefined,
  body: GuestCheckoutRequest,
  today: string,
  language: 'de' | 'en',
  hold?: OfferHold,
): Promise<GuestCheckoutStarted> {
  const buyer = normalizeBuyer(body.buyer);
  checkBuyer(buyer, 'buyer.');
  const { cart, stored } = await bookableCart(db, body.cart, today, hold);
  const orderToken = await db.transaction(async (tx) => {
    if (token !== undefined) {
      const hash = hashOrderToken(token);
      const current = await readGuestCheckout(tx, hash, { lock: true });
      if (current && current.orderId === null) {
        if (await updateGuestCheckout(tx, hash, checkedInvoiceData(buyer, current.buyer), stored, language)) return null;
      }
    }
    const fresh = newOrderToken();
    await createGuestCheckout(tx, hashOrderToken(fresh), checkedInvoiceData(buyer, null), stored, language);
    return fresh;
  });
  return { orderToken, accountExists: await emailTaken(db, buyer.email), cart };
}

/** The buyer as stored (the invoice fields kept), refused (422, nothing written) when its XRechnung lacks the reference. */
function checkedInvoiceData(buyer: BuyerData, stored: BuyerData | null): BuyerData {
  const kept = keepInvoiceData(buyer, stored);
  checkInvoiceFormat(kept, 'buyer.');
  return kept;
}

async function liveCheckout(db: Queryable, token: string) {
  const checkout = await readGuestCheckout(db, hashOrderToken(token));
  if (!checkout?.buyer || !checkout.cart) throw orderTokenUnknown();
  return { ...checkout, buyer: checkout.buyer, cart: checkout.cart };
}

/** GET /api/guest-order/guest. */
export async function readGuestCheckoutView(db: Queryable, token: string, today: string, hold?: OfferHold): Promise<GuestCheckout> {
  const checkout = await liveCheckout(db, token);
  return { buyer: checkout.buyer, cart: await priceLocalCart(db, checkout.cart, today, hold), orderId: checkout.orderId };
}

/** GET /api/guest-order/guest-summary. */
export async function guestSummary(db: Queryable, token: string, today: string, hold?: OfferHold): Promise<OrderSummary> {
  const checkout = await liveCheckout(db, token);
  return summarize(db, await priceLocalCart(db, checkout.cart, today, hold), checkout.buyer, null, today);
}

/**
 * GET /api/guest-order/payment: the order placed with this token (its sha-256) and its current payment,
 * null before the guest chose a method. No order placed with the token: 404, as any other token.
 */
export async function currentGuestPayment(
  db: Queryable,
  tokenHash: string,
): Promise<{ orderId: number; payment: OrderPayment | null }> {
  const [order] = await db.query<{ id: number | string }>(
    'select id from customer_order where order_token_hash = $1 order by id desc limit 1',
    [tokenHash],
  );
  if (!order) throw orderTokenUnknown();
  const orderId = Number(order.id);
  return { orderId, payment: await paymentOf(db, orderId) };
}
