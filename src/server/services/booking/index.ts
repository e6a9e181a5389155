/**
 * A booking after the order (issue 27): its view with what cancelling or rebooking costs today, and
 * cancelling under the AGB's § 4 schedule. Used by routes/booking/.
 */
export { cancelBooking, type CancelContext, type Cancelled } from './cancel.ts';
export { bookingView } from './view.ts';
