/**
 * A booking after the order (issue 27): its view with what cancelling or rebooking costs today,
 * cancelling under the AGB's § 4 schedule, and rebooking to another date once. Used by routes/booking/.
 */
export { cancelBooking, type CancelContext, type Cancelled } from './cancel.ts';
export { rebookBooking, type Rebooked } from './rebook.ts';
export { bookingView } from './view.ts';
