/**
 * A booking's calls after the order (issue 27; contract in src/shared/booking.ts) through the one ky
 * instance: the customer's bearer token goes with them, and a guest's order token (X-Order) when the
 * guest order page holds one (src/lib/http.ts). A 404 is the flow's answer (someone else's booking),
 * not a missing page. Changes carry an Idempotency-Key: a retry with the same key is answered with
 * the first receipt, so a booking is never cancelled or rebooked twice.
 */
import type { Options } from 'ky';
import { handlingNotFound, http, withIdempotencyKey } from '../lib/http';
import type {
  BookingView, CancellationReceipt, CancellationRequest, RebookingReceipt, RebookingRequest,
} from '../shared/booking';

/** Who asks: a guest names the order token of a completed order (the running checkout's goes by itself). */
export interface BookingCaller {
  orderToken?: string;
  signal?: AbortSignal;
}

const asCaller = ({ orderToken, signal }: BookingCaller): Options => ({ signal, ...(orderToken ? { headers: { 'X-Order': orderToken } } : {}) });

/** GET /api/bookings/:positionId: the booking with what cancelling or rebooking costs today. */
export function getBooking(positionId: number, caller: BookingCaller = {}): Promise<BookingView> {
  return http.get(`bookings/${positionId}`, handlingNotFound(asCaller(caller))).json<BookingView>();
}

/** POST /api/bookings/:positionId/cancellation with the fee shown and the Idempotency-Key of this request. */
export function cancelBooking(positionId: number, request: CancellationRequest, key: string, caller: BookingCaller = {}): Promise<CancellationReceipt> {
  return http
    .post(`bookings/${positionId}/cancellation`, handlingNotFound(withIdempotencyKey(key, { ...asCaller(caller), json: request })))
    .json<CancellationReceipt>();
}

/** POST /api/bookings/:positionId/rebooking with the chosen date and the Idempotency-Key of this request. */
export function rebookBooking(positionId: number, request: RebookingRequest, key: string, caller: BookingCaller = {}): Promise<RebookingReceipt> {
  return http
    .post(`bookings/${positionId}/rebooking`, handlingNotFound(withIdempotencyKey(key, { ...asCaller(caller), json: request })))
    .json<RebookingReceipt>();
}
