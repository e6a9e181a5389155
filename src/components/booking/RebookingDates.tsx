/**
 * The course's other dates to rebook to, each with its free places: a date with room for all of the
 * booking's places can be chosen; a fuller one cannot, and its course page (with the waiting list) is
 * linked instead. A date of another price says so: that is cancelling and booking anew.
 */
import { Link } from 'react-router-dom';
import { ACCOUNT_NAMESPACE } from '../../lib/account-texts';
import { formatDate } from '../../lib/format-date';
import { useTranslation } from '../../lib/texts';
import type { BookingView } from '../../shared/booking';

export function RebookingDates({ booking, onChoose }: { booking: BookingView; onChoose: (scheduleId: number) => void }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <ul className="booking-dates">
      {booking.rebooking.dates.map((date) => {
        const days = date.endDate !== date.startDate ? `${formatDate(date.startDate)} – ${formatDate(date.endDate)}` : formatDate(date.startDate);
        const fits = date.freePlaces >= booking.seats && date.differenceCents === 0;
        return (
          <li key={date.scheduleId} className="booking-dates__date">
            <span>
              {days}
              {date.city ? `, ${date.city}` : ''} · {t('booking.freePlaces', { count: date.freePlaces })}
            </span>
            {fits ? (
              <button
                type="button"
                className="button button--secondary"
                data-event="user.chooseDate"
                aria-label={t('booking.chooseLabel', { date: days })}
                onClick={() => onChoose(date.scheduleId)}
              >
                {t('booking.choose')}
              </button>
            ) : date.freePlaces < booking.seats ? (
              booking.coursePath ? <Link to={booking.coursePath}>{t('booking.fullWaitingList')}</Link> : <span>{t('booking.fullWaitingList')}</span>
            ) : (
              <span>{t('booking.otherPrice')}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
