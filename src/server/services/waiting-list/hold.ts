/**
 * Booking a held seat. The offer's link page stores the offer's token in the browser, and the SPA
 * sends it as X-Waiting-Offer with the cart and checkout calls (src/lib/http.ts). For the person
 * holding it, the seats held for their offer count as free: the cart takes the date, the summary
 * prices it, and placing the order turns the hold into their booking — in bookSeats (order/place.ts),
 * under the date's row lock, so an expiring hold (offers.ts, which locks the date first too) and the
 * order cannot both have the seats. A token that is forged, expired or for an offer no longer open is
 * simply no hold: the date is as full as for anybody else.
 */
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { entryOfOfferToken } from './offer-link.ts';

export interface OfferHold {
  entryId: number;
  scheduleId: number;
  places: number;
}

/** The open offer the X-Waiting-Offer token names, or undefined. */
export async function offerHoldOf(db: Queryable, token: string | undefined, now: Date): Promise<OfferHold | undefined> {
  if (!token) return undefined;
  let entryId: number;
  try {
    entryId = await entryOfOfferToken(db, token, now);
  } catch (error) {
    if (error instanceof HttpError) return undefined;
    throw error;
  }
  const [row] = await db.query<OfferHold>(
    `select id::int as "entryId", schedule_id as "scheduleId", places from waiting_list_request where id = $1 and status = 'OFFERED'`,
    [entryId],
  );
  return row;
}

/** The places of `scheduleId` that count as free for the holder of `hold`. */
export const heldPlacesOn = (hold: OfferHold | undefined, scheduleId: number) => (hold && hold.scheduleId === scheduleId ? hold.places : 0);

/**
 * In the placing transaction, with the date's row locked: marks the offer used and answers the places
 * it held (0 when it is no longer open — it expired meanwhile, and the seats are anybody's again).
 */
export async function useOfferHold(tx: Queryable, hold: OfferHold | undefined, scheduleId: number): Promise<number> {
  if (!hold || hold.scheduleId !== scheduleId) return 0;
  const rows = await tx.query<{ places: number }>(
    `update waiting_list_request set status = 'BOOKED' where id = $1 and schedule_id = $2 and status = 'OFFERED' returning places`,
    [hold.entryId, scheduleId],
  );
  return rows[0]?.places ?? 0;
}

/** After the order is written: which order used the offer. */
export async function recordOfferOrder(tx: Queryable, hold: OfferHold | undefined, orderId: number): Promise<void> {
  if (hold) await tx.query(`update waiting_list_request set order_id = $2 where id = $1 and status = 'BOOKED' and order_id is null`, [hold.entryId, orderId]);
}
