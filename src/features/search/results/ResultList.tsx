/**
 * The result list of a search (spec §2, §4 "Search", §8 "Search error"): how many courses were found,
 * the cards, "Weitere Kurse laden" while more exist, a spinner while a page loads, a message when
 * nothing matches, and an error with retry when a page failed.
 *
 * It renders a searchPaging actor the page owns (see useSearchPaging) and sends it the user's clicks.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from '../../../lib/texts';
import { Alert } from '../../../components/Alert';
import { Spinner } from '../../../components/Spinner';
import { selectCourses, type SearchPagingActorRef } from '../../../actors/searchPaging';
import type { CourseSummary } from '../../../shared/search';
import { CourseCard } from '../../../components/course-card/CourseCard';
import { LoadMoreButton } from './LoadMoreButton';
import './results.css';

export interface ResultListProps {
  actorRef: SearchPagingActorRef;
  /** The course detail path of a course; the page decides (e.g. /fachanwaltslehrgang/{slug}-{id}). */
  courseHref: (course: CourseSummary) => string;
}

export function ResultList({ actorRef, courseHref }: ResultListProps) {
  const courses = useSelector(actorRef, selectCourses);
  const count = useSelector(actorRef, (s) => s.context.count);
  const loading = useSelector(actorRef, (s) => s.hasTag('loading'));
  const failed = useSelector(actorRef, (s) => s.hasTag('error'));
  const moreToLoad = useSelector(
    actorRef,
    (s) => s.matches('more') || (s.matches('loading') && s.context.courses.length > 0),
  );
  const nothingFound = useSelector(actorRef, (s) => s.matches('empty'));
  return (
    <ResultListView
      {...{ courses, count, loading, failed, moreToLoad, nothingFound, courseHref }}
      onRetry={() => actorRef.send({ type: 'user.retry' })}
      onLoadMore={() => actorRef.send({ type: 'user.loadMore' })}
    />
  );
}

export interface ResultListViewProps {
  courses: CourseSummary[];
  /** All matching courses, over every page. */
  count: number;
  loading: boolean;
  failed: boolean;
  moreToLoad: boolean;
  nothingFound: boolean;
  courseHref: (course: CourseSummary) => string;
  onRetry: () => void;
  onLoadMore: () => void;
}

/** What the list shows, from plain values: the page renders it from its actor, the server from the first answer (src/prerender). */
export function ResultListView({
  courses,
  count,
  loading,
  failed,
  moreToLoad,
  nothingFound,
  courseHref,
  onRetry,
  onLoadMore,
}: ResultListViewProps) {
  const { t } = useTranslation();
  const firstPageLoading = loading && courses.length === 0;

  return (
    <section className="results" aria-label={t('search.results.list')} aria-busy={loading}>
      <div role="status" className="results__status">
        {firstPageLoading && (
          <div className="loading">
            <Spinner />
            <span className="visually-hidden">{t('search.results.loading')}</span>
          </div>
        )}
        {/* The count heads the list: the cards' h3 titles then follow an h2, not the page's h1 (heading order). */}
        {courses.length > 0 && <h2 className="results__count">{t('search.results.count', { count })}</h2>}
        {nothingFound && (
          <div className="results__empty">
            <p>{t('search.results.empty')}</p>
            <p>{t('search.results.emptyHint')}</p>
          </div>
        )}
      </div>
      {courses.length > 0 && (
        <ol className="results__list">
          {courses.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} href={courseHref(course)} />
            </li>
          ))}
        </ol>
      )}
      {failed && (
        <Alert tone="error" className="results__error">
          <p>{t('search.results.error')}</p>
          <button type="button" className="button button--secondary" onClick={onRetry} data-event="user.retry">
            {t('search.results.retry')}
          </button>
        </Alert>
      )}
      {moreToLoad && (
        <div className="results__more">
          <p className="results__shown">{t('search.results.shown', { shown: courses.length, count })}</p>
          <LoadMoreButton busy={loading} onClick={onLoadMore} />
        </div>
      )}
    </section>
  );
}
