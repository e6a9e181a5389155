/**
 * The order summary (GET /api/order/summary, GET /api/guest-order/guest-summary) and the priced lines
 * an order stores: a priced cart (services/cart) turned into lines with their VAT, the totals, and
 * what the buyer must be told — the withdrawal notice for consumers and the early-start request for
 * a consumer's course that starts within EARLY_START_DAYS (§356 BGB) — and who sells: the
 * configured seller (issue 24 §4), shown as "Vertragspartner". Each course line carries its hours,
 * format, § 15 FAO status and how access works, from the catalogue (issue 24 §5).
 */
import type { Cart } from '../../../shared/cart.ts';
import {
  EARLY_START_DAYS,
  type BuyerData,
  type ChosenPayment,
  type OrderSummary,
  type PricedLine,
} from '../../../shared/order.ts';
import { sellerIdentity, type SellerIdentity } from '../../../shared/seller.ts';
import type { Queryable } from '../../db/database.ts';
import type { CourseType } from '../../../shared/types.ts';
import { checkoutSettings } from '../payment/index.ts';
import { lineTraining, lineVat, totalsOf, vatTreatment } from '../order-store/index.ts';
import { distanceCourses, withInstalments } from './instalment-lines.ts';
import { dueWithOrder } from '../../../shared/instalments.ts';

/** The cart's organizers with a VAT exemption certificate: organizer id → the course types it covers. */
export async function exemptOrganizers(db: Queryable, cart: Cart): Promise<Map<number, CourseType[]>> {
  const ids = [...new Set(cart.positions.map((position) => position.organizerId))];
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: number; types: CourseType[] }>(
    'select id, vat_exempt_course_types as types from organizer where vat_exempt and id = any($1::int[])',
    [ids],
  );
  return new Map(rows.map((row) => [Number(row.id), row.types]));
}

/** The cart's positions as priced lines; positionId is the cart position's id (1, 2, … for a guest's local cart). */
export function pricedLines(cart: Cart, exempt: ReadonlyMap<number, readonly CourseType[]>): PricedLine[] {
  return cart.positions.map((position, index) => {
    const grossValue = position.discountPriceValue;
    return {
      positionId: position.id ?? index + 1,
      kind: position.kind,
      courseId: position.courseId,
      packageId: position.packageId,
      scheduleId: position.scheduleId,
      name: position.name,
      organizer: position.organizer,
      courseType: position.courseType,
      courseKind: position.courseKind,
      scopes: [...position.scopes],
      schedule: position.schedule ? { ...position.schedule } : null,
      training:
        position.kind === 'COURSE' && position.courseKind && position.courseType && position.durationValue !== null
          ? lineTraining({ type: position.type, kind: position.courseKind, courseType: position.courseType, durationValue: position.durationValue })
          : null,
      priceLevelName: position.priceLevelName,
      packageIncluded: position.packageIncluded,
      voucherCode: position.voucher?.voucherCode ?? null,
      priceValue: position.priceValue,
      seats: position.seats ?? 1,
      discountValue: position.priceValue - grossValue,
      grossValue,
      ...lineVat(grossValue, vatTreatment(position.kind, position.courseType, exempt.get(position.organizerId) ?? [])),
    };
  });
}

/** 'yyyy-mm-dd' plus `days` days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A consumer books a course that starts (or, self-study, is open) within EARLY_START_DAYS of today. */
export function earlyStartRequired(buyer: BuyerData, lines: readonly PricedLine[], today: string): boolean {
  const limit = addDays(today, EARLY_START_DAYS);
  return (
    buyer.buyerType === 'CONSUMER' && lines.some((line) => line.schedule !== null && line.schedule.startDate <= limit)
  );
}

/** The configured seller, the buyer's contracting party; null while a deployment lacks it (orders are then refused). */
export function contractingParty(settings = checkoutSettings()): SellerIdentity | null {
  return settings.seller.seller && sellerIdentity(settings.seller.seller);
}

export function buildSummary(
  cart: Cart,
  lines: PricedLine[],
  buyer: BuyerData,
  payment: ChosenPayment | null,
  today: string,
  seller: SellerIdentity | null = contractingParty(),
): OrderSummary {
  const totals = totalsOf(lines);
  return {
    seller,
    lines,
    totals,
    dueWithOrderValue: dueWithOrder(totals.grossValue, lines),
    voucherCodes: [...cart.voucherCodes],
    buyer,
    payment,
    withdrawalNotice: buyer.buyerType === 'CONSUMER',
    earlyStartRequestRequired: earlyStartRequired(buyer, lines, today),
    verificationStep: cart.verificationStep,
    paymentStep: cart.paymentStep,
  };
}

/** The summary of a priced cart for `buyer`. */
export async function summarize(
  db: Queryable,
  cart: Cart,
  buyer: BuyerData,
  payment: ChosenPayment | null,
  today: string,
): Promise<OrderSummary> {
  return buildSummary(cart, await orderLines(db, cart, today), buyer, payment, today);
}

/** The priced lines an order of `cart` placed `today` stores: VAT, and the distance-learning instalments. */
export async function orderLines(db: Queryable, cart: Cart, today: string): Promise<PricedLine[]> {
  return withInstalments(pricedLines(cart, await exemptOrganizers(db, cart)), await distanceCourses(db, cart), today);
}
