/**
 * Placing an order (PUT /api/order, PUT /api/guest-order/order), in ONE transaction:
 * 1. claim the Idempotency-Key (same owner + key → the same order, 200; idempotency.ts);
 * 2. lock the checkout; a checkout that already became an order answers that order (Saleor's
 *    "order already created → return it": two tabs with different keys make one order);
 * 3. re-price the wanted cart from the catalogue (services/cart; never the browser's prices) and
 *    refuse: 409 CART_EMPTY, 412 CUSTOMER_INCOMPLETE, 409 FULLY_BOOKED (a date sold out or has fewer
 *    places left than a position's seats; the answer lists the positions with their seats and the
 *    places left), 409 VOUCHER_USED_UP / PRICE_CHANGED (the answer carries the new summary),
 *    412 PROOF_MISSING and PAYMENT_METHOD_MISSING (customer flow), 422 EARLY_START_REQUEST_MISSING;
 * 4. book the seats of each course date (Σ seats of its positions, issue 25 §1) with one UPDATE that
 *    holds the capacity rule itself (`booked + n <= seats`: concurrent orders take turns on the row
 *    and the later one sees the earlier one's places, so a date is never overbooked), redeem usage-limited
 *    vouchers the same way (N uses → exactly N orders), write the order and its positions, empty the
 *    cart, and start the payment (customer flow) or confirm what needs nothing more;
 *    copy the participants named at checkout into the order's seats (participants.ts: 409
 *    PARTICIPANTS_EXCEED_SEATS before anything is booked, 409 PARTICIPANT_TWICE when another order of
 *    the date names the person meanwhile);
 * 5. queue the placing mail (services/payment/placed-mail.ts) with the AGB, for a guest the signed
 *    link to continue the order, and the invoice when the order is binding already.
 * Any refusal rolls everything back: nothing is booked, redeemed or written.
 * Package credits are those of a package bought in the same cart (services/cart/pricing.ts rule 2):
 * the cart is emptied with the order, so they are spent exactly once.
 */
import {
  normalizeVoucherCodes,
  type Cart,
  type CartPositionInput,
  type DroppedPositionReason,
} from '../../../shared/cart.ts';
import type {
  BuyerData,
  FullyBookedPosition,
  Order,
  OrderSummary,
  PaymentChoice,
  PlaceOrderRequest,
} from '../../../shared/order.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { type CartLine, cartStore, loadVouchers, priceCart, resolvePositions, seatsOf } from '../cart/index.ts';
import { checkInvoiceFormat } from '../buyer.ts';
import { customerBuyer } from '../customer.ts';
import { maskIban } from '../../../shared/iban.ts';
import { EARLY_START_WORDING_VERSION } from '../../../shared/early-start.ts';
import {
  checkoutSettings,
  checkPaymentChoice,
  confirmOrder,
  offeredPaymentMethods,
  queuePlacedMail,
  startPayment,
  type Confirmation,
  type ConfirmOptions,
} from '../payment/index.ts';
import { continueLinkFor } from './continue-link.ts';
import { attachProofsToOrder, proofsOf } from '../upload/index.ts';
import { lockCustomerCheckout, markOrdered, readGuestCheckout, type CheckoutRow } from './checkout-store.ts';
import { claimKey, settleKey } from './idempotency.ts';
import { insertOrder, ownerKey, setOrderStatus, type OrderOwner } from '../order-store/index.ts';
import { heldPlacesOn, recordOfferOrder, useOfferHold, type OfferHold } from '../waiting-list/index.ts';
import { orderTokenUnknown } from './place-errors.ts';
import { copyParticipants, forgetOrdered, namedSeatsFor } from './participants.ts';
import { readOrder } from './read.ts';
import { buildSummary, orderLines } from './summary.ts';

export interface PlaceInput {
  request: PlaceOrderRequest;
  idempotencyKey: string;
  today: string;
  language: 'de' | 'en';
  /** The waiting-list offer the buyer holds (X-Waiting-Offer): its held seats are theirs to book. */
  hold?: OfferHold;
}

export interface Placed {
  order: Order;
  /** False when the key or the checkout had already made this order. */
  created: boolean;
}

