/**
 * The customerOrder machine's model (machines/customerOrder.machine.ts): the checkout states each
 * resume target needs, the answers of every call (including 401 and server errors) and the 409/412
 * refusals of placing, for the model-based tests, the actor tests and docs/flows.
 *
 * The walk starts as the return from the payment page (/order/payment?orderId=41&paymentId=pay-41),
 * so the payment validation is reachable; a checkout without an order resumes at its first missing
 * step, and `url.stepChanged` reaches the steps of a placed order.
 */
import type { AnyMachineSnapshot } from 'xstate';
import type { CustomerOrderData, Order, OrderSummary, PaymentMethodOffer, UploadedFile } from '../src/shared/order';
import type { CheckoutParticipants, ParticipantsRequest, ParticipantsStepData } from '../src/shared/participants';
import type { CheckoutState, CustomerOrderContext, CustomerOrderInput, OrderFailure } from './customerOrder.machine';
import type { ViewControlException } from './view-controls';

export const customer = (overrides: Partial<CustomerOrderData> = {}): CustomerOrderData => ({
  buyerType: 'BUSINESS',
  email: 'erika@kursmarkt.example',
  firstName: 'Erika',
  lastName: 'Musterfrau',
  company: 'Kanzlei Musterfrau',
  street: 'Hauptstraße 1',
  zipCode: '10115',
  city: 'Berlin',
  country: 'DEU',
  taxNumber: null,
  complete: true,
  taxNumberRequired: false,
  ...overrides,
});

export const upload: UploadedFile = {
  id: 5,
  fileName: 'zulassung.pdf',
  contentType: 'application/pdf',
  sizeBytes: 1200,
  uploadedAt: '2026-11-20T10:00:00.000Z',
};

export const summary = (grossValue = 11900): OrderSummary => ({
  seller: {
    name: 'Kursmarkt Demo GmbH', street: 'Musterstraße 1', zipCode: '50667', city: 'Köln', country: 'Deutschland',
    email: 'kontakt@kursmarkt.example', phone: null, vatId: 'DE999999999', taxNumber: null, register: null, representative: null,
  },
  lines: [
    {
      positionId: 1,
      kind: 'COURSE',
      courseId: 7,
      packageId: null,
      scheduleId: 71,
      name: 'Fachanwaltslehrgang Arbeitsrecht',
      organizer: 'Akademie Nord',
      courseType: 'PRESENT',
      courseKind: 'FACHANWALTSLEHRGANG',
      scopes: ['Arbeitsrecht'],
      schedule: { startDate: '2026-12-01', endDate: '2026-12-03', city: 'Berlin' },
      training: { hours: 120, format: 'PRESENT', fao15: { qualifies: false, hours: 0 }, access: 'ON_SITE' },
      priceLevelName: 'Standard',
      packageIncluded: false,
      voucherCode: null,
      priceValue: grossValue,
      discountValue: 0,
      grossValue,
      netValue: Math.round(grossValue / 1.19),
      vatValue: grossValue - Math.round(grossValue / 1.19),
      vatTreatment: 'STANDARD',
      vatRatePercent: 19,
    },
  ],
  totals: {
    netValue: Math.round(grossValue / 1.19),
    vatValue: grossValue - Math.round(grossValue / 1.19),
    grossValue,
    vatByRate: [{ ratePercent: 19, netValue: Math.round(grossValue / 1.19), vatValue: grossValue - Math.round(grossValue / 1.19) }],
  },
  voucherCodes: [],
  buyer: {
    buyerType: 'BUSINESS', email: 'erika@kursmarkt.example', firstName: 'Erika', lastName: 'Musterfrau', company: 'Kanzlei Musterfrau',
    street: 'Hauptstraße 1', zipCode: '10115', city: 'Berlin', country: 'DEU', taxNumber: null,
  },
  payment: { paymentMethod: 'CREDIT_CARD', sepa: null },
  withdrawalNotice: false,
  dueWithOrderValue: grossValue,
  earlyStartRequestRequired: false,
  verificationStep: true,
  paymentStep: true,
});

