/**
 * What the customer order flow does in the browser (machines/customerOrder.machine.ts): the order
 * calls of src/api/order.ts, the step in the URL, the payment page, and what the flow keeps for the
 * session (sessionStorage, so a reload or the return from the payment page resumes):
 * - the Idempotency-Key of the confirmation being placed: created once, reused by a retry, a double
 *   click or a reload, dropped when the server answered for good (an order or a 4xx refusal);
 * - the placed order's id (order complete, evaluation, the payment return);
 * - the proofs uploaded for this checkout;
 * - the payment methods offered for it (the server offers them for the cart, which placing empties).
 * The global actors are reached through ports the composition root provides (src/app/system.ts).
 */
import { fromPromise } from 'xstate';
import {
  customerOrderMachine, ORDER_STEP_PATHS, type CheckoutState, type ChosenFile, type OrderFailure, type OrderStep, type SoldOutPosition,
} from '../../machines/customerOrder.machine';
import * as api from '../api/order';
import { failingAs, readCallFailure } from '../lib/call-failure';
import { getCart, getPaymentMethods } from '../api/cart';
import { getChambers } from '../api/customer-area';
import { getFirmMembers } from '../api/firm';
import { handlingNotFound } from '../lib/http';
import { currentLanguage } from '../lib/texts';
import type {
  BuyerData, ChosenPayment, CustomerOrderData, Order, OrderEvaluation, OrderSummary, PaymentChoice, PaymentMethodOffer,
  PaymentReturn, PlaceOrderRequest, UploadedFile,
} from '../shared/order';
import type { CheckoutParticipants, ParticipantCandidate, ParticipantsRequest, ParticipantsStepData } from '../shared/participants';

/** sessionStorage keys of the customer order flow. */
export const ORDER_SESSION_KEYS = {
  idempotencyKey: 'order.idempotencyKey',
  repayKey: 'order.repayKey',
  placedOrderId: 'order.placedOrderId',
  uploads: 'order.uploads',
  offers: 'order.offers',
} as const;

/** What the order flow asks of the global actors (src/app/system.ts provides them). */
export interface CustomerOrderPorts {
  /** The order is placed: the global cart reloads (the server emptied it). */
  orderPlaced: () => void;
  /** Sign in again; the login returns to `returnUrl`. */
  startLogin: (returnUrl: string) => void;
}

export interface CustomerOrderEffects {
  ports: CustomerOrderPorts;
  navigate: (to: string, options: { replace: boolean }) => void;
  /** The page's path with its query (where a login returns to). */
  currentPath: () => string;
  /** Leaves the app for the provider's payment page. Default: window.location.assign. */
  leave?: (url: string) => void;
  /** Default: sessionStorage. */
  storage?: Storage;
}

/** The failure the machine reads from an HTTP error: status, the API's code and message, the 409 extras. */
export async function orderFailureOf(error: unknown): Promise<OrderFailure> {
  const { status, code, message, body } = await readCallFailure(error);
  const failure: OrderFailure = { status, code, message };
  if (typeof body.field === 'string') failure.field = body.field;
  if (body.summary) failure.summary = body.summary as OrderSummary;
  if (Array.isArray(body.positions)) failure.positions = body.positions as SoldOutPosition[];
  if (typeof body.email === 'string') failure.email = body.email;
  return failure;
}

/** Runs a call; a failure becomes the OrderFailure the machine reads. */
const call = failingAs(orderFailureOf);

/** A 4xx other than 401/408/429 is the server's final word: the same request would get the same answer. */
const answeredForGood = (failure: OrderFailure) =>
  failure.status !== null && failure.status >= 400 && failure.status < 500 && ![401, 408, 429].includes(failure.status);

function newKey(): string {
  return crypto.randomUUID();
}

function readJson<T>(storage: Storage, key: string, fallback: T): T {
  try {
    const value = storage.getItem(key);
    return value === null ? fallback : (JSON.parse(value) as T);
  } catch {
    return fallback;
  }
}

/**
 * The firm's members the participants step offers: only an office manager may list them (GET
 * /api/firm/members answers 403 to a member, 404 without a firm) — for everybody else there are none.
 */
async function firmMembersToOffer(signal: AbortSignal): Promise<ParticipantCandidate[]> {
  try {
    const { members } = await getFirmMembers(handlingNotFound({ signal }));
    return members.map(({ firstName, lastName, email }) => ({ firstName, lastName, email }));
  } catch (error) {
    const { status } = await readCallFailure(error);
    if (status === 403 || status === 404) return [];
    throw error;
  }
}

