/**
 * The guest's naming link (issue 25 §1; contract src/shared/participant-naming.ts) through the one ky
 * instance. The link's token is the only credential: it goes in the X-Naming-Link header, no bearer
 * token (withoutAuth), and a 404 (a position not of the order) is the page's answer, not a missing
 * page (handlingNotFound).
 */
import { handlingNotFound, http, withoutAuth } from '../lib/http';
import { NAMING_LINK_HEADER, type NamingLinkOrder } from '../shared/participant-naming';
import type { ParticipantEntry, PositionParticipants } from '../shared/participants';

const withLink = (token: string) => ({ [NAMING_LINK_HEADER]: token });

/** GET /api/participant-naming/order: the course positions of the link's order with their seats. */
export function getNamingLinkOrder(token: string, signal?: AbortSignal): Promise<NamingLinkOrder> {
  return http.get('participant-naming/order', withoutAuth(handlingNotFound({ headers: withLink(token), signal }))).json<NamingLinkOrder>();
}

/** PUT /api/participant-naming/positions/{positionId}/participants: the wanted people of the position's seats. */
export function nameParticipantsWithLink(token: string, positionId: number, participants: ParticipantEntry[]): Promise<PositionParticipants> {
  return http
    .put(`participant-naming/positions/${positionId}/participants`, withoutAuth(handlingNotFound({ headers: withLink(token), json: { participants } })))
    .json<PositionParticipants>();
}
