/**
 * Cart storage (migration 006-cart.sql): one cart per customer or per guest token hash, its
 * positions in cart order (id order) and its voucher codes in the order added. Only SQL here; the
 * rules live in pricing.ts / merge.ts and the flows in service.ts. Callers run every write that
 * touches more than one statement inside db.transaction.
 */
import { createHash } from 'node:crypto';
import type { CartPositionInput } from '../../../shared/cart.ts';
import type { Queryable } from '../../db/database.ts';

/** Whose cart: a signed-in customer, or a guest by the sha-256 (hex) of the X-Auth token. */
export type CartOwner = { customerId: number } | { guestHash: string };

export const hashGuestToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Guest carts not touched for this long are deleted when another guest cart is created. */
const GUEST_CART_DAYS = 30;

export interface StoredPosition extends CartPositionInput {
  id: number;
}

export interface StoredCart {
  id: number;
  positions: StoredPosition[];
  voucherCodes: string[];
}

const ownerWhere = (owner: CartOwner) =>
  'customerId' in owner ? { sql: 'customer_id = $1', value: owner.customerId } : { sql: 'guest_token_hash = $1', value: owner.guestHash };

export async function findCartId(db: Queryable, owner: CartOwner): Promise<number | undefined> {
  const where = ownerWhere(owner);
  const [row] = await db.query<{ id: number | string }>(`select id from cart where ${where.sql}`, [where.value]);
  return row ? Number(row.id) : undefined;
}

/** Inserts the cart of `column` = `value`, or touches the existing one; returns its id. */
async function upsertCart(tx: Queryable, column: 'customer_id' | 'guest_token_hash', value: number | string): Promise<number> {
  const [row] = await tx.query<{ id: number | string }>(
    `insert into cart (${column}) values ($1)
     on conflict (${column}) where ${column} is not null do update set updated_at = now()
     returning id`,
    [value],
  );
  return Number(row!.id);
}

/** The owner's cart id, creating the cart; the row stays locked until the transaction ends. */
export async function ensureCartId(tx: Queryable, owner: CartOwner): Promise<number> {
  if ('customerId' in owner) return upsertCart(tx, 'customer_id', owner.customerId);
  const [existing] = await tx.query<{ id: number | string }>(
    'update cart set updated_at = now() where guest_token_hash = $1 returning id',
    [owner.guestHash],
  );
  if (existing) return Number(existing.id);
  // A new guest cart is the moment to drop guest carts nobody touched for GUEST_CART_DAYS.
  await tx.query(
    `delete from cart where guest_token_hash is not null and updated_at < now() - interval '${GUEST_CART_DAYS} days'`,
  );
  return upsertCart(tx, 'guest_token_hash', owner.guestHash);
}

interface PositionRow {
  id: number | string;
  kind: 'COURSE' | 'PACKAGE';
  course_id: number | null;
  schedule_id: number | null;
  price_level_id: number | null;
  package_id: number | null;
  package_included: boolean;
  scope_id: number | null;
  category_id: number | null;
  seats: number;
}

function toPosition(row: PositionRow): StoredPosition {
  const position: StoredPosition = { id: Number(row.id) };
  if (row.kind === 'COURSE') {
    position.courseId = row.course_id!;
    position.scheduleId = row.schedule_id!;
    position.priceLevelId = row.price_level_id!;
    position.packageIncluded = row.package_included;
    position.seats = row.seats;
  }
  if (row.package_id !== null) position.packageId = row.package_id;
  if (row.scope_id !== null) position.scopeId = row.scope_id;
  if (row.category_id !== null) position.categoryId = row.category_id;
  return position;
}

export async function readCart(db: Queryable, cartId: number): Promise<StoredCart> {
  const [rows, codes] = await Promise.all([
    db.query<PositionRow>(
      `select id, kind, course_id, schedule_id, price_level_id, package_id, package_included, scope_id, category_id, seats
         from cart_position where cart_id = $1 order by id`,
      [cartId],
    ),
    db.query<{ code: string }>('select code from cart_voucher where cart_id = $1 order by seq', [cartId]),
  ]);
  return { id: cartId, positions: rows.map(toPosition), voucherCodes: codes.map((row) => row.code) };
}

/** The owner's stored cart, or an empty one (nothing written). */
export async function readOwnerCart(db: Queryable, owner: CartOwner): Promise<StoredCart | undefined> {
  const id = await findCartId(db, owner);
  return id === undefined ? undefined : readCart(db, id);
}

/**
 * Inserts a position or, when the cart holds the same booking (course date / package), updates it:
 * price level, package flag and package; scope, category and seats only when given (a new course
 * position without seats books one place). Answers its id.
 */
