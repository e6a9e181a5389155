/**
 * The cart flows of spec §4 and §7: pricing a guest's local cart, the stored cart of a customer (or
 * of a guest token), adding / removing positions and voucher codes, and the check step that merges
 * the local cart into the customer's server cart. Every read by a client-given position id is scoped
 * to the caller's own cart (another customer's position answers 404, OWASP API1). Every write of
 * more than one statement runs in one transaction; answers are priced afresh from the catalogue.
 */
import {
  CART_MAX_POSITIONS, CART_MAX_VOUCHERS, normalizeVoucherCodes, VOUCHER_CODE_MAX_LENGTH,
  type Cart, type CartPositionInput, type CartPricingRequest, type CartPositionScope, type CartValidation,
  type DroppedPosition,
} from '../../../shared/cart.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { HttpError, notFound } from '../../errors.ts';
import { readBuyerFields } from '../customer.ts';
import type { OfferHold } from '../waiting-list/index.ts';
import { taxNumberRequired, validCustomerStatus } from '../customer-status.ts';
import { checkPositionShape, loadVouchers, problemError, problemMessage, resolvePositions } from './catalogue.ts';
import { bookingKey, mergeCarts } from './merge.ts';
import { priceCart, voucherRejection, type CartLine } from './pricing.ts';
import * as store from './store.ts';
import type { CartOwner, StoredPosition } from './store.ts';

export type { CartOwner } from './store.ts';
/** Check rule 3 lives in services/customer-status.ts; re-exported for the cart's callers. */
export { taxNumberRequired } from '../customer-status.ts';

export const EMPTY_CART: Readonly<Cart> = Object.freeze({
  positions: [], cartVoucher: null, rejectedVoucher: [], unusedVoucher: [], voucherCodes: [],
  verificationStep: false, paymentStep: false, sumValue: 0,
});

export const emptyCart = (): Cart => ({ ...EMPTY_CART, positions: [], rejectedVoucher: [], unusedVoucher: [], voucherCodes: [] });

function checkCodes(codes: readonly string[]): string[] {
  const normalized = normalizeVoucherCodes(codes);
  const tooLong = normalized.find((code) => code.length > VOUCHER_CODE_MAX_LENGTH);
  if (tooLong !== undefined) {
    throw new HttpError(422, 'VOUCHER_CODE_TOO_LONG', `voucherCodes: a code has at most ${VOUCHER_CODE_MAX_LENGTH} characters`, 'voucherCodes');
  }
  if (normalized.length > CART_MAX_VOUCHERS) {
    throw new HttpError(422, 'TOO_MANY_VOUCHERS', `voucherCodes: a cart holds at most ${CART_MAX_VOUCHERS} voucher codes`, 'voucherCodes');
  }
  return normalized;
}

async function price(db: Queryable, lines: readonly CartLine[], codes: readonly string[], today: string): Promise<Cart> {
  return priceCart(lines, codes, await loadVouchers(db, codes), today);
}

/** POST /api/cart: prices a guest's local cart (stateless). Unbookable positions are left out and reported. */
export async function priceLocalCart(db: Queryable, request: CartPricingRequest, today: string, hold?: OfferHold): Promise<Cart> {
  request.positions.forEach((position, index) => checkPositionShape(position, `positions.${index}.`));
  const codes = checkCodes(request.voucherCodes);
  // The same booking twice in a local cart counts once (the later wins), as on the server.
  const positions = mergeCarts({ positions: [], voucherCodes: [] }, { positions: request.positions, voucherCodes: [] }).positions;
  const { lines, problems, freePlaces } = await resolvePositions(db, positions, today, { hold });
  const cart = await price(db, lines.filter((line): line is CartLine => line !== undefined), codes, today);
  const dropped = dropReport(positions, problems, freePlaces);
  if (dropped.length) cart.droppedPositions = dropped;
  return cart;
}

