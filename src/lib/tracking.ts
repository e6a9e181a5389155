/**
 * The shop's events for the tag manager (issue 26 §4), in GA4's e-commerce shape, pushed to
 * `window.dataLayer` — only when the site configures a `tagManagerId` AND the visitor has agreed to
 * statistics (src/lib/consent.ts); otherwise nothing is pushed. The views call it with what they
 * already know: the course page (view_item), the cart add (add_to_cart), the order steps
 * (begin_checkout, then `checkout_progress` with the step's name — GA4's add_shipping_info has no
 * counterpart here), the order's complete page (purchase). Up to four scopes are the item's
 * categories (spec §9: item_category … item_category4).
 *
 * gtm.js itself loads in src/features/consent/tag-manager.ts; events pushed before it has arrived
 * wait in the array, as the tag manager expects.
 */
import type { CourseDetail } from '../shared/catalogue';
import type { LocalCartPosition } from '../shared/cart';
import type { Order, PricedLine } from '../shared/order';
import type { SiteConfiguration } from '../shared/types';
import { readConsent } from './consent';

export const TRACKING_CURRENCY = 'EUR';

export interface TrackingItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_variant?: string;
  price?: number;
  quantity?: number;
}

export type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** The page's dataLayer, created when missing. */
export function dataLayer(): DataLayerEntry[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Whether events go out: a configured tag manager and the visitor's consent to statistics. */
export function trackingAllowed(configuration: Pick<SiteConfiguration, 'tagManagerId'>): boolean {
  return Boolean(configuration.tagManagerId) && readConsent()?.statistics === true;
}

/**
 * Pushes one event, the previous e-commerce object cleared first (GA4's advice, so one event's items
 * never carry over into the next). Does nothing without consent or tag manager.
 */
export function track(
  configuration: Pick<SiteConfiguration, 'tagManagerId'>,
  event: string,
  data: DataLayerEntry & { ecommerce?: DataLayerEntry },
): void {
  if (!trackingAllowed(configuration)) return;
  const layer = dataLayer();
  if (data.ecommerce) layer.push({ ecommerce: null });
  layer.push({ event, ...data });
}

/** Euros from cents, as GA4's value and price want them. */
const euros = (cents: number) => Math.round(cents) / 100;

/** item_category … item_category4 from up to four scope names (spec §9). */
export function scopeCategories(
  scopes: readonly string[],
): Pick<TrackingItem, 'item_category' | 'item_category2' | 'item_category3' | 'item_category4'> {
  const [first, second, third, fourth] = scopes;
  return {
    ...(first ? { item_category: first } : {}),
    ...(second ? { item_category2: second } : {}),
    ...(third ? { item_category3: third } : {}),
    ...(fourth ? { item_category4: fourth } : {}),
  };
}

/** A course as its page shows it; its price the lowest of its upcoming dates' price levels. */
export function courseItem(
  course: Pick<CourseDetail, 'id' | 'name' | 'organizer' | 'professionalScopes' | 'courseSchedules'>,
): TrackingItem {
  const prices = course.courseSchedules
    .filter((schedule) => !schedule.past)
    .flatMap((schedule) => schedule.pricelevels.map((level) => level.priceValue));
  return {
    item_id: String(course.id),
    item_name: course.name,
    item_brand: course.organizer.name,
    ...scopeCategories(course.professionalScopes.map((scope) => scope.name)),
    ...(prices.length > 0 ? { price: euros(Math.min(...prices)) } : {}),
  };
}

/** A cart position as added (its price is known only once the cart has priced it). */
export function positionItem(position: LocalCartPosition): TrackingItem {
  const id = position.courseId ?? position.packageId;
  return {
    item_id: `${position.courseId ? '' : 'package-'}${id ?? ''}`,
    item_name: position.preview?.name ?? '',
    ...(position.preview?.organizer ? { item_brand: position.preview.organizer } : {}),
    ...scopeCategories(position.course?.professionalScopes.map((scope) => scope.name) ?? []),
    ...(position.preview?.priceLevelName ? { item_variant: position.preview.priceLevelName } : {}),
    quantity: position.seats ?? 1,
  };
}

/** A priced line of the order summary or the placed order. */
export function lineItem(line: PricedLine): TrackingItem {
  const quantity = line.seats ?? 1;
  return {
    item_id: line.courseId !== null ? String(line.courseId) : `package-${line.packageId ?? ''}`,
    item_name: line.name,
    item_brand: line.organizer,
    ...scopeCategories(line.scopes),
    ...(line.priceLevelName ? { item_variant: line.priceLevelName } : {}),
    price: euros((line.priceValue - line.discountValue) / quantity),
    quantity,
  };
}

/** GA4's purchase: the order number as transaction id (GA4 drops a repeated one, e.g. after a reload). */
export function purchaseData(order: Order): DataLayerEntry & { ecommerce: DataLayerEntry } {
  return {
    ecommerce: {
      transaction_id: order.orderNumber,
      value: euros(order.totals.grossValue),
      tax: euros(order.totals.vatValue),
      currency: TRACKING_CURRENCY,
      ...(order.voucherCodes.length > 0 ? { coupon: order.voucherCodes.join(',') } : {}),
      items: order.lines.map(lineItem),
    },
  };
}