export function customerOrderLogic({ ports, navigate, currentPath, leave = (url) => window.location.assign(url), storage = sessionStorage }: CustomerOrderEffects) {
  const storedOrderId = () => {
    const id = Number(storage.getItem(ORDER_SESSION_KEYS.placedOrderId));
    return Number.isInteger(id) && id > 0 ? id : null;
  };
  const uploads = () => readJson<UploadedFile[]>(storage, ORDER_SESSION_KEYS.uploads, []);

  /** The key of this confirmation: the stored one (a retry or a reload of the same), else a new one. */
  async function withKey<T>(name: string, run: (key: string) => Promise<T>): Promise<T> {
    const key = storage.getItem(name) ?? newKey();
    storage.setItem(name, key);
    try {
      const result = await run(key);
      storage.removeItem(name);
      return result;
    } catch (error) {
      const failure = await orderFailureOf(error);
      if (answeredForGood(failure)) storage.removeItem(name);
      throw failure;
    }
  }

  return customerOrderMachine.provide({
    actors: {
      loadCheckout: fromPromise<CheckoutState, { orderId: number | null }>(({ input, signal }) =>
        call(async () => {
          const orderId = input.orderId ?? storedOrderId();
          const [customer, cart, payment, order] = await Promise.all([
            api.getOrderCustomer(signal),
            getCart(signal),
            api.getChosenPayment(signal),
            orderId === null ? null : api.getOrder(orderId, signal).catch(async (error: unknown) => {
              // Not (any more) this customer's: forget it and go on with the cart.
              if ((await orderFailureOf(error)).status === 404) {
                storage.removeItem(ORDER_SESSION_KEYS.placedOrderId);
                return null;
              }
              throw error;
            }),
          ]);
          return {
            customer,
            cart: {
              empty: cart.positions.length === 0,
              participantsStep: cart.positions.some((position) => position.kind === 'COURSE'),
              verificationStep: cart.verificationStep,
              paymentStep: cart.paymentStep,
            },
            payment,
            uploads: uploads(),
            order,
          };
        }),
      ),
      saveCustomer: fromPromise<CustomerOrderData, BuyerData>(({ input, signal }) => call(() => api.putOrderCustomer(input, signal))),
      loadParticipants: fromPromise<ParticipantsStepData, void>(({ signal }) =>
        call(async () => {
          const [participants, members, chambers] = await Promise.all([
            api.getOrderParticipants(signal),
            firmMembersToOffer(signal),
            getChambers({ signal }),
          ]);
          return { participants, members, chambers };
        }),
      ),
      saveParticipants: fromPromise<CheckoutParticipants, ParticipantsRequest>(({ input, signal }) =>
        call(() => api.putOrderParticipants(input, signal)),
      ),
      uploadProof: fromPromise<UploadedFile, ChosenFile>(({ input, signal }) =>
        call(async () => {
          const uploaded = await api.uploadOrderFile(input.file, input.fileName, signal);
          storage.setItem(ORDER_SESSION_KEYS.uploads, JSON.stringify([...uploads(), uploaded]));
          return uploaded;
        }),
      ),
      loadPaymentMethods: fromPromise<PaymentMethodOffer[], void>(({ signal }) =>
        call(async () => {
          const offers = await getPaymentMethods(signal);
          if (offers.length > 0) {
            storage.setItem(ORDER_SESSION_KEYS.offers, JSON.stringify(offers));
            return offers;
          }
          // The server offers methods for the cart, which placing emptied: paying a placed order
          // again (declined or cancelled card) chooses from what this tab was offered for it.
          return readJson<PaymentMethodOffer[]>(storage, ORDER_SESSION_KEYS.offers, []);
        }),
      ),
      savePayment: fromPromise<ChosenPayment, PaymentChoice>(({ input, signal }) => call(() => api.putChosenPayment(input, signal))),
      repay: fromPromise<Order, { paymentId: string; choice: PaymentChoice }>(({ input, signal }) =>
        withKey(ORDER_SESSION_KEYS.repayKey, (key) => api.repayOrder(input.paymentId, input.choice, key, signal)),
      ),
      loadSummary: fromPromise<OrderSummary, void>(({ signal }) => call(() => api.getOrderSummary(signal))),
      placeOrder: fromPromise<Order, PlaceOrderRequest>(({ input, signal }) =>
        withKey(ORDER_SESSION_KEYS.idempotencyKey, (key) => api.placeOrder(input, key, currentLanguage(), signal)),
      ),
      validatePayment: fromPromise<Order, PaymentReturn>(({ input, signal }) => call(() => api.validatePayment(input, signal))),
      loadEvaluation: fromPromise<OrderEvaluation, number>(({ input, signal }) => call(() => api.getOrderEvaluation(input, signal))),
    },
    actions: {
      showStep: (_, { step, replace }: { step: OrderStep; replace: boolean }) => {
        const path = ORDER_STEP_PATHS[step];
        if (currentPath().split('?')[0] !== path) navigate(path, { replace });
      },
      orderPlaced: (_, { order }: { order: Order }) => {
        storage.setItem(ORDER_SESSION_KEYS.placedOrderId, String(order.id));
        storage.removeItem(ORDER_SESSION_KEYS.uploads);
        ports.orderPlaced();
      },
      leaveForPayment: (_, { order }: { order: Order }) => {
        storage.setItem(ORDER_SESSION_KEYS.placedOrderId, String(order.id));
        if (order.payment?.redirectUrl) leave(order.payment.redirectUrl);
      },
      navigateToCart: () => navigate('/warenkorb', { replace: true }),
      startLogin: () => ports.startLogin(currentPath()),
      reportError: (_, { failure }: { failure: OrderFailure }) => console.warn('order could not be placed', failure),
    },
  });
}

export type CustomerOrderLogic = ReturnType<typeof customerOrderLogic>;

/** Downloads an invoice PDF (the bearer token goes with the call, so a plain link cannot). */
export async function downloadCustomerInvoice(invoiceId: number): Promise<void> {
  const blob = await api.getCustomerInvoice(invoiceId);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `Rechnung-${invoiceId}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
