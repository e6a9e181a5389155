/**
 * Every machine of the app with a one-line purpose. `npm run flows` writes docs/flows/ from this list,
 * `npm run paths` checks the model-based test coverage of each entry, and the model tests take the
 * representative events from `model`, so docs and tests walk the same graph.
 *
 * A new machine: add `{ id, machine, purpose, model }`. `model` holds representative events with the
 * payloads that flip its guards (see tests/support/flow-paths.ts); keep it beside the machine as an
 * exported `<flow>Model` constant, in `<flow>.model.ts` (the machine file holds only the machine).
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import type { FlowInvariant } from './flow-invariants';
import type { ViewControlException } from './view-controls';

export type { ViewControlException };
import { citySuggestInvariants } from './citySuggest.invariants';
import { searchPagingInvariants } from './searchPaging.invariants';
import { searchBoxInvariants } from './searchBox.invariants';
import { loginInvariants } from './login.invariants';
import { checkRedirectInvariants } from './checkRedirect.invariants';
import { cartInvariants } from './cart.invariants';
import { packageCreditsInvariants } from './packageCredits.invariants';
import { guestOrderInvariants } from './guestOrder.invariants';
import { customerOrderInvariants } from './customerOrder.invariants';
import { withdrawalInvariants } from './withdrawal.invariants';
import { bookingInvariants } from './booking.invariants';
import { bookingMachine } from './booking.machine';
import { bookingModel } from './booking.model';
import { checkRedirectMachine } from './checkRedirect.machine';
import { checkRedirectModel } from './checkRedirect.model';
import { cartMachine } from './cart.machine';
import { cartModel } from './cart.model';
import { citySuggestMachine } from './citySuggest.machine';
import { customerOrderMachine } from './customerOrder.machine';
import { customerOrderModel } from './customerOrder.model';
import { citySuggestModel } from './citySuggest.model';
import { packageCreditsMachine } from './packageCredits.machine';
import { packageCreditsModel } from './packageCredits.model';
import { guestOrderMachine } from './guestOrder.machine';
import { guestOrderModel } from './guestOrder.model';
import { loginMachine } from './login.machine';
import { loginModel } from './login.model';
import { searchBoxMachine } from './searchBox.machine';
import { searchBoxModel } from './searchBox.model';
import { searchPagingMachine } from './searchPaging.machine';
import { searchPagingModel } from './searchPaging.model';
import { withdrawalMachine } from './withdrawal.machine';
import { withdrawalModel } from './withdrawal.model';

/** The graph a model-based test and the docs walk (passed to xstate/graph's TestModel). */
export interface FlowModel {
  /** The machine's input for the walk. */
  input?: unknown;
  /**
   * Representative events, including the results of invoked actors (`xstate.done.actor.<id>` with
   * `output`, `xstate.error.actor.<id>` with `error`) and elapsed delays (`xstate.after.<delay>.<stateId>`).
   */
  events: readonly EventObject[];
  /** Tells states apart; default: state value and the whole context. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** Stops the walk at a state (bounds context-driven graphs). */
  stopWhen?: (snapshot: AnyMachineSnapshot) => boolean;
  /** Maximal number of states the walk visits before it fails. */
  limit?: number;
  /** 'shortest' (default): one shortest path per state; 'simple': every simple path (small graphs only). */
  paths?: 'shortest' | 'simple';
  /**
   * Where the view under test deliberately differs from the machine's user events (the model-based
   * harness checks in every state that its controls are exactly the events the machine accepts).
   */
  controls?: readonly ViewControlException[];
  /**
   * Further events the control check asks the machine about (`snapshot.can`) but the walk leaves
   * out: a value a form field offers that no path needs, e.g. a second voucher code.
   */
  probes?: readonly EventObject[];
  /**
   * Guarded transitions one of whose outcomes can never happen, with the reason. `npm run paths` fails
   * for a guard no test saw both hold and fail (tests/support/flow-graph-guards.ts) unless it is here.
   */
  guardSides?: readonly GuardSideException[];
}

/** A guard outcome no path can produce, e.g. a guard that only protects against a stale event. */
export interface GuardSideException {
  /** The transition's id as the coverage report names it: 'from — event [guard] → to'. */
  transition: string;
  /** The outcome that cannot happen. */
  never: 'holds' | 'fails';
  reason: string;
}