function dropReport(
  positions: readonly CartPositionInput[],
  problems: readonly (DroppedPosition['reason'] | undefined)[],
  freePlaces: readonly (number | undefined)[],
): DroppedPosition[] {
  const dropped: DroppedPosition[] = [];
  problems.forEach((reason, index) => {
    if (!reason) return;
    const { id: _id, ...position } = positions[index] as StoredPosition;
    const free = reason === 'NOT_ENOUGH_PLACES' ? freePlaces[index] : undefined;
    dropped.push({ position, reason, message: problemMessage(reason, free), ...(free !== undefined ? { freePlaces: free } : {}) });
  });
  return dropped;
}

/** The error of the first unbookable input (its free places with NOT_ENOUGH_PLACES), if any. */
function refusal(resolved: { problems: readonly (DroppedPosition['reason'] | undefined)[]; freePlaces: readonly (number | undefined)[] }) {
  const reason = resolved.problems[0];
  return reason ? problemError(reason, '', resolved.freePlaces[0]) : undefined;
}

/** Prices a stored cart as it is (past or fully booked dates still shown; vanished catalogue rows left out). */
async function priceStored(db: Queryable, stored: store.StoredCart | undefined, today: string): Promise<Cart> {
  if (!stored) return emptyCart();
  const { lines } = await resolvePositions(db, stored.positions, today, { bookableOnly: false });
  return price(db, lines.filter((line): line is CartLine => line !== undefined), stored.voucherCodes, today);
}

/** GET /api/cart, GET /api/cart/customer: the owner's cart, priced (empty when there is none). */
export async function loadCart(db: Queryable, owner: CartOwner, today: string): Promise<Cart> {
  return priceStored(db, await store.readOwnerCart(db, owner), today);
}

/**
 * PUT /api/cart: adds a position, or updates the same booking (spec §4). Unbookable → 409/422, nothing
 * written; more seats than the date has places left → 409 NOT_ENOUGH_PLACES with freePlaces. Without
 * `seats`, a course already in the cart keeps its places (a new one books one).
 */
export async function addPosition(db: Database, owner: CartOwner, given: CartPositionInput, today: string, hold?: OfferHold): Promise<Cart> {
  checkPositionShape(given);
  const held = (await store.readOwnerCart(db, owner))?.positions.find((position) => bookingKey(position) === bookingKey(given));
  const input: CartPositionInput =
    given.courseId !== undefined ? { ...given, seats: given.seats ?? held?.seats ?? 1 } : given;
  const problem = refusal(await resolvePositions(db, [input], today, { hold }));
  if (problem) throw problem;
  await db.transaction(async (tx) => {
    const cartId = await store.ensureCartId(tx, owner);
    const cart = await store.readCart(tx, cartId);
    const isNew = !cart.positions.some((position) => bookingKey(position) === bookingKey(input));
    if (isNew && cart.positions.length >= CART_MAX_POSITIONS) {
      throw new HttpError(422, 'CART_FULL', `A cart holds at most ${CART_MAX_POSITIONS} positions`, 'positions');
    }
    await store.upsertPosition(tx, cartId, input);
  });
  return loadCart(db, owner, today);
}

async function withOwnCart<T>(db: Database, owner: CartOwner, work: (tx: Queryable, cartId: number) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const cartId = await store.findCartId(tx, owner);
    if (cartId === undefined) throw notFound('Cart');
    return work(tx, cartId);
  });
}

/**
 * PUT /api/cart/{id}/seats: the places a course position of the caller's cart books (anyone else's
 * id → 404). A package has one place (422 INVALID_POSITION otherwise); more places than the date has
 * left → 409 NOT_ENOUGH_PLACES with freePlaces (a sold-out or past date: FULLY_BOOKED, SCHEDULE_PAST);
 * nothing is written then.
 */
