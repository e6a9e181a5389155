/**
 * The firm account "Kanzlei" (issue 25 §7): the contract between the server's /api/firm calls
 * (routes/firm/, rules in services/firm/) and the SPA (the customer area's section "Kanzlei" and the
 * checkout's participants step).
 *
 * Roles: an office manager ("Büroleitung") books for any member and sees the firm's members, their
 * bookings, the firm's orders with invoices and certificates, and every member's § 15 FAO hours; a
 * member sees only their own data (in the rest of the customer area) and here the firm's name and
 * their role. An account belongs to at most one firm.
 *
 * The firm's orders: those its members placed while they were members (migration 025-firms.sql).
 *
 * The invitation mail links `${FIRM_INVITATION_PATH}#token=…` (the token in the fragment: no server
 * log holds it). The page reads the invitation (POST /api/firm/invitation/preview, no sign-in) and
 * accepts it signed in with that very, verified address (POST /api/firm/invitation/accept).
 */
import type { TrainingState } from './customer-area';
import type { OrderStatus } from './order';
import type { ParticipantBooking, SeatParticipant } from './participants';

export const FIRM_INVITATION_PATH = '/kanzlei-einladung';
/** How long an invitation's link works. */
export const FIRM_INVITATION_DAYS = 14;
export const FIRM_NAME_MAX = 120;

export type FirmRole = 'OFFICE_MANAGER' | 'MEMBER';

export interface FirmData {
  name: string;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-3 (as BuyerData.country). */
  country: string | null;
  /** The VAT id for invoices (as BuyerData.taxNumber). */
  taxNumber: string | null;
}

/** POST /api/firm body: the name; address and VAT id optional (omitted = null). */
export type NewFirm = Pick<FirmData, 'name'> & Partial<Omit<FirmData, 'name'>>;

export interface Firm extends FirmData {
  id: number;
}

/** GET /api/firm: the signed-in account's firm and role; both null when it belongs to none. */
export interface FirmMembership {
  firm: Firm | null;
  role: FirmRole | null;
}

/**
 * A member as GET /api/firm/members lists it (office managers only): what the checkout's participants
 * step needs to fill a seat with "Mitglieder der Kanzlei" — first and last name and e-mail — plus the
 * role and since when.
 */
export interface FirmMember {
  /** The member's account id (PATCH / DELETE /api/firm/members/{accountId}). */
  accountId: number;
  firstName: string;
  lastName: string;
  email: string;
  role: FirmRole;
  /** ISO timestamp. */
  joinedAt: string;
}

/** GET /api/firm/members. */
export interface FirmMembers {
  members: FirmMember[];
  invitations: FirmInvitation[];
}

/** An open invitation (office managers see them; DELETE /api/firm/invitations/{id} withdraws one). */
export interface FirmInvitation {
  id: number;
  email: string;
  /** ISO timestamps. */
  createdAt: string;
  expiresAt: string;
}

/** POST /api/firm/invitations body. */
export interface InviteRequest {
  email: string;
}

/** POST /api/firm/invitation/preview answer: what the invitation page shows before accepting. */
export interface InvitationPreview {
  firmName: string;
  email: string;
  /** An account with this address exists: sign in with it; else register with it first. */
  accountExists: boolean;
}

/** PATCH /api/firm/members/{accountId} body. */
export interface RoleRequest {
  role: FirmRole;
}

/**
 * GET /api/firm/bookings: the dates each member takes part in (by their verified e-mail), whoever
 * booked. A booking's certificateUrl is the firm's route to the member's own certificate
 * (GET /api/firm/certificates/{participantId}), null until the member was marked present; no access links.
 */
export interface FirmBookings {
  members: { accountId: number; firstName: string; lastName: string; bookings: ParticipantBooking[] }[];
}

/**
 * One position of a firm's order. Its certificates are its participants' (made out to whoever was
 * marked present): a member's is linked from their booking (FirmBookings, GET /api/firm/certificates/{participantId}).
 */
export interface FirmOrderPosition {
  positionId: number;
  kind: 'COURSE' | 'PACKAGE';
  name: string;
  startDate: string | null;
  endDate: string | null;
  seats: number;
  /** Who takes its seats now (first and last name, in seat order; seats not named yet are left out). */
  participantNames: string[];
  /** ISO timestamp: when the position was withdrawn; null while it stands. */
  withdrawnAt: string | null;
  /** A course position's seats with their participants (null: not named yet); absent for packages. */
  participants?: SeatParticipant[];
  /** With participants: the day naming closes (as CustomerOrderPosition.participantsClosedOn); null without a date. */
  participantsClosedOn?: string | null;
  /** With participants: the day substituting closes — the start day (as CustomerOrderPosition.substitutionClosedOn). */
  substitutionClosedOn?: string | null;
}

/** GET /api/firm/orders: the firm's orders, newest first. */
export interface FirmOrder {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  placedAt: string;
  grossValue: number;
  /** The member who placed it. */
  buyer: { accountId: number; firstName: string; lastName: string };
  /**
   * Whether the office manager may name or replace its participants (PUT
   * /api/firm/orders/{orderNumber}/positions/{positionId}/participants): its buyer is still a member.
   */
  participantsChangeable: boolean;
  invoiceNumber: string | null;
  /** GET /api/firm/invoices/{invoiceId}; null until the order is confirmed. */
  invoiceUrl: string | null;
  positions: FirmOrderPosition[];
}

export interface FirmOrders {
  orders: FirmOrder[];
}

/** GET /api/firm/hours/{year}: every member's § 15 FAO state of the year (the rules of "Mein Status"). */
export interface FirmHours {
  year: number;
  members: { accountId: number; firstName: string; lastName: string; state: TrainingState }[];
}

export type FirmErrorCode =
  | 'NOT_IN_FIRM'
  | 'NOT_OFFICE_MANAGER'
  | 'ALREADY_IN_FIRM'
  | 'ALREADY_MEMBER'
  | 'LAST_OFFICE_MANAGER'
  | 'INVITATION_INVALID'
  | 'INVITATION_EXPIRED'
  | 'INVITATION_OTHER_EMAIL'
  | 'EMAIL_NOT_VERIFIED'
  | 'EMAIL_INVALID';
