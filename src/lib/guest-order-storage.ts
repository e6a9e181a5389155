/**
 * What the guest order flow keeps in sessionStorage (spec §6 guest tokens): the order token that
 * PUT /api/guest-order/guest issued (sent as X-Order, so a reload resumes the checkout), the
 * Idempotency-Key of placing the order (a retry, a double click or a reload places one order), and the
 * completed order, so a reload of its page still shows it after the token is forgotten. Session
 * storage: a closed tab forgets the checkout; another tab starts its own.
 */
import type { Order } from '../shared/order';

export const GUEST_ORDER_KEYS = {
  orderToken: 'guest-order-token',
  idempotencyKey: 'guest-order-idempotency-key',
  completedOrder: 'guest-order-completed',
  /** The completed order's token, for its invoice download only (it is no running checkout any more). */
  completedOrderToken: 'guest-order-completed-token',
} as const;

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function read(key: string, storage = session()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null, storage = session()): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage full or unavailable: the checkout lives on in memory for this page.
  }
}

export const readOrderToken = (storage?: Storage) => read(GUEST_ORDER_KEYS.orderToken, storage ?? session());
export const writeOrderToken = (token: string, storage?: Storage) => write(GUEST_ORDER_KEYS.orderToken, token, storage ?? session());

/** The key of placing this checkout's order: the same one until it is forgotten (or renewed after a refusal). */
export function idempotencyKey(storage?: Storage): string {
  const kept = read(GUEST_ORDER_KEYS.idempotencyKey, storage ?? session());
  if (kept) return kept;
  const key = crypto.randomUUID();
  write(GUEST_ORDER_KEYS.idempotencyKey, key, storage ?? session());
  return key;
}

/** A refused placing (price changed, sold out) is answered anew with a new key: the request changes. */
export const renewIdempotencyKey = (storage?: Storage) => write(GUEST_ORDER_KEYS.idempotencyKey, null, storage ?? session());

export function readCompletedOrder(storage?: Storage): Order | null {
  try {
    const value: unknown = JSON.parse(read(GUEST_ORDER_KEYS.completedOrder, storage ?? session()) ?? 'null');
    return typeof value === 'object' && value !== null && typeof (value as Order).orderNumber === 'string' ? (value as Order) : null;
  } catch {
    return null;
  }
}

/**
 * The checkout is over (completed or expired): token and key go; a completed order stays for its page,
 * with its token kept apart for the invoice download (the complete page offers it as the customer's
 * does) — not as the running checkout's, so a new checkout in this tab starts afresh.
 */
export function forgetGuestCheckout(completed: Order | null, storage?: Storage): void {
  const store = storage ?? session();
  const token = read(GUEST_ORDER_KEYS.orderToken, store);
  write(GUEST_ORDER_KEYS.orderToken, null, store);
  write(GUEST_ORDER_KEYS.idempotencyKey, null, store);
  write(GUEST_ORDER_KEYS.completedOrder, completed ? JSON.stringify(completed) : null, store);
  // A reload of the complete page forgets again with no token left: keep the one kept before.
  if (!completed) write(GUEST_ORDER_KEYS.completedOrderToken, null, store);
  else if (token) write(GUEST_ORDER_KEYS.completedOrderToken, token, store);
}

export const readCompletedOrderToken = (storage?: Storage) => read(GUEST_ORDER_KEYS.completedOrderToken, storage ?? session());

/**
 * The continue link of the order e-mail gave this tab the order's token (src/shared/continue-order.ts):
 * it becomes the running checkout's, and whatever this tab kept of another checkout goes.
 */
export function takeOverGuestOrder(orderToken: string, storage?: Storage): void {
  const store = storage ?? session();
  write(GUEST_ORDER_KEYS.idempotencyKey, null, store);
  write(GUEST_ORDER_KEYS.completedOrder, null, store);
  write(GUEST_ORDER_KEYS.completedOrderToken, null, store);
  write(GUEST_ORDER_KEYS.orderToken, orderToken, store);
}
