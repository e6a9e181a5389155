/**
 * The withdrawal function (§ 356a BGB; issue 24 §1): "Vertrag widerrufen" at /vertrag-widerrufen.
 * The contract with the API is src/shared/withdrawal.ts.
 *
 * Two entries. The page reads its address and tells the machine (`page.linkRead`):
 * - without a signed link (`#token=…`): the buyer names the order (order number and e-mail) and asks
 *   for a link (`requestLink`); the answer is the same whether or not the two match ("link sent"), so
 *   nobody learns or withdraws a stranger's order;
 * - with a link: the order is loaded (`loadOrder`). A forged or expired link offers the form for a new
 *   one; an order that cannot be withdrawn (business buyer, period over, fully performed, withdrawn
 *   before, cancelled) says why; otherwise two steps follow.
 *
 * Step 1 "select": the positions that can be withdrawn (the refused ones are shown with their reason),
 * name and e-mail for the confirmation, prefilled from the order. The server computes the refund and
 * the pro-rata amount (§ 357a Abs. 2 BGB) for the selection (`previewWithdrawal`). Step 2 "confirm"
 * shows the declaration, the pro-rata amount and the refund; "Widerruf bestätigen" sends it
 * (`declareWithdrawal`). Each confirmation is a new declaration number; a retry after a failure sends
 * the same number, which the actor layer turns into the same Idempotency-Key (src/actors/withdrawal.ts),
 * so a declaration reaches the server at most once per key. The receipt names the date and time of
 * receipt, the refund and the credit note.
 *
 * Every wait ends in content or in an error with "Erneut versuchen"; a link the server rejects on any
 * call leads to the form for a new link.
 */
import { assign, fromPromise, setup } from 'xstate';
import type {
  WithdrawableOrder, WithdrawalDeclaration, WithdrawalLinkRequest, WithdrawalLinkRequested, WithdrawalPreview, WithdrawalReceipt,
} from '../src/shared/withdrawal';

/** Why a call failed, as src/actors/withdrawal.ts reads the HTTP error. */
export interface WithdrawalFailure {
  /** null: no answer (network). */
  status: number | null;
  /** The API's error code (src/shared/withdrawal.ts WITHDRAWAL_ERRORS and refusals), or null. */
  code: string | null;
  message: string;
}

/** The link's token is forged or expired: only a new link helps (src/shared/withdrawal.ts). */
export const LINK_REJECTED_CODES = ['WITHDRAWAL_TOKEN_INVALID', 'WITHDRAWAL_TOKEN_EXPIRED'] as const;

export interface WithdrawalInput {
  /** The page's language: the confirmation e-mail and the link mail are written in it. */
  language: 'de' | 'en';
}

/** Order number and e-mail as typed for a new link. */
export interface LinkRequestData {
  orderNumber: string;
  email: string;
}

export interface WithdrawalContext {
  language: 'de' | 'en';
  /** The signed link's token (from the address's fragment), null without one. */
  token: string | null;
  /** What the last link request asked for (kept for its retry). */
  request: LinkRequestData | null;
  /** The order the link is for, as the server answered. */
  order: WithdrawableOrder | null;
  /** Step 1: the positions chosen, and who declares (the confirmation goes to this e-mail). */
  selection: number[];
  name: string;
  email: string;
  /** The server's refund and pro-rata figures for `selection` (step 2 shows them). */
  preview: WithdrawalPreview | null;
  /** The receipt of the declaration. */
  receipt: WithdrawalReceipt | null;
  /** How many times "Widerruf bestätigen" was chosen: one Idempotency-Key per number. */
  declarationNumber: number;
  /** The failure an error state shows. */
  failure: WithdrawalFailure | null;
}

export type WithdrawalEvent =
  /** The page read its address: the token of the fragment `#token=…`, or null. */
  | { type: 'page.linkRead'; token: string | null }
  | { type: 'user.requestLink'; orderNumber: string; email: string }
  /** Step 1 sent: the chosen positions and who declares. */
  | { type: 'user.continue'; positionIds: number[]; name: string; email: string }
  /** Step 2: "Widerruf bestätigen". */
  | { type: 'user.declare' }
  | { type: 'user.back' }
  | { type: 'user.retry' };

/** What declareWithdrawal is asked to send: the declaration and its number (the actor layer's key). */
export interface DeclarationCall {
  token: string;
  declaration: WithdrawalDeclaration;
  declarationNumber: number;
}

type Failed = { error: unknown };
export const failureOf = (error: unknown): WithdrawalFailure =>
  typeof error === 'object' && error !== null && 'status' in error && 'code' in error
    ? (error as WithdrawalFailure)
    : { status: null, code: null, message: error instanceof Error ? error.message : String(error) };
const failed = ({ event }: { event: Failed }) => ({ error: event.error });
const linkRejected = { type: 'linkRejected', params: failed } as const;
const report = { type: 'reportError', params: failed } as const;

