/**
 * Checkout storage (migration 010-orders.sql): the open checkout of a customer (one row per customer:
 * the chosen payment method and the order it last became) or of a guest (under the sha-256 of its
 * X-Order token: buyer data, local cart input, the order it became). Only SQL here.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { CartPricingRequest } from '../../../shared/cart.ts';
import { GUEST_CHECKOUT_HOURS, type BuyerData, type PaymentMethod } from '../../../shared/order.ts';
import type { Participant } from '../../../shared/participants.ts';
import type { Queryable } from '../../db/database.ts';

/** Participants named at checkout: per course date (schedule id as text), in seat order (null: not named). */
export type CheckoutParticipantMap = Record<string, (Participant | null)[]>;

export const hashOrderToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** A new order token: 32 random bytes, base64url (43 characters). */
export const newOrderToken = () => randomBytes(32).toString('base64url');

export interface CheckoutRow {
  id: number;
  buyer: BuyerData | null;
  cart: CartPricingRequest | null;
  paymentMethod: PaymentMethod | null;
  sepa: { accountHolder: string; iban: string } | null;
  orderId: number | null;
  language: 'de' | 'en';
  /** The cart positions the customer's last summary showed (null: none shown yet). */
  summaryPositionIds: number[] | null;
  participants: CheckoutParticipantMap;
}

interface Row {
  id: number | string;
  buyer: BuyerData | null;
  cart: CartPricingRequest | null;
  payment_method: PaymentMethod | null;
  sepa_account_holder: string | null;
  sepa_iban: string | null;
  order_id: number | string | null;
  language: 'de' | 'en';
  summary_position_ids: (number | string)[] | null;
  participants: CheckoutParticipantMap | null;
}

const COLUMNS = 'id, buyer, cart, payment_method, sepa_account_holder, sepa_iban, order_id, language, summary_position_ids, participants';
/** SQL: a guest checkout still alive. */
const ALIVE = `updated_at > now() - interval '${GUEST_CHECKOUT_HOURS} hours'`;

function toCheckout(row: Row): CheckoutRow {
  return {
    id: Number(row.id),
    buyer: row.buyer,
    cart: row.cart,
    paymentMethod: row.payment_method,
    sepa: row.sepa_iban !== null ? { accountHolder: row.sepa_account_holder ?? '', iban: row.sepa_iban } : null,
    orderId: row.order_id === null ? null : Number(row.order_id),
    language: row.language,
    summaryPositionIds: row.summary_position_ids === null ? null : row.summary_position_ids.map(Number),
    participants: row.participants ?? {},
  };
}

/** The customer's checkout, created if missing; the row stays locked until the transaction ends. */
export async function lockCustomerCheckout(tx: Queryable, customerId: number): Promise<CheckoutRow> {
  const [row] = await tx.query<Row>(
    `insert into checkout (customer_id) values ($1)
     on conflict (customer_id) where customer_id is not null do update set updated_at = now()
     returning ${COLUMNS}`,
    [customerId],
  );
  return toCheckout(row!);
}

export async function readCustomerCheckout(db: Queryable, customerId: number): Promise<CheckoutRow | undefined> {
  const [row] = await db.query<Row>(`select ${COLUMNS} from checkout where customer_id = $1`, [customerId]);
  return row && toCheckout(row);
}

export async function setCustomerPayment(
  tx: Queryable, customerId: number, method: PaymentMethod, sepa: { accountHolder: string; iban: string } | null,
): Promise<void> {
  await tx.query(
    `insert into checkout (customer_id, payment_method, sepa_account_holder, sepa_iban) values ($1, $2, $3, $4)
     on conflict (customer_id) where customer_id is not null do update set
       payment_method = excluded.payment_method, sepa_account_holder = excluded.sepa_account_holder,
       sepa_iban = excluded.sepa_iban, updated_at = now()`,
    [customerId, method, sepa?.accountHolder ?? null, sepa?.iban ?? null],
  );
}

/** Records the cart positions the customer's summary shows now: placing orders exactly these. */
export async function rememberSummaryPositions(db: Queryable, customerId: number, positionIds: readonly number[]): Promise<void> {
  await db.query(
    `insert into checkout (customer_id, summary_position_ids) values ($1, $2)
     on conflict (customer_id) where customer_id is not null do update set
       summary_position_ids = excluded.summary_position_ids, updated_at = now()`,
    [customerId, positionIds],
  );
}

/** A guest checkout not expired; `lock` keeps the row locked until the transaction ends. */
export async function readGuestCheckout(db: Queryable, tokenHash: string, { lock = false } = {}): Promise<CheckoutRow | undefined> {
  const [row] = await db.query<Row>(
    `select ${COLUMNS} from checkout where order_token_hash = $1 and ${ALIVE}${lock ? ' for update' : ''}`,
    [tokenHash],
  );
  return row && toCheckout(row);
}

/** Creates a guest checkout; guest checkouts untouched for GUEST_CHECKOUT_HOURS are deleted first. */
export async function createGuestCheckout(
  tx: Queryable, tokenHash: string, buyer: BuyerData, cart: CartPricingRequest, language: 'de' | 'en',
): Promise<void> {
  await tx.query(`delete from checkout where order_token_hash is not null and not (${ALIVE})`);
  await tx.query('insert into checkout (order_token_hash, buyer, cart, language) values ($1, $2, $3, $4)', [
    tokenHash, JSON.stringify(buyer), JSON.stringify(cart), language,
  ]);
}

/** Updates a live guest checkout that has not become an order; false when there is none. */
export async function updateGuestCheckout(
  tx: Queryable, tokenHash: string, buyer: BuyerData, cart: CartPricingRequest, language: 'de' | 'en',
): Promise<boolean> {
  const rows = await tx.query(
    `update checkout set buyer = $2, cart = $3, language = $4, updated_at = now()
      where order_token_hash = $1 and ${ALIVE} returning id`,
    [tokenHash, JSON.stringify(buyer), JSON.stringify(cart), language],
  );
  return rows.length > 0;
}

export async function markOrdered(tx: Queryable, checkoutId: number, orderId: number): Promise<void> {
  await tx.query('update checkout set order_id = $2, updated_at = now() where id = $1', [checkoutId, orderId]);
}

/** Stores the participants named at checkout (the whole map). */
export async function setCheckoutParticipants(tx: Queryable, checkoutId: number, participants: CheckoutParticipantMap): Promise<void> {
  await tx.query('update checkout set participants = $2, updated_at = now() where id = $1', [checkoutId, JSON.stringify(participants)]);
}
