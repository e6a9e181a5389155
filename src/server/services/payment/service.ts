/**
 * Payments of orders (table `payment`): which methods are offered, starting an attempt through the
 * method's adapter, reading it back, and the return from a redirect provider (validate-payment).
 *
 * A return is never trusted: the adapter asks its provider. A return arriving twice or late (the
 * attempt already settled, or the order no longer waiting) changes nothing; an unknown paymentId, a
 * payment of another order, or an order of someone else answers 404 and changes nothing.
 */
import { randomBytes } from 'node:crypto';
import type { Cart } from '../../../shared/cart.ts';
import type {
  OrderPayment,
  PaymentChoice,
  PaymentMethod,
  PaymentMethodOffer,
  PaymentReturn,
  PaymentStatus,
} from '../../../shared/order.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { HttpError, notFound } from '../../errors.ts';
import type { OrderOwner } from '../order-store/index.ts';
import { invoiceAdapter } from './adapters/invoice.ts';
import { sepaAdapter } from './adapters/sepa.ts';
import { testCardAdapter } from './adapters/test-card.ts';
import { confirmOrder } from './confirm.ts';
import type { PageLanguage, PaymentProvider } from './provider.ts';
import { checkoutSettings, type CheckoutSettings } from './settings.ts';

/** The adapter of each method that has one. A real card provider replaces testCardAdapter here (ADR 010). */
const ADAPTERS: Partial<Record<PaymentMethod, PaymentProvider>> = {
  INVOICE: invoiceAdapter,
  SEPA_DIRECT_DEBIT: sepaAdapter,
  CREDIT_CARD: testCardAdapter,
};
export const adapterByName = (name: string) => Object.values(ADAPTERS).find((adapter) => adapter.name === name);

/** Which flow's page the shopper returns to from a payment page. */
export type PaymentFlow = 'order' | 'guest-order';

export interface StartPaymentRequest {
  orderId: number;
  orderNumber: string;
  amountValue: number;
  choice: PaymentChoice;
  flow: PaymentFlow;
}

interface PaymentRow {
  id: string;
  method: PaymentMethod;
  status: PaymentStatus;
  amount_cents: number;
  provider: string;
  provider_reference: string | null;
  mandate_reference: string | null;
}

const PAYMENT_COLUMNS = 'id, method, status, amount_cents, provider, provider_reference, mandate_reference';

function offerOf(adapter: PaymentProvider, settings: CheckoutSettings): PaymentMethodOffer {
  const offer: PaymentMethodOffer = { method: adapter.method, redirect: adapter.redirect, testMode: adapter.testMode };
  if (adapter.mandateText) offer.mandateText = adapter.mandateText(settings.seller.seller);
  return offer;
}

/**
 * GET /api/cart/payment-methods: what the configuration (PAYMENT_METHODS) enables for this cart.
 * Empty cart: nothing. Nothing to pay: INVOICE only (no money moves; the invoice shows 0 €).
 * Customers and guests are offered the same methods.
 */
export function offeredPaymentMethods(
  cart: Pick<Cart, 'positions' | 'sumValue'>,
  signedIn: boolean,
  settings = checkoutSettings(),
): PaymentMethodOffer[] {
  void signedIn; // Guests may pay by invoice and direct debit too; kept for rules that tell them apart.
  if (cart.positions.length === 0) return [];
  if (cart.sumValue === 0) return [offerOf(invoiceAdapter, settings)];
  return settings.payment.methods.flatMap((method) => {
    const adapter = ADAPTERS[method];
    return adapter ? [offerOf(adapter, settings)] : [];
  });
}

/** Refuses a choice that is not offered (422 PAYMENT_METHOD_NOT_OFFERED) or that its method cannot take (IBAN_INVALID, …). */
export function checkPaymentChoice(choice: PaymentChoice, offered: readonly PaymentMethodOffer[]): void {
  if (!offered.some((offer) => offer.method === choice.paymentMethod)) {
    throw new HttpError(
      422,
      'PAYMENT_METHOD_NOT_OFFERED',
      `${choice.paymentMethod} is not offered for this order`,
      'paymentMethod',
    );
  }
  const adapter = ADAPTERS[choice.paymentMethod];
  if (!adapter)
    throw new HttpError(422, 'PAYMENT_METHOD_NOT_OFFERED', `${choice.paymentMethod} is not available`, 'paymentMethod');
  adapter.checkChoice(choice);
}

