/**
 * What the guest order flow does in the browser (machines/guestOrder.machine.ts): the guest order
 * calls (src/api/guest-order.ts), the order token, Idempotency-Key and completed order in
 * sessionStorage (src/lib/guest-order-storage.ts; the HTTP client sends the token as X-Order, wired in
 * src/app/system.ts), the step in the URL, the payment page, and what it asks of the global actors
 * (`ports`: the local cart, the sign-in, "the order is placed").
 *
 *   const logic = guestOrderLogic({ ports: system.guestOrder, navigate, currentStep, leave });
 */
import { fromPromise } from 'xstate';
import {
  guestOrderMachine, type GuestOrderStep, type OrderFailure, type PlaceOrderInput, type ResumedCheckout,
} from '../../machines/guestOrder.machine';
import { getPaymentMethods, positionInput } from '../api/cart';
import { getChambers } from '../api/customer-area';
import {
  chooseGuestPayment, getGuestCheckout, getGuestInvoice, getGuestOrder, getGuestParticipants, getGuestSummary, placeGuestOrder,
  putGuestParticipants, saveGuestCheckout, uploadGuestProof, validateGuestPayment,
} from '../api/guest-order';
import { describeFailure } from '../lib/api-error';
import { failingAs } from '../lib/call-failure';
import { saveBlob } from '../lib/download';
import { currentLanguage } from '../lib/texts';
import {
  forgetGuestCheckout, idempotencyKey, readCompletedOrder, readCompletedOrderToken, readOrderToken, renewIdempotencyKey,
  writeOrderToken,
} from '../lib/guest-order-storage';
import type { LocalCart } from '../shared/cart';
import type {
  BuyerData, GuestCheckoutStarted, Order, OrderConflict, OrderSummary, PaymentChoice, PaymentMethodOffer, PaymentReturn,
} from '../shared/order';
import type { CheckoutParticipants, ParticipantsRequest, ParticipantsStepData } from '../shared/participants';

export const GUEST_ORDER_BASE = '/guest-order';
export const guestOrderPath = (step: GuestOrderStep) => `${GUEST_ORDER_BASE}/${step}`;

/** What the guest order flow asks of the global actors (src/app/system.ts provides them). */
export interface GuestOrderPorts {
  /** The local cart the global cart actor holds. */
  localCart: () => LocalCart;
  /** Sign-in returning to `returnUrl`; settles only when it could not start (rejects). */
  startLogin: (returnUrl: string) => Promise<void>;
  /** The order is placed: the cart actor empties the local cart. */
  orderPlaced: () => void;
}

export interface GuestOrderEffects {
  ports: GuestOrderPorts;
  /** router.navigate */
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
  /** The step the URL says now (null: another address). */
  currentStep: () => GuestOrderStep | null;
  /** Leaves the app for the payment page. Default: window.location.assign. */
  leave?: (url: string) => void;
}

/** Where a guest with an account signs in: the check step validates the local cart and goes on as a customer. */
export const SIGN_IN_RETURN_PATH = '/check';

/** A failed call as the machine reads it (status, code, field; the new summary or the sold-out positions). */
export async function orderFailure(error: unknown): Promise<OrderFailure> {
  if (typeof error === 'object' && error !== null && (error as Error).name === 'AbortError') throw error;
  const { status, body } = await describeFailure(error);
  const extra = (body ?? {}) as Partial<OrderConflict> & { email?: unknown };
  return {
    status,
    code: body?.code ?? null,
    message: body?.message ?? null,
    field: body?.field ?? null,
    summary: extra.summary ?? null,
    positions: Array.isArray(extra.positions) ? extra.positions : null,
    // 409 PARTICIPANT_TWICE names the person already booked on the date.
    ...(typeof extra.email === 'string' ? { email: extra.email } : {}),
  };
}

/** Runs a call; its failure reaches the machine as an OrderFailure. */
const call = failingAs(orderFailure);

async function resume(step: GuestOrderStep, signal: AbortSignal): Promise<ResumedCheckout> {
  if (!readOrderToken()) {
    // No checkout running: a reload of the completed order's page shows it once more.
    const completed = step === 'guest-order-complete' ? readCompletedOrder() : null;
    return { checkout: null, order: completed, atSummary: false, atParticipants: false };
  }
  const checkout = await getGuestCheckout(signal);
  const order = checkout.orderId === null ? null : await getGuestOrder(checkout.orderId, signal);
  return { checkout, order, atSummary: step !== 'guest', atParticipants: step === 'participants' };
}

