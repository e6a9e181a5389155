/**
 * The firm account "Kanzlei" (services/firm/, issue 25 §7): the firm and its members, invitations by
 * e-mail, and what the office manager sees (members' bookings, the firm's orders with invoices and
 * certificates, every member's § 15 FAO hours). Contract: src/shared/firm.ts; tables: 025-firms.sql.
 * Imports the participants, certificates, invoice and customer-area services; none of them imports this one
 * (services/data-rights/ does: deleting an account ends its membership).
 */
export { createFirm, firmMembership } from './firm.ts';
export { acceptInvitation, invite, previewInvitation, withdrawInvitation } from './invitations.ts';
export { changeRole, endOwnMembership, firmMembers, isLastOfficeManager, leaveFirm, removeMember } from './members.ts';
export { nameParticipantsForFirm } from './participants.ts';
export { firmBookings, firmCertificate, firmHours, firmInvoice, firmOrders } from './views.ts';