export { orderTokenUnknown } from './place-errors.ts';

const conflict = (code: string, message: string, details?: Record<string, unknown>) =>
  new HttpError(409, code, message, undefined, details);

/** The chosen payment of a customer's checkout, as the summary shows it. */
export function chosenPayment(checkout: Pick<CheckoutRow, 'paymentMethod' | 'sepa'> | undefined) {
  return {
    paymentMethod: checkout?.paymentMethod ?? null,
    sepa: checkout?.sepa
      ? { accountHolder: checkout.sepa.accountHolder, ibanMasked: maskIban(checkout.sepa.iban) }
      : null,
  };
}

interface Wanted {
  checkout: CheckoutRow;
  buyer: BuyerData | undefined;
  positions: (CartPositionInput & { id?: number })[];
  codes: string[];
  /** The customer's server cart (a guest's cart lives in the browser). */
  cartId?: number | undefined;
}

/**
 * The customer's cart positions the last summary showed (issue 24 §6): a course added in another tab
 * after that is not bought unseen. One removed meanwhile is simply not ordered; the sum check then
 * shows the new summary. No summary recorded yet: the whole cart.
 */
function shownInSummary<P extends { id?: number }>(positions: P[], shown: readonly number[] | null): P[] {
  if (shown === null) return positions;
  return positions.filter((position) => position.id !== undefined && shown.includes(position.id));
}

async function wantedOf(tx: Queryable, owner: OrderOwner): Promise<Wanted> {
  if ('customerId' in owner) {
    const checkout = await lockCustomerCheckout(tx, owner.customerId);
    const stored = await cartStore.readOwnerCart(tx, owner);
    return {
      checkout,
      buyer: await customerBuyer(tx, owner.customerId),
      positions: shownInSummary(stored?.positions ?? [], checkout.summaryPositionIds),
      codes: stored?.voucherCodes ?? [],
      cartId: stored?.id,
    };
  }
  const checkout = await readGuestCheckout(tx, owner.tokenHash, { lock: true });
  if (!checkout) throw orderTokenUnknown();
  return {
    checkout,
    buyer: checkout.buyer ?? undefined,
    positions: checkout.cart?.positions ?? [],
    codes: normalizeVoucherCodes(checkout.cart?.voucherCodes ?? []),
  };
}

/** The positions that cannot be booked any more, named (a second look that keeps past and full dates). */
async function unavailable(
  tx: Queryable,
  positions: Wanted['positions'],
  problems: readonly (DroppedPositionReason | undefined)[],
  freePlaces: readonly (number | undefined)[],
  today: string,
) {
  const { lines } = await resolvePositions(tx, positions, today, { bookableOnly: false });
  return positions.flatMap((position, index): (FullyBookedPosition & { reason: DroppedPositionReason })[] => {
    const reason = problems[index];
    if (!reason) return [];
    const line = lines[index];
    return [
      {
        positionId: position.id ?? index + 1,
        courseId: position.courseId ?? 0,
        scheduleId: position.scheduleId ?? 0,
        name: line?.name ?? '',
        seats: seatsOf(position),
        freePlaces: freePlaces[index] ?? 0,
        reason,
      },
    ];
  });
}

/** "Kurs A (3 places wanted, 2 left)": a date that is not sold out but cannot take all the seats. */
const describeFull = (p: FullyBookedPosition) =>
  p.freePlaces ? `${p.name} (${p.seats ?? 1} places wanted, ${p.freePlaces} left)` : p.name;

const fullyBooked = (positions: FullyBookedPosition[]) =>
  conflict(
    'FULLY_BOOKED',
    `A date sold out meanwhile or has fewer places left than booked: ${positions.map(describeFull).join(', ')}; the waiting list is open`,
    {
      positions: positions.map(({ positionId, courseId, scheduleId, name, seats, freePlaces }) => ({
        positionId,
        courseId,
        scheduleId,
        name,
        seats: seats ?? 1,
        freePlaces: freePlaces ?? 0,
      })),
    },
  );

