/**
 * What a consumer owes for the part of a course performed before the withdrawal (pure; § 357a Abs. 2
 * BGB): only when they expressly asked that it begin within the withdrawal period (the early-start
 * request of the order), and only for what was performed by the time of withdrawal. The share is
 * counted in course days: the days from the first course day up to and including the day the
 * withdrawal was received (Europe/Berlin; that day's sessions were open to the consumer), over all
 * days of the booked date (first to last, both included). A self-study date counts its access
 * period the same way.
 *
 * Amount = floor(price × elapsed days / all days), in cents: rounded DOWN to the cent, so the consumer
 * never pays more than the exact share (§ 357a Abs. 2 Satz 1 BGB: "anteilig"; § 361 Abs. 1 BGB: no
 * further claims). A course position of several seats is one amount: its gross covers all its places.
 * A package is owed in proportion to the hours of its credits the begun courses used (their hours ×
 * their seats × their elapsed share, over the package's credit hours), also rounded down.
 */
import type { PositionForWithdrawal } from './facts.ts';
import { paidWithPackage } from './eligibility.ts';

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);

/** The share of a dated position performed by `today` (0 … 1), as [elapsed days, all days]. */
export function performedDays(position: Pick<PositionForWithdrawal, 'scheduleStart' | 'scheduleEnd'>, today: string): [number, number] {
  if (!position.scheduleStart) return [0, 1];
  const start = dayNumber(position.scheduleStart);
  const end = dayNumber(position.scheduleEnd ?? position.scheduleStart);
  const all = Math.max(end - start + 1, 1);
  const elapsed = Math.min(Math.max(dayNumber(today) - start + 1, 0), all);
  return [elapsed, all];
}

/** The pro-rata amount (cents) of one position withdrawn on `today`. */
export function proRataCents(
  position: PositionForWithdrawal,
  positions: readonly PositionForWithdrawal[],
  context: { earlyStartRequested: boolean; today: string },
): number {
  if (!context.earlyStartRequested || position.grossCents === 0) return 0;
  if (position.kind === 'COURSE') {
    const [elapsed, all] = performedDays(position, context.today);
    return Math.floor((position.grossCents * elapsed) / all);
  }
  const credits = position.creditHours ?? 0;
  if (credits <= 0) return 0;
  // Hours in tenths (the catalogue's precision); the tiny epsilon keeps a float like 2.9999999 from
  // losing a whole cent to floor when the exact share is a whole number of cents.
  const used = paidWithPackage(positions, position).reduce((sum, course) => {
    const [elapsed, all] = performedDays(course, context.today);
    return sum + (Math.round((course.durationHours ?? 0) * 10) * course.seats * elapsed) / all;
  }, 0);
  const owed = Math.floor((position.grossCents * used) / Math.round(credits * 10) + 1e-9);
  return Math.min(owed, position.grossCents);
}
