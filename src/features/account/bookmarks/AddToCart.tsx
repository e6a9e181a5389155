/**
 * "In den Warenkorb" for a bookmarked course: a bookmark names the course, not a date, so the first
 * press loads the course (GET /api/course/{id}) and offers its bookable dates and price levels in one
 * select; adding sends the position to the cart actor exactly as the course page's date list does
 * (the cart then opens). A course without a bookable date says so and links its page.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../lib/texts';
import { getCourse } from '../../../api/catalogue';
import { usePriceLevelName } from '../../../components/price-level-name';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { formatCents } from '../../../lib/format';
import { formatDate } from '../../../lib/format-date';
import { handlingNotFound } from '../../../lib/http';
import type { BookmarkCourse } from '../../../shared/bookmarks';
import type { CourseDetail, CourseScheduleDetail } from '../../../shared/catalogue';
import type { PriceLevel } from '../../../shared/search';
import { coursePath } from '../../../shared/page-paths';
import { courseCartPosition, useAddToCart, useNonBookable } from '../../../state/cart-add';
import { pageLanguage } from '../format-hours';
import { LoadState } from '../LoadState';
import { useLoad } from '../use-load';

interface Option {
  value: string;
  label: string;
  schedule: CourseScheduleDetail;
  level: PriceLevel;
}

function useOptions(course: CourseDetail, nonBookable: readonly number[]): Option[] {
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACE);
  const levelName = usePriceLevelName();
  const language = pageLanguage(i18n.language);
  return course.courseSchedules
    .filter((schedule) => !schedule.past && !schedule.fullyBooked && !nonBookable.includes(schedule.id))
    .flatMap((schedule) => {
      const start = formatDate(schedule.startDate);
      const end = formatDate(schedule.endDate);
      const period = start === end ? start : `${start} – ${end}`;
      const place = schedule.city
        ? schedule.city.name
        : schedule.selfStudy
          ? t('bookmarks.selfStudy')
          : t('bookmarks.online');
      return schedule.pricelevels.map((level) => ({
        value: `${schedule.id}-${level.id}`,
        label: `${period}, ${place} · ${levelName(level.name)} · ${formatCents(level.priceValue, language)}`,
        schedule,
        level,
      }));
    });
}

function DateChoice({ course }: { course: CourseDetail }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const id = useId();
  const addToCart = useAddToCart();
  const options = useOptions(course, useNonBookable());
  const [chosen, setChosen] = useState(options[0]?.value ?? '');
  if (options.length === 0) {
    return (
      <p>
        {t('bookmarks.noDates')} <Link to={coursePath(course)}>{t('bookmarks.toCourse')}</Link>
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const option = options.find((candidate) => candidate.value === chosen);
    if (!option) return;
    addToCart(courseCartPosition(course, option.schedule, option.level));
  };
  return (
    <form className="inline-form" onSubmit={submit}>
      <div className="field">
        <label htmlFor={id} className="field__label">
          {t('bookmarks.date')}
        </label>
        <select id={id} className="field__control" value={chosen} onChange={(event) => setChosen(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <p className="dashboard-actions">
        <button
          type="submit"
          className="button button--primary"
          aria-label={t('common.forItem', { action: t('bookmarks.addToCart'), name: course.name })}
        >
          {t('bookmarks.addToCart')}
        </button>
      </p>
    </form>
  );
}

function CourseDates({ courseId }: { courseId: number }) {
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACE);
  const course = useLoad(`course-${courseId}`, (signal) =>
    getCourse(courseId, pageLanguage(i18n.language), handlingNotFound({ signal })),
  );
  if (course.status !== 'ready')
    return <LoadState load={course} loading={t('bookmarks.datesLoading')} error={t('bookmarks.datesError')} />;
  return <DateChoice course={course.data} />;
}

export function AddToCart({ course }: { course: BookmarkCourse }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [open, setOpen] = useState(false);
  if (open) return <CourseDates courseId={course.id} />;
  return (
    <p className="dashboard-actions">
      <button
        type="button"
        className="button button--primary"
        onClick={() => setOpen(true)}
        aria-label={t('common.forItem', { action: t('bookmarks.chooseDate'), name: course.name })}
      >
        {t('bookmarks.chooseDate')}
      </button>
    </p>
  );
}
