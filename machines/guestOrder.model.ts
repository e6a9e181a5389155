/**
 * The guest order machine's model (machines/guestOrder.machine.ts): the representative events and
 * answers the model-based test (tests/model/guestOrder.mbt.test.tsx), the actor tests and docs/flows
 * walk the graph with. The answers are what the server sends (src/shared/order.ts).
 */
import type { Cart, CartPosition } from '../src/shared/cart';
import type { BuyerData, GuestCheckout, GuestCheckoutStarted, Order, OrderSummary, PaymentMethodOffer, PricedLine } from '../src/shared/order';
import type { CheckoutParticipants, ParticipantsRequest, ParticipantsStepData } from '../src/shared/participants';
import type { GuestOrderContext, GuestOrderInput, OrderFailure, ResumedCheckout } from './guestOrder.machine';
import type { ViewControlException } from './view-controls';

export const MODEL_BUYER: BuyerData = {
  buyerType: 'BUSINESS',
  email: 'gast@kanzlei-beispiel.de',
  firstName: 'Greta',
  lastName: 'Gast',
  company: 'Kanzlei Gast',
  street: 'Hafenstraße 1',
  zipCode: '20457',
  city: 'Hamburg',
  country: 'DEU',
  taxNumber: null,
};

const POSITION: CartPosition = {
  kind: 'COURSE', courseId: 101, packageId: null, scheduleId: 1011, priceLevelId: 10111, scopeId: 3, categoryId: null,
  packageIncluded: false, durationValue: 8, type: 'EDUCATION', organizerId: 5, organizer: 'Akademie Nord', scopeIds: [3],
  scopes: ['Arbeitsrecht'], remainingCredits: null, name: 'Kündigungsschutz kompakt', courseType: 'PRESENT', courseKind: 'FAO15',
  schedule: { startDate: '2027-03-05', endDate: '2027-03-06', city: 'Hamburg' }, priceLevelName: 'Standard', priceValue: 49_000,
  discountPriceValue: 44_100, voucher: { voucherCode: 'SOMMER10', voucherValue: 10, voucherValueType: 'PERCENT' },
};

export const MODEL_CART: Cart = {
  positions: [POSITION],
  cartVoucher: null,
  rejectedVoucher: [],
  unusedVoucher: [],
  voucherCodes: ['SOMMER10'],
  verificationStep: true,
  paymentStep: true,
  sumValue: 44_100,
};

/** A cart of a course package only: no seats to name, so no participants step. */
export const MODEL_PACKAGE_CART: Cart = {
  ...MODEL_CART,
  positions: [
    {
      ...POSITION, kind: 'PACKAGE', courseId: null, packageId: 7, scheduleId: null, priceLevelId: null, durationValue: null, name: 'Fortbildungspaket 15 Stunden',
      courseType: null, courseKind: null, schedule: null, remainingCredits: 15, voucher: null, priceValue: 59_000, discountPriceValue: 59_000,
    },
  ],
  voucherCodes: [],
  verificationStep: false,
  sumValue: 59_000,
};

/** The course date's two seats, both still without a name (named: as the step saved them). */
export const modelParticipants = (named = false): CheckoutParticipants => ({
  positions: [
    {
      positionId: 1,
      scheduleId: 1011,
      seats: 2,
      name: 'Kündigungsschutz kompakt',
      schedule: { startDate: '2027-03-05', endDate: '2027-03-06', city: 'Hamburg' },
      participants: [
        { seat: 1, participant: named ? { firstName: 'Greta', lastName: 'Gast', email: MODEL_BUYER.email, chamberId: null, memberNumber: null, self: true } : null },
        { seat: 2, participant: named ? { firstName: 'Lea', lastName: 'Schäfer', email: 'lea@example.org', chamberId: null, memberNumber: null, self: false } : null },
      ],
    },
  ],
});
export const MODEL_PARTICIPANTS_STEP: ParticipantsStepData = {
  participants: modelParticipants(),
  members: [],
  chambers: [{ id: 11, name: 'Hanseatische Rechtsanwaltskammer Hamburg', city: 'Hamburg' }],
};
/** What the step sends: the guest takes the first seat, a colleague the second. */
export const MODEL_PARTICIPANTS_REQUEST: ParticipantsRequest = {
  positions: [
    {
      positionId: 1,
      participants: [{ self: true }, { firstName: 'Lea', lastName: 'Schäfer', email: 'lea@example.org', chamberId: null, memberNumber: null }],
    },
  ],
};