/**
 * Books the seats of each date (Σ seats of its positions). Each date is one UPDATE whose WHERE holds
 * the capacity rule: on PostgreSQL a concurrent order waits on the row lock and then re-checks the
 * WHERE against the committed booked count, so no interleaving books more than the date's seats.
 * Answers the places left of each date that cannot take its seats (nothing booked of it; the caller
 * rolls back the rest).
 */
async function bookSeats(tx: Queryable, cart: Cart, hold: OfferHold | undefined): Promise<Map<number, number>> {
  const wanted = new Map<number, number>();
  for (const p of cart.positions) {
    if (p.kind === 'COURSE' && p.scheduleId !== null) wanted.set(p.scheduleId, (wanted.get(p.scheduleId) ?? 0) + (p.seats ?? 1));
  }
  // Always in id order, so two orders of the same dates cannot deadlock on PostgreSQL.
  const scheduleIds = [...wanted.keys()].sort((a, b) => a - b);
  const full = new Map<number, number>();
  for (const scheduleId of scheduleIds) {
    // The holder of a waiting-list offer books the seats held for them: under this date's row lock the
    // offer is marked used and its seats stop being held (waiting-list/hold.ts); rolled back with the rest.
    const held = heldPlacesOn(hold, scheduleId) > 0 ? await lockedHeldPlaces(tx, hold, scheduleId) : 0;
    const rows = await tx.query(
      'update course_schedule set booked = booked - $3 + $2, held = held - $3 where id = $1 and booked - $3 + $2 <= seats returning id',
      [scheduleId, wanted.get(scheduleId)!, held],
    );
    if (rows.length === 0) full.set(scheduleId, 0);
  }
  if (full.size > 0) {
    const left = await tx.query<{ id: number; free: number }>(
      'select id, greatest(seats - booked, 0)::int as free from course_schedule where id = any($1::int[])',
      [[...full.keys()]],
    );
    for (const row of left) full.set(Number(row.id), row.free);
  }
  return full;
}

/** Locks the date's row, then marks the offer used: the places it held (0 when it expired meanwhile). */
async function lockedHeldPlaces(tx: Queryable, hold: OfferHold | undefined, scheduleId: number): Promise<number> {
  await tx.query('select id from course_schedule where id = $1 for update', [scheduleId]);
  return useOfferHold(tx, hold, scheduleId);
}

/** Redeems each applied voucher once; false when a usage limit is reached meanwhile. */
async function redeemVouchers(tx: Queryable, cart: Cart): Promise<boolean> {
  const codes = [...new Set(cart.positions.flatMap((p) => (p.voucher ? [p.voucher.voucherCode] : [])))].sort();
  for (const code of codes) {
    const rows = await tx.query(
      'update voucher set uses = uses + 1 where code = $1 and (max_uses is null or uses < max_uses) returning code',
      [code],
    );
    if (rows.length === 0) return false;
  }
  return true;
}

/** Refusals before anything is written; answers the summary and the payment choice to use. */
async function checkPlaceable(
  tx: Queryable,
  owner: OrderOwner,
  wanted: Wanted,
  cart: Cart,
  summary: OrderSummary,
  input: PlaceInput,
): Promise<PaymentChoice | null> {
  if (cart.rejectedVoucher.some((rejected) => rejected.reason === 'USED_UP')) {
    throw conflict('VOUCHER_USED_UP', 'A voucher reached its usage limit meanwhile; please check the new sum', {
      summary,
    });
  }
  if (summary.totals.grossValue !== input.request.confirmedGrossValue) {
    throw conflict(
      'PRICE_CHANGED',
      `The sum changed to ${summary.totals.grossValue} cents; please check the new summary`,
      { summary },
    );
  }
  let choice: PaymentChoice | null = null;
  if ('customerId' in owner) {
    if (cart.verificationStep && (await proofsOf(tx, { customerId: owner.customerId })).length === 0) {
      throw new HttpError(
        412,
        'PROOF_MISSING',
        'A specialist-lawyer course needs the proof of admission; please upload it first',
      );
    }
    if (cart.paymentStep) {
      const { paymentMethod, sepa } = wanted.checkout;
      if (!paymentMethod) throw new HttpError(412, 'PAYMENT_METHOD_MISSING', 'Please choose a payment method first');
      choice = { paymentMethod, ...(sepa ? { sepa } : {}) };
      checkPaymentChoice(choice, offeredPaymentMethods(cart, true));
    }
  }
  if (summary.earlyStartRequestRequired && input.request.earlyStartRequested !== true) {
    throw new HttpError(
      422,
      'EARLY_START_REQUEST_MISSING',
      'earlyStartRequested: a course starts within the withdrawal period; please request the early start',
      'earlyStartRequested',
    );
  }
  return choice;
}

