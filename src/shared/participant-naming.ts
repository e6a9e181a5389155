/**
 * The guest's naming link (issue 25 §1): a guest has no account and keeps no order token once the
 * checkout tab is closed, so the placing mail (when places are still unnamed) and the missing-names
 * reminder carry `/teilnehmende-benennen#token=…`, a signed link to name the order's participants
 * later. It is reusable and works until the last day a substitute can still be named for the order's
 * latest course date (the day before it starts). The token is in the fragment, so no request line, log
 * or Referer holds it; the page sends it in the X-Naming-Link header.
 *
 * Calls (server: routes/participant-naming, services/participants/naming-link.ts):
 * - GET /api/participant-naming/order → NamingLinkOrder: the course positions with their seats.
 * - PUT /api/participant-naming/positions/{positionId}/participants, body NameParticipantsRequest →
 *   PositionParticipants, with the same rules and refusals as naming in "Meine Kurse" (409
 *   NAMING_CLOSED, SUBSTITUTION_CLOSED, …).
 * - Refusals of the link itself: 403 NAMING_LINK_INVALID (malformed, forged, not a guest order), 410
 *   NAMING_LINK_EXPIRED.
 */
import type { CustomerOrderPosition } from './customer-area';
import type { OrderStatus } from './order';
import type { SeatParticipant } from './participants';

export const NAMING_LINK_PATH = '/teilnehmende-benennen';
/** The request header carrying the link's token. */
export const NAMING_LINK_HEADER = 'x-naming-link';

/** A course position of the order, in the shape of "Meine Kurse" (CustomerOrderPosition) where it overlaps. */
export interface NamingLinkPosition
  extends Pick<CustomerOrderPosition, 'positionId' | 'name' | 'organizer' | 'courseType' | 'startDate' | 'endDate' | 'city'> {
  seats: number;
  participants: SeatParticipant[];
  /** The day naming closes (from then on only a substitute for a named seat); null without a date. */
  participantsClosedOn: string | null;
  /** The day substituting closes: the start day; null without a date. */
  substitutionClosedOn: string | null;
  /** ISO timestamp when the position was withdrawn; null when it stands. */
  withdrawnAt: string | null;
}

/** GET /api/participant-naming/order answer. */
export interface NamingLinkOrder {
  orderNumber: string;
  status: OrderStatus;
  positions: NamingLinkPosition[];
}

/** Why a naming link did not work. */
export type NamingLinkError = 'NAMING_LINK_INVALID' | 'NAMING_LINK_EXPIRED';