const line = (grossValue: number): PricedLine => ({
  positionId: 1, kind: 'COURSE', courseId: 101, packageId: null, scheduleId: 1011, name: 'Kündigungsschutz kompakt',
  organizer: 'Akademie Nord', courseType: 'PRESENT', courseKind: 'FAO15', scopes: ['Arbeitsrecht'],
  schedule: { startDate: '2027-03-05', endDate: '2027-03-06', city: 'Hamburg' },
  training: { hours: 10, format: 'PRESENT', fao15: { qualifies: true, hours: 10 }, access: 'ON_SITE' },
  priceLevelName: 'Standard', packageIncluded: false,
  voucherCode: 'SOMMER10', priceValue: 49_000, discountValue: 49_000 - grossValue, grossValue,
  netValue: Math.round(grossValue / 1.19), vatValue: grossValue - Math.round(grossValue / 1.19), vatTreatment: 'STANDARD', vatRatePercent: 19,
});
const totals = (grossValue: number) => {
  const { netValue, vatValue } = line(grossValue);
  return { netValue, vatValue, grossValue, vatByRate: [{ ratePercent: 19, netValue, vatValue }] };
};

const summary = (grossValue: number): OrderSummary => ({
  seller: {
    name: 'Kursmarkt Demo GmbH', street: 'Musterstraße 1', zipCode: '50667', city: 'Köln', country: 'Deutschland',
    email: 'kontakt@kursmarkt.example', phone: null, vatId: 'DE999999999', taxNumber: null, register: null, representative: null,
  },
  lines: [line(grossValue)],
  totals: totals(grossValue),
  voucherCodes: ['SOMMER10'],
  buyer: MODEL_BUYER,
  payment: null,
  withdrawalNotice: false,
  dueWithOrderValue: grossValue,
  earlyStartRequestRequired: false,
  verificationStep: true,
  paymentStep: true,
});
export const MODEL_SUMMARY = summary(44_100);
/** The summary of a 409 PRICE_CHANGED: the organizer raised the price meanwhile. */
export const MODEL_SUMMARY_CHANGED = summary(45_900);

const order = (overrides: Partial<Order>): Order => ({
  id: 501,
  orderNumber: 'KM-2027-000501',
  status: 'PLACED',
  placedAt: '2027-01-10T09:30:00.000Z',
  buyer: MODEL_BUYER,
  lines: [line(44_100)],
  totals: totals(44_100),
  voucherCodes: ['SOMMER10'],
  payment: null,
  proofRequired: true,
  proofs: [],
  invoice: null,
  next: 'FILE_UPLOAD',
  ...overrides,
});
const PROOF = { id: 71, fileName: 'zulassung.pdf', contentType: 'application/pdf' as const, sizeBytes: 48_213, uploadedAt: '2027-01-10T09:31:00.000Z' };
const payment = (method: 'INVOICE' | 'CREDIT_CARD', status: 'OPEN' | 'PENDING' | 'PAID' | 'DECLINED' | 'CANCELLED') => ({
  paymentId: 'pay-501-1',
  method,
  status,
  amountValue: 44_100,
  redirectUrl: status === 'PENDING' ? '/test-payment/pay-501-1' : null,
  mandateReference: null,
});

