/**
 * One search result: name (linked to the course page the search page chooses), organizer, scopes,
 * delivery type, duration, next date with its place, and the lowest price.
 */
import { useTranslation } from '../../lib/texts';
import { Link } from 'react-router-dom';
import { formatCents, formatNumber } from '../../lib/format';
import { formatDate } from '../../lib/format-date';
import { isSupportedLanguage } from '../../lib/language';
import type { CourseSummary } from '../../shared/search';
import { nextSchedule, placeOf, type Place } from './course-facts';
import './course-card.css';

export interface CourseCardProps {
  course: CourseSummary;
  href: string;
}

export function CourseCard({ course, href }: CourseCardProps) {
  const { t, i18n } = useTranslation();
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'de';
  const schedule = nextSchedule(course);
  const place = placeOf(course, schedule);
  const hours = formatNumber(course.durationValue, language);
  const placeText = (p: Place) =>
    p.kind === 'city'
      ? p.name
      : p.kind === 'online'
        ? t('search.results.online')
        : p.kind === 'selfStudy'
          ? t('search.results.selfStudy')
          : '';

  return (
    <article className="course-card">
      <h3 className="course-card__title">
        <Link to={href}>{course.name}</Link>
      </h3>
      <p className="course-card__organizer">
        <span className="visually-hidden">{t('search.results.organizer')}: </span>
        {course.organizer.name}
      </p>
      {course.professionalScopes.length > 0 && (
        <ul className="course-card__scopes" aria-label={t('search.results.scopes')}>
          {course.professionalScopes.map((scope) => (
            <li key={scope.id}>{scope.name}</li>
          ))}
        </ul>
      )}
      <dl className="course-card__facts">
        <div>
          <dt>{t('search.results.format')}</dt>
          <dd>{t(`search.results.courseTypes.${course.courseType}`)}</dd>
        </div>
        <div>
          <dt>{t('search.results.duration')}</dt>
          <dd>{t('search.results.hours', { count: course.durationValue, hours })}</dd>
        </div>
        <div>
          <dt>{t('search.results.nextDate')}</dt>
          <dd>{schedule ? formatDate(schedule.startDate) : t('search.results.anytime')}</dd>
        </div>
        {place.kind !== 'unknown' && (
          <div>
            <dt>{t('search.results.place')}</dt>
            <dd>{placeText(place)}</dd>
          </div>
        )}
      </dl>
      <p className="course-card__price">
        {t('search.results.priceFrom', { price: formatCents(course.minPrice, language) })}
      </p>
    </article>
  );
}
