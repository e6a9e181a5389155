/**
 * referenten/{referent} (spec §2), {referent} being '{slug}-{id}': the referent's name with title,
 * profession, organizer and vita, and the courses they teach with a coming date
 * (GET /api/referent-infos/{id}), each linked to its course page. An unknown id answers 404, which
 * the HTTP client turns into the 404 page; an address with another slug is replaced by the own one.
 */
import { useId } from 'react';
import { useTranslation } from '../../lib/texts';
import { Link, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { getReferent } from '../../api/catalogue';
import { Paragraphs } from '../../components/Paragraphs';
import { usePageMeta } from '../../components/page-meta';
import { currentLanguage } from '../../lib/texts';
import type { ReferentDetail } from '../../shared/catalogue';
import { organizerPath } from '../../shared/page-paths';
import { CourseOverviewList } from '../../components/course-overview-list/CourseOverviewList';
import { REFERENTS_PATH, referentPath } from '../../shared/page-paths';
import './referents.css';
import { loadBySlugAndId } from '../../lib/slug-loader';

export function referentLoader({ params, request }: LoaderFunctionArgs): Promise<ReferentDetail> {
  return loadBySlugAndId({ segment: params.referent, request, load: (id) => getReferent(id, currentLanguage()), pathOf: referentPath });
}

function ReferentPage() {
  const referent = useLoaderData() as ReferentDetail;
  const { t } = useTranslation();
  const vitaId = useId();
  const coursesId = useId();
  usePageMeta(
    referent.name,
    t('referents.detail.metaDescription', { name: referent.name, profession: referent.profession, organizer: referent.organizer.name }),
  );

  return (
    <article className="page referent-page">
      <p className="referent-page__back">
        <Link to={REFERENTS_PATH}>{t('referents.detail.backToList')}</Link>
      </p>
      <header className="referent-page__header">
        <p className="referent-page__kind">{t('referents.detail.kind')}</p>
        <h1>{referent.name}</h1>
        {referent.profession && <p className="referent-page__profession">{referent.profession}</p>}
        <p>
          <span className="referent-page__label">{t('referents.organizer')}:</span>{' '}
          <Link to={organizerPath(referent.organizer)}>{referent.organizer.name}</Link>
        </p>
      </header>

      {referent.vita.trim() && (
        <section className="referent-page__section" aria-labelledby={vitaId}>
          <h2 id={vitaId}>{t('referents.detail.vita')}</h2>
          <Paragraphs text={referent.vita} />
        </section>
      )}

      <section className="referent-page__section" aria-labelledby={coursesId}>
        <h2 id={coursesId}>{t('referents.detail.courses', { name: referent.name })}</h2>
        {referent.courseCount === 0 ? (
          <p>{t('referents.detail.noCourses')}</p>
        ) : (
          <>
            <p className="referent-page__count">
              {t('referents.detail.courseCount', { count: referent.courseCount })}
              {referent.courseCount > referent.courses.length &&
                ` ${t('referents.detail.coursesShown', { shown: referent.courses.length })}`}
            </p>
            <CourseOverviewList courses={referent.courses} labelledBy={coursesId} />
          </>
        )}
      </section>
    </article>
  );
}

/** The lazy part of the referenten/:referent route. */
export const referentRoute: Pick<RouteObject, 'loader' | 'Component'> = {
  loader: referentLoader,
  Component: ReferentPage,
};