/** Placed; a proof is needed first. */
export const ORDER_NEEDS_PROOF = order({});
/** Placed, no proof needed: the payment method is next. */
export const ORDER_TO_PAY = order({ proofRequired: false, next: 'PAYMENT_SELECTION' });
/** Placed and nothing to pay (a package paid it): complete at once. */
export const ORDER_FREE = order({ proofRequired: false, status: 'CONFIRMED', next: 'COMPLETE', invoice: { id: 9, invoiceNumber: 'R-2027-0009' } });
/** The proof is there; the payment method is next. */
export const ORDER_PROOF_GIVEN = order({ proofs: [PROOF], next: 'PAYMENT_SELECTION' });
/** The proof is there and nothing is to pay. */
export const ORDER_PROOF_GIVEN_FREE = order({ proofs: [PROOF], status: 'CONFIRMED', next: 'COMPLETE' });
/** Invoice chosen: binding, confirmed. */
export const ORDER_CONFIRMED = order({
  proofs: [PROOF], status: 'CONFIRMED', payment: payment('INVOICE', 'OPEN'), next: 'COMPLETE', invoice: { id: 9, invoiceNumber: 'R-2027-0009' },
});
/** Card chosen: off to the payment page. */
export const ORDER_PAYING = order({ proofs: [PROOF], status: 'PAYMENT_PENDING', payment: payment('CREDIT_CARD', 'PENDING'), next: 'PAYMENT' });
export const ORDER_PAID = order({
  proofs: [PROOF], status: 'CONFIRMED', payment: payment('CREDIT_CARD', 'PAID'), next: 'COMPLETE', invoice: { id: 9, invoiceNumber: 'R-2027-0009' },
});
export const ORDER_DECLINED = order({ proofs: [PROOF], payment: payment('CREDIT_CARD', 'DECLINED'), next: 'PAYMENT_SELECTION' });
export const ORDER_CANCELLED = order({ proofs: [PROOF], payment: payment('CREDIT_CARD', 'CANCELLED'), next: 'PAYMENT_SELECTION' });

export const MODEL_CHECKOUT: GuestCheckout = { buyer: MODEL_BUYER, cart: MODEL_CART, orderId: null };
const placedCheckout = (placed: Order): GuestCheckout => ({ ...MODEL_CHECKOUT, orderId: placed.id });

export const MODEL_OFFERS: PaymentMethodOffer[] = [
  { method: 'INVOICE', redirect: false, testMode: false },
  { method: 'SEPA_DIRECT_DEBIT', redirect: false, testMode: false },
  { method: 'CREDIT_CARD', redirect: true, testMode: true },
];

const started = (accountExists: boolean, cart = MODEL_CART): GuestCheckoutStarted => ({ orderToken: 'ot_4f1c9a7e2b6d8053', accountExists, cart });

const failure = (status: number, code: string, message: string, extra: Partial<OrderFailure> = {}): OrderFailure => ({
  status, code, message, ...extra,
});
export const FAILURE_TOKEN_UNKNOWN = failure(404, 'ORDER_TOKEN_UNKNOWN', 'Bestellvorgang unbekannt');
export const FAILURE_SERVER = failure(500, 'INTERNAL', 'Interner Fehler');
export const FAILURE_PRECONDITION = failure(412, 'CUSTOMER_INCOMPLETE', 'Kundendaten unvollständig');
export const FAILURE_PRICE_CHANGED = failure(409, 'PRICE_CHANGED', 'Preis geändert', { summary: MODEL_SUMMARY_CHANGED });
export const FAILURE_FULLY_BOOKED = failure(409, 'FULLY_BOOKED', 'Ausgebucht', {
  positions: [{ positionId: 1, courseId: 101, scheduleId: 1011, name: 'Kündigungsschutz kompakt' }],
});
export const FAILURE_UPLOAD_TYPE = failure(415, 'UPLOAD_TYPE_REFUSED', 'Dateityp nicht erlaubt');
export const FAILURE_IBAN = failure(422, 'IBAN_INVALID', 'IBAN ungültig', { field: 'sepa.iban' });
export const FAILURE_NOT_FINISHED = failure(409, 'PAYMENT_NOT_FINISHED', 'Zahlung läuft noch');
export const FAILURE_EMAIL = failure(422, 'EMAIL_INVALID', 'keine E-Mail-Adresse', { field: 'positions.0.participants.1.email' });
export const FAILURE_PARTICIPANT_TWICE = failure(409, 'PARTICIPANT_TWICE', 'schon angemeldet', { email: 'lea@example.org' });
export const FAILURE_EXCEED_SEATS = failure(409, 'PARTICIPANTS_EXCEED_SEATS', 'mehr Teilnehmende als Plätze');

const resumed = (checkout: GuestCheckout | null, placed: Order | null, atSummary = false, atParticipants = false): ResumedCheckout => ({
  checkout, order: placed, atSummary, atParticipants,
});

/** Stand-in for a chosen file (the real test uploads a real File). */
export const MODEL_PROOF_FILE = { name: 'zulassung.pdf', size: 48_213, type: 'application/pdf' } as File;

