/**
 * The firm account's calls (issue 25 §7; contract in src/shared/firm.ts). All but the invitation
 * preview carry the bearer token (src/lib/http.ts). Refusals (403, 404, 409, 410, 422) are the
 * caller's to show with their code, so the app stays on its page (handlingNotFound).
 */
import type { Options } from 'ky';
import { handlingNotFound, http } from '../lib/http';
import type {
  FirmBookings, FirmHours, FirmInvitation, FirmMember, FirmMembers, FirmMembership, FirmOrders, FirmRole, InvitationPreview, NewFirm,
} from '../shared/firm';
import type { ParticipantEntry, PositionParticipants } from '../shared/participants';

export function getFirm(options: Options = {}): Promise<FirmMembership> {
  return http.get('firm', options).json<FirmMembership>();
}

export function createFirm(firm: NewFirm): Promise<FirmMembership> {
  return http.post('firm', { json: firm }).json<FirmMembership>();
}

export function leaveFirm(): Promise<FirmMembership> {
  return http.post('firm/leave', handlingNotFound()).json<FirmMembership>();
}

export function getFirmMembers(options: Options = {}): Promise<FirmMembers> {
  return http.get('firm/members', handlingNotFound(options)).json<FirmMembers>();
}

export function changeMemberRole(accountId: number, role: FirmRole): Promise<FirmMember> {
  return http.patch(`firm/members/${accountId}`, handlingNotFound({ json: { role } })).json<FirmMember>();
}

export async function removeMember(accountId: number): Promise<void> {
  await http.delete(`firm/members/${accountId}`, handlingNotFound());
}

export function inviteColleague(email: string): Promise<FirmInvitation> {
  return http.post('firm/invitations', handlingNotFound({ json: { email } })).json<FirmInvitation>();
}

export async function withdrawInvitation(id: number): Promise<void> {
  await http.delete(`firm/invitations/${id}`, handlingNotFound());
}

export function previewInvitation(token: string): Promise<InvitationPreview> {
  return http.post('firm/invitation/preview', handlingNotFound({ json: { token } })).json<InvitationPreview>();
}

export function acceptInvitation(token: string): Promise<FirmMembership> {
  return http.post('firm/invitation/accept', handlingNotFound({ json: { token } })).json<FirmMembership>();
}

export function getFirmBookings(options: Options = {}): Promise<FirmBookings> {
  return http.get('firm/bookings', handlingNotFound(options)).json<FirmBookings>();
}

export function getFirmOrders(options: Options = {}): Promise<FirmOrders> {
  return http.get('firm/orders', handlingNotFound(options)).json<FirmOrders>();
}

/**
 * PUT /api/firm/orders/{orderNumber}/positions/{positionId}/participants: the office manager names or
 * replaces the participants of a member's order (the buyer's nameParticipants, on the firm's route).
 */
export function nameFirmParticipants(orderNumber: string, positionId: number, participants: ParticipantEntry[]): Promise<PositionParticipants> {
  const path = `firm/orders/${encodeURIComponent(orderNumber)}/positions/${positionId}/participants`;
  return http.put(path, handlingNotFound({ json: { participants } })).json<PositionParticipants>();
}

export function getFirmHours(year: number, options: Options = {}): Promise<FirmHours> {
  return http.get(`firm/hours/${year}`, handlingNotFound(options)).json<FirmHours>();
}

/** An invoice or certificate of the firm by the URL the server gave ('/api/firm/…'). */
export function getFirmPdf(url: string): Promise<Blob> {
  return http.get(url.replace(/^\/api\//, ''), handlingNotFound()).blob();
}
