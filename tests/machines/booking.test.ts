/**
 * Actor-level tests of a booking's flow: the machine with stand-in calls (stages, what the terms
 * allow, the fee confirmed and a changed one, a date that filled up, the request number), then the
 * real actor layer (src/actors/booking.ts, src/api/booking.ts) against msw at the network boundary:
 * the routes of src/shared/booking.ts, the Idempotency-Key per request number, and the API's errors
 * read into the machine's failure (FEE_CHANGED with the booking as it is now).
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { bookingMachine, failureOf } from '../../machines/booking.machine';
import {
  absentBooking, attendedBooking, BOOKING_SAMPLE_POSITION, cancelledBooking, dateFilled, feeChanged, freeBooking, lateBooking,
  networkFailure, sampleCancellation, sampleRebooking, serverFailure, startedBooking, withdrawnBooking,
} from '../../machines/booking.model';
import { bookingFailureOf, bookingLogic } from '../../src/actors/booking';
import type { BookingView } from '../../src/shared/booking';
import { deferredActor } from '../support/flow-actors';
import { providedBy, unprovidedCalls } from '../support/placeholder-calls';
import { useMswServer } from '../web/support/msw';

const server = useMswServer();
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start() {
  const bookings = deferredActor<BookingView, { positionId: number }>('loadBooking');
  const cancellations = deferredActor<typeof sampleCancellation, { requestNumber: number; expectedFeeCents: number }>('cancelBooking');
  const rebookings = deferredActor<typeof sampleRebooking, { requestNumber: number; scheduleId: number; expectedChargeCents: number }>('rebookBooking');
  const reported: unknown[] = [];
  const actor = createActor(
    bookingMachine.provide({
      actors: { loadBooking: bookings.logic, cancelBooking: cancellations.logic as never, rebookBooking: rebookings.logic as never },
      actions: { reportError: (_, params) => void reported.push(params) },
    }),
    { input: { positionId: BOOKING_SAMPLE_POSITION, language: 'en' } },
  ).start();
  return { actor, bookings, cancellations, rebookings, reported };
}

const loaded = async (booking: BookingView) => {
  const sut = start();
  expect(sut.bookings.current().input).toEqual({ positionId: BOOKING_SAMPLE_POSITION });
  sut.bookings.current().deferred.resolve(booking);
  await flush();
  return sut;
};
const value = (sut: ReturnType<typeof start>) => sut.actor.getSnapshot().value;

describe('booking machine', () => {
  it.each([
    [freeBooking, 'booked'],
    [lateBooking, 'booked'],
    [startedBooking, 'booked'],
    [cancelledBooking, 'cancelled'],
    [withdrawnBooking, 'withdrawn'],
    [attendedBooking, 'attended'],
    [absentBooking, 'absent'],
  ] as const)('shows a booking of stage %# at its state', async (booking, state) => {
    const sut = await loaded(booking);
    expect(value(sut)).toBe(state);
    expect(sut.actor.getSnapshot().context.booking).toEqual(booking);
    expect(sut.actor.getSnapshot().context.failure).toBeNull();
  });

  it('a failed load is reported and retried', async () => {
    const sut = start();
    sut.bookings.current().deferred.reject(networkFailure);
    await flush();
    expect(value(sut)).toBe('loadFailed');
    expect(sut.actor.getSnapshot().context.failure).toEqual(networkFailure);
    expect(sut.reported).toEqual([{ error: networkFailure }]);
    expect(sut.actor.getSnapshot().hasTag('error')).toBe(true);
    sut.actor.send({ type: 'user.retry' });
    expect(value(sut)).toBe('loading');
    expect(sut.actor.getSnapshot().context.failure).toBeNull();
    expect(sut.actor.getSnapshot().hasTag('loading')).toBe(true);
  });

  it('offers only what the terms allow: a begun course neither, a late one only cancelling', async () => {
    const started = await loaded(startedBooking);
    started.actor.send({ type: 'user.cancel' });
    started.actor.send({ type: 'user.rebook' });
    expect(value(started)).toBe('booked');

    const late = await loaded(lateBooking);
    late.actor.send({ type: 'user.rebook' });
    expect(value(late)).toBe('booked');
    late.actor.send({ type: 'user.cancel' });
    expect(value(late)).toBe('confirmingCancellation');

    const ended = await loaded(cancelledBooking);
    ended.actor.send({ type: 'user.cancel' });
    ended.actor.send({ type: 'user.rebook' });
    expect(value(ended)).toBe('cancelled');

    // Rebooking needs a date to go to.
    const noDates = await loaded({ ...freeBooking, rebooking: { ...freeBooking.rebooking, dates: [] } });
    noDates.actor.send({ type: 'user.rebook' });
    expect(value(noDates)).toBe('booked');
  });

  it('cancels with the fee shown and a new request number; a retry keeps the number, "Zurück" goes back', async () => {
    const sut = await loaded(lateBooking);
    sut.actor.send({ type: 'user.cancel' });
    sut.actor.send({ type: 'user.back' });
    expect(value(sut)).toBe('booked');
    sut.actor.send({ type: 'user.cancel' });
    sut.actor.send({ type: 'user.confirm' });
    expect(value(sut)).toBe('cancelling');
    expect(sut.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(sut.cancellations.current().input).toEqual({ positionId: BOOKING_SAMPLE_POSITION, expectedFeeCents: 17850, language: 'en', requestNumber: 1 });
    sut.cancellations.current().deferred.reject(serverFailure);
    await flush();
    expect(value(sut)).toBe('cancelFailed');
    expect(sut.reported).toEqual([{ error: serverFailure }]);
    sut.actor.send({ type: 'user.retry' });
    expect(sut.cancellations.current().input.requestNumber).toBe(1);
    expect(sut.actor.getSnapshot().context.failure).toBeNull();
    sut.cancellations.current().deferred.reject(serverFailure);
    await flush();
    sut.actor.send({ type: 'user.back' });
    expect(value(sut)).toBe('booked');
    expect(sut.actor.getSnapshot().context.failure).toBeNull();
    sut.actor.send({ type: 'user.cancel' });
    sut.actor.send({ type: 'user.confirm' });
    expect(sut.cancellations.current().input.requestNumber).toBe(2);
    sut.cancellations.current().deferred.resolve(sampleCancellation);
    await flush();
    expect(value(sut)).toBe('cancelled');
    expect(sut.actor.getSnapshot().context.cancellation).toEqual(sampleCancellation);
    expect(sut.actor.getSnapshot().context.failure).toBeNull();
  });

  it('a fee that changed meanwhile comes back with the booking as it is now, to confirm again', async () => {
    const sut = await loaded(freeBooking);
    sut.actor.send({ type: 'user.cancel' });
    sut.actor.send({ type: 'user.confirm' });
    sut.cancellations.current().deferred.reject(feeChanged);
    await flush();
    expect(value(sut)).toBe('confirmingCancellation');
    expect(sut.actor.getSnapshot().context.booking).toEqual(lateBooking);
    expect(sut.actor.getSnapshot().context.failure?.code).toBe('FEE_CHANGED');
    expect(sut.reported).toEqual([]);
    // "Zurück" forgets the notice.
    sut.actor.send({ type: 'user.back' });
    expect(sut.actor.getSnapshot().context.failure).toBeNull();
    sut.actor.send({ type: 'user.cancel' });
    sut.actor.send({ type: 'user.confirm' });
    expect(sut.cancellations.current().input).toMatchObject({ expectedFeeCents: 17850, requestNumber: 2 });
    expect(sut.actor.getSnapshot().context.failure).toBeNull();
    // FEE_CHANGED without a booking is an ordinary failure.
    sut.cancellations.current().deferred.reject({ ...feeChanged, booking: undefined });
    await flush();
    expect(value(sut)).toBe('cancelFailed');
  });

  it('rebooks only to a date with room, once confirmed; a date that filled up cannot be chosen again', async () => {
    const sut = await loaded(freeBooking);
    sut.actor.send({ type: 'user.rebook' });
    expect(value(sut)).toBe('choosingDate');
    sut.actor.send({ type: 'user.chooseDate', scheduleId: 72 });
    sut.actor.send({ type: 'user.chooseDate', scheduleId: 999 });
    expect(value(sut)).toBe('choosingDate');
    sut.actor.send({ type: 'user.chooseDate', scheduleId: 71 });
    expect(value(sut)).toBe('confirmingRebooking');
    expect(sut.actor.getSnapshot().context.date?.scheduleId).toBe(71);
    sut.actor.send({ type: 'user.back' });
    expect(value(sut)).toBe('choosingDate');
    expect(sut.actor.getSnapshot().context.date).toBeNull();
    sut.actor.send({ type: 'user.chooseDate', scheduleId: 71 });
    sut.actor.send({ type: 'user.confirm' });
    expect(sut.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(sut.rebookings.current().input).toEqual({
      positionId: BOOKING_SAMPLE_POSITION, scheduleId: 71, expectedChargeCents: 0, language: 'en', requestNumber: 1,
    });
    sut.rebookings.current().deferred.reject(dateFilled);
    await flush();
    expect(value(sut)).toBe('choosingDate');
    expect(sut.actor.getSnapshot().context.failure?.code).toBe('SCHEDULE_FULL');
    expect(sut.actor.getSnapshot().context.date).toBeNull();
    expect(sut.actor.getSnapshot().context.booking?.rebooking.dates.map((date) => date.freePlaces)).toEqual([0, 0]);
    sut.actor.send({ type: 'user.chooseDate', scheduleId: 71 });
    expect(value(sut)).toBe('choosingDate');
    sut.actor.send({ type: 'user.back' });
    expect(value(sut)).toBe('booked');
    expect(sut.actor.getSnapshot().context.failure).toBeNull();
  });

  it('takes the date chosen (not the first), with exactly enough places, and never one of another price', async () => {
    const dates = [
      { scheduleId: 81, startDate: '2027-02-01', endDate: '2027-02-01', city: 'Bonn', freePlaces: 0, grossCents: 71400, differenceCents: 0 },
      { scheduleId: 82, startDate: '2027-03-01', endDate: '2027-03-01', city: 'Kiel', freePlaces: 2, grossCents: 71400, differenceCents: 0 },
      { scheduleId: 83, startDate: '2027-04-01', endDate: '2027-04-01', city: 'Jena', freePlaces: 9, grossCents: 80000, differenceCents: 8600 },
    ];
    const sut = await loaded({ ...freeBooking, seats: 2, grossCents: 71400, rebooking: { ...freeBooking.rebooking, feeCents: 150, dates } });
    sut.actor.send({ type: 'user.rebook' });
    sut.actor.send({ type: 'user.chooseDate', scheduleId: 83 });
    expect(value(sut)).toBe('choosingDate');
    sut.actor.send({ type: 'user.chooseDate', scheduleId: 82 });
    expect(value(sut)).toBe('confirmingRebooking');
    expect(sut.actor.getSnapshot().context.date).toEqual(dates[1]);
    sut.actor.send({ type: 'user.confirm' });
    // The charge shown is the rebooking fee.
    expect(sut.rebookings.current().input).toMatchObject({ scheduleId: 82, expectedChargeCents: 150 });
    sut.rebookings.current().deferred.reject(dateFilled);
    await flush();
    // Only the date that filled up is marked full.
    expect(sut.actor.getSnapshot().context.booking?.rebooking.dates.map((date) => date.freePlaces)).toEqual([0, 0, 9]);
    expect(sut.actor.getSnapshot().context.failure?.code).toBe('SCHEDULE_FULL');
    // Choosing again forgets the notice.
    sut.actor.send({ type: 'user.chooseDate', scheduleId: 82 });
    expect(value(sut)).toBe('choosingDate');
  });

  it('a booking the server refuses to rebook is not rebooked, whatever dates it lists', async () => {
    const sut = await loaded({ ...freeBooking, rebooking: { ...freeBooking.rebooking, refusal: 'ALREADY_REBOOKED' } });
    sut.actor.send({ type: 'user.rebook' });
    expect(value(sut)).toBe('booked');
  });

  it('confirming the new fee forgets the notice; another error that brings a booking is an ordinary failure', async () => {
    const sut = await loaded(freeBooking);
    sut.actor.send({ type: 'user.cancel' });
    sut.actor.send({ type: 'user.confirm' });
    sut.cancellations.current().deferred.reject(feeChanged);
    await flush();
    sut.actor.send({ type: 'user.confirm' });
    expect(value(sut)).toBe('cancelling');
    expect(sut.actor.getSnapshot().context.failure).toBeNull();
    sut.cancellations.current().deferred.reject({ ...feeChanged, code: 'NOT_BOOKED' });
    await flush();
    expect(value(sut)).toBe('cancelFailed');
    expect(sut.actor.getSnapshot().context.booking).toEqual(lateBooking);
  });

  it('choosing a date after a refusal forgets it; a retried rebooking forgets its failure', async () => {
    const dates = [
      { scheduleId: 91, startDate: '2027-02-01', endDate: '2027-02-01', city: null, freePlaces: 1, grossCents: 35700, differenceCents: 0 },
      { scheduleId: 92, startDate: '2027-03-01', endDate: '2027-03-01', city: null, freePlaces: 1, grossCents: 35700, differenceCents: 0 },
    ];
    const sut = await loaded({ ...freeBooking, rebooking: { ...freeBooking.rebooking, dates } });
    sut.actor.send({ type: 'user.rebook' });
    sut.actor.send({ type: 'user.chooseDate', scheduleId: 91 });
    sut.actor.send({ type: 'user.confirm' });
    sut.rebookings.current().deferred.reject(dateFilled);
    await flush();
    expect(sut.actor.getSnapshot().context.failure?.code).toBe('SCHEDULE_FULL');
    sut.actor.send({ type: 'user.chooseDate', scheduleId: 92 });
    expect(value(sut)).toBe('confirmingRebooking');
    expect(sut.actor.getSnapshot().context.failure).toBeNull();
    sut.actor.send({ type: 'user.confirm' });
    sut.rebookings.current().deferred.reject(networkFailure);
    await flush();
    expect(sut.actor.getSnapshot().context.failure).toEqual(networkFailure);
    sut.actor.send({ type: 'user.retry' });
    expect(sut.actor.getSnapshot().context.failure).toBeNull();
    expect(value(sut)).toBe('rebooking');
  });

  it('a failed rebooking retries with the same number, and after it the booking is loaded again', async () => {
    const sut = await loaded(freeBooking);
    sut.actor.send({ type: 'user.rebook' });
    sut.actor.send({ type: 'user.chooseDate', scheduleId: 71 });
    sut.actor.send({ type: 'user.confirm' });
    sut.rebookings.current().deferred.reject(networkFailure);
    await flush();
    expect(value(sut)).toBe('rebookFailed');
    sut.actor.send({ type: 'user.retry' });
    expect(sut.rebookings.current().input.requestNumber).toBe(1);
    sut.rebookings.current().deferred.reject(networkFailure);
    await flush();
    sut.actor.send({ type: 'user.back' });
    expect(value(sut)).toBe('choosingDate');
    expect(sut.actor.getSnapshot().context.date).toBeNull();
    expect(sut.actor.getSnapshot().context.failure).toBeNull();
    sut.actor.send({ type: 'user.chooseDate', scheduleId: 71 });
    sut.actor.send({ type: 'user.confirm' });
    expect(sut.rebookings.current().input.requestNumber).toBe(2);
    sut.rebookings.current().deferred.resolve(sampleRebooking);
    await flush();
    expect(value(sut)).toBe('rebooked');
    expect(sut.actor.getSnapshot().context.rebooking).toEqual(sampleRebooking);
    sut.actor.send({ type: 'user.confirm' });
    expect(value(sut)).toBe('loading');
    expect(sut.bookings.current().input).toEqual({ positionId: BOOKING_SAMPLE_POSITION });
  });

  it('reads a thrown error without a status as a network failure', () => {
    expect(failureOf(new Error('Failed to fetch'))).toEqual({ status: null, code: null, message: 'Failed to fetch' });
    expect(failureOf('boom')).toEqual({ status: null, code: null, message: 'boom' });
    expect(failureOf(null)).toEqual({ status: null, code: null, message: 'null' });
    expect(failureOf({ status: 409 })).toEqual({ status: null, code: null, message: '[object Object]' });
    expect(failureOf(dateFilled)).toBe(dateFilled);
  });
});

describe('booking actor layer against the API', () => {
  it('loads and cancels through the routes; a retry after a failure (not retried by the client: 412) sends the same Idempotency-Key', async () => {
    const keys: (string | null)[] = [];
    const bodies: unknown[] = [];
    server.use(
      http.get(`/api/bookings/${BOOKING_SAMPLE_POSITION}`, () => HttpResponse.json(freeBooking)),
      http.post(`/api/bookings/${BOOKING_SAMPLE_POSITION}/cancellation`, async ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        bodies.push(await request.json());
        return keys.length === 1
          ? HttpResponse.json({ statusCode: 412, code: 'NOT_YET', message: 'busy' }, { status: 412 })
          : HttpResponse.json(sampleCancellation, { status: 201 });
      }),
    );
    let key = 0;
    const actor = createActor(bookingLogic(() => `key-${(key += 1)}-0123456789abcdef`), { input: { positionId: BOOKING_SAMPLE_POSITION, language: 'de' } }).start();
    await new Promise<void>((resolve) => actor.subscribe((snapshot) => snapshot.matches('booked') && resolve()));
    actor.send({ type: 'user.cancel' });
    actor.send({ type: 'user.confirm' });
    await new Promise<void>((resolve) => actor.subscribe((snapshot) => snapshot.matches('cancelFailed') && resolve()));
    expect(actor.getSnapshot().context.failure).toMatchObject({ status: 412, code: 'NOT_YET', message: 'busy' });
    actor.send({ type: 'user.retry' });
    await new Promise<void>((resolve) => actor.subscribe((snapshot) => snapshot.matches('cancelled') && resolve()));
    expect(keys).toEqual(['key-1-0123456789abcdef', 'key-1-0123456789abcdef']);
    expect(bodies).toEqual([
      { expectedFeeCents: 0, language: 'de' },
      { expectedFeeCents: 0, language: 'de' },
    ]);
  });

  it('reads FEE_CHANGED with the booking it brings: the new fee is shown to confirm again', async () => {
    server.use(
      http.get(`/api/bookings/${BOOKING_SAMPLE_POSITION}`, () => HttpResponse.json(freeBooking)),
      http.post(`/api/bookings/${BOOKING_SAMPLE_POSITION}/cancellation`, () =>
        HttpResponse.json({ statusCode: 409, code: 'FEE_CHANGED', message: 'new fee', booking: lateBooking }, { status: 409 }),
      ),
    );
    const actor = createActor(bookingLogic(), { input: { positionId: BOOKING_SAMPLE_POSITION, language: 'de' } }).start();
    await new Promise<void>((resolve) => actor.subscribe((snapshot) => snapshot.matches('booked') && resolve()));
    actor.send({ type: 'user.cancel' });
    actor.send({ type: 'user.confirm' });
    await new Promise<void>((resolve) => actor.subscribe((snapshot) => snapshot.matches('confirmingCancellation') && snapshot.context.failure !== null && resolve()));
    expect(actor.getSnapshot().context.booking).toEqual(lateBooking);
    expect(actor.getSnapshot().context.failure).toMatchObject({ status: 409, code: 'FEE_CHANGED', message: 'new fee' });
    // Another 409 carries no booking.
    expect(await bookingFailureOf(new Error('offline'))).toEqual({ status: null, code: null, message: 'offline' });
  });
});

describe('booking on its own', () => {
  it('fails each call at once, naming the actor layer that provides it', async () => {
    const calls = ['loadBooking', 'cancelBooking', 'rebookBooking'];
    expect(await unprovidedCalls(bookingMachine, calls)).toEqual(providedBy(calls, 'src/actors/booking.ts'));
  });
});