export async function setPositionSeats(
  db: Database,
  owner: CartOwner,
  positionId: number,
  seats: number,
  today: string,
  hold?: OfferHold,
): Promise<Cart> {
  await withOwnCart(db, owner, async (tx, cartId) => {
    const { positions } = await store.readCart(tx, cartId);
    const position = positions.find((candidate) => candidate.id === positionId);
    if (!position) throw notFound(`Cart position ${positionId}`);
    checkPositionShape({ ...position, seats });
    if (position.courseId === undefined) return;
    const problem = refusal(await resolvePositions(tx, [{ ...position, seats }], today, { hold }));
    if (problem) throw problem;
    await store.setSeats(tx, cartId, positionId, seats);
  });
  return loadCart(db, owner, today);
}

/** DELETE /api/cart/{id}: removes a position of the caller's cart (anyone else's id → 404). */
export async function removePosition(db: Database, owner: CartOwner, positionId: number, today: string): Promise<Cart> {
  await withOwnCart(db, owner, async (tx, cartId) => {
    if (!(await store.deletePosition(tx, cartId, positionId))) throw notFound(`Cart position ${positionId}`);
  });
  return loadCart(db, owner, today);
}

/** DELETE /api/cart/{id}/package: the course position stops being paid with its package. */
export async function removePackageUse(db: Database, owner: CartOwner, positionId: number, today: string): Promise<Cart> {
  await withOwnCart(db, owner, async (tx, cartId) => {
    if (!(await store.clearPackage(tx, cartId, positionId))) throw notFound(`Course position ${positionId}`);
  });
  return loadCart(db, owner, today);
}

/**
 * GET /api/cart/voucher/{code}: adds a code. A code that is rejected today (unknown, expired, not yet
 * valid, used up) is not stored; the answer reports it in rejectedVoucher.
 */
export async function addVoucher(db: Database, owner: CartOwner, rawCode: string, today: string): Promise<Cart> {
  const [code] = checkCodes([rawCode]);
  if (code === undefined) throw new HttpError(422, 'VOUCHER_CODE_EMPTY', 'code: the voucher code is empty', 'code');
  const reason = voucherRejection((await loadVouchers(db, [code])).get(code), today);
  if (!reason) {
    await db.transaction(async (tx) => {
      const cartId = await store.ensureCartId(tx, owner);
      const { voucherCodes } = await store.readCart(tx, cartId);
      if (!voucherCodes.includes(code) && voucherCodes.length >= CART_MAX_VOUCHERS) {
        throw new HttpError(422, 'TOO_MANY_VOUCHERS', `A cart holds at most ${CART_MAX_VOUCHERS} voucher codes`, 'code');
      }
      await store.addVoucherCodes(tx, cartId, [code]);
    });
  }
  const cart = await loadCart(db, owner, today);
  if (reason) cart.rejectedVoucher.push({ code, reason });
  return cart;
}

/** DELETE /api/cart/voucher/{code}: removes a code (a code the cart does not hold changes nothing). */
export async function removeVoucher(db: Database, owner: CartOwner, rawCode: string, today: string): Promise<Cart> {
  const [code] = normalizeVoucherCodes([rawCode]);
  const cartId = await store.findCartId(db, owner);
  if (cartId !== undefined && code !== undefined) await store.removeVoucherCode(db, cartId, code);
  return loadCart(db, owner, today);
}

/**
 * PUT /api/order/validate-cart: merges the local cart into the customer's server cart (merge.ts),
 * drops positions that cannot be booked any more (reported in cart.droppedPositions) and local
 * codes rejected today, stores the result in one transaction and answers it priced. `merged` only when
 * the local cart brought something into an account cart that already held something (a brand-new
 * account's empty cart is not "merged"). Sending the same local cart again changes nothing and
 * answers merged = false.
 */
