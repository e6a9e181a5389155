/**
 * veranstalter/{organizer} (spec §2), {organizer} being '{slug}-{id}': the organizer with city,
 * website, description and its scopes with course counts (GET /api/organizer/{id}?includeScopes=true),
 * and its next courses. The catalogue API has no course list per organizer beyond a year's overview,
 * so the courses are the first page of the search filtered by the organizer, by date
 * (GET /api/search?organizerId=…&start=1&limit=20), with a link to that search for all of them.
 * An unknown id answers 404, which the HTTP client turns into the 404 page; an address with another
 * slug is replaced by the organizer's own.
 */
import { useId } from 'react';
import { useTranslation } from '../../lib/texts';
import { Link, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { getOrganizer } from '../../api/catalogue';
import { searchCourses } from '../../api/search';
import { ExternalLink } from '../../components/ExternalLink';
import { Paragraphs } from '../../components/Paragraphs';
import { usePageMeta } from '../../components/page-meta';
import { currentLanguage } from '../../lib/texts';
import type { OrganizerDetail } from '../../shared/catalogue';
import { SEARCH_FIRST_PAGE, SEARCH_PAGE_SIZE } from '../../shared/constants';
import type { SearchResult } from '../../shared/search';
import { CourseCard } from '../../components/course-card/CourseCard';
import { coursePath, ORGANIZERS_PATH, organizerPath, organizerSearchPath } from '../../shared/page-paths';
import { websiteHost } from './website';
import './organizers.css';
import { loadBySlugAndId } from '../../lib/slug-loader';

interface OrganizerPageData {
  organizer: OrganizerDetail;
  /** The first courses by date; null when the search failed (the page still shows the organizer). */
  courses: SearchResult | null;
}

export function organizerLoader({ params, request }: LoaderFunctionArgs): Promise<OrganizerPageData> {
  return loadBySlugAndId({
    segment: params.organizer,
    request,
    load: async (id) => {
      const [organizer, courses] = await Promise.all([
        getOrganizer(id, { includeScopes: true, language: currentLanguage() }),
        searchCourses({ organizerId: id, sortBy: 'date', seq: 'asc', start: SEARCH_FIRST_PAGE, limit: SEARCH_PAGE_SIZE }, request.signal).catch(
          () => null,
        ),
      ]);
      return { organizer, courses };
    },
    pathOf: (data) => organizerPath(data.organizer),
  });
}

function OrganizerCourses({ organizer, courses }: OrganizerPageData) {
  const { t } = useTranslation();
  const headingId = useId();
  const searchLink = (
    <p>
      <Link to={organizerSearchPath(organizer.id)}>{t('organizers.detail.allCourses', { name: organizer.name })}</Link>
    </p>
  );
  return (
    <section className="organizer-page__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('organizers.detail.courses')}</h2>
      {courses === null ? (
        <>
          <p role="status">{t('organizers.detail.coursesError')}</p>
          {searchLink}
        </>
      ) : courses.courses.length === 0 ? (
        <p>{t('organizers.detail.noCourses', { name: organizer.name })}</p>
      ) : (
        <>
          <p className="organizer-page__count">
            {t('organizers.detail.courseCount', { count: courses.count })}
            {courses.count > courses.courses.length && ` ${t('organizers.detail.coursesShown', { shown: courses.courses.length })}`}
          </p>
          <ul className="organizer-courses" aria-labelledby={headingId}>
            {courses.courses.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} href={coursePath(course)} />
              </li>
            ))}
          </ul>
          {searchLink}
        </>
      )}
    </section>
  );
}

function OrganizerPage() {
  const data = useLoaderData() as OrganizerPageData;
  const { organizer } = data;
  const { t } = useTranslation();
  const aboutId = useId();
  const scopesId = useId();
  usePageMeta(
    organizer.name,
    organizer.city
      ? t('organizers.detail.metaDescription', { name: organizer.name, city: organizer.city.name })
      : t('organizers.detail.metaDescriptionNoCity', { name: organizer.name }),
  );
  const scopes = organizer.scopes ?? [];

  return (
    <article className="page organizer-page">
      <p className="organizer-page__back">
        <Link to={ORGANIZERS_PATH}>{t('organizers.detail.backToList')}</Link>
      </p>
      <header>
        <p className="organizer-page__kind">{t('organizers.detail.kind')}</p>
        <h1>{organizer.name}</h1>
      </header>
      <dl className="organizer-facts">
        {organizer.city && (
          <div>
            <dt>{t('organizers.city')}</dt>
            <dd>{organizer.city.name}</dd>
          </div>
        )}
        {organizer.website && (
          <div>
            <dt>{t('organizers.website')}</dt>
            <dd>
              <ExternalLink href={organizer.website}>{websiteHost(organizer.website)}</ExternalLink>
            </dd>
          </div>
        )}
        {organizer.email && (
          <div>
            <dt>{t('organizers.email')}</dt>
            <dd>
              <a href={`mailto:${organizer.email}`}>{organizer.email}</a>
            </dd>
          </div>
        )}
      </dl>

      {organizer.description.trim() && (
        <section className="organizer-page__section" aria-labelledby={aboutId}>
          <h2 id={aboutId}>{t('organizers.detail.about')}</h2>
          <Paragraphs text={organizer.description} />
        </section>
      )}

      {scopes.length > 0 && (
        <section className="organizer-page__section" aria-labelledby={scopesId}>
          <h2 id={scopesId}>{t('organizers.detail.scopes')}</h2>
          <ul className="organizer-scopes" aria-labelledby={scopesId}>
            {scopes.map((scope) => (
              <li key={scope.id}>
                <Link to={organizerSearchPath(organizer.id, scope.id)}>{scope.name}</Link>{' '}
                <span className="organizer-scopes__count">{t('organizers.detail.scopeCourses', { count: scope.courseCount })}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <OrganizerCourses {...data} />
    </article>
  );
}

/** The lazy part of the veranstalter/:organizer route. */
export const organizerRoute: Pick<RouteObject, 'loader' | 'Component'> = {
  loader: organizerLoader,
  Component: OrganizerPage,
};