async function placeIn(
  tx: Queryable,
  owner: OrderOwner,
  input: PlaceInput,
): Promise<{ orderId: number; created: boolean }> {
  const key = ownerKey(owner);
  const earlier = await claimKey(tx, key, input.idempotencyKey, 'order');
  if (earlier !== undefined) return { orderId: earlier, created: false };
  const wanted = await wantedOf(tx, owner);
  const already = async (orderId: number) => {
    await settleKey(tx, key, input.idempotencyKey, orderId);
    return { orderId, created: false };
  };
  // A guest checkout becomes one order; a customer's emptied cart was the last order's.
  if (wanted.checkout.orderId !== null && ('tokenHash' in owner || wanted.positions.length === 0))
    return already(wanted.checkout.orderId);
  if (wanted.positions.length === 0) throw conflict('CART_EMPTY', 'The cart is empty');
  if (!wanted.buyer)
    throw new HttpError(
      412,
      'CUSTOMER_INCOMPLETE',
      'Please complete the customer data first (PUT /api/order/customer)',
    );
  // The buyer-data calls refuse an XRechnung without its buyer reference; a buyer stored otherwise
  // (e.g. before that rule) is refused here too, before anything is written.
  checkInvoiceFormat(wanted.buyer);

  const { lines, problems, freePlaces } = await resolvePositions(tx, wanted.positions, input.today, { hold: input.hold });
  if (problems.some(Boolean)) {
    const named = await unavailable(tx, wanted.positions, problems, freePlaces, input.today);
    const full = named.filter((position) => position.reason === 'FULLY_BOOKED' || position.reason === 'NOT_ENOUGH_PLACES');
    if (full.length > 0) throw fullyBooked(full);
    throw conflict(named[0]!.reason, `A position cannot be booked any more: ${named.map((p) => p.name).join(', ')}`, {
      positions: named,
    });
  }
  const cart = priceCart(lines as CartLine[], wanted.codes, await loadVouchers(tx, wanted.codes), input.today);
  const priced = await orderLines(tx, cart, input.today);
  const payment = 'customerId' in owner ? chosenPayment(wanted.checkout) : null;
  const summary = buildSummary(cart, priced, wanted.buyer, payment, input.today);
  const choice = await checkPlaceable(tx, owner, wanted, cart, summary, input);
  // Named participants (issue 25 §1): a named seat beyond the position's seats is refused here.
  const named = namedSeatsFor(priced, wanted.checkout.participants);

  const full = await bookSeats(tx, cart, input.hold);
  if (full.size > 0) {
    throw fullyBooked(
      priced
        .filter((line) => line.scheduleId !== null && full.has(line.scheduleId))
        .map((line) => ({
          positionId: line.positionId,
          courseId: line.courseId!,
          scheduleId: line.scheduleId!,
          name: line.name,
          seats: line.seats ?? 1,
          freePlaces: full.get(line.scheduleId!) ?? 0,
        })),
    );
  }
  if (!(await redeemVouchers(tx, cart))) {
    throw conflict('VOUCHER_USED_UP', 'A voucher reached its usage limit meanwhile; please check the new sum', {
      summary,
    });
  }
  const { id, orderNumber } = await insertOrder(tx, {
    owner,
    buyer: wanted.buyer,
    lines: priced,
    totals: summary.totals,
    voucherCodes: cart.positions
      .flatMap((p) => (p.voucher ? [p.voucher.voucherCode] : []))
      .filter((code, index, all) => all.indexOf(code) === index),
    proofRequired: cart.verificationStep,
    earlyStartRequested: input.request.earlyStartRequested === true,
    // The request counts as the record only where the summary asked for it (the checkbox was shown).
    earlyStartWordingVersion: summary.earlyStartRequestRequired ? EARLY_START_WORDING_VERSION : null,
    language: input.language,
    extras: (lines as CartLine[]).map((line) => ({
      organizerId: line.organizerId,
      scopeId: line.scopeId,
      priceLevelId: line.kind === 'COURSE' ? line.priceLevelId : null,
    })),
  });
  await copyParticipants(tx, id, named);
  await recordOfferOrder(tx, input.hold, id);
  await markOrdered(tx, wanted.checkout.id, id);
  await settleKey(tx, key, input.idempotencyKey, id);

  // Confirmed here already: the placing mail carries the invoice, and no second mail goes out.
  let confirmation: Confirmation | null = null;
  if ('customerId' in owner) {
    await removeOrdered(tx, owner, wanted, cart);
    await forgetOrdered(tx, wanted.checkout.id, priced.flatMap((line) => (line.scheduleId !== null ? [line.scheduleId] : [])));
    if (cart.verificationStep) await attachProofsToOrder(tx, owner.customerId, id);
    confirmation = await settle(tx, id, orderNumber, summary.dueWithOrderValue, choice, 'order', { mail: false });
  } else if (!cart.paymentStep && !cart.verificationStep) {
    // A guest's order with nothing to pay and nothing to prove is binding at once.
    confirmation = await confirmOrder(tx, id, undefined, { mail: false });
  }
  // Every order is confirmed on a durable medium when it is placed (issue 24 §3).
  const settings = checkoutSettings();
  await queuePlacedMail(tx, id, {
    continueLink: 'tokenHash' in owner ? await continueLinkFor(tx, id, settings.publicUrl) : null,
    confirmation,
  });
  return { orderId: id, created: true };
}