export async function validateCart(
  db: Database,
  customerId: number,
  local: CartPricingRequest,
  today: string,
  hold?: OfferHold,
): Promise<CartValidation> {
  local.positions.forEach((position, index) => checkPositionShape(position, `positions.${index}.`));
  const localCodes = checkCodes(local.voucherCodes);
  const owner: CartOwner = { customerId };
  const account = await readBuyerFields(db, customerId);
  if (!account) throw notFound('Customer');

  const dropped = await db.transaction(async (tx) => {
    const cartId = await store.ensureCartId(tx, owner);
    const server = await store.readCart(tx, cartId);
    const result = mergeCarts<CartPositionInput & { id?: number }>(server, { positions: local.positions, voucherCodes: localCodes });
    const { problems, freePlaces } = await resolvePositions(tx, result.positions, today, { hold });
    // Unbookable positions leave the cart: stored ones are deleted, local ones never written.
    const keep = result.positions.filter((_, index) => !problems[index]);
    if (keep.length > CART_MAX_POSITIONS) {
      throw new HttpError(422, 'CART_FULL', `A cart holds at most ${CART_MAX_POSITIONS} positions`, 'positions');
    }
    await store.deletePositions(tx, cartId, result.positions.filter((p, index) => problems[index] && p.id !== undefined).map((p) => p.id!));
    const changed = new Set(result.changed);
    for (const [index, position] of result.positions.entries()) {
      if (!problems[index] && changed.has(index)) await store.upsertPosition(tx, cartId, position);
    }
    const newCodes = result.voucherCodes.filter((code) => !server.voucherCodes.includes(code));
    const vouchers = await loadVouchers(tx, newCodes);
    const acceptable = newCodes.filter((code) => !voucherRejection(vouchers.get(code), today));
    if (server.voucherCodes.length + acceptable.length > CART_MAX_VOUCHERS) {
      throw new HttpError(422, 'TOO_MANY_VOUCHERS', `voucherCodes: a cart holds at most ${CART_MAX_VOUCHERS} voucher codes`, 'voucherCodes');
    }
    await store.addVoucherCodes(tx, cartId, acceptable);
    const broughtPosition = result.positions.some((position, index) => position.id === undefined && !problems[index]);
    // Merged means two carts became one: the account's cart held something (a position that stays,
    // or a code) before. A brand-new account's empty cart simply takes the local one: no notice.
    const accountHeldSomething =
      server.voucherCodes.length > 0 || result.positions.some((position, index) => position.id !== undefined && !problems[index]);
    const rejected = newCodes.flatMap((code) => {
      const reason = voucherRejection(vouchers.get(code), today);
      return reason ? [{ code, reason }] : [];
    });
    return { report: dropReport(result.positions, problems, freePlaces), merged: accountHeldSomething && (broughtPosition || acceptable.length > 0), rejected };
  });

  const cart = await loadCart(db, owner, today);
  cart.rejectedVoucher.push(...dropped.rejected);
  if (dropped.report.length) cart.droppedPositions = dropped.report;
  return {
    cart,
    cartEmpty: cart.positions.length === 0,
    merged: dropped.merged,
    validCustomerStatus: validCustomerStatus(account),
    taxNumberRequired: taxNumberRequired(account.country, account.taxNumber, account.buyerType),
  };
}

/** PATCH /api/order/cart/{id}: books a course position of the caller's cart for one of the course's scopes. */
export async function setPositionScope(db: Database, customerId: number, positionId: number, body: CartPositionScope, today: string): Promise<Cart> {
  const owner: CartOwner = { customerId };
  await withOwnCart(db, owner, async (tx, cartId) => {
    const { positions } = await store.readCart(tx, cartId);
    const position = positions.find((candidate) => candidate.id === positionId);
    if (!position) throw notFound(`Cart position ${positionId}`);
    if (position.courseId === undefined) {
      throw new HttpError(422, 'INVALID_POSITION', 'A package position takes no scope', 'scopeId');
    }
    const { problems } = await resolvePositions(tx, [{ ...position, scopeId: body.scopeId, categoryId: body.categoryId }], today, { bookableOnly: false });
    if (problems[0]) throw problemError(problems[0]);
    await store.setScope(tx, cartId, positionId, body.scopeId, body.categoryId);
  });
  return loadCart(db, owner, today);
}
