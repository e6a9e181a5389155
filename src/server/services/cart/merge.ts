/**
 * Merging the browser's local cart into the customer's server cart at the check step (spec §4),
 * the Shopware way: nothing lost, nothing duplicated, prices recomputed afterwards (the merge itself
 * knows no prices).
 *
 * - Server positions keep their place and id. Each local position is matched by booking
 *   (sameBooking: course and date, or the package): when the result already holds that booking, the
 *   local position's price level, package flag and package (and scope / category / seats when given) win;
 *   otherwise it is appended. Two local positions of one booking collapse the same way (the later wins).
 * - Voucher codes: the server's, then the local ones, de-duplicated by normalizeVoucherCodes.
 * - `merged` is true when the local cart brought a booking or a code the server cart did not have.
 *   Merging the same local cart again changes nothing and reports merged = false (idempotent).
 */
import { normalizeVoucherCodes, type CartPositionInput } from '../../../shared/cart.ts';

export interface MergeablePosition extends CartPositionInput {
  /** Server position id; undefined for positions that come from the local cart. */
  id?: number;
}

export interface MergeResult<P extends MergeablePosition> {
  positions: P[];
  voucherCodes: string[];
  /** Positions (by index into `positions`) that are new or changed compared with the server cart. */
  changed: number[];
  merged: boolean;
}

/** The booking key of a position: one per course date or per package. */
export function bookingKey(position: CartPositionInput): string {
  return position.courseId !== undefined
    ? `C:${position.courseId}:${position.scheduleId ?? ''}`
    : `P:${position.packageId ?? ''}`;
}

function apply<P extends MergeablePosition>(target: P, local: CartPositionInput): P {
  const next = { ...target };
  if (local.courseId !== undefined) {
    if (local.priceLevelId !== undefined) next.priceLevelId = local.priceLevelId;
    else delete next.priceLevelId;
    next.packageIncluded = local.packageIncluded ?? false;
    if (local.packageId !== undefined) next.packageId = local.packageId;
    else delete next.packageId;
  }
  if (local.scopeId !== undefined) next.scopeId = local.scopeId;
  if (local.categoryId !== undefined) next.categoryId = local.categoryId;
  if (local.courseId !== undefined && local.seats !== undefined) next.seats = local.seats;
  return next;
}

const samePosition = (a: CartPositionInput, b: CartPositionInput) =>
  a.courseId === b.courseId && a.scheduleId === b.scheduleId && a.priceLevelId === b.priceLevelId &&
  (a.packageId ?? null) === (b.packageId ?? null) && (a.packageIncluded ?? false) === (b.packageIncluded ?? false) &&
  (a.scopeId ?? null) === (b.scopeId ?? null) && (a.categoryId ?? null) === (b.categoryId ?? null) &&
  (a.seats ?? 1) === (b.seats ?? 1);

export function mergeCarts<P extends MergeablePosition>(
  server: { positions: readonly P[]; voucherCodes: readonly string[] },
  local: { positions: readonly CartPositionInput[]; voucherCodes: readonly string[] },
): MergeResult<P> {
  const positions: P[] = [...server.positions];
  const index = new Map<string, number>();
  positions.forEach((position, at) => {
    if (!index.has(bookingKey(position))) index.set(bookingKey(position), at);
  });
  const changed = new Set<number>();
  let merged = false;
  for (const wanted of local.positions) {
    const key = bookingKey(wanted);
    const at = index.get(key);
    if (at === undefined) {
      index.set(key, positions.length);
      changed.add(positions.length);
      const fresh: MergeablePosition = wanted.courseId !== undefined
        ? { courseId: wanted.courseId, ...(wanted.scheduleId !== undefined ? { scheduleId: wanted.scheduleId } : {}) }
        : { ...(wanted.packageId !== undefined ? { packageId: wanted.packageId } : {}) };
      positions.push(apply(fresh as P, wanted));
      merged = true;
      continue;
    }
    positions[at] = apply(positions[at]!, wanted);
  }
  // A server position changed when its final state differs (not an intermediate one).
  server.positions.forEach((original, at) => {
    if (!samePosition(positions[at]!, original)) changed.add(at);
  });
  const serverCodes = normalizeVoucherCodes(server.voucherCodes);
  const voucherCodes = normalizeVoucherCodes([...serverCodes, ...local.voucherCodes]);
  if (voucherCodes.length > serverCodes.length) merged = true;
  return { positions, voucherCodes, changed: [...changed].sort((a, b) => a - b), merged };
}
