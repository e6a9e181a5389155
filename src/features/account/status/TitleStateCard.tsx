/**
 * One specialist title in one year against §15 FAO: hours counted of the 15 required, self-study
 * hours against the cap of 5, the warnings a chamber would raise (hours missing; a course without
 * speaker or hours; self-study over the cap or without a passed check) and the courses that count.
 */
import { useTranslation } from '../../../lib/texts';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { formatDate } from '../../../lib/format-date';
import type { TitleState, TrainingCourse } from '../../../shared/customer-area';
import { formatHours, pageLanguage } from '../format-hours';
import { rejectionText } from './rejection-texts';

function period(course: TrainingCourse): string {
  const start = formatDate(course.startDate);
  const end = formatDate(course.endDate);
  return start === end ? start : `${start} – ${end}`;
}

export function TitleStateCard({ title }: { title: TitleState }) {
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACE);
  const language = pageLanguage(i18n.language);
  const h = (hours: number) => formatHours(hours, language);
  const headingId = `title-${title.scopeId}-${title.year}`;
  const rejected = title.courses.filter((course) => course.rejections.length > 0);
  const share = Math.min(100, Math.round((title.countedHours / title.requiredHours) * 100));
  return (
    <section
      className={`dashboard-card title-state ${title.fulfilled ? 'is-fulfilled' : 'is-missing'}`}
      aria-labelledby={headingId}
    >
      <h3 id={headingId}>{title.scopeName}</h3>
      <p className="title-state__hours">
        {t('status.counted', { counted: h(title.countedHours), required: h(title.requiredHours) })}
      </p>
      <div className="title-state__bar" aria-hidden="true">
        <span style={{ width: `${share}%` }} />
      </div>
      <p>
        {t('status.selfStudy', {
          counted: h(title.selfStudyCountedHours),
          cap: h(title.selfStudyCapHours),
          passed: h(title.selfStudyHours),
        })}
      </p>
      {title.fulfilled && rejected.length === 0 ? (
        <p className="title-state__ok">{t('status.fulfilled', { year: title.year })}</p>
      ) : (
        <div className="title-state__warnings">
          <h4>{t('status.warnings')}</h4>
          <ul>
            {!title.fulfilled && <li>{t('status.missing', { missing: h(title.missingHours), year: title.year })}</li>}
            {rejected.map((course) => (
              <li key={`${course.source}-${course.id}`}>
                {t('status.courseRejected', {
                  title: course.title,
                  reasons: course.rejections.map((r) => rejectionText(t, r)).join('; '),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <h4>{t('status.courses')}</h4>
      {title.courses.length === 0 ? (
        <p>{t('status.noCourses')}</p>
      ) : (
        <ul className="title-state__courses">
          {title.courses.map((course) => (
            <li key={`${course.source}-${course.id}`}>
              <strong>{course.title}</strong>
              <span className="title-state__course-facts">
                {period(course)} · {course.organizer} ·{' '}
                {course.source === 'MANUAL' ? t('status.sourceManual') : t('status.sourceOrder')}
                {course.selfStudy && ` · ${t('status.selfStudyCourse')}`}
              </span>
              <span className="title-state__course-facts">
                {course.hours === null
                  ? t('status.hoursUnknown')
                  : t('status.courseHours', { hours: h(course.hours), counted: h(course.countedHours) })}
                {course.referents.length > 0 && ` · ${t('status.referents', { names: course.referents.join(', ') })}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
