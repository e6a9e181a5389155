/**
 * The course detail pages fachanwaltslehrgang/:course, fortbildung/:course and
 * fortbildung-15-fao/:course, where :course is '{slug}-{id}' (spec §2). The loader reads
 * GET /api/course/{id}; an unknown id answers 404, which the HTTP client turns into the 404 page.
 * An address with another slug or route than the course's own is replaced by the right one.
 * Beside the organizer: who sells and who holds the course, linked to the marketplace information
 * (Art. 246d EGBGB).
 */
import { useTranslation } from '../../lib/texts';
import { Link, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { courseDocumentUrl, getCourse } from '../../api/catalogue';
import { ExternalLink } from '../../components/ExternalLink';
import { usePageMeta } from '../../components/page-meta';
import { SiteRating } from '../../components/site-rating/SiteRating';
import { currentLanguage } from '../../lib/texts';
import { formatNumber } from '../../lib/format';
import { isSupportedLanguage } from '../../lib/language';
import { courseTitle } from '../../lib/page-title';
import { hasFeature, useSite } from '../../lib/site-context';
import type { CourseDetail } from '../../shared/catalogue';
import { coursePath, organizerPath, referentPath } from '../../shared/page-paths';
import { BookmarkButton } from './BookmarkButton';
import { ScheduleList, usePeriodText, usePlaceText } from './ScheduleList';
import './course.css';
import { loadBySlugAndId } from '../../lib/slug-loader';
import { courseItem, TRACKING_CURRENCY } from '../../lib/tracking';
import { useTrackOnce } from '../../lib/use-tracking';

/**
 * The marketplace information's section on who answers for what (content page 'marktplatz-informationen',
 * Art. 246d EGBGB). A literal, not an import of src/shared/content-pages.ts: sharing that module between
 * the lazy routes would add a chunk to the start page's preload list (its budget, src/build/start-page-budget.ts).
 */
const MARKETPLACE_RESPONSIBILITIES = '/marktplatz-informationen#verantwortung';

export function courseLoader({ params, request }: LoaderFunctionArgs): Promise<CourseDetail> {
  return loadBySlugAndId({
    segment: params.course,
    request,
    load: (id) => getCourse(id, currentLanguage(), { signal: request.signal }),
    pathOf: coursePath,
  });
}

/**
 * What the FernUSG makes a buyer entitled to know before booking (issue 26 §3): the ZFU approval
 * number, or the organizer's statement that the course is not distance learning; self-study that
 * declares neither is not sold (the server refuses it), and the page says why.
 */
function DistanceLearningFact({ course }: { course: Pick<CourseDetail, 'courseType' | 'distanceLearning'> }) {
  const { t } = useTranslation();
  const declared = course.distanceLearning;
  if (declared === null && course.courseType !== 'SELF') return null;
  return (
    <div className="course-facts__distance">
      <dt>{t('course.distanceLearning.title')}</dt>
      <dd>
        {declared === null
          ? t('course.distanceLearning.undeclared')
          : declared.kind === 'ZFU_APPROVED'
            ? t('course.distanceLearning.approved', { number: declared.zfuNumber })
            : t('course.distanceLearning.notDistanceLearning', { statement: declared.statement })}
      </dd>
    </div>
  );
}

function Facts({ course }: { course: CourseDetail }) {
  const { t, i18n } = useTranslation();
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'de';
  return (
    <dl className="course-facts">
      <div>
        <dt>{t('course.format')}</dt>
        <dd>{t(`course.courseTypes.${course.courseType}`)}</dd>
      </div>
      <div>
        <dt>{t('course.duration')}</dt>
        <dd>{t('course.hours', { count: course.durationValue, hours: formatNumber(course.durationValue, language) })}</dd>
      </div>
      {course.fao15.qualifies && (
        <div className="course-facts__fao">
          <dt>{t('course.fao15')}</dt>
          <dd>
            {t('course.fao15Hours', { count: course.fao15.hours, hours: formatNumber(course.fao15.hours, language) })}
            {course.courseType === 'SELF' && <span className="course-facts__note"> {t('course.fao15SelfStudy')}</span>}
          </dd>
        </div>
      )}
      <DistanceLearningFact course={course} />
      {course.professionalScopes.length > 0 && (
        <div>
          <dt>{t('course.scopes')}</dt>
          <dd>{course.professionalScopes.map((scope) => scope.name).join(', ')}</dd>
        </div>
      )}
      {course.category && (
        <div>
          <dt>{t('course.category')}</dt>
          <dd>{course.category.name}</dd>
        </div>
      )}
    </dl>
  );
}

function CoursePage() {
  const course = useLoaderData() as CourseDetail;
  const upcoming = course.courseSchedules.filter((schedule) => !schedule.past);
  usePageMeta(courseTitle({ name: course.name, courseType: course.courseType, schedules: upcoming }), course.meta.description);
  // The tag manager's view_item (only with the visitor's consent: src/lib/tracking.ts).
  useTrackOnce(course.id, (track) => {
    const item = courseItem(course);
    track('view_item', { ecommerce: { currency: TRACKING_CURRENCY, ...(item.price !== undefined ? { value: item.price } : {}), items: [item] } });
  });
  return <CourseArticle course={course} />;
}

/** The course page's content: rendered by the route, and by the server as the page's first screen (src/prerender). */
export function CourseArticle({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const { configuration } = useSite();
  const placeText = usePlaceText();
  const periodText = usePeriodText();
  const upcoming = course.courseSchedules.filter((schedule) => !schedule.past);
  const past = course.courseSchedules.filter((schedule) => schedule.past);
  const paragraphs = course.description.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean);

  return (
    <article className="page course-page">
      <header className="course-page__header">
        <p className="course-page__kind">
          {t(`course.kinds.${course.kind}`)} · {t(`course.courseTypes.${course.courseType}`)}
        </p>
        <h1>{course.name}</h1>
        <p className="course-page__organizer">
          <span className="course-page__label">{t('course.organizer')}:</span> {course.organizer.name}
          {course.organizer.city ? `, ${course.organizer.city.name}` : ''}
        </p>
        {course.professionalScopes.length > 0 && (
          <ul className="course-page__scopes" aria-label={t('course.scopes')}>
            {course.professionalScopes.map((scope) => (
              <li key={scope.id}>{scope.name}</li>
            ))}
          </ul>
        )}
        <BookmarkButton courseId={course.id} />
      </header>

      <Facts course={course} />

      <section className="course-page__section" aria-labelledby="course-description">
        <h2 id="course-description">{t('course.description')}</h2>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </section>

      <section className="course-page__section" aria-labelledby="course-schedules">
        <h2 id="course-schedules">{t('course.schedules')}</h2>
        <ScheduleList course={course} schedules={upcoming} waitingList={hasFeature(configuration, 'WAITING_LIST')} />
        {past.length > 0 && (
          <details className="course-page__past">
            <summary>{t('course.pastSchedules', { count: past.length })}</summary>
            <ul>
              {past.map((schedule) => (
                <li key={schedule.id}>
                  {periodText(schedule)} · {placeText(schedule)}
                </li>
              ))}
            </ul>
          </details>
        )}
      </section>

      {course.documents.length > 0 && (
        <section className="course-page__section" aria-labelledby="course-documents">
          <h2 id="course-documents">{t('course.documents')}</h2>
          <ul className="course-documents">
            {course.documents.map((document) => (
              <li key={document.id}>
                <a href={courseDocumentUrl(course.id, document.id)} download={document.fileName} type={document.contentType}>
                  {t('course.documentLink', { name: document.name })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      {course.referents.length > 0 && (
        <section className="course-page__section" aria-labelledby="course-referents">
          <h2 id="course-referents">{t('course.referents', { count: course.referents.length })}</h2>
          <ul className="course-referents">
            {course.referents.map((referent) => (
              <li key={referent.id}>
                <Link className="course-referents__name" to={referentPath(referent)}>
                  {referent.name}
                </Link>
                <span className="course-referents__profession">{referent.profession}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="course-page__section" aria-labelledby="course-organizer">
        <h2 id="course-organizer">{t('course.aboutOrganizer')}</h2>
        <p>
          <Link to={organizerPath(course.organizer)}>{course.organizer.name}</Link>
          {course.organizer.city ? `, ${course.organizer.city.name}` : ''}
        </p>
        <p>
          <ExternalLink href={course.organizer.website}>{t('course.organizerWebsite')}</ExternalLink>
        </p>
        <p className="course-page__seller">
          {t('course.sellerNote')} <Link to={MARKETPLACE_RESPONSIBILITIES}>{t('course.marketplaceInfo')}</Link>
        </p>
      </section>

      {hasFeature(configuration, 'REVIEWS') && (configuration.overallRating !== null || configuration.reviews) && (
        <section className="course-page__section" aria-labelledby="course-reviews">
          <h2 id="course-reviews">{t('rating.courseTitle')}</h2>
          <SiteRating />
        </section>
      )}
    </article>
  );
}

/** The lazy part of the three course routes. */
export const courseRoute: Pick<RouteObject, 'loader' | 'Component'> = {
  loader: courseLoader,
  Component: CoursePage,
};
