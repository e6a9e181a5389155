/**
 * POST /api/order/status (spec §7: id, status, type): the one status change a customer may make to
 * their own order — giving up a card payment under way (type PAYMENT, status CANCELLED), so that
 * another method can be chosen (PUT /api/order/{paymentId}). Everything else is refused:
 * - a payment is PAID, DECLINED or OPEN only by what the provider or the seller says (validate-payment,
 *   the provider's page, the bookkeeping), never by the shopper's word — a customer who could mark a
 *   payment paid would get courses for nothing;
 * - an order is binding once placed ("zahlungspflichtig bestellen"): cancelling it is a withdrawal
 *   (Widerruf) or a cancellation under the terms, which the seller handles, and CONFIRMED follows a
 *   payment. So type ORDER changes nothing.
 * The ownership check comes first: another customer's order answers 404 whatever the body asks, so the
 * answer never tells whether an order id exists.
 */
import type { Order, OrderStatus, PaymentStatus } from '../../../shared/order.ts';
import type { Database } from '../../db/database.ts';
import { HttpError, notFound } from '../../errors.ts';
import { cancelPendingPayment } from '../payment/index.ts';
import { readOwnOrder, type OrderOwner } from '../order-store/index.ts';
import { readOrder } from './read.ts';

export type StatusChange =
  { id: number; type: 'ORDER'; status: OrderStatus } | { id: number; type: 'PAYMENT'; status: PaymentStatus };

export async function changeOrderStatus(db: Database, owner: OrderOwner, change: StatusChange): Promise<Order> {
  if (!(await readOwnOrder(db, change.id, owner))) throw notFound(`Order ${change.id}`);
  if (change.type !== 'PAYMENT' || change.status !== 'CANCELLED') {
    throw new HttpError(
      422,
      'STATUS_CHANGE_NOT_ALLOWED',
      'Only a payment under way can be cancelled (type PAYMENT, status CANCELLED); every other status is set by the payment provider or the seller',
      'status',
    );
  }
  await cancelPendingPayment(db, owner, change.id);
  return readOrder(db, change.id, owner);
}
