/**
 * What a booking's flow does in the browser (machines/booking.machine.ts): the calls of
 * src/api/booking.ts, the failures read into the machine's BookingFailure (FEE_CHANGED brings the
 * booking as it is now), and one Idempotency-Key per request number — a retry of the same request
 * sends the same key, a new confirmation a new one. The keys live as long as the panel's flow.
 */
import { fromPromise } from 'xstate';
import { bookingMachine, type BookingFailure, type CancellationCall, type RebookingCall } from '../../machines/booking.machine';
import * as api from '../api/booking';
import { failingAs, readCallFailure } from '../lib/call-failure';
import type { BookingView, CancellationReceipt, RebookingReceipt } from '../shared/booking';

/** The failure of a call as the machine reads it; an aborted call stays an abort. */
export async function bookingFailureOf(error: unknown): Promise<BookingFailure> {
  const { status, code, message, body } = await readCallFailure(error);
  const booking = code === 'FEE_CHANGED' && typeof body.booking === 'object' && body.booking !== null ? (body.booking as BookingView) : undefined;
  return { status, code, message, ...(booking ? { booking } : {}) };
}

const call = failingAs(bookingFailureOf);

/**
 * The machine with its effects; a panel creates one per booking (its own Idempotency-Keys). A guest's
 * panel names the order token of the completed order (`orderToken`); a customer's calls carry the
 * bearer token.
 */
export function bookingLogic(newKey: () => string = () => crypto.randomUUID(), orderToken?: string) {
  const keys = new Map<number, string>();
  const keyOf = (requestNumber: number) => {
    let key = keys.get(requestNumber);
    if (!key) {
      key = newKey();
      keys.set(requestNumber, key);
    }
    return key;
  };
  return bookingMachine.provide({
    actors: {
      loadBooking: fromPromise<BookingView, { positionId: number }>(({ input, signal }) => call(() => api.getBooking(input.positionId, { orderToken, signal }))),
      cancelBooking: fromPromise<CancellationReceipt, CancellationCall>(({ input, signal }) =>
        call(() =>
          api.cancelBooking(
            input.positionId,
            { expectedFeeCents: input.expectedFeeCents, language: input.language },
            keyOf(input.requestNumber),
            { orderToken, signal },
          ),
        ),
      ),
      rebookBooking: fromPromise<RebookingReceipt, RebookingCall>(({ input, signal }) =>
        call(() =>
          api.rebookBooking(
            input.positionId,
            { scheduleId: input.scheduleId, expectedChargeCents: input.expectedChargeCents, language: input.language },
            keyOf(input.requestNumber),
            { orderToken, signal },
          ),
        ),
      ),
    },
    actions: {
      reportError: (_, { error }) => console.warn('booking call failed', error),
    },
  });
}

export type BookingLogic = ReturnType<typeof bookingLogic>;
