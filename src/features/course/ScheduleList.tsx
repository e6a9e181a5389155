/**
 * The dates of a course: period, place (city, 'Online' or self-study), free places and price levels
 * in EUR with an add-to-cart action each. A fully booked date offers the waiting list instead of
 * booking (feature WAITING_LIST); a date an add failed for shows as not bookable.
 * Every date's price table has the same column widths (course.css), so the add buttons line up from
 * date to date; the prices are gross, said once below the dates (VatNote).
 */
import { useTranslation } from '../../lib/texts';
import { courseCartPosition, useAddToCart, useNonBookable, type CartCourse } from '../../state/cart-add';
import { usePriceLevelName } from '../../components/price-level-name';
import { VatNote } from '../../components/VatNote';
import { formatCents } from '../../lib/format';
import { formatDate } from '../../lib/format-date';
import { isSupportedLanguage } from '../../lib/language';
import type { CourseScheduleDetail } from '../../shared/catalogue';
import { WaitingListForm } from './WaitingListForm';

export function usePlaceText(): (schedule: CourseScheduleDetail) => string {
  const { t } = useTranslation();
  return (schedule) =>
    schedule.city ? schedule.city.name : schedule.selfStudy ? t('course.selfStudy') : t('course.online');
}

export function usePeriodText(): (schedule: CourseScheduleDetail) => string {
  const { t } = useTranslation();
  return (schedule) => {
    const start = formatDate(schedule.startDate);
    const end = formatDate(schedule.endDate);
    if (schedule.selfStudy) return t('course.selfStudyPeriod', { start, end });
    return start === end ? start : t('course.period', { start, end });
  };
}

export interface ScheduleListProps {
  /** The course whose dates these are, as the cart keeps it when one is added. */
  course: CartCourse;
  schedules: readonly CourseScheduleDetail[];
  waitingList: boolean;
}

export function ScheduleList({ course, schedules, waitingList }: ScheduleListProps) {
  const { t, i18n } = useTranslation();
  const addToCart = useAddToCart();
  const nonBookable = useNonBookable();
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'de';
  const placeText = usePlaceText();
  const periodText = usePeriodText();
  const levelName = usePriceLevelName();

  if (schedules.length === 0) return <p className="course-page__empty">{t('course.noSchedules')}</p>;

  return (
    <>
      <ul className="course-schedules">
        {schedules.map((schedule) => (
          <li key={schedule.id} className={`course-schedule ${schedule.fullyBooked ? 'is-full' : ''}`.trim()}>
            <h3 className="course-schedule__period">{periodText(schedule)}</h3>
            <p className="course-schedule__place">
              <span className="visually-hidden">{t('course.place')}: </span>
              {placeText(schedule)}
            </p>
            <p className={`course-schedule__seats ${schedule.fullyBooked ? 'is-full' : ''}`.trim()}>
              {schedule.fullyBooked ? t('course.fullyBooked') : t('course.freePlaces', { count: schedule.freePlaces })}
            </p>
            {schedule.pricelevels.length > 0 && (
              <table className="course-schedule__prices">
                <caption className="visually-hidden">{t('course.pricesOf', { date: periodText(schedule) })}</caption>
                <thead className="visually-hidden">
                  <tr>
                    <th scope="col">{t('course.priceLevel')}</th>
                    <th scope="col">{t('course.price')}</th>
                    {!schedule.fullyBooked && <th scope="col">{t('cart.add')}</th>}
                  </tr>
                </thead>
                <tbody>
                  {schedule.pricelevels.map((level) => (
                    <tr key={level.id}>
                      <th scope="row">{levelName(level.name)}</th>
                      <td className="course-schedule__price">{formatCents(level.priceValue, language)}</td>
                      {!schedule.fullyBooked && (
                        <td className="course-schedule__action">
                          {nonBookable.includes(schedule.id) ? (
                            <span className="cart-add__unavailable">{t('cart.notBookable')}</span>
                          ) : (
                            <button
                              type="button"
                              className="button button--primary cart-add"
                              aria-label={t('cart.addLabel', {
                                level: levelName(level.name),
                                date: periodText(schedule),
                              })}
                              onClick={() => addToCart(courseCartPosition(course, schedule, level))}
                            >
                              {t('cart.add')}
                            </button>
                          )}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {schedule.fullyBooked && waitingList && (
              <WaitingListForm
                courseId={course.id}
                scheduleId={schedule.id}
                dateLabel={formatDate(schedule.startDate)}
              />
            )}
          </li>
        ))}
      </ul>
      <VatNote />
    </>
  );
}
