/** The 409 answers of the booking rules, with a message a caller can act on. */
import type { BookingRefusal } from '../../../shared/booking.ts';
import { HttpError } from '../../errors.ts';

const MESSAGES: Record<BookingRefusal, string> = {
  COURSE_STARTED: 'The course has begun: it can no longer be cancelled or rebooked',
  NOT_BOOKED: 'This booking was cancelled or withdrawn: there is nothing left to change',
  NOT_DATED: 'Only a dated course can be cancelled or rebooked (self-study: AGB § 4; distance learning: terminate under § 7)',
  ALREADY_REBOOKED: 'This booking was rebooked before: a booking can be rebooked once',
  NO_OTHER_DATE: 'The course has no other date to rebook to',
  REBOOK_PERIOD_OVER: 'Rebooking is free only until four weeks before the start (per organizer); now the booking can only be cancelled under the AGB',
};

export const bookingRefused = (refusal: BookingRefusal) => new HttpError(409, refusal, MESSAGES[refusal]);