function toOrderPayment(row: PaymentRow, settings: CheckoutSettings): OrderPayment {
  const adapter = adapterByName(row.provider);
  return {
    paymentId: row.id,
    method: row.method,
    status: row.status,
    amountValue: row.amount_cents,
    redirectUrl:
      row.status === 'PENDING' && row.provider_reference && adapter
        ? adapter.paymentPageUrl(settings.publicUrl, row.provider_reference)
        : null,
    mandateReference: row.mandate_reference,
  };
}

/**
 * Starts a payment attempt for a placed order (inside the caller's transaction). INVOICE and SEPA
 * answer OPEN (the caller then confirms the order); CREDIT_CARD answers PENDING with the redirectUrl
 * of the payment page, and the order waits as PAYMENT_PENDING. An earlier declined or cancelled
 * attempt stays as history; an earlier pending one is withdrawn at its provider first.
 */
export async function startPayment(
  tx: Queryable,
  request: StartPaymentRequest,
  settings = checkoutSettings(),
): Promise<OrderPayment> {
  const { orderId, orderNumber, amountValue, choice, flow } = request;
  const adapter = ADAPTERS[choice.paymentMethod];
  if (!adapter)
    throw new HttpError(422, 'PAYMENT_METHOD_NOT_OFFERED', `${choice.paymentMethod} is not available`, 'paymentMethod');
  adapter.checkChoice(choice);
  const [order] = await tx.query<{ status: string; language: PageLanguage }>(
    'select status, language from customer_order where id = $1 for update',
    [orderId],
  );
  if (!order) throw notFound(`Order ${orderId}`);
  if (order.status === 'CONFIRMED' || order.status === 'CANCELLED') {
    throw new HttpError(
      409,
      'ORDER_NOT_PAYABLE',
      `Order ${orderNumber} is ${order.status.toLowerCase()}; it takes no new payment`,
    );
  }
  await withdrawLivePayment(tx, orderId);

  const paymentId = randomBytes(24).toString('base64url');
  const returnUrl = `${settings.publicUrl}/${flow}/payment?orderId=${orderId}&paymentId=${paymentId}`;
  const started = await adapter.start(tx, {
    paymentId,
    orderId,
    orderNumber,
    amountValue,
    choice,
    returnUrl,
    publicUrl: settings.publicUrl,
    language: order.language,
  });
  const [row] = await tx.query<PaymentRow>(
    `insert into payment (id, order_id, method, status, amount_cents, provider, provider_reference,
                          sepa_account_holder, sepa_iban, mandate_reference, mandate_signed_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, case when $10::text is null then null else now() end)
     returning ${PAYMENT_COLUMNS}`,
    [
      paymentId,
      orderId,
      adapter.method,
      started.status,
      amountValue,
      adapter.name,
      started.providerReference,
      started.sepa?.accountHolder ?? null,
      started.sepa?.iban ?? null,
      started.sepa?.mandateReference ?? null,
    ],
  );
  // A redirect payment keeps the order (and its seats) waiting for the provider's answer.
  if (started.status === 'PENDING') {
    await tx.query(
      `update customer_order set status = 'PAYMENT_PENDING', updated_at = now() where id = $1 and status = 'PLACED'`,
      [orderId],
    );
  }
  return toOrderPayment(row!, settings);
}

/**
 * Before a new attempt: a pending one is withdrawn at its provider (so it can no longer be paid) and
 * marked CANCELLED; an OPEN one of an order not yet confirmed is replaced. One the provider reports
 * paid just now is not replaced: the shopper has paid, validate-payment confirms the order.
 */
