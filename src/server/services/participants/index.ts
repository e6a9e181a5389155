/**
 * Participants (services/participants/, issue 25 §1): who takes each seat of an order position — the
 * naming rules, the order_participant table, naming after the order and a participant's own
 * bookings. Used by the order area (checkout and placing), the customer area, the guest-order routes
 * and the withdrawal (a withdrawn seat is given back). Imports no other area but order-store, and the
 * certificates' rule of when a participant's certificate exists (bookings.ts).
 */
export { participantBookings } from './bookings.ts';
export { namesReminderDueAt, sendNamesReminder, type NamesReminderSettings } from './names-reminder.ts';
export { bookedByOf, calendarUid, queueParticipantMails, queuePassedOnMails } from './mail.ts';
export { NAMING_LINK_PURPOSE, namingLinkExpiry, namingLinkFor, namingLinkOrder, orderOfNamingLink, type NamingLink } from './naming-link.ts';
export { nameParticipantsLater, namingClosesOn, positionParticipants, substitutionClosesOn, type OrderReference } from './later.ts';
export { bookedTwice, checkEntries, emailKey, trimUnnamed, type EntryInput, type SelfSource } from './rules.ts';
export { insertParticipant, refuseBookedElsewhere, releaseParticipants, seatList, seatsOfPositions } from './store.ts';
