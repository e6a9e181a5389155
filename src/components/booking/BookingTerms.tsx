/**
 * What the AGB (§ 4) allow a booked booking today, in words: until when cancelling is free, from when
 * half and the full price apply (the organizer's schedule), whether it can still be rebooked — and
 * why not, when it cannot (begun, rebooked before, too late).
 */
import { ACCOUNT_NAMESPACE } from '../../lib/account-texts';
import { formatDate } from '../../lib/format-date';
import { useTranslation } from '../../lib/texts';
import type { BookingView } from '../../shared/booking';

/**
 * Whether today (the first day less the days before it, as the server counted) is in the free period.
 * A fee of 0 after it means the order is not confirmed yet: nothing was billed that a fee could correct.
 */
function withinFreePeriod({ startDate, cancellation }: BookingView): boolean {
  if (!startDate) return true;
  const today = new Date(Date.parse(`${startDate}T00:00:00Z`) - cancellation.daysBefore * 86_400_000).toISOString().slice(0, 10);
  return today <= cancellation.freeUntil;
}

export function BookingTerms({ booking }: { booking: BookingView }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { cancellation, rebooking } = booking;
  return (
    <div className="booking-terms">
      {booking.rebookedFrom && <p>{t('booking.wasRebooked', { date: formatDate(booking.rebookedFrom.startDate) })}</p>}
      {cancellation.refusal === null ? (
        <p>
          {cancellation.feePercent > 0
            ? t('booking.termsFee', { percent: cancellation.feePercent })
            : withinFreePeriod(booking)
              ? t('booking.termsFree', { date: formatDate(cancellation.freeUntil) })
              : t('booking.termsFreeUnconfirmed')}
        </p>
      ) : (
        <p>{t(`booking.refusal.${cancellation.refusal}`)}</p>
      )}
      {cancellation.refusal === null && rebooking.refusal !== null && rebooking.refusal !== cancellation.refusal && (
        <p>{t(`booking.refusal.${rebooking.refusal}`, { date: formatDate(rebooking.freeUntil) })}</p>
      )}
    </div>
  );
}