// Named by content: the real run's answers are copies (they went through JSON).
const named = (entries: [unknown, string][]) => new Map(entries.map(([value, name]) => [JSON.stringify(value), name]));
const ORDER_NAMES = named([
  [ORDER_NEEDS_PROOF, 'needsProof'], [ORDER_TO_PAY, 'toPay'], [ORDER_FREE, 'free'], [ORDER_PROOF_GIVEN, 'proofGiven'],
  [ORDER_PROOF_GIVEN_FREE, 'proofGivenFree'], [ORDER_CONFIRMED, 'confirmed'], [ORDER_PAYING, 'paying'], [ORDER_PAID, 'paid'],
  [ORDER_DECLINED, 'declined'], [ORDER_CANCELLED, 'cancelled'],
]);
const nameOf = (value: unknown, names: Map<string, string>) => (value === null ? null : (names.get(JSON.stringify(value)) ?? 'other'));
const SUMMARY_NAMES = named([[MODEL_SUMMARY, 'summary'], [MODEL_SUMMARY_CHANGED, 'changed']]);

export const guestOrderModel = {
  input: { step: 'guest' } satisfies GuestOrderInput,
  events: [
    { type: 'user.submit', buyer: MODEL_BUYER },
    { type: 'user.participantsSaved', request: MODEL_PARTICIPANTS_REQUEST },
    { type: 'user.participantsSkipped' },
    { type: 'user.signIn' },
    { type: 'user.continueAsGuest' },
    { type: 'user.back' },
    { type: 'user.placeOrder', choice: { earlyStartRequested: false } },
    { type: 'user.confirmPrice' },
    { type: 'user.backToCart' },
    { type: 'user.upload', file: MODEL_PROOF_FILE },
    { type: 'user.continue' },
    { type: 'user.choosePayment', choice: { paymentMethod: 'INVOICE' } },
    { type: 'user.payAgain' },
    { type: 'user.choosePaymentAgain' },
    { type: 'user.retry' },
    { type: 'user.restart' },
    // Back and forward buttons: the allowed moves, and one the flow puts back.
    { type: 'route.changed', step: 'guest' },
    { type: 'route.changed', step: 'participants' },
    { type: 'route.changed', step: 'guest-summary' },
    { type: 'route.changed', step: 'file-upload' },
    { type: 'route.changed', step: 'order' },
    { type: 'xstate.done.actor.resumeCheckout', output: resumed(null, null) },
    { type: 'xstate.done.actor.resumeCheckout', output: resumed(MODEL_CHECKOUT, null) },
    { type: 'xstate.done.actor.resumeCheckout', output: resumed(MODEL_CHECKOUT, null, true) },
    { type: 'xstate.done.actor.resumeCheckout', output: resumed(MODEL_CHECKOUT, null, true, true) },
    { type: 'xstate.done.actor.resumeCheckout', output: resumed(placedCheckout(ORDER_NEEDS_PROOF), ORDER_NEEDS_PROOF) },
    { type: 'xstate.done.actor.resumeCheckout', output: resumed(placedCheckout(ORDER_TO_PAY), ORDER_TO_PAY) },
    { type: 'xstate.done.actor.resumeCheckout', output: resumed(placedCheckout(ORDER_PAYING), ORDER_PAYING) },
    { type: 'xstate.done.actor.resumeCheckout', output: resumed(null, ORDER_CONFIRMED) },
    { type: 'xstate.error.actor.resumeCheckout', error: FAILURE_TOKEN_UNKNOWN },
    { type: 'xstate.error.actor.resumeCheckout', error: FAILURE_SERVER },
    { type: 'xstate.done.actor.saveGuest', output: started(false) },
    { type: 'xstate.done.actor.saveGuest', output: started(true) },
    // A package only: nothing to name, on to the summary.
    { type: 'xstate.done.actor.saveGuest', output: started(false, MODEL_PACKAGE_CART) },
    { type: 'xstate.done.actor.saveGuest', output: started(true, MODEL_PACKAGE_CART) },
    { type: 'xstate.error.actor.saveGuest', error: FAILURE_TOKEN_UNKNOWN },
    { type: 'xstate.error.actor.saveGuest', error: FAILURE_SERVER },
    { type: 'xstate.error.actor.startLogin', error: new Error('provider unreachable') },
    { type: 'xstate.done.actor.loadParticipants', output: MODEL_PARTICIPANTS_STEP },
    { type: 'xstate.error.actor.loadParticipants', error: FAILURE_TOKEN_UNKNOWN },
    { type: 'xstate.error.actor.loadParticipants', error: FAILURE_SERVER },
    { type: 'xstate.done.actor.saveParticipants', output: modelParticipants(true) },
    { type: 'xstate.error.actor.saveParticipants', error: FAILURE_TOKEN_UNKNOWN },
    { type: 'xstate.error.actor.saveParticipants', error: FAILURE_SERVER },
    { type: 'xstate.error.actor.saveParticipants', error: FAILURE_EMAIL },
    { type: 'xstate.error.actor.saveParticipants', error: FAILURE_PARTICIPANT_TWICE },
    { type: 'xstate.done.actor.loadSummary', output: MODEL_SUMMARY },
    { type: 'xstate.error.actor.loadSummary', error: FAILURE_TOKEN_UNKNOWN },
    { type: 'xstate.error.actor.loadSummary', error: FAILURE_SERVER },
    { type: 'xstate.done.actor.placeOrder', output: ORDER_NEEDS_PROOF },
    { type: 'xstate.done.actor.placeOrder', output: ORDER_TO_PAY },
    { type: 'xstate.done.actor.placeOrder', output: ORDER_FREE },
    { type: 'xstate.error.actor.placeOrder', error: FAILURE_TOKEN_UNKNOWN },
    { type: 'xstate.error.actor.placeOrder', error: FAILURE_PRICE_CHANGED },
    { type: 'xstate.error.actor.placeOrder', error: FAILURE_FULLY_BOOKED },
    { type: 'xstate.error.actor.placeOrder', error: FAILURE_PRECONDITION },
    { type: 'xstate.error.actor.placeOrder', error: FAILURE_EXCEED_SEATS },
    { type: 'xstate.done.actor.uploadProof', output: ORDER_PROOF_GIVEN },
    { type: 'xstate.done.actor.uploadProof', output: ORDER_PROOF_GIVEN_FREE },
    { type: 'xstate.error.actor.uploadProof', error: FAILURE_UPLOAD_TYPE },
    { type: 'xstate.error.actor.uploadProof', error: FAILURE_TOKEN_UNKNOWN },
    { type: 'xstate.done.actor.loadPaymentMethods', output: MODEL_OFFERS },
    { type: 'xstate.error.actor.loadPaymentMethods', error: FAILURE_SERVER },
    { type: 'xstate.done.actor.choosePayment', output: ORDER_CONFIRMED },
    { type: 'xstate.done.actor.choosePayment', output: ORDER_PAYING },
    { type: 'xstate.error.actor.choosePayment', error: FAILURE_TOKEN_UNKNOWN },
    { type: 'xstate.error.actor.choosePayment', error: FAILURE_IBAN },
    { type: 'xstate.error.actor.choosePayment', error: FAILURE_SERVER },
    { type: 'xstate.done.actor.validatePayment', output: ORDER_PAID },
    { type: 'xstate.done.actor.validatePayment', output: ORDER_DECLINED },
    { type: 'xstate.done.actor.validatePayment', output: ORDER_CANCELLED },
    { type: 'xstate.error.actor.validatePayment', error: FAILURE_TOKEN_UNKNOWN },
    { type: 'xstate.error.actor.validatePayment', error: FAILURE_NOT_FINISHED },
    { type: 'xstate.error.actor.validatePayment', error: FAILURE_SERVER },
  ],
  /**
   * What the guards and views read tells states apart: the state, which order and summary the flow
   * holds, whether the checkout is stored and has seats to name. The buyer, the offers and the failure's text are left out
   * (no guard reads them), so the graph stays small.
   */
  controls: [
    {
      event: 'user.continue',
      kind: 'control without transition',
      states: ['fileUpload'],
      when: (snapshot) => ((snapshot.context as GuestOrderContext).order?.proofs.length ?? 0) === 0,
      reason: '"Weiter" stays on the page before the first proof: pressed, it says that a proof is still missing instead of going on.',
    },
  ] satisfies ViewControlException[],
  serializeState: (snapshot: { value: unknown; context: GuestOrderContext }) => {
    const { order: held, summary: shown, cart } = snapshot.context;
    const seats = cart?.positions.some((position) => position.kind === 'COURSE') ?? false;
    return JSON.stringify({ value: snapshot.value, order: nameOf(held, ORDER_NAMES), summary: nameOf(shown, SUMMARY_NAMES), stored: cart !== null, seats });
  },
};