async function withdrawLivePayment(tx: Queryable, orderId: number): Promise<void> {
  const [live] = await tx.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from payment where order_id = $1 and status in ('OPEN', 'PENDING', 'PAID') for update`,
    [orderId],
  );
  if (!live) return;
  if (live.status === 'PAID') throw new HttpError(409, 'PAYMENT_ALREADY_MADE', 'This order has been paid already');
  const adapter = adapterByName(live.provider);
  if (live.status === 'PENDING' && live.provider_reference && adapter) {
    if ((await adapter.abandon(tx, live.provider_reference)) === 'PAID') {
      throw new HttpError(
        409,
        'PAYMENT_ALREADY_MADE',
        'The payment was made just now; it is being confirmed (validate-payment)',
      );
    }
  }
  await tx.query(`update payment set status = 'CANCELLED', updated_at = now() where id = $1`, [live.id]);
}

/**
 * POST /api/order/status (PAYMENT → CANCELLED): the shopper gives up a card payment under way, e.g. to
 * choose another method. Only a PENDING attempt of an order still waiting for it: it is withdrawn at its
 * provider first, so it can no longer be paid; one the provider reports paid just now stays (409
 * PAYMENT_ALREADY_MADE; validate-payment confirms the order). The order keeps its seats and waits for
 * another method, as after a cancel on the payment page. Someone else's order: 404.
 */
export async function cancelPendingPayment(db: Database, owner: OrderOwner, orderId: number): Promise<void> {
  const { column, value } = ownerCondition(owner);
  await db.transaction(async (tx) => {
    const [order] = await tx.query<{ status: string }>(
      `select status from customer_order where id = $1 and ${column} = $2 for update`,
      [orderId, value],
    );
    if (!order) throw notFound(`Order ${orderId}`);
    const [live] = await tx.query<{ status: string }>(
      `select status from payment where order_id = $1 and status in ('OPEN', 'PENDING', 'PAID')`,
      [orderId],
    );
    if (live?.status !== 'PENDING' || !['PLACED', 'PAYMENT_PENDING'].includes(order.status)) {
      throw new HttpError(409, 'NO_PAYMENT_UNDER_WAY', 'This order has no payment under way that could be cancelled');
    }
    await withdrawLivePayment(tx, orderId);
  });
}

/** The order's current payment: the live attempt, else the latest one (declined or cancelled); null when none. */
export async function paymentOf(
  tx: Queryable,
  orderId: number,
  settings = checkoutSettings(),
): Promise<OrderPayment | null> {
  const [row] = await tx.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from payment where order_id = $1
      order by (status in ('OPEN', 'PENDING', 'PAID')) desc, created_at desc, id limit 1`,
    [orderId],
  );
  return row ? toOrderPayment(row, settings) : null;
}

const ownerCondition = (owner: OrderOwner) =>
  'customerId' in owner
    ? { column: 'customer_id', value: owner.customerId }
    : { column: 'order_token_hash', value: owner.tokenHash };

/**
 * GET /api/order/payment/{id}, GET /api/guest-order/payment/{id}: one payment of the caller's orders
 * (to resume the payment step after a reload). Optionally only of one method. Anyone else's: 404.
 */
export async function ownPayment(
  db: Queryable,
  owner: OrderOwner,
  paymentId: string,
  method?: PaymentMethod,
  settings = checkoutSettings(),
): Promise<OrderPayment> {
  const { column, value } = ownerCondition(owner);
  const [row] = await db.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS.split(', ')
      .map((name) => `p.${name}`)
      .join(', ')}
       from payment p join customer_order o on o.id = p.order_id
      where p.id = $1 and o.${column} = $2 and ($3::text is null or p.method = $3)`,
    [paymentId, value, method ?? null],
  );
  if (!row) throw notFound(`Payment ${paymentId}`);
  return toOrderPayment(row, settings);
}

/**
 * PUT …/validate-payment: the shopper's browser is back from the payment page. The provider is asked:
 * PAID → the order is confirmed (invoice, confirmation mail); DECLINED / CANCELLED → the attempt is
 * marked so and the order keeps waiting (with its seats) for another method; still pending → 409
 * PAYMENT_NOT_FINISHED. Answers the order id; the caller reads the order for its owner.
 */
export async function validatePayment(
  db: Database,
  owner: OrderOwner,
  payment: PaymentReturn,
  settings = checkoutSettings(),
): Promise<number> {
  const { column, value } = ownerCondition(owner);
  return db.transaction(async (tx) => {
    const [order] = await tx.query<{ status: string }>(
      `select status from customer_order where id = $1 and ${column} = $2 for update`,
      [payment.orderId, value],
    );
    if (!order) throw notFound(`Order ${payment.orderId}`);
    const [row] = await tx.query<PaymentRow>(
      `select ${PAYMENT_COLUMNS} from payment where id = $1 and order_id = $2 for update`,
      [payment.paymentId, payment.orderId],
    );
    if (!row) throw notFound(`Payment ${payment.paymentId}`);
    // Settled already (a second return), or the order is no longer waiting (a late one): nothing to do.
    if (row.status !== 'PENDING' || !['PLACED', 'PAYMENT_PENDING'].includes(order.status)) return payment.orderId;
    const adapter = adapterByName(row.provider);
    if (!adapter || !row.provider_reference) return payment.orderId;
    const outcome = await adapter.outcome(tx, row.provider_reference);
    if (outcome === 'PENDING') {
      throw new HttpError(
        409,
        'PAYMENT_NOT_FINISHED',
        'The payment provider has no answer yet; finish the payment on its page',
      );
    }
    await tx.query('update payment set status = $2, updated_at = now() where id = $1', [row.id, outcome]);
    if (outcome === 'PAID') await confirmOrder(tx, payment.orderId, settings);
    return payment.orderId;
  });
}
