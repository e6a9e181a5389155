/**
 * One booking after the order (issue 27): a course position of the customer's order in "Meine Kurse".
 * The contract with the API is src/shared/booking.ts; every amount and every date is the server's.
 *
 * The booking is loaded (`loadBooking`) and shown at its stage: booked, cancelled, withdrawn, attended
 * or absent. A booked one offers what the AGB (§ 4) allow today:
 * - "Buchung stornieren": the fee by the organizer's schedule and the refund are shown first; only
 *   "Kostenpflichtig stornieren" / "Kostenfrei stornieren" sends the cancellation (`cancelBooking`)
 *   with the fee shown. A fee that changed meanwhile (midnight passed) comes back with the booking as
 *   it is now, and the new fee is shown to confirm again;
 * - "Umbuchen": once, to another date of the course while rebooking is free; a date with too few free
 *   places cannot be chosen (its waiting list instead); the chosen date is confirmed
 *   (`rebookBooking`). A date that filled up meanwhile brings the dates back with the reason.
 * Each confirmation is a new request number; a retry after a failure sends the same number, which the
 * actor layer turns into the same Idempotency-Key (src/actors/booking.ts), so a change reaches the
 * server at most once per key. A substitute for a named person is named in the participants part of
 * the page (not a stage of this flow: the booking stays booked).
 *
 * Every wait ends in content or in an error with "Erneut versuchen".
 */
import { assign, fromPromise, setup } from 'xstate';
import type {
  BookingStatus, BookingView, CancellationReceipt, RebookingDate, RebookingReceipt,
} from '../src/shared/booking';

/** Why a call failed, as src/actors/booking.ts reads the HTTP error. */
export interface BookingFailure {
  /** null: no answer (network). */
  status: number | null;
  /** The API's error code (src/shared/booking.ts), or null. */
  code: string | null;
  message: string;
  /** FEE_CHANGED answers the booking as it is now. */
  booking?: BookingView;
}

export interface BookingInput {
  positionId: number;
  /** The confirmation e-mails are written in it. */
  language: 'de' | 'en';
}

export interface BookingContext {
  positionId: number;
  language: 'de' | 'en';
  booking: BookingView | null;
  /** The date chosen to rebook to. */
  date: RebookingDate | null;
  cancellation: CancellationReceipt | null;
  rebooking: RebookingReceipt | null;
  /** How many times a change was confirmed: one Idempotency-Key per number. */
  requestNumber: number;
  failure: BookingFailure | null;
}

export type BookingEvent =
  | { type: 'user.cancel' }
  | { type: 'user.rebook' }
  | { type: 'user.chooseDate'; scheduleId: number }
  | { type: 'user.confirm' }
  | { type: 'user.back' }
  | { type: 'user.retry' };

/** What cancelBooking is asked to send. */
export interface CancellationCall {
  positionId: number;
  expectedFeeCents: number;
  language: 'de' | 'en';
  requestNumber: number;
}

/** What rebookBooking is asked to send. */
export interface RebookingCall {
  positionId: number;
  scheduleId: number;
  expectedChargeCents: number;
  language: 'de' | 'en';
  requestNumber: number;
}

type Failed = { error: unknown };
export const failureOf = (error: unknown): BookingFailure =>
  typeof error === 'object' && error !== null && 'status' in error && 'code' in error
    ? (error as BookingFailure)
    : { status: null, code: null, message: error instanceof Error ? error.message : String(error) };
const failed = ({ event }: { event: Failed }) => ({ error: event.error });
const report = { type: 'reportError', params: failed } as const;
const withBooking = ({ event }: { event: { output: BookingView } }) => ({ booking: event.output });

