/**
 * The booking machine's model (machines/booking.machine.ts): sample bookings at each stage — booked
 * with a free cancellation and two dates to rebook to (one of them too full), booked ten days before
 * (50 % fee, no rebooking any more), begun, cancelled, withdrawn, attended, absent — the server's
 * answers and failures, and representative events for the model-based tests
 * (tests/model/booking.mbt.test.tsx) and docs/flows.
 */
import type { AnyMachineSnapshot } from 'xstate';
import type { BookingView, CancellationReceipt, RebookingReceipt } from '../src/shared/booking';
import type { BookingContext, BookingFailure, BookingInput } from './booking.machine';
import type { ViewControlException } from './view-controls';

export const BOOKING_SAMPLE_POSITION = 41;

/** Booked 40 days before: free to cancel, two other dates (the first with a place, the second full). */
export const freeBooking: BookingView = {
  positionId: BOOKING_SAMPLE_POSITION,
  orderNumber: 'KM-2026-000321',
  courseId: 7,
  courseName: 'Arbeitsrecht aktuell 2026',
  coursePath: '/fortbildung/arbeitsrecht-aktuell-2026-7',
  organizer: 'Deutsche Anwaltakademie',
  scheduleId: 70,
  startDate: '2027-01-08',
  endDate: '2027-01-08',
  city: 'Köln',
  seats: 1,
  grossCents: 35700,
  status: 'BOOKED',
  participants: ['Anna Berger'],
  rebookedFrom: null,
  cancelled: null,
  cancellation: {
    refusal: null, daysBefore: 40, feePercent: 0, feeCents: 0, refundCents: 35700, freeUntil: '2026-12-11', partialUntil: '2026-12-31',
  },
  rebooking: {
    refusal: null,
    feeCents: 0,
    freeUntil: '2026-12-11',
    dates: [
      { scheduleId: 71, startDate: '2027-02-12', endDate: '2027-02-12', city: 'Berlin', freePlaces: 4, grossCents: 35700, differenceCents: 0 },
      { scheduleId: 72, startDate: '2027-03-19', endDate: '2027-03-19', city: 'Hamburg', freePlaces: 0, grossCents: 35700, differenceCents: 0 },
    ],
  },
};

/** Ten days before: 50 % fee; rebooking is over (only cancelling). */
export const lateBooking: BookingView = {
  ...freeBooking,
  cancellation: { ...freeBooking.cancellation, daysBefore: 10, feePercent: 50, feeCents: 17850, refundCents: 17850 },
  rebooking: { refusal: 'REBOOK_PERIOD_OVER', feeCents: 0, freeUntil: '2026-12-11', dates: [] },
};

/** The course has begun: nothing can be changed. */
export const startedBooking: BookingView = {
  ...freeBooking,
  cancellation: { ...freeBooking.cancellation, refusal: 'COURSE_STARTED', daysBefore: 0, feePercent: 100, feeCents: 35700, refundCents: 0 },
  rebooking: { refusal: 'COURSE_STARTED', feeCents: 0, freeUntil: '2026-12-11', dates: [] },
};

export const cancelledBooking: BookingView = {
  ...freeBooking,
  status: 'CANCELLED',
  cancelled: { at: '2026-11-29T09:30:00.000Z', feeCents: 0, refundCents: 35700, creditNoteId: 9 },
  cancellation: { ...freeBooking.cancellation, refusal: 'NOT_BOOKED' },
  rebooking: { ...freeBooking.rebooking, refusal: 'NOT_BOOKED', dates: [] },
};
export const withdrawnBooking: BookingView = { ...cancelledBooking, status: 'WITHDRAWN', cancelled: null };
export const attendedBooking: BookingView = { ...startedBooking, status: 'ATTENDED' };
export const absentBooking: BookingView = { ...startedBooking, status: 'ABSENT' };

export const sampleCancellation: CancellationReceipt = {
  positionId: BOOKING_SAMPLE_POSITION,
  orderNumber: freeBooking.orderNumber,
  cancelledAt: '2026-11-29T09:30:00.000Z',
  feeCents: 0,
  refundCents: 35700,
  refundMethod: 'BANK_TRANSFER',
  creditNote: { id: 9, number: 'RK-2026-000004' },
};

export const sampleRebooking: RebookingReceipt = {
  positionId: BOOKING_SAMPLE_POSITION,
  orderNumber: freeBooking.orderNumber,
  rebookedAt: '2026-11-29T09:31:00.000Z',
  from: { startDate: '2027-01-08', endDate: '2027-01-08', city: 'Köln' },
  to: { scheduleId: 71, startDate: '2027-02-12', endDate: '2027-02-12', city: 'Berlin' },
  feeCents: 0,
  differenceCents: 0,
};

const failure = (status: number | null, code: string | null, message: string, booking?: BookingView): BookingFailure => ({
  status, code, message, ...(booking ? { booking } : {}),
});
export const networkFailure = failure(null, null, 'Failed to fetch');
export const serverFailure = failure(503, null, 'Service Unavailable');
/** Midnight passed between showing and confirming: the fee is now the late one. */
export const feeChanged = failure(409, 'FEE_CHANGED', 'The cancellation fee is 17850 cents now', lateBooking);
export const dateFilled = failure(409, 'SCHEDULE_FULL', 'The date has fewer than 1 free places');

export const bookingModel = {
  input: { positionId: BOOKING_SAMPLE_POSITION, language: 'de' } satisfies BookingInput,
  events: [
    { type: 'xstate.done.actor.loadBooking', output: freeBooking },
    { type: 'xstate.done.actor.loadBooking', output: lateBooking },
    { type: 'xstate.done.actor.loadBooking', output: startedBooking },
    { type: 'xstate.done.actor.loadBooking', output: cancelledBooking },
    { type: 'xstate.done.actor.loadBooking', output: withdrawnBooking },
    { type: 'xstate.done.actor.loadBooking', output: attendedBooking },
    { type: 'xstate.done.actor.loadBooking', output: absentBooking },
    { type: 'xstate.error.actor.loadBooking', error: networkFailure },
    { type: 'user.cancel' },
    { type: 'user.rebook' },
    // A date with a place, and the full one (the guard says no: its waiting list instead).
    { type: 'user.chooseDate', scheduleId: 71 },
    { type: 'user.chooseDate', scheduleId: 72 },
    { type: 'user.confirm' },
    { type: 'user.back' },
    { type: 'user.retry' },
    { type: 'xstate.done.actor.cancelBooking', output: sampleCancellation },
    { type: 'xstate.error.actor.cancelBooking', error: feeChanged },
    { type: 'xstate.error.actor.cancelBooking', error: serverFailure },
    { type: 'xstate.done.actor.rebookBooking', output: sampleRebooking },
    { type: 'xstate.error.actor.rebookBooking', error: dateFilled },
    { type: 'xstate.error.actor.rebookBooking', error: networkFailure },
  ],
  controls: [] satisfies ViewControlException[],
  /**
   * The request number counts confirmations (the actor layer's Idempotency-Key) and is part of the
   * state, so the invariant "one change per key" reads consistent numbers along every path; a third
   * confirmation ends the walk, which keeps the graph finite (fail, back, confirm again, …).
   */
  stopWhen: (snapshot: AnyMachineSnapshot) => (snapshot.context as BookingContext).requestNumber >= 3,
};
