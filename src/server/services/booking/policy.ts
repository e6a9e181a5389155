/**
 * The AGB's § 4 schedule as rules (pure): what cancelling or rebooking a dated course costs on a day.
 * Days are whole calendar days in Europe/Berlin from today to the course's first day: "bis 28 Tage vor
 * Kursbeginn kostenfrei" — free while at least `freeUntilDays` remain; "ab sieben Tagen vor Beginn den
 * vollen Preis" — the full price once `fullFromDays` or fewer remain; the partial percentage between.
 * On the first day and after, nothing can be cancelled or rebooked (COURSE_STARTED). A rebooking to
 * another date is free until `rebookFreeUntilDays` before; later the booking can only be cancelled.
 */
import type { BookingRefusal, CancellationPolicy, CancellationTerms } from '../../../shared/booking.ts';

const DAY_MS = 86_400_000;

/** yyyy-mm-dd ± days (calendar arithmetic in UTC, so no daylight-saving shift moves a day). */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `today` to `day` (negative when past). */
export const daysUntil = (today: string, day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

/** The percentage of the price a cancellation `daysBefore` the first day costs. */
export function feePercentAt(policy: CancellationPolicy, daysBefore: number): number {
  if (daysBefore >= policy.freeUntilDays) return 0;
  if (daysBefore <= policy.fullFromDays) return 100;
  return policy.partialPercent;
}

/** A percentage of a price in cents, rounded half up to the cent. */
export const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);

/**
 * The terms of cancelling a booking of `grossCents` whose first day is `startDate`, on `today`.
 * `refusal`: a reason the booking cannot be changed whatever the day (not booked, not dated); the
 * started course is added here.
 */
export function cancellationTerms(
  policy: CancellationPolicy,
  startDate: string,
  today: string,
  grossCents: number,
  refusal: BookingRefusal | null,
): CancellationTerms {
  const daysBefore = daysUntil(today, startDate);
  const feePercent = feePercentAt(policy, daysBefore);
  const feeCents = percentOf(grossCents, feePercent);
  return {
    refusal: refusal ?? (daysBefore <= 0 ? 'COURSE_STARTED' : null),
    daysBefore,
    feePercent,
    feeCents,
    refundCents: grossCents - feeCents,
    freeUntil: addDays(startDate, -policy.freeUntilDays),
    partialUntil: addDays(startDate, -(policy.fullFromDays + 1)),
  };
}

/** Whether a rebooking is still possible on `today`: free until `rebookFreeUntilDays` before the first day. */
export const rebookingOpen = (policy: CancellationPolicy, startDate: string, today: string) =>
  daysUntil(today, startDate) >= policy.rebookFreeUntilDays;
