/**
 * X-Waiting-Offer: the token of a waiting-list offer the browser holds (its link page stored it). The
 * cart and checkout calls read it, so the seats held for that offer count as free for this buyer
 * (services/waiting-list/hold.ts). A missing, forged or spent token is no hold: the date is as full as
 * for anybody else — never an error, so a stale token cannot break a checkout.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { offerHoldOf, type OfferHold } from '../services/waiting-list/index.ts';

export const WAITING_OFFER_HEADER = 'x-waiting-offer';

export function offerHoldFor(app: FastifyInstance, request: FastifyRequest): Promise<OfferHold | undefined> {
  const token = request.headers[WAITING_OFFER_HEADER];
  return offerHoldOf(app.db, typeof token === 'string' && token.length <= 100 ? token : undefined, app.clock.now());
}
