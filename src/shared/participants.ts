/**
 * Named participants per seat (issue 25 §1): a course position books `seats` places, and each seat
 * names the person who takes part — first and last name, e-mail, optionally the bar chamber
 * (GET /api/chambers) and the member number there. Buyer and participant are different people: the
 * order belongs to the buyer (often a firm), a seat to a participant; certificates, access links and
 * § 15 FAO hours follow the participant.
 *
 * Calls (the server's schemas: src/server/schemas/participants.ts):
 * - at checkout: GET/PUT /api/order/participants (customer), GET/PUT /api/guest-order/participants
 *   (X-Order). Placing the order copies the named seats into the order; unnamed seats stay unnamed.
 * - later: PUT /api/customer/orders/{orderNumber}/positions/{positionId}/participants (the buyer's
 *   own order), PUT /api/guest-order/{id}/positions/{positionId}/participants (X-Order) and PUT
 *   /api/participant-naming/positions/{positionId}/participants (the guest's naming link,
 *   src/shared/participant-naming.ts), until
 *   PARTICIPANT_NAMING_CLOSES_DAYS_BEFORE days before the date starts (409 NAMING_CLOSED); from then
 *   until the start only a substitute for a named seat (issue 25 §6), from the start day on nothing
 *   (409 SUBSTITUTION_CLOSED).
 * - GET /api/customer/bookings: the dates the signed-in account's e-mail takes part in, whoever
 *   booked them, with only that participant's own data.
 */

import type { Chamber } from './types';
import type { PositionCertificates } from './certificates';

/** A person named for a seat. */
export interface ParticipantInput {
  firstName: string;
  lastName: string;
  email: string;
  /** The bar chamber (GET /api/chambers); null or absent: none given. */
  chamberId?: number | null;
  /** The member number at that chamber. */
  memberNumber?: string | null;
}

/** "Ich nehme selbst teil": the seat is the buyer's; the server copies the buyer's name and e-mail. */
export interface SelfParticipant {
  self: true;
}

/** One seat of a request: a person, the buyer, or null (not named yet). */
export type ParticipantEntry = ParticipantInput | SelfParticipant | null;

/** The participants of one position, in seat order (at most `seats` entries; missing ones are not named). */
export interface PositionParticipantsInput {
  positionId: number;
  participants: ParticipantEntry[];
}

/** PUT /api/order/participants, PUT /api/guest-order/participants body. */
export interface ParticipantsRequest {
  positions: PositionParticipantsInput[];
}

/** PUT …/positions/{positionId}/participants body (naming after the order). */
export interface NameParticipantsRequest {
  participants: ParticipantEntry[];
}

/** A named participant as stored. */
export interface Participant {
  firstName: string;
  lastName: string;
  email: string;
  chamberId: number | null;
  memberNumber: string | null;
  /** Named with "Ich nehme selbst teil" (the buyer's name and e-mail). */
  self: boolean;
}

/** One seat: its number (1 .. seats) and who takes it (null: not named yet). */
export interface SeatParticipant {
  seat: number;
  participant: Participant | null;
}

/** The seats of one course position with their participants. */
export interface PositionParticipants {
  positionId: number;
  scheduleId: number;
  seats: number;
  participants: SeatParticipant[];
}

/** A course position of a checkout with its seats: which course and date, for the participants step to name. */
export interface CheckoutPositionParticipants extends PositionParticipants {
  /** The course's name (in the language of the call). */
  name: string;
  schedule: { startDate: string; endDate: string; city: string | null } | null;
}

/** GET/PUT /api/order/participants, /api/guest-order/participants answer: every course position of the checkout. */
export interface CheckoutParticipants {
  positions: CheckoutPositionParticipants[];
}

/** GET /api/customer/bookings: one date the account takes part in, with only the participant's own data. */
export interface ParticipantBooking {
  courseId: number;
  scheduleId: number;
  name: string;
  organizer: string;
  courseType: 'SELF' | 'ONLINE' | 'PRESENT' | null;
  schedule: { startDate: string; endDate: string; city: string | null };
  seat: number;
  participant: Participant;
  /** Online dates: the personal access link (/zugang#…) once it has been mailed, else null (src/shared/access-links.ts). */
  accessLink: string | null;
  /** This seat's participant row (the id of the certificate download). */
  participantId: number;
  /** What the organizer's staff recorded: null until they did (src/shared/attendance.ts). */
  present: boolean | null;
  /**
   * The participant's own certificate (GET /api/customer/bookings/{participantId}/certificate), once
   * it exists: marked present (self-study: the learning-success check passed); null before — until
   * then the booking confirmation is what there is.
   */
  certificateUrl: string | null;
  /**
   * A date of several days: its modules (course days), each one's certificate in the participant's
   * name (…/module/{moduleId}/certificate) once they were marked present and its day has come.
   */
  modules: PositionCertificates['modules'];
  /** The id of the participant's own public attendance confirmation (/bescheinigung/{id}), once their certificate exists. */
  attendanceUrlId: string | null;
}

export interface ParticipantBookings {
  bookings: ParticipantBooking[];
  /**
   * Whether the account's address is verified (src/shared/email-verification.ts). Until it is, no
   * booking is listed — whoever registers with somebody else's address sees nothing of theirs — and
   * the page says why and offers the mail again (POST /api/customer/email-verification/mail).
   */
  emailVerified: boolean;
}

/** Error codes of the participant calls. */
export type ParticipantErrorCode =
  | 'EMAIL_INVALID' // 422, field …participants.N.email
  | 'PARTICIPANT_TWICE' // 422 within one request, 409 against a booking of the same date; `email` names the address
  | 'SELF_TWICE' // 422: "Ich nehme selbst teil" for two seats of one position
  | 'TOO_MANY_PARTICIPANTS' // 422: more entries than the position has seats
  | 'CHAMBER_UNKNOWN' // 422
  | 'NOT_A_COURSE' // 422: a package has no participants
  | 'NAMING_CLOSED' // 409: within PARTICIPANT_NAMING_CLOSES_DAYS_BEFORE days of the start, more than a substitution; `startDate`, `closedOn`, `substitutionClosedOn`
  | 'SUBSTITUTION_CLOSED' // 409: the date has started (from its start day on); `startDate`, `closedOn`
  | 'POSITION_WITHDRAWN' // 409
  | 'PARTICIPANTS_EXCEED_SEATS'; // 409 at placing: a seat beyond the position's seats is named

/** The default of PARTICIPANT_NAMING_CLOSES_DAYS_BEFORE. */
export const PARTICIPANT_NAMING_CLOSES_DAYS_BEFORE = 2;

/**
 * What the order flows' participants step shows (machines/customerOrder.machine.ts,
 * machines/guestOrder.machine.ts): the seats of every course position of the checkout and, for a
 * firm's office manager, the firm's members to fill a seat with ("Mitglieder der Kanzlei"; empty for
 * everybody else and for guests).
 */
export interface ParticipantsStepData {
  participants: CheckoutParticipants;
  members: ParticipantCandidate[];
  /** GET /api/chambers: the bar chambers a participant may name. */
  chambers: Chamber[];
}

/** A person the participants step offers to fill a seat with (a firm member). */
export interface ParticipantCandidate {
  firstName: string;
  lastName: string;
  email: string;
}