export async function upsertPosition(tx: Queryable, cartId: number, input: CartPositionInput): Promise<number> {
  if (input.courseId !== undefined) {
    const [row] = await tx.query<{ id: number | string }>(
      `insert into cart_position (cart_id, kind, course_id, schedule_id, price_level_id, package_id, package_included, scope_id, category_id, seats)
       values ($1, 'COURSE', $2, $3, $4, $5, $6, $7, $8, coalesce($9::int, 1))
       on conflict (cart_id, course_id, schedule_id) where kind = 'COURSE' do update set
         price_level_id = excluded.price_level_id,
         package_id = excluded.package_id,
         package_included = excluded.package_included,
         scope_id = coalesce(excluded.scope_id, cart_position.scope_id),
         category_id = coalesce(excluded.category_id, cart_position.category_id),
         seats = coalesce($9::int, cart_position.seats)
       returning id`,
      [
        cartId, input.courseId, input.scheduleId!, input.priceLevelId!, input.packageId ?? null,
        (input.packageIncluded ?? false) && input.packageId !== undefined, input.scopeId ?? null, input.categoryId ?? null,
        input.seats ?? null,
      ],
    );
    return Number(row!.id);
  }
  const [row] = await tx.query<{ id: number | string }>(
    `insert into cart_position (cart_id, kind, package_id) values ($1, 'PACKAGE', $2)
     on conflict (cart_id, package_id) where kind = 'PACKAGE' do update set package_id = excluded.package_id
     returning id`,
    [cartId, input.packageId!],
  );
  return Number(row!.id);
}

/** Deletes a position of this cart; a package's courses become paid courses again. False if not in this cart. */
export async function deletePosition(tx: Queryable, cartId: number, positionId: number): Promise<boolean> {
  const [row] = await tx.query<{ kind: string; package_id: number | null }>(
    'delete from cart_position where id = $1 and cart_id = $2 returning kind, package_id',
    [positionId, cartId],
  );
  if (!row) return false;
  if (row.kind === 'PACKAGE') {
    await tx.query(
      `update cart_position set package_included = false, package_id = null
        where cart_id = $1 and kind = 'COURSE' and package_id = $2`,
      [cartId, row.package_id],
    );
  }
  return true;
}

/** The course position stops being paid by its package. False if it is not a course of this cart. */
export async function clearPackage(tx: Queryable, cartId: number, positionId: number): Promise<boolean> {
  const rows = await tx.query(
    `update cart_position set package_included = false, package_id = null
      where id = $1 and cart_id = $2 and kind = 'COURSE' returning id`,
    [positionId, cartId],
  );
  return rows.length > 0;
}

export async function setScope(tx: Queryable, cartId: number, positionId: number, scopeId: number, categoryId: number): Promise<void> {
  await tx.query('update cart_position set scope_id = $3, category_id = $4 where id = $1 and cart_id = $2', [
    positionId, cartId, scopeId, categoryId,
  ]);
}

/** Sets the places a course position of this cart books. False if it is not a course of this cart. */
export async function setSeats(tx: Queryable, cartId: number, positionId: number, seats: number): Promise<boolean> {
  const rows = await tx.query(
    `update cart_position set seats = $3 where id = $1 and cart_id = $2 and kind = 'COURSE' returning id`,
    [positionId, cartId, seats],
  );
  return rows.length > 0;
}

export async function deletePositions(tx: Queryable, cartId: number, positionIds: readonly number[]): Promise<void> {
  if (positionIds.length === 0) return;
  await tx.query('delete from cart_position where cart_id = $1 and id = any($2::bigint[])', [cartId, positionIds]);
}

export async function addVoucherCodes(tx: Queryable, cartId: number, codes: readonly string[]): Promise<void> {
  for (const code of codes) {
    await tx.query('insert into cart_voucher (cart_id, code) values ($1, $2) on conflict do nothing', [cartId, code]);
  }
}

export async function removeVoucherCode(tx: Queryable, cartId: number, code: string): Promise<void> {
  await tx.query('delete from cart_voucher where cart_id = $1 and code = $2', [cartId, code]);
}

export async function countPositions(db: Queryable, owner: CartOwner): Promise<number> {
  const where = ownerWhere(owner);
  const [row] = await db.query<{ count: number }>(
    `select count(p.id)::int as count from cart c join cart_position p on p.cart_id = c.id where c.${where.sql}`,
    [where.value],
  );
  return row?.count ?? 0;
}

export async function deleteCart(db: Queryable, owner: CartOwner): Promise<boolean> {
  const where = ownerWhere(owner);
  const rows = await db.query(`delete from cart where ${where.sql} returning id`, [where.value]);
  return rows.length > 0;
}
