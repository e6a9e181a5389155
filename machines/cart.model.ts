/**
 * The cart machine's model (machines/cart.machine.ts): the representative events the model-based
 * tests (tests/model/cart.mbt.test.tsx) and docs/flows walk the graph with, and their sample carts.
 */
import {
  EMPTY_CART, EMPTY_LOCAL_CART, hasLocalCart, normalizeCodes, type CartContext, type CartInput, type WantedCourseFacts,
  type WantedPosition,
} from './cart.machine';
import type { ViewControlException } from './view-controls';

/** A course date (course 101, date 1011) at its first price level, with the facts the local cart keeps. */
const COURSE_FACTS: WantedCourseFacts = {
  id: 101,
  durationValue: 8,
  type: 'EDUCATION',
  organizer: { id: 5 },
  professionalScopes: [{ id: 3, name: 'Arbeitsrecht' }],
};
/** What the course and package pages showed of them, for the cart page until they are priced. */
const WANTED_COURSE: WantedPosition = {
  courseId: 101,
  scheduleId: 1011,
  priceLevelId: 10111,
  scopeId: 3,
  course: COURSE_FACTS,
  preview: {
    name: 'Kündigungsschutz kompakt',
    organizer: 'Akademie Nord',
    schedule: { startDate: '2027-03-05', endDate: '2027-03-06', city: 'Hamburg' },
    priceLevelName: 'Standard',
  },
};
const WANTED_PACKAGE: WantedPosition = {
  packageId: 7,
  preview: { name: 'Arbeitsrecht 20 Stunden', organizer: 'Akademie Nord', schedule: null, priceLevelName: null },
};

/** A course another tab put into the stored cart while this tab's guest order was placed (issue 24 §6). */
const WANTED_IN_OTHER_TAB: WantedPosition = {
  courseId: 102,
  scheduleId: 1021,
  priceLevelId: 10211,
  preview: {
    name: 'Befristung aktuell',
    organizer: 'Akademie Nord',
    schedule: { startDate: '2027-04-09', endDate: '2027-04-09', city: null },
    priceLevelName: 'Standard',
  },
};

/** Priced positions as the server sends them (src/shared/cart.ts CartPosition). */
const pricedCourse = (packageIncluded: boolean) => ({
  id: 1,
  kind: 'COURSE',
  courseId: 101,
  packageId: packageIncluded ? 7 : null,
  scheduleId: 1011,
  priceLevelId: 10111,
  scopeId: 3,
  categoryId: null,
  packageIncluded,
  durationValue: 8,
  type: 'EDUCATION',
  organizerId: 5,
  organizer: 'Akademie Nord',
  scopeIds: [3],
  scopes: ['Arbeitsrecht'],
  remainingCredits: null,
  name: 'Kündigungsschutz kompakt',
  courseType: 'PRESENT',
  courseKind: 'FAO15',
  schedule: { startDate: '2027-03-05', endDate: '2027-03-06', city: 'Hamburg' },
  priceLevelName: 'Standard',
  priceValue: 49_000,
  discountPriceValue: packageIncluded ? 0 : 44_100,
  voucher: packageIncluded ? null : { voucherCode: 'SOMMER10', voucherValue: 10, voucherValueType: 'PERCENT' },
  seats: 1,
  unitPriceValue: 49_000,
  freePlaces: 5,
});
const pricedPackage = (remainingCredits: number) => ({
  id: 2,
  kind: 'PACKAGE',
  courseId: null,
  packageId: 7,
  scheduleId: null,
  priceLevelId: null,
  scopeId: null,
  categoryId: null,
  packageIncluded: false,
  durationValue: null,
  type: 'EDUCATION',
  organizerId: 5,
  organizer: 'Akademie Nord',
  scopeIds: [3],
  scopes: ['Arbeitsrecht'],
  remainingCredits,
  name: 'Arbeitsrecht 20 Stunden',
  courseType: null,
  courseKind: null,
  schedule: null,
  priceLevelName: null,
  priceValue: 150_000,
  discountPriceValue: 150_000,
  voucher: null,
  seats: 1,
  unitPriceValue: 150_000,
  freePlaces: null,
});

/** Course and package, no voucher. */
export const MODEL_CART_PLAIN = {
  positions: [{ ...pricedCourse(false), discountPriceValue: 49_000, voucher: null }, pricedPackage(20)],
  cartVoucher: null,
  rejectedVoucher: [],
  unusedVoucher: [],
  voucherCodes: [],
  verificationStep: false,
  paymentStep: true,
  sumValue: 199_000,
};
/** The course paid with the package, a valid, a rejected and an unused voucher code. */
export const MODEL_CART_FULL = {
  positions: [pricedCourse(true), pricedPackage(12)],
  cartVoucher: null,
  rejectedVoucher: [{ code: 'WINTER', reason: 'EXPIRED' }],
  unusedVoucher: ['FREMD5'],
  voucherCodes: ['SOMMER10', 'WINTER', 'FREMD5'],
  verificationStep: false,
  paymentStep: true,
  sumValue: 150_000,
};