export const order = (status: Order['status'], payment: Partial<NonNullable<Order['payment']>> | null = {}): Order => ({
  id: 41,
  orderNumber: 'KM-2026-000041',
  status,
  placedAt: '2026-11-20T10:05:00.000Z',
  buyer: summary().buyer,
  lines: summary().lines,
  totals: summary().totals,
  voucherCodes: [],
  payment:
    payment === null
      ? null
      : { paymentId: 'pay-41', method: 'CREDIT_CARD', status: 'PAID', amountValue: 11900, redirectUrl: null, mandateReference: null, ...payment },
  proofRequired: true,
  proofs: [upload],
  invoice: status === 'CONFIRMED' ? { id: 9, invoiceNumber: 'RE-2026-0009' } : null,
  next: status === 'CONFIRMED' ? 'COMPLETE' : 'PAYMENT',
});

export const pendingCardOrder = order('PAYMENT_PENDING', { status: 'PENDING', redirectUrl: '/test-payment/pay/abc' });
export const confirmedOrder = order('CONFIRMED');
export const declinedOrder = order('PAYMENT_PENDING', { status: 'DECLINED' });

/** A checkout state: everything done unless `overrides` say otherwise. */
export const checkoutState = (overrides: Partial<CheckoutState> = {}, cart: Partial<CheckoutState['cart']> = {}): CheckoutState => ({
  customer: customer(),
  cart: { empty: false, participantsStep: false, verificationStep: true, paymentStep: true, ...cart },
  payment: { paymentMethod: 'CREDIT_CARD', sepa: null },
  uploads: [upload],
  order: null,
  ...overrides,
});

/** The cart's course date with two seats, both still without a name. */
export const checkoutParticipants = (named = false): CheckoutParticipants => ({
  positions: [
    {
      positionId: 1,
      scheduleId: 71,
      seats: 2,
      name: 'Fachanwaltslehrgang Arbeitsrecht',
      schedule: { startDate: '2026-12-01', endDate: '2026-12-03', city: 'Berlin' },
      participants: [
        {
          seat: 1,
          participant: named
            ? { firstName: 'Anna', lastName: 'Anwältin', email: 'anna@kanzlei.example', chamberId: null, memberNumber: null, self: false }
            : null,
        },
        {
          seat: 2,
          participant: named
            ? { firstName: 'Lea', lastName: 'Schäfer', email: 'lea@example.org', chamberId: null, memberNumber: null, self: false }
            : null,
        },
      ],
    },
  ],
});

/** The participants step: the seats, one firm member to choose, the chambers. */
export const participantsStepData: ParticipantsStepData = {
  participants: checkoutParticipants(),
  members: [{ firstName: 'Anna', lastName: 'Anwältin', email: 'anna@kanzlei.example' }],
  chambers: [{ id: 11, name: 'Rechtsanwaltskammer Berlin', city: 'Berlin' }],
};

/** What the step sends: the member for the first seat, a person typed in for the second. */
export const participantsRequest: ParticipantsRequest = {
  positions: [
    {
      positionId: 1,
      participants: [
        { firstName: 'Anna', lastName: 'Anwältin', email: 'anna@kanzlei.example', chamberId: null, memberNumber: null },
        { firstName: 'Lea', lastName: 'Schäfer', email: 'lea@example.org', chamberId: null, memberNumber: null },
      ],
    },
  ],
};

export const offers: PaymentMethodOffer[] = [
  { method: 'INVOICE', redirect: false, testMode: false },
  { method: 'SEPA_DIRECT_DEBIT', redirect: false, testMode: false },
  { method: 'CREDIT_CARD', redirect: true, testMode: true },
];

export const failure = (status: number | null, code: string | null = null, extra: Partial<OrderFailure> = {}): OrderFailure => ({
  status,
  code,
  message: code ?? 'failed',
  ...extra,
});

