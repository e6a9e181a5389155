/**
 * COURSE_PREVIEW start module (spec §2): the first 12 courses of a search (start 1, limit 12) and the
 * organizers, loaded in parallel only when the module is configured. Loaded as its own chunk, with
 * the result cards, so the start page's bundle stays small.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/texts';
import { Link } from 'react-router-dom';
import { getOrganizers } from '../../../api/catalogue';
import { searchCourses } from '../../../api/search';
import { Spinner } from '../../../components/Spinner';
import type { OrganizerSummary } from '../../../shared/catalogue';
import { SEARCH_FIRST_PAGE } from '../../../shared/constants';
import type { CourseSummary } from '../../../shared/search';
import { coursePath, organizerPath } from '../../../shared/page-paths';
import { CourseCard } from '../../../components/course-card/CourseCard';
import './course-preview.css';

export const COURSE_PREVIEW_SIZE = 12;

interface Preview {
  courses: CourseSummary[];
  organizers: OrganizerSummary[];
}

type PreviewState = { status: 'loading' } | { status: 'loaded'; preview: Preview } | { status: 'failed' };

function usePreview(): PreviewState {
  const [state, setState] = useState<PreviewState>({ status: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    Promise.all([searchCourses({ start: SEARCH_FIRST_PAGE, limit: COURSE_PREVIEW_SIZE }, abort.signal), getOrganizers(abort.signal)])
      .then(([result, organizers]) => setState({ status: 'loaded', preview: { courses: result.courses, organizers } }))
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('course preview failed', error);
        setState({ status: 'failed' });
      });
    return () => abort.abort();
  }, []);
  return state;
}

export function CoursePreviewModule() {
  const { t } = useTranslation();
  const state = usePreview();
  return (
    <section className="start-module course-preview" aria-labelledby="course-preview-title" aria-busy={state.status === 'loading'}>
      <h2 id="course-preview-title">{t('start.coursePreview.title')}</h2>
      {state.status === 'loading' && (
        <div className="loading" role="status">
          <Spinner />
          <span className="visually-hidden">{t('start.coursePreview.loading')}</span>
        </div>
      )}
      {state.status === 'failed' && <p role="alert">{t('start.coursePreview.error')}</p>}
      {state.status === 'loaded' && (
        <>
          <ol className="course-preview__list">
            {state.preview.courses.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} href={coursePath(course)} />
              </li>
            ))}
          </ol>
          <p>
            <Link to="/search">{t('start.coursePreview.all')}</Link>
          </p>
          {state.preview.organizers.length > 0 && (
            <>
              <h3>{t('start.coursePreview.organizers')}</h3>
              <ul className="course-preview__organizers">
                {state.preview.organizers.map((organizer) => (
                  <li key={organizer.id}>
                    <Link to={organizerPath(organizer)}>{organizer.name}</Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