/** PUT /api/order/validate-cart's answer (the contract's CartValidation): the full cart, merged. */
export const MODEL_VALIDATION = {
  cart: MODEL_CART_FULL,
  cartEmpty: false,
  merged: true,
  validCustomerStatus: true,
  taxNumberRequired: false,
};

const MODEL_CARTS: Record<string, unknown> = { plain: MODEL_CART_PLAIN, full: MODEL_CART_FULL, empty: EMPTY_CART };
const cartName = (cart: unknown) => Object.entries(MODEL_CARTS).find(([, c]) => c === cart)?.[0] ?? (cart === null ? null : 'other');

export const cartModel = {
  input: { localCart: EMPTY_LOCAL_CART } satisfies CartInput,
  events: [
    { type: 'user.add', position: WANTED_COURSE },
    { type: 'user.add', position: WANTED_PACKAGE },
    { type: 'user.remove', position: { id: 1, courseId: 101, scheduleId: 1011, priceLevelId: 10111, packageId: null } },
    { type: 'user.voucherEntered', code: 'sommer10' },
    { type: 'user.voucherRemoved', code: 'SOMMER10' },
    { type: 'user.packageUsed', position: { id: 1, courseId: 101, scheduleId: 1011, priceLevelId: 10111, packageId: null }, packageId: 7 },
    { type: 'user.packageReleased', position: { id: 1, courseId: 101, scheduleId: 1011, priceLevelId: 10111, packageId: 7 } },
    // Three places of the course date (the sample carts book one).
    { type: 'user.seatsChanged', position: { id: 1, courseId: 101, scheduleId: 1011, priceLevelId: 10111, packageId: null }, seats: 3 },
    { type: 'user.checkout' },
    { type: 'user.checkoutSignIn' },
    { type: 'user.checkoutRegister' },
    { type: 'user.checkoutAsGuest' },
    { type: 'user.checkoutCancelled' },
    { type: 'guestOrder.placed', stored: EMPTY_LOCAL_CART },
    { type: 'guestOrder.placed', stored: { positions: [WANTED_IN_OTHER_TAB], voucherCodes: [] } },
    { type: 'user.retry' },
    { type: 'session.loggedIn', pathname: '/warenkorb' },
    { type: 'session.loggedIn', pathname: '/auth/callback' },
    { type: 'session.loggedIn', pathname: '/check' },
    { type: 'session.loggedOut' },
    { type: 'check.requested' },
    { type: 'route.changed', pathname: '/fortbildungen' },
    { type: 'route.changed', pathname: '/check' },
    { type: 'xstate.done.actor.priceLocalCart', output: MODEL_CART_PLAIN },
    { type: 'xstate.done.actor.priceLocalCart', output: MODEL_CART_FULL },
    { type: 'xstate.error.actor.priceLocalCart', error: new Error('pricing failed') },
    { type: 'xstate.done.actor.loadCart', output: MODEL_CART_FULL },
    { type: 'xstate.error.actor.loadCart', error: new Error('loading failed') },
    { type: 'xstate.done.actor.addPosition', output: MODEL_CART_PLAIN },
    { type: 'xstate.error.actor.addPosition', error: new Error('not bookable') },
    { type: 'xstate.done.actor.updateCart', output: MODEL_CART_PLAIN },
    { type: 'xstate.error.actor.updateCart', error: new Error('change failed') },
    { type: 'xstate.done.actor.validateCart', output: MODEL_VALIDATION },
    { type: 'xstate.error.actor.validateCart', error: new Error('validation failed') },
  ],
  // The voucher field takes any code: whatever codes the cart holds, a new one is accepted.
  probes: [{ type: 'user.voucherEntered', code: 'neu2027' }],
  controls: [
    {
      event: 'user.add',
      kind: 'no control',
      reason: 'A course or package page puts a date into the cart ("In den Warenkorb"); the cart page itself has no control for it.',
    },
    {
      event: 'user.packageUsed',
      kind: 'no control',
      reason: 'The composition root relays it from the package credits (their own machine, src/app/system.ts) when a course is paid with a package.',
    },
    {
      event: 'user.packageReleased',
      kind: 'no control',
      reason: 'The composition root relays it from the package credits (src/app/system.ts) when a course is no longer paid with a package.',
    },
  ] satisfies ViewControlException[],
  /**
   * Only what the guards read tells states apart: the state, which sample cart shows, the kept voucher
   * codes, whether there is a local cart at all. The local positions and the not-bookable dates are
   * left out (no guard reads more of them; the local-cart rules are property-tested), so the graph
   * stays small.
   */
  serializeState: (snapshot: { value: unknown; context: CartContext }) => {
    const { localCart, cart } = snapshot.context;
    return JSON.stringify({ value: snapshot.value, cart: cartName(cart), codes: normalizeCodes(localCart.voucherCodes), local: hasLocalCart(localCart) });
  },
};
