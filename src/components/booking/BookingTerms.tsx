/**
 * What the AGB (§ 4) allow a booked booking today, in words: until when cancelling is free, from when
 * half and the full price apply (the organizer's schedule), whether it can still be rebooked — and
 * why not, when it cannot (begun, rebooked before, too late).
 */
import { ACCOUNT_NAMESPACE } from '../../lib/account-texts';
import { formatDate } from '../../lib/format-date';
import { useTranslation } from '../../lib/texts';
import type { BookingView } from '../../shared/booking';

export function BookingTerms({ booking }: { booking: BookingView }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { cancellation, rebooking } = booking;
  return (
    <div className="booking-terms">
      {booking.rebookedFrom && <p>{t('booking.wasRebooked', { date: formatDate(booking.rebookedFrom.startDate) })}</p>}
      {cancellation.refusal === null ? (
        <p>
          {cancellation.feePercent === 0
            ? t('booking.termsFree', { date: formatDate(cancellation.freeUntil) })
            : t('booking.termsFee', { percent: cancellation.feePercent })}
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
