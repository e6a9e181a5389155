/**
 * What the participants forms (PositionParticipants, SubstituteForm) need of a bought course position
 * and of the page they sit on: "Meine Kurse", the office manager's "Kanzlei" (issue 25 §6) and a
 * guest's naming link each pass their own position and their own route's save call. A file of its
 * own, so the two forms share it without importing each other.
 */
import type { CustomerOrderPosition } from '../../../shared/customer-area';
import type { ParticipantEntry, PositionParticipants } from '../../../shared/participants';

/** What the seats need of a position: "Meine Kurse" hands in a CustomerOrderPosition, the other pages their own shape. */
export type SeatsPosition = Pick<
  CustomerOrderPosition,
  'positionId' | 'name' | 'seats' | 'participants' | 'participantsClosedOn' | 'substitutionClosedOn' | 'withdrawnAt'
>;

/** Stores the wanted people of a position's seats (the server's answer: the seats as stored). */
export type SaveParticipants = (positionId: number, participants: ParticipantEntry[]) => Promise<PositionParticipants>;