/** Everything an order brought, forgotten when its link is rejected or a new link is asked for. */
const NO_ORDER = { order: null, selection: [], name: '', email: '', preview: null, receipt: null } satisfies Partial<WithdrawalContext>;

export const withdrawalMachine = setup({
  types: {
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
    input: {} as WithdrawalInput,
    tags: {} as 'loading' | 'error' | 'step1' | 'step2',
  },
  actors: {
    requestLink: fromPromise<WithdrawalLinkRequested, WithdrawalLinkRequest>(async () => {
      throw new Error('requestLink is provided by src/actors/withdrawal.ts');
    }),
    loadOrder: fromPromise<WithdrawableOrder, { token: string }>(async () => {
      throw new Error('loadOrder is provided by src/actors/withdrawal.ts');
    }),
    previewWithdrawal: fromPromise<WithdrawalPreview, { token: string; positionIds: number[] }>(async () => {
      throw new Error('previewWithdrawal is provided by src/actors/withdrawal.ts');
    }),
    declareWithdrawal: fromPromise<WithdrawalReceipt, DeclarationCall>(async () => {
      throw new Error('declareWithdrawal is provided by src/actors/withdrawal.ts');
    }),
  },
  guards: {
    hasToken: (_, params: { token: string | null }) => params.token !== null && params.token !== '',
    orderRefused: (_, params: { order: WithdrawableOrder }) => params.order.refusal !== null,
    linkRejected: (_, params: Failed) => (LINK_REJECTED_CODES as readonly (string | null)[]).includes(failureOf(params.error).code),
    /** Something is chosen, each position once, and each one can be withdrawn. */
    selectsWithdrawable: ({ context }, params: { positionIds: readonly number[] }) => {
      const withdrawable = new Set((context.order?.positions ?? []).filter((p) => p.refusal === null).map((p) => p.positionId));
      return (
        params.positionIds.length > 0 &&
        new Set(params.positionIds).size === params.positionIds.length &&
        params.positionIds.every((id) => withdrawable.has(id))
      );
    },
  },
  actions: {
    takeToken: assign({ token: (_, params: { token: string | null }) => params.token }),
    takeRequest: assign((_, params: LinkRequestData) => ({
      request: { orderNumber: params.orderNumber, email: params.email },
      // A new link is asked for: whatever the old one showed is gone.
      token: null,
      ...NO_ORDER,
      failure: null,
    })),
    takeOrder: assign((_, params: { order: WithdrawableOrder }) => ({
      order: params.order,
      selection: [],
      name: params.order.buyerName,
      email: params.order.email,
      failure: null,
    })),
    takeSelection: assign((_, params: { positionIds: number[]; name: string; email: string }) => ({
      selection: [...params.positionIds],
      name: params.name,
      email: params.email,
      preview: null,
    })),
    takePreview: assign({ preview: (_, params: { preview: WithdrawalPreview }) => params.preview, failure: null }),
    forgetPreview: assign({ preview: null }),
    nextDeclaration: assign({ declarationNumber: ({ context }) => context.declarationNumber + 1 }),
    takeReceipt: assign({ receipt: (_, params: { receipt: WithdrawalReceipt }) => params.receipt, failure: null }),
    rememberFailure: assign({ failure: (_, params: Failed) => failureOf(params.error) }),
    /** The link is dead: keep only why. */
    rejectLink: assign((_, params: Failed) => ({ ...NO_ORDER, failure: failureOf(params.error) })),
    forgetFailure: assign({ failure: null }),
    /** Logged by src/actors/withdrawal.ts. */
    reportError: (_, _params: Failed) => {},
  },
}).createMachine({
  id: 'withdrawal',
  context: ({ input }) => ({
    language: input.language,
    token: null,
    request: null,
    ...NO_ORDER,
    declarationNumber: 0,
    failure: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      description: 'The page reads its address: a signed link (#token=…) or none.',
      tags: ['loading'],
      on: {
        'page.linkRead': [
          {
            guard: { type: 'hasToken', params: ({ event }) => ({ token: event.token }) },
            target: 'loading',
            actions: { type: 'takeToken', params: ({ event }) => ({ token: event.token }) },
          },
          { target: 'identify' },
        ],
      },
    },
    identify: {
      description: 'No link: the buyer names the order by order number and e-mail to get a link by mail.',
      on: {
        'user.requestLink': {
          target: 'requestingLink',
          actions: { type: 'takeRequest', params: ({ event }) => ({ orderNumber: event.orderNumber, email: event.email }) },
        },
      },
    },
    requestingLink: {
      description: 'POST /api/withdrawals/link-requests: a link goes to the e-mail address if it matches the order.',
      tags: ['loading'],
      invoke: {
        id: 'requestLink',
        src: 'requestLink',
        input: ({ context }) => ({ orderNumber: context.request!.orderNumber, email: context.request!.email, language: context.language }),
        onDone: { target: 'linkSent' },
        onError: { target: 'requestFailed', actions: [{ type: 'rememberFailure', params: failed }, report] },
      },
    },
    requestFailed: {
      description: 'The request did not arrive: the form stays, with "Erneut versuchen".',
      tags: ['error'],
      on: {
        'user.retry': { target: 'requestingLink', actions: 'forgetFailure' },
        'user.requestLink': {
          target: 'requestingLink',
          actions: { type: 'takeRequest', params: ({ event }) => ({ orderNumber: event.orderNumber, email: event.email }) },
        },
      },
    },
    linkSent: {
      description: 'The same message whatever the server knows: if order number and e-mail match, a link is on its way.',
    },
    loading: {
      description: 'GET /api/withdrawals/:token: the order of the link, with what can be withdrawn.',
      tags: ['loading'],
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ token: context.token! }),
        onDone: [
          {
            guard: { type: 'orderRefused', params: ({ event }) => ({ order: event.output }) },
            target: 'notWithdrawable',
            actions: { type: 'takeOrder', params: ({ event }) => ({ order: event.output }) },
          },
          { target: 'select', actions: { type: 'takeOrder', params: ({ event }) => ({ order: event.output }) } },
        ],
        onError: [
          { guard: linkRejected, target: 'linkInvalid', actions: { type: 'rejectLink', params: failed } },
          { target: 'loadFailed', actions: [{ type: 'rememberFailure', params: failed }, report] },
        ],
      },
    },
    loadFailed: {
      description: 'The order could not be loaded: "Erneut versuchen".',
      tags: ['error'],
      on: { 'user.retry': { target: 'loading', actions: 'forgetFailure' } },
    },
    linkInvalid: {
      description: 'The link is forged or expired: the form for a new link.',
      on: {
        'user.requestLink': {
          target: 'requestingLink',
          actions: { type: 'takeRequest', params: ({ event }) => ({ orderNumber: event.orderNumber, email: event.email }) },
        },
      },
    },
    notWithdrawable: {
      description: 'Nothing of the order can be withdrawn: the reason, and the cancellation terms of the AGB.',
    },
    select: {
      description: 'Step 1: the positions to withdraw, name and e-mail for the confirmation.',
      tags: ['step1'],
      on: {
        'user.continue': {
          guard: { type: 'selectsWithdrawable', params: ({ event }) => ({ positionIds: event.positionIds }) },
          target: 'previewing',
          actions: {
            type: 'takeSelection',
            params: ({ event }) => ({ positionIds: event.positionIds, name: event.name, email: event.email }),
          },
        },
      },
    },
    previewing: {
      description: 'POST /api/withdrawals/:token/preview: the server computes refund and pro-rata amount.',
      tags: ['loading', 'step1'],
      invoke: {
        id: 'previewWithdrawal',
        src: 'previewWithdrawal',
        input: ({ context }) => ({ token: context.token!, positionIds: context.selection }),
        onDone: { target: 'confirm', actions: { type: 'takePreview', params: ({ event }) => ({ preview: event.output }) } },
        onError: [
          { guard: linkRejected, target: 'linkInvalid', actions: { type: 'rejectLink', params: failed } },
          { target: 'previewFailed', actions: [{ type: 'rememberFailure', params: failed }, report] },
        ],
      },
    },
    previewFailed: {
      description: 'The amounts could not be computed: "Erneut versuchen", or back to step 1.',
      tags: ['error', 'step1'],
      on: {
        'user.retry': { target: 'previewing', actions: 'forgetFailure' },
        'user.back': { target: 'select', actions: 'forgetFailure' },
      },
    },
    confirm: {
      description: 'Step 2: the declaration, the pro-rata amount and the refund; "Zurück" or "Widerruf bestätigen".',
      tags: ['step2'],
      on: {
        'user.back': { target: 'select', actions: 'forgetPreview' },
        'user.declare': { target: 'submitting', actions: 'nextDeclaration' },
      },
    },
    submitting: {
      description: 'POST /api/withdrawals/:token with the Idempotency-Key of this declaration.',
      tags: ['loading', 'step2'],
      invoke: {
        id: 'declareWithdrawal',
        src: 'declareWithdrawal',
        input: ({ context }) => ({
          token: context.token!,
          declaration: { positionIds: context.selection, name: context.name, email: context.email, language: context.language },
          declarationNumber: context.declarationNumber,
        }),
        onDone: { target: 'withdrawn', actions: { type: 'takeReceipt', params: ({ event }) => ({ receipt: event.output }) } },
        onError: [
          { guard: linkRejected, target: 'linkInvalid', actions: { type: 'rejectLink', params: failed } },
          { target: 'submitFailed', actions: [{ type: 'rememberFailure', params: failed }, report] },
        ],
      },
    },
    submitFailed: {
      description: 'The declaration was not confirmed: "Erneut versuchen" (same Idempotency-Key), or back to step 2.',
      tags: ['error', 'step2'],
      on: {
        'user.retry': { target: 'submitting', actions: 'forgetFailure' },
        'user.back': { target: 'confirm', actions: 'forgetFailure' },
      },
    },
    withdrawn: {
      description: 'Received: date and time of receipt, the refund and the credit note.',
    },
  },
});
