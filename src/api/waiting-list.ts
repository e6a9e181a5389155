/** The waiting list's calls (issue 27 §4; contract: src/shared/booking.ts). */
import { isHTTPError } from 'ky';
import { http, withoutAuth } from '../lib/http';
import type { WaitingListOffer, WaitingListPlace } from '../shared/booking';

/** Why an offer's link shows no offer: forged (403) or past its hold (410). */
export type OfferLinkProblem = 'INVALID' | 'EXPIRED';

/** GET /api/waiting-list/offers/{token}: the offer, or why the link shows none (other failures throw). */
export async function getWaitingOffer(token: string, signal?: AbortSignal): Promise<WaitingListOffer | OfferLinkProblem> {
  try {
    return await http.get(`waiting-list/offers/${encodeURIComponent(token)}`, withoutAuth({ signal })).json<WaitingListOffer>();
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 403) return 'INVALID';
    if (isHTTPError(error) && error.response.status === 410) return 'EXPIRED';
    throw error;
  }
}

/** GET /api/customer/waiting-list: the signed-in customer's places on waiting lists. */
export function getWaitingPlaces(signal?: AbortSignal): Promise<WaitingListPlace[]> {
  return http.get('customer/waiting-list', { signal }).json<WaitingListPlace[]>();
}
