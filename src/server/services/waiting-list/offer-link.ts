/**
 * The link of a waiting-list offer: a signed token (services/signed-link.ts) for ONE waiting-list entry
 * that expires with the offer's hold. Whoever holds it may book the held seats; an altered or forged
 * token is 403 OFFER_TOKEN_INVALID, one past its hold 410 OFFER_EXPIRED.
 */
import type { Queryable } from '../../db/database.ts';
import { WAITING_OFFER_PATH } from '../../../shared/booking.ts';
import { HttpError } from '../../errors.ts';
import { SignedLinkError, signLink, verifyLink } from '../signed-link.ts';

export const WAITING_OFFER_PURPOSE = 'waiting-offer';
/** The SPA page the offer mail links to (the token in the fragment: it never reaches a server log). */
export const WAITING_OFFER_PAGE = WAITING_OFFER_PATH;

export const offerExpired = () => new HttpError(410, 'OFFER_EXPIRED', 'This offer has run out or was used: the seat is no longer held for you');

/** The offer page's path with the signed token (the same token for the same hold). */
export async function offerPath(tx: Queryable, entryId: number, holdUntil: Date): Promise<string> {
  const token = await signLink(tx, { purpose: WAITING_OFFER_PURPOSE, orderId: entryId, expiresAt: holdUntil });
  return `${WAITING_OFFER_PAGE}#token=${token}`;
}

export const offerUrl = async (tx: Queryable, entryId: number, holdUntil: Date, publicUrl: string) =>
  `${publicUrl}${await offerPath(tx, entryId, holdUntil)}`;

/** The waiting-list entry a genuine, unexpired offer token names. */
export async function entryOfOfferToken(db: Queryable, token: string, now: Date): Promise<number> {
  try {
    return (await verifyLink(db, token, WAITING_OFFER_PURPOSE, now)).orderId;
  } catch (error) {
    if (error instanceof SignedLinkError && error.reason === 'expired') throw offerExpired();
    if (error instanceof SignedLinkError) throw new HttpError(403, 'OFFER_TOKEN_INVALID', 'This offer link is not valid');
    throw error;
  }
}