export const customerOrderInput: CustomerOrderInput = { step: 'payment', paymentReturn: { orderId: 41, paymentId: 'pay-41' } };

const expired = failure(401, 'UNAUTHORIZED');
const serverError = failure(500, 'INTERNAL');
const errorsOf = (id: string) => [
  { type: `xstate.error.actor.${id}`, error: expired },
  { type: `xstate.error.actor.${id}`, error: serverError },
];

export const customerOrderModel = {
  input: customerOrderInput,
  events: [
    // loadCheckout: one checkout per resume target.
    { type: 'xstate.done.actor.loadCheckout', output: checkoutState({ customer: customer({ complete: false }) }) },
    { type: 'xstate.done.actor.loadCheckout', output: checkoutState({ customer: customer({ complete: false }) }, { verificationStep: false }) },
    { type: 'xstate.done.actor.loadCheckout', output: checkoutState({ customer: customer({ complete: false }) }, { verificationStep: false, paymentStep: false }) },
    // With course dates the participants step follows the buyer data, and leads on to the proof, the payment or the summary.
    {
      type: 'xstate.done.actor.loadCheckout',
      output: checkoutState({ customer: customer({ complete: false }) }, { participantsStep: true, verificationStep: false, paymentStep: false }),
    },
    { type: 'xstate.done.actor.loadCheckout', output: checkoutState({ uploads: [] }) },
    { type: 'xstate.done.actor.loadCheckout', output: checkoutState({ uploads: [] }, { paymentStep: false }) },
    { type: 'xstate.done.actor.loadCheckout', output: checkoutState({ payment: { paymentMethod: null, sepa: null } }, { participantsStep: true, verificationStep: false }) },
    { type: 'xstate.done.actor.loadCheckout', output: checkoutState({}, { participantsStep: true }) },
    { type: 'xstate.done.actor.loadCheckout', output: checkoutState({}, { empty: true }) },
    { type: 'xstate.done.actor.loadCheckout', output: checkoutState({ order: confirmedOrder }, { empty: true }) },
    { type: 'xstate.done.actor.loadCheckout', output: checkoutState({ order: declinedOrder }, { empty: true }) },
    ...errorsOf('loadCheckout'),
    // The participants' address: there when the cart has the step, else the first step missing (often the summary).
    { type: 'url.stepChanged', step: 'participants' },
    { type: 'url.stepChanged', step: 'evaluation' },
    { type: 'user.retry' },
    { type: 'user.login' },
    // Buyer data.
    { type: 'user.buyerSubmitted', buyer: summary().buyer },
    { type: 'xstate.done.actor.saveCustomer', output: customer() },
    ...errorsOf('saveCustomer'),
    // Participants.
    { type: 'xstate.done.actor.loadParticipants', output: participantsStepData },
    ...errorsOf('loadParticipants'),
    { type: 'user.participantsSaved', request: participantsRequest },
    { type: 'user.participantsSkipped' },
    { type: 'xstate.done.actor.saveParticipants', output: checkoutParticipants(true) },
    ...errorsOf('saveParticipants'),
    { type: 'xstate.error.actor.saveParticipants', error: failure(422, 'EMAIL_INVALID', { field: 'positions.0.participants.1.email' }) },
    { type: 'xstate.error.actor.saveParticipants', error: failure(409, 'PARTICIPANT_TWICE', { email: 'lea@example.org' }) },
    // Proof.
    { type: 'user.fileChosen', file: { fileName: 'zulassung.pdf', sizeBytes: 1200, file: new Blob(['%PDF-1.4']) } },
    { type: 'xstate.done.actor.uploadProof', output: upload },
    ...errorsOf('uploadProof'),
    { type: 'user.continue' },
    // Payment selection.
    { type: 'xstate.done.actor.loadPaymentMethods', output: offers },
    ...errorsOf('loadPaymentMethods'),
    { type: 'user.paymentChosen', choice: { paymentMethod: 'CREDIT_CARD' } },
    { type: 'xstate.done.actor.savePayment', output: { paymentMethod: 'CREDIT_CARD', sepa: null } },
    ...errorsOf('savePayment'),
    { type: 'xstate.done.actor.repay', output: pendingCardOrder },
    { type: 'xstate.done.actor.repay', output: order('CONFIRMED', { method: 'INVOICE', status: 'OPEN' }) },
    ...errorsOf('repay'),
    // Summary and placing.
    { type: 'xstate.done.actor.loadSummary', output: summary() },
    ...errorsOf('loadSummary'),
    { type: 'user.confirmed', confirmation: {} },
    { type: 'xstate.done.actor.placeOrder', output: pendingCardOrder },
    { type: 'xstate.done.actor.placeOrder', output: order('CONFIRMED', { method: 'INVOICE', status: 'OPEN' }) },
    ...errorsOf('placeOrder'),
    { type: 'xstate.error.actor.placeOrder', error: failure(409, 'PRICE_CHANGED', { summary: summary(12900) }) },
    {
      type: 'xstate.error.actor.placeOrder',
      error: failure(409, 'FULLY_BOOKED', { positions: [{ positionId: 1, courseId: 7, scheduleId: 71, name: 'Fachanwaltslehrgang Arbeitsrecht' }] }),
    },
    { type: 'xstate.error.actor.placeOrder', error: failure(409, 'CART_EMPTY') },
    { type: 'xstate.error.actor.placeOrder', error: failure(412, 'CUSTOMER_INCOMPLETE') },
    { type: 'xstate.error.actor.placeOrder', error: failure(412, 'PROOF_MISSING') },
    { type: 'xstate.error.actor.placeOrder', error: failure(412, 'PAYMENT_METHOD_MISSING') },
    { type: 'xstate.error.actor.placeOrder', error: failure(409, 'PARTICIPANTS_EXCEED_SEATS') },
    // The return from the payment page.
    { type: 'xstate.done.actor.validatePayment', output: confirmedOrder },
    { type: 'xstate.done.actor.validatePayment', output: declinedOrder },
    { type: 'xstate.done.actor.validatePayment', output: pendingCardOrder },
    ...errorsOf('validatePayment'),
    // Evaluation.
    {
      type: 'xstate.done.actor.loadEvaluation',
      output: { orderId: 41, orderNumber: 'KM-2026-000041', courses: [{ positionId: 1, courseId: 7, scheduleId: 71, name: 'Fachanwaltslehrgang Arbeitsrecht', endDate: '2026-12-03', evaluationOpen: false }] },
    },
    ...errorsOf('loadEvaluation'),
  ],
  /**
   * What tells states apart for the walk — only what a later guard reads: while loading, the step
   * asked for and whether a payment return is pending; in the buyer, participants and proof steps, the
   * cart's steps and whether a proof is there; in the payment selection, whether a placed order waits for payment.
   */
  controls: [
    {
      event: 'user.continue',
      kind: 'control without transition',
      states: ['fileUpload'],
      when: (snapshot) => ((snapshot.context as CustomerOrderContext).checkout?.uploads.length ?? 0) === 0,
      reason: '"Weiter" stays on the page before the first proof: pressed, it says that a proof is still missing instead of going on.',
    },
  ] satisfies ViewControlException[],
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as CustomerOrderContext;
    const cart = context.checkout?.cart;
    return JSON.stringify({
      value: snapshot.value,
      ...(snapshot.matches('loading') ? { requested: context.requestedStep, returning: context.paymentReturn !== null } : {}),
      ...(snapshot.matches('customer') || snapshot.matches('participants') || snapshot.matches('fileUpload')
        ? {
            participants: cart?.participantsStep,
            verification: cart?.verificationStep,
            payment: cart?.paymentStep,
            uploads: (context.checkout?.uploads.length ?? 0) > 0,
          }
        : {}),
      ...(snapshot.matches('paymentSelection') ? { repaying: context.order !== null && context.order.status !== 'CONFIRMED' } : {}),
    });
  },
  limit: 8000,
};
