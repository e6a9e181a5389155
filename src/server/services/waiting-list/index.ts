/**
 * The waiting list of a fully booked date: joining it (join.ts), offering freed seats in line with a
 * hold and giving them to the next when a hold runs out (offers.ts), the offer's link (offer-link.ts),
 * booking a held seat (hold.ts), and what the waiting person and the organizer see (views.ts).
 */
export { joinWaitingList, type WaitingListResult } from './join.ts';
export { expireOffer, offerFreedSeats, type OfferContext } from './offers.ts';
export { heldPlacesOn, offerHoldOf, recordOfferOrder, useOfferHold, type OfferHold } from './hold.ts';
export { WAITING_OFFER_PAGE } from './offer-link.ts';
export { customerWaitingPlaces, offerOfToken, organizerWaitingList } from './views.ts';
