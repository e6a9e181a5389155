/**
 * What a course or package page asks of the cart actor (src/state/cart.ts) without waiting for it:
 * the page paints before the global actors have started (src/app/lazy-system.ts, issue 10 §2). In a
 * file of its own so the start page's entry does not carry it.
 */
import type { LocalCartPosition } from '../shared/cart';
import type { CourseDetail, CourseScheduleDetail, PackageSummary } from '../shared/catalogue';
import type { PriceLevel } from '../shared/search';
import { positionItem, TRACKING_CURRENCY } from '../lib/tracking';
import { useTrack } from '../lib/use-tracking';
import { useActorSelector, useStartedSystem, useSystemHandle, type AppSystem } from './system-context';

const NONE: readonly number[] = [];

/**
 * Dates an add failed for (spec §8). Never waits for the cart actor (a course page paints without
 * it, issue 10 §2): before it has started nothing has been added, so none.
 */
export function useNonBookable(): readonly number[] {
  return useActorSelector(useStartedSystem()?.cart ?? null, (snapshot) => snapshot.context.nonBookable, NONE);
}

/**
 * Adds a course date at a price level, or a package, and opens the cart page (and tells the tag
 * manager, with consent). Does not wait for the cart actor to render: a click before it has started
 * starts it and adds then.
 */
export function useAddToCart(): (position: LocalCartPosition) => void {
  const handle = useSystemHandle();
  const track = useTrack();
  return (position) => {
    // The tag manager's add_to_cart (only with the visitor's consent: src/lib/tracking.ts).
    track('add_to_cart', { ecommerce: { currency: TRACKING_CURRENCY, items: [positionItem(position)] } });
    const add = (system: AppSystem) => system.cart.send({ type: 'user.add', position });
    const started = handle.current();
    if (started) add(started);
    else handle.start().then(add, (error: unknown) => console.error('the cart could not be started', error));
  };
}

/** What a course page knows of its course that a cart position needs. */
export type CartCourse = Pick<CourseDetail, 'id' | 'name' | 'type' | 'durationValue' | 'organizer' | 'professionalScopes' | 'category'>;

/**
 * A course date at a price level as the cart keeps it: booked for the course's first scope, with the
 * course facts the package credits need and what the cart page shows before the price is known.
 */
export function courseCartPosition(course: CartCourse, schedule: Pick<CourseScheduleDetail, 'id' | 'startDate' | 'endDate' | 'city'>, level: Pick<PriceLevel, 'id' | 'name'>): LocalCartPosition {
  const scope = course.professionalScopes[0];
  return {
    courseId: course.id,
    scheduleId: schedule.id,
    priceLevelId: level.id,
    ...(scope ? { scopeId: scope.id } : {}),
    ...(course.category ? { categoryId: course.category.id } : {}),
    course: {
      id: course.id,
      durationValue: course.durationValue,
      type: course.type,
      organizer: { id: course.organizer.id },
      professionalScopes: course.professionalScopes.map(({ id, name }) => ({ id, name })),
    },
    preview: {
      name: course.name,
      organizer: course.organizer.name,
      schedule: { startDate: schedule.startDate, endDate: schedule.endDate, city: schedule.city?.name ?? null },
      priceLevelName: level.name,
    },
  };
}

/** A package as the cart keeps it, with what the cart page shows before the price is known. */
export function packageCartPosition(pkg: Pick<PackageSummary, 'id' | 'name' | 'organizer'>): LocalCartPosition {
  return { packageId: pkg.id, preview: { name: pkg.name, organizer: pkg.organizer.name, schedule: null, priceLevelName: null } };
}