async function save(buyer: BuyerData, localCart: LocalCart, signal: AbortSignal): Promise<GuestCheckoutStarted> {
  const cart = { positions: localCart.positions.map(positionInput), voucherCodes: localCart.voucherCodes };
  const started = await saveGuestCheckout({ buyer, cart }, currentLanguage(), signal);
  if (started.orderToken) writeOrderToken(started.orderToken);
  return started;
}

async function place(input: PlaceOrderInput, signal: AbortSignal): Promise<Order> {
  const request = {
    acceptTerms: true as const,
    acceptPrivacy: true as const,
    ...(input.earlyStartRequested ? { earlyStartRequested: true } : {}),
    confirmedGrossValue: input.confirmedGrossValue,
  };
  try {
    return await placeGuestOrder(request, idempotencyKey(), currentLanguage(), signal);
  } catch (error) {
    const failure = await orderFailure(error);
    // Refused for good (another sum, a sold-out date): the next attempt is a new request.
    if (failure.status === 409) renewIdempotencyKey();
    throw failure;
  }
}

async function upload({ orderId, file }: { orderId: number; file: File }, signal: AbortSignal): Promise<Order> {
  await uploadGuestProof(file, signal);
  return getGuestOrder(orderId, signal);
}

export function guestOrderLogic({ ports, navigate, currentStep, leave = (url) => window.location.assign(url) }: GuestOrderEffects) {
  return guestOrderMachine.provide({
    actors: {
      resumeCheckout: fromPromise<ResumedCheckout, { step: GuestOrderStep }>(({ input, signal }) => call(() => resume(input.step, signal))),
      saveGuest: fromPromise<GuestCheckoutStarted, BuyerData>(({ input, signal }) => call(() => save(input, ports.localCart(), signal))),
      startLogin: fromPromise<void>(() => ports.startLogin(SIGN_IN_RETURN_PATH)),
      loadParticipants: fromPromise<ParticipantsStepData>(({ signal }) =>
        call(async () => {
          const [participants, chambers] = await Promise.all([getGuestParticipants(signal), getChambers({ signal })]);
          return { participants, members: [], chambers };
        }),
      ),
      saveParticipants: fromPromise<CheckoutParticipants, ParticipantsRequest>(({ input, signal }) =>
        call(() => putGuestParticipants(input, signal)),
      ),
      loadSummary: fromPromise<OrderSummary>(({ signal }) => call(() => getGuestSummary(signal))),
      placeOrder: fromPromise<Order, PlaceOrderInput>(({ input, signal }) => place(input, signal)),
      uploadProof: fromPromise<Order, { orderId: number; file: File }>(({ input, signal }) => call(() => upload(input, signal))),
      loadPaymentMethods: fromPromise<PaymentMethodOffer[]>(({ signal }) => call(() => getPaymentMethods(signal))),
      // One key per choice: ky's own retries of it cannot set the method twice.
      choosePayment: fromPromise<Order, PaymentChoice>(({ input, signal }) => call(() => chooseGuestPayment(input, crypto.randomUUID(), signal))),
      validatePayment: fromPromise<Order, PaymentReturn>(({ input, signal }) => call(() => validateGuestPayment(input, signal))),
    },
    actions: {
      showStep: ({ context }) => {
        if (currentStep() !== context.step) void navigate(guestOrderPath(context.step));
      },
      restoreStep: ({ context }) => void navigate(guestOrderPath(context.step), { replace: true }),
      leaveForPayment: (_, { url }) => leave(url),
      announcePlaced: () => ports.orderPlaced(),
      forgetCheckout: (_, { completed }) => forgetGuestCheckout(completed),
      navigateToCart: () => void navigate('/warenkorb'),
      reportError: (_, { error }) => console.warn('guest order step failed', error),
    },
  });
}

export type GuestOrderLogic = ReturnType<typeof guestOrderLogic>;

/**
 * Downloads the completed guest order's invoice PDF with the order's token (kept for this when the
 * checkout was forgotten; the running checkout's while it still runs), as the customer's complete page
 * does with the bearer token.
 */
export async function downloadGuestInvoice(invoiceId: number): Promise<void> {
  const token = readOrderToken() ?? readCompletedOrderToken();
  if (!token) throw new Error('no order token for the invoice');
  saveBlob(await getGuestInvoice(invoiceId, token), `Rechnung-${invoiceId}.pdf`);
}