/**
 * Takes what was ordered out of the customer's cart. What the summary did not show (added in another
 * tab) stays, without the vouchers this order redeemed; with nothing left the cart is gone.
 */
async function removeOrdered(tx: Queryable, owner: { customerId: number }, wanted: Wanted, cart: Cart): Promise<void> {
  const stored = wanted.cartId === undefined ? undefined : await cartStore.readCart(tx, wanted.cartId);
  const orderedIds = new Set(wanted.positions.flatMap((position) => (position.id !== undefined ? [position.id] : [])));
  const left = stored?.positions.filter((position) => position.id === undefined || !orderedIds.has(position.id)) ?? [];
  if (left.length === 0 || wanted.cartId === undefined) {
    await cartStore.deleteCart(tx, owner);
    return;
  }
  await cartStore.deletePositions(tx, wanted.cartId, [...orderedIds]);
  for (const code of new Set(cart.positions.flatMap((p) => (p.voucher ? [p.voucher.voucherCode] : []))))
    await cartStore.removeVoucherCode(tx, wanted.cartId, code);
}

/**
 * Starts the payment of a placed order, or confirms it when nothing is to pay. A binding method
 * (invoice, SEPA: payment OPEN) confirms the order; a redirect method leaves it PAYMENT_PENDING.
 */
export async function settle(
  tx: Queryable,
  orderId: number,
  orderNumber: string,
  amountValue: number,
  choice: PaymentChoice | null,
  flow: 'order' | 'guest-order',
  options: ConfirmOptions = {},
): Promise<Confirmation | null> {
  if (amountValue === 0 || choice === null) return confirmOrder(tx, orderId, undefined, options);
  const payment = await startPayment(tx, { orderId, orderNumber, amountValue, choice, flow });
  if (payment.status === 'OPEN' || payment.status === 'PAID') return confirmOrder(tx, orderId, undefined, options);
  if (payment.status === 'PENDING') await setOrderStatus(tx, orderId, 'PAYMENT_PENDING');
  return null;
}

/** Places the order of `owner`'s checkout (see the file comment); answers it with whether this call made it. */
export async function placeOrder(db: Database, owner: OrderOwner, input: PlaceInput): Promise<Placed> {
  const { orderId, created } = await db.transaction((tx) => placeIn(tx, owner, input));
  return { order: await readOrder(db, orderId, owner), created };
}