export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInput,
    tags: {} as 'loading' | 'error',
  },
  actors: {
    loadBooking: fromPromise<BookingView, { positionId: number }>(async () => {
      throw new Error('loadBooking is provided by src/actors/booking.ts');
    }),
    cancelBooking: fromPromise<CancellationReceipt, CancellationCall>(async () => {
      throw new Error('cancelBooking is provided by src/actors/booking.ts');
    }),
    rebookBooking: fromPromise<RebookingReceipt, RebookingCall>(async () => {
      throw new Error('rebookBooking is provided by src/actors/booking.ts');
    }),
  },
  guards: {
    statusIs: (_, params: { booking: BookingView; status: BookingStatus }) => params.booking.status === params.status,
    // Asked only in `booked` (a booking loaded with status BOOKED): the terms of today decide.
    canCancel: ({ context }) => context.booking!.cancellation.refusal === null,
    canRebook: ({ context }) => context.booking!.rebooking.refusal === null && context.booking!.rebooking.dates.length > 0,
    /** A date offered for rebooking at the same price, with places for all of the booking's seats. */
    dateFits: ({ context }, params: { scheduleId: number }) => {
      const date = context.booking!.rebooking.dates.find((one) => one.scheduleId === params.scheduleId);
      return date !== undefined && date.freePlaces >= context.booking!.seats && date.differenceCents === 0;
    },
    /** FEE_CHANGED with the booking as it is now (without it, an ordinary failure). */
    feeChanged: (_, params: Failed) => failureOf(params.error).code === 'FEE_CHANGED' && failureOf(params.error).booking !== undefined,
    dateFilled: (_, params: Failed) => failureOf(params.error).code === 'SCHEDULE_FULL',
  },
  actions: {
    takeBooking: assign((_, params: { booking: BookingView }) => ({ booking: params.booking, failure: null })),
    // After dateFits: the chosen date is one of the booking's.
    takeDate: assign({
      date: ({ context }, params: { scheduleId: number }) => context.booking!.rebooking.dates.find((one) => one.scheduleId === params.scheduleId)!,
    }),
    forgetDate: assign({ date: null }),
    /** SCHEDULE_FULL: the chosen date filled up meanwhile — it can no longer be chosen. */
    markDateFull: assign({
      booking: ({ context }) => ({
        ...context.booking!,
        rebooking: {
          ...context.booking!.rebooking,
          dates: context.booking!.rebooking.dates.map((one) => (one.scheduleId === context.date!.scheduleId ? { ...one, freePlaces: 0 } : one)),
        },
      }),
    }),
    nextRequest: assign({ requestNumber: ({ context }) => context.requestNumber + 1 }),
    takeCancellation: assign((_, params: { receipt: CancellationReceipt }) => ({ cancellation: params.receipt, failure: null })),
    takeRebooking: assign((_, params: { receipt: RebookingReceipt }) => ({ rebooking: params.receipt, failure: null })),
    /** FEE_CHANGED: the booking as it is now, with the new fee to confirm. */
    takeChangedBooking: assign((_, params: Failed) => ({ booking: failureOf(params.error).booking!, failure: failureOf(params.error) })),
    rememberFailure: assign({ failure: (_, params: Failed) => failureOf(params.error) }),
    forgetFailure: assign({ failure: null }),
    /** Logged by src/actors/booking.ts. */
    reportError: (_, _params: Failed) => {},
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({
    positionId: input.positionId,
    language: input.language,
    booking: null,
    date: null,
    cancellation: null,
    rebooking: null,
    requestNumber: 0,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'GET /api/bookings/:positionId: the booking, its stage and what cancelling or rebooking costs today.',
      tags: ['loading'],
      invoke: {
        id: 'loadBooking',
        src: 'loadBooking',
        input: ({ context }) => ({ positionId: context.positionId }),
        onDone: [
          {
            guard: { type: 'statusIs', params: ({ event }) => ({ booking: event.output, status: 'CANCELLED' as const }) },
            target: 'cancelled',
            actions: { type: 'takeBooking', params: withBooking },
          },
          {
            guard: { type: 'statusIs', params: ({ event }) => ({ booking: event.output, status: 'WITHDRAWN' as const }) },
            target: 'withdrawn',
            actions: { type: 'takeBooking', params: withBooking },
          },
          {
            guard: { type: 'statusIs', params: ({ event }) => ({ booking: event.output, status: 'ATTENDED' as const }) },
            target: 'attended',
            actions: { type: 'takeBooking', params: withBooking },
          },
          {
            guard: { type: 'statusIs', params: ({ event }) => ({ booking: event.output, status: 'ABSENT' as const }) },
            target: 'absent',
            actions: { type: 'takeBooking', params: withBooking },
          },
          { target: 'booked', actions: { type: 'takeBooking', params: withBooking } },
        ],
        onError: { target: 'loadFailed', actions: [{ type: 'rememberFailure', params: failed }, report] },
      },
    },
    loadFailed: {
      description: 'The booking could not be loaded: "Erneut versuchen".',
      tags: ['error'],
      on: { 'user.retry': { target: 'loading', actions: 'forgetFailure' } },
    },
    booked: {
      description: 'Booked: the date, the places and their participants; "Buchung stornieren" and "Umbuchen" where the AGB allow it today, else why not.',
      on: {
        'user.cancel': { guard: 'canCancel', target: 'confirmingCancellation' },
        'user.rebook': { guard: 'canRebook', target: 'choosingDate' },
      },
    },
    confirmingCancellation: {
      description: 'The fee by the schedule (free until …, then the percentage) and the refund; "Zurück" or confirm.',
      on: {
        'user.back': { target: 'booked', actions: 'forgetFailure' },
        'user.confirm': { target: 'cancelling', actions: ['nextRequest', 'forgetFailure'] },
      },
    },
    cancelling: {
      description: 'POST /api/bookings/:positionId/cancellation with the fee shown and the Idempotency-Key of this request.',
      tags: ['loading'],
      invoke: {
        id: 'cancelBooking',
        src: 'cancelBooking',
        input: ({ context }) => ({
          positionId: context.positionId,
          expectedFeeCents: context.booking!.cancellation.feeCents,
          language: context.language,
          requestNumber: context.requestNumber,
        }),
        onDone: { target: 'cancelled', actions: { type: 'takeCancellation', params: ({ event }) => ({ receipt: event.output }) } },
        onError: [
          {
            guard: { type: 'feeChanged', params: failed },
            target: 'confirmingCancellation',
            actions: { type: 'takeChangedBooking', params: failed },
          },
          { target: 'cancelFailed', actions: [{ type: 'rememberFailure', params: failed }, report] },
        ],
      },
    },
    cancelFailed: {
      description: 'The cancellation was not confirmed: "Erneut versuchen" (same Idempotency-Key), or back.',
      tags: ['error'],
      on: {
        'user.retry': { target: 'cancelling', actions: 'forgetFailure' },
        'user.back': { target: 'booked', actions: 'forgetFailure' },
      },
    },
    cancelled: {
      description: 'Cancelled: when, the fee, the refund and how, and the credit note (Rechnungskorrektur) to download.',
    },
    choosingDate: {
      description: 'The course\'s other dates with their free places; a date too full for the booking\'s places shows its waiting list instead.',
      on: {
        'user.chooseDate': {
          guard: { type: 'dateFits', params: ({ event }) => ({ scheduleId: event.scheduleId }) },
          target: 'confirmingRebooking',
          actions: [{ type: 'takeDate', params: ({ event }) => ({ scheduleId: event.scheduleId }) }, 'forgetFailure'],
        },
        'user.back': { target: 'booked', actions: 'forgetFailure' },
      },
    },
    confirmingRebooking: {
      description: 'The old and the new date, free of charge, once only; "Zurück" or "Umbuchung bestätigen".',
      on: {
        'user.back': { target: 'choosingDate', actions: 'forgetDate' },
        'user.confirm': { target: 'rebooking', actions: 'nextRequest' },
      },
    },
    rebooking: {
      description: 'POST /api/bookings/:positionId/rebooking with the chosen date and the Idempotency-Key of this request.',
      tags: ['loading'],
      invoke: {
        id: 'rebookBooking',
        src: 'rebookBooking',
        input: ({ context }) => ({
          positionId: context.positionId,
          scheduleId: context.date!.scheduleId,
          // A date can be chosen only at the same price (dateFits): the charge is the rebooking fee.
          expectedChargeCents: context.booking!.rebooking.feeCents,
          language: context.language,
          requestNumber: context.requestNumber,
        }),
        onDone: { target: 'rebooked', actions: { type: 'takeRebooking', params: ({ event }) => ({ receipt: event.output }) } },
        onError: [
          {
            guard: { type: 'dateFilled', params: failed },
            target: 'choosingDate',
            actions: [{ type: 'rememberFailure', params: failed }, 'markDateFull', 'forgetDate'],
          },
          { target: 'rebookFailed', actions: [{ type: 'rememberFailure', params: failed }, report] },
        ],
      },
    },
    rebookFailed: {
      description: 'The rebooking was not confirmed: "Erneut versuchen" (same Idempotency-Key), or back to the dates.',
      tags: ['error'],
      on: {
        'user.retry': { target: 'rebooking', actions: 'forgetFailure' },
        'user.back': { target: 'choosingDate', actions: ['forgetFailure', 'forgetDate'] },
      },
    },
    rebooked: {
      description: 'Rebooked: the old and the new date; the confirmation e-mail is on its way. "Fertig" shows the booking on its new date.',
      on: { 'user.confirm': { target: 'loading' } },
    },
    withdrawn: { description: 'Withdrawn (§ 355 BGB): the credit note is with the order.' },
    attended: { description: 'The course took place and the participant was there: the certificate is with the participant.' },
    absent: { description: 'The course took place without the participant.' },
  },
});