export interface FlowEntry {
  /** The machine's id (docs/flows/<id>.md). */
  id: string;
  machine: AnyStateMachine;
  /** One line: what the flow is for. */
  purpose: string;
  /** Without a model the docs show the chart and table only, and `npm run paths` reports it uncovered. */
  model?: FlowModel;
  /** The rules every path keeps (machines/<id>.invariants.ts), in German and English. */
  invariants?: readonly FlowInvariant[];
}

/**
 * The design card's nine flows: each must be registered below, with a model-based test
 * (tests/machines/registry.test.ts and `npm run paths` fail otherwise).
 */
export const DESIGN_CARD_FLOWS = [
  'login',
  'checkRedirect',
  'cart',
  'packageCredits',
  'searchPaging',
  'searchBox',
  'citySuggest',
  'customerOrder',
  'guestOrder',
] as const;

export const machineRegistry: readonly FlowEntry[] = [
  {
    id: 'citySuggest',
    machine: citySuggestMachine,
    purpose: 'City autosuggest of the search filter: debounced typing, suggestions, not-found hint, choosing a city.',
    model: citySuggestModel,
    invariants: citySuggestInvariants,
  },
  {
    id: 'searchPaging',
    machine: searchPagingMachine,
    purpose: 'Search results page by page: first page, load more until the total, errors with retry, new search.',
    model: searchPagingModel,
    invariants: searchPagingInvariants,
  },
  {
    id: 'searchBox',
    machine: searchBoxMachine,
    purpose: 'Start-page search box: scope selection, filter view with validation, reset, restored last search, search.',
    model: searchBoxModel,
    invariants: searchBoxInvariants,
  },
  {
    id: 'login',
    machine: loginMachine,
    purpose: 'Sign-in: silent login by refresh token, provider redirect (login, register) with error and retry when it cannot start, callback, token renewal, session check, logout to the main domain.',
    model: loginModel,
    invariants: loginInvariants,
  },
  {
    id: 'checkRedirect',
    machine: checkRedirectMachine,
    purpose: 'The /check step after login: login required (error and retry when it cannot start), validate the local cart, go where the spec §4 rules say.',
    model: checkRedirectModel,
    invariants: checkRedirectInvariants,
  },
  {
    id: 'cart',
    machine: cartMachine,
    purpose: 'The cart: guest cart in storage priced by the server, merged into the server cart on sign-in, vouchers, package use, validation on navigation.',
    model: cartModel,
    invariants: cartInvariants,
  },
  {
    id: 'packageCredits',
    machine: packageCreditsMachine,
    purpose: 'Package credits of the cart: a course paid with a package takes its hours, a release gives them back, never below zero.',
    model: packageCreditsModel,
    invariants: packageCreditsInvariants,
  },
  {
    id: 'guestOrder',
    machine: guestOrderMachine,
    purpose: 'Guest checkout: buyer data and order token, account notice, summary, idempotent placing, proof upload, payment selection and card round trip, resume on reload, back navigation, expired token, sold out, price changed, errors with retry.',
    model: guestOrderModel,
    invariants: guestOrderInvariants,
  },
  {
    id: 'customerOrder',
    machine: customerOrderMachine,
    purpose: 'Customer checkout: buyer data, proof upload, payment method, summary, idempotent placing, card round trip, resume on reload and back, declined payment, expired session, sold out, price changed, errors with retry.',
    model: customerOrderModel,
    invariants: customerOrderInvariants,
  },
  {
    id: 'withdrawal',
    machine: withdrawalMachine,
    purpose: 'Withdrawal function (§ 356a BGB): a link by order number and e-mail, or the signed link: the order, refusals with their reason, step 1 positions and who declares, the server\'s refund and pro-rata amount, step 2 "Widerruf bestätigen" with one Idempotency-Key per declaration, the receipt with the credit note; errors with retry.',
    model: withdrawalModel,
    invariants: withdrawalInvariants,
  },
  {
    id: 'booking',
    machine: bookingMachine,
    purpose: 'One booking after the order (AGB § 4): its stage; cancelling with the fee shown first and the credit note; rebooking once to another date with room for its places; one Idempotency-Key per confirmation; errors with retry.',
    model: bookingModel,
    invariants: bookingInvariants,
  },
];
