/**
 * What the participants forms (PositionParticipants, SubstituteForm) need of a bought course position
 * and of the page they sit on: the buyer's "Meine Kurse" and the office manager's "Kanzlei" (issue 25
 * §6) pass their own position and their own route's save call.
 */
import type { CustomerOrderPosition } from '../../../shared/customer-area';
import type { ParticipantEntry, PositionParticipants } from '../../../shared/participants';

/** The buyer's CustomerOrderPosition or a firm's order position (FirmOrderPosition) both fit. */
export type ParticipantsPosition = Pick<
  CustomerOrderPosition,
  'positionId' | 'name' | 'seats' | 'participants' | 'participantsClosedOn' | 'substitutionClosedOn' | 'withdrawnAt'
>;

/** The API call that saves the seats (PUT …/positions/{positionId}/participants of the page's route). */
export type SaveParticipants = (orderNumber: string, positionId: number, participants: ParticipantEntry[]) => Promise<PositionParticipants>;
