/**
 * Reading an order for its owner (GET /api/order/{id}, GET /api/guest-order/{id}; also the answer
 * of placing and paying) and the evaluation overview (GET /api/order/evaluation/{id}). Another
 * customer's order, or an order of another order token, answers 404 as if it did not exist.
 */
import type { Cart } from '../../../shared/cart.ts';
import type { NextStep, Order, OrderEvaluation, OrderPayment, UploadedFile } from '../../../shared/order.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { invoiceOf, paymentOf } from '../payment/index.ts';
import { proofsOf } from '../upload/index.ts';
import { seatsOfPositions } from '../participants/index.ts';
import { readOwnOrder, type OrderOwner, type StoredOrder } from '../order-store/index.ts';

/** What the flow does next (src/shared/order.ts NextStep). */
export function nextStep(
  order: Pick<StoredOrder, 'status' | 'proofRequired'>,
  payment: OrderPayment | null,
  proofs: readonly UploadedFile[],
): NextStep {
  if (order.status === 'CONFIRMED' || order.status === 'CANCELLED') return 'COMPLETE';
  if (order.proofRequired && proofs.length === 0) return 'FILE_UPLOAD';
  if (payment?.status === 'PENDING' && payment.redirectUrl !== null) return 'PAYMENT';
  return 'PAYMENT_SELECTION';
}

/** The full order as its owner sees it; 404 for anyone else. */
export async function readOrder(db: Queryable, id: number, owner: OrderOwner): Promise<Order> {
  const stored = await readOwnOrder(db, id, owner);
  if (!stored) throw notFound(`Order ${id}`);
  const [payment, proofs, invoice] = await Promise.all([
    paymentOf(db, id),
    proofsOf(db, { orderId: id }),
    invoiceOf(db, id),
  ]);
  // Each course line's seats with their participants, named or not (issue 25 §1).
  const courseLines = stored.lines.filter((line) => line.kind === 'COURSE');
  const seats = await seatsOfPositions(db, new Map(courseLines.map((line) => [line.positionId, line.seats ?? 1])));
  return {
    id: stored.id,
    orderNumber: stored.orderNumber,
    status: stored.status,
    placedAt: stored.placedAt,
    buyer: stored.buyer,
    lines: stored.lines.map((line) => (seats.has(line.positionId) ? { ...line, participants: seats.get(line.positionId)! } : line)),
    totals: stored.totals,
    voucherCodes: stored.voucherCodes,
    payment,
    proofRequired: stored.proofRequired,
    proofs,
    invoice: invoice ? { id: invoice.id, invoiceNumber: invoice.invoiceNumber } : null,
    next: nextStep(stored, payment, proofs),
  };
}

/** The order seen as a cart (what payment methods depend on: its positions and what is left to pay). */
export function cartOfOrder(order: Pick<Order, 'lines' | 'totals' | 'voucherCodes' | 'proofRequired'>): Cart {
  return {
    positions: order.lines.map((line) => ({
      kind: line.kind,
      courseId: line.courseId,
      packageId: line.packageId,
      scheduleId: line.scheduleId,
      priceLevelId: null,
      scopeId: null,
      categoryId: null,
      packageIncluded: line.packageIncluded,
      durationValue: null,
      type: 'EDUCATION',
      organizerId: 0,
      organizer: line.organizer,
      scopeIds: [],
      scopes: line.scopes,
      remainingCredits: null,
      name: line.name,
      courseType: line.courseType,
      courseKind: line.courseKind,
      schedule: line.schedule,
      priceLevelName: line.priceLevelName,
      priceValue: line.priceValue,
      discountPriceValue: line.grossValue,
      voucher: null,
    })),
    cartVoucher: null,
    rejectedVoucher: [],
    unusedVoucher: [],
    voucherCodes: order.voucherCodes,
    verificationStep: order.proofRequired,
    paymentStep: order.totals.grossValue > 0,
    sumValue: order.totals.grossValue,
  };
}

/**
 * GET /api/order/evaluation/{id}: the customer's booked courses; evaluation opens once a confirmed
 * course has ended — for self-study, whose date is a year of access, once its learning-success check
 * is passed (the rule of services/evaluations/service.ts, which decides the PUT).
 */
export async function orderEvaluation(
  db: Queryable,
  id: number,
  customerId: number,
  today: string,
): Promise<OrderEvaluation> {
  const stored = await readOwnOrder(db, id, { customerId });
  if (!stored) throw notFound(`Order ${id}`);
  const passed = new Set(
    (
      await db.query<{ id: number }>(
        'select id::int as id from order_position where order_id = $1 and learning_check_passed_at is not null',
        [id],
      )
    ).map((row) => row.id),
  );
  const open = (line: (typeof stored.lines)[number], endDate: string) =>
    stored.status === 'CONFIRMED' && (line.courseType === 'SELF' ? passed.has(line.positionId) : endDate <= today);
  return {
    orderId: stored.id,
    orderNumber: stored.orderNumber,
    courses: stored.lines.flatMap((line) =>
      line.kind === 'COURSE' && line.courseId !== null && line.scheduleId !== null && line.schedule
        ? [
            {
              positionId: line.positionId,
              courseId: line.courseId,
              scheduleId: line.scheduleId,
              name: line.name,
              endDate: line.schedule.endDate,
              evaluationOpen: open(line, line.schedule.endDate),
            },
          ]
        : [],
    ),
  };
}
